"""Reading a payout file into an :class:`ImportResult`: rows of text by column key, and the
file's problems as sentences. A bad file never raises; it comes back with no rows and a
sentence that says what is wrong and what to do.

The size limit is checked before anything is parsed. The row limit counts rows up to ten
times the limit, so the sentence can say how many the file has without reading a million. Cells keep the text the file wrote (outer spaces
trimmed): amounts are parsed later by the row checks, in the person's language, and a cell
that looks like a formula stays that text.

The person confirms the column mapping in the import screen; the screen keeps the bytes and
calls :func:`read_file` again with the confirmed ``mapping`` (10,000 rows read well within a
second), so the rows always follow the mapping shown.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator, Mapping
from pathlib import PurePath

from app.services.bulk.columns import (
    HeaderMatch,
    columns_for,
    explanation_words,
    guess_kind,
    kind_words,
    match_headers_detailed,
)
from app.services.bulk.file_tables import (
    OLE_MAGIC,
    Table,
    UnreadableFileError,
    csv_table,
    in_marks,
    is_zip,
    xlsx_table,
)
from app.services.bulk.model import ImportedRow, ImportResult, PayoutKind, SourceFile
from app.services.translation import translate

MAX_BYTES = 50 * 1024 * 1024
MAX_ROWS = 10_000
COUNT_LIMIT = 10 * MAX_ROWS  # rows counted past the limit, for the sentence; then "more than"
WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")


class ParsedTables:
    """The last file parsed whole, kept to read it again with the columns the person
    confirms without parsing it again (the import worker keeps one: a 10,000-row workbook
    takes most of a second to parse, mapping its rows a few hundredths)."""

    def __init__(self) -> None:
        self._key: tuple[str, str, str] | None = None
        self._table: tuple[str, str, str, list[tuple[int, list[str]]]] | None = None

    def get(self, key: tuple[str, str, str]) -> Table | None:
        if self._key != key or self._table is None:
            return None
        form, encoding, delimiter, rows = self._table
        return Table(form, (row for row in rows), encoding, delimiter)

    def recording(self, key: tuple[str, str, str], table: Table) -> Table:
        """``table`` read through, kept here if it is read to its end without a problem."""
        rows: list[tuple[int, list[str]]] = []

        def record() -> Generator[tuple[int, list[str]], None, None]:
            try:
                for row in table.rows:
                    rows.append(row)
                    yield row
            finally:
                table.rows.close()
            self._key, self._table = key, (table.format, table.encoding, table.delimiter, rows)

        self._key = self._table = None
        return Table(table.format, record(), table.encoding, table.delimiter)


def read_file(
    name: str,
    content: bytes,
    kind: PayoutKind | None = None,
    mapping: Mapping[str, str | None] | None = None,
    *,
    language: str = "en",
    parsed: ParsedTables | None = None,
) -> ImportResult:
    """The payouts of a CSV or .xlsx file.

    ``language`` ('en' or 'es') is the one the row checks read amounts in: a spreadsheet's
    number cells are written with its decimal mark ('1234,50' in Spanish).
    ``kind`` is guessed from the headers when not given (a network column: crypto).
    ``mapping`` (header as written -> column key or None) replaces the guessed one once the
    person has confirmed it; headers it does not name are matched as usual.
    ``parsed`` keeps the file's table to read it again without parsing it.
    """
    source = SourceFile(
        name=PurePath(name).name or name,
        sha256=hashlib.sha256(content).hexdigest(),
        size=len(content),
        format=_format_of(name, content),
    )
    if len(content) > MAX_BYTES:
        return _refused(source, kind, _too_large(len(content), language))
    if not content.strip(b" \t\r\n\xef\xbb\xbf"):
        return _refused(source, kind, _empty(source.name))
    key = (source.sha256, source.format, language if source.format == "xlsx" else "")
    table = parsed.get(key) if parsed is not None else None
    if table is None:
        try:
            table = _table(source, content, language)
        except UnreadableFileError as exc:
            return _refused(source, kind, str(exc))
        if parsed is not None:
            table = parsed.recording(key, table)
    source = SourceFile(
        source.name, source.sha256, source.size, table.format, table.encoding, table.delimiter
    )
    try:
        return _read_table(source, table, kind, mapping, language)
    except UnreadableFileError as exc:
        return _refused(source, kind, str(exc))
    finally:
        table.rows.close()  # a workbook is closed even when reading stopped at the header


def refused(name: str, content: bytes, kind: PayoutKind | None, sentence: str) -> ImportResult:
    """No rows, and the sentence that says why (a reader that stopped, not the file)."""
    source = SourceFile(
        name=PurePath(name).name or name,
        sha256=hashlib.sha256(content).hexdigest(),
        size=len(content),
        format=_format_of(name, content),
    )
    return _refused(source, kind, sentence)


def _format_of(name: str, content: bytes) -> str:
    if is_zip(content) or name.lower().endswith(WORKBOOK_SUFFIXES):
        return "xlsx"
    return "csv"


def _table(source: SourceFile, content: bytes, language: str) -> Table:
    if content.startswith(OLE_MAGIC):
        raise UnreadableFileError(
            translate(
                "BulkImport",
                "'{0}' is an old Excel file (.xls) or a password-protected workbook, which "
                "Teller cannot open. Save it from your spreadsheet as .xlsx (without a "
                "password) or as CSV, and import that file.",
            ).format(source.name)
        )
    if source.format == "xlsx":
        if not is_zip(content):
            raise UnreadableFileError(
                translate(
                    "BulkImport",
                    "'{0}' is named as an Excel workbook but is not one (an .xlsx file is a "
                    "zip archive). Save it again from your spreadsheet as .xlsx or CSV.",
                ).format(source.name)
            )
        return xlsx_table(content, "," if language == "es" else ".")
    return csv_table(content)


def _read_table(
    source: SourceFile,
    table: Table,
    kind: PayoutKind | None,
    confirmed: Mapping[str, str | None] | None,
    language: str = "en",
) -> ImportResult:
    header_number, headers = _header(table)
    if header_number == 0:
        return _refused(source, kind, _empty(source.name))
    kind = kind or guess_kind(headers)
    matches = _matches(headers, kind, confirmed)
    if not any(m.key for m in matches):
        return _refused(source, kind, _no_header(headers, kind), headers=tuple(headers))
    used = [(index, m.key) for index, m in enumerate(matches) if m.key is not None]
    rows: list[ImportedRow] = []
    count = 0
    for number, cells in table.rows:
        if not _filled(cells):
            continue
        count += 1
        if count > COUNT_LIMIT:
            break
        if count <= MAX_ROWS:
            width = len(cells)
            values = {key: cells[i].strip() if i < width else "" for i, key in used}
            rows.append(ImportedRow(number, values))
    problems = _column_problems(matches, kind)
    if count > MAX_ROWS:
        problems.insert(0, _too_many(count, language))
        rows = []
    elif count == 0:
        problems.insert(0, _no_rows(source.name))
    mapping: dict[str, str | None] = {}
    for m in matches:
        mapping.setdefault(m.header, m.key)
    return ImportResult(source, kind, tuple(headers), mapping, tuple(rows), tuple(problems))


def _header(table: Table) -> tuple[int, list[str]]:
    """The first row with anything in it, without its trailing empty cells; 0 when none."""
    for number, cells in table.rows:
        if _filled(cells):
            headers = [c.strip() for c in cells]
            while headers and not headers[-1]:
                headers.pop()
            return number, headers
    return 0, []


def _filled(cells: list[str]) -> bool:
    return any(c.strip() for c in cells)


def _matches(
    headers: list[str], kind: PayoutKind, confirmed: Mapping[str, str | None] | None
) -> list[HeaderMatch]:
    """The guessed matches, overridden by the person's confirmed mapping where it speaks.

    A header text repeated in the file is read once (the first); a key given to two headers
    is read from the first.
    """
    matches = match_headers_detailed(headers, kind)
    seen: set[str] = set()
    for index, header in enumerate(headers):
        if header and header in seen:
            matches[index] = HeaderMatch(
                header,
                None,
                0.0,
                translate(
                    "BulkImport",
                    "Two columns are named '{0}'; Teller reads the first and leaves the "
                    "other aside. Rename one of them if both matter.",
                ).format(header),
            )
        seen.add(header)
    if confirmed is None:
        return matches
    keys = {spec.key for spec in columns_for(kind)}
    taken: set[str] = set()
    result = []
    for match in matches:
        key = confirmed.get(match.header, match.key) if not match.note else None
        if key not in keys or key in taken:
            key = None
        if key is not None:
            taken.add(key)
        sure = 1.0 if match.header in confirmed else match.confidence
        result.append(HeaderMatch(match.header, key, sure if key else 0.0, match.note))
    return result


def _column_problems(matches: list[HeaderMatch], kind: PayoutKind) -> list[str]:
    problems = []
    unknown = [m.header for m in matches if m.key is None and m.header and not m.note]
    if unknown:
        names = ", ".join(f"'{h}'" for h in unknown)
        if len(unknown) == 1:
            unknown_said = translate(
                "BulkImport",
                "Teller does not know the column {0} and ignores it. If it holds payout "
                "details, choose the matching column when you confirm the columns.",
            )
        else:
            unknown_said = translate(
                "BulkImport",
                "Teller does not know the columns {0} and ignores them. If they hold payout "
                "details, choose the matching columns when you confirm the columns.",
            )
        problems.append(unknown_said.format(names))
    problems.extend(m.note for m in matches if m.note)
    found = {m.key for m in matches}
    missing = [spec for spec in columns_for(kind) if spec.required and spec.key not in found]
    if len(missing) == 1:
        spec = missing[0]
        problems.append(
            translate(
                "BulkImport",
                "The file has no '{0}' column ('{1}' in Spanish), which every {2} payout "
                "needs: {3} Add the column to the file, or choose which column holds it when "
                "you confirm the columns.",
            ).format(spec.english, spec.spanish, kind_words(kind), explanation_words(spec))
        )
    elif missing:
        names = ", ".join(f"'{spec.english}'" for spec in missing)
        problems.append(
            translate(
                "BulkImport",
                "The file has no columns for {0}, which every {1} payout needs. Add them to "
                "the file (a template shows each), or choose which columns hold them when you "
                "confirm the columns.",
            ).format(names, kind_words(kind))
        )
    return problems


def _refused(
    source: SourceFile,
    kind: PayoutKind | None,
    sentence: str,
    headers: tuple[str, ...] = (),
) -> ImportResult:
    return ImportResult(source, kind or PayoutKind.BANK, headers, problems=(sentence,))


def _too_large(size: int, language: str = "en") -> str:
    megabytes = size / (1024 * 1024)
    return translate(
        "BulkImport",
        "This file is {0} MB; Teller imports files up to {1} MB. Split the payouts into "
        "smaller files.",
    ).format(in_marks(f"{megabytes:,.1f}", language), MAX_BYTES // (1024 * 1024))


def _too_many(count: int, language: str = "en") -> str:
    if count <= COUNT_LIMIT:
        said = translate(
            "BulkImport",
            "This file has {0} payouts; a batch holds at most {1}. Split the file into "
            "batches of up to that many rows and import each.",
        )
        return said.format(in_marks(f"{count:,}", language), in_marks(f"{MAX_ROWS:,}", language))
    said = translate(
        "BulkImport",
        "This file has more than {0} payouts; a batch holds at most {1}. Split the file "
        "into batches of up to that many rows and import each.",
    )
    return said.format(in_marks(f"{COUNT_LIMIT:,}", language), in_marks(f"{MAX_ROWS:,}", language))


def _empty(name: str) -> str:
    return translate(
        "BulkImport",
        "'{0}' is empty. Choose the file with the payouts, or start from a template Teller "
        "writes for you.",
    ).format(name)


def _no_rows(name: str) -> str:
    return translate(
        "BulkImport",
        "'{0}' has column names but no payouts below them. Add one row per payout and "
        "import it again.",
    ).format(name)


def _no_header(headers: list[str], kind: PayoutKind) -> str:
    shown = ", ".join(f"'{h}'" for h in headers[:4] if h) or translate("BulkImport", "nothing")
    expected = ", ".join(spec.english for spec in columns_for(kind) if spec.required)
    return translate(
        "BulkImport",
        "The first row ({0}) does not name any column Teller knows, so the file has no "
        "header row. Put the column names in the first row ({1} ...), or start from a "
        "template Teller writes for you.",
    ).format(shown, expected)


def about_columns(problem: str) -> bool:
    """A sentence the person answers by confirming the columns (an unknown, repeated or
    missing column), in the language it was said in: the import screen does not repeat it
    above the mapping step that answers it."""
    return translate("BulkImport", "when you confirm the columns") in problem
