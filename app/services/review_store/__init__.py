"""The review store: the signed journal every mark, decision, claim and note is rebuilt from.

One desk: SQLite in the data folder. A team: PostgreSQL (an environment profile's "Review
store" URL). Same SQLAlchemy Core tables and alembic migrations on both (``schema.py``,
``migrations/``). Entries are signed by their authors (``signing.py``); verification trusts
signatures and the heads this desk has seen (``heads.py``), never the store (``verify.py``).
"""
