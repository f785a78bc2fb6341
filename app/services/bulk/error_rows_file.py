"""The rows that still have errors, written back as a file to fix and import again.

The columns are the kind's own (their English names, which the import matches exactly, or
the Spanish ones), each row's cells as the grid holds them now (fixes made there included),
and an ``errors`` column naming each cell's problem. Cells came from someone's file: they go
through the orders export's neutraliser, so a spreadsheet shows a formula and never runs it.
UTF-8 with a byte order mark, as the results file, so spreadsheets read accents right.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from app.services.bulk.columns import ColumnSpec, columns_for
from app.services.bulk.model import CheckedRow, PayoutKind
from app.services.order_export import neutralised

ERRORS_HEADER = "errors"
# Named in the file's language, as its other columns are (a Spanish file said "errors").
_ERRORS_TITLES = {"en": ERRORS_HEADER, "es": "errores"}
_CRYPTO_ONLY = frozenset({"network", "address"})


def _kind_of(rows: Sequence[CheckedRow]) -> PayoutKind:
    keys = {key for row in rows for key in row.row.cells}
    return PayoutKind.CRYPTO if keys & _CRYPTO_ONLY else PayoutKind.BANK


def _title(spec: ColumnSpec, language: str) -> str:
    return spec.spanish if language == "es" else spec.english


def rows_with_errors_csv(
    checked: Sequence[CheckedRow], *, kind: PayoutKind | None = None, language: str = "en"
) -> bytes:
    """The rows with errors, in file order, with an ``errors`` column (b'' if none has)."""
    broken = [row for row in checked if row.errors]
    if not broken:
        return b""
    specs = columns_for(kind or _kind_of(broken))
    names = {spec.key: _title(spec, language) for spec in specs}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([*names.values(), _ERRORS_TITLES.get(language, ERRORS_HEADER)])
    for row in broken:
        cells = [neutralised(row.row.cells.get(key, ""), key) for key in names]
        said = [
            f"{names.get(error.column, error.column)}: {error.sentence}"
            if error.column
            else error.sentence
            for error in row.errors
        ]
        writer.writerow([*cells, neutralised(" | ".join(said), ERRORS_HEADER)])
    return ("\ufeff" + out.getvalue()).encode("utf-8")
