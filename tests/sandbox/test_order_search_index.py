"""The order lists' text search through the trigram index (sandbox/db/text_index.py,
sandbox/domain/order_search.py): the same answers as the plain ``LIKE`` (rows, total, order),
read by the primary key instead of every order of the merchant, and an index kept in step
with every write to orders, SQL typed by hand included."""

from __future__ import annotations

import itertools
import string
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import Connection, event, select, text
from starlette.datastructures import QueryParams

from app.models.order_query import Scope
from sandbox.db.engine import Database
from sandbox.db.tables import accounts, orders
from sandbox.db.text_index import FTS_TABLE, ROWS_TABLE, SQLITE_TRIGGERS, TextIndex
from sandbox.domain.order_queries import ListScope, fetch_page, parse_list_request
from sandbox.domain.order_records import insert_order
from sandbox.domain.order_search import MAX_CANDIDATES
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

REFERENCES = [
    "INV-0001",
    "inv-0002",
    "Salary_100%",
    "ÉMILE Zola",
    "émile zola",
    "Café Marín",
    'Quote "this"',
    "it's mine",
    "ab",
    "",
    "Ärger über Öl",
    "Straße 12",
    "日本語テキスト",
    "emoji 😀 pay",
    "PAYROLL-00042",
    "payroll-00042b",
    "x" * 140,
    "  spaced  out  ",
    "a\\b back",
    "50% off_now",
]
TEXTS = [
    "inv-",
    "INV-0001",
    "0001",
    "émile",
    "ÉMILE",
    "emile",
    "Zola",
    "café",
    "CAFÉ",
    "marín",
    "100%",
    "y_1",
    "_",
    "%",
    "ab",
    "a",
    '"this"',
    '"',
    "it's",
    "über",
    "ÜBER",
    "straße",
    "STRASSE",
    "本語テ",
    "😀 p",
    "payroll-00042",
    "xxx",
    "x" * 141,
    "spaced  out",
    "a\\b",
    "\\",
    "0% off_",
    "00000000-0000-4000-8000-000000000003",
    "00000000-0000-4000-8000-0000000000",
    "nothing like it",
]


async def two_accounts(sandbox: SandboxApi, app: FastAPI) -> tuple[str, list[tuple[str, str]]]:
    first = await sandbox.funded_account(0)
    second = await sandbox.funded_account(0)
    with app.state.ctx.db.read() as conn:
        mid = conn.execute(
            select(accounts.c.merchant_id).where(accounts.c.id == first[1])
        ).scalar_one()
    return str(mid), [first, second]


def add_orders(
    conn: Connection, mid: str, owners: list[tuple[str, str]], references: list[str]
) -> list[str]:
    ids = []
    for index, reference in enumerate(references):
        uid, aid = owners[index % len(owners)]
        ids.append(
            insert_order(
                conn,
                id=f"00000000-0000-4000-8000-{index:012d}",
                merchant_id=mid,
                account_id=aid,
                user_id=uid,
                type="BANK_PAYIN",
                direction="IN",
                state=("SETTLED", "FAILED")[index % 2],
                reference=reference,
                counterparty="Someone",
                origin_amount=1_000 + index,
                origin_currency="EUR",
                destination_amount=1_000 + index,
                destination_currency="EUR",
                created_at=f"2026-02-{1 + index % 27:02d}T10:00:{index % 60:02d}.000Z",
            )
        )
    return ids


def answer(
    db: Database, mid: str, params: dict[str, str], *, indexed: bool, aid: str | None = None
) -> tuple[list[str], int]:
    """The ids of one page and the total, through the index or the plain ``LIKE``."""
    scope_kind = Scope.MERCHANT if aid is None else Scope.ACCOUNT
    condition = orders.c.merchant_id == mid if aid is None else orders.c.account_id == aid
    request = parse_list_request(scope_kind, QueryParams(params))
    scope = ListScope(condition, mid, ("x", mid), 0, None, text_index=indexed)
    with db.snapshot() as conn:
        page = fetch_page(conn, scope, request, "/x")
    return [row.id for row in page.rows], int(page.pagination["total"])


_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def spec_answer(db: Database, mid: str, aid: str | None, params: dict[str, str]) -> set[str]:
    """What the spec says, in Python: ``search`` the exact id or a substring of the
    reference, ``id_like`` a substring of the id, ASCII case aside (as before: SQLite's
    LIKE folds ASCII only), wildcards literal."""
    with db.read() as conn:
        rows = conn.execute(
            select(orders.c.id, orders.c.reference, orders.c.account_id, orders.c.state).where(
                orders.c.merchant_id == mid
            )
        ).all()
    found = set()
    for oid, reference, account, state in rows:
        if aid is not None and account != aid:
            continue
        if params.get("state_eq", state) != state:
            continue
        if "search" in params:
            wanted = params["search"].strip().translate(_ASCII_LOWER)
            if oid != params["search"].strip() and wanted not in reference.translate(_ASCII_LOWER):
                continue
        fragment = params.get("id_like", "").translate(_ASCII_LOWER)
        if fragment not in oid.translate(_ASCII_LOWER):
            continue
        found.add(oid)
    return found


def assert_same_answers(db: Database, mid: str, owners: list[tuple[str, str]]) -> None:
    for wanted, aid, extra in itertools.product(
        TEXTS, [None, owners[0][1]], [{}, {"state_eq": "SETTLED"}]
    ):
        for params in ({"search": wanted, **extra}, {"id_like": wanted, **extra}):
            expected = spec_answer(db, mid, aid, params)
            for size in ("100", "3"):
                asked = {**params, "pageSize": size}
                plain = answer(db, mid, asked, indexed=False, aid=aid)
                assert answer(db, mid, asked, indexed=True, aid=aid) == plain, (asked, aid)
                assert plain[1] == len(expected), (asked, aid)
                if size == "100":
                    assert set(plain[0]) == expected, (asked, aid)


async def test_the_index_answers_as_the_plain_like(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    """Every text (case, accents SQLite's LIKE does not fold, wildcards taken literally,
    quotes, texts shorter than a trigram, ids whole and in part), on both lists, with and
    without another filter, whole and paged: the same rows, in the same order, the same
    total."""
    db: Database = sandbox_app.state.ctx.db
    assert db.text_index is TextIndex.SQLITE_FTS5
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        add_orders(conn, mid, owners, REFERENCES)
    assert answer(db, mid, {"search": "émile"}, indexed=True)[1] == 1  # LIKE: é is not É
    assert answer(db, mid, {"search": "inv-"}, indexed=True)[1] == 2
    assert_same_answers(db, mid, owners)


async def test_the_index_follows_every_write(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    """Inserted, changed (a reference, an id), deleted by SQL typed by hand, replaced with
    INSERT OR REPLACE (whose delete fires no trigger), and every order of the merchant gone
    with the testers' reset: the indexed answers stay those of the plain LIKE."""
    db: Database = sandbox_app.state.ctx.db
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        ids = add_orders(conn, mid, owners, REFERENCES)
    with db.write() as conn:
        conn.execute(
            text("UPDATE orders SET reference = 'Renamed Émile' WHERE id = :i"), {"i": ids[0]}
        )
        conn.execute(text("UPDATE orders SET reference = 'inv-9999' WHERE id = :i"), {"i": ids[5]})
        conn.execute(text("UPDATE orders SET state = 'FAILED' WHERE id = :i"), {"i": ids[1]})
        conn.execute(text("DELETE FROM ledger_entries WHERE order_id = :i"), {"i": ids[2]})
        conn.execute(text("DELETE FROM orders WHERE id = :i"), {"i": ids[2]})
        conn.execute(
            text("INSERT OR REPLACE INTO orders SELECT * FROM orders WHERE id = :i"),
            {"i": ids[3]},
        )
        conn.execute(
            text("UPDATE orders SET reference = 'Café replaced' WHERE id = :i"), {"i": ids[3]}
        )
    assert answer(db, mid, {"search": "inv-"}, indexed=True)[1] == 2  # inv-0002, inv-9999
    assert answer(db, mid, {"search": "renamed"}, indexed=True)[1] == 1
    assert answer(db, mid, {"search": "Salary"}, indexed=True)[1] == 0
    assert_same_answers(db, mid, owners)
    assert index_rows(db) == order_count(db)
    reset = await sandbox.post("/sandbox/v1/reset")
    assert reset.status_code in (200, 204), reset.text
    assert index_rows(db) == order_count(db)


def index_rows(db: Database) -> int:
    with db.read() as conn:
        fts = conn.execute(text(f"SELECT count(*) FROM {FTS_TABLE}")).scalar_one()
        rows = conn.execute(text(f"SELECT count(*) FROM {ROWS_TABLE}")).scalar_one()
    assert fts == rows
    return int(rows)


def order_count(db: Database) -> int:
    with db.read() as conn:
        return int(conn.execute(text("SELECT count(*) FROM orders")).scalar_one())


@contextmanager
def statements(db: Database) -> Iterator[list[tuple[str, Any]]]:
    seen: list[tuple[str, Any]] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        seen.append((statement, parameters))

    event.listen(db.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(db.engine, "before_cursor_execute", record)


def plans(db: Database, seen: list[tuple[str, Any]]) -> list[str]:
    """SQLite's plan of each list query (the count and the page) among ``seen``."""
    found = []
    with db.read() as conn:
        for statement, parameters in seen:
            if (
                not statement.lstrip().upper().startswith("SELECT")
                or "FROM orders" not in statement
            ):
                continue
            plan = conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters).all()
            found.append(" / ".join(str(step[3]) for step in plan))
    return found


async def test_a_search_reads_candidates_by_the_primary_key(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    """Through the merchant's and an account's list as Teller asks them: the trigram index
    is asked, and the count and the page read its candidates by the primary key, not by a
    walk of the merchant's or the account's orders (0.6–1 s at 100,000 orders)."""
    db: Database = sandbox_app.state.ctx.db
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        add_orders(conn, mid, owners, [f"BULK-{n:07d}" for n in range(300)] + REFERENCES)
    uid, aid = owners[0]
    for path in ("/api/v1/account/orders", f"/api/v1/account/users/{uid}/accounts/{aid}/orders"):
        for params in (
            {"search": "bulk-00001"},
            {"search": "00000000-0000-4000-8000-000000000008"},
            {"search": "bulk-00001", "state_eq": "SETTLED"},
            {"id_like": "000000000012"},
        ):
            with statements(db) as seen:
                response = await sandbox.get(path, params={**params, "pageSize": "10"})
            assert response.status_code == 200, response.text
            assert response.json()["orders"], params
            assert any("MATCH" in s and FTS_TABLE in s for s, _ in seen), params
            read = plans(db, seen)
            assert len(read) == 2, read  # the count, the page
            for plan in read:
                assert "sqlite_autoindex_orders_1 (id=?)" in plan, (params, plan)
                assert "merchant_id=?" not in plan, plan
                assert "account_id=?" not in plan, plan


async def test_a_text_shorter_than_a_trigram_is_read_from_the_covering_index(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    """Two characters (Teller asks from two): the ids from the scope's (reference, id)
    index, no row read, then the count and the page by the primary key (a walk of every
    order of the merchant, each row read, when the text is rare: 250 ms at 100,000)."""
    db: Database = sandbox_app.state.ctx.db
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        add_orders(conn, mid, owners, REFERENCES + [f"BULK-{n:07d}" for n in range(300)])
    uid, aid = owners[0]
    for path, index in (
        ("/api/v1/account/orders", "ix_orders_merchant_reference_id"),
        (f"/api/v1/account/users/{uid}/accounts/{aid}/orders", "ix_orders_account_reference_id"),
    ):
        with statements(db) as seen:
            response = await sandbox.get(path, params={"search": "ab", "pageSize": "10"})
        assert [o["reference"] for o in response.json()["orders"]] == ["ab"]
        scan, count, page = plans(db, seen)
        assert f"COVERING INDEX {index}" in scan, scan
        for plan in (count, page):
            assert "sqlite_autoindex_orders_1 (id=?)" in plan, plan
            assert "merchant_id=?" not in plan, plan
            assert "account_id=?" not in plan, plan


async def test_a_common_text_is_counted_from_an_index_alone(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    """More candidates than the index narrows to, or a text shorter than a trigram: read as
    before, but counted from the covering (scope, reference, id) index, no row read."""
    db: Database = sandbox_app.state.ctx.db
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        add_orders(conn, mid, owners, [f"BULK-{n:07d}" for n in range(MAX_CANDIDATES + 5)])
    assert answer(db, mid, {"search": "bulk"}, indexed=True) == answer(
        db, mid, {"search": "bulk"}, indexed=False
    )
    uid, aid = owners[0]
    for path, index in (
        ("/api/v1/account/orders", "ix_orders_merchant_reference_id"),
        (f"/api/v1/account/users/{uid}/accounts/{aid}/orders", "ix_orders_account_reference_id"),
    ):
        for wanted in ("bulk", "bu"):
            with statements(db) as seen:
                response = await sandbox.get(path, params={"search": wanted, "pageSize": "10"})
            assert response.status_code == 200, response.text
            count = plans(db, seen)[0]
            assert f"COVERING INDEX {index}" in count, count


async def test_an_amount_is_found_without_a_walk(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    """The search's ``amount_eq`` on the merchant's list: an index seek, count and page."""
    db: Database = sandbox_app.state.ctx.db
    mid, owners = await two_accounts(sandbox, sandbox_app)
    with db.write() as conn:
        add_orders(conn, mid, owners, REFERENCES)
    with statements(db) as seen:
        response = await sandbox.get(
            "/api/v1/account/orders", params={"amount_eq": "1004", "pageSize": "10"}
        )
    assert [o["reference"] for o in response.json()["orders"]] == [REFERENCES[4]]
    for plan in plans(db, seen):
        assert "ix_orders_merchant_amount_created_id (merchant_id=? AND origin_amount=?)" in plan


def test_an_older_database_gets_its_index_when_opened(tmp_path: Path) -> None:
    """A database made before the index (no table, no triggers, orders already there), or
    one whose index rows were deleted by hand, is filled when the sandbox opens it."""
    path = tmp_path / "old.sqlite3"
    db = Database(path)
    with db.write() as conn:
        for name in SQLITE_TRIGGERS:
            conn.exec_driver_sql(f"DROP TRIGGER {name}")
        conn.exec_driver_sql(f"DROP TABLE {FTS_TABLE}")
        conn.exec_driver_sql(f"DROP TABLE {ROWS_TABLE}")
        conn.exec_driver_sql(
            "INSERT INTO merchants (id, code, api_key_hash, name, created_at) "
            "VALUES ('m', 'm', 'x', 'M', '2026-01-01T00:00:00.000Z')"
        )
        conn.exec_driver_sql(
            "INSERT INTO users (id, merchant_id, type, created_at) "
            "VALUES ('u', 'm', 'PERSON', '2026-01-01T00:00:00.000Z')"
        )
        conn.exec_driver_sql(
            "INSERT INTO accounts (id, user_id, merchant_id, alias, currency, state, type, "
            "balance, pending_in, pending_out, created_at) VALUES ('a', 'u', 'm', 'A', 'EUR', "
            "'ACTIVE', 'CURRENT', 0, 0, 0, '2026-01-01T00:00:00.000Z')"
        )
        add_orders(conn, "m", [("u", "a")], REFERENCES)
    db.close()

    reopened = Database(path)
    assert reopened.text_index is TextIndex.SQLITE_FTS5
    assert index_rows(reopened) == len(REFERENCES)
    assert answer(reopened, "m", {"search": "inv-"}, indexed=True)[1] == 2
    with reopened.write() as conn:
        conn.exec_driver_sql(f"DELETE FROM {ROWS_TABLE} WHERE row % 2 = 0")
    reopened.close()

    again = Database(path)
    assert index_rows(again) == len(REFERENCES)
    assert_same_answers(again, "m", [("u", "a")])
    again.close()
