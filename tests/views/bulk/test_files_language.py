"""Files Teller writes with words in them follow the app's language, as its screens do: the
template's notes (beside the CSV, and the .xlsx's "Columns" sheet) were English only, and so
was the error-rows file's column of errors in a Spanish file."""

from __future__ import annotations

import csv
import io

import pytest
from openpyxl import load_workbook

from app.services.bulk import error_rows_file, templates
from app.services.bulk.columns import columns_for, explanation_words
from app.services.bulk.error_rows_file import rows_with_errors_csv
from app.services.bulk.model import PayoutKind
from app.services.bulk.templates import COLUMNS_SHEET, template_notes, template_xlsx
from tests.services.bulk.test_row_checks import PERSON, check
from tests.views.bulk.test_bulk_numbers_spanish import spanish  # noqa: F401 (a fixture)


def marked(context: str, text: str) -> str:
    return f"«{text}»"


@pytest.mark.parametrize("kind", list(PayoutKind))
def test_every_word_of_the_notes_goes_through_the_catalogue(
    kind: PayoutKind, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every line of prose is a translated one (the marks show where translate() answered)."""
    monkeypatch.setattr(templates, "translate", marked)
    lines = [line for line in template_notes(kind).splitlines() if line]
    assert lines
    assert all(line.startswith("«") for line in lines), lines
    book = load_workbook(io.BytesIO(template_xlsx(kind, "EUR")))
    sheet = list(book[COLUMNS_SHEET].iter_rows(values_only=True))
    assert all(str(title).startswith("«") for title in sheet[0])
    assert all(str(row[2]).startswith("«") for row in sheet[1:])  # required / optional


@pytest.mark.parametrize("kind", list(PayoutKind))
def test_the_notes_explain_the_columns_in_spanish(kind: PayoutKind, spanish) -> None:  # noqa: F811
    notes = template_notes(kind)
    book = load_workbook(io.BytesIO(template_xlsx(kind, "EUR")))
    explained = [row[3] for row in book[COLUMNS_SHEET].iter_rows(min_row=2, values_only=True)]
    for spec in columns_for(kind):
        said = explanation_words(spec)
        assert said != spec.explanation  # the catalogue has it in Spanish
        assert said in notes
        assert spec.explanation not in notes
        assert said in explained


def test_the_error_rows_column_is_named_in_the_files_language() -> None:
    rows = check(PayoutKind.BANK, {**PERSON, "surname": ""})
    for language, title in (("en", error_rows_file.ERRORS_HEADER), ("es", "errores")):
        header = next(
            csv.reader(
                io.StringIO(rows_with_errors_csv(rows, language=language).decode("utf-8-sig"))
            )
        )
        assert header[-1] == title
