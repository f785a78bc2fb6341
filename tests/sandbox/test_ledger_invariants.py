"""Any sequence of deposits, payouts, settlements and failures keeps every account's totals
equal to its ledger, and none of them ever negative."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import accounts
from sandbox.domain.ledger import ledger_totals
from tests.helpers.bodies import bank_payout
from tests.helpers.sandbox_api import SandboxApi

Step = tuple[str, int]
steps = st.lists(
    st.one_of(
        st.tuples(st.just("deposit"), st.integers(1, 50_000)),
        st.tuples(st.just("payout"), st.integers(200, 60_000)),
        st.tuples(st.just("settle"), st.integers(0, 20)),
        st.tuples(st.just("fail"), st.integers(0, 20)),
        st.tuples(st.just("pending"), st.integers(0, 20)),
    ),
    max_size=25,
)


async def run(sequence: list[Step]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            SandboxConfig(
                db_path=Path(folder) / "s.db",
                demo_data=False,
                lifecycle_delay_seconds=None,
                rate_limit_per_second=0,
                otp_threshold_minor=10**12,
            )
        )
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://s") as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            uid, aid = await api.funded_account(0)
            orders: list[str] = []
            for action, value in sequence:
                if action == "deposit":
                    await api.deposit(aid, value)
                elif action == "payout":
                    response = await api.post(
                        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
                        json=bank_payout(value),
                    )
                    assert response.status_code in (201, 422), response.text
                    if response.status_code == 201:
                        orders.append(response.json()["id"])
                elif orders:
                    oid = orders[value % len(orders)]
                    state = {"settle": "SETTLED", "fail": "FAILED", "pending": "PENDING"}[action]
                    response = await api.post(
                        f"/sandbox/v1/orders/{oid}/advance", json={"state": state}
                    )
                    assert response.status_code in (200, 409), response.text
                with app.state.ctx.db.read() as conn:
                    row = conn.execute(select(accounts).where(accounts.c.id == aid)).one()
                    totals = ledger_totals(conn, aid)
                assert totals == {
                    "balance": row.balance,
                    "pending_in": row.pending_in,
                    "pending_out": row.pending_out,
                }
                assert min(totals.values()) >= 0
                assert row.balance - row.pending_out >= 0
        app.state.ctx.db.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_ledger_always_explains_the_totals(sequence: list[Step]) -> None:
    asyncio.run(run(sequence))
