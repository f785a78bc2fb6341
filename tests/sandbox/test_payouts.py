from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.bodies import FAILING_IBAN, bank_payout, business_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def payout(sandbox: SandboxApi, uid: str, aid: str, body: dict[str, Any], **headers: str):  # type: ignore[no-untyped-def]
    return await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=body, headers=headers
    )


async def account(sandbox: SandboxApi, uid: str, aid: str) -> dict[str, Any]:
    return dict((await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json())


async def test_person_payout_is_created_and_reserves_funds(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await payout(sandbox, uid, aid, bank_payout(10_000))
    assert response.status_code == 201
    order = response.json()
    assert (order["state"], order["type"], order["isOTPRequired"]) == (
        "Created",
        "BANK_PAY_OUT",
        False,
    )
    assert order["origin"] == {"amount": 10_000, "currency": "EUR"}
    assert order["fee"]["amount"] == 125  # 0.50 % with a 1.00 minimum, plus 0.25 system
    assert order["destination"]["amount"] == 10_000 - 125
    assert (await account(sandbox, uid, aid))["pendingOut"] == 10_000


async def test_business_payout_and_detail(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await payout(
        sandbox, uid, aid, business_payout(5_000, **{"recipient.relation": "FRIEND"})
    )
    assert response.status_code == 201
    detail = (await sandbox.get(f"/api/v1/account/bank-payouts/{response.json()['id']}")).json()
    assert detail["recipient"]["name"] == "Acme GmbH"
    assert detail["recipient"]["relation"] == "COMERCIAL"
    assert detail["recipient"]["beneficiaryType"] == "BUSINESS"
    assert detail["fee"]["breakdown"] == {"merchantFee": 100, "systemFee": 25}
    assert detail["sender"] == {"accountId": aid}
    assert detail["description"] == "Rent for May"


async def test_received_amount_fixes_the_destination_with_fx(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    body = bank_payout(0, **{"amounts.receivedAmount": {"amount": 50_000, "currency": "MXN"}})
    order = (await payout(sandbox, uid, aid, body)).json()
    assert order["destination"] == {"amount": 50_000, "currency": "MXN"}
    assert order["fx"]["pair"] == "EUR/MXN"
    assert order["origin"]["currency"] == "EUR"
    assert order["origin"]["amount"] > order["fee"]["amount"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (bank_payout(**{"recipient.relation": None}), "recipient.relation"),
        (bank_payout(**{"recipient.relation": "BFF"}), "recipient.relation"),
        (
            business_payout(**{"recipient.document.documentType": "PASSPORT"}),
            "recipient.document.documentType",
        ),
        (business_payout(**{"recipient.companyName": None}), "recipient.companyName"),
        (
            bank_payout(
                **{
                    "recipient.routingData": "SWIFT",
                    "recipient.swift": "CHASUS33",
                    "recipient.accountNumber": "123456789",
                    "recipient.bankCountry": "US",
                }
            ),
            "recipient.abaRoutingCode",
        ),
        (
            bank_payout(
                **{
                    "recipient.routingData": "WIRE",
                    "recipient.accountNumber": "1",
                    "recipient.abaRoutingCode": "12345678",
                }
            ),
            "recipient.abaRoutingCode",
        ),
        (
            bank_payout(**{"recipient.routingData": "WIRE", "recipient.accountNumber": "1"}),
            "recipient.abaRoutingCode",
        ),
        (bank_payout(**{"description": "ab"}), "description"),
        (bank_payout(**{"amounts.receivedAmount.amount": 5}), "amounts.receivedAmount.amount"),
        (
            bank_payout(**{"amounts.debitedAmount.currency": "USD"}),
            "amounts.debitedAmount.currency",
        ),
        (bank_payout(**{"recipient.address.city": None}), "recipient.address.city"),
    ],
)
async def test_rules_are_400_naming_the_field(
    sandbox: SandboxApi, body: dict[str, Any], field: str
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await payout(sandbox, uid, aid, body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], error["type"]) == ("INVALID_REQUEST", "VALIDATION_ERROR")
    assert field in {d["field"] for d in error["details"]}
    assert (await account(sandbox, uid, aid))["pendingOut"] == 0


async def test_insufficient_funds_is_422(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(5_000)
    response = await payout(sandbox, uid, aid, bank_payout(5_001))
    assert response.status_code == 422
    assert response.json()["error"]["type"] == "UNPROCESSABLE_ERROR"


async def test_payout_on_another_merchants_account_is_404(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    await sandbox.login("other", "other-key")
    assert (await payout(sandbox, uid, aid, bank_payout())).status_code == 404


async def test_missing_token_is_401(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await sandbox.http.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=bank_payout()
    )
    assert response.status_code == 401
    assert response.json()["error"]["type"] == "AUTHENTICATION_ERROR"


async def test_otp_flow_to_settlement(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    order = (await payout(sandbox, uid, aid, bank_payout(150_000))).json()
    assert order["isOTPRequired"] is True
    oid = order["id"]
    early = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "PENDING"})
    assert early.status_code == 409
    wrong = await sandbox.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "000000"})
    assert wrong.status_code == 400
    assert wrong.json()["error"]["details"][0]["field"] == "code"
    assert (
        await sandbox.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "123456"})
    ).status_code == 200
    for state in ("PENDING", "SETTLED"):
        moved = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": state})
        assert moved.json()["state"] == state
    after = await account(sandbox, uid, aid)
    assert (after["balance"], after["pendingOut"]) == (1_000_000 - 150_000, 0)
    back = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "PENDING"})
    assert back.status_code == 409


async def test_small_payouts_need_no_otp(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    order = (await payout(sandbox, uid, aid, bank_payout(99_999))).json()
    assert order["isOTPRequired"] is False
    response = await sandbox.post(f"/sandbox/v1/orders/{order['id']}/otp", json={"code": "123456"})
    assert response.status_code == 409


async def test_failure_releases_the_funds(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    order = (
        await payout(sandbox, uid, aid, bank_payout(**{"recipient.accountNumber": FAILING_IBAN}))
    ).json()
    await sandbox.post(f"/sandbox/v1/orders/{order['id']}/advance", json={"state": "PENDING"})
    failed = await sandbox.post(
        f"/sandbox/v1/orders/{order['id']}/advance", json={"state": "FAILED"}
    )
    assert failed.json()["failedAt"]
    after = await account(sandbox, uid, aid)
    assert (after["balance"], after["pendingOut"]) == (100_000, 0)


async def test_crypto_payout_and_network_rule(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts"
    created = await sandbox.post(path, json=crypto_payout(10_000))
    assert created.status_code == 201
    assert created.json()["type"] == "CRYPTO_PAY_OUT"
    assert created.json()["destination"]["currency"] == "USDT"
    bad = await sandbox.post(path, json=crypto_payout(**{"recipient.network": "DOGECHAIN"}))
    assert bad.status_code == 400
    assert bad.json()["error"]["details"][0]["field"] == "recipient.network"
