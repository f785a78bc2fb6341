"""A stopped built-in sandbox is said as such wherever a request fails, with the one action that
helps: "Restart sandbox", which restarts it and then sends what failed again. Before, the views
said "could not be reached at 127.0.0.1:…; check that it is running and the address is right"
with a Retry that failed again at once, beside the status bar's "Restart sandbox" (issue 28,
item 4); the sign-in dialog said the failure twice with two buttons (Retry and Start again)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from PySide6.QtWidgets import QPushButton

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.views.app_controller import AppController
from app.views.sign_in.dialog import SignInDialog
from app.views.widgets.error_banner import ErrorBanner
from tests.helpers.full_client import full_sandbox
from tests.views.test_sandbox_recovery import signed_in, status_bar

__all__ = ["signed_in"]  # the fixture, shared with the recovery tests

ADDRESS_WORDS = ("address", "could not be reached", "Check that it is running")


def banner_button(banner: ErrorBanner) -> QPushButton:
    return banner._retry_button


def test_a_view_says_the_sandbox_stopped_and_its_button_restarts_and_loads_again(
    qtbot, arun, signed_in: AppController
) -> None:  # type: ignore[no-untyped-def]
    controller = signed_in
    sandbox = controller.sandbox
    window = controller.window
    assert window is not None
    helpers = full_sandbox(window.session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Still", "surname": "Here"}))
    pid = sandbox.pid
    assert pid is not None

    # Killed, and asked at once: Teller may not have read the child's exit yet.
    os.kill(pid, signal.SIGKILL)
    task = window.accounts.open_user(user.id)
    qtbot.waitUntil(task.done, timeout=10_000)

    banner = window.accounts.banner
    assert banner.isVisible()
    assert banner.text == "The built-in sandbox stopped. Restart it to carry on; your data is kept."
    assert not any(word in banner.text for word in ADDRESS_WORDS)
    button = banner_button(banner)
    assert button.isVisible()
    assert button.text() == "Restart sandbox"
    # The status bar says the same sentence, with the same action.
    notice = status_bar(controller).sandbox_notice
    qtbot.waitUntil(notice.isVisible, timeout=10_000)
    assert notice.text == banner.text
    # The waiting list says it too, without "Press F5" (reading again cannot help).
    waiting = window.waiting
    waiting.watch.refresh()
    qtbot.waitUntil(lambda: waiting.watch.error is not None, timeout=10_000)
    qtbot.waitUntil(lambda: banner.text in waiting.panel.status.text())
    assert "F5" not in waiting.panel.status.text()

    # The banner's button restarts the sandbox (the bar says so), then loads the user again.
    with qtbot.waitSignal(sandbox.ready, timeout=30_000):
        button.click()
        assert notice.text == "Restarting the built-in sandbox…"
        assert not notice.restart_button.isVisible()
    qtbot.waitUntil(lambda: window.session.context.user == user.id, timeout=10_000)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=10_000)
    assert sandbox.state is SandboxState.READY


def test_the_sign_in_dialog_says_a_stopped_sandbox_once_and_restarts_then_signs_in(
    qtbot, qloop, settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    sandbox = BuiltInSandbox(tmp_path / "sandbox.sqlite3")
    try:
        settings.environment_kind = EnvironmentKind.SANDBOX
        dialog = SignInDialog(settings, CredentialStore(), sandbox)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda: sandbox.state is SandboxState.READY, timeout=30_000)
        pid = sandbox.pid
        assert pid is not None

        os.kill(pid, signal.SIGKILL)
        dialog.submit()  # at once: the child's exit may not be read yet
        task = dialog._task
        assert task is not None
        qtbot.waitUntil(task.done, timeout=10_000)
        qtbot.waitUntil(lambda: sandbox.state is SandboxState.FAILED, timeout=10_000)
        assert dialog.sign_in_button.isEnabled()

        # One sentence (on the sandbox's row, kept while typing), one action.
        assert "built-in sandbox" in dialog.sandbox_status.text()
        assert not dialog.banner.isVisible()
        assert not any(word in dialog.sandbox_status.text() for word in ADDRESS_WORDS)
        buttons = [
            b
            for b in dialog.findChildren(QPushButton)
            if b.isVisible() and b.text().replace("&", "") in ("Retry", "Start again")
        ]
        assert buttons == []
        assert dialog.sandbox_retry.isVisible()
        assert dialog.sandbox_retry.text() == "&Restart sandbox"

        # Restart sandbox brings it back and the interrupted sign-in goes on.
        with qtbot.waitSignal(dialog.signed_in, timeout=30_000):
            dialog.sandbox_retry.click()
        assert dialog.session is not None
        assert dialog.session.client.session.token
    finally:
        sandbox.stop()
