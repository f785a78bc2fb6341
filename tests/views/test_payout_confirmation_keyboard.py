"""The real confirmation dialog, answered by the keyboard: Enter alone never sends money, a
deliberate move to "Send payout" does, and what it shows is the account paid from."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from app.models.order_query import OrderQuery
from app.views.payouts.confirm_dialog import ConfirmPayoutDialog
from app.views.widgets.long_text import plain
from tests.views.test_payouts_workspace import fill_person, open_workspace


def answer_confirmation(qtbot, keys: list[Qt.Key], seen: list[list[str]]) -> None:  # type: ignore[no-untyped-def]
    """Once the modal dialog is up, read it and press ``keys`` where the focus is."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ConfirmPayoutDialog) or dialog.focusWidget() is None:
            if dialog is not None:
                dialog.activateWindow()  # as the window manager does for a new dialog
            QTimer.singleShot(10, act)  # not up yet: look again on the next turn
            return
        seen.append([label.text() for label in dialog.findChildren(QLabel)])
        for key in keys:  # typed where the dialog's own focus is, as a person's keys land
            qtbot.keyClick(dialog.focusWidget() or dialog, key)
        if dialog.isVisible():  # the keys did not close it: fail, do not hang the suite
            seen.append(["still open after the keys"])
            dialog.reject()

    QTimer.singleShot(0, act)


def bank_payouts(session, uid: str, aid: str, arun) -> int:  # type: ignore[no-untyped-def]
    orders = arun(session.client.list_account_orders(uid, aid, OrderQuery(page_size=10)))
    return sum(1 for o in orders.orders if o.type == "BANK_PAY_OUT")


def test_enter_alone_cancels_and_the_send_button_sends(qtbot, qloop, session, funded, arun) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    workspace = open_workspace(qtbot, session, uid, aid)
    form = workspace.bank
    fill_person(form, "42.00")

    seen: list[list[str]] = []
    answer_confirmation(qtbot, [Qt.Key.Key_Return], seen)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)  # Enter pressed Cancel: nothing sent
    assert len(seen) == 1
    assert "42.00 EUR" in " ".join(seen[0])
    assert any(aid in plain(text) for text in seen[0])
    assert bank_payouts(session, uid, aid, arun) == 0

    answer_confirmation(qtbot, [Qt.Key.Key_Tab, Qt.Key.Key_Space], seen)
    task = form.submit()  # Tab to "Send payout", Space presses it
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert len(seen) == 2
    assert bank_payouts(session, uid, aid, arun) == 1
