"""Every imported row checked by the single forms' rules, each error at its cell."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from app.models.accounts import Account, AccountCapabilities, Feature
from app.models.payouts import BankPayoutRequest, CryptoPayoutRequest
from app.services.bulk.columns import BANK_COLUMNS, CRYPTO_COLUMNS
from app.services.bulk.model import CheckedRow, ImportedRow, ImportResult, PayoutKind, SourceFile
from app.services.bulk.row_checks import PayoutLimits, RowChecker, check_rows
from tests.helpers.bodies import CRYPTO_ADDRESSES, VALID_IBAN

PERSON = {
    "amount": "100.00",
    "currency": "EUR",
    "beneficiary_type": "PERSON",
    "name": "Lena",
    "surname": "Vogel",
    "relation": "FRIEND",
    "document_type": "PASSPORT",
    "document_number": "X1234567",
    "routing_data": "SEPA",
    "account_number": "DE89 3704 0044 0532 0130 00",
    "bank_country": "de",
    "line1": "Unter den Linden 1",
    "city": "Berlin",
    "postal_code": "10117",
    "province": "Berlin",
    "country": "DE",
    "description": "Rent for May",
}
BUSINESS = {
    **{k: v for k, v in PERSON.items() if k not in ("name", "surname", "relation")},
    "beneficiary_type": "BUSINESS",
    "company_name": "Acme GmbH",
    "document_type": "TAX_ID",
    "document_number": "DE123456789",
    "account_number": "ES9121000418450200051332",
    "bank_country": "ES",
}
CRYPTO = {
    "amount": "50",
    "currency": "USDT",
    "network": "ETHEREUM",
    "address": CRYPTO_ADDRESSES["ETHEREUM"],
}


def result(kind: PayoutKind, *rows: dict[str, str]) -> ImportResult:
    source = SourceFile(name="pay.csv", sha256="0" * 64, size=1, format="csv")
    imported = tuple(ImportedRow(number=i + 2, cells=dict(cells)) for i, cells in enumerate(rows))
    return ImportResult(file=source, kind=kind, headers=(), rows=imported)


def check(kind: PayoutKind, *rows: dict[str, str], **options: Any) -> list[CheckedRow]:
    options = {"currency": "EUR", "language": "en", **options}
    return check_rows(result(kind, *rows), **options)


def errors_at(row: CheckedRow) -> dict[str, str]:
    return {error.column: error.sentence for error in row.errors}


def test_the_column_keys_are_the_importers() -> None:
    """Every cell a request field lands in is a column the import defines."""
    from app.services.bulk.row_checks import BANK_CELLS, CRYPTO_CELLS

    assert set(BANK_CELLS.values()) <= {c.key for c in BANK_COLUMNS}
    assert set(CRYPTO_CELLS.values()) <= {c.key for c in CRYPTO_COLUMNS}


def test_a_person_row_becomes_the_forms_request() -> None:
    [row] = check(PayoutKind.BANK, PERSON)
    assert row.errors == ()
    assert row.ready
    assert isinstance(row.request, BankPayoutRequest)
    wire = row.request.to_wire()
    assert wire["amounts"]["debitedAmount"] == {"amount": 10_000, "currency": "EUR"}
    assert wire["amounts"]["receivedAmount"] == {"amount": 0, "currency": "EUR"}
    assert wire["recipient"]["accountNumber"] == VALID_IBAN  # spaces gone, as the form does
    assert wire["recipient"]["bankCountry"] == "DE"
    assert (row.amount, row.currency) == (Decimal("100.00"), "EUR")


def test_a_business_row_becomes_the_forms_request() -> None:
    [row] = check(PayoutKind.BANK, BUSINESS)
    assert row.errors == ()
    assert row.request.recipient.company_name == "Acme GmbH"
    assert row.request.recipient.relation == "COMERCIAL"


ROUTINGS = {
    "SEPA": {},
    "IBAN": {"routing_data": "IBAN", "swift": "deut deff"},
    "SWIFT": {
        "routing_data": "SWIFT",
        "account_number": "123456789",
        "bank_country": "MX",
        "swift": "BNMXMXMM",
    },
    "WIRE": {
        "routing_data": "WIRE",
        "account_number": "000123456789",
        "bank_country": "US",
        "aba_routing_code": "026009593",
        "currency": "USD",
    },
    "US bank by IBAN routing": {
        "routing_data": "SWIFT",
        "account_number": "000123456789",
        "bank_country": "PR",
        "swift": "BOFAUS3N",
        "aba_routing_code": "021502011",
        "currency": "USD",
    },
    "Canada": {
        "routing_data": "SWIFT",
        "account_number": "1234567",
        "bank_country": "CA",
        "swift": "ROYCCAT2",
        "institution_number": "003",
        "transit_number": "00012",
        "currency": "CAD",
    },
}


@pytest.mark.parametrize("base", [PERSON, BUSINESS], ids=["PERSON", "BUSINESS"])
@pytest.mark.parametrize("routing", ROUTINGS, ids=list(ROUTINGS))
def test_every_routing_the_form_knows(base: dict[str, str], routing: str) -> None:
    [row] = check(PayoutKind.BANK, {**base, **ROUTINGS[routing]})
    assert row.errors == ()
    wire = row.request.to_wire()["recipient"]
    if "swift" in ROUTINGS[routing]:
        assert wire["swift"] == ROUTINGS[routing]["swift"].replace(" ", "").upper()
    if "aba_routing_code" in ROUTINGS[routing]:
        assert wire["abaRoutingCode"] == ROUTINGS[routing]["aba_routing_code"]


def test_aba_is_left_out_where_the_form_leaves_it_out() -> None:
    """The form sends the ABA code only where the bank needs one (it hides the field)."""
    [row] = check(PayoutKind.BANK, {**PERSON, "aba_routing_code": "12"})
    assert row.errors == ()
    assert "abaRoutingCode" not in row.request.to_wire()["recipient"]


@pytest.mark.parametrize(
    ("change", "column", "words"),
    [
        ({"account_number": "DE89370400440532013001"}, "account_number", "not a valid IBAN"),
        ({"routing_data": "SWIFT", "swift": ""}, "swift", "SWIFT payouts need it"),
        ({"routing_data": "SWIFT", "swift": "NOTABIC"}, "swift", "not a valid SWIFT/BIC"),
        ({"routing_data": "WIRE", "bank_country": "US"}, "aba_routing_code", "WIRE payouts"),
        ({"surname": ""}, "surname", "Enter the recipient's surname; a person needs it."),
        ({"relation": ""}, "relation", "Choose how the user relates"),
        ({"document_type": "TAX_ID"}, "document_type", "A person's document must be"),
        ({"beneficiary_type": "ROBOT"}, "beneficiary_type", "Choose one of: PERSON or BUSINESS."),
        ({"routing_data": "ACH"}, "routing_data", "Choose one of"),
        ({"line1": ""}, "line1", "This field is required."),
        ({"country": "ZZ"}, "country", "two-letter ISO code"),
        ({"description": "ab"}, "description", "Enter at least 3 characters."),
        ({"phone": "+" + "1" * 80}, "phone", "Enter at most"),
    ],
)
def test_each_broken_rule_is_at_its_cell_with_the_forms_sentence(
    change: dict[str, str], column: str, words: str
) -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, **change})
    assert not row.ready
    assert row.request is None
    at = errors_at(row)
    assert column in at, row.errors
    assert words in at[column]
    assert all(error.row == 2 for error in row.errors)


def test_business_without_its_name_is_at_the_company_cell() -> None:
    [row] = check(PayoutKind.BANK, {**BUSINESS, "company_name": " "})
    assert errors_at(row) == {"company_name": "Enter the company name; a business needs it."}


def test_every_error_of_a_row_is_said_at_once() -> None:
    broken = {**PERSON, "surname": "", "city": "", "account_number": "DE00", "amount": "abc"}
    [row] = check(PayoutKind.BANK, broken)
    assert set(errors_at(row)) == {"surname", "city", "account_number", "amount"}


def test_a_bidi_control_in_a_name_is_refused_at_its_cell() -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "name": "Le\u202ena"})
    assert errors_at(row) == {
        "name": "Remove the invisible character U+202E (character 3): it would make this "
        "text read differently from what it holds."
    }


def test_a_crypto_row_becomes_the_forms_request() -> None:
    [row] = check(
        PayoutKind.CRYPTO, {**CRYPTO, "network": "tron", "address": CRYPTO_ADDRESSES["TRON"]}
    )
    assert row.errors == ()
    assert isinstance(row.request, CryptoPayoutRequest)
    assert row.request.recipient.network == "TRON"
    assert row.request.amounts.debited_amount.amount == 5_000


def test_a_crypto_address_with_a_bad_checksum_is_refused_at_the_address() -> None:
    bad = CRYPTO_ADDRESSES["ETHEREUM"].replace("E7", "e7")  # EIP-55 mixed case broken
    [row] = check(PayoutKind.CRYPTO, {**CRYPTO, "address": bad})
    at = errors_at(row)
    assert list(at) == ["address"]
    assert at["address"].startswith("This is not a valid ETHEREUM address")


@pytest.mark.parametrize(
    ("language", "text", "minor"),
    [
        ("en", "1,234.56", 123_456),
        ("es", "1.234,56", 123_456),
        ("es", "1234,5", 123_450),
        ("es", "12.50", 1_250),  # typed out of habit: still twelve and a half, as the form
        ("en", " 7 ", 700),
    ],
)
def test_amounts_are_read_as_the_language_writes_them(language: str, text: str, minor: int) -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "amount": text}, language=language)
    assert row.errors == ()
    assert row.request.amounts.debited_amount.amount == minor
    assert row.amount == Decimal(minor) / 100


def test_an_english_amount_in_a_spanish_file_is_not_taken_for_another_sum() -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "amount": "1,234.56"}, language="es")
    assert row.request.amounts.debited_amount.amount == 123_456
    [row] = check(PayoutKind.BANK, {**PERSON, "amount": "1.234,56"}, language="en")
    assert errors_at(row) == {"amount": "Enter the amount as a number, for example 1234.56."}


@pytest.mark.parametrize(
    ("amount", "sentence"),
    [
        ("", "Enter an amount."),
        ("0", "Enter an amount greater than 0."),
        ("-5", "An amount cannot be negative."),
        ("1.234", "Use at most 2 decimal places."),
    ],
)
def test_an_amount_the_form_refuses_is_refused_at_the_amount(amount: str, sentence: str) -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "amount": amount})
    assert errors_at(row) == {"amount": sentence}


def test_received_mode_fixes_what_the_recipient_gets() -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "amount_mode": "Recibido", "currency": "usd"})
    assert row.errors == ()
    amounts = row.request.amounts
    assert (amounts.debited_amount.amount, amounts.debited_amount.currency) == (0, "EUR")
    assert (amounts.received_amount.amount, amounts.received_amount.currency) == (10_000, "USD")
    assert row.currency == "USD"


def test_an_unknown_amount_mode_is_said_at_its_cell() -> None:
    [row] = check(PayoutKind.BANK, {**PERSON, "amount_mode": "both"})
    assert list(errors_at(row)) == ["amount_mode"]


@pytest.mark.parametrize(
    ("kind", "base", "currency", "words"),
    [
        (PayoutKind.BANK, PERSON, "USDT", "A bank payout from this account cannot pay in USDT"),
        (PayoutKind.CRYPTO, CRYPTO, "EUR", "A crypto payout from this account cannot pay in EUR"),
        (PayoutKind.BANK, PERSON, "DOGE", "cannot pay in DOGE"),
        (PayoutKind.BANK, PERSON, "", "Enter the currency the recipient gets"),
    ],
)
def test_a_currency_the_form_does_not_offer_is_refused_at_the_currency(
    kind: PayoutKind, base: dict[str, str], currency: str, words: str
) -> None:
    [row] = check(kind, {**base, "currency": currency})
    at = errors_at(row)
    assert list(at) == ["currency"], row.errors
    assert words in at["currency"]


def account(balance: int = 1_000_000) -> Account:
    return Account.model_validate(
        {"id": "acc-1", "currency": "EUR", "balance": balance, "pendingOut": 0}
    )


def capabilities(
    min_amount: int | None = 1_000, max_amount: int | None = 50_000
) -> AccountCapabilities:
    feature = Feature(
        feature_slug="BANK_PAYOUT", enabled=True, min_amount=min_amount, max_amount=max_amount
    )
    return AccountCapabilities(features=[feature])


@pytest.mark.parametrize(
    ("amount", "balance", "sentence"),
    [
        ("600.00", 1_000_000, "The largest bank payout from this account is 500.00 EUR."),
        ("5.00", 1_000_000, "The smallest bank payout from this account is 10.00 EUR."),
        (
            "300.00",
            20_000,
            "This account has 200.00 EUR available; this bank payout needs at least 300.00 EUR.",
        ),
    ],
)
def test_limits_from_capabilities_are_said_at_the_amount(
    amount: str, balance: int, sentence: str
) -> None:
    limits = PayoutLimits(account(balance), capabilities())
    [row] = check(PayoutKind.BANK, {**PERSON, "amount": amount}, limits=limits)
    assert errors_at(row) == {"amount": sentence}
    assert row.request is None


def test_an_account_without_the_feature_cannot_pay() -> None:
    limits = PayoutLimits(account(), AccountCapabilities(features=[]))
    [row] = check(PayoutKind.CRYPTO, CRYPTO, limits=limits)
    assert errors_at(row) == {"amount": "This account cannot make crypto payouts."}


def test_a_row_within_the_limits_passes() -> None:
    limits = PayoutLimits(account(), capabilities())
    [row] = check(PayoutKind.BANK, PERSON, limits=limits)
    assert row.ready


def test_a_fix_in_place_clears_the_error_and_remembers_the_files_text() -> None:
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="en")
    [row] = checker.check_all([ImportedRow(2, {**PERSON, "surname": ""})])
    assert "surname" in errors_at(row)
    fixed = checker.recheck(row, {"surname": "Vogel"})
    assert fixed.errors == ()
    assert fixed.ready
    assert fixed.row.cells["surname"] == "Vogel"
    assert fixed.fixed == {"surname": ""}
    again = checker.recheck(fixed, {"city": "Potsdam"})
    assert again.fixed == {"surname": "", "city": "Berlin"}
    back = checker.recheck(again, {"city": "Berlin"})
    assert back.fixed == {"surname": ""}  # typed back to the file's text: no fix to carry


def test_a_fix_that_breaks_a_row_says_so() -> None:
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="en")
    [row] = checker.check_all([ImportedRow(2, PERSON)])
    broken = checker.recheck(row, {"account_number": "DE00"})
    assert list(errors_at(broken)) == ["account_number"]
    assert broken.request is None


def test_rows_keep_their_file_numbers() -> None:
    rows = check(PayoutKind.BANK, PERSON, {**PERSON, "city": ""}, BUSINESS)
    assert [r.row.number for r in rows] == [2, 3, 4]
    assert [e.row for e in rows[1].errors] == [3]
