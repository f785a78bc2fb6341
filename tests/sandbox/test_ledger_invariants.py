"""Any sequence of deposits, payouts, OTPs, automatic steps, settlements and failures keeps
every account's totals equal to its ledger and to its open orders, and never negative."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import accounts, orders
from sandbox.domain.ledger import ledger_totals
from sandbox.domain.lifecycle import advance_due
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

Step = tuple[str, int, int]
index = st.integers(0, 30)
steps = st.lists(
    st.one_of(
        st.tuples(st.just("deposit"), st.integers(0, 1), st.integers(1, 80_000)),
        st.tuples(st.just("bank"), st.just(0), st.integers(50, 60_000)),
        st.tuples(st.just("crypto"), st.integers(0, 1), st.integers(500, 60_000)),
        st.tuples(st.sampled_from(["PENDING", "SETTLED", "FAILED"]), st.just(0), index),
        st.tuples(st.just("otp"), st.just(0), index),
        st.tuples(st.just("tick"), st.just(0), st.just(0)),
    ),
    min_size=4,
    max_size=25,
)


def check(app: FastAPI, account_ids: list[str], deposited: dict[str, int]) -> None:
    with app.state.ctx.db.read() as conn:
        for aid in account_ids:
            row = conn.execute(select(accounts).where(accounts.c.id == aid)).one()
            totals = ledger_totals(conn, aid)
            held = conn.execute(
                select(func.coalesce(func.sum(orders.c.origin_amount), 0)).where(
                    orders.c.account_id == aid,
                    orders.c.direction == "OUT",
                    orders.c.state.in_(["Created", "PENDING"]),
                )
            ).scalar_one()
            assert totals == {
                "balance": row.balance,
                "pending_in": row.pending_in,
                "pending_out": row.pending_out,
            }
            paid = conn.execute(
                select(func.coalesce(func.sum(orders.c.origin_amount), 0)).where(
                    orders.c.account_id == aid,
                    orders.c.direction == "OUT",
                    orders.c.state == "SETTLED",
                )
            ).scalar_one()
            assert row.pending_out == held  # exactly the open payouts are held
            assert row.balance == deposited[aid] - paid  # settled payouts left, fee included
            assert min(totals.values()) >= 0
            assert row.balance - row.pending_out >= 0


async def apply(api: SandboxApi, app: FastAPI, step: Step, ids: dict[str, Any]) -> None:
    action, which, value = step
    uid, account_ids, made = ids["uid"], ids["accounts"], ids["orders"]
    if action == "deposit":
        await api.deposit(account_ids[which], value)
        ids["deposited"][account_ids[which]] += value
    elif action in ("bank", "crypto"):
        aid = account_ids[which]
        currency = "EUR" if which == 0 else "USDT"
        body = (
            bank_payout(value)
            if action == "bank"
            else crypto_payout(value, currency, "USDT", **{"recipient.address": ids["address"]()})
        )
        response = await api.post(
            f"/api/v1/account/users/{uid}/accounts/{aid}/{action}-payouts", json=body
        )
        assert response.status_code in (201, 422), response.text
        if response.status_code == 201:
            made.append(response.json()["id"])
    elif action == "tick":
        advance_due(app.state.ctx.db, app.state.ctx.config.lifecycle_delay_seconds)
    elif made:
        oid = made[value % len(made)]
        if action == "otp":
            response = await api.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "123456"})
        else:
            response = await api.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": action})
        assert response.status_code in (200, 409), response.text


async def run(sequence: list[Step]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            SandboxConfig(
                db_path=Path(folder) / "s.db",
                demo_data=False,
                lifecycle_delay_seconds=0.0,  # every open order is due at each "tick"
                rate_limit_per_second=0,
                otp_threshold_minor=30_000,  # some payouts wait for their OTP
            )
        )
        try:
            transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
            async with httpx.AsyncClient(transport=transport, base_url="http://s") as http:
                api = SandboxApi(http)
                await api.login("demo", "demo-key")
                uid, eur = await api.funded_account(100_000)  # funded, so payouts go through
                usdt = (await api.create_account(uid, "USDT"))["id"]
                await api.deposit(usdt, 50_000)
                # 40 small hex digits: a valid ETHEREUM address with no checksum written
                addresses = iter(f"0x{n:036x}" for n in range(1, 100))
                ids: dict[str, Any] = {
                    "uid": uid,
                    "accounts": [eur, usdt],
                    "orders": [],
                    "deposited": {eur: 100_000, usdt: 50_000},
                    # one crypto payout in three goes to an address ending in 0000: ticks fail it
                    "address": lambda: (
                        next(addresses) + ("0000" if len(ids["orders"]) % 3 == 0 else "0001")
                    ),
                }
                for step in sequence:
                    await apply(api, app, step, ids)
                    check(app, [eur, usdt], ids["deposited"])
        finally:
            app.state.ctx.db.close()  # a failing example must not leave it open


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_ledger_always_explains_the_totals(sequence: list[Step]) -> None:
    asyncio.run(run(sequence))
