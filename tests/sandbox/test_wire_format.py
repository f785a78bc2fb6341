"""What responses look like: isOTPRequired only where the spec puts it, millisecond
timestamps everywhere, and a detailUrl that leads somewhere."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from sandbox.config import SandboxConfig
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z")
LOOKS_LIKE_A_TIME = re.compile(r"\d{4}-\d{2}-\d{2}T")
PAYIN = {
    "amount": 2_500,
    "currency": "EUR",
    "reference": "SHOP-1",
    "urlSuccess": "https://shop.example/ok",
    "urlFailed": "https://shop.example/ko",
}


def strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def timestamps(value: Any) -> list[tuple[str, str]]:
    return [(p, s) for p, s in strings(value) if LOOKS_LIKE_A_TIME.match(s)]


def assert_millisecond_timestamps(value: Any) -> int:
    found = timestamps(value)
    bad = [(p, s) for p, s in found if not TIMESTAMP.fullmatch(s)]
    assert not bad, bad
    return len(found)


def order_dicts(value: Any) -> Iterator[dict[str, Any]]:
    """Every order summary inside a response (anything with a detailUrl)."""
    if isinstance(value, dict):
        if "detailUrl" in value:
            yield value
        for item in value.values():
            yield from order_dicts(item)
    elif isinstance(value, list):
        for item in value:
            yield from order_dicts(item)


# --- isOTPRequired ---


async def test_is_otp_required_only_in_payout_creation_responses(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    bank = await sandbox.post(f"{base}/bank-payouts", json=bank_payout(10_000))
    assert bank.status_code == 201
    assert bank.json()["isOTPRequired"] is False
    crypto = await sandbox.post(f"{base}/crypto-payouts", json=crypto_payout(200_000))
    assert crypto.json()["isOTPRequired"] is True
    replay_key = {"Idempotency-Key": "wire-format-1"}
    first = await sandbox.post(f"{base}/bank-payouts", json=bank_payout(10_000), headers=replay_key)
    again = await sandbox.post(f"{base}/bank-payouts", json=bank_payout(10_000), headers=replay_key)
    assert first.json()["isOTPRequired"] is False
    assert again.json() == first.json()

    oid = bank.json()["id"]
    elsewhere = [
        await sandbox.get("/api/v1/account/orders"),
        await sandbox.get(f"{base}/orders"),
        await sandbox.post(f"{base}/card-payins", json=PAYIN),
        await sandbox.post(f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": 100}),
        await sandbox.post(
            f"/sandbox/v1/orders/{crypto.json()['id']}/otp", json={"code": "123456"}
        ),
        await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "PENDING"}),
        await sandbox.get(f"/sandbox/v1/accounts/{aid}/transactions"),
        await sandbox.get(f"/api/v1/account/orders/{oid}"),
    ]
    transactions = elsewhere[-2].json()["transactions"]
    elsewhere.append(await sandbox.get(f"{base}/transactions/{transactions[0]['id']}"))
    seen = 0
    for response in elsewhere:
        assert response.status_code in (200, 201), response.text
        for order in order_dicts(response.json()):
            assert "isOTPRequired" not in order, (response.url, order)
            seen += 1
    assert seen >= len(elsewhere)


# --- GET /api/v1/account/orders/{oid} ---


async def test_every_detail_url_leads_to_its_order(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    await sandbox.post(f"{base}/bank-payouts", json=bank_payout(10_000))
    await sandbox.post(f"{base}/card-payins", json=PAYIN)
    listed = (await sandbox.get("/api/v1/account/orders")).json()["orders"]
    assert len(listed) == 3
    for order in listed:
        assert order["detailUrl"] == f"/api/v1/account/orders/{order['id']}"
        response = await sandbox.get(order["detailUrl"])
        assert response.status_code == 200, response.text
        assert response.json() == order


async def test_order_detail_is_scoped_and_authenticated(sandbox: SandboxApi) -> None:
    _uid, aid = await sandbox.funded_account(0)
    deposit = await sandbox.deposit(aid, 500)
    path = f"/api/v1/account/orders/{deposit['id']}"
    anonymous = await sandbox.http.get(path)
    assert anonymous.status_code == 401
    assert anonymous.json()["error"]["type"] == "AUTHENTICATION_ERROR"
    missing = await sandbox.get("/api/v1/account/orders/00000000-0000-0000-0000-000000000000")
    assert missing.status_code == 404
    assert missing.json()["error"]["type"] == "NOT_FOUND_ERROR"
    await sandbox.login("other", "other-key")
    foreign = await sandbox.get(path)
    assert foreign.status_code == 404
    assert foreign.json()["error"]["code"] == "NOT_FOUND"


# --- timestamps ---


async def test_new_rows_have_millisecond_timestamps(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    _other_uid, usd = await sandbox.funded_account(0, "USD")
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    responses = [
        await sandbox.post(f"{base}/bank-payouts", json=bank_payout(10_000)),
        await sandbox.post(f"{base}/card-payins", json=PAYIN),
        await sandbox.post(f"/sandbox/v1/accounts/{aid}/virtual-ibans", json={}),
        await sandbox.post(
            f"{base}/crypto-payouts/simulate",
            json={
                "amounts": {
                    "debitedAmount": {"amount": 10_000, "currency": "EUR"},
                    "receivedAmount": {"amount": 0, "currency": "USDT"},
                },
                "recipient": {"network": "ETHEREUM"},
            },
        ),
        await sandbox.post(
            f"{base}/transfers/simulate",
            json={"origin": {"amount": 10_000, "currency": "EUR"}, "recipient": {"accountId": usd}},
        ),
        await sandbox.post(f"/sandbox/v1/users/{uid}/identity-verifications"),
        await sandbox.get("/api/v1/account/orders"),
        await sandbox.get(f"/sandbox/v1/accounts/{aid}/transactions"),
        await sandbox.get("/sandbox/v1/users"),
    ]
    sid = responses[5].json()["session_id"]
    responses.append(
        await sandbox.get(f"/api/v1/account/users/{uid}/identity-verifications/{sid}/state-history")
    )
    found = 0
    for response in responses:
        assert response.status_code < 300, (response.url, response.text)
        found += assert_millisecond_timestamps(response.json())
    assert found >= 20


class TestSeededData:
    @pytest.fixture
    def sandbox_config(self, sandbox_config: SandboxConfig) -> SandboxConfig:
        return replace(sandbox_config, demo_data=True, merchants=(("demo", "demo-key"),))

    async def test_seeded_rows_have_millisecond_timestamps(self, sandbox: SandboxApi) -> None:
        orders = (await sandbox.get("/api/v1/account/orders?pageSize=100")).json()
        found = assert_millisecond_timestamps(orders)
        users = (await sandbox.get("/sandbox/v1/users")).json()["users"]
        found += assert_millisecond_timestamps(users)
        business = next(u for u in users if u["type"] == "BUSINESS")
        person = next(u for u in users if u["type"] == "PERSON")
        detail = (await sandbox.get(f"/sandbox/v1/users/{person['id']}")).json()
        aid = detail["accounts"][0]["id"]
        for path in (
            f"/sandbox/v1/accounts/{aid}/transactions",
            f"/sandbox/v1/accounts/{aid}/virtual-ibans",
            f"/sandbox/v1/business-users/{business['id']}/kyb-sessions",
            f"/api/v1/account/business-users/{business['id']}/kyb",
        ):
            response = await sandbox.get(path)
            assert response.status_code == 200, (path, response.text)
            found += assert_millisecond_timestamps(response.json())
        payout = next(o for o in orders["orders"] if o["type"] == "BANK_PAY_OUT")
        detail_response = await sandbox.get(f"/api/v1/account/bank-payouts/{payout['id']}")
        found += assert_millisecond_timestamps(detail_response.json())
        assert found >= 300
