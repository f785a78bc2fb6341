"""A review store for tests on either engine, and an insider who rewrites it by hand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from app.services.journal import Journal
from app.services.review_store.chain import GENESIS, entry_hash
from app.services.review_store.schema import COLUMNS

Rows = list[dict[str, Any]]


def store_target(tmp_path: Path, db_url: str | None) -> Path | str:
    return db_url if db_url is not None else tmp_path / "journal.sqlite3"


def open_journal(tmp_path: Path, db_url: str | None, desk: str = "desk") -> Journal:
    """A desk on the store: its own key (no keyring: kept in memory) and seen-head folder."""
    return Journal(store_target(tmp_path, db_url), seen_folder=tmp_path / desk)


def _engine_url(target: Path | str) -> str:
    if isinstance(target, Path):
        return f"sqlite+pysqlite:///{target}"
    return make_url(target).set(drivername="postgresql+psycopg").render_as_string(False)


def rewrite(target: Path | str, change: Callable[[Rows], Rows]) -> None:
    """What an insider who owns the file or the table does: guards off, rows changed, the
    whole chain renumbered and every hash recomputed (signatures kept: no keys to hand)."""
    engine = create_engine(_engine_url(target))
    postgres = engine.dialect.name == "postgresql"
    with engine.begin() as conn:
        if postgres:
            conn.execute(text("ALTER TABLE entries DISABLE TRIGGER USER"))
        else:
            conn.execute(text("DROP TRIGGER IF EXISTS entries_no_update"))
            conn.execute(text("DROP TRIGGER IF EXISTS entries_no_delete"))
        found = conn.execute(text(f"SELECT {', '.join(COLUMNS)} FROM entries ORDER BY seq"))
        rows = change([dict(r._mapping) for r in found])
        conn.execute(text("DELETE FROM entries"))
        prev = GENESIS
        for seq, row in enumerate(rows, start=1):
            row.update(seq=seq, prev_hash=prev)
            row["hash"] = prev = entry_hash(row)
            names = ", ".join(COLUMNS)
            values = ", ".join(f":{c}" for c in COLUMNS)
            conn.execute(text(f"INSERT INTO entries ({names}) VALUES ({values})"), row)
        if postgres:
            conn.execute(text("ALTER TABLE entries ENABLE TRIGGER USER"))
    engine.dispose()
