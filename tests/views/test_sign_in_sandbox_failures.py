"""The sign-in dialog when the built-in sandbox cannot start: why, in one sentence on the
sandbox's row, and its one action, "Restart sandbox", in the form under it (it was shown
without its row: a blank 640x480 button at 0,0 over the heading; and the banner said it again
with a Retry of its own), and a data folder that cannot be made is said in a sentence (the
PermissionError went to stderr from a Qt callback, and Enter did nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.views.sign_in.dialog import SignInDialog


@pytest.fixture
def broken_sandbox(tmp_path: Path) -> Iterator[BuiltInSandbox]:
    """A sandbox whose database path is a folder: the child refuses it and exits."""
    db = tmp_path / "sandbox.sqlite3"
    db.mkdir()
    sandbox = BuiltInSandbox(db)
    try:
        yield sandbox
    finally:
        sandbox.stop()


def sandbox_dialog(qtbot, settings, sandbox: BuiltInSandbox) -> SignInDialog:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.SANDBOX
    dialog = SignInDialog(settings, CredentialStore(), sandbox)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    return dialog


def test_restart_sandbox_sits_in_the_form_when_the_sandbox_cannot_start(
    qtbot, qloop, settings, broken_sandbox
) -> None:  # type: ignore[no-untyped-def]
    dialog = sandbox_dialog(qtbot, settings, broken_sandbox)
    qtbot.waitUntil(lambda: broken_sandbox.state is SandboxState.FAILED, timeout=30_000)
    button = dialog.sandbox_retry
    qtbot.waitUntil(button.isVisible)
    assert "is a directory" in dialog.sandbox_status.text()
    assert not dialog.banner.isVisible()  # said once, on the sandbox's row
    status = dialog.sandbox_status  # whole: as high as its wrapped lines need
    qtbot.waitUntil(lambda: status.height() >= status.heightForWidth(status.width()))
    # In the dialog's layout, on the row under the environment picker, a button's size.
    row, _role = dialog._form.getWidgetPosition(button)
    assert row >= 0
    assert dialog._form.isRowVisible(button)
    environment = dialog.environment.geometry()
    assert button.geometry().top() > environment.bottom()
    assert button.height() <= 2 * dialog.sign_in_button.sizeHint().height()
    assert button.width() < dialog.width()
    assert button.geometry().top() > dialog.sandbox_status.geometry().top()
    # It starts the sandbox again (and fails again, the same way, said again).
    grown = dialog.height()
    broken_sandbox.db_path.rmdir()
    with qtbot.waitSignal(broken_sandbox.ready, timeout=30_000):
        button.click()
    qtbot.waitUntil(lambda: not button.isVisible())
    assert "Sandbox ready" in dialog.sandbox_status.text()
    # The reason's lines are gone, and so is the height they took (no blank band).
    layout = dialog.layout()
    assert layout is not None
    qtbot.waitUntil(lambda: dialog.height() <= layout.totalHeightForWidth(dialog.width()))
    assert dialog.height() < grown


@pytest.mark.parametrize("where", ["under a file", "in /sys"])
def test_a_data_folder_that_cannot_be_made_is_said_and_enter_still_works(
    qtbot, qloop, settings, tmp_path: Path, where: str
) -> None:  # type: ignore[no-untyped-def]
    if where == "under a file":
        blocker = tmp_path / "not-a-folder"
        blocker.write_text("")
        folder = blocker / "Teller"
    else:
        if not Path("/sys/kernel").is_dir():
            pytest.skip("needs Linux's /sys, where even root cannot make a folder")
        folder = Path("/sys/teller-test-folder")  # PermissionError, as an unwritable home
    sandbox = BuiltInSandbox(folder / "sandbox.sqlite3")
    try:
        dialog = sandbox_dialog(qtbot, settings, sandbox)
        qtbot.waitUntil(dialog.sandbox_retry.isVisible, timeout=5_000)
        assert str(folder.parent) in dialog.sandbox_status.text()
        assert "cannot keep its data" in dialog.sandbox_status.text()
        assert sandbox.state is SandboxState.FAILED
        # Enter tries again and says so again; the form stays usable.
        dialog.api_key.setFocus()
        with qtbot.waitSignal(sandbox.failed, timeout=5_000):
            qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
        assert "cannot keep its data" in dialog.sandbox_status.text()
        assert dialog.sign_in_button.isEnabled()
        assert dialog.api_key.isEnabled()
    finally:
        sandbox.stop()
