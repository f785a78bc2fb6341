"""A sandbox database made by an older version gets today's indexes when it is opened."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sandbox.db.engine import Database


def index_names(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'").fetchall()
    return {name for (name,) in rows}


def test_an_older_database_gets_the_list_indexes_and_loses_the_replaced_ones(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    Database(path).close()
    with sqlite3.connect(path) as conn:  # as an older version left it
        conn.execute("DROP INDEX ix_orders_account_created_id")
        conn.execute("CREATE INDEX ix_orders_account_created ON orders (account_id, created_at)")
    assert "ix_orders_account_created_id" not in index_names(path)

    Database(path).close()

    names = index_names(path)
    assert {"ix_orders_account_created_id", "ix_orders_merchant_created_id"} <= names
    assert "ix_orders_account_created" not in names


def test_the_list_query_walks_the_index_without_sorting(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    Database(path).close()
    with sqlite3.connect(path) as conn:
        plan = conn.execute(
            "EXPLAIN QUERY PLAN SELECT * FROM orders WHERE account_id = ? "
            "ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 1000",
            ("a",),
        ).fetchall()
    steps = " ".join(str(row[-1]) for row in plan)
    assert "ix_orders_account_created_id" in steps
    assert "TEMP B-TREE" not in steps
