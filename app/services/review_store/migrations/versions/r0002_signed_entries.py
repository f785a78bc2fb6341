"""Signed entries: each row's author key and signature (empty on rows before reviewers).

PostgreSQL also gets what a team store needs: triggers that refuse UPDATE, DELETE and
TRUNCATE of the journal, and the group role reviewers' logins belong to, which may only read
the journal and append to it (``GRANT SELECT, INSERT``; nothing else).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0002"
down_revision = "r0001"
branch_labels = None
depends_on = None

ROLE = "teller_reviewer"
PG_GUARD = """
CREATE OR REPLACE FUNCTION entries_append_only() RETURNS trigger AS $$
BEGIN RAISE EXCEPTION 'the audit journal is append-only'; END $$ LANGUAGE plpgsql
"""


def upgrade() -> None:
    with op.batch_alter_table("entries") as batch:
        batch.add_column(sa.Column("author_key", sa.Text, nullable=False, server_default=""))
        batch.add_column(sa.Column("signature", sa.Text, nullable=False, server_default=""))
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(PG_GUARD)
    op.execute(
        "CREATE TRIGGER entries_no_change BEFORE UPDATE OR DELETE ON entries "
        "FOR EACH ROW EXECUTE FUNCTION entries_append_only()"
    )
    op.execute(
        "CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON entries "
        "FOR EACH STATEMENT EXECUTE FUNCTION entries_append_only()"
    )
    op.execute(
        f"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ROLE}') "
        f"THEN CREATE ROLE {ROLE} NOLOGIN; END IF; END $$"
    )
    op.execute(f"REVOKE ALL ON entries FROM {ROLE}")
    op.execute(f"GRANT SELECT, INSERT ON entries TO {ROLE}")
    op.execute(f"GRANT SELECT ON alembic_version TO {ROLE}")
    op.execute(f"GRANT USAGE ON SCHEMA public TO {ROLE}")
