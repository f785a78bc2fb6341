"""The templates Teller writes re-import cleanly, and their example rows pass the form's rules."""

from __future__ import annotations

import io
from typing import Any

import pytest
from openpyxl import load_workbook

from app.models.money import CRYPTO_CURRENCIES, Currency, parse_amount_in
from app.models.payouts import BankPayoutRequest, CryptoPayoutRequest
from app.services.bulk.columns import BANK_COLUMNS, CRYPTO_COLUMNS, columns_for
from app.services.bulk.import_file import read_file
from app.services.bulk.model import PayoutKind
from app.services.bulk.templates import (
    COLUMNS_SHEET,
    template_csv,
    template_notes,
    template_xlsx,
)

FIAT = [c.value for c in Currency if c not in CRYPTO_CURRENCIES]


def _wire(cells: dict[str, str], account_currency: str) -> dict[str, Any]:
    """The request the single form would send for these cells (amount debited)."""

    def some(key: str) -> str | None:
        return cells.get(key) or None

    amount = parse_amount_in(cells["amount"], "en")
    amounts = {
        "debitedAmount": {"amount": amount, "currency": account_currency},
        "receivedAmount": {"amount": 0, "currency": cells["currency"]},
    }
    if "network" in cells:
        recipient: dict[str, Any] = {"address": cells["address"], "network": cells["network"]}
        return {"amounts": amounts, "recipient": recipient, "ownReference": some("own_reference")}
    recipient = {
        "beneficiaryType": cells["beneficiary_type"],
        "routingData": cells["routing_data"],
        "accountNumber": cells["account_number"],
        "bankCountry": cells["bank_country"],
        "address": {
            key: cells[name]
            for key, name in (
                ("line1", "line1"),
                ("city", "city"),
                ("postalCode", "postal_code"),
                ("province", "province"),
                ("country", "country"),
            )
        },
        "document": {"documentType": cells["document_type"], "number": cells["document_number"]},
        "name": some("name"),
        "surname": some("surname"),
        "relation": some("relation"),
        "companyName": some("company_name"),
        "swift": some("swift"),
        "abaRoutingCode": some("aba_routing_code"),
        "institutionNumber": some("institution_number"),
        "transitNumber": some("transit_number"),
        "contact": {"phone": some("phone")},
    }
    return {
        "amounts": amounts,
        "recipient": recipient,
        "description": some("description"),
        "ownReference": some("own_reference"),
    }


@pytest.mark.parametrize("currency", FIAT)
@pytest.mark.parametrize("write", [template_csv, template_xlsx], ids=["csv", "xlsx"])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_bank_template_reimports_and_its_example_passes(
    write: Any, currency: str, language: str
) -> None:
    name = "template." + ("csv" if write is template_csv else "xlsx")
    result = read_file(name, write(PayoutKind.BANK, currency), language=language)
    assert (result.kind, result.problems, len(result.rows)) == (PayoutKind.BANK, (), 1)
    assert set(result.mapping.values()) == {spec.key for spec in BANK_COLUMNS}
    cells = result.rows[0].cells
    assert parse_amount_in(cells["amount"], language) == 10_000
    assert cells["currency"] == currency
    BankPayoutRequest.model_validate(_wire(cells, currency))


@pytest.mark.parametrize("write", [template_csv, template_xlsx], ids=["csv", "xlsx"])
def test_the_crypto_template_reimports_and_its_example_passes(write: Any) -> None:
    name = "template." + ("csv" if write is template_csv else "xlsx")
    result = read_file(name, write(PayoutKind.CRYPTO, "EUR"))
    assert (result.kind, result.problems, len(result.rows)) == (PayoutKind.CRYPTO, (), 1)
    assert set(result.mapping.values()) == {spec.key for spec in CRYPTO_COLUMNS}
    CryptoPayoutRequest.model_validate(_wire(result.rows[0].cells, "EUR"))


@pytest.mark.parametrize("kind", list(PayoutKind))
def test_the_workbook_explains_every_column_on_a_second_sheet(kind: PayoutKind) -> None:
    book = load_workbook(io.BytesIO(template_xlsx(kind, "EUR")))
    assert book.sheetnames == ["Payouts", COLUMNS_SHEET]
    rows = list(book[COLUMNS_SHEET].iter_rows(values_only=True))
    specs = columns_for(kind)
    assert [r[0] for r in rows[1:]] == [spec.english for spec in specs]
    assert all(r[3] for r in rows[1:])
    assert [r[2] for r in rows[1:]] == [
        "required" if spec.required else "optional" for spec in specs
    ]


@pytest.mark.parametrize("kind", list(PayoutKind))
def test_the_csv_notes_explain_every_column(kind: PayoutKind) -> None:
    notes = template_notes(kind)
    for spec in columns_for(kind):
        assert f"{spec.english} ({spec.spanish}): " in notes
        assert spec.explanation in notes


def test_the_csv_template_opens_in_spreadsheets_with_accents() -> None:
    content = template_csv(PayoutKind.BANK, "EUR")
    assert content.startswith(b"\xef\xbb\xbf")
    assert "Lucía".encode() in content
