"""Alembic migrations of the review store (run by ``engine.upgrade``, never by a CLI ini)."""
