"""Request bodies that pass the spec's rules, for tests to start from and break."""

from __future__ import annotations

import copy
from typing import Any

VALID_IBAN = "DE89370400440532013000"
FAILING_IBAN = "DE94370400440532010000"  # checksum-valid, ends in 0000: the sandbox fails it

# Valid addresses (format and checksum) of every network the sandbox knows.
CRYPTO_ADDRESSES = {
    "BITCOIN": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",  # BIP-173
    "ETHEREUM": "0x52908400098527886E0F7030069857D2E4169EE7",  # EIP-55
    "POLYGON": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",  # EIP-55
    "TRON": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    "SOLANA": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
}
# Valid too, and ending in 0000 (hex, bech32) or 1111 (base58): the sandbox fails them.
FAILING_CRYPTO_ADDRESSES = {
    "BITCOIN": "bc1qd8nqau492tzgafh8wky0zsw49uqq039lgk0000",
    "ETHEREUM": "0x52908400098527886e0F7030069857d2E4160000",
    "POLYGON": "0x52908400098527886e0F7030069857d2E4160000",
    "TRON": "TZFUyB78TLFWRheUWptdXDJ5pTEQYg1111",
    "SOLANA": "6kzxqoD8p5phJJdknTt6BrvqrJUdaK1eZ48krJ641111",
}


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
    """A crypto payout on ETHEREUM; another ``recipient.network`` brings its own address."""
    network = str(overrides.get("recipient.network", "ETHEREUM")).upper()
    body: dict[str, Any] = {
        "amounts": {
            "debitedAmount": {"amount": amount, "currency": currency},
            "receivedAmount": {"amount": 0, "currency": to},
        },
        "recipient": {
            "address": CRYPTO_ADDRESSES.get(network, CRYPTO_ADDRESSES["ETHEREUM"]),
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
