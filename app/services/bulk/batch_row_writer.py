"""A row's state change in the batch store: one ``UPDATE ... RETURNING`` in its own
``BEGIN IMMEDIATE`` transaction, on one SQLite connection kept for them (batch_store.py says
why: 0.04 ms of CPU a change against 0.73 through SQLAlchemy, on the sending loop's thread).
"""

from __future__ import annotations

import sqlite3
import threading
from typing import Any

from sqlalchemy import Engine

from app.services.bulk.batch_file import batch_rows
from app.services.bulk.batch_records import row_of
from app.services.bulk.model import FINAL_STATES, BatchRow

# A row's change in one statement: the final-state rule in its WHERE (the last parameter
# says whether the new state may follow an ended one), the order id kept when none is given.
_FINAL_VALUES = ", ".join(f"'{state.value}'" for state in sorted(FINAL_STATES))
_ROW_COLUMNS = ", ".join(column.name for column in batch_rows.columns)
_UPDATE_ROW = (
    "UPDATE batch_rows SET state = ?, "
    "order_id = CASE WHEN ? = '' THEN order_id ELSE ? END, reason = ?, "
    "attempts = attempts + ?, updated_at = ? "
    f"WHERE batch_id = ? AND idx = ? AND (? OR state NOT IN ({_FINAL_VALUES})) "
    f"RETURNING {_ROW_COLUMNS}"
)
_SELECT_ROW = f"SELECT {_ROW_COLUMNS} FROM batch_rows WHERE batch_id = ? AND idx = ?"


class RowWriter:
    """One SQLite connection of the store's engine (its pragmas: WAL, the busy timeout) kept
    for rows' state changes, committed with ``synchronous=NORMAL``; one thread at a time."""

    def __init__(self, engine: Engine) -> None:
        pooled = engine.raw_connection()
        connection = pooled.driver_connection
        assert isinstance(connection, sqlite3.Connection)
        pooled.detach()  # its own from now on: never handed back to the pool as changed
        connection.row_factory = sqlite3.Row
        connection.execute("PRAGMA synchronous=NORMAL")
        self._connection = connection
        self._lock = threading.Lock()

    def update(
        self, values: tuple[Any, ...], key: tuple[str, int]
    ) -> tuple[sqlite3.Row | None, BatchRow | None]:
        """The row as changed; else None and the row as it is (None: there is no such row)."""
        with self._lock:
            connection = self._connection
            connection.execute("BEGIN IMMEDIATE")
            try:
                found = connection.execute(_UPDATE_ROW, values).fetchone()
                current = None
                if found is None:
                    current = connection.execute(_SELECT_ROW, key).fetchone()
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        return found, None if current is None else row_of(current)

    def close(self) -> None:
        with self._lock:
            self._connection.close()
