from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.domain.lifecycle import advance_due
from tests.helpers.bodies import (
    FAILING_CRYPTO_ADDRESSES,
    FAILING_IBAN,
    bank_payout,
    crypto_payout,
)
from tests.helpers.live_server import serve_in_thread
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def wait_for_state(api: SandboxApi, path: str, oid: str, state: str) -> dict:  # type: ignore[type-arg]
    for _ in range(200):  # bounded: at most ~10 s
        orders = (await api.get(path, params={"id_eq": oid})).json()["orders"]
        if orders and orders[0]["state"] == state:
            return dict(orders[0])
        await asyncio.sleep(0.05)
    raise AssertionError(f"order {oid} never reached {state}")


async def test_orders_move_on_by_themselves(tmp_path: Path) -> None:
    config = SandboxConfig(
        db_path=tmp_path / "s.db",
        demo_data=False,
        lifecycle_delay_seconds=0.05,
        lifecycle_tick_seconds=0.02,
        rate_limit_per_second=0,
    )
    with serve_in_thread(create_app(config)) as base_url:
        async with httpx.AsyncClient(base_url=base_url) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            uid, aid = await api.funded_account(100_000)
            base = f"/api/v1/account/users/{uid}/accounts/{aid}"
            good = (await api.post(f"{base}/bank-payouts", json=bank_payout(1_000))).json()
            bad = (
                await api.post(
                    f"{base}/bank-payouts",
                    json=bank_payout(2_000, **{"recipient.accountNumber": FAILING_IBAN}),
                )
            ).json()
            settled = await wait_for_state(api, f"{base}/orders", good["id"], "SETTLED")
            failed = await wait_for_state(api, f"{base}/orders", bad["id"], "FAILED")
            account = (await api.get(base)).json()
    assert settled["settledAt"]
    assert failed["failedAt"]
    assert (account["balance"], account["pendingOut"]) == (99_000, 0)


# --- advance_due called by hand: an in-process app runs no ticker, so each call is one step ---


@pytest.fixture
def stepping(sandbox_config: SandboxConfig) -> SandboxConfig:
    return replace(sandbox_config, lifecycle_delay_seconds=0.0)


@pytest.fixture
def stepped(stepping: SandboxConfig) -> Iterator[FastAPI]:
    app = create_app(stepping)
    yield app
    app.state.ctx.db.close()


@pytest.fixture
async def api(stepped: FastAPI) -> AsyncIterator[SandboxApi]:
    transport = httpx.ASGITransport(app=stepped, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://s") as http:
        client = SandboxApi(http)
        await client.login("demo", "demo-key")
        yield client


def step(app: FastAPI) -> int:
    return advance_due(app.state.ctx.db, app.state.ctx.config.lifecycle_delay_seconds)


async def state_of(api: SandboxApi, uid: str, aid: str, oid: str) -> str:
    listed = await api.get(
        f"/api/v1/account/users/{uid}/accounts/{aid}/orders", params={"id_eq": oid}
    )
    return str(listed.json()["orders"][0]["state"])


async def test_each_due_step_moves_a_payout_once(api: SandboxApi, stepped: FastAPI) -> None:
    uid, aid = await api.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    bank = (await api.post(f"{base}/bank-payouts", json=bank_payout(10_000))).json()
    crypto = (
        await api.post(
            f"{base}/crypto-payouts",
            json=crypto_payout(
                5_000, **{"recipient.address": FAILING_CRYPTO_ADDRESSES["ETHEREUM"]}
            ),
        )
    ).json()
    assert step(stepped) == 2
    assert await state_of(api, uid, aid, bank["id"]) == "PENDING"
    assert step(stepped) == 2
    assert await state_of(api, uid, aid, bank["id"]) == "SETTLED"
    assert await state_of(api, uid, aid, crypto["id"]) == "FAILED"
    assert step(stepped) == 0  # nothing leaves SETTLED or FAILED
    account = (await api.get(base)).json()
    assert (account["balance"], account["pendingOut"]) == (90_000, 0)


async def test_otp_order_waits_until_validated(api: SandboxApi, stepped: FastAPI) -> None:
    uid, aid = await api.funded_account(1_000_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    order = (await api.post(f"{base}/bank-payouts", json=bank_payout(300_000))).json()
    assert step(stepped) == 0
    assert await state_of(api, uid, aid, order["id"]) == "Created"
    await api.post(f"/sandbox/v1/orders/{order['id']}/otp", json={"code": "123456"})
    assert step(stepped) == 1
    assert step(stepped) == 1
    assert await state_of(api, uid, aid, order["id"]) == "SETTLED"


async def test_without_automatic_steps_an_otp_leaves_the_order_to_the_helper(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    assert sandbox_app.state.ctx.config.lifecycle_delay_seconds is None
    uid, aid = await sandbox.funded_account(1_000_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    order = (await sandbox.post(f"{base}/bank-payouts", json=bank_payout(300_000))).json()
    await sandbox.post(f"/sandbox/v1/orders/{order['id']}/otp", json={"code": "123456"})
    assert step(sandbox_app) == 0
    assert await state_of(sandbox, uid, aid, order["id"]) == "Created"
    moved = await sandbox.post(
        f"/sandbox/v1/orders/{order['id']}/advance", json={"state": "PENDING"}
    )
    assert moved.json()["state"] == "PENDING"


async def test_a_hand_made_step_keeps_the_automatic_lifecycle_going(
    api: SandboxApi, stepped: FastAPI
) -> None:
    uid, aid = await api.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    order = (await api.post(f"{base}/bank-payouts", json=bank_payout(10_000))).json()
    moved = await api.post(f"/sandbox/v1/orders/{order['id']}/advance", json={"state": "PENDING"})
    assert moved.json()["state"] == "PENDING"
    assert step(stepped) == 1
    assert await state_of(api, uid, aid, order["id"]) == "SETTLED"
