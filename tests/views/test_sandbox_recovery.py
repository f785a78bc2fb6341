"""The built-in sandbox dies under a signed-in window (killed by its pid): Teller says so in one
sentence in the status bar, no activity indicator keeps spinning (requests fail fast), and
"Restart sandbox" brings it back on the same database file with the data kept and the same
session (its token still accepted: no re-login prompt). Before, the views said to check that
the server was running, the indicator never stopped, and only Sign out recovered."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.credentials import CredentialStore
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.views.app_controller import AppController
from app.views.status_bar import SessionStatusBar
from tests.helpers.full_client import full_sandbox

FAIL_FAST_S = 1.5  # a request to the dead sandbox ends within this (was seconds per request)


@pytest.fixture
def signed_in(qtbot, qloop, tmp_path: Path, settings) -> Iterator[AppController]:  # type: ignore[no-untyped-def]
    """Teller's controller signed in to its own sandbox child; everything stopped after."""
    sandbox = BuiltInSandbox(tmp_path / "data" / "sandbox.sqlite3")
    controller = AppController(settings=settings, credentials=CredentialStore(), sandbox=sandbox)
    try:
        controller.start()
        dialog = controller.sign_in
        assert dialog is not None
        qtbot.waitUntil(lambda: sandbox.state is SandboxState.READY, timeout=30_000)
        with qtbot.waitSignal(dialog.signed_in, timeout=10_000):
            dialog.submit()
        assert controller.window is not None
        qtbot.waitExposed(controller.window)
        naming = controller.reviewer_dialog  # a new desk is asked its reviewer's name once
        if naming is not None and naming.isVisible():
            naming.accept()  # offscreen, a closed dialog leaves no window active: click back
            controller.window.activateWindow()
            qtbot.waitUntil(controller.window.isActiveWindow)
        yield controller
    finally:
        if controller.window is not None:
            controller.window.close()
            controller.window.deleteLater()
        sandbox.stop()


def status_bar(controller: AppController) -> SessionStatusBar:
    assert controller.window is not None
    bar = controller.window.statusBar()
    assert isinstance(bar, SessionStatusBar)
    return bar


def test_a_killed_sandbox_is_said_and_restarted_with_its_data_and_session(
    qtbot, arun, signed_in: AppController
) -> None:  # type: ignore[no-untyped-def]
    controller = signed_in
    sandbox = controller.sandbox
    window = controller.window
    assert window is not None
    session = window.session
    helpers = full_sandbox(session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Kept", "surname": "Person"}))
    token, base_url, db = session.client.session.token, sandbox.base_url, sandbox.db_path
    pid = sandbox.pid
    assert pid is not None

    os.kill(pid, signal.SIGKILL)

    notice = status_bar(controller).sandbox_notice
    qtbot.waitUntil(notice.isVisible, timeout=10_000)
    assert "built-in sandbox stopped" in notice.text
    assert "\n" not in notice.text
    # A long sentence never widens the window: the bar elides it (the tooltip has it all).
    said = notice.text
    short_width = notice.minimumSizeHint().width()
    notice.show_stopped(said + " And a much longer sentence, as a translation may be." * 5)
    assert notice.minimumSizeHint().width() == short_width
    notice.show_stopped(said)
    assert notice.restart_button.isVisible()
    # A view that asks now fails fast, and nothing keeps spinning.
    started = time.monotonic()
    task = window.accounts.open_user(user.id)
    qtbot.waitUntil(task.done, timeout=5_000)
    assert time.monotonic() - started < FAIL_FAST_S
    assert window.accounts.banner.offers_retry  # the connection failure, with its Retry
    qtbot.waitUntil(lambda: controller.activity.count == 0, timeout=1_000)
    assert not status_bar(controller).activity.isVisible()

    # Restart, by keyboard: the button has the focus; Space presses it.
    qtbot.waitUntil(notice.restart_button.hasFocus)
    with qtbot.waitSignal(sandbox.ready, timeout=30_000):
        qtbot.keyClick(notice.restart_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: "running again" in notice.text)
    assert not notice.restart_button.isVisible()
    assert not window.accounts.banner.offers_retry  # "could not be reached" is stale now
    assert sandbox.db_path == db
    assert sandbox.base_url == base_url  # the client keeps its address
    assert sandbox.pid not in (None, pid)

    # The same session: its token is still accepted, the user made before is still there.
    assert session.client.session.token == token
    detail = arun(helpers.get_user(user.id))
    assert detail.display_name.startswith("Kept")
    task = window.accounts.open_user(user.id)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert not hasattr(window.reauthenticate, "dialog")  # no re-login prompt was needed
    assert controller.activity.count == 0


def test_a_sandbox_stopped_by_sigterm_is_said_too(qtbot, signed_in: AppController) -> None:  # type: ignore[no-untyped-def]
    """`kill PID` sends SIGTERM: the sandbox exits cleanly, but under the window all the same."""
    controller = signed_in
    pid = controller.sandbox.pid
    assert pid is not None
    os.kill(pid, signal.SIGTERM)
    notice = status_bar(controller).sandbox_notice
    qtbot.waitUntil(notice.isVisible, timeout=10_000)
    assert "built-in sandbox stopped" in notice.text
