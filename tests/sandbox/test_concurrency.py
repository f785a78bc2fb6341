"""Real threads against a real server: the write lock keeps money and keys exact under races."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import orders
from sandbox.domain.ledger import ledger_totals
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.live_server import serve_in_thread
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


@pytest.fixture
def live_app(sandbox_config: SandboxConfig) -> Iterator[FastAPI]:
    """On SQLite and on PostgreSQL (tests/conftest.py, BOTH_ENGINES)."""
    app = create_app(dataclasses.replace(sandbox_config, jwt_secret=SandboxConfig().jwt_secret))
    try:
        yield app
    finally:
        app.state.ctx.db.close()  # also when ``live`` could not start or sign in


@pytest.fixture
async def live(live_app: FastAPI) -> AsyncIterator[SandboxApi]:
    with serve_in_thread(live_app) as base_url:
        async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            yield api


async def test_concurrent_payouts_never_overdraw(live: SandboxApi, live_app: FastAPI) -> None:
    uid, aid = await live.funded_account(50_000)  # five payouts of 10,000
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    responses = await asyncio.gather(
        *(live.post(path, json=bank_payout(10_000)) for _ in range(20))
    )
    statuses = sorted(r.status_code for r in responses)
    account = (await live.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert statuses == [201] * 5 + [422] * 15
    assert {r.json()["error"]["type"] for r in responses if r.status_code == 422} == {
        "UNPROCESSABLE_ERROR"
    }
    assert len({r.json()["id"] for r in responses if r.status_code == 201}) == 5
    assert (account["balance"], account["pendingOut"]) == (50_000, 50_000)
    with live_app.state.ctx.db.read() as conn:
        assert ledger_totals(conn, aid) == {
            "balance": 50_000,
            "pending_in": 0,
            "pending_out": 50_000,
        }


async def test_racing_retries_with_one_key_make_one_payout(
    live: SandboxApi, live_app: FastAPI
) -> None:
    uid, aid = await live.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts"
    responses = await asyncio.gather(
        *(
            live.post(path, json=crypto_payout(10_000), headers={"Idempotency-Key": "race"})
            for _ in range(10)
        )
    )
    assert [r.status_code for r in responses] == [201] * 10
    assert len({r.text for r in responses}) == 1  # byte-for-byte the same answer
    with live_app.state.ctx.db.read() as conn:
        count = conn.execute(
            select(func.count()).select_from(orders).where(orders.c.account_id == aid)
        ).scalar_one()
        totals = ledger_totals(conn, aid)
    assert count == 2  # the deposit and one payout
    assert totals["pending_out"] == 10_000
