from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.bodies import FAILING_IBAN, bank_payout
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
