"""Crypto payouts: fees, FX, the network rules, funds, OTP and the magic failure."""

from __future__ import annotations

import json
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from sandbox.db.tables import orders
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

FAILING_ADDRESS = "0x52908400098527886E0F7030069857D2E4160000"


async def send(sandbox: SandboxApi, uid: str, aid: str, body: dict[str, Any]) -> httpx.Response:
    return await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts", json=body
    )


async def balances(sandbox: SandboxApi, uid: str, aid: str) -> tuple[int, int]:
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    return account["balance"], account["pendingOut"]


def stored(app: FastAPI, oid: str) -> Any:
    with app.state.ctx.db.read() as conn:
        return conn.execute(select(orders).where(orders.c.id == oid)).one()


async def test_fiat_to_stablecoin_payout(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await send(sandbox, uid, aid, crypto_payout(10_000, **{"recipient.network": "tron"}))
    assert response.status_code == 201, response.text
    order = response.json()
    assert (order["state"], order["type"], order["isOTPRequired"]) == (
        "Created",
        "CRYPTO_PAY_OUT",
        False,
    )
    assert order["origin"] == {"amount": 10_000, "currency": "EUR"}
    assert order["fee"] == {"amount": 250, "currency": "EUR"}  # 2.00 minimum + 0.50 system
    rate = order["fx"]["rate"]
    assert order["fx"]["pair"] == "EUR/USDT"
    expected = (Decimal(9_750) * Decimal(str(rate))).quantize(Decimal(1), ROUND_HALF_UP)
    assert order["destination"] == {"amount": int(expected), "currency": "USDT"}
    assert order["counterparty"] == crypto_payout()["recipient"]["address"]
    assert order["reference"].startswith("CP-")
    assert await balances(sandbox, uid, aid) == (100_000, 10_000)
    row = stored(sandbox_app, order["id"])
    assert json.loads(row.recipient_json) == {
        "address": crypto_payout()["recipient"]["address"],
        "network": "TRON",  # stored as the sandbox spells it
    }
    assert (row.direction, row.merchant_fee, row.system_fee) == ("OUT", 200, 50)
    assert not row.fail_at_settlement


async def test_same_currency_payout_has_no_fx(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"], "USDT")
    await sandbox.deposit(account["id"], 50_000)
    body = crypto_payout(20_000, "USDT", "USDT", ownReference="MY-REF")
    order = (await send(sandbox, user["id"], account["id"], body)).json()
    assert "fx" not in order
    assert order["reference"] == "MY-REF"
    assert order["destination"] == {"amount": 20_000 - 250, "currency": "USDT"}


async def test_received_amount_is_delivered_exactly(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = crypto_payout(0, **{"amounts.receivedAmount": {"amount": 5_000, "currency": "USDC"}})
    order = (await send(sandbox, uid, aid, body)).json()
    assert order["destination"] == {"amount": 5_000, "currency": "USDC"}
    principal = order["origin"]["amount"] - order["fee"]["amount"]
    assert round(principal * order["fx"]["rate"]) >= 5_000
    assert await balances(sandbox, uid, aid) == (100_000, order["origin"]["amount"])


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"recipient.network": "DOGECHAIN"}, "recipient.network"),
        ({"recipient.network": "BITCOIN"}, "recipient.network"),  # USDT does not travel there
        ({"amounts.receivedAmount.currency": "USD"}, "amounts.receivedAmount.currency"),
        ({"amounts.debitedAmount.currency": "USD"}, "amounts.debitedAmount.currency"),
        ({"recipient.address": None}, "recipient.address"),
        ({"recipient.address": ""}, "recipient.address"),
        ({"recipient.network": None}, "recipient.network"),
        ({"amounts.receivedAmount.amount": 5}, "amounts.receivedAmount.amount"),
        ({"amounts.debitedAmount.amount": 0}, "amounts.debitedAmount.amount"),
        ({"amounts.debitedAmount.amount": -5}, "amounts.debitedAmount.amount"),
        ({"amounts.debitedAmount.currency": "XYZ"}, "amounts.debitedAmount.currency"),
        ({"description": "not here"}, "description"),
    ],
)
async def test_rules_are_400_naming_the_field(
    sandbox: SandboxApi, overrides: dict[str, Any], field: str
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await send(sandbox, uid, aid, crypto_payout(**overrides))
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["code"], error["type"]) == ("INVALID_REQUEST", "VALIDATION_ERROR")
    assert field in {d["field"] for d in error["details"]}
    assert await balances(sandbox, uid, aid) == (100_000, 0)


@pytest.mark.parametrize(
    ("funds", "amount", "field"),
    [
        (5_000, 5_001, None),  # more than the available balance
        (100_000, 999, "amounts.debitedAmount.amount"),  # below the CRYPTO_PAYOUT minimum
        (5_000_000, 2_000_001, "amounts.debitedAmount.amount"),  # above its maximum
    ],
)
async def test_funds_and_limits_are_422(
    sandbox: SandboxApi, funds: int, amount: int, field: str | None
) -> None:
    uid, aid = await sandbox.funded_account(funds)
    response = await send(sandbox, uid, aid, crypto_payout(amount))
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["type"] == "UNPROCESSABLE_ERROR"
    assert [d["field"] for d in error["details"]] == ([field] if field else [])
    assert await balances(sandbox, uid, aid) == (funds, 0)


async def test_big_payout_waits_for_its_otp(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    order = (await send(sandbox, uid, aid, crypto_payout(100_000))).json()
    assert order["isOTPRequired"] is True
    oid = order["id"]
    early = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "PENDING"})
    assert early.status_code == 409
    assert early.json()["error"]["type"] == "CONFLICT_ERROR"
    ok = await sandbox.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "123456"})
    assert ok.status_code == 200
    assert ok.json()["state"] == "Created"
    for state in ("PENDING", "SETTLED"):
        assert (
            await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": state})
        ).json()["state"] == state
    assert await balances(sandbox, uid, aid) == (900_000, 0)


async def test_address_ending_in_0000_fails_and_releases(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    order = (
        await send(sandbox, uid, aid, crypto_payout(**{"recipient.address": FAILING_ADDRESS}))
    ).json()
    assert stored(sandbox_app, order["id"]).fail_at_settlement
    assert await balances(sandbox, uid, aid) == (100_000, 10_000)
    for state in ("PENDING", "FAILED"):
        await sandbox.post(f"/sandbox/v1/orders/{order['id']}/advance", json={"state": state})
    assert await balances(sandbox, uid, aid) == (100_000, 0)


async def test_crypto_account_cannot_make_a_bank_payout(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"], "USDT")
    await sandbox.deposit(account["id"], 50_000)
    response = await sandbox.post(
        f"/api/v1/account/users/{user['id']}/accounts/{account['id']}/bank-payouts",
        json=bank_payout(10_000, "USDT", **{"amounts.receivedAmount.currency": "EUR"}),
    )
    assert response.status_code == 422
    assert "capabilities" in response.json()["error"]["message"]


async def test_isolation_and_auth(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    stranger = await sandbox.create_user()
    assert (await send(sandbox, stranger["id"], aid, crypto_payout())).status_code == 404
    anonymous = await sandbox.http.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts", json=crypto_payout()
    )
    assert anonymous.status_code == 401
    await sandbox.login("other", "other-key")
    response = await send(sandbox, uid, aid, crypto_payout())
    assert response.status_code == 404
    assert response.json()["error"]["type"] == "NOT_FOUND_ERROR"
