"""Twenty payouts at once against funds for five: the write lock lets exactly five through."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.domain.ledger import ledger_totals
from tests.helpers.bodies import bank_payout
from tests.helpers.live_server import serve_in_thread
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def test_concurrent_payouts_never_overdraw(tmp_path: Path) -> None:
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with serve_in_thread(app) as base_url:
        async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            uid, aid = await api.funded_account(50_000)  # five payouts of 10,000
            path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
            responses = await asyncio.gather(
                *(api.post(path, json=bank_payout(10_000)) for _ in range(20))
            )
            statuses = sorted(r.status_code for r in responses)
            account = (await api.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert statuses == [201] * 5 + [422] * 15
    assert (account["balance"], account["pendingOut"]) == (50_000, 50_000)
    with app.state.ctx.db.read() as conn:
        assert ledger_totals(conn, aid) == {
            "balance": 50_000,
            "pending_in": 0,
            "pending_out": 50_000,
        }
