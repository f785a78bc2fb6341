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
  transaction, on one SQLite connection kept for them (``_RowWriter``): the same transaction
  and the same checks as through SQLAlchemy, whose read, update and read back cost 0.73 ms of
  CPU a change, against 0.04 ms, on the thread whose GIL the sending loop needs.
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

import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    Engine,
    Integer,
    MetaData,
    Table,
    Text,
    UniqueConstraint,
    and_,
    create_engine,
    event,
    exists,
    or_,
    select,
)
from sqlalchemy.exc import DatabaseError, IntegrityError

from app.services.bulk.model import (
    FINAL_STATES,
    Batch,
    BatchRow,
    PayoutKind,
    RowState,
)
from app.services.translation import translate

FILE_NAME = "batches.sqlite3"
SCHEMA_VERSION = 2
# Rows whose request may have left: their outcome is unknown until their key is replayed.
IN_DOUBT = frozenset({RowState.SENDING, RowState.UNKNOWN})
# What a resume sends again, each under its own key.
TO_SEND = frozenset({RowState.PENDING, RowState.SENDING, RowState.UNKNOWN})

metadata = MetaData()

schema_version = Table(
    "schema_version",
    metadata,
    Column("version", Integer, nullable=False),
)

batches = Table(
    "batches",
    metadata,
    Column("id", Text, primary_key=True),
    Column("uid", Text, nullable=False),
    Column("aid", Text, nullable=False),
    Column("file_name", Text, nullable=False),
    Column("file_sha256", Text, nullable=False),
    Column("created_at", Text, nullable=False),
    Column("started_by", Text, nullable=False),
    Column("rows", Integer, nullable=False),
    Column("totals", Text, nullable=False),  # JSON: currency -> minor units
    Column("finished", Integer, nullable=False, server_default="0"),
    # Where the batch is paid: the environment's key and the merchant (``model.place_of``);
    # '' in a file written before version 2.
    Column("place", Text, nullable=False, server_default=""),
)

batch_rows = Table(
    "batch_rows",
    metadata,
    Column("batch_id", Text, nullable=False, primary_key=True),
    Column("idx", Integer, nullable=False, primary_key=True),
    Column("number", Integer, nullable=False),
    Column("kind", Text, nullable=False),
    Column("key", Text, nullable=False),
    Column("body", Text, nullable=False),  # JSON: the request as sent
    Column("state", Text, nullable=False),
    Column("order_id", Text, nullable=False, server_default=""),
    Column("reason", Text, nullable=False, server_default=""),
    Column("attempts", Integer, nullable=False, server_default="0"),
    Column("updated_at", Text, nullable=False),
    UniqueConstraint("key", name="uq_batch_rows_key"),
)


class BatchStoreError(Exception):
    """A sentence for the person: the store cannot be opened or cannot take a change."""


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
        self._row_writer: _RowWriter | None = None

    # --- opening ---
    def _open(self) -> Engine:
        with self._lock:
            if self._engine is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                engine = _sqlite(self.path)
                try:
                    _upgrade(engine)
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
        resume's plan); a row's state changes are ``_RowWriter``'s, committed to the log."""
        with self._open().connect() as conn:
            conn.execution_options(write=True)
            with conn.begin():
                yield conn

    def _rows_written(self) -> _RowWriter:
        with self._lock:
            writer = self._row_writer
        if writer is None:
            engine = self._open()
            with self._lock:
                if self._row_writer is None:
                    self._row_writer = _RowWriter(engine)
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
        _check_rows(batch, rows)
        now = self._clock().isoformat()
        try:
            with self._write() as conn:
                conn.execute(batches.insert().values(_batch_values(batch)))
                conn.execute(
                    batch_rows.insert(),
                    [_row_values(row, now) for row in rows],
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
        return _batch_of(found._mapping) if found is not None else None

    def rows(self, batch_id: str) -> list[BatchRow]:
        with self._open().connect() as conn:
            found = conn.execute(
                select(batch_rows)
                .where(batch_rows.c.batch_id == batch_id)
                .order_by(batch_rows.c.idx)
            ).all()
        return [_row_of(r._mapping) for r in found]

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
            return _row_of(found)
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
        return [_batch_of(r._mapping) for r in found]

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
        return [_row_of(r._mapping) for r in found]


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


class _RowWriter:
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
        return found, None if current is None else _row_of(current)

    def close(self) -> None:
        with self._lock:
            self._connection.close()


# --- the file ---
def _sqlite(path: Path) -> Engine:
    engine = create_engine(
        f"sqlite+pysqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": 30},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # BEGIN is ours
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")  # a commit is on disk before it returns
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        write = conn.get_execution_options().get("write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def _create_v1(conn: Connection) -> None:
    metadata.create_all(conn, tables=[batches, batch_rows])  # today's shape, ``place`` included


def _add_place_v2(conn: Connection) -> None:
    """Version 2: each batch says where it is paid. A version-1 file's batches get ''
    (unknown), which no sign-in's place matches: they are never resumed somewhere else."""
    columns = {row[1] for row in conn.exec_driver_sql("PRAGMA table_info(batches)")}
    if "place" not in columns:
        conn.exec_driver_sql("ALTER TABLE batches ADD COLUMN place TEXT NOT NULL DEFAULT ''")


# _MIGRATIONS[n] brings a file at version n to n + 1 (0: an empty file).
_MIGRATIONS: tuple[Callable[[Connection], None], ...] = (_create_v1, _add_place_v2)


def _upgrade(engine: Engine) -> None:
    """Bring the file to SCHEMA_VERSION under the write lock (two processes opening a new
    file at once take turns; the second finds it done)."""
    with engine.connect() as conn:
        conn.execution_options(write=True)
        with conn.begin():
            metadata.create_all(conn, tables=[schema_version])
            found = conn.execute(select(schema_version.c.version)).scalar()
            version = int(found) if found is not None else 0
            if version > SCHEMA_VERSION:
                raise BatchStoreError(
                    translate(
                        "BatchStore",
                        "The batch store was written by a newer Teller (its version {0}; this "
                        "Teller knows up to {1}). Teller left it as it is: use the newer Teller "
                        "to resume its batches.",
                    ).format(version, SCHEMA_VERSION)
                )
            if version == SCHEMA_VERSION:
                return
            for step in _MIGRATIONS[version:]:
                step(conn)
            if found is None:
                conn.execute(schema_version.insert().values(version=SCHEMA_VERSION))
            else:
                conn.execute(schema_version.update().values(version=SCHEMA_VERSION))


# --- records and rows ---
def _check_rows(batch: Batch, rows: list[BatchRow]) -> None:
    """A batch is stored whole and consistent, or not at all."""
    if len(rows) != batch.rows:
        raise BatchStoreError(
            translate(
                "BatchStore",
                "Batch {0} says {1} rows but {2} were given: nothing was stored or sent.",
            ).format(batch.id, batch.rows, len(rows))
        )
    indexes, keys = set(), set()
    for row in rows:
        if row.batch_id != batch.id:
            raise BatchStoreError(
                translate(
                    "BatchStore",
                    "Row {0} belongs to batch {1}, not {2}: nothing was stored or sent.",
                ).format(row.number, row.batch_id, batch.id)
            )
        if not row.key.strip():
            raise BatchStoreError(
                translate(
                    "BatchStore", "Row {0} has no idempotency key: nothing was stored or sent."
                ).format(row.number)
            )
        if row.index in indexes or row.key in keys:
            raise BatchStoreError(
                translate(
                    "BatchStore",
                    "Row {0} repeats another row's position or idempotency key: nothing was "
                    "stored or sent.",
                ).format(row.number)
            )
        indexes.add(row.index)
        keys.add(row.key)


def _batch_values(batch: Batch) -> dict[str, Any]:
    return {
        "id": batch.id,
        "uid": batch.uid,
        "aid": batch.aid,
        "file_name": batch.file_name,
        "file_sha256": batch.file_sha256,
        "created_at": batch.created_at.isoformat(),
        "started_by": batch.started_by,
        "rows": batch.rows,
        "totals": json.dumps(batch.totals, sort_keys=True),
        "finished": int(batch.finished),
        "place": batch.place,
    }


def _row_values(row: BatchRow, now: str) -> dict[str, Any]:
    return {
        "batch_id": row.batch_id,
        "idx": row.index,
        "number": row.number,
        "kind": row.kind.value,
        "key": row.key,
        "body": json.dumps(row.body, sort_keys=True, separators=(",", ":")),
        "state": row.state.value,
        "order_id": row.order_id,
        "reason": row.reason,
        "attempts": row.attempts,
        "updated_at": (row.updated_at.isoformat() if row.updated_at else now),
    }


def _batch_of(r: Any) -> Batch:
    return Batch(
        id=r["id"],
        uid=r["uid"],
        aid=r["aid"],
        file_name=r["file_name"],
        file_sha256=r["file_sha256"],
        created_at=datetime.fromisoformat(r["created_at"]),
        started_by=r["started_by"],
        rows=int(r["rows"]),
        totals={str(k): int(v) for k, v in json.loads(r["totals"]).items()},
        finished=bool(r["finished"]),
        place=str(r["place"]),
    )


def _row_of(r: Any) -> BatchRow:
    return BatchRow(
        batch_id=r["batch_id"],
        index=int(r["idx"]),
        number=int(r["number"]),
        kind=PayoutKind(r["kind"]),
        key=r["key"],
        body=json.loads(r["body"]),
        state=RowState(r["state"]),
        order_id=r["order_id"],
        reason=r["reason"],
        attempts=int(r["attempts"]),
        updated_at=datetime.fromisoformat(r["updated_at"]),
    )
