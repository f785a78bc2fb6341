"""The grid of imported rows: each error at its cell (colour, symbol, sentence), fixed in place
by keyboard, F8 to the next error, the filter, the count line, and Review."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

from app.services.bulk.model import ImportedRow, ImportResult, PayoutKind, SourceFile
from app.services.bulk.row_checks import RowChecker
from app.services.session import Session
from app.views.bulk.grid_model import (
    ERROR_COLOR,
    FILE_TEXT_ROLE,
    SENTENCE_ROLE,
    STATUS_COLUMN,
)
from app.views.bulk.grid_page import GridPage
from app.views.task_runner import TaskRunner
from tests.services.bulk.test_row_checks import BUSINESS, PERSON

HEADERS = {key: key.replace("_", " ").title() for key in {**PERSON, **BUSINESS}}


def import_result(*rows: dict[str, str], name: str = "payroll.csv") -> ImportResult:
    keys = list(dict.fromkeys(key for row in (PERSON, BUSINESS, *rows) for key in row))
    headers = tuple(HEADERS.get(key, key) for key in keys)
    return ImportResult(
        file=SourceFile(name=name, sha256="0" * 64, size=1, format="csv"),
        kind=PayoutKind.BANK,
        headers=headers,
        mapping=dict(zip(headers, keys, strict=True)),
        rows=tuple(ImportedRow(i + 2, dict(cells)) for i, cells in enumerate(rows)),
    )


def checker() -> RowChecker:
    return RowChecker(PayoutKind.BANK, currency="EUR", language="en")


def make_page(qtbot, session: Session) -> GridPage:  # type: ignore[no-untyped-def]
    page = GridPage(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    qtbot.addWidget(page)
    page.resize(1200, 600)
    page.show()
    return page


def shown(qtbot, page: GridPage, result: ImportResult) -> GridPage:  # type: ignore[no-untyped-def]
    page.show_rows(result, checker())
    qtbot.waitUntil(lambda: page.model.rowCount() == len(result.rows) and not page._checking)
    return page


BROKEN = {**PERSON, "surname": "", "account_number": "DE00"}  # row 3: two errors


@pytest.fixture
def page(qtbot, session: Session, qloop) -> GridPage:  # type: ignore[no-untyped-def]
    return shown(qtbot, make_page(qtbot, session), import_result(PERSON, BROKEN, BUSINESS))


def at(page: GridPage, row: int, key: str):  # type: ignore[no-untyped-def]
    return page.model.index(row, page.model.column_of(key))


def test_each_error_is_at_its_cell_with_colour_symbol_and_sentence(page: GridPage) -> None:
    model = page.model
    surname = at(page, 1, "surname")
    assert "surname" in surname.data(SENTENCE_ROLE)
    assert surname.data(Qt.ItemDataRole.ToolTipRole) == surname.data(SENTENCE_ROLE)
    assert surname.data(Qt.ItemDataRole.BackgroundRole) == ERROR_COLOR
    assert surname.data(Qt.ItemDataRole.DecorationRole) is not None  # the symbol, not only red
    assert "IBAN" in at(page, 1, "account_number").data(SENTENCE_ROLE)
    assert model.index(1, STATUS_COLUMN).data() == "⚠ 2 errors"
    assert model.index(1, STATUS_COLUMN).data(Qt.ItemDataRole.BackgroundRole) == ERROR_COLOR
    assert model.index(0, STATUS_COLUMN).data(Qt.ItemDataRole.BackgroundRole) is None
    # the good cells say nothing and carry no mark
    city = at(page, 1, "city")
    assert city.data(SENTENCE_ROLE) == ""
    assert city.data(Qt.ItemDataRole.BackgroundRole) is None
    assert city.data(Qt.ItemDataRole.DecorationRole) is None
    assert [model.index(r, STATUS_COLUMN).data() for r in (0, 2)] == ["✓ Ready"] * 2
    assert page.counts.text() == "2 ready, 1 with errors, 0 repeats"
    # the first error is the current cell, its sentence under the table
    assert page.current_cell() == model.index(1, model.column_of("surname"))
    assert page.detail.text().startswith("Row 3, Surname: Enter the recipient's surname")
    # the file's own header names the column
    assert model.headerData(model.column_of("account_number"), Qt.Orientation.Horizontal) == (
        "Account Number"
    )


def test_a_sentence_about_no_shown_column_is_at_the_status(qtbot, session, qloop) -> None:  # type: ignore[no-untyped-def]
    result = import_result(PERSON)
    headers = tuple(h for h in result.headers if result.mapping[h] != "surname")
    mapping = {h: k for h, k in result.mapping.items() if k != "surname"}
    rows = (ImportedRow(2, {k: v for k, v in PERSON.items() if k != "surname"}),)
    result = ImportResult(result.file, result.kind, headers, mapping, rows)
    page = shown(qtbot, make_page(qtbot, session), result)
    status = page.model.index(0, STATUS_COLUMN)
    assert "surname" in status.data(SENTENCE_ROLE)
    assert page.model.next_error(0, -1) == (0, STATUS_COLUMN)  # F8 reaches it too


def test_an_edit_by_keyboard_clears_the_error_and_keeps_the_files_text(
    qtbot, page: GridPage
) -> None:  # type: ignore[no-untyped-def]
    table = page.table
    table.setFocus()
    page.table.setCurrentIndex(page.filter.mapFromSource(at(page, 1, "surname")))
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter edits, as F2 does
    assert table.state() == QAbstractItemView.State.EditingState
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    assert "surname" in editor.accessibleDescription()  # what to fix, while typing
    qtbot.keyClicks(editor, "Vogel")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    surname = at(page, 1, "surname")
    qtbot.waitUntil(lambda: surname.data() == "Vogel")  # Qt commits on its next turn
    assert surname.data(SENTENCE_ROLE) == ""
    assert surname.data(FILE_TEXT_ROLE) == ""  # fixed here; the file had nothing
    assert "Fixed here" in surname.data(Qt.ItemDataRole.ToolTipRole)
    assert page.model.index(1, STATUS_COLUMN).data() == "⚠ 1 error"  # the IBAN still
    assert page.counts.text() == "2 ready, 1 with errors, 0 repeats"
    assert page.detail.text() == "Row 3, Surname: Fixed here; the file had “”."

    page.table.setCurrentIndex(page.filter.mapFromSource(at(page, 1, "account_number")))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    qtbot.keyClicks(QApplication.focusWidget(), "DE89 3704 0044 0532 0130 00")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.model.rows[1].ready)  # checked again at once
    # the repeats over every row, once their pass lands
    qtbot.waitUntil(lambda: page.counts.text() == "3 ready, 0 with errors, 1 repeat")
    assert page.model.index(1, STATUS_COLUMN).data() == "Repeats row 2"


def test_escape_leaves_the_cell_as_it_was(qtbot, page: GridPage) -> None:  # type: ignore[no-untyped-def]
    page.table.setFocus()
    page.table.setCurrentIndex(page.filter.mapFromSource(at(page, 1, "surname")))
    qtbot.keyClick(page.table, Qt.Key.Key_F2)
    qtbot.keyClicks(QApplication.focusWidget(), "Vogel")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert at(page, 1, "surname").data() == ""
    assert page.model.rows[1].fixed == {}


def test_f8_goes_to_the_next_error_and_shift_f8_back(qtbot, session, qloop) -> None:  # type: ignore[no-untyped-def]
    result = import_result(PERSON, BROKEN, PERSON, {**BUSINESS, "city": ""})
    page = shown(qtbot, make_page(qtbot, session), result)
    model = page.model
    surname, iban, city = (
        (1, model.column_of("surname")),
        (1, model.column_of("account_number")),
        (3, model.column_of("city")),
    )
    cells = sorted([surname, iban])  # reading order within a row
    page.table.setFocus()
    assert (page.current_cell().row(), page.current_cell().column()) == cells[0]

    def where() -> tuple[int, int]:
        return page.current_cell().row(), page.current_cell().column()

    qtbot.keyClick(page.table, Qt.Key.Key_F8)
    assert where() == cells[1]
    qtbot.keyClick(page.table, Qt.Key.Key_F8)
    assert where() == city
    qtbot.keyClick(page.table, Qt.Key.Key_F8)
    assert where() == cells[0]  # round the end
    qtbot.keyClick(page.table, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert where() == city
    qtbot.keyClick(page.table, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert where() == cells[1]


def test_f8_with_no_error_says_so(qtbot, session, qloop) -> None:  # type: ignore[no-untyped-def]
    page = shown(qtbot, make_page(qtbot, session), import_result(PERSON, BUSINESS))
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_F8)
    assert page.detail.text() == "No cell has an error."


def test_only_rows_with_errors(qtbot, page: GridPage) -> None:  # type: ignore[no-untyped-def]
    assert page.filter.rowCount() == 3
    page.only_errors.setFocus()
    qtbot.keyClick(page.only_errors, Qt.Key.Key_Space)
    assert page.only_errors.isChecked()
    assert page.filter.rowCount() == 1
    assert page.filter.index(0, 0).data() == "3"  # the file's row number
    qtbot.keyClick(page.only_errors, Qt.Key.Key_Space)
    assert page.filter.rowCount() == 3


def test_review_takes_the_ready_rows_once_the_person_leaves_the_others_out(
    qtbot, page: GridPage, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    asked: list[int] = []
    answer = [False]

    def confirm(count: int) -> bool:
        asked.append(count)
        return answer[0]

    monkeypatch.setattr(page, "confirm_leaving_out", confirm)
    emitted: list[object] = []
    page.review_requested.connect(emitted.append)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert asked == [1]
    assert emitted == []  # declined: nothing goes on
    assert page.table.state() != QAbstractItemView.State.EditingState  # Ctrl+Enter never edits
    answer[0] = True
    qtbot.keyClick(page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(emitted) == 1
    rows = emitted[0]
    assert isinstance(rows, list)
    assert [row.row.number for row in rows] == [2, 4]


def test_the_leave_out_question_says_how_many(qtbot, page: GridPage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []

    def exec_(box) -> int:  # type: ignore[no-untyped-def]
        said.append(box.text())
        return int(box.defaultButton() and box.standardButton(box.defaultButton()))

    monkeypatch.setattr("app.views.bulk.grid_page.QMessageBox.exec", exec_)
    assert page.confirm_leaving_out(188) is False  # the default is No
    assert said == ["188 rows have errors and will be left out of the batch: continue?"]


def test_no_ready_row_no_review(qtbot, session, qloop) -> None:  # type: ignore[no-untyped-def]
    page = shown(qtbot, make_page(qtbot, session), import_result(BROKEN))
    emitted: list[object] = []
    page.review_requested.connect(emitted.append)
    assert not page.review_button.isEnabled()
    page.request_review()
    assert emitted == []
    assert "No row is ready" in page.banner.text


def test_work_landing_after_an_edit_never_overwrites_the_edit(page: GridPage) -> None:
    """Repeats or recent payouts worked out over the rows before an edit land only on rows
    whose cells still read as they did."""
    model = page.model
    basis = model.rows
    assert model.setData(at(page, 0, "city"), "Hamburg")  # row 2 edited while work runs
    late = [replace(row, recent_order="o-1", duplicate_of=9) for row in basis]
    model.apply_recent(basis, late)
    model.apply_repeats(basis, late)
    assert at(page, 0, "city").data() == "Hamburg"
    assert model.rows[0].recent_order == ""  # the edit's own pass says it again
    assert model.rows[2].recent_order == "o-1"  # an untouched row takes what landed
    assert model.rows[2].duplicate_of == 9


def test_f8_takes_the_keyboard_to_the_error_cell_so_f2_edits_it(qtbot, page: GridPage) -> None:  # type: ignore[no-untyped-def]
    """Under a window manager, after the column step the keyboard was on a button: F8 moved
    the current cell but F2 and typing went nowhere. F8 puts the keyboard in the rows, and the
    page hands its focus to them."""
    from PySide6.QtWidgets import QPushButton

    elsewhere = QPushButton("elsewhere", page)
    elsewhere.show()
    page.activateWindow()
    elsewhere.setFocus()
    qtbot.waitUntil(elsewhere.hasFocus)
    page.go_to_error(True)
    qtbot.waitUntil(page.table.hasFocus)
    assert page.focusProxy() is page.table
