"""Fixing rows: in the grid, kept over a re-import of the fixed file, or in a file of the rows
with errors that imports back."""

from __future__ import annotations

import csv
import io

from app.services.bulk.columns import match_headers
from app.services.bulk.error_rows_file import ERRORS_HEADER, rows_with_errors_csv
from app.services.bulk.model import ImportedRow, PayoutKind
from app.services.bulk.row_checks import RowChecker
from tests.services.bulk.test_row_checks import BUSINESS, PERSON, check, errors_at, result


def checker() -> RowChecker:
    return RowChecker(PayoutKind.BANK, currency="EUR", language="en")


def read(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")  # spreadsheets read the accents right
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))


def test_rows_with_errors_come_back_as_a_file_that_imports_again() -> None:
    rows = check(
        PayoutKind.BANK,
        PERSON,
        {**PERSON, "surname": "", "account_number": "DE00", "name": "José"},
        {**BUSINESS, "city": '=HYPERLINK("http://x")'},
        {**BUSINESS, "currency": "BTC"},
    )
    table = read(rows_with_errors_csv(rows))
    header, body = table[0], table[1:]
    assert header[-1] == ERRORS_HEADER
    mapping = match_headers(header[:-1], PayoutKind.BANK)
    assert None not in mapping.values()  # every column is one the import knows
    assert len(body) == 2  # the two rows with errors, and only those
    first = dict(zip(header, body[0], strict=True))
    assert first["First name"] == "José"
    assert "Surname: Enter the recipient's surname; a person needs it." in first[ERRORS_HEADER]
    assert "Account number: This is not a valid IBAN" in first[ERRORS_HEADER]
    second = dict(zip(header, body[1], strict=True))
    assert second["Currency"] == "BTC"
    assert second[ERRORS_HEADER].startswith("Currency: A bank payout")


def test_a_formula_written_back_is_shown_never_run() -> None:
    rows = check(PayoutKind.BANK, {**PERSON, "city": "=1+1", "surname": ""})
    table = read(rows_with_errors_csv(rows))
    city = dict(zip(table[0], table[1], strict=True))["City"]
    assert city == "'=1+1"


def test_the_file_of_errors_is_in_spanish_when_asked() -> None:
    rows = check(PayoutKind.BANK, {**PERSON, "surname": ""})
    header = read(rows_with_errors_csv(rows, language="es"))[0]
    assert header[:2] == ["Importe", "Moneda"]
    assert None not in match_headers(header[:-1], PayoutKind.BANK).values()


def test_no_rows_with_errors_no_file() -> None:
    assert rows_with_errors_csv(check(PayoutKind.BANK, PERSON)) == b""


def test_a_reimported_file_keeps_the_grids_fixes_where_rows_match() -> None:
    rules = checker()
    first = rules.check_all(
        [
            ImportedRow(2, {**PERSON, "surname": ""}),
            ImportedRow(3, {**PERSON, "city": "", "amount": "5"}),
            ImportedRow(4, {**BUSINESS, "company_name": ""}),
            ImportedRow(5, {**PERSON, "line1": ""}),
        ]
    )
    first[0] = rules.recheck(first[0], {"surname": "Vogel"})
    first[1] = rules.recheck(first[1], {"city": "Berlin"})
    first[2] = rules.recheck(first[2], {"company_name": "Acme GmbH"})
    first[3] = rules.recheck(first[3], {"line1": "Hauptstr. 2"})
    assert all(row.ready for row in first)
    again = result(
        PayoutKind.BANK,
        {},  # the file's row 2 is now another row: no fix belongs to it
        {**PERSON, "city": "", "amount": "5"},  # row 3 as it was: its fix is kept
        {**BUSINESS, "company_name": "", "amount": "7"},  # row 4 changed elsewhere: not kept
        {**PERSON, "line1": "Calle Mayor 1"},  # row 5's fixed cell fixed in the file: the file's
    )
    rows = rules.carry_fixes(first, again)
    by_number = {row.row.number: row for row in rows}
    assert set(by_number) == {2, 3, 4, 5}
    assert by_number[2].row.cells == {}
    assert by_number[2].fixed == {}
    assert by_number[3].ready
    assert by_number[3].row.cells["city"] == "Berlin"
    assert by_number[3].fixed == {"city": ""}  # still a fix: a third import keeps it too
    assert errors_at(by_number[4]) == {
        "company_name": "Enter the company name; a business needs it."
    }
    assert by_number[5].row.cells["line1"] == "Calle Mayor 1"
    assert by_number[5].fixed == {}
    assert by_number[5].ready


def test_fixes_kept_over_a_reimport_are_checked_again() -> None:
    """A kept fix is not trusted blindly: the row is checked as a whole once more."""
    rules = checker()
    [row] = rules.check_all([ImportedRow(2, {**PERSON, "surname": ""})])
    row = rules.recheck(row, {"surname": "Vogel"})
    limited = RowChecker(PayoutKind.BANK, currency="EUR", language="es")
    [again] = limited.carry_fixes([row], result(PayoutKind.BANK, {**PERSON, "surname": ""}))
    assert again.row.cells["surname"] == "Vogel"
    assert again.request.amounts.debited_amount.amount == 10_000  # '100.00' read in Spanish
