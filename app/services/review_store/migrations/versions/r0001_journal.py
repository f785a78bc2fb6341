"""The journal as desks kept it before reviewers: made where missing, kept where it exists.

A desk's journal.sqlite3 from before the review store has this table and its two triggers
and no alembic_version: the migration finds the table and leaves its rows as they are.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0001"
down_revision = None
branch_labels = None
depends_on = None

SQLITE_GUARDS = (
    "CREATE TRIGGER IF NOT EXISTS entries_no_update BEFORE UPDATE ON entries "
    "BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END",
    "CREATE TRIGGER IF NOT EXISTS entries_no_delete BEFORE DELETE ON entries "
    "BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END",
)


def upgrade() -> None:
    bind = op.get_bind()
    if not sa.inspect(bind).has_table("entries"):
        op.create_table(
            "entries",
            sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
            *(
                sa.Column(name, sa.Text, nullable=False)
                for name in (
                    "at",
                    "environment",
                    "merchant",
                    "os_user",
                    "action",
                    "target",
                    "outcome",
                    "detail",
                    "prev_hash",
                    "hash",
                )
            ),
        )
    if bind.dialect.name == "sqlite":
        for guard in SQLITE_GUARDS:
            op.execute(guard)
