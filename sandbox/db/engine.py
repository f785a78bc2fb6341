"""SQLite engine set up for a threaded server: WAL, foreign keys, and explicit write locks.

pysqlite's own transaction handling is switched off so that a write transaction can start
with ``BEGIN IMMEDIATE``: it takes SQLite's write lock up front, which makes a
check-then-debit (available balance, then reserve) atomic across threads and processes.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text

from sandbox.db.tables import OBSOLETE_INDEXES, metadata
from sandbox.db.upgrade import upgrade_columns


class Database:
    def __init__(self, path: Path | None) -> None:
        self._tempdir: tempfile.TemporaryDirectory[str] | None = None
        if path is None:
            self._tempdir = tempfile.TemporaryDirectory(prefix="teller-sandbox-")
            path = Path(self._tempdir.name) / "sandbox.sqlite3"
        self.path = path
        self.engine = _make_engine(path)
        metadata.create_all(self.engine)
        self._upgrade_indexes()

    def _upgrade_indexes(self) -> None:
        """An existing database gets the columns and indexes added since it was made
        (create_all only makes missing tables) and loses the indexes they replace."""
        with self.write() as conn:
            upgrade_columns(conn)
            for table in metadata.sorted_tables:
                for index in table.indexes:
                    index.create(conn, checkfirst=True)
            for name in OBSOLETE_INDEXES:
                conn.execute(text(f'DROP INDEX IF EXISTS "{name}"'))

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A transaction holding the write lock from its first statement; commits on exit."""
        with self.engine.connect() as conn:
            conn.execution_options(write=True)
            with conn.begin():
                yield conn

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A consistent read snapshot (WAL readers never wait for the writer)."""
        with self.engine.connect() as conn, conn.begin():
            yield conn

    def is_empty(self) -> bool:
        from sandbox.db.tables import merchants

        with self.read() as conn:
            return conn.execute(merchants.select().limit(1)).first() is None

    def close(self) -> None:
        self.engine.dispose()
        if self._tempdir is not None:
            self._tempdir.cleanup()
            self._tempdir = None


def _make_engine(path: Path) -> Engine:
    engine = create_engine(
        f"sqlite+pysqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": 30},
        pool_size=8,
        max_overflow=32,
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        write = conn.get_execution_options().get("write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine
