"""The balance explained, from the account's tiles: Explain… by keyboard opens the statement
of the current account (the tile's part in front), read with progress and checked against the
account (✓ to the unit); another period is a slice, not a read; another account current is
read in its place; reading can be stopped; CSV and PDF come out through the door."""

from __future__ import annotations

import csv
from pathlib import Path

import pypdfium2
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from app.services.statement.period import PeriodKind
from app.views.accounts.account_view import AccountView
from app.views.statement.dialog import (
    MOVEMENTS_TAB,
    RESERVED_TAB,
    StatementDialog,
    StatementFocus,
)
from app.views.task_runner import TaskRunner


def account_view(qtbot, session, uid: str, aid: str) -> AccountView:  # type: ignore[no-untyped-def]
    view = AccountView(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    qtbot.addWidget(view)
    view.show()
    view.open_account(uid, aid)
    qtbot.waitUntil(lambda: view.account is not None, timeout=5_000)
    return view


def read(qtbot, dialog: StatementDialog) -> StatementDialog:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: dialog.statement is not None and not dialog.progress_row.isVisible(),
        timeout=10_000,
    )
    return dialog


def pdf_text(data: bytes) -> str:
    pdf = pypdfium2.PdfDocument(data)
    try:
        return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_explain_on_the_balance_tile_by_keyboard(
    qtbot, qloop, session, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout  # deposits 100, 200, 300; a payout of 50 open
    view = account_view(qtbot, session, uid, aid)
    button = view.balance.explain_button
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2_000)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    dialog = view.statement_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    assert dialog.tabs.currentIndex() == MOVEMENTS_TAB
    qtbot.waitUntil(dialog.table.hasFocus, timeout=2_000)
    assert dialog.lines.rowCount() == 3
    assert dialog.check_text.startswith("✓ Reconciles to the unit: 600.00 EUR")
    assert "✓ Reserved by 1 payout not yet settled: 50.00 EUR" in dialog.check_text
    assert dialog.reserved.rowCount() == 1
    assert "Closing 600.00 EUR" in dialog.summary.text()
    balance = dialog.lines.index(2, 5).data()
    assert balance == "600.00 EUR"
    assert payout.id not in {dialog.lines.line_at(r).movement.order.id for r in range(3)}  # type: ignore[union-attr]


def test_the_pending_out_tile_opens_what_is_reserved_and_the_period_is_a_slice(
    qtbot, qloop, session, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    view.pending_out.explain_action.trigger()
    dialog = view.statement_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    assert dialog.tabs.currentIndex() == RESERVED_TAB
    assert dialog.reserved.index(0, 3).data() == payout.reference
    read_count = len(session.client.request_log.entries())  # type: ignore[attr-defined]
    dialog.period_bar.choose(PeriodKind.LAST_MONTH)  # the orders are all this month's
    assert dialog.lines.rowCount() == 0
    assert "Opening 0.00 EUR" in dialog.summary.text()
    assert "since then 600.00 EUR" in dialog.summary.text()
    assert dialog.check_text.startswith("✓")  # checked as read, whatever the period
    assert len(session.client.request_log.entries()) == read_count  # type: ignore[attr-defined]
    view.balance.explain_action.trigger()  # the same window, the tile's part
    assert view.statement_dialog is dialog
    assert dialog.tabs.currentIndex() == MOVEMENTS_TAB


def test_it_follows_the_current_account(
    qtbot, qloop, session, account_with_a_payout, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    dialog = view.explain(StatementFocus.BALANCE)
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    other_uid, other_aid = funded  # one deposit of 10,000.00
    session.context.choose_account(other_uid, other_aid)
    assert dialog.statement is None  # nothing of the previous account stays
    read(qtbot, dialog)
    assert dialog.statement is not None
    assert dialog.statement.account.id == other_aid
    assert dialog.lines.rowCount() == 1


def test_reading_can_be_stopped(qtbot, qloop, session, account_with_a_payout) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    dialog = view.explain(StatementFocus.BALANCE)
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    task = dialog.reload()
    assert task is not None
    assert dialog.progress_row.isVisible()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(task.done, timeout=5_000)
    assert task.cancelled()
    qtbot.waitUntil(lambda: not dialog.progress_row.isVisible(), timeout=2_000)
    assert "Reading was stopped" in dialog.banner.text
    assert dialog.statement is not None  # the one read before stays
    assert dialog.refresh_button.isEnabled()


def test_csv_and_pdf_statements_go_through_the_door(
    qtbot, qloop, session, account_with_a_payout, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    dialog = view.explain(StatementFocus.BALANCE)
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    csv_task = dialog.export_csv_to(tmp_path / "statement.csv")
    pdf_task = dialog.export_pdf_to(tmp_path / "statement.pdf")
    assert csv_task is not None
    assert pdf_task is not None
    qtbot.waitUntil(lambda: csv_task.done() and pdf_task.done(), timeout=20_000)
    with (tmp_path / "statement.csv").open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert [r["kind"] for r in rows] == [
        "opening",
        "deposit",
        "deposit",
        "deposit",
        "closing",
        "check",
    ]
    assert [r["reference"] for r in rows[1:4]] == ["REF-000", "REF-001", "REF-002"]
    assert rows[-2]["balance"] == "600.00"
    assert rows[-1]["description"].startswith("✓ Reconciles to the unit")
    text = pdf_text((tmp_path / "statement.pdf").read_bytes())
    for words in (
        "Statement of Ops (EUR)",
        "Opening balance",
        "Closing balance",
        "REF-002",
        "Reconciles to the unit",
        "Reserved by payouts not yet settled",
        "What the API cannot give",
    ):
        assert words in " ".join(text.split()), words
    records = [r for r in session.action_log.records if r.action == "export_statement"]
    assert sorted(r.detail for r in records) == [
        "3 movements to statement.csv",
        "3 movements to statement.pdf",
    ]
    assert "Saved the statement (3 movements)" in dialog.banner.text


class LayoutRequests(QObject):
    """Counts the layout requests a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_progress_changes_its_text_without_laying_the_dialog_out(
    qtbot, qloop, session, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    """A page read changes the count; the dialog's layout stays (a relayout a page stalled)."""
    uid, aid, _payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    dialog = view.explain(StatementFocus.BALANCE)
    assert dialog is not None
    qtbot.addWidget(dialog)
    read(qtbot, dialog)
    task = dialog.reload()
    assert task is not None
    task.cancel()
    qtbot.waitUntil(lambda: task.done() and not dialog.progress_row.isVisible(), timeout=2_000)
    dialog.progress_row.show()  # as while a long read goes on
    dialog._on_progress(0, 110_000)  # the first page says how many: the bar's range is set
    QApplication.processEvents()
    counter = LayoutRequests()
    for widget in (dialog, dialog.progress_row):
        widget.installEventFilter(counter)
    for read_so_far in (1, 100, 1_000, 10_000, 100_000):
        dialog._on_progress(read_so_far, 110_000)
        QApplication.processEvents()
    assert counter.count == 0


def test_escape_closes_it_and_the_focus_goes_back_to_the_tile(
    qtbot, qloop, session, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_a_payout
    view = account_view(qtbot, session, uid, aid)
    view.activateWindow()
    button = view.pending_out.explain_button
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2_000)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    dialog = view.statement_dialog
    assert dialog is not None
    read(qtbot, dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.reserved_table.hasFocus, timeout=2_000)
    qtbot.keyClick(dialog.reserved_table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.statement_dialog is None, timeout=2_000)  # closed, gone
    view.activateWindow()
    qtbot.waitUntil(lambda: view.focusWidget() is button, timeout=2_000)
