"""A trigram index of each order's reference and id, so a search by part of them reads a
few rows instead of every order of a merchant.

The order lists' ``search`` is a case-insensitive substring of the reference (or the exact
id) and ``id_like`` a substring of the id: ``LIKE '%…%'``, which no B-tree index can answer
(100,000 orders: 0.6–1 s a request). Here:

SQLite: an FTS5 table with the trigram tokenizer (SQLite 3.34 and later) over ``reference``
and ``order_id``, kept in step by triggers on ``orders`` (as the data versions are: every
write path goes through ``orders``, SQL typed by hand included). Its rows are keyed by
``order_text_rows.row``, an INTEGER PRIMARY KEY of our own, never by ``orders``' implicit
rowid, which VACUUM may renumber. The index only proposes candidates: every query keeps
its own ``LIKE`` over ``orders`` (sandbox/domain/order_search.py), so the trigram
tokenizer's case folding (all of Unicode, wider than SQLite's ASCII-only ``LIKE``) can add
candidates but never answers. An index found short of the orders when the database opens
(made by an older sandbox, or its rows deleted by hand) is filled again.

PostgreSQL: a ``pg_trgm`` GIN index on each column, which its planner uses for ``ILIKE``
by itself, when the server offers the extension (``pg_available_extensions``); when it
does not, the lists read as before, and ``TextIndex.POSTGRES_NONE`` says so.
"""

from __future__ import annotations

from enum import StrEnum

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

FTS_TABLE = "order_text"
ROWS_TABLE = "order_text_rows"


class TextIndex(StrEnum):
    SQLITE_FTS5 = "sqlite-fts5-trigram"
    SQLITE_NONE = "sqlite-without-fts5-trigram"  # an SQLite built without FTS5 or before 3.34
    POSTGRES_TRGM = "postgresql-pg_trgm"
    POSTGRES_NONE = "postgresql-without-pg_trgm"

    @property
    def narrows(self) -> bool:
        """Queries must ask the index for candidates themselves (SQLite's FTS5 is a table
        of its own; PostgreSQL's planner uses a trigram index without being asked)."""
        return self is TextIndex.SQLITE_FTS5


_FORGET = (
    f"DELETE FROM {FTS_TABLE} WHERE rowid = "
    f"(SELECT row FROM {ROWS_TABLE} WHERE order_id = {{o}}.id); "
    f"DELETE FROM {ROWS_TABLE} WHERE order_id = {{o}}.id"
)
_LEARN = (
    f"INSERT INTO {ROWS_TABLE} (order_id) VALUES (NEW.id); "
    f"INSERT INTO {FTS_TABLE} (rowid, reference, order_id) "
    f"SELECT row, NEW.reference, NEW.id FROM {ROWS_TABLE} WHERE order_id = NEW.id"
)
SQLITE_TRIGGERS = {
    # An id already listed (an INSERT OR REPLACE, whose delete fires no trigger) is replaced.
    "order_text_insert": (f"AFTER INSERT ON orders BEGIN {_FORGET.format(o='NEW')}; {_LEARN}; END"),
    "order_text_delete": f"AFTER DELETE ON orders BEGIN {_FORGET.format(o='OLD')}; END",
    "order_text_update": (
        "AFTER UPDATE OF id, reference ON orders "
        "WHEN NEW.id IS NOT OLD.id OR NEW.reference IS NOT OLD.reference "
        f"BEGIN {_FORGET.format(o='OLD')}; {_LEARN}; END"
    ),
}


def install_text_index(conn: Connection) -> TextIndex:
    """Made once (under the schema lock on PostgreSQL), filled when short of the orders."""
    if conn.dialect.name == "postgresql":
        return _install_postgres(conn)
    try:
        conn.exec_driver_sql(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} "
            "USING fts5(reference, order_id, tokenize = 'trigram')"
        )
    except DBAPIError:  # no FTS5 module, or no trigram tokenizer: lists read as before
        return TextIndex.SQLITE_NONE
    conn.exec_driver_sql(
        f"CREATE TABLE IF NOT EXISTS {ROWS_TABLE} "
        "(row INTEGER PRIMARY KEY, order_id TEXT NOT NULL UNIQUE)"
    )
    for name, body in SQLITE_TRIGGERS.items():
        conn.exec_driver_sql(f"CREATE TRIGGER IF NOT EXISTS {name} {body}")
    if not _in_step(conn):
        refill(conn)
    return TextIndex.SQLITE_FTS5


def _in_step(conn: Connection) -> bool:
    """As many index rows as orders (two counts of small indexes: milliseconds)."""
    counts = conn.exec_driver_sql(
        f"SELECT (SELECT count(*) FROM orders), (SELECT count(*) FROM {ROWS_TABLE}), "
        f"(SELECT count(*) FROM {FTS_TABLE})"
    ).one()
    return bool(counts[0] == counts[1] == counts[2])


def refill(conn: Connection) -> None:
    """The index made again from every order (SQLite)."""
    conn.exec_driver_sql(f"DELETE FROM {FTS_TABLE}")
    conn.exec_driver_sql(f"DELETE FROM {ROWS_TABLE}")
    conn.exec_driver_sql(f"INSERT INTO {ROWS_TABLE} (order_id) SELECT id FROM orders")
    conn.exec_driver_sql(
        f"INSERT INTO {FTS_TABLE} (rowid, reference, order_id) "
        f"SELECT r.row, o.reference, o.id FROM {ROWS_TABLE} r JOIN orders o ON o.id = r.order_id"
    )


POSTGRES_INDEXES = {
    "ix_orders_reference_trgm": "reference",
    "ix_orders_id_trgm": "id",
}


def _install_postgres(conn: Connection) -> TextIndex:
    offered = conn.execute(
        text("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'")
    ).first()
    if offered is None:
        return TextIndex.POSTGRES_NONE
    present = set(
        conn.execute(text("SELECT indexname FROM pg_indexes WHERE tablename = 'orders'")).scalars()
    )
    missing = {n: c for n, c in POSTGRES_INDEXES.items() if n not in present}
    if not missing:  # made already: a worker starting beside busy ones locks nothing
        return TextIndex.POSTGRES_TRGM
    try:
        with conn.begin_nested():  # a refusal (no privilege) leaves the schema's work intact
            conn.execute(text("CREATE EXTENSION IF NOT EXISTS pg_trgm"))
            for name, column in missing.items():
                conn.execute(
                    text(f"CREATE INDEX {name} ON orders USING gin ({column} gin_trgm_ops)")
                )
    except DBAPIError:
        return TextIndex.POSTGRES_NONE
    return TextIndex.POSTGRES_TRGM
