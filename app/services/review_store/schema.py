"""The store's tables, SQLAlchemy Core, the same on SQLite and PostgreSQL.

``entries`` keeps the name and columns of the desk journal before reviewers (journal.sqlite3),
so an existing desk's file is migrated in place: its rows get an empty ``author_key`` and
``signature`` ("unsigned, before reviewers"). Reviewers, claims, notes, marks and decisions are
entries too (their ``action`` says which): one source of truth, signed entry by entry.
"""

from __future__ import annotations

from sqlalchemy import Column, Integer, MetaData, Table, Text

metadata = MetaData()

entries = Table(
    "entries",
    metadata,
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("at", Text, nullable=False),
    Column("environment", Text, nullable=False),
    Column("merchant", Text, nullable=False),
    Column("os_user", Text, nullable=False),
    Column("action", Text, nullable=False),
    Column("target", Text, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("detail", Text, nullable=False),
    Column("prev_hash", Text, nullable=False),
    Column("hash", Text, nullable=False),
    Column("author_key", Text, nullable=False, server_default=""),
    Column("signature", Text, nullable=False, server_default=""),
)

# The fields an entry's hash covers, in the order rows are read.
HASHED = (
    "seq",
    "at",
    "environment",
    "merchant",
    "os_user",
    "action",
    "target",
    "outcome",
    "detail",
    "prev_hash",
)
COLUMNS = (*HASHED, "hash", "author_key", "signature")

# PostgreSQL: the group role reviewers' logins belong to; it may only read and append.
REVIEWER_ROLE = "teller_reviewer"
