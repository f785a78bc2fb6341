"""Reading CSV payout files: delimiters, encodings, forgiving headers, formulas as text."""

from __future__ import annotations

import pytest

from app.services.bulk.import_file import read_file
from app.services.bulk.model import PayoutKind

HEADER = ["Amount", "Currency", "Beneficiary type", "First name", "Surname", "IBAN"]
ROW = ["100.50", "EUR", "PERSON", "José", "Muñoz", "ES9121000418450200051332"]


def _csv(rows: list[list[str]], delimiter: str = ",", newline: str = "\r\n") -> str:
    return newline.join(delimiter.join(cells) for cells in rows) + newline


@pytest.mark.parametrize(("delimiter", "name"), [(",", ","), (";", ";"), ("\t", "tab")])
def test_each_delimiter_is_sniffed_on_the_header_line(delimiter: str, name: str) -> None:
    result = read_file("pay.csv", _csv([HEADER, ROW], delimiter).encode())
    assert result.file.delimiter == delimiter, name
    assert result.rows[0].cells["surname"] == "Muñoz"
    assert result.rows[0].cells["amount"] == "100.50"


def test_a_comma_inside_quotes_does_not_decide_the_delimiter() -> None:
    text = '"Notes, misc";Surname;Amount;Currency\n"a, b";"Muñoz, Pérez";"1.234,50";EUR\n'
    result = read_file("pay.csv", text.encode())
    assert result.file.delimiter == ";"
    assert result.rows[0].cells == {
        "surname": "Muñoz, Pérez",
        "amount": "1.234,50",
        "currency": "EUR",
    }


def test_excel_sep_line_names_the_delimiter() -> None:
    text = "sep=;\nAmount;Currency,code\n5;EUR\n"
    result = read_file("pay.csv", text.encode())
    assert result.file.delimiter == ";"
    assert result.headers == ("Amount", "Currency,code")
    assert result.rows[0].number == 2


@pytest.mark.parametrize(
    ("encoded", "encoding"),
    [
        (_csv([HEADER, ROW]).encode("utf-8"), "utf-8"),
        (_csv([HEADER, ROW]).encode("utf-8-sig"), "utf-8-sig"),
        (_csv([HEADER, ROW]).encode("latin-1"), "cp1252"),
        (_csv([HEADER, ROW]).encode("utf-16"), "utf-16"),
    ],
    ids=["utf-8", "bom", "latin-1", "utf-16"],
)
def test_each_encoding_reads_munoz(encoded: bytes, encoding: str) -> None:
    result = read_file("pay.csv", encoded)
    assert result.file.encoding == encoding
    assert result.headers[0] == "Amount"  # no BOM left on the first header
    assert result.mapping["Amount"] == "amount"
    assert result.rows[0].cells["surname"] == "Muñoz"
    assert result.rows[0].cells["name"] == "José"


def test_windows_1252_keeps_the_euro_sign() -> None:
    text = _csv([["Amount", "Description"], ["5", "Pago 5 € mayo"]])
    result = read_file("pay.csv", text.encode("cp1252"))
    assert result.rows[0].cells["description"] == "Pago 5 € mayo"


def test_bytes_that_are_not_windows_1252_are_read_as_latin_1() -> None:
    content = b"Amount,Surname\n5,Mu\xf1oz\x81\n"  # 0x81 has no Windows-1252 character
    result = read_file("pay.csv", content)
    assert result.file.encoding == "latin-1"
    assert result.rows[0].cells["surname"] == "Muñoz\x81"  # the row checks refuse the control


def test_spanish_headers_map_to_the_columns() -> None:
    header = ["Importe", "Moneda", "Tipo de beneficiario", "Nombre", "Apellidos", "IBAN / cuenta"]
    result = read_file("pagos.csv", _csv([header, ROW], ";").encode())
    assert list(result.mapping.values()) == [
        "amount",
        "currency",
        "beneficiary_type",
        "name",
        "surname",
        "account_number",
    ]
    assert result.rows[0].cells["account_number"] == "ES9121000418450200051332"


def test_unknown_columns_are_named_and_ignored() -> None:
    result = read_file("pay.csv", _csv([[*HEADER, "Colour", "Notes"], [*ROW, "red", "x"]]).encode())
    assert result.mapping["Colour"] is None
    assert "red" not in result.rows[0].cells.values()
    (unknown,) = [p for p in result.problems if "does not know" in p]
    assert "'Colour', 'Notes'" in unknown
    assert "ignores them" in unknown


def test_a_missing_required_column_is_said_by_name() -> None:
    result = read_file("pay.csv", _csv([["Amount", "Network"], ["5", "TRON"]]).encode())
    assert result.kind is PayoutKind.CRYPTO
    missing = [p for p in result.problems if "no columns for" in p]
    assert missing
    assert "'Currency'" in missing[0]
    assert "'Wallet address'" in missing[0]
    assert result.rows  # the rows still come, for the person to map the missing ones


def test_the_only_missing_column_is_explained() -> None:
    header = ["Amount", "Currency", "Network"]
    result = read_file("pay.csv", _csv([header, ["5", "USDT", "TRON"]]).encode())
    assert result.problems == (
        "The file has no 'Wallet address' column ('Dirección de la cartera' in Spanish), "
        "which every crypto payout needs: The recipient's wallet address on that network; its "
        "checksum is checked. Add the column to the file, or choose which column holds it when "
        "you confirm the columns.",
    )


def test_the_kind_given_wins_over_the_guess() -> None:
    result = read_file(
        "pay.csv", _csv([["Amount", "Network"], ["5", "X"]]).encode(), PayoutKind.BANK
    )
    assert result.kind is PayoutKind.BANK
    assert result.mapping["Network"] is None


def test_formula_looking_cells_are_kept_as_written() -> None:
    text = 'Amount,Description,Own reference\n=1+2,"=HYPERLINK(""http://x"")",+A1\n'
    result = read_file("pay.csv", text.encode())
    assert result.rows[0].cells == {
        "amount": "=1+2",
        "description": '=HYPERLINK("http://x")',
        "own_reference": "+A1",
    }


def test_rows_keep_their_line_in_the_file_and_blank_rows_are_skipped() -> None:
    text = "\n\nAmount,Currency\n5,EUR\n,\n\n7,USD\n"
    result = read_file("pay.csv", text.encode())
    assert [(r.number, r.cells["amount"]) for r in result.rows] == [(4, "5"), (7, "7")]


def test_a_quoted_cell_may_span_lines_and_short_rows_read_blank() -> None:
    text = 'Amount,Description,Currency\n5,"two\nlines"\n'
    result = read_file("pay.csv", text.encode())
    assert result.rows[0].cells == {"amount": "5", "description": "two\nlines", "currency": ""}


def test_the_confirmed_mapping_replaces_the_guess() -> None:
    content = _csv([["Importe", "Col B", "Moneda"], ["5", "Muñoz", "EUR"]]).encode()
    first = read_file("pay.csv", content)
    assert first.mapping["Col B"] is None
    again = read_file("pay.csv", content, first.kind, {**first.mapping, "Col B": "surname"})
    assert again.rows[0].cells["surname"] == "Muñoz"
    assert again.mapping["Col B"] == "surname"
    assert not any("Col B" in p for p in again.problems)


def test_a_confirmed_mapping_cannot_read_one_column_twice_or_invent_one() -> None:
    content = _csv([["Amount", "Other", "Third"], ["5", "6", "7"]]).encode()
    result = read_file(
        "pay.csv", content, PayoutKind.BANK, {"Other": "amount", "Third": "no_such_key"}
    )
    assert result.mapping == {"Amount": "amount", "Other": None, "Third": None}
    assert result.rows[0].cells["amount"] == "5"


def test_a_repeated_header_is_read_once_and_said() -> None:
    content = _csv([["Amount", "Surname", "Surname"], ["5", "A", "B"]]).encode()
    result = read_file("pay.csv", content)
    assert result.mapping == {"Amount": "amount", "Surname": "surname"}
    assert result.rows[0].cells["surname"] == "A"
    assert any("Two columns are named 'Surname'" in p for p in result.problems)
