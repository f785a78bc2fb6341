"""The rows of a payout file as text, whatever it was saved as: CSV (any of , ; tab, UTF-8 with
or without BOM, UTF-16 with BOM, Windows-1252/Latin-1) or an .xlsx workbook.

Nothing here evaluates anything: a CSV cell is the text written; a spreadsheet formula is read
as its formula text, never its cached result, so what the person sees in the grid is what the
file says. Numbers come back as exact decimal text (no float artefacts)
and dates as ISO dates. A file that cannot be read raises :class:`UnreadableFileError` with the
sentence to show; the importer turns it into a problem of the result.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Generator
from dataclasses import dataclass

from app.services.bulk.xlsx_cells import cell_text as cell_text  # the cells' text, as before
from app.services.bulk.xlsx_sheet import SheetError, UnpackedTooLargeError, sheet_rows
from app.services.translation import translate

ZIP_MAGIC = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # .xls, and any password-protected workbook
DELIMITERS = (",", ";", "\t")
MAX_UNPACKED = 256 * 2**20  # a workbook's parts, unzipped (10,000 rows need a few MB)
# More control characters than this share of the text (and than a few strays, which the row
# checks name at their cells): not a text file.
BINARY_SHARE = 0.01
BINARY_FEW = 3
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_C1 = re.compile(r"[\x80-\x9f]")  # Latin-1's invisible controls: never in a typed file
_SEP_LINE = re.compile(r"sep=(.)\r?\n?$")  # Excel's "sep=;" first line


class UnreadableFileError(Exception):
    """The file cannot be read as a table; ``str(exc)`` is the sentence for the person."""


@dataclass(frozen=True)
class Table:
    """A file's rows as text, each with its row number in the file (1-based)."""

    format: str  # "csv" | "xlsx"
    rows: Generator[tuple[int, list[str]], None, None]
    encoding: str = ""
    delimiter: str = ""


def is_zip(content: bytes) -> bool:
    return content.startswith(ZIP_MAGIC)


def decode(content: bytes) -> tuple[str, str]:
    """The text and the encoding read: UTF-16 by its BOM, UTF-8 (BOM or not) when the bytes
    are strictly UTF-8, else Windows-1252 (Latin-1 with €; Excel's "CSV" on Windows), else
    Latin-1, which reads any byte.

    Raises UnreadableFileError for bytes that are not text (NULs, control characters).
    """
    if content.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text, encoding = content.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            raise UnreadableFileError(_not_text()) from None
    elif b"\x00" in content:
        raise UnreadableFileError(_not_text())
    else:
        text, encoding = _decode_8bit(content)
    controls = len(_CONTROL.findall(text))
    if encoding == "latin-1":
        controls += len(_C1.findall(text))
    if controls > max(BINARY_FEW, len(text) * BINARY_SHARE):
        raise UnreadableFileError(_not_text())
    return text, encoding


def _decode_8bit(content: bytes) -> tuple[str, str]:
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    else:
        return text, "utf-8-sig" if content.startswith(b"\xef\xbb\xbf") else "utf-8"
    try:
        return content.decode("cp1252"), "cp1252"
    except UnicodeDecodeError:
        return content.decode("latin-1"), "latin-1"


def _not_text() -> str:
    return translate(
        "BulkImport",
        "This file is not text Teller can read: it looks like a binary file. Save the payouts "
        "from your spreadsheet as CSV or .xlsx and import that file.",
    )


def sniff_delimiter(line: str) -> str:
    """The delimiter the header line uses most, outside quotes; a comma when none is used."""
    counts = dict.fromkeys(DELIMITERS, 0)
    quoted = False
    for char in line:
        if char == '"':
            quoted = not quoted
        elif not quoted and char in counts:
            counts[char] += 1
    best = max(DELIMITERS, key=lambda d: counts[d])  # ties go to the earlier: , then ; then tab
    return best if counts[best] else ","


def csv_table(content: bytes) -> Table:
    text, encoding = decode(content)
    text = text.rstrip("\x1a")  # an old DOS end-of-file mark
    first_line_end = len(text)
    for end in (text.find("\n"), text.find("\r")):
        if end != -1:
            first_line_end = min(first_line_end, end)
    first = text[:first_line_end]
    skip = 0
    declared = _SEP_LINE.match(first.strip().lower() + "\n")
    if declared and declared.group(1) in DELIMITERS:
        delimiter, skip = declared.group(1), 1
    else:
        delimiter = sniff_delimiter(_first_nonblank_line(text))
    return Table("csv", _csv_rows(text, delimiter, skip), encoding, delimiter)


def _first_nonblank_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line
    return ""


def _csv_rows(text: str, delimiter: str, skip: int) -> Generator[tuple[int, list[str]], None, None]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
    number = 0
    try:
        for cells in reader:
            number += 1
            if number > skip:
                yield number - skip, cells
    except csv.Error as exc:
        raise UnreadableFileError(
            translate(
                "BulkImport",
                "Row {0} of the file cannot be read as CSV ({1}). Check that row's quotes, or "
                "save the file again from your spreadsheet.",
            ).format(number + 1 - skip, exc)
        ) from None


def xlsx_table(content: bytes, decimal_mark: str = ".") -> Table:
    """The first worksheet's rows, read from the sheet's XML as it is unpacked (xlsx_sheet):
    a formula is read as its text, a number as exact decimal text."""
    return Table("xlsx", _xlsx_rows(content, decimal_mark))


def _xlsx_rows(content: bytes, mark: str) -> Generator[tuple[int, list[str]], None, None]:
    try:
        yield from sheet_rows(content, mark, MAX_UNPACKED)
    except UnpackedTooLargeError as exc:
        raise UnreadableFileError(_unpacks_to(exc.unpacked, mark)) from None
    except SheetError as exc:  # not a workbook, or a broken part found mid-way
        raise UnreadableFileError(_not_a_workbook()) from exc


def _unpacks_to(unpacked: int, mark: str) -> str:
    """A small file that unpacks to gigabytes would stall the import: refused unread."""
    return translate(
        "BulkImport",
        "This workbook unpacks to {0} MB, more than the {1} MB Teller reads. Save the "
        "payouts again as .xlsx or CSV from your spreadsheet, or split them into "
        "smaller files.",
    ).format(
        in_marks(f"{unpacked / 2**20:,.0f}", "es" if mark == "," else "en"),
        MAX_UNPACKED // 2**20,
    )


def in_marks(number: str, language: str) -> str:
    """A number written with Python's marks ('10,001.5') in the language's ('10.001,5')."""
    return number.translate(_SPANISH_MARKS) if language == "es" else number


_SPANISH_MARKS = str.maketrans({",": ".", ".": ","})


def _not_a_workbook() -> str:
    return translate(
        "BulkImport",
        "This file is not an Excel workbook Teller can read (.xlsx). Open it in your "
        "spreadsheet and save it again as .xlsx or as CSV.",
    )
