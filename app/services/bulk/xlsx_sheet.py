"""The first worksheet of an .xlsx workbook as rows of text, read straight from its XML.

openpyxl built a cell object per cell in Python and took 3.3 s for 10,000 payout rows (and
held the interpreter while it parsed); this reads the same parts (the workbook, its
relationships, the shared strings, the styles and the sheet) with expat and gives the same
text openpyxl's read-only reader gave, cell by cell (each cell's value as text:
``xlsx_cells``), five to six times faster.

The promises of the old reader hold: a formula is its text (``=SUM(B2:B9)``), never evaluated
nor replaced by the result a spreadsheet cached; numbers are exact decimal text in the
person's decimal mark; cells formatted as dates are ISO dates.

Safety, as defusedxml would have it: expat (as ElementTree, which uses it) never fetches or
expands external entities, and here a part that declares a document type at all is refused:
no workbook part has one, and every entity trick (billion laughs, external files) needs one.
A small zip that would unpack to gigabytes is refused before anything is unpacked: the sizes
its directory declares are added up first, and ``zipfile`` never unpacks a part past the size
declared for it (it stops there and fails the part's checksum).
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from collections.abc import Iterator
from datetime import datetime
from typing import IO, Any
from xml.parsers import expat

from app.services.bulk.xlsx_cells import (
    MAC_EPOCH,
    WINDOWS_EPOCH,
    CellStyles,
    SharedFormulas,
    formula_text,
    value_text,
)

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships"
CHUNK = 1 << 16  # bytes of XML handed to the parser at a time
_COLUMN = re.compile(r"\$?([A-Za-z]{1,3})\$?(\d+)$")


class SheetError(Exception):
    """The archive is not a workbook this reader can read (or a part of it is broken)."""


class UnpackedTooLargeError(SheetError):
    """The workbook's parts unpack to more than the budget allows."""

    def __init__(self, unpacked: int) -> None:
        super().__init__(f"the workbook unpacks to more than {unpacked} bytes")
        self.unpacked = unpacked


# --- the whole workbook ---
def sheet_rows(
    content: bytes, decimal_mark: str = ".", limit: int = 256 * 2**20
) -> Iterator[tuple[int, list[str]]]:
    """(row number, cells as text) of the first worksheet, every row from 1 to the last
    written (a row the sheet skips comes back empty). Raises SheetError
    (UnpackedTooLargeError when the parts would unpack past ``limit`` bytes)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(content))
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise SheetError(str(exc)) from exc
    with archive:
        declared = sum(item.file_size for item in archive.infolist())
        if declared > limit:
            raise UnpackedTooLargeError(declared)
        try:
            sheet, strings_part, styles_part, epoch = _first_sheet(archive)
            strings = _shared_strings(archive, strings_part) if strings_part else []
            styles = _styles(archive, styles_part) if styles_part else CellStyles()
            with archive.open(sheet) as stream:
                yield from _rows(stream, strings, styles, epoch, decimal_mark)
        except SheetError:
            raise
        except Exception as exc:  # a broken part (bad index, truncated stream, bad XML...)
            raise SheetError(f"{type(exc).__name__}: {exc}") from exc


def _parser() -> Any:
    """An expat parser that names elements 'namespace}local' and refuses any DTD."""
    parser = expat.ParserCreate(namespace_separator="}")
    parser.buffer_text = True
    parser.buffer_size = CHUNK
    parser.StartDoctypeDeclHandler = _refuse_doctype
    parser.EntityDeclHandler = _refuse_doctype
    return parser


def _refuse_doctype(*_args: object) -> None:
    raise SheetError("a part of the workbook declares a document type (DTD)")


def _feed(parser: Any, stream: IO[bytes]) -> Iterator[None]:
    """Parses ``stream`` a chunk at a time, yielding after each."""
    while chunk := stream.read(CHUNK):
        parser.Parse(chunk, False)
        yield
    parser.Parse(b"", True)
    yield


def _elements(archive: zipfile.ZipFile, part: str) -> list[tuple[str, str, dict[str, str]]]:
    """(parent's name, name, attributes) of every element of a small part, in order."""
    found: list[tuple[str, str, dict[str, str]]] = []
    stack = [""]

    def start(name: str, attributes: dict[str, str]) -> None:
        found.append((stack[-1], name, attributes))
        stack.append(name)

    def end(_name: str) -> None:
        stack.pop()

    parser = _parser()
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    with archive.open(part) as stream:
        for _ in _feed(parser, stream):
            pass
    return found


def _relationships(archive: zipfile.ZipFile, owner: str) -> dict[str, tuple[str, str]]:
    """Relationship id -> (type, part path) of ``owner`` ('' for the package)."""
    folder, name = posixpath.split(owner)
    rels = posixpath.join(folder, "_rels", f"{name}.rels")
    if rels not in archive.NameToInfo:
        return {}
    found = {}
    for _parent, element, attributes in _elements(archive, rels):
        if element == f"{PACKAGE_RELATIONSHIPS}}}Relationship" and "Id" in attributes:
            target = attributes.get("Target", "")
            if attributes.get("TargetMode") == "External":
                continue
            path = target[1:] if target.startswith("/") else posixpath.join(folder, target)
            found[attributes["Id"]] = (attributes.get("Type", ""), posixpath.normpath(path))
    return found


def _first_sheet(archive: zipfile.ZipFile) -> tuple[str, str, str, datetime]:
    """The first worksheet's part, the shared strings' and styles' parts ('' when none) and
    the workbook's date epoch (1900, or 1904 for old Mac workbooks)."""
    package = _relationships(archive, "")
    workbook = next(
        (path for kind, path in package.values() if kind.endswith("/officeDocument")),
        "xl/workbook.xml",
    )
    if workbook not in archive.NameToInfo:
        raise SheetError("no workbook part")
    parts = _relationships(archive, workbook)
    epoch = WINDOWS_EPOCH
    sheet = ""
    for _parent, element, attributes in _elements(archive, workbook):
        if element == f"{MAIN}}}workbookPr":
            if attributes.get("date1904", "").lower() in ("1", "true"):
                epoch = MAC_EPOCH
        elif element == f"{MAIN}}}sheet" and not sheet:
            kind, path = parts.get(attributes.get(f"{RELATIONSHIPS}}}id", ""), ("", ""))
            if kind.endswith("/worksheet") and path in archive.NameToInfo:
                sheet = path
    if not sheet:
        raise SheetError("no worksheet")
    strings = styles = ""
    for kind, path in parts.values():
        if path in archive.NameToInfo:
            if kind.endswith("/sharedStrings"):
                strings = path
            elif kind.endswith("/styles"):
                styles = path
    return sheet, strings, styles, epoch


def _styles(archive: zipfile.ZipFile, part: str) -> CellStyles:
    custom: dict[int, str] = {}
    cell_formats: list[int] = []
    for parent, element, attributes in _elements(archive, part):
        if element == f"{MAIN}}}numFmt":
            custom[int(attributes.get("numFmtId", "0"))] = attributes.get("formatCode", "")
        elif element == f"{MAIN}}}xf" and parent == f"{MAIN}}}cellXfs":
            cell_formats.append(int(attributes.get("numFmtId", "0")))
    return CellStyles.of(custom, cell_formats)


def _shared_strings(archive: zipfile.ZipFile, part: str) -> list[str]:
    """Each shared string's text: its runs joined, phonetic guides (rPh) left out."""
    strings: list[str] = []
    text: list[str] = []
    depth = {"rph": 0}
    parser = _parser()
    si, t, rph = f"{MAIN}}}si", f"{MAIN}}}t", f"{MAIN}}}rPh"

    def start(name: str, _attributes: dict[str, str]) -> None:
        if name == t and not depth["rph"]:
            parser.CharacterDataHandler = text.append
        elif name == si:
            text.clear()
        elif name == rph:
            depth["rph"] += 1

    def end(name: str) -> None:
        if name == t:
            parser.CharacterDataHandler = None
        elif name == si:
            strings.append("".join(text).replace("x005F_", ""))
        elif name == rph:
            depth["rph"] -= 1

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    with archive.open(part) as stream:
        for _ in _feed(parser, stream):
            pass
    return strings


# --- the sheet ---
def _rows(
    stream: IO[bytes],
    strings: list[str],
    styles: CellStyles,
    epoch: datetime,
    mark: str,
) -> Iterator[tuple[int, list[str]]]:
    """The sheet's rows as openpyxl's read-only reader gave them: rows numbered by their
    ``r`` (or one after the last), missing rows empty, a row as wide as its last cell.

    The handlers run once per element (a quarter of a million cells for 10,000 rows), so
    they keep their state in closure variables and collect text by pointing expat's text
    handler at a list's ``append`` only inside the elements whose text counts."""
    done: list[tuple[int, list[str]]] = []
    formulas = SharedFormulas()
    parser = _parser()
    row_tag, c_tag, v_tag, f_tag = (f"{MAIN}}}{n}" for n in ("row", "c", "v", "f"))
    is_tag, t_tag, rph_tag = (f"{MAIN}}}{n}" for n in ("is", "t", "rPh"))
    columns: dict[str, int] = {}  # "AB" -> 28, worked out once
    cells: list[tuple[int, str]] = []
    text: list[str] = []
    collect = text.append
    row = column = phonetic = 0
    next_row = 1
    attributes: dict[str, str] = {}
    value: str | None = None
    inline: str | None = None
    formula: dict[str, str] | None = None
    written = ""  # the formula as written
    in_inline = False

    def start(name: str, attrs: dict[str, str]) -> None:
        nonlocal attributes, value, inline, formula, in_inline, row, column, phonetic
        if name == v_tag:
            text.clear()
            parser.CharacterDataHandler = collect
        elif name == c_tag:
            attributes = attrs
            value = inline = formula = None
            in_inline = False
        elif name == t_tag:
            if in_inline and not phonetic:
                parser.CharacterDataHandler = collect
        elif name == row_tag:
            cells.clear()
            column = 0
            row = _row_number(attrs.get("r"), row)
        elif name == is_tag:
            text.clear()
            in_inline = True
        elif name == f_tag:
            text.clear()
            formula = attrs
            parser.CharacterDataHandler = collect
        elif name == rph_tag:
            phonetic += 1

    def end(name: str) -> None:
        nonlocal value, inline, written, column, next_row, phonetic, in_inline
        if name == v_tag:
            parser.CharacterDataHandler = None
            value = "".join(text)
        elif name == c_tag:
            ref = attributes.get("r")
            if ref:
                letters = ref.rstrip("0123456789")
                column = columns.get(letters) or columns.setdefault(letters, _column_number(ref))
            else:
                column += 1
            kind = attributes.get("t")
            if formula is not None:
                said = formula_text(formula, written, ref, formulas)
            elif kind == "s" and value:
                said = strings[int(value)]
            elif kind == "inlineStr":
                said = inline or ""
            else:
                said = value_text(kind or "n", value, attributes, styles, epoch, mark)
            cells.append((column, said))
        elif name == t_tag:
            parser.CharacterDataHandler = None
        elif name == row_tag:
            if row < next_row:
                return  # a row written twice or out of order: openpyxl kept the first
            while next_row < row:
                done.append((next_row, []))
                next_row += 1
            done.append((row, _placed(cells)))
            next_row = row + 1
        elif name == is_tag:
            inline = "".join(text)
            in_inline = False
        elif name == f_tag:
            parser.CharacterDataHandler = None
            written = "".join(text)
        elif name == rph_tag:
            phonetic -= 1

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    for _ in _feed(parser, stream):
        yield from done
        done.clear()


def _row_number(written: str | None, previous: int) -> int:
    if written is None:
        return previous + 1
    try:
        return int(written)
    except ValueError:
        number = float(written)
        if not number.is_integer():
            raise SheetError(f"row number {written}") from None
        return int(number)


def _column_number(ref: str) -> int:
    found = _COLUMN.match(ref)
    if found is None:
        raise SheetError(f"cell reference {ref}")
    number = 0
    for letter in found.group(1).upper():
        number = number * 26 + ord(letter) - 64
    return number


def _placed(cells: list[tuple[int, str]]) -> list[str]:
    """Cells at their columns, as wide as the last cell written (openpyxl's rule)."""
    if not cells:
        return []
    width = cells[-1][0]
    if all(column == index for index, (column, _text) in enumerate(cells, start=1)):
        return [text for _column, text in cells]
    row = [""] * width
    for column, text in cells:
        if 1 <= column <= width:
            row[column - 1] = text
    return row
