"""Order lists keep their totals and page boundaries per data version (sandbox/db/versions.py,
sandbox/list_cache.py): every kind of write to orders must make them current again,
and a page reached from a remembered boundary must hold exactly the rows OFFSET gives."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import func, select, text
from starlette.datastructures import QueryParams

from app.models.order_query import Scope
from sandbox.config import SandboxConfig
from sandbox.db.tables import accounts, orders
from sandbox.db.versions import orders_version
from sandbox.domain.lifecycle import advance_due
from sandbox.domain.order_queries import (
    ListScope,
    fetch_page,
    parse_list_request,
    query_key,
    where_clause,
)
from sandbox.domain.order_records import insert_order
from sandbox.list_cache import ListCache
from tests.helpers.bodies import bank_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.parametrize("db_engine", ["sqlite", "postgresql"], indirect=True),
]

LISTS: list[dict[str, str]] = [
    {},
    {"state_eq": "SETTLED"},
    {"state_in": "Created,PENDING"},
    {"type_eq": "BANK_PAYIN"},
    {"amount_gte": "100000"},
]


def merchant_of(app: FastAPI, aid: str) -> str:
    with app.state.ctx.db.read() as conn:
        return str(
            conn.execute(select(accounts.c.merchant_id).where(accounts.c.id == aid)).scalar_one()
        )


def version(app: FastAPI, mid: str) -> int:
    with app.state.ctx.db.snapshot() as conn:
        return orders_version(conn, mid)


def direct_count(app: FastAPI, mid: str, params: dict[str, str]) -> int:
    request = parse_list_request(Scope.MERCHANT, QueryParams(params))
    where = where_clause(orders.c.merchant_id == mid, request)
    with app.state.ctx.db.read() as conn:
        return int(conn.execute(select(func.count()).select_from(orders).where(where)).scalar_one())


async def cache_every_list(sandbox: SandboxApi, uid: str, aid: str) -> None:
    """Each list asked twice, merchant-wide and for the account: the second answer comes
    from the cache, at the version of the moment."""
    for params in LISTS:
        for path in (
            "/api/v1/account/orders",
            f"/api/v1/account/users/{uid}/accounts/{aid}/orders",
        ):
            answers = []
            for _ in range(2):
                response = await sandbox.get(path, params={**params, "pageSize": "2"})
                assert response.status_code == 200, response.text
                answers.append(response.json()["pagination"]["total"])
            assert answers[0] == answers[1]


async def assert_current(sandbox: SandboxApi, app: FastAPI, uid: str, aid: str, mid: str) -> None:
    for params in LISTS:
        merchant = await sandbox.get("/api/v1/account/orders", params={**params, "pageSize": "2"})
        assert merchant.json()["pagination"]["total"] == direct_count(app, mid, params), params
        account = await sandbox.get(
            f"/api/v1/account/users/{uid}/accounts/{aid}/orders", params={**params, "pageSize": "2"}
        )
        assert account.json()["pagination"]["total"] == _account_count(app, aid, params), params


def _account_count(app: FastAPI, aid: str, params: dict[str, str]) -> int:
    request = parse_list_request(Scope.ACCOUNT, QueryParams(params))
    where = where_clause(orders.c.account_id == aid, request)
    with app.state.ctx.db.read() as conn:
        return int(conn.execute(select(func.count()).select_from(orders).where(where)).scalar_one())


class Writes:
    """Each kind of write the sandbox makes to orders, through its real path."""

    def __init__(self, sandbox: SandboxApi, app: FastAPI, uid: str, aid: str) -> None:
        self.sandbox, self.app, self.uid, self.aid = sandbox, app, uid, aid
        self.account = f"/api/v1/account/users/{uid}/accounts/{aid}"

    async def payout(self, amount: int = 10_000) -> str:
        answer = await self.sandbox.post(
            f"{self.account}/bank-payouts", json=bank_payout(amount=amount)
        )
        assert answer.status_code == 201, answer.text
        return str(answer.json()["id"])

    async def otp(self, oid: str) -> None:
        answer = await self.sandbox.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "123456"})
        assert answer.status_code == 200, answer.text

    async def advance(self, oid: str, state: str) -> None:
        answer = await self.sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": state})
        assert answer.status_code == 200, answer.text

    async def deposit(self) -> None:
        await self.sandbox.deposit(self.aid, 5_000)

    async def card_payin_paid(self) -> None:
        answer = await self.sandbox.post(
            f"{self.account}/card-payins",
            json={
                "amount": 2_500,
                "currency": "EUR",
                "reference": "SHOP-1",
                "urlSuccess": "https://shop.example/ok",
                "urlFailed": "https://shop.example/ko",
            },
        )
        assert answer.status_code == 201, answer.text
        oid = answer.json()["order"]["id"]
        paid = await self.sandbox.http.post(
            f"/sandbox/pay/{oid}",
            data={"card_number": "4242 4242 4242 4242", "expiry": "12/30", "cvc": "1", "name": "A"},
        )
        assert paid.status_code in (200, 303), paid.text

    async def generate(self) -> None:
        answer = await self.sandbox.post(
            "/sandbox/v1/orders/generate", json={"count": 3, "accountId": self.aid}
        )
        assert answer.status_code == 201, answer.text


async def test_every_kind_of_write_to_orders_changes_the_version_and_the_lists(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await sandbox.funded_account(10_000_000)
    mid = merchant_of(sandbox_app, aid)
    writes = Writes(sandbox, sandbox_app, uid, aid)
    first = await writes.payout()
    needs_otp = await writes.payout(amount=200_000)
    steps = [
        ("payout", writes.payout),
        ("otp", lambda: writes.otp(needs_otp)),
        ("advance to PENDING", lambda: writes.advance(first, "PENDING")),
        ("advance to SETTLED", lambda: writes.advance(first, "SETTLED")),
        ("deposit", writes.deposit),
        ("card pay-in paid", writes.card_payin_paid),
        ("generate", writes.generate),
    ]
    for name, step in steps:
        await cache_every_list(sandbox, uid, aid)  # every list cached at the current version
        before = version(sandbox_app, mid)
        await step()
        assert version(sandbox_app, mid) > before, name
        await assert_current(sandbox, sandbox_app, uid, aid, mid)


async def test_sql_typed_by_hand_changes_the_version_too(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    mid = merchant_of(sandbox_app, aid)
    oid = await Writes(sandbox, sandbox_app, uid, aid).payout()
    statements = [
        "UPDATE orders SET state = 'FAILED' WHERE id = :oid",
        "UPDATE orders SET origin_amount = 777777 WHERE id = :oid",
        "DELETE FROM ledger_entries WHERE order_id = :oid",
        "DELETE FROM orders WHERE id = :oid",
    ]
    for statement in statements:
        await cache_every_list(sandbox, uid, aid)
        before = version(sandbox_app, mid)
        with sandbox_app.state.ctx.db.write() as conn:
            conn.execute(text(statement), {"oid": oid})
        if statement.startswith("DELETE FROM ledger"):
            continue  # not an order: its version may stay
        assert version(sandbox_app, mid) > before, statement
        await assert_current(sandbox, sandbox_app, uid, aid, mid)


async def test_a_write_by_another_merchant_leaves_this_merchants_version(
    sandbox: SandboxApi, sandbox_app: FastAPI, sandbox_http: Any
) -> None:
    _uid, aid = await sandbox.funded_account(1_000_000)
    mid = merchant_of(sandbox_app, aid)
    other = SandboxApi(sandbox_http)
    await other.login("other", "other-key")
    before = version(sandbox_app, mid)
    await other.funded_account(5_000)
    assert version(sandbox_app, mid) == before


async def test_without_the_triggers_the_lists_would_be_stale(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    """The control: the cache is really used, so the tests above prove the invalidation."""
    uid, aid = await sandbox.funded_account(1_000_000)
    mid = merchant_of(sandbox_app, aid)
    await cache_every_list(sandbox, uid, aid)
    with sandbox_app.state.ctx.db.write() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("DROP TRIGGER orders_version ON orders"))
        else:
            for name in ("insert", "update", "moved", "delete"):
                conn.execute(text(f"DROP TRIGGER orders_version_{name}"))
    await Writes(sandbox, sandbox_app, uid, aid).deposit()
    stale = await sandbox.get("/api/v1/account/orders", params={"pageSize": "2"})
    assert stale.json()["pagination"]["total"] == direct_count(sandbox_app, mid, {}) - 1


class TestTheLifecycle:
    @pytest.fixture
    def sandbox_config(self, sandbox_config: SandboxConfig) -> SandboxConfig:
        return replace(sandbox_config, lifecycle_delay_seconds=0.0)

    async def test_automatic_steps_change_the_version(
        self, sandbox: SandboxApi, sandbox_app: FastAPI
    ) -> None:
        uid, aid = await sandbox.funded_account(1_000_000)
        mid = merchant_of(sandbox_app, aid)
        await Writes(sandbox, sandbox_app, uid, aid).payout()
        for _ in range(2):  # Created -> PENDING -> SETTLED
            await cache_every_list(sandbox, uid, aid)
            before = version(sandbox_app, mid)
            assert advance_due(sandbox_app.state.ctx.db, 0.0) >= 1
            assert version(sandbox_app, mid) > before
            await assert_current(sandbox, sandbox_app, uid, aid, mid)


class TestReset:
    @pytest.fixture
    def sandbox_config(self, sandbox_config: SandboxConfig) -> SandboxConfig:
        return replace(sandbox_config, demo_data=True)

    async def test_the_reset_tool_changes_the_version(
        self, sandbox: SandboxApi, sandbox_app: FastAPI
    ) -> None:
        users = (await sandbox.get("/sandbox/v1/users")).json()["users"]
        detail = (await sandbox.get(f"/sandbox/v1/users/{users[0]['id']}")).json()
        uid, aid = users[0]["id"], detail["accounts"][0]["id"]
        mid = merchant_of(sandbox_app, aid)
        await Writes(sandbox, sandbox_app, uid, aid).generate()
        await cache_every_list(sandbox, uid, aid)
        before = version(sandbox_app, mid)
        assert (await sandbox.post("/sandbox/v1/reset")).status_code == 200
        assert version(sandbox_app, mid) > before
        await assert_current(sandbox, sandbox_app, uid, aid, mid)


# --- page boundaries ---


def _orders_with_ties(app: FastAPI, uid: str, aid: str, mid: str, count: int) -> None:
    """``count`` orders, many sharing a created_at (the id breaks the tie)."""
    rng = random.Random(7)
    with app.state.ctx.db.write() as conn:
        for index in range(count):
            minute = rng.randrange(count // 4)
            insert_order(
                conn,
                id=f"00000000-0000-4000-8000-{rng.getrandbits(48):012x}",
                merchant_id=mid,
                account_id=aid,
                user_id=uid,
                type="BANK_PAYIN",
                direction="IN",
                state=rng.choice(["SETTLED", "FAILED", "PENDING"]),
                reference=f"T-{index}",
                origin_amount=rng.randrange(100, 10_000),
                origin_currency="EUR",
                destination_amount=1,
                destination_currency="EUR",
                created_at=f"2026-01-{1 + minute // 1440:02d}T{minute // 60 % 24:02d}:{minute % 60:02d}:00.000Z",
            )


def _page_ids(app: FastAPI, scope: ListScope, query: str) -> list[str]:
    request = parse_list_request(Scope.ACCOUNT, QueryParams(query))
    with app.state.ctx.db.snapshot() as conn:
        scope = replace(scope, version=orders_version(conn, scope.merchant_id))
        return [row.id for row in fetch_page(conn, scope, request, "/x").rows]


@pytest.mark.parametrize("sort", ["-createdAt", "createdAt"])
@pytest.mark.parametrize("filters", ["", "&state_in=SETTLED,PENDING&amount_gte=2000"])
async def test_pages_from_remembered_boundaries_hold_exactly_the_offset_pages(
    sandbox: SandboxApi, sandbox_app: FastAPI, sort: str, filters: str
) -> None:
    uid, aid = await sandbox.funded_account(0)
    mid = merchant_of(sandbox_app, aid)
    _orders_with_ties(sandbox_app, uid, aid, mid, 240)
    cache = ListCache()
    cached = ListScope(orders.c.account_id == aid, mid, ("account", aid), 0, cache)
    plain = replace(cached, cache=None)
    for size in (7, 50):
        pages = [1, 2, 3, 5, 4, 6, 3, 9, 8, 10, 40, 2, 1, 36, 37, 38]
        for page in pages:
            query = f"page={page}&pageSize={size}&sort={sort}{filters}"
            got = _page_ids(sandbox_app, cached, query)
            assert got == _page_ids(sandbox_app, plain, query), (size, page)
        walked = [
            oid
            for page in range(1, 240 // size + 2)
            for oid in _page_ids(
                sandbox_app, cached, f"page={page}&pageSize={size}&sort={sort}{filters}"
            )
        ]
        assert (
            len(walked)
            == len(set(walked))
            == _account_count(sandbox_app, aid, dict(QueryParams(filters.lstrip("&"))))
        )
    # the walk was served from boundaries: one is known near the end of each list
    for newest in (True, False):
        request = parse_list_request(Scope.ACCOUNT, QueryParams(f"sort={sort}{filters}"))
        key = query_key(replace(cached, version=version(sandbox_app, mid)), request)
        assert (cache.nearest(key, newest, 10_000) is not None) == (newest == sort.startswith("-"))


async def test_a_write_between_pages_is_seen_as_offset_would_see_it(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await sandbox.funded_account(0)
    mid = merchant_of(sandbox_app, aid)
    _orders_with_ties(sandbox_app, uid, aid, mid, 60)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
    for page in (1, 2):
        await sandbox.get(path, params={"page": str(page), "pageSize": "10"})
    await sandbox.deposit(aid, 100)  # the newest order: every later page shifts by one
    cached = await sandbox.get(path, params={"page": "3", "pageSize": "10"})
    cache = sandbox_app.state.ctx.lists
    sandbox_app.state.ctx.lists = ListCache()  # the same page, nothing remembered
    fresh = await sandbox.get(path, params={"page": "3", "pageSize": "10"})
    sandbox_app.state.ctx.lists = cache
    assert cached.json() == fresh.json()
    assert cached.json()["pagination"]["total"] == 61
