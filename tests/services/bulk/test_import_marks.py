"""The importer's sentences write their numbers with the marks of the language the file is
read in: '10.001 pagos' in Spanish, never '10,001' (which reads as ten and a bit there)."""

from __future__ import annotations

import io
import struct
import zipfile

import pytest

from app.services.bulk.import_file import MAX_BYTES, MAX_ROWS, read_file


@pytest.mark.parametrize(
    ("language", "count", "limit"), [("en", "10,001", "10,000"), ("es", "10.001", "10.000")]
)
def test_a_file_over_the_row_limit_says_its_count_in_the_language(
    language: str, count: str, limit: str
) -> None:
    content = b"Amount,Currency\n" + b"5,EUR\n" * (MAX_ROWS + 1)
    problem = read_file("pay.csv", content, language=language).problems[0]
    assert f" {count} " in problem
    assert f" {limit}." in problem


def test_the_counts_past_ten_times_the_limit_in_spanish() -> None:
    content = b"Amount,Currency\n" + b"5,EUR\n" * (10 * MAX_ROWS + 1)
    problem = read_file("pay.csv", content, language="es").problems[0]
    assert " 100.000 " in problem
    assert " 10.000." in problem


def test_a_file_too_large_says_its_size_in_the_language() -> None:
    content = b"x" * (MAX_BYTES + 512 * 1024)
    assert " 50,5 MB" in read_file("pay.csv", content, language="es").problems[0]
    assert " 50.5 MB" in read_file("pay.csv", content, language="en").problems[0]


def test_a_workbook_that_unpacks_past_the_limit_in_spanish() -> None:
    """Its directory says one part unpacks to 4,000 MB (the size is refused unread)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b" " * 1000)
    content = bytearray(out.getvalue())
    central = content.index(b"PK\x01\x02")  # the part's entry in the zip's directory
    content[central + 24 : central + 28] = struct.pack("<I", 4000 * 2**20)
    for language, size in (("es", "4.000"), ("en", "4,000")):
        problem = read_file("pay.xlsx", bytes(content), language=language).problems[0]
        assert problem.startswith(f"This workbook unpacks to {size} MB, more than the 256 MB")
