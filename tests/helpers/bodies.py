"""Request bodies that pass the spec's rules, for tests to start from and break."""

from __future__ import annotations

import copy
from typing import Any

VALID_IBAN = "DE89370400440532013000"
FAILING_IBAN = "DE94370400440532010000"  # checksum-valid, ends in 0000: the sandbox fails it


def bank_payout(amount: int = 10_000, currency: str = "EUR", **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "amounts": {
            "debitedAmount": {"amount": amount, "currency": currency},
            "receivedAmount": {"amount": 0, "currency": currency},
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
    return apply(body, overrides)


def business_payout(amount: int = 10_000, **overrides: Any) -> dict[str, Any]:
    base = {
        "recipient.beneficiaryType": "BUSINESS",
        "recipient.companyName": "Acme GmbH",
        "recipient.document": {"documentType": "TAX_ID", "number": "DE123456789"},
        "recipient.name": None,
        "recipient.surname": None,
        "recipient.relation": None,
    }
    return bank_payout(amount, **{**base, **overrides})


def crypto_payout(
    amount: int = 10_000, currency: str = "EUR", to: str = "USDT", **overrides: Any
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "amounts": {
            "debitedAmount": {"amount": amount, "currency": currency},
            "receivedAmount": {"amount": 0, "currency": to},
        },
        "recipient": {
            "address": "0x52908400098527886E0F7030069857D2E4169EE7",
            "network": "ETHEREUM",
        },
    }
    return apply(body, overrides)


def apply(body: dict[str, Any], overrides: dict[str, Any]) -> dict[str, Any]:
    """Dotted-path overrides; None removes the member."""
    body = copy.deepcopy(body)
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
