"""Dialogs driven by the keyboard after a refusal: the message at the field at fault, the focus
back there with its text selected, Enter still the primary action and never Cancel or Close."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QWidget

from app.models.sandbox_helpers import SandboxUser
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.user_picker import UserPickerDialog
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.task_runner import TaskRunner


def default_button(dialog: QDialog) -> QPushButton | None:
    return next((b for b in dialog.findChildren(QPushButton) if b.isDefault()), None)


def shown(qtbot, dialog: QDialog, first: QWidget) -> None:  # type: ignore[no-untyped-def]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first, timeout=2_000)


def test_create_account_a_refused_alias_keeps_the_focus_and_enter_creates(
    qtbot, qloop, session, helpers, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, _aid = funded
    dialog = CreateAccountDialog(session, uid, lambda owner, banner: TaskRunner(owner, banner))
    created = []
    dialog.created.connect(created.append)
    shown(qtbot, dialog, dialog.alias)
    qtbot.keyClicks(dialog.focusWidget(), "Payroll " * 10)  # longer than an alias may be
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.alias_error.text() != "", timeout=5_000)
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=5_000)
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.alias, timeout=2_000)
    qtbot.waitUntil(lambda: dialog.alias.selectedText() == dialog.alias.text(), timeout=2_000)
    assert "64" in dialog.alias_error.text()
    assert default_button(dialog) is dialog.create_button

    qtbot.keyClicks(dialog.focusWidget(), "Payroll")  # replaces the selection
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert [a.alias for a in created] == ["Payroll"]
    assert "Payroll" in {a.alias for a in arun(helpers.get_user(uid)).accounts}


def test_the_corrected_alias_goes_as_soon_as_the_refusal_is_shown(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    """A person as quick as the refusal itself: the next submit is not dropped because the
    refused request's task is still winding down (it was, under load, and nothing happened)."""
    uid, _aid = funded
    dialog = CreateAccountDialog(session, uid, lambda owner, banner: TaskRunner(owner, banner))
    created = []
    dialog.created.connect(created.append)
    shown(qtbot, dialog, dialog.alias)
    show = dialog.show_field_issues

    def refused_then_corrected(issues):  # type: ignore[no-untyped-def]
        shown_here = show(issues)
        dialog.alias.setText("Quick")  # in the same turn as the refusal appears
        dialog.submit()
        return shown_here

    dialog.show_field_issues = refused_then_corrected  # type: ignore[method-assign]
    dialog.submit()  # an empty alias: refused
    qtbot.waitUntil(lambda: bool(created), timeout=5_000)
    assert [a.alias for a in created] == ["Quick"]


def test_ledger_an_unknown_id_keeps_the_focus_and_enter_opens(
    qtbot, qloop, session, helpers, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    dialog = LedgerDialog(session)
    shown(qtbot, dialog, dialog.transaction_id)
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 1, timeout=5_000)
    entry = dialog.model.entry_at(0)
    assert entry is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.transaction_id, timeout=2_000)

    qtbot.keyClicks(dialog.focusWidget(), "no-such-transaction")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.transaction_error.text() != "", timeout=5_000)
    assert dialog.isVisible()  # Enter meant Open, not Close
    assert dialog.transaction_error.text() == "This account has no transaction no-such-transaction."
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.transaction_id, timeout=2_000)
    qtbot.waitUntil(
        lambda: dialog.transaction_id.selectedText() == "no-such-transaction", timeout=2_000
    )
    assert default_button(dialog) is dialog.open_button

    qtbot.keyClicks(dialog.focusWidget(), entry.id)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.open_task is not None and dialog.open_task.done(), timeout=5_000)
    assert dialog.isVisible()
    assert dialog.transaction_error.text() == ""
    assert entry.id in [label.text() for label in dialog.card.findChildren(QLabel)]
    assert dialog.count.text() == "1 transaction, newest first"


def user(uid: str, name: str, surname: str) -> SandboxUser:
    return SandboxUser(id=uid, type="PERSON", name=name, surname=surname)


def test_user_picker_no_match_says_so_and_enter_opens_the_highlighted(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = UserPickerDialog(
        [
            user("u-1", "Lucía", "Fernández"),
            user("u-2", "Luis", "Moreno"),
            user("u-3", "Ana", "Ruiz"),
        ]
    )
    shown(qtbot, dialog, dialog.search)
    qtbot.keyClicks(dialog.focusWidget(), "zzz")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert QApplication.focusWidget() is dialog.search
    assert dialog.search.selectedText() == "zzz"  # typing replaces it
    assert dialog.search_error.text() == "No user matches “zzz”. Change the search, or clear it."
    assert dialog.count.text() == "0 of 3 users"
    assert default_button(dialog) is dialog.open_button

    qtbot.keyClicks(dialog.focusWidget(), "lu")  # replaces "zzz": Lucía and Luis
    assert dialog.search_error.text() == ""
    assert dialog.count.text() == "2 of 3 users"
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Down)  # to Luis, the focus stays
    assert QApplication.focusWidget() is dialog.search
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen == "u-2"
    dialog.search.clear()
    assert dialog.count.text() == "3 users"
