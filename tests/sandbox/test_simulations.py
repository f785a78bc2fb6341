"""Simulations: priced like the payouts, quoted for config.quote_validity_seconds, reserve nothing."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from sandbox.config import SandboxConfig
from sandbox.domain import fx
from tests.helpers.bodies import crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

MOMENT = datetime(2026, 3, 1, 12, 0, 7, tzinfo=UTC)


@pytest.fixture
def sandbox_config(sandbox_config: SandboxConfig) -> SandboxConfig:
    return replace(sandbox_config, quote_validity_seconds=12.5)


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> datetime:
    monkeypatch.setattr(fx, "utcnow", lambda: MOMENT)
    return MOMENT


def simulation(amount: int = 10_000, to: str = "USDT", network: str = "ETHEREUM") -> dict[str, Any]:
    return {"amounts": crypto_payout(amount, to=to)["amounts"], "recipient": {"network": network}}


async def simulate(sandbox: SandboxApi, uid: str, aid: str, body: dict[str, Any]) -> httpx.Response:
    return await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts/simulate", json=body
    )


async def transfer(sandbox: SandboxApi, uid: str, aid: str, body: dict[str, Any]) -> httpx.Response:
    return await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/transfers/simulate", json=body
    )


def parse(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


async def test_crypto_simulation_equals_the_payout_made_at_that_moment(
    sandbox: SandboxApi, frozen: datetime
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await simulate(sandbox, uid, aid, simulation())
    assert response.status_code == 200
    sim = response.json()
    assert sim["fee"] == {
        "amount": 250,
        "currency": "EUR",
        "breakdown": {"merchantFee": 200, "systemFee": 50},
    }
    assert sim["origin"] == {"amount": 10_000, "currency": "EUR"}
    quote = sim["quote"]
    assert parse(quote["timestamp"]) == frozen
    assert parse(quote["validUntil"]) - parse(quote["timestamp"]) == timedelta(seconds=12.5)
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert account["pendingOut"] == 0  # nothing reserved
    listed = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/orders")).json()
    assert [o["type"] for o in listed["orders"]] == ["BANK_PAYIN"]  # only the deposit
    order = (
        await sandbox.post(
            f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts", json=crypto_payout()
        )
    ).json()
    assert order["fx"]["rate"] == quote["rate"]
    assert (order["origin"], order["destination"]) == (sim["origin"], sim["destination"])
    assert order["fee"]["amount"] == sim["fee"]["amount"]


async def test_a_new_quote_differs_from_an_expired_one(
    sandbox: SandboxApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    monkeypatch.setattr(fx, "utcnow", lambda: MOMENT)
    first = (await simulate(sandbox, uid, aid, simulation())).json()["quote"]
    monkeypatch.setattr(fx, "utcnow", lambda: parse(first["validUntil"]) + timedelta(seconds=1))
    second = (await simulate(sandbox, uid, aid, simulation())).json()["quote"]
    assert second["rate"] != first["rate"]
    assert second["timestamp"] > first["validUntil"]


async def test_simulation_from_the_received_amount(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)  # a simulation needs no funds
    body = simulation(0)
    body["amounts"]["receivedAmount"]["amount"] = 7_000
    sim = (await simulate(sandbox, uid, aid, body)).json()
    assert sim["destination"] == {"amount": 7_000, "currency": "USDT"}
    principal = math.ceil(Decimal(7_000) / Decimal(str(sim["quote"]["rate"])))  # never short
    assert sim["origin"]["amount"] == sim["fee"]["amount"] + principal


@pytest.mark.parametrize(
    ("change", "field", "status"),
    [
        ({"recipient": {"network": "LIGHTNING"}}, "recipient.network", 400),
        ({"recipient": {"network": "TRON"}, "to": "BTC"}, "recipient.network", 400),
        ({"to": "MXN"}, "amounts.receivedAmount.currency", 400),
        ({"recipient": {}}, "recipient.network", 400),
        ({"recipient": None}, "recipient", 400),
        ({"debited": "USD"}, "amounts.debitedAmount.currency", 400),
        ({"both": True}, "amounts.receivedAmount.amount", 400),
        ({"amount": 999}, "amounts.debitedAmount.amount", 422),  # below CRYPTO_PAYOUT's minimum
    ],
)
async def test_crypto_simulation_rules(
    sandbox: SandboxApi, change: dict[str, Any], field: str, status: int
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = simulation(change.get("amount", 10_000), to=change.get("to", "USDT"))
    if "recipient" in change:
        if change["recipient"] is None:
            del body["recipient"]
        else:
            body["recipient"] = change["recipient"]
    if "debited" in change:
        body["amounts"]["debitedAmount"]["currency"] = change["debited"]
    if "both" in change:
        body["amounts"]["receivedAmount"]["amount"] = 10
    response = await simulate(sandbox, uid, aid, body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["type"] == ("VALIDATION_ERROR" if status == 400 else "UNPROCESSABLE_ERROR")
    assert field in {d["field"] for d in error["details"]}


async def test_crypto_simulation_is_scoped(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    anonymous = await sandbox.http.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts/simulate", json=simulation()
    )
    assert anonymous.status_code == 401
    await sandbox.login("other", "other-key")
    response = await simulate(sandbox, uid, aid, simulation())
    assert response.status_code == 404


async def test_transfer_simulation_converts_into_the_recipients_currency(
    sandbox: SandboxApi, frozen: datetime
) -> None:
    uid, aid = await sandbox.funded_account(0)
    other = await sandbox.create_user()
    target = await sandbox.create_account(other["id"], "MXN")
    body = {
        "origin": {"amount": 10_000, "currency": "EUR"},
        "recipient": {"accountId": target["id"]},
    }
    response = await transfer(sandbox, uid, aid, body)
    assert response.status_code == 200
    sim = response.json()
    rate = fx.rate("EUR", "MXN", frozen)
    assert sim["origin"] == {"amount": 10_000, "currency": "EUR"}
    assert sim["destination"] == {"amount": fx.convert(10_000, rate), "currency": "MXN"}
    assert sim["quote"]["rate"] == float(rate.rate)
    assert "fee" not in sim
    assert parse(sim["quote"]["validUntil"]) - frozen == timedelta(seconds=12.5)


async def test_transfer_between_same_currency_accounts_is_one_to_one(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    target = await sandbox.create_account(uid, "EUR", alias="Savings")
    body = {
        "origin": {"amount": 4_321, "currency": "EUR"},
        "recipient": {"accountId": target["id"]},
    }
    sim = (await transfer(sandbox, uid, aid, body)).json()
    assert sim["destination"] == {"amount": 4_321, "currency": "EUR"}
    assert sim["quote"]["rate"] == 1


async def test_transfer_that_would_deliver_nothing_is_refused_on_its_amount(
    sandbox: SandboxApi,
) -> None:
    uid, aid = await sandbox.funded_account(0)
    target = await sandbox.create_account(uid, "BTC")
    body = {
        "origin": {"amount": 1_000, "currency": "EUR"},
        "recipient": {"accountId": target["id"]},
    }
    response = await transfer(sandbox, uid, aid, body)
    assert response.status_code == 422
    error = response.json()["error"]
    assert [d["field"] for d in error["details"]] == ["origin.amount"]
    assert "too small to deliver any BTC" in error["message"]


@pytest.mark.parametrize(
    ("origin", "field"),
    [
        ({"amount": 10_000, "currency": "USD"}, "origin.currency"),
        ({"amount": 0, "currency": "EUR"}, "origin.amount"),
        ({"currency": "EUR"}, "origin.amount"),
        ({"amount": 10.5, "currency": "EUR"}, "origin.amount"),
    ],
)
async def test_transfer_simulation_rules(
    sandbox: SandboxApi, origin: dict[str, Any], field: str
) -> None:
    uid, aid = await sandbox.funded_account(0)
    target = await sandbox.create_account(uid, "USD")
    response = await transfer(
        sandbox, uid, aid, {"origin": origin, "recipient": {"accountId": target["id"]}}
    )
    assert response.status_code == 400
    assert field in {d["field"] for d in response.json()["error"]["details"]}


async def test_transfer_recipient_of_another_merchant_is_404(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    await sandbox.login("other", "other-key")
    _, other_aid = await sandbox.funded_account(0)
    await sandbox.login("demo", "demo-key")
    body = {"origin": {"amount": 100, "currency": "EUR"}, "recipient": {"accountId": other_aid}}
    response = await transfer(sandbox, uid, aid, body)
    assert response.status_code == 404
    assert response.json()["error"]["type"] == "NOT_FOUND_ERROR"
    body["recipient"]["accountId"] = "no-such-account"
    assert (await transfer(sandbox, uid, aid, body)).status_code == 404
