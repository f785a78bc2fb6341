from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.services.settings import AppSettings
from app.views.sign_in.dialog import SignInDialog
from tests.api.faulty_servers import refused_url


def custom_dialog(qtbot, settings: AppSettings, sandbox: BuiltInSandbox) -> SignInDialog:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.CUSTOM
    dialog = SignInDialog(settings, CredentialStore(), sandbox)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def fill(qtbot, dialog: SignInDialog, url: str, code: str, key: str) -> None:  # type: ignore[no-untyped-def]
    for edit, text in ((dialog.base_url, url), (dialog.api_code, code), (dialog.api_key, key)):
        edit.clear()
        qtbot.keyClicks(edit, text)


def test_custom_server_wrong_then_right_credentials(
    qtbot, qloop, settings, sandbox_child, live_sandbox
) -> None:  # type: ignore[no-untyped-def]
    dialog = custom_dialog(qtbot, settings, sandbox_child)
    fill(qtbot, dialog, live_sandbox, "demo", "wrong")
    qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.api_key_error.isVisible(), timeout=10_000)
    assert dialog.api_key_error.text() == "The API code or API key is wrong."
    assert dialog.api_key.text() == "wrong"  # nothing typed is lost
    assert dialog.sign_in_button.isEnabled()
    dialog.api_key.clear()
    qtbot.keyClicks(dialog.api_key, "demo-key")
    with qtbot.waitSignal(dialog.signed_in, timeout=10_000) as signal:
        dialog.submit()
    session = signal.args[0]
    assert session.client.session.token
    assert session.environment.badge == "127.0.0.1"
    assert settings.custom_api_code == "demo"
    assert settings.custom_base_url == live_sandbox
    settings.sync()
    assert "demo-key" not in Path(settings.file_name).read_text(encoding="utf-8")


def test_server_down_is_said_inline(qtbot, qloop, settings, sandbox_child) -> None:  # type: ignore[no-untyped-def]
    dialog = custom_dialog(qtbot, settings, sandbox_child)
    fill(qtbot, dialog, refused_url(), "demo", "demo-key")
    dialog.submit()
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=15_000)
    assert "could not be reached" in dialog.banner.text
    assert dialog.sign_in_button.isEnabled()


@pytest.mark.parametrize(
    ("url", "words"),
    [("ftp//nowhere", "full address"), ("http://bank.example.com", "https://")],
)
def test_malformed_or_insecure_url_at_the_field(
    qtbot, qloop, settings, sandbox_child, url, words
) -> None:  # type: ignore[no-untyped-def]
    dialog = custom_dialog(qtbot, settings, sandbox_child)
    fill(qtbot, dialog, url, "demo", "demo-key")
    dialog.submit()
    qtbot.waitUntil(lambda: dialog.base_url_error.isVisible(), timeout=5_000)
    assert words in dialog.base_url_error.text()
    assert dialog.sign_in_button.isEnabled()
    assert dialog.base_url.text() == url


def test_missing_fields_are_named(qtbot, qloop, settings, sandbox_child) -> None:  # type: ignore[no-untyped-def]
    dialog = custom_dialog(qtbot, settings, sandbox_child)
    fill(qtbot, dialog, "https://api.example.com", "", "")
    dialog.submit()
    assert dialog.api_code_error.text() == "Enter the API code."
    assert dialog.api_key_error.text() == "Enter the API key."


def test_built_in_sandbox_child_signs_in_and_is_gone_after_stop(
    qtbot, qloop, settings, sandbox_child
) -> None:  # type: ignore[no-untyped-def]
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    assert (dialog.api_code.text(), dialog.api_key.text()) == ("demo", "demo-key")
    with qtbot.waitSignal(sandbox_child.ready, timeout=30_000):
        pass
    assert "Sandbox ready at http://127.0.0.1:" in dialog.sandbox_status.text()
    with qtbot.waitSignal(dialog.signed_in, timeout=10_000) as signal:
        dialog.submit()
    assert signal.args[0].environment.badge == "SANDBOX"
    pid = sandbox_child.pid
    assert pid is not None
    os.kill(pid, 0)  # alive
    sandbox_child.stop()
    assert sandbox_child.state is SandboxState.STOPPED
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
