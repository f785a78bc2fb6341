"""Every free-text field of a request has a length the models refuse past, at the field.

The limits and their reasons: app/models/text_limits.py and docs/api-decisions.md.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.models import text_limits as limits
from app.models.accounts import CreateAccountRequest
from app.models.crypto_addresses import ADDRESS_MAX_LENGTH, NETWORK_MAX_LENGTH
from app.models.onboarding import ShareholderCreateRequest, ShareholderUpdateRequest
from app.models.payouts import (
    BankPayoutRequest,
    CardPayinRequest,
    CryptoPayoutRequest,
    CryptoPayoutSimulationRequest,
    TransferSimulationRequest,
)
from app.models.sandbox_helpers import (
    DepositRequest,
    OtpRequest,
    SandboxUserCreate,
    TransitionRequest,
    VirtualIbanCreate,
)
from app.models.validation import field_issues
from tests.helpers.bodies import bank_payout, business_payout, crypto_payout

SWIFT = {"recipient.routingData": "SWIFT", "recipient.swift": "DEUTDEFF"}  # any account number
CARD = {
    "amount": 5_000,
    "currency": "EUR",
    "reference": "ORDER-1",
    "urlSuccess": "https://shop.example/ok",
    "urlFailed": "https://shop.example/ko",
}
SHAREHOLDER = {"email": "ana@example.com", "kyc": {"data": {}}, "name": "Ana", "surname": "Ruiz"}
SIMULATION = {"amounts": crypto_payout()["amounts"], "recipient": {"network": "TRON"}}
TRANSFER = {"origin": {"amount": 100, "currency": "EUR"}, "recipient": {"accountId": "a"}}
ANY_CHAIN = {"recipient.network": "ARBITRUM"}  # one the client leaves to the server

# (model, a valid body, the field's dotted wire path, its limit, a filler of any length)
CASES: list[tuple[type[BaseModel], dict[str, Any], str, int, Any]] = [
    (BankPayoutRequest, bank_payout(), "description", limits.REMITTANCE, None),
    (BankPayoutRequest, bank_payout(), "ownReference", limits.REFERENCE, None),
    (BankPayoutRequest, bank_payout(**SWIFT), "recipient.accountNumber", 34, None),
    (BankPayoutRequest, bank_payout(), "recipient.name", limits.PERSON_NAME, None),
    (BankPayoutRequest, bank_payout(), "recipient.surname", limits.PERSON_NAME, None),
    (BankPayoutRequest, business_payout(), "recipient.companyName", limits.COMPANY_NAME, None),
    (BankPayoutRequest, bank_payout(), "recipient.relation", limits.RELATION, None),
    (BankPayoutRequest, bank_payout(), "recipient.address.line1", limits.ADDRESS_LINE, None),
    (BankPayoutRequest, bank_payout(), "recipient.address.city", limits.CITY, None),
    (BankPayoutRequest, bank_payout(), "recipient.address.province", limits.PROVINCE, None),
    (BankPayoutRequest, bank_payout(), "recipient.address.postalCode", 16, None),
    (BankPayoutRequest, bank_payout(), "recipient.document.number", 35, None),
    (BankPayoutRequest, bank_payout(), "recipient.institutionNumber", 35, None),
    (BankPayoutRequest, bank_payout(), "recipient.transitNumber", 35, None),
    (BankPayoutRequest, bank_payout(), "recipient.contact.phone", limits.PHONE, None),
    (CryptoPayoutRequest, crypto_payout(), "ownReference", limits.REFERENCE, None),
    (
        CryptoPayoutRequest,
        crypto_payout(**ANY_CHAIN),
        "recipient.address",
        ADDRESS_MAX_LENGTH,
        None,
    ),
    (CryptoPayoutRequest, crypto_payout(), "recipient.network", NETWORK_MAX_LENGTH, None),
    (CryptoPayoutSimulationRequest, SIMULATION, "recipient.network", NETWORK_MAX_LENGTH, None),
    (TransferSimulationRequest, TRANSFER, "recipient.accountId", limits.ID, None),
    (CardPayinRequest, CARD, "reference", limits.REFERENCE, None),
    (CardPayinRequest, CARD, "urlSuccess", limits.URL, "https://shop.example/"),
    (CardPayinRequest, CARD, "urlFailed", limits.URL, "https://shop.example/"),
    (CardPayinRequest, CARD, "payer.name", limits.PAYER_TEXT, None),
    (CreateAccountRequest, {"currency": "EUR"}, "alias", limits.ALIAS, None),
    (ShareholderCreateRequest, SHAREHOLDER, "name", limits.PERSON_NAME, None),
    (ShareholderCreateRequest, SHAREHOLDER, "surname", limits.PERSON_NAME, None),
    (ShareholderUpdateRequest, {}, "name", limits.PERSON_NAME, None),
    (ShareholderUpdateRequest, {}, "surname", limits.PERSON_NAME, None),
    (SandboxUserCreate, {"type": "PERSON"}, "name", limits.PERSON_NAME, None),
    (SandboxUserCreate, {"type": "PERSON"}, "surname", limits.PERSON_NAME, None),
    (SandboxUserCreate, {"type": "BUSINESS"}, "companyName", limits.COMPANY_NAME, None),
    (DepositRequest, {"amount": 100}, "counterparty", limits.COUNTERPARTY, None),
    (DepositRequest, {"amount": 100}, "reference", limits.REFERENCE, None),
    (VirtualIbanCreate, {}, "name", limits.VIBAN_NAME, None),
    (OtpRequest, {}, "code", limits.OTP_CODE, None),
    (TransitionRequest, {}, "new_state", limits.STATE, None),
]
# Fields with a rule of their own besides the length: only the refusal is checked here.
ONLY_TOO_LONG = [
    (BankPayoutRequest, bank_payout(), "recipient.document.documentType", 35, None),
]


def with_text(body: dict[str, Any], path: str, length: int, prefix: str | None) -> dict[str, Any]:
    body = copy.deepcopy(body)
    target = body
    *parents, leaf = path.split(".")
    for part in parents:
        target = target.setdefault(part, {})
    start = prefix or ""
    target[leaf] = start + "A" * (length - len(start))
    return body


def case_id(case: tuple[type[BaseModel], dict[str, Any], str, int, Any]) -> str:
    return f"{case[0].__name__}.{case[2]}"


@pytest.mark.parametrize("case", CASES + ONLY_TOO_LONG, ids=case_id)
def test_one_character_too_many_is_refused_at_the_field(
    case: tuple[type[BaseModel], dict[str, Any], str, int, Any],
) -> None:
    model, body, path, limit, prefix = case
    with pytest.raises(ValidationError) as caught:
        model.model_validate(with_text(body, path, limit + 1, prefix))
    at_field = [i.message for i in field_issues(caught.value) if i.field == path]
    assert at_field == [f"Enter at most {limit} characters; this has {limit + 1}."]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_limit_itself_is_accepted(
    case: tuple[type[BaseModel], dict[str, Any], str, int, Any],
) -> None:
    model, body, path, limit, prefix = case
    model.model_validate(with_text(body, path, limit, prefix))
