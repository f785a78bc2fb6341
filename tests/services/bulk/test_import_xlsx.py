"""Reading .xlsx payout files: formulas as text, exact numbers, ISO dates, the first sheet."""

from __future__ import annotations

import io
from datetime import date, datetime
from decimal import Decimal
from typing import Any

import pytest
from openpyxl import Workbook

from app.services.bulk.file_tables import cell_text
from app.services.bulk.import_file import read_file
from app.services.bulk.model import PayoutKind


def _xlsx(rows: list[list[Any]], formats: dict[str, str] | None = None) -> bytes:
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    for ref, number_format in (formats or {}).items():
        sheet[ref].number_format = number_format
    book.create_sheet("Notes").append(["Amount", "not a payout"])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_formula_cell_is_read_as_its_text_never_evaluated() -> None:
    content = _xlsx([["Amount", "Own reference"], ["=1+2", '=HYPERLINK("http://x","y")']])
    result = read_file("pay.xlsx", content)
    assert result.file.format == "xlsx"
    assert result.rows[0].cells == {
        "amount": "=1+2",
        "own_reference": '=HYPERLINK("http://x","y")',
    }


@pytest.mark.parametrize(
    ("value", "number_format", "english", "spanish"),
    [
        (1234.56, "General", "1234.56", "1234,56"),
        (0.1 + 0.2, "General", "0.3", "0,3"),  # as the sheet stores and shows it
        (1234.5, "#,##0.00", "1234.50", "1234,50"),
        (1234.567, "0.00", "1234.567", "1234,567"),  # shown rounded; never rounded as money
        (1500.0, "General", "1500", "1500"),
        (1500, "0.00", "1500", "1500"),
        (1e20, "General", "100000000000000000000", "100000000000000000000"),
        (0.07, "0%", "0.07", "0,07"),
    ],
)
def test_numbers_are_exact_decimal_text_in_the_language(
    value: float, number_format: str, english: str, spanish: str
) -> None:
    content = _xlsx([["Amount"], [value]], {"A2": number_format})
    for language, expected in (("en", english), ("es", spanish)):
        result = read_file("pay.xlsx", content, language=language)
        assert result.rows[0].cells["amount"] == expected


def test_a_decimal_amount_is_exact() -> None:
    content = _xlsx([["Amount", "Currency"], [Decimal("1234.56"), "EUR"], [0.29, "EUR"]])
    result = read_file("pay.xlsx", content)
    assert [Decimal(r.cells["amount"]) for r in result.rows] == [
        Decimal("1234.56"),
        Decimal("0.29"),
    ]


def test_dates_are_iso_and_codes_keep_their_text() -> None:
    content = _xlsx(
        [
            ["Description", "Postal code", "Phone", "Own reference"],
            [datetime(2026, 5, 1), "01001", 34600111222, datetime(2026, 5, 1, 9, 30)],
            [date(2026, 5, 2), 8001, True, None],
        ]
    )
    rows = read_file("pay.xlsx", content).rows
    assert rows[0].cells == {
        "description": "2026-05-01",
        "postal_code": "01001",
        "phone": "34600111222",
        "own_reference": "2026-05-01 09:30:00",
    }
    assert rows[1].cells == {
        "description": "2026-05-02",
        "postal_code": "8001",
        "phone": "TRUE",
        "own_reference": "",
    }


def test_the_first_sheet_is_read_with_spanish_headers_and_the_kind_guessed() -> None:
    header = ["Importe", "Moneda", "Red", "Dirección de la cartera", "Columna rara"]
    content = _xlsx([header, [10, "USDT", "TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "x"]])
    result = read_file("pagos.xlsx", content)
    assert result.kind is PayoutKind.CRYPTO
    assert result.rows[0].number == 2
    assert result.rows[0].cells == {
        "amount": "10",
        "currency": "USDT",
        "network": "TRON",
        "address": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    }
    assert len(result.problems) == 1
    assert "'Columna rara'" in result.problems[0]


def test_blank_rows_keep_the_sheet_row_numbers() -> None:
    content = _xlsx([[None], ["Amount", "Currency"], [5, "EUR"], [None, None], [7, "USD"]])
    rows = read_file("pay.xlsx", content).rows
    assert [(r.number, r.cells["amount"]) for r in rows] == [(3, "5"), (5, "7")]


def test_a_workbook_named_csv_is_read_as_a_workbook() -> None:
    result = read_file("pay.csv", _xlsx([["Amount"], [5]]))
    assert (result.file.format, result.rows[0].cells) == ("xlsx", {"amount": "5"})


def test_cell_text_of_an_array_formula() -> None:
    class ArrayFormula:
        text = "{=SUM(A1:A2*B1:B2)}"

    assert cell_text(ArrayFormula()) == "{=SUM(A1:A2*B1:B2)}"


def test_a_spanish_reader_never_takes_a_sub_cent_number_for_thousands() -> None:
    """1.234 in a cell is a sub-cent amount to refuse; written '1.234' a Spanish reader would
    take the point for a thousands mark and pay 1234."""
    from app.models.money import parse_amount_in

    content = _xlsx([["Amount"], [1.234], [1234.5]])
    cells = [r.cells["amount"] for r in read_file("pay.xlsx", content, language="es").rows]
    assert cells == ["1,234", "1234,5"]
    with pytest.raises(ValueError, match="decimal places"):
        parse_amount_in(cells[0], "es")
    assert parse_amount_in(cells[1], "es") == 123_450
