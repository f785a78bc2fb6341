"""A text longer than its field takes is a 400 naming the field, on every endpoint family.

The sandbox reads bodies with the request models, so the limits are the client's own
(app/models/text_limits.py); here one field per endpoint proves the answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.models import text_limits as limits
from app.models.crypto_addresses import NETWORK_MAX_LENGTH
from tests.helpers.bodies import business_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


def too_long(limit: int) -> str:
    return "A" * (limit + 1)


async def refused(
    sandbox: SandboxApi, path: str, body: dict[str, Any], field: str, limit: int
) -> None:
    response = await sandbox.post(path, json=body)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["type"], error["code"]) == ("VALIDATION_ERROR", "INVALID_REQUEST")
    assert error["details"] == [
        {"field": field, "message": f"Enter at most {limit} characters; this has {limit + 1}."}
    ]


@pytest.fixture
async def account(sandbox: SandboxApi) -> tuple[str, str]:
    return await sandbox.funded_account(1_000_000)


async def test_bank_payouts(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, aid = account
    body = business_payout(**{"recipient.companyName": too_long(limits.COMPANY_NAME)})
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    await refused(sandbox, path, body, "recipient.companyName", limits.COMPANY_NAME)


async def test_crypto_payouts(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, aid = account
    body = crypto_payout(ownReference=too_long(limits.REFERENCE))
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts"
    await refused(sandbox, path, body, "ownReference", limits.REFERENCE)


async def test_simulations(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, aid = account
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    crypto = {"amounts": crypto_payout()["amounts"], "recipient": {"network": "T" * 33}}
    assert len(crypto["recipient"]["network"]) == NETWORK_MAX_LENGTH + 1
    await refused(
        sandbox, f"{base}/crypto-payouts/simulate", crypto, "recipient.network", NETWORK_MAX_LENGTH
    )
    transfer = {
        "origin": {"amount": 100, "currency": "EUR"},
        "recipient": {"accountId": too_long(limits.ID)},
    }
    await refused(sandbox, f"{base}/transfers/simulate", transfer, "recipient.accountId", limits.ID)


async def test_card_payins(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, aid = account
    body = {
        "amount": 5_000,
        "currency": "EUR",
        "reference": too_long(limits.REFERENCE),
        "urlSuccess": "https://shop.example/ok",
        "urlFailed": "https://shop.example/ko",
    }
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins"
    await refused(sandbox, path, body, "reference", limits.REFERENCE)


async def test_accounts(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, _ = account
    body = {"alias": too_long(limits.ALIAS), "currency": "EUR"}
    await refused(sandbox, f"/api/v1/account/users/{uid}/accounts", body, "alias", limits.ALIAS)


async def test_shareholders(sandbox: SandboxApi) -> None:
    business = await sandbox.create_user("BUSINESS")
    body = {
        "email": "ana@example.com",
        "kyc": {"data": {}},
        "name": "Ana",
        "surname": too_long(limits.PERSON_NAME),
    }
    path = f"/api/v1/account/business-users/{business['id']}/shareholders"
    await refused(sandbox, path, body, "surname", limits.PERSON_NAME)


async def test_sandbox_users(sandbox: SandboxApi) -> None:
    body = {"type": "BUSINESS", "companyName": too_long(limits.COMPANY_NAME)}
    await refused(sandbox, "/sandbox/v1/users", body, "companyName", limits.COMPANY_NAME)


async def test_deposits_and_vibans(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    _, aid = account
    deposit = {"amount": 100, "counterparty": too_long(limits.COUNTERPARTY)}
    await refused(
        sandbox,
        f"/sandbox/v1/accounts/{aid}/deposits",
        deposit,
        "counterparty",
        limits.COUNTERPARTY,
    )
    viban = {"name": too_long(limits.VIBAN_NAME)}
    await refused(
        sandbox, f"/sandbox/v1/accounts/{aid}/virtual-ibans", viban, "name", limits.VIBAN_NAME
    )


async def test_otp_and_kyc_transitions(sandbox: SandboxApi, account: tuple[str, str]) -> None:
    uid, _ = account
    otp = {"code": too_long(limits.OTP_CODE)}
    await refused(sandbox, "/sandbox/v1/orders/any-order/otp", otp, "code", limits.OTP_CODE)
    transition = {"new_state": too_long(limits.STATE)}
    path = f"/sandbox/v1/users/{uid}/identity-verifications/any-session/transitions"
    await refused(sandbox, path, transition, "new_state", limits.STATE)
