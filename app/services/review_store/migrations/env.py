"""Alembic's entry point: the connection is handed in by ``engine.upgrade``."""

from __future__ import annotations

from alembic import context

from app.services.review_store.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata)
with context.begin_transaction():
    context.run_migrations()
