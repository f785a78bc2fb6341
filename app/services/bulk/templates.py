"""Templates Teller writes for a batch: the header row, one example row that passes the single
form's rules for the current account's currency, and every column explained.

The .xlsx explains its columns on a second sheet, "Columns" (the importer reads the first
sheet only). A CSV has no place for notes that every spreadsheet keeps, and the importer
reads every line as a row, so the notes of a CSV template are a separate text,
:func:`template_notes`, that the screen saves beside it (or shows).

Amounts in the example are whole numbers, which read the same in English and Spanish; the
.xlsx stores the amount as a number and every other cell as text (format '@'), so a postal
code or an account number keeps its leading zeros when the person edits the sheet.
"""

from __future__ import annotations

import csv
import io

from app.services.bulk.columns import ColumnSpec, columns_for, explanation_words
from app.services.bulk.model import PayoutKind
from app.services.translation import translate

EXAMPLE_AMOUNT = 100
CRYPTO_EXAMPLE_CURRENCY = "USDT"
COLUMNS_SHEET = "Columns"

_PERSON = {
    "amount_mode": "debited",
    "beneficiary_type": "PERSON",
    "relation": "EMPLOYEE",
    "document_type": "PASSPORT",
    "document_number": "X1234567",
    "description": "Salary for May",
    "own_reference": "PAYROLL-0001",
}
# The bank details of the example by the account's currency: a route the single form accepts.
_EXAMPLE_BANKS: dict[str, dict[str, str]] = {
    "EUR": {
        "routing_data": "SEPA",
        "account_number": "ES9121000418450200051332",
        "bank_country": "ES",
        "name": "Lucía",
        "surname": "García López",
        "line1": "Calle Mayor 1",
        "city": "Madrid",
        "postal_code": "28013",
        "province": "Madrid",
        "country": "ES",
        "phone": "+34 600 111 222",
    },
    "USD": {
        "routing_data": "WIRE",
        "account_number": "000123456789",
        "bank_country": "US",
        "aba_routing_code": "021000021",
        "name": "Emily",
        "surname": "Carter",
        "line1": "350 Fifth Avenue",
        "city": "New York",
        "postal_code": "10118",
        "province": "NY",
        "country": "US",
        "phone": "+1 212 555 0100",
    },
    "CAD": {
        "routing_data": "SWIFT",
        "account_number": "1234567",
        "bank_country": "CA",
        "swift": "ROYCCAT2",
        "institution_number": "003",
        "transit_number": "00011",
        "name": "Olivia",
        "surname": "Tremblay",
        "line1": "200 Bay Street",
        "city": "Toronto",
        "postal_code": "M5J 2J5",
        "province": "ON",
        "country": "CA",
        "phone": "+1 416 555 0100",
    },
}
# Other currencies: an international (SWIFT) payout to a bank of the currency's country.
_SWIFT_COUNTRIES = {
    "MXN": ("MX", "Ciudad de México", "CDMX", "06000", "+52 55 1234 5678"),
    "BRL": ("BR", "São Paulo", "SP", "01310-100", "+55 11 91234 5678"),
    "COP": ("CO", "Bogotá", "Cundinamarca", "110111", "+57 601 234 5678"),
    "PEN": ("PE", "Lima", "Lima", "15001", "+51 1 234 5678"),
    "BOB": ("BO", "La Paz", "La Paz", "0201", "+591 2 234 5678"),
    "CLP": ("CL", "Santiago", "Región Metropolitana", "8320000", "+56 2 2345 6789"),
    "ARS": ("AR", "Buenos Aires", "CABA", "C1002", "+54 11 2345 6789"),
    "UYU": ("UY", "Montevideo", "Montevideo", "11000", "+598 2 345 6789"),
    "PYG": ("PY", "Asunción", "Central", "1209", "+595 21 234 567"),
}
_CRYPTO = {
    "amount_mode": "debited",
    "network": "ETHEREUM",
    "address": "0x52908400098527886E0F7030069857D2E4169EE7",  # EIP-55 checksummed
    "own_reference": "COMMISSION-0001",
}


def example_row(kind: PayoutKind, currency: str) -> dict[str, str]:
    """Column key -> the example's text, for the account's ``currency``."""
    currency = currency.strip().upper()
    if kind is PayoutKind.CRYPTO:
        return {"amount": str(EXAMPLE_AMOUNT), "currency": CRYPTO_EXAMPLE_CURRENCY, **_CRYPTO}
    bank = _EXAMPLE_BANKS.get(currency) or _swift_bank(currency)
    return {"amount": str(EXAMPLE_AMOUNT), "currency": currency, **_PERSON, **bank}


def _swift_bank(currency: str) -> dict[str, str]:
    country, city, province, postal, phone = _SWIFT_COUNTRIES.get(
        currency, ("DE", "Berlin", "Berlin", "10117", "+49 30 1234567")
    )
    return {
        "routing_data": "SWIFT",
        "account_number": "0123456789",
        "bank_country": country,
        "swift": f"BANK{country}MM",
        "name": "Ana",
        "surname": "Pérez",
        "line1": "Avenida Principal 100",
        "city": city,
        "postal_code": postal,
        "province": province,
        "country": country,
        "phone": phone,
    }


def template_csv(kind: PayoutKind, currency: str) -> bytes:
    """UTF-8 with a BOM (so Excel opens accents right) and commas: header and example row."""
    specs = columns_for(kind)
    example = example_row(kind, currency)
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(spec.english for spec in specs)
    writer.writerow(example.get(spec.key, "") for spec in specs)
    return out.getvalue().encode("utf-8-sig")


def template_notes(kind: PayoutKind) -> str:
    """The CSV template's companion text: what each column holds and which are required, in
    the language on screen (as every other text Teller shows or writes for a person)."""
    title = (
        translate("BulkTemplates", "Bank payouts")
        if kind is PayoutKind.BANK
        else translate("BulkTemplates", "Crypto payouts")
    )
    lines = [
        translate(
            "BulkTemplates", "{0}: one payout per row; the first row names the columns."
        ).format(title),
        translate(
            "BulkTemplates",
            "Columns may be in any order and named in English or Spanish; Teller asks you to "
            "confirm which column is which when you import the file. Leave a cell empty when "
            "the column does not apply to that payout. Up to 10,000 rows, 50 MB.",
        ),
        "",
    ]
    for spec in columns_for(kind):
        lines.append(
            translate("BulkTemplates", "{0} ({1}): {2}. {3}").format(
                spec.english, spec.spanish, _need(spec), explanation_words(spec)
            )
        )
    return "\n".join(lines) + "\n"


def _need(spec: ColumnSpec) -> str:
    return (
        translate("BulkTemplates", "required")
        if spec.required
        else translate("BulkTemplates", "optional")
    )


def template_xlsx(kind: PayoutKind, currency: str) -> bytes:
    """The payouts sheet (header, example row) and a "Columns" sheet explaining each."""
    from openpyxl import Workbook  # heavy, and only needed when a template is written
    from openpyxl.styles import Font

    specs = columns_for(kind)
    example = example_row(kind, currency)
    book = Workbook()
    sheet = book.active
    sheet.title = "Payouts"
    bold = Font(bold=True)
    for col, spec in enumerate(specs, start=1):
        head = sheet.cell(row=1, column=col, value=spec.english)
        head.font = bold
        text = example.get(spec.key, "")
        if spec.key == "amount":
            cell = sheet.cell(row=2, column=col, value=int(text))
            cell.number_format = "0.00"
        else:
            cell = sheet.cell(row=2, column=col, value=text or None)
            cell.number_format = "@"
            sheet.column_dimensions[head.column_letter].number_format = "@"  # rows typed later
        width = max(len(spec.english), len(text), 10) + 2
        sheet.column_dimensions[head.column_letter].width = width
    sheet.freeze_panes = "A2"
    notes = book.create_sheet(COLUMNS_SHEET)
    notes.append(
        [
            translate("BulkTemplates", "Column"),
            translate("BulkTemplates", "Spanish name"),
            translate("BulkTemplates", "Needed"),
            translate("BulkTemplates", "What it holds"),
        ]
    )
    for cell in notes[1]:
        cell.font = bold
    for spec in specs:
        notes.append([spec.english, spec.spanish, _need(spec), explanation_words(spec)])
    for letter, width in zip("ABCD", (22, 26, 10, 90), strict=True):
        notes.column_dimensions[letter].width = width
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
