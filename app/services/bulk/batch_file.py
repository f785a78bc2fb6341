"""The batch store's file: its tables, the SQLite engine it is opened with (WAL, writes that
take the lock up front, commits synced to disk) and the upgrades from one schema version to
the next. batch_store.py says what the store does with it.
"""

from __future__ import annotations

from collections.abc import Callable
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
    create_engine,
    event,
    select,
)

from app.services.translation import translate

SCHEMA_VERSION = 2

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


def sqlite_engine(path: Path) -> Engine:
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


def upgrade(engine: Engine) -> None:
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
