"""Every interactive control the main window shows has a name a screen reader can say."""

from __future__ import annotations

import uuid

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QTabBar,
    QTextEdit,
    QWidget,
)

from app.services.context import AccountRef
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.payouts.otp_dialog import OtpDialog
from app.views.task_runner import TaskRunner
from app.views.widgets.copy_button import CopyButton
from tests.helpers.bodies import bank_payout
from tests.helpers.full_client import full_client

INTERACTIVE = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
)


def _chain(widget: QWidget) -> str:
    parts = []
    current: QWidget | None = widget
    while current is not None:
        parts.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return " < ".join(parts)


def _speaks(text: str) -> bool:
    """A symbol alone (▾, ✕, …) says nothing to a screen reader."""
    return any(ch.isalnum() for ch in text.replace("&", ""))


def _part_of_another_control(widget: QWidget) -> bool:
    """The line edit inside a spin box or an editable combo box, a tab bar's scroll
    arrows: named through the control that holds them."""
    parent = widget.parentWidget()
    if isinstance(widget, QHeaderView) and isinstance(parent, QAbstractItemView):
        return True
    # (a line edit's clear button is read as part of its line edit, which is named)
    return isinstance(parent, QAbstractSpinBox | QComboBox | QTabBar | QLineEdit)


def unnamed_controls(root: QWidget) -> dict[int, str]:
    buddies = {
        id(label.buddy())
        for label in root.findChildren(QLabel)
        if label.buddy() is not None and _speaks(label.text())
    }
    offenders: dict[int, str] = {}
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or not widget.isVisible():
            continue
        if _part_of_another_control(widget):
            continue
        if widget.accessibleName().strip() or id(widget) in buddies:
            continue
        if isinstance(widget, QAbstractButton) and _speaks(widget.text()):
            continue
        hint = getattr(widget, "placeholderText", lambda: "")() or widget.toolTip()
        offenders[id(widget)] = f"{type(widget).__name__} ({hint!r}): {_chain(widget)}"
    return offenders


def tab_traps(root: QWidget) -> list[str]:
    """Controls that keep Tab for themselves or take a focus stop nobody can see."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QAbstractItemView) and widget.tabKeyNavigation():
            found.append(f"{name}: Tab moves cell by cell")
        elif (
            isinstance(widget, QScrollArea)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and not widget.accessibleName()  # a named one is a stop on purpose (a page to read)
        ):
            found.append(f"{name}: a scroll area takes a focus stop")
    return found


def vague_copy_buttons(root: QWidget) -> list[str]:
    """A "Copy" button is named by what it copies."""
    return [
        _chain(button)
        for button in root.findChildren(CopyButton)
        if button.isVisible() and button.accessibleName().strip() in ("", "Copy")
    ]


def open_everything(qtbot, window: MainWindow, uid: str, aid: str) -> None:  # type: ignore[no-untyped-def]
    window.accounts.open_user(uid)
    qtbot.waitUntil(lambda: window.accounts.users.accounts.count() == 1, timeout=10_000)
    window.accounts.users.accounts.setCurrentRow(0)
    qtbot.waitUntil(lambda: bool(window.accounts.account.title.text()), timeout=10_000)
    window.orders.show_account(uid, aid)
    window.orders.filter_panel.add_row()
    window.request_log.show()


def make_window(qtbot, session: Session, settings: AppSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_every_visible_control_has_a_name(qtbot, qloop, session, settings, funded) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = make_window(qtbot, session, settings)
    open_everything(qtbot, window, uid, aid)
    offenders: dict[int, str] = {}
    vague: list[str] = []
    traps: set[str] = set()

    def audit() -> None:
        offenders.update(unnamed_controls(window))
        vague.extend(vague_copy_buttons(window))
        traps.update(tab_traps(window))

    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible(), timeout=5_000)
        audit()
    window.tabs.setCurrentWidget(window.payouts)
    forms = window.payouts.forms
    for index in range(forms.count()):
        forms.setCurrentIndex(index)
        qtbot.waitUntil(lambda: forms.currentWidget().isVisible(), timeout=5_000)
        audit()
    unique = sorted(offenders.values())
    assert not unique, "controls without an accessible name:\n" + "\n".join(unique)
    assert not sorted(set(vague)), "Copy buttons not named by what they copy:\n" + "\n".join(
        sorted(set(vague))
    )
    assert not traps, "controls that hold Tab:\n" + "\n".join(sorted(traps))


def test_dialogs_name_their_controls(qtbot, qloop, session, settings, funded, arun) -> None:  # type: ignore[no-untyped-def]
    """The ledger, vIBAN and OTP dialogs, opened on a funded account."""
    uid, aid = funded
    window = make_window(qtbot, session, settings)
    open_everything(qtbot, window, uid, aid)
    order = arun(
        full_client(session).create_bank_payout(
            uid, aid, bank_payout(150_000), idempotency_key=str(uuid.uuid4())
        )
    )
    dialogs = [
        LedgerDialog(session, parent=window),
        VirtualIbansDialog(session, parent=window),
        OtpDialog(
            session,
            AccountRef(uid, aid),
            order,
            lambda owner, banner: TaskRunner(owner, banner),
            parent=window,
        ),
    ]
    offenders: dict[int, str] = {}
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        offenders.update(unnamed_controls(dialog))
        dialog.close()
    unique = sorted(offenders.values())
    assert not unique, "controls without an accessible name:\n" + "\n".join(unique)
