"""The sign-in dialog and the re-login prompt by keyboard, as a person meets them: a wrong key,
Enter, then the right key typed where the focus is and Enter signs in. The failed request used
to leave the focus on Cancel (the field was disabled while signing in), which also became the
default button: the typing went nowhere and the next Enter quit Teller."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QMessageBox, QPushButton

from app.api.client import BankingClient
from app.services.credentials import CredentialStore
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.sign_in.dialog import SignInDialog
from app.views.sign_in.relogin import ReloginDialog


def shown_custom_dialog(qtbot, settings, sandbox_child, url: str) -> SignInDialog:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.CUSTOM
    settings.custom_base_url = url
    settings.custom_api_code = "demo"
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.api_key.setFocus()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.api_key)
    return dialog


def cancel_button(buttons: QDialogButtonBox) -> QPushButton:
    button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert button is not None
    return button


def type_and_enter(qtbot, dialog: QDialog, text: str) -> None:  # type: ignore[no-untyped-def]
    focused = dialog.focusWidget()
    assert focused is not None
    qtbot.keyClicks(focused, text)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)


def test_wrong_key_then_right_key_by_keyboard_signs_in(
    qtbot, qloop, settings, sandbox_child, live_sandbox
) -> None:  # type: ignore[no-untyped-def]
    dialog = shown_custom_dialog(qtbot, settings, sandbox_child, live_sandbox)
    type_and_enter(qtbot, dialog, "wrong-key")
    qtbot.waitUntil(dialog.api_key_error.isVisible, timeout=10_000)
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.api_key)
    assert dialog.api_key.selectedText() == "wrong-key"  # typing replaces it
    assert dialog.sign_in_button.isDefault()
    assert not cancel_button(dialog.buttons).isDefault()
    with qtbot.waitSignal(dialog.signed_in, timeout=10_000):
        type_and_enter(qtbot, dialog, "demo-key")
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_server_that_cannot_be_reached_leaves_the_focus_where_it_was(
    qtbot, qloop, settings, sandbox_child
) -> None:  # type: ignore[no-untyped-def]
    from tests.api.faulty_servers import refused_url

    dialog = shown_custom_dialog(qtbot, settings, sandbox_child, refused_url())
    dialog.api_key.setText("demo-key")
    dialog.api_key.setCursorPosition(4)
    qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.banner.isVisible, timeout=15_000)
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.api_key)
    assert dialog.api_key.cursorPosition() == 4
    assert dialog.sign_in_button.isDefault()


def test_enter_on_a_focused_cancel_does_not_cancel(
    qtbot, qloop, settings, sandbox_child, live_sandbox
) -> None:  # type: ignore[no-untyped-def]
    dialog = shown_custom_dialog(qtbot, settings, sandbox_child, live_sandbox)
    cancel = cancel_button(dialog.buttons)
    cancel.setFocus()
    qtbot.waitUntil(cancel.hasFocus)
    assert not cancel.isDefault()
    qtbot.keyClick(cancel, Qt.Key.Key_Return)  # the key is empty: nothing is sent
    assert dialog.isVisible()
    assert dialog.api_key_error.text() == "Enter the API key."


def test_cancel_with_nothing_typed_quits_at_once(
    qtbot, qloop, settings, sandbox_child, live_sandbox
) -> None:  # type: ignore[no-untyped-def]
    dialog = shown_custom_dialog(qtbot, settings, sandbox_child, live_sandbox)
    with qtbot.waitSignal(dialog.rejected, timeout=2_000):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)
    assert dialog.quit_question is None


@pytest.fixture
def typed_dialog(qtbot, settings, sandbox_child, live_sandbox) -> SignInDialog:  # type: ignore[no-untyped-def]
    dialog = shown_custom_dialog(qtbot, settings, sandbox_child, live_sandbox)
    qtbot.keyClicks(dialog.focusWidget(), "half a key")
    cancel = cancel_button(dialog.buttons)
    cancel.setFocus()
    qtbot.keyClick(cancel, Qt.Key.Key_Space)  # Space presses the focused Cancel
    qtbot.waitUntil(lambda: dialog.quit_question is not None and dialog.quit_question.isVisible())
    return dialog


def test_cancel_after_typing_asks_and_enter_keeps_editing(qtbot, qloop, typed_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = typed_dialog
    rejected: list[bool] = []
    dialog.rejected.connect(lambda: rejected.append(True))
    question = dialog.quit_question
    assert question is not None
    qtbot.keyClick(question, Qt.Key.Key_Return)  # the safe answer is the default
    qtbot.waitUntil(lambda: not question.isVisible())
    assert dialog.isVisible()
    assert rejected == []
    assert dialog.api_key.text() == "half a key"


def test_cancel_after_typing_quits_when_asked_to(qtbot, qloop, typed_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = typed_dialog
    question = dialog.quit_question
    assert question is not None
    quit_button = question.button(QMessageBox.StandardButton.Discard)
    assert quit_button is not None
    with qtbot.waitSignal(dialog.rejected, timeout=2_000):
        quit_button.click()


# --- the re-login prompt ---


@pytest.fixture
def relogin(qtbot, qloop, live_sandbox, arun) -> Iterator[ReloginDialog]:  # type: ignore[no-untyped-def]
    client = BankingClient(live_sandbox)
    session = Session(
        client=client,
        environment=Environment(EnvironmentKind.CUSTOM, live_sandbox),
        api_code="demo",
    )
    dialog = ReloginDialog(session)
    qtbot.addWidget(dialog)
    try:
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.api_key)
        yield dialog
    finally:
        arun(client.aclose())


def test_relogin_wrong_key_then_right_key_by_keyboard(qtbot, relogin) -> None:  # type: ignore[no-untyped-def]
    dialog = relogin
    type_and_enter(qtbot, dialog, "wrong-key")
    qtbot.waitUntil(dialog.banner.isVisible, timeout=10_000)
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.api_key)
    assert dialog.api_key.selectedText() == "wrong-key"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    assert ok.isDefault()
    assert not cancel_button(dialog.buttons).isDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        type_and_enter(qtbot, dialog, "demo-key")


def test_relogin_enter_on_a_focused_cancel_does_not_cancel(qtbot, relogin) -> None:  # type: ignore[no-untyped-def]
    dialog = relogin
    cancel = cancel_button(dialog.buttons)
    cancel.setFocus()
    qtbot.waitUntil(cancel.hasFocus)
    assert not cancel.isDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        qtbot.keyClicks(dialog.api_key, "demo-key")
        qtbot.keyClick(cancel, Qt.Key.Key_Return)  # Enter means Sign in, even from Cancel


def test_relogin_focus_stays_in_the_key_field(relogin) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(relogin.focusWidget(), QLineEdit)
    assert relogin.focusWidget() is relogin.api_key
