"""Crypto payouts: fees, FX, the network rules, funds, OTP and the magic failure."""

from __future__ import annotations

import json
from decimal import ROUND_FLOOR, Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from app.models.crypto_addresses import ADDRESS_RULES
from sandbox.db.tables import orders
from sandbox.domain.crypto_networks import CRYPTO_NETWORKS, NETWORKS_BY_CURRENCY
from tests.helpers.bodies import (
    CRYPTO_ADDRESSES,
    FAILING_CRYPTO_ADDRESSES,
    bank_payout,
    crypto_payout,
)
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

# A coin each network carries, to send on it; 900.00 EUR buys some of any (0.01 BTC and more).
SEND = 90_000
COIN_ON = {n: next(c for c, ns in NETWORKS_BY_CURRENCY.items() if n in ns) for n in CRYPTO_NETWORKS}


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
    expected = (Decimal(9_750) * Decimal(str(rate))).to_integral_value(rounding=ROUND_FLOOR)
    assert order["destination"] == {"amount": int(expected), "currency": "USDT"}
    assert order["counterparty"] == CRYPTO_ADDRESSES["TRON"]
    assert order["reference"].startswith("CP-")
    assert await balances(sandbox, uid, aid) == (100_000, 10_000)
    row = stored(sandbox_app, order["id"])
    assert json.loads(row.recipient_json) == {
        "address": CRYPTO_ADDRESSES["TRON"],
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


@pytest.mark.parametrize("network", CRYPTO_NETWORKS)
async def test_a_failing_address_fails_and_releases(
    sandbox: SandboxApi, sandbox_app: FastAPI, network: str
) -> None:
    """Ending in 0000 (hex, bech32) or 1111 (base58, which has no 0), and still valid."""
    uid, aid = await sandbox.funded_account(100_000)
    body = crypto_payout(
        SEND,
        to=COIN_ON[network],
        **{"recipient.network": network, "recipient.address": FAILING_CRYPTO_ADDRESSES[network]},
    )
    response = await send(sandbox, uid, aid, body)
    assert response.status_code == 201, response.text
    order = response.json()
    assert stored(sandbox_app, order["id"]).fail_at_settlement
    assert await balances(sandbox, uid, aid) == (100_000, SEND)
    for state in ("PENDING", "FAILED"):
        await sandbox.post(f"/sandbox/v1/orders/{order['id']}/advance", json={"state": state})
    assert await balances(sandbox, uid, aid) == (100_000, 0)


def test_every_network_the_sandbox_lists_has_an_address_check() -> None:
    assert set(CRYPTO_NETWORKS) <= set(ADDRESS_RULES)


@pytest.mark.parametrize("network", CRYPTO_NETWORKS)
async def test_a_valid_address_of_each_network_is_paid(sandbox: SandboxApi, network: str) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = crypto_payout(SEND, to=COIN_ON[network], **{"recipient.network": network})
    response = await send(sandbox, uid, aid, body)
    assert response.status_code == 201, response.text
    assert response.json()["counterparty"] == CRYPTO_ADDRESSES[network]


@pytest.mark.parametrize(
    ("network", "address", "reason"),
    [
        ("BITCOIN", "not-an-address", "it should start with 1, 3 or bc1."),
        ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "its checksum does not match."),
        ("ETHEREUM", "0x52908400098527886e0F7030069857d2E4169EE7", "its checksum does not match"),
        ("POLYGON", "0xabc", "0x followed by 40 hexadecimal digits"),
        ("TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u", "its checksum does not match."),
        ("SOLANA", CRYPTO_ADDRESSES["SOLANA"][:-4], "32-byte key"),
        ("ETHEREUM", CRYPTO_ADDRESSES["TRON"], "0x followed by 40"),  # another chain's
    ],
)
async def test_an_address_its_network_cannot_take_is_a_400_on_the_address(
    sandbox: SandboxApi, network: str, address: str, reason: str
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = crypto_payout(
        to=COIN_ON[network], **{"recipient.network": network, "recipient.address": address}
    )
    response = await send(sandbox, uid, aid, body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["type"], error["code"]) == ("VALIDATION_ERROR", "INVALID_REQUEST")
    [detail] = error["details"]
    assert detail["field"] == "recipient.address"
    assert detail["message"].startswith(f"This is not a valid {network} address: ")
    assert reason in detail["message"]
    assert await balances(sandbox, uid, aid) == (100_000, 0)  # nothing reserved


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
