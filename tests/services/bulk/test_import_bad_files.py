"""Bad payout files get a sentence in ImportResult.problems, never an exception."""

from __future__ import annotations

import io
import zipfile

import pytest

from app.services.bulk import import_file
from app.services.bulk.import_file import MAX_BYTES, MAX_ROWS, read_file
from app.services.bulk.model import ImportResult


def _refused(result: ImportResult) -> str:
    assert result.rows == ()
    (sentence,) = result.problems
    return sentence


@pytest.mark.parametrize("content", [b"", b"   \r\n\r\n", b"\xef\xbb\xbf\n"])
def test_an_empty_file(content: bytes) -> None:
    assert "is empty" in _refused(read_file("pay.csv", content))


def test_an_empty_workbook() -> None:
    from openpyxl import Workbook

    out = io.BytesIO()
    Workbook().save(out)
    assert "is empty" in _refused(read_file("pay.xlsx", out.getvalue()))


def test_a_header_without_rows() -> None:
    result = read_file("pay.csv", b"Amount,Currency\n")
    assert result.rows == ()
    assert "no payouts below them" in result.problems[0]


@pytest.mark.parametrize(
    "content",
    [
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4,
        bytes(range(1, 32)) * 50,  # control characters without a NUL
        b"Amount\n5\x00\n",
    ],
    ids=["png", "controls", "nul"],
)
def test_a_binary_file(content: bytes) -> None:
    assert "not text Teller can read" in _refused(read_file("pay.csv", content))


def test_a_workbook_that_is_not_a_zip() -> None:
    sentence = _refused(read_file("pay.xlsx", b"Amount,Currency\n5,EUR\n"))
    assert "is not one" in sentence
    assert ".xlsx" in sentence


def test_a_zip_that_is_not_a_workbook() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("hello.txt", "hello")
    assert "not an Excel workbook" in _refused(read_file("pay.xlsx", out.getvalue()))


def test_a_truncated_workbook() -> None:
    from app.services.bulk.model import PayoutKind
    from app.services.bulk.templates import template_xlsx

    whole = template_xlsx(PayoutKind.BANK, "EUR")
    assert "not an Excel workbook" in _refused(read_file("pay.xlsx", whole[: len(whole) // 2]))


def test_an_old_xls_file() -> None:
    content = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(512)
    assert "old Excel file (.xls)" in _refused(read_file("pay.xls", content))


def test_a_file_over_the_size_limit_is_refused_before_parsing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def parse(*_args: object) -> None:
        raise AssertionError("parsed a file over the limit")

    monkeypatch.setattr(import_file, "csv_table", parse)
    content = b"Amount\n" + b"1\n" * (MAX_BYTES // 2)
    sentence = _refused(read_file("pay.csv", content))
    assert sentence == (
        "This file is 50.0 MB; Teller imports files up to 50 MB. Split the payouts into "
        "smaller files."
    )


def test_a_file_at_the_size_limit_is_read() -> None:
    header = b"Amount,Currency,Network,Wallet address,Own reference\n"
    line = b"1,USDT,TRON,T1," + b"x" * ((MAX_BYTES - len(header)) // MAX_ROWS - 16) + b"\n"
    content = header + line * MAX_ROWS
    content = content[:-1] + b"y" * (MAX_BYTES - len(content)) + b"\n"
    assert len(content) == MAX_BYTES
    result = read_file("pay.csv", content)
    assert (len(result.rows), result.problems) == (MAX_ROWS, ())


def test_more_rows_than_a_batch_holds_are_refused_with_the_number() -> None:
    content = b"Amount,Currency\n" + b"5,EUR\n" * (MAX_ROWS + 1)
    result = read_file("pay.csv", content)
    assert result.rows == ()
    assert result.problems[0] == (
        "This file has 10,001 payouts; a batch holds at most 10,000. Split the file into "
        "batches of up to that many rows and import each."
    )


def test_a_batch_of_exactly_the_limit_is_read() -> None:
    content = b"Amount,Currency,Network,Address\n" + b"5,USDT,TRON,T1\n" * MAX_ROWS
    result = read_file("pay.csv", content)
    assert len(result.rows) == MAX_ROWS
    assert result.rows[-1].number == MAX_ROWS + 1
    assert result.problems == ()


def test_a_first_row_that_names_no_column() -> None:
    content = b"100.50,EUR,Jose,Munoz\n200,EUR,Ana,Perez\n"
    sentence = _refused(read_file("pay.csv", content))
    assert "no header row" in sentence
    assert "'100.50'" in sentence


def test_a_broken_csv_row_is_named() -> None:
    content = b'Amount,Description\n5,"' + b"x" * (200 * 1024) + b'"\n'
    sentence = _refused(read_file("pay.csv", content))
    assert sentence.startswith("Row 2 of the file cannot be read as CSV")


def test_a_file_over_the_limit_keeps_its_name_size_and_hash() -> None:
    result = read_file("/home/ana/pay.csv", b"x" * (MAX_BYTES + 1))
    assert (result.file.name, result.file.size) == ("pay.csv", MAX_BYTES + 1)
    assert len(result.file.sha256) == 64


def test_rows_are_counted_up_to_ten_times_the_limit_then_more_than() -> None:
    content = b"Amount,Currency\n" + b"5,EUR\n" * (10 * MAX_ROWS + 1)
    result = read_file("pay.csv", content)
    assert result.rows == ()
    assert result.problems[0].startswith("This file has more than 100,000 payouts; a batch")


def test_a_workbook_that_unpacks_to_too_much_is_refused_unread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from app.services.bulk import file_tables

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b" " * (2 * 2**20))
    monkeypatch.setattr(file_tables, "MAX_UNPACKED", 2**20)
    sentence = _refused(read_file("pay.xlsx", out.getvalue()))
    assert sentence.startswith("This workbook unpacks to 2 MB, more than the 1 MB Teller reads.")
