"""The sign-in dialog touches the keyring and starts the sandbox only after it is on screen, and
never on the UI thread; a ticked "remember" keeps the key in the keyring, an unticked one
forgets it; the re-login prompt offers the remembered key."""

from __future__ import annotations

import asyncio
import threading

from PySide6.QtWidgets import QApplication, QWidget

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.sign_in.dialog import SignInDialog
from app.views.sign_in.relogin import Reauthenticator
from tests.views.test_sign_in import fill


class RecordingStore:
    """A keyring stand-in that notes which thread each call came from."""

    def __init__(self, stored: dict[str, str] | None = None) -> None:
        self.stored = dict(stored or {})
        self.threads: list[tuple[str, bool]] = []

    def _note(self, call: str) -> None:
        self.threads.append((call, threading.current_thread() is threading.main_thread()))

    @property
    def available(self) -> bool:
        self._note("available")
        return True

    def load(self, env_key: str, api_code: str) -> str | None:
        self._note("load")
        return self.stored.get(f"{api_code}@{env_key}")

    def save(self, env_key: str, api_code: str, api_key: str) -> bool:
        self._note("save")
        self.stored[f"{api_code}@{env_key}"] = api_key
        return True

    def forget(self, env_key: str, api_code: str) -> None:
        self._note("forget")
        self.stored.pop(f"{api_code}@{env_key}", None)


def test_nothing_slow_before_the_first_paint_and_nothing_on_the_ui_thread(
    qtbot, qloop, settings: AppSettings, sandbox_child: BuiltInSandbox
) -> None:  # type: ignore[no-untyped-def]
    sandbox = sandbox_child  # stopped by the fixture, however the test ends
    store = RecordingStore()
    dialog = SignInDialog(settings, store, sandbox)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    for _ in range(3):
        QApplication.processEvents()  # zero-delay timers would have fired by now
    assert store.threads == []  # not shown yet: no keyring
    assert sandbox.state is SandboxState.STOPPED  # and no child process
    dialog.show()
    qtbot.waitUntil(lambda: store.threads != [], timeout=5_000)
    qtbot.waitUntil(lambda: sandbox.state is not SandboxState.STOPPED, timeout=5_000)
    assert all(not on_ui_thread for _call, on_ui_thread in store.threads)


def test_remember_keeps_the_key_and_fills_it_next_time(
    qtbot, qloop, settings: AppSettings, sandbox_child: BuiltInSandbox, live_sandbox: str
) -> None:  # type: ignore[no-untyped-def]
    sandbox = sandbox_child
    store = RecordingStore()
    settings.environment_kind = EnvironmentKind.CUSTOM
    dialog = SignInDialog(settings, store, sandbox)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.remember.isEnabled(), timeout=5_000)
    fill(qtbot, dialog, live_sandbox, "demo", "demo-key")
    dialog.remember.setChecked(True)
    with qtbot.waitSignal(dialog.signed_in, timeout=10_000):
        dialog.submit()
    key = f"demo@{Environment(EnvironmentKind.CUSTOM, live_sandbox).key}"
    qtbot.waitUntil(lambda: "save" in [c for c, _ in store.threads], timeout=5_000)
    assert store.stored == {key: "demo-key"}
    assert settings.remember_api_key

    again = SignInDialog(settings, store, sandbox)  # type: ignore[arg-type]
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.api_key.text() == "demo-key", timeout=5_000)
    assert again.api_code.text() == "demo"
    assert again.remember.isChecked()
    again.remember.setChecked(False)
    with qtbot.waitSignal(again.signed_in, timeout=10_000):
        again.submit()
    qtbot.waitUntil(lambda: key not in store.stored, timeout=5_000)
    assert all(not on_ui_thread for _call, on_ui_thread in store.threads)


def test_relogin_on_a_custom_server_fills_the_remembered_key_off_the_ui_thread(
    qtbot, qloop, live_sandbox: str, arun
) -> None:  # type: ignore[no-untyped-def]
    environment = Environment(EnvironmentKind.CUSTOM, live_sandbox)
    store = RecordingStore({f"demo@{environment.key}": "demo-key"})
    client = BankingClient(live_sandbox)
    try:
        arun(client.login("demo", "demo-key"))
        session = Session(client, environment, "demo")
        asking = QWidget()
        qtbot.addWidget(asking)
        reauthenticate = Reauthenticator(session, asking, store)  # type: ignore[arg-type]
        client.session.start("expired.token.value")
        answer = asyncio.ensure_future(reauthenticate())
        qtbot.waitUntil(lambda: getattr(reauthenticate, "dialog", None) is not None, timeout=5_000)
        prompt = reauthenticate.dialog
        qtbot.waitUntil(lambda: prompt.api_key.text() == "demo-key", timeout=5_000)
        assert store.threads == [("load", False)]
        with qtbot.waitSignal(prompt.accepted, timeout=10_000):
            prompt.buttons.accepted.emit()
        qtbot.waitUntil(answer.done, timeout=5_000)
        assert answer.result() is True
        assert client.session.token != "expired.token.value"
    finally:
        arun(client.aclose())
