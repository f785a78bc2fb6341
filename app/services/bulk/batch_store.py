"""The batch store: a bulk payout's batch and every row's idempotency key, in SQLite in the
data folder, so a batch outlives the Teller process that sends it.

What makes "never pay twice, never lose a row" hold:

- ``create`` writes the batch and every row with its key in ONE transaction, before the first
  request: a crash before it commits leaves no batch (nothing was sent); after it, every key
  is on disk.
- A row is marked SENDING (``mark_sending``, one transaction) before its request leaves, so a
  crash mid-request leaves it SENDING; ``resume_plan`` turns such rows into UNKNOWN and gives
  them back, with PENDING ones, under their ORIGINAL keys: replaying a key returns the order it
  made, or makes it once.
- Every change is one transaction. The batch and its keys are synced to disk when committed
  (WAL, ``synchronous=FULL``): a committed key survives a power cut. A row's later states are
  committed with ``synchronous=NORMAL``: in WAL mode a killed process loses none of them (the
  commit is in the log the next open reads), and a power cut may lose the last few, which then
  read PENDING or SENDING and are replayed under their own keys, so the server answers with the
  order they made. Syncing every state change cost about 3.6 ms a commit, two a row, and held
  sending to 0.6x a bare HTTP loop (docs/performance.md, "Bulk payouts").
- A row's state change is one ``UPDATE ... RETURNING`` in its own ``BEGIN IMMEDIATE``
  transaction, on one SQLite connection kept for them (``RowWriter``, batch_row_writer.py):
  the same transaction and the same checks as through SQLAlchemy, whose read, update and
  read back cost 0.73 ms of CPU a change, against 0.04 ms, on the thread whose GIL the
  sending loop needs.
- A row in a final state never goes back to one that sends again.

Writes start with ``BEGIN IMMEDIATE`` (SQLite's write lock up front, waiting up to 30 s for
another Teller process that has the file open), as the review store does
(app/services/review_store/engine.py). Unlike the review store, the file is in WAL mode: it is
this desk's working state, not a journal copied as one file, and readers never wait for the
sender's commits.

The schema carries a plain integer version (``schema_version``) with the steps from each
version to the next in ``_MIGRATIONS``. Not alembic: the store is one local SQLite file of
two tables, never PostgreSQL, and alembic's import and script directory would cost start-up
time for nothing a list of functions does not do. A file written by a newer Teller is refused
with a sentence rather than written in a shape this one does not know.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection, Engine, and_, exists, or_, select
from sqlalchemy.exc import DatabaseError, IntegrityError

from app.services.bulk.batch_file import (
    SCHEMA_VERSION,
    BatchStoreError,
    batch_rows,
    batches,
    sqlite_engine,
    upgrade,
)
from app.services.bulk.batch_records import batch_of, batch_values, check_rows, row_of, row_values
from app.services.bulk.batch_row_writer import RowWriter
from app.services.bulk.model import FINAL_STATES, Batch, BatchRow, RowState
from app.services.translation import translate

__all__ = [
    "FILE_NAME",
    "IN_DOUBT",
    "SCHEMA_VERSION",
    "TO_SEND",
    "BatchStoreError",
    "SqliteBatchStore",
    "default_path",
    "unfinished_in",
]

FILE_NAME = "batches.sqlite3"
# Rows whose request may have left: their outcome is unknown until their key is replayed.
IN_DOUBT = frozenset({RowState.SENDING, RowState.UNKNOWN})
# What a resume sends again, each under its own key.
TO_SEND = frozenset({RowState.PENDING, RowState.SENDING, RowState.UNKNOWN})


def default_path() -> Path:
    """The store's file in Teller's data folder (beside journal.sqlite3)."""
    from PySide6.QtCore import QStandardPaths  # QtCore only, and only when asked

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def unfinished_in(path: Path, place: str) -> list[Batch]:
    """In a worker thread: the unfinished batches of the store at ``path`` paid at ``place``
    (none when there is no store yet): what the start-up offer and the waiting list show."""
    if not path.exists():
        return []
    store = SqliteBatchStore(path)
    try:
        return store.unfinished(place)
    finally:
        store.close()


def _now() -> datetime:
    return datetime.now(UTC)


class SqliteBatchStore:
    """The ``BatchStore`` of app/services/bulk/model.py. Every method may block on the disk:
    call it from a worker thread (``asyncio.to_thread``) in the UI process."""

    def __init__(self, path: Path, *, clock: Callable[[], datetime] = _now) -> None:
        self.path = path
        self._clock = clock
        self._lock = threading.Lock()
        self._engine: Engine | None = None
        self._row_writer: RowWriter | None = None

    # --- opening ---
    def _open(self) -> Engine:
        with self._lock:
            if self._engine is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                engine = sqlite_engine(self.path)
                try:
                    upgrade(engine)
                except DatabaseError as error:
                    engine.dispose()
                    raise BatchStoreError(
                        translate(
                            "BatchStore",
                            "The batch file {0} could not be read as Teller's batch store "
                            "({1}). Teller left it as it is: move it aside and start Teller "
                            "again.",
                        ).format(self.path, error.orig)
                    ) from error
                except BatchStoreError:
                    engine.dispose()
                    raise
                self._engine = engine
            return self._engine

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """A write transaction synced to disk at commit (the batch and its keys, its end, a
        resume's plan); a row's state changes are ``RowWriter``'s, committed to the log."""
        with self._open().connect() as conn:
            conn.execution_options(write=True)
            with conn.begin():
                yield conn

    def _rows_written(self) -> RowWriter:
        with self._lock:
            writer = self._row_writer
        if writer is None:
            engine = self._open()
            with self._lock:
                if self._row_writer is None:
                    self._row_writer = RowWriter(engine)
                writer = self._row_writer
        return writer

    def close(self) -> None:
        """Let go of the file (a later call opens it again)."""
        with self._lock:
            if self._row_writer is not None:
                self._row_writer.close()
                self._row_writer = None
            if self._engine is not None:
                self._engine.dispose()
                self._engine = None

    # --- the BatchStore protocol ---
    def create(self, batch: Batch, rows: list[BatchRow]) -> None:
        """The batch and every row with its key, in one transaction: all or nothing."""
        check_rows(batch, rows)
        now = self._clock().isoformat()
        try:
            with self._write() as conn:
                conn.execute(batches.insert().values(batch_values(batch)))
                conn.execute(
                    batch_rows.insert(),
                    [row_values(row, now) for row in rows],
                )
        except IntegrityError as error:
            raise BatchStoreError(
                translate(
                    "BatchStore",
                    "Batch {0} was not stored: its id or one of its rows' idempotency keys is "
                    "already in the batch store. Nothing was sent; prepare the batch again.",
                ).format(batch.id)
            ) from error

    def batch(self, batch_id: str) -> Batch | None:
        with self._open().connect() as conn:
            found = conn.execute(select(batches).where(batches.c.id == batch_id)).first()
        return batch_of(found._mapping) if found is not None else None

    def rows(self, batch_id: str) -> list[BatchRow]:
        with self._open().connect() as conn:
            found = conn.execute(
                select(batch_rows)
                .where(batch_rows.c.batch_id == batch_id)
                .order_by(batch_rows.c.idx)
            ).all()
        return [row_of(r._mapping) for r in found]

    def update_row(
        self, batch_id: str, index: int, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow:
        """One change, one transaction. SENDING counts an attempt; an order id once known is
        kept when a later change does not give one; ``reason`` is the new state's own."""
        may_leave_end = state in FINAL_STATES | {RowState.OTP_NEEDED}
        found, current = self._rows_written().update(
            (
                state.value,
                order_id,
                order_id,
                reason,
                1 if state is RowState.SENDING else 0,
                self._clock().isoformat(),
                batch_id,
                index,
                int(may_leave_end),
            ),
            (batch_id, index),
        )
        if found is not None:
            return row_of(found)
        if current is None:
            raise BatchStoreError(
                translate("BatchStore", "Batch {0} has no row at position {1}.").format(
                    batch_id, index
                )
            )
        raise BatchStoreError(
            translate(
                "BatchStore", "Row {0} of batch {1} has ended ({2}): it is not sent again."
            ).format(current.number, batch_id, current.state.value)
        )

    def mark_sending(self, batch_id: str, index: int) -> BatchRow:
        """On disk before the row's request leaves: a crash now leaves the row in doubt,
        never forgotten."""
        return self.update_row(batch_id, index, RowState.SENDING)

    def unfinished(self, place: str | None = None) -> list[Batch]:
        """What the next start offers to resume: batches not finished with a row still to
        end, and any batch, finished or not, with a row in doubt (its request may have left:
        only replaying its key tells). ``place``: only those paid there (``model.place_of``):
        a batch begun on the sandbox is never offered under a production sign-in."""
        open_row = exists().where(
            and_(
                batch_rows.c.batch_id == batches.c.id,
                batch_rows.c.state.not_in([s.value for s in FINAL_STATES]),
            )
        )
        doubtful_row = exists().where(
            and_(
                batch_rows.c.batch_id == batches.c.id,
                batch_rows.c.state.in_([s.value for s in IN_DOUBT]),
            )
        )
        query = (
            select(batches)
            .where(or_(and_(batches.c.finished == 0, open_row), doubtful_row))
            .order_by(batches.c.created_at, batches.c.id)
        )
        if place is not None:
            query = query.where(batches.c.place == place)
        with self._open().connect() as conn:
            found = conn.execute(query).all()
        return [batch_of(r._mapping) for r in found]

    def finish(self, batch_id: str) -> None:
        """No new rows go for this batch (done, or cancelled). Rows in doubt still show in
        ``unfinished`` until their keys are replayed."""
        with self._write() as conn:
            conn.execute(batches.update().where(batches.c.id == batch_id).values(finished=1))

    def resume_plan(self, batch_id: str) -> list[BatchRow]:
        """The rows to send again after a crash, in order, each with its ORIGINAL key: PENDING
        ones, and those in doubt. A row left SENDING by a dead process becomes UNKNOWN here
        (in the same transaction that reads it), so the results say so until its replay
        answers."""
        with self._write() as conn:
            conn.execute(
                batch_rows.update()
                .where(
                    and_(
                        batch_rows.c.batch_id == batch_id,
                        batch_rows.c.state == RowState.SENDING.value,
                    )
                )
                .values(state=RowState.UNKNOWN.value, updated_at=self._clock().isoformat())
            )
            found = conn.execute(
                select(batch_rows)
                .where(
                    and_(
                        batch_rows.c.batch_id == batch_id,
                        batch_rows.c.state.in_([s.value for s in TO_SEND]),
                    )
                )
                .order_by(batch_rows.c.idx)
            ).all()
        return [row_of(r._mapping) for r in found]
