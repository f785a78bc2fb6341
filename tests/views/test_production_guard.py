"""The production guard in the window: a typed confirmation dialog (Enter alone never
confirms), read-only profiles and "Unlock for this session", and the window saying
PRODUCTION in words, in its title, status bar badge and band."""

from __future__ import annotations

import asyncio
import dataclasses
import uuid

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.actions import ActionRefused, AllowAll
from app.services.context import AccountRef
from app.services.environments import EnvironmentKind
from app.services.guard import ProductionGuard
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.environments.confirm import TypedConfirmationDialog
from app.views.main_window import MainWindow
from tests.helpers.bodies import bank_payout


def production(session: Session, *, read_only: bool = False) -> Session:
    environment = dataclasses.replace(
        session.environment,
        kind=EnvironmentKind.PRODUCTION,
        name="Acme Live",
        colour="#b71c1c",
        read_only=read_only,
        profile_id="p1",
    )
    return dataclasses.replace(session, environment=environment)


def window_for(qtbot, session: Session, settings) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    return window


def confirmation_dialog() -> TypedConfirmationDialog | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, TypedConfirmationDialog) and widget.isVisible():
            return widget
    return None


def sent_payouts(session: Session) -> int:
    return sum(
        1 for e in session.client.request_log.entries() if e.method == "POST" and "payout" in e.url
    )


def test_production_window_says_so_in_words(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    live = production(session)
    window = window_for(qtbot, live, settings)
    assert "Acme Live" in window.windowTitle()
    assert "PRODUCTION" in window.windowTitle()
    assert window.statusBar().environment_badge.text() == "Acme Live · PRODUCTION"
    assert window.production_frame is not None
    assert window.production_frame.band.isVisible()
    assert "PRODUCTION" in window.production_frame.band.text()
    assert live.actions.guard is window.guard
    assert isinstance(window.guard, ProductionGuard)
    assert not window.unlock_action.isVisible()


def test_sandbox_window_has_no_guard_and_no_band(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    assert isinstance(session.actions.guard, AllowAll)
    assert window.production_frame is None
    assert "PRODUCTION" not in window.windowTitle()
    assert window.statusBar().environment_badge.text() == "SANDBOX"


def test_a_payout_is_sent_only_once_the_amount_is_typed(
    qtbot, qloop, session, settings, funded
) -> None:  # type: ignore[no-untyped-def]
    live = production(session)
    window_for(qtbot, live, settings)
    before = sent_payouts(live)
    ref = AccountRef(*funded)
    task = asyncio.ensure_future(
        live.actions.create_bank_payout(ref, bank_payout(123_456), str(uuid.uuid4()))
    )
    qtbot.waitUntil(lambda: confirmation_dialog() is not None)
    dialog = confirmation_dialog()
    assert dialog is not None
    assert dialog.request.confirm_text == "1,234.56 EUR"
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.typed)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # Enter alone: nothing
    assert dialog.isVisible()
    assert not dialog.confirm_button.isEnabled()
    qtbot.keyClicks(dialog.focusWidget(), "1234.5")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # not the amount: nothing
    assert dialog.isVisible()
    assert dialog.hint.text()
    assert sent_payouts(live) == before
    qtbot.keyClicks(dialog.focusWidget(), "6")
    assert dialog.confirm_button.isEnabled()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.result().id
    assert sent_payouts(live) == before + 1


def test_cancelling_the_confirmation_sends_nothing(qtbot, qloop, session, settings, funded) -> None:  # type: ignore[no-untyped-def]
    live = production(session)
    window_for(qtbot, live, settings)
    before = sent_payouts(live)
    task = asyncio.ensure_future(
        live.actions.create_bank_payout(AccountRef(*funded), bank_payout(5_000), str(uuid.uuid4()))
    )
    qtbot.waitUntil(lambda: confirmation_dialog() is not None)
    dialog = confirmation_dialog()
    assert dialog is not None
    qtbot.keyClick(dialog.typed, Qt.Key.Key_Escape)
    qtbot.waitUntil(task.done)
    with pytest.raises(ActionRefused):
        task.result()
    assert sent_payouts(live) == before


def test_read_only_refuses_until_unlocked_for_the_session(
    qtbot, qloop, session, settings, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    live = production(session, read_only=True)
    window = window_for(qtbot, live, settings)
    ref = AccountRef(*funded)
    with pytest.raises(ActionRefused, match="read-only"):
        arun(live.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    assert confirmation_dialog() is None
    assert window.unlock_action.isVisible()
    window.unlock_action.trigger()
    question = window.unlock_question
    assert question is not None
    assert question.defaultButton() is question.button(QMessageBox.StandardButton.Cancel)
    qtbot.keyClick(question, Qt.Key.Key_Return)  # Enter keeps it locked
    qtbot.waitUntil(lambda: not question.isVisible())
    assert window.guard is not None
    assert window.guard.locked
    window.unlock_action.trigger()
    question = window.unlock_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not window.guard.locked)  # type: ignore[union-attr]
    assert not window.unlock_action.isVisible()
