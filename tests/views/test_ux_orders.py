"""The orders workspace as a new user met it: field names, operator widths, Enter in a filter,
empty results, counts in words, times with their zone, where an export is saved."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import AsyncIterator, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel

from app.models.order_query import Scope
from app.views.orders.filter_row import FilterRow
from app.views.orders.table_model import CREATED
from app.views.orders.workspace import OrdersWorkspace
from tests.helpers.full_client import full_client
from tests.views.test_orders_workspace import loaded, workspace_for


def header(workspace: OrdersWorkspace, column: int = CREATED) -> str:
    return str(workspace.model.headerData(column, Qt.Orientation.Horizontal))


def settled(workspace: OrdersWorkspace):  # type: ignore[no-untyped-def]
    return lambda: not workspace.model.loading and workspace.count.text() != ""


def test_fields_are_named_for_a_person_and_sent_by_their_wire_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = FilterRow(Scope.ACCOUNT)
    qtbot.addWidget(row)
    shown = [row.field.itemText(i) for i in range(row.field.count())]
    assert "Origin currency" in shown
    assert "Destination currency" in shown
    assert not any(name in shown for name in ("originCurrency", "createdAt"))
    row.set_condition("originCurrency", "eq", "EUR")
    assert row.field.currentText() == "Origin currency"
    assert row.param == "originCurrency_eq"  # the query keeps the wire name


@pytest.mark.parametrize("field", ["amount", "createdAt", "state", "originCurrency"])
def test_the_operator_box_shows_its_longest_entry_whole(qtbot, field: str) -> None:  # type: ignore[no-untyped-def]
    """The box showed "from / at le": sized once for the first field's operators, it stayed
    that narrow when another field brought longer ones. Now it fits every entry."""
    row = FilterRow(Scope.ACCOUNT)
    qtbot.addWidget(row)
    row.resize(600, row.sizeHint().height())
    row.show()  # shown, and laid out, with the first field's operators
    qtbot.waitExposed(row)
    QApplication.processEvents()
    row.set_condition(field, "eq", "")  # then the person picks another field
    QApplication.processEvents()
    for box in (row.operator, row.field):
        for index in range(box.count()):
            whole = QComboBox()
            whole.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            whole.addItem(box.itemText(index))
            assert box.width() >= whole.sizeHint().width(), box.itemText(index)


def test_enter_in_a_condition_applies_and_a_bad_one_keeps_the_focus(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    row = workspace.filter_panel.add_row("amount", "gte", "")
    row.text_value.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is row.text_value, timeout=2_000)
    qtbot.keyClicks(QApplication.focusWidget(), "12.345")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert row.error.text() == "Use at most 2 decimal places."
    assert workspace.filter_panel.active == ()
    qtbot.waitUntil(lambda: row.text_value.selectedText() == "12.345", timeout=2_000)
    assert QApplication.focusWidget() is row.text_value

    qtbot.keyClicks(QApplication.focusWidget(), "125.50")  # replaces the bad amount
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert [f.param for f in workspace.filter_panel.active] == ["amount_gte"]
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 5, timeout=10_000
    )
    assert workspace.count.text() == "5 orders"


def test_a_search_that_matches_nothing_says_so_and_clears_by_keyboard(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.filter_panel.add_row("state", "in", "PENDING,SETTLED")
    workspace.filter_panel.apply()
    qtbot.keyClicks(workspace.search, "no-such-order")
    qtbot.waitUntil(
        lambda: (
            not workspace.model.loading
            and workspace.rows_or_empty.currentWidget() is workspace.empty
        ),
        timeout=10_000,
    )
    assert workspace.empty.title.text() == "No orders match"
    assert workspace.empty.detail.text() == "No order matches both the search and the filters."
    assert workspace.empty.clear_button.isVisible()
    assert workspace.count.text() == "0 orders"

    workspace.empty.clear_button.setFocus()
    qtbot.keyClick(workspace.empty.clear_button, Qt.Key.Key_Space)
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert workspace.search.text() == ""
    assert workspace.filter_panel.active == ()
    assert workspace.rows_or_empty.currentWidget() is workspace.table
    assert workspace.model.total == 131
    assert QApplication.focusWidget() is workspace.search

    workspace.search.setText(payout.id)  # one order: said in the singular
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 1, timeout=10_000
    )
    assert workspace.count.text() == "1 order"


def test_an_account_without_orders_says_none_yet(
    qtbot, qloop, session, settings, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    user = arun(helpers.create_user({"type": "PERSON", "name": "Nora", "surname": "Díaz"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "New", "currency": "EUR"})
    )
    workspace = workspace_for(qtbot, session, settings, user.id, account.id)
    qtbot.waitUntil(
        lambda: workspace.rows_or_empty.currentWidget() is workspace.empty, timeout=10_000
    )
    assert workspace.empty.title.text() == "No orders yet"
    assert not workspace.empty.clear_button.isVisible()


def test_a_refused_query_is_not_called_empty(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    from app.models.order_query import Operator, OrderFilter

    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.filters = (OrderFilter("amount", Operator.GT, "one"),)  # only the server judges
    task = workspace.reload()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.banner.isVisible()
    assert workspace.rows_or_empty.currentWidget() is workspace.table


@pytest.fixture
def madrid() -> Iterator[None]:
    """This machine's clock in Central European time (POSIX rules: no tz database needed)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "CET-1CEST,M3.5.0,M10.5.0/3"
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = before
        time.tzset()


def test_times_name_their_zone_and_may_be_shown_in_utc(
    qtbot, qloop, session, settings, account_with_orders, madrid
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    offset = datetime.now().astimezone().strftime("%z")  # +0100 in winter, +0200 in summer
    zone = f"UTC{offset[:3]}:{offset[3:]}"
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert header(workspace) == f"Created\n{zone}"
    row = workspace.model.row_of(payout.id)
    assert row is not None
    assert payout.created_at is not None
    local = payout.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
    assert workspace.model.data(workspace.model.index(row, CREATED)) == local

    workspace.table.selectRow(row)
    qtbot.waitUntil(lambda: not workspace.runner.busy, timeout=10_000)
    seconds = payout.created_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    texts = {label.text() for label in workspace.detail.widget().findChildren(QLabel)}
    assert f"{seconds} {zone}" in texts  # the detail says its zone too

    workspace.times_utc.setFocus()
    qtbot.keyClick(workspace.times_utc, Qt.Key.Key_Space)  # the toggle, by keyboard
    assert settings.times_in_utc is True  # remembered
    assert header(workspace) == "Created\nUTC"
    in_utc = payout.created_at.strftime("%Y-%m-%d %H:%M")
    assert workspace.model.data(workspace.model.index(row, CREATED)) == in_utc
    qtbot.waitUntil(
        lambda: (
            f"{payout.created_at.strftime('%Y-%m-%d %H:%M:%S')} UTC"  # type: ignore[union-attr]
            in {label.text() for label in workspace.detail.widget().findChildren(QLabel)}
        ),
        timeout=10_000,
    )
    ledger = workspace.open_ledger()  # the ledger follows the same choice
    assert ledger is not None
    assert ledger.model.headerData(0, Qt.Orientation.Horizontal) == "Created\nUTC"
    qtbot.keyClick(workspace.times_utc, Qt.Key.Key_Space)
    assert ledger.model.headerData(0, Qt.Orientation.Horizontal) == f"Created\n{zone}"
    qtbot.keyClick(workspace.times_utc, Qt.Key.Key_Space)
    ledger.close()
    again = OrdersWorkspace(session, settings, search_delay_ms=0)  # the next start
    qtbot.addWidget(again)
    assert again.times_utc.isChecked()
    assert header(again) == "Created\nUTC"


def test_export_starts_in_documents_then_where_the_last_one_went(
    qtbot, qloop, session, settings, account_with_orders, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    asked: list[str] = []
    answers = iter([str(tmp_path / "out" / "march.csv"), ""])
    (tmp_path / "out").mkdir()

    def ask(_parent, _title, start, _filter):  # type: ignore[no-untyped-def]
        asked.append(start)
        return next(answers), ""

    monkeypatch.setattr("app.views.orders.export_progress.QFileDialog.getSaveFileName", ask)
    monkeypatch.setattr(workspace, "export_to", lambda path: None)
    workspace.choose_export_file()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected = Path(documents) if Path(documents).is_dir() else Path.home()
    assert Path(asked[0]).parent == expected
    assert Path(asked[0]).parent != Path.cwd()
    assert settings.export_folder == str(tmp_path / "out")
    workspace.choose_export_file()
    assert Path(asked[1]).parent == tmp_path / "out"  # the folder used last time


def test_an_export_that_cannot_be_written_says_why_and_gives_the_focus_back(
    qtbot, qloop, session, settings, account_with_orders, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.export_progress_delay_ms = 0
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    target = tmp_path / "gone" / "orders.csv"  # a folder removed meanwhile
    monkeypatch.setattr(
        "app.views.orders.export_progress.QFileDialog.getSaveFileName",
        lambda *_args: (str(target), ""),
    )
    workspace.export_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is workspace.export_button, timeout=2_000)
    qtbot.keyClick(workspace.export_button, Qt.Key.Key_Space)
    task = workspace.export_task
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.banner.text.startswith(f"The orders could not be saved to {target}: ")
    assert workspace.banner.text.endswith("Choose another folder.")
    assert "went wrong inside Teller" not in workspace.banner.text
    qtbot.waitUntil(lambda: QApplication.focusWidget() is workspace.export_button, timeout=2_000)


def test_an_export_says_how_many_and_that_its_times_are_utc(
    qtbot, qloop, session, settings, account_with_orders, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.export_progress_delay_ms = 0
    workspace.search.setText(payout.id)
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 1, timeout=10_000
    )
    target = tmp_path / "one.csv"
    task = workspace.export_to(target)
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.banner.text == f"Exported 1 order to {target}; its times are in UTC."
    assert payout.created_at is not None
    assert "+00:00" in target.read_text(encoding="utf-8")  # the file is in UTC


def test_enter_in_the_export_progress_does_not_cancel_it(
    qtbot, qloop, session, settings, account_with_orders, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The progress dialog takes the focus as it opens: Enter there went to its Cancel."""
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.export_progress_delay_ms = 0
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    gate = asyncio.Event()  # holds the export after its first page
    real = full_client(session).iter_account_orders

    async def held(*args, **kwargs) -> AsyncIterator[object]:  # type: ignore[no-untyped-def]
        count = 0
        async for order in real(*args, **kwargs):
            if count == 100:
                await gate.wait()
            count += 1
            yield order

    full_client(session).iter_account_orders = held  # type: ignore[method-assign]
    task = workspace.export_to(tmp_path / "orders.csv")
    assert task is not None
    progress = workspace.export_dialog
    qtbot.waitUntil(lambda: progress.isVisible() and progress.value() >= 100, timeout=10_000)
    progress.activateWindow()  # as a window manager does; offscreen does it a turn later
    qtbot.waitUntil(progress.isActiveWindow, timeout=5_000)
    target = progress.focusWidget() or progress
    qtbot.keyClick(target, Qt.Key.Key_Return)
    qtbot.keyClick(progress, Qt.Key.Key_Enter)
    assert not progress.wasCanceled()
    assert not task.done()
    qtbot.keyClick(progress.focusWidget() or progress, Qt.Key.Key_Escape)  # Escape cancels
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.cancelled()
    assert list(tmp_path.iterdir()) == []  # its half-written file removed
    gate.set()
