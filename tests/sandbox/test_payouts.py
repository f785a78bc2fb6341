from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from app.models.orders import DetailRecipient
from sandbox.db.tables import orders
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


async def test_stored_recipient_reads_back_as_the_flat_detail_record(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = bank_payout(
        20_000,
        **{
            "recipient.routingData": "SWIFT",
            "recipient.accountNumber": "000123456789",
            "recipient.bankCountry": "US",
            "recipient.swift": "CHASUS33",
            "recipient.abaRoutingCode": "021000021",
            "recipient.institutionNumber": "001",
            "recipient.transitNumber": "00011",
            "recipient.contact": {"phone": "+1 555 0100"},
            "amounts.receivedAmount.currency": "USD",
            "ownReference": "INV-77",
        },
    )
    order = (await payout(sandbox, uid, aid, body)).json()
    assert (order["reference"], order["counterparty"]) == ("INV-77", "Lena Vogel")
    with sandbox_app.state.ctx.db.read() as conn:
        row = conn.execute(select(orders).where(orders.c.id == order["id"])).one()
    recipient = DetailRecipient.model_validate_json(row.recipient_json)
    assert recipient == DetailRecipient(
        account_number="000123456789",
        address="Unter den Linden 1",
        beneficiary_type="PERSON",
        city="Berlin",
        country="DE",
        currency="USD",
        document_number="X1234567",
        document_type="PASSPORT",
        name="Lena",
        surname="Vogel",
        postal_code="10117",
        province="Berlin",
        relation="FRIEND",
        routing_data="SWIFT",
        aba_routing_code="021000021",
        bank_country="US",
        swift="CHASUS33",
        institution_number="001",
        transit_number="00011",
        phone="+1 555 0100",
        amount=order["destination"]["amount"],
    )
    assert (row.description, row.merchant_fee, row.system_fee) == ("Rent for May", 100, 25)


async def test_generated_reference_and_business_counterparty(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    order = (await payout(sandbox, uid, aid, business_payout())).json()
    assert re.fullmatch(r"PO-[0-9A-F]{8}", order["reference"])
    assert order["counterparty"] == "Acme GmbH"


async def test_a_bank_cannot_receive_crypto(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = bank_payout(**{"amounts.receivedAmount.currency": "BTC"})
    response = await payout(sandbox, uid, aid, body)
    assert response.status_code == 400
    assert [d["field"] for d in response.json()["error"]["details"]] == [
        "amounts.receivedAmount.currency"
    ]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (bank_payout(99), "amounts.debitedAmount.amount"),
        (bank_payout(5_000_001), "amounts.debitedAmount.amount"),
        (
            bank_payout(0, **{"amounts.receivedAmount.amount": 6_000_000}),
            "amounts.receivedAmount.amount",
        ),
    ],
)
async def test_amounts_outside_the_capability_limits_are_422(
    sandbox: SandboxApi, body: dict[str, Any], field: str
) -> None:
    uid, aid = await sandbox.funded_account(10_000_000)
    response = await payout(sandbox, uid, aid, body)
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["type"] == "UNPROCESSABLE_ERROR"
    assert [d["field"] for d in error["details"]] == [field]


async def test_available_funds_count_what_is_already_reserved(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(20_000)
    assert (await payout(sandbox, uid, aid, bank_payout(15_000))).status_code == 201
    refused = await payout(sandbox, uid, aid, bank_payout(5_001))
    assert refused.status_code == 422
    assert "50.00 EUR is available" in refused.json()["error"]["message"]
    assert (await payout(sandbox, uid, aid, bank_payout(5_000))).status_code == 201
    after = await account(sandbox, uid, aid)
    assert (after["balance"], after["pendingOut"]) == (20_000, 20_000)


@pytest.mark.parametrize(("amount", "otp"), [(99_999, False), (100_000, True)])
async def test_otp_threshold_is_inclusive(sandbox: SandboxApi, amount: int, otp: bool) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    assert (await payout(sandbox, uid, aid, bank_payout(amount))).json()["isOTPRequired"] is otp


async def otp_order(sandbox: SandboxApi) -> str:
    uid, aid = await sandbox.funded_account(1_000_000)
    return str((await payout(sandbox, uid, aid, bank_payout(200_000))).json()["id"])


async def test_otp_helper_refusals(sandbox: SandboxApi) -> None:
    oid = await otp_order(sandbox)
    otp = f"/sandbox/v1/orders/{oid}/otp"
    empty = await sandbox.post(otp, json={"code": ""})
    assert empty.status_code == 400
    assert empty.json()["error"]["details"][0]["field"] == "code"
    assert (
        await sandbox.post("/sandbox/v1/orders/nope/otp", json={"code": "123456"})
    ).status_code == 404
    first = await sandbox.post(otp, json={"code": "123456"})
    assert first.status_code == 200
    assert first.json()["state"] == "Created"
    again = await sandbox.post(otp, json={"code": "123456"})
    assert again.status_code == 409
    assert again.json()["error"]["type"] == "CONFLICT_ERROR"
    await sandbox.login("other", "other-key")
    assert (await sandbox.post(otp, json={"code": "123456"})).status_code == 404


async def test_otp_on_a_failed_order_is_409(sandbox: SandboxApi) -> None:
    oid = await otp_order(sandbox)
    failed = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "FAILED"})
    assert failed.status_code == 200
    response = await sandbox.post(f"/sandbox/v1/orders/{oid}/otp", json={"code": "123456"})
    assert response.status_code == 409


async def test_advance_helper_refusals(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    oid = (await payout(sandbox, uid, aid, bank_payout())).json()["id"]
    path = f"/sandbox/v1/orders/{oid}/advance"
    unknown = await sandbox.post(path, json={"state": "DONE"})
    assert unknown.status_code == 400
    assert unknown.json()["error"]["details"][0]["field"] == "state"
    skip = await sandbox.post(path, json={"state": "SETTLED"})
    assert skip.status_code == 409
    assert skip.json()["error"]["type"] == "CONFLICT_ERROR"
    assert (
        await sandbox.post("/sandbox/v1/orders/nope/advance", json={"state": "PENDING"})
    ).status_code == 404
    await sandbox.login("other", "other-key")
    assert (await sandbox.post(path, json={"state": "PENDING"})).status_code == 404


async def test_created_order_may_fail_at_once_and_release(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    oid = (await payout(sandbox, uid, aid, bank_payout(30_000))).json()["id"]
    failed = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "FAILED"})
    assert (failed.json()["state"], bool(failed.json()["failedAt"])) == ("FAILED", True)
    after = await account(sandbox, uid, aid)
    assert (after["balance"], after["pendingOut"]) == (100_000, 0)
    again = await sandbox.post(f"/sandbox/v1/orders/{oid}/advance", json={"state": "SETTLED"})
    assert again.status_code == 409


async def test_settlement_books_principal_and_fee(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    order = (await payout(sandbox, uid, aid, bank_payout(40_000))).json()
    for state in ("PENDING", "SETTLED"):
        await sandbox.post(f"/sandbox/v1/orders/{order['id']}/advance", json={"state": state})
    listed = (await sandbox.get(f"/sandbox/v1/accounts/{aid}/transactions")).json()
    mine = [t for t in listed["transactions"] if t["order"]["id"] == order["id"]]
    assert sorted((t["amount"], t["isFee"]) for t in mine) == [
        (-(40_000 - order["fee"]["amount"]), False),
        (-order["fee"]["amount"], True),
    ]
    assert (await account(sandbox, uid, aid))["balance"] == 60_000
