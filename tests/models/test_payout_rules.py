"""Each rule of the spec refused with a sentence at its dotted field path."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from pydantic import ValidationError

from app.models.payouts import BankPayoutRequest, CardPayinRequest, CryptoPayoutRequest
from app.models.validation import FieldIssue, field_issues

VALID_IBAN = "DE89370400440532013000"


def person_payout(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "amounts": {
            "debitedAmount": {"amount": 10_000, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "EUR"},
        },
        "recipient": {
            "beneficiaryType": "PERSON",
            "routingData": "SEPA",
            "accountNumber": VALID_IBAN,
            "bankCountry": "DE",
            "address": {
                "city": "Berlin",
                "country": "DE",
                "line1": "Unter den Linden 1",
                "postalCode": "10117",
                "province": "Berlin",
            },
            "document": {"documentType": "PASSPORT", "number": "X1234567"},
            "name": "Lena",
            "surname": "Vogel",
            "relation": "FRIEND",
        },
        "description": "Rent for May",
    }
    for path, value in overrides.items():
        target = body
        *parents, leaf = path.split(".")
        for part in parents:
            target = target[part]
        if value is None:
            target.pop(leaf, None)
        else:
            target[leaf] = value
    return body


def business_payout(**overrides: Any) -> dict[str, Any]:
    base = {
        "recipient.beneficiaryType": "BUSINESS",
        "recipient.companyName": "Acme GmbH",
        "recipient.document": {"documentType": "TAX_ID", "number": "DE123456789"},
        "recipient.name": None,
        "recipient.surname": None,
        "recipient.relation": None,
    }
    return person_payout(**{**base, **overrides})


def issues(body: dict[str, Any]) -> list[FieldIssue]:
    with pytest.raises(ValidationError) as caught:
        BankPayoutRequest.model_validate(copy.deepcopy(body))
    return field_issues(caught.value)


def fields(body: dict[str, Any]) -> set[str]:
    return {i.field for i in issues(body)}


def test_valid_person_and_business_pass() -> None:
    BankPayoutRequest.model_validate(person_payout())
    business = BankPayoutRequest.model_validate(business_payout())
    assert business.recipient.relation == "COMERCIAL"  # ignored for BUSINESS, defaulted


def test_wire_form_is_camel_case() -> None:
    wire = BankPayoutRequest.model_validate(person_payout()).to_wire()
    assert wire["recipient"]["beneficiaryType"] == "PERSON"
    assert wire["amounts"]["receivedAmount"] == {"amount": 0, "currency": "EUR"}


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"recipient.relation": None}, "recipient.relation"),
        ({"recipient.name": "  "}, "recipient.name"),
        ({"recipient.surname": None}, "recipient.surname"),
        ({"recipient.document.documentType": "TAX_ID"}, "recipient.document.documentType"),
        ({"description": "ab"}, "description"),
        ({"recipient.routingData": "ACH"}, "recipient.routingData"),
        ({"recipient.accountNumber": "DE89370400440532013001"}, "recipient.accountNumber"),
        ({"recipient.address.postalCode": None}, "recipient.address.postalCode"),
        ({"recipient.document.number": None}, "recipient.document.number"),
        ({"recipient.bankCountry": "XX"}, "recipient.bankCountry"),
        ({"recipient.address.country": "Germany"}, "recipient.address.country"),
        ({"amounts.receivedAmount.amount": 500}, "amounts.receivedAmount.amount"),
        ({"amounts.debitedAmount.amount": 0}, "amounts.debitedAmount.amount"),
        ({"amounts.debitedAmount.amount": -1}, "amounts.debitedAmount.amount"),
        ({"amounts.debitedAmount.currency": "GBP"}, "amounts.debitedAmount.currency"),
    ],
)
def test_person_rules(overrides: dict[str, Any], field: str) -> None:
    assert field in fields(person_payout(**overrides))


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"recipient.companyName": None}, "recipient.companyName"),
        ({"recipient.document.documentType": "PASSPORT"}, "recipient.document.documentType"),
    ],
)
def test_business_rules(overrides: dict[str, Any], field: str) -> None:
    assert field in fields(business_payout(**overrides))


def test_aba_rules() -> None:
    us = {
        "recipient.routingData": "SWIFT",
        "recipient.accountNumber": "000123456789",
        "recipient.swift": "CHASUS33",
        "recipient.bankCountry": "US",
    }
    assert "recipient.abaRoutingCode" in fields(person_payout(**us))
    short = issues(person_payout(**us, **{"recipient.abaRoutingCode": "12345678"}))
    assert (
        FieldIssue("recipient.abaRoutingCode", "The ABA routing code is exactly 9 digits.") in short
    )
    BankPayoutRequest.model_validate(
        person_payout(**us, **{"recipient.abaRoutingCode": "021000021"})
    )
    wire = {
        "recipient.routingData": "WIRE",
        "recipient.accountNumber": "12345",
        "recipient.bankCountry": "MX",
    }
    assert "recipient.abaRoutingCode" in fields(person_payout(**wire))
    for territory in ("PR", "AS", "GU", "MP", "VI"):
        assert "recipient.abaRoutingCode" in fields(
            person_payout(**{**us, "recipient.bankCountry": territory})
        )


def test_every_broken_rule_is_reported_at_once() -> None:
    body = person_payout(**{"recipient.relation": None, "recipient.surname": None})
    assert {"recipient.relation", "recipient.surname"} <= fields(body)


def test_bad_swift_is_named() -> None:
    body = person_payout(**{"recipient.routingData": "SWIFT", "recipient.swift": "NOTABIC"})
    assert "recipient.swift" in fields(body)


def test_crypto_payout_single_amount_rule() -> None:
    body = {
        "amounts": {
            "debitedAmount": {"amount": 100, "currency": "USDT"},
            "receivedAmount": {"amount": 100, "currency": "USDT"},
        },
        "recipient": {
            "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "network": "ETHEREUM",
        },
    }
    with pytest.raises(ValidationError) as caught:
        CryptoPayoutRequest.model_validate(body)
    assert [i.field for i in field_issues(caught.value)] == ["amounts.receivedAmount.amount"]


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"currency": "MXN"}, "currency"),
        ({"urlSuccess": "not a url"}, "urlSuccess"),
        ({"amount": 0}, "amount"),
    ],
)
def test_card_payin_rules(overrides: dict[str, Any], field: str) -> None:
    body = {
        "amount": 5000,
        "currency": "EUR",
        "reference": "ORDER-1",
        "urlSuccess": "https://shop.example/ok",
        "urlFailed": "https://shop.example/ko",
        **overrides,
    }
    with pytest.raises(ValidationError) as caught:
        CardPayinRequest.model_validate(body)
    assert field in {i.field for i in field_issues(caught.value)}


def test_rules_are_reported_beside_field_errors_in_one_answer() -> None:
    """A missing street must not hide the missing surname until the street is fixed."""
    found = issues(
        person_payout(
            **{
                "recipient.address.line1": "",
                "recipient.surname": None,
                "recipient.routingData": "WIRE",
                "recipient.accountNumber": "000123456789",
                "recipient.bankCountry": "US",
                "recipient.abaRoutingCode": "12345678",
            }
        )
    )
    by_field = {issue.field: issue.message for issue in found}
    assert by_field["recipient.address.line1"] == "This field is required."
    assert by_field["recipient.surname"] == "Enter the recipient's surname; a person needs it."
    assert by_field["recipient.abaRoutingCode"] == "The ABA routing code is exactly 9 digits."
    assert len(found) == len(by_field)  # the malformed ABA is not also called missing


def test_business_without_company_name_is_said_beside_a_bad_country() -> None:
    found = fields(business_payout(**{"recipient.companyName": "", "recipient.bankCountry": "XX"}))
    assert found == {"recipient.companyName", "recipient.bankCountry"}
