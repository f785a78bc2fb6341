"""An address must be one its network can receive at: format, and checksum where there is one.

The payout model carries the check, so the form shows it at ``recipient.address`` and the
sandbox answers it with a 400 naming that field.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.models.crypto_addresses import ADDRESS_MAX_LENGTH, address_problem
from app.models.payouts import CryptoPayoutRequest
from app.models.validation import field_issues

VALID = [
    ("BITCOIN", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"),  # P2PKH
    ("BITCOIN", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"),  # P2SH
    ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"),  # segwit v0, bech32
    ("BITCOIN", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"),  # all capitals
    ("BITCOIN", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"),  # taproot
    ("ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),  # EIP-55
    ("ETHEREUM", "0x52908400098527886E0F7030069857D2E4169EE7"),  # EIP-55, all capitals
    ("ETHEREUM", "0xde709f2102306220921060314715629080e2fb77"),  # no checksum written
    ("POLYGON", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"),
    ("TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
    ("SOLANA", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"),
    ("SOLANA", "11111111111111111111111111111111"),  # 32 zero bytes
    ("solana", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"),  # network in any case
]


@pytest.mark.parametrize(("network", "address"), VALID)
def test_valid_addresses_pass(network: str, address: str) -> None:
    assert address_problem(network, address) is None


INVALID = [
    ("BITCOIN", "not-an-address", "it should start with 1, 3 or bc1"),
    ("BITCOIN", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb", "its checksum does not match"),
    ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "its checksum does not match"),
    ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", "its checksum does not match"),
    ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4", "mixes capital and small"),
    ("BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kb8f3t4", "“b”"),
    ("BITCOIN", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", "testnet"),
    ("BITCOIN", "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", "testnet"),
    ("BITCOIN", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "should start with 1, 3 or bc1"),
    ("ETHEREUM", "0xabc", "0x followed by 40 hexadecimal digits"),
    ("ETHEREUM", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x followed by 40"),
    ("ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "checksum does not match"),
    ("POLYGON", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35g", "40 hexadecimal digits"),
    ("TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u", "its checksum does not match"),
    ("TRON", "TXYZ0123456789abcdefghijklmnopqrst", "“0”"),
    ("TRON", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "should start with T"),
    ("TRON", "TZJqCCFeCFdJJaGGgNhTbhcLdyjmqUrgFq", "not a TRON account address"),
    ("SOLANA", "abc", "32-byte key"),
    ("SOLANA", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "“0”"),
]


@pytest.mark.parametrize(("network", "address", "reason"), INVALID)
def test_invalid_addresses_are_explained(network: str, address: str, reason: str) -> None:
    problem = address_problem(network, address)
    assert problem is not None
    assert problem.startswith(f"This is not a valid {network} address: ")
    assert reason in problem
    assert problem.endswith(".")


def test_a_network_the_client_does_not_know_is_left_to_the_server() -> None:
    assert address_problem("ARBITRUM", "anything") is None


def body(address: str, network: str = "BITCOIN") -> dict[str, Any]:
    return {
        "amounts": {
            "debitedAmount": {"amount": 10_000, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "BTC"},
        },
        "recipient": {"address": address, "network": network},
    }


def test_the_payout_model_puts_the_sentence_at_the_address() -> None:
    with pytest.raises(ValidationError) as caught:
        CryptoPayoutRequest.model_validate(body("not-an-address"))
    [issue] = field_issues(caught.value)
    assert issue.field == "recipient.address"
    assert issue.message == (
        "This is not a valid BITCOIN address: it should start with 1, 3 or bc1."
    )


def test_the_payout_model_reports_the_address_beside_other_errors() -> None:
    broken = body("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb")
    broken["amounts"]["debitedAmount"]["amount"] = "100"
    with pytest.raises(ValidationError) as caught:
        CryptoPayoutRequest.model_validate(broken)
    fields = {i.field: i.message for i in field_issues(caught.value)}
    assert set(fields) == {"amounts.debitedAmount.amount", "recipient.address"}
    assert fields["recipient.address"].endswith("its checksum does not match.")


def test_a_valid_address_makes_a_request() -> None:
    request = CryptoPayoutRequest.model_validate(body(" 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa "))
    assert request.recipient.address == "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"


def test_an_address_longer_than_any_network_has_is_refused_at_its_field() -> None:
    with pytest.raises(ValidationError) as caught:
        CryptoPayoutRequest.model_validate(body("a" * (ADDRESS_MAX_LENGTH + 1), "ARBITRUM"))
    [issue] = field_issues(caught.value)
    assert issue.field == "recipient.address"
