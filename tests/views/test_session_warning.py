"""Issue 27, item 4: the session's end said a minute before it happens, in the status bar on
every tab, without taking the keyboard from the person typing; Stay signed in gets a new token
with the stored key (a later end: the warning goes, and comes back for the new token's last
minute), asks only when no key works, and says a failure in a sentence; in Spanish through
the catalogue. The clock is the watch's own, moved by the test: nothing here waits a minute."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit

from app.api.client import BankingClient
from app.api.errors import TransportError
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.services.session_watch import Renewal, RenewalResult, SessionWatch
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.session_warning import SessionWarning
from tests.helpers.session_tokens import reissued, secret_sandbox


@pytest.fixture(scope="module")
def live_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """This module's sandbox signs with a secret the tests know (``reissued`` tokens)."""
    with secret_sandbox(tmp_path_factory.mktemp("session-warning")) as base_url:
        yield base_url


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def window_for(qtbot, session: Session, settings, **options) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker(), **options)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def heard(warning: SessionWarning) -> list[str]:
    """What a screen reader is told from now on (announced as well)."""
    said: list[str] = []
    announce = warning.announce

    def noting(sentence: str) -> None:
        said.append(sentence)
        announce(sentence)

    warning.announce = noting  # type: ignore[method-assign]
    return said


def typing_field(window: MainWindow) -> QLineEdit:
    field = next(
        f for f in window.accounts.findChildren(QLineEdit) if f.isVisible() and f.isEnabled()
    )
    field.setFocus()
    return field


def end_of(session: Session) -> datetime:
    end = session.client.session.expires_at
    assert end is not None
    return end


def test_the_warning_appears_a_minute_before_the_end_on_every_tab_and_leaves_the_keyboard(
    qtbot, qloop, session, settings
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    warning = window.session_warning
    said = heard(warning)
    end = end_of(session)
    clock = Clock(end - timedelta(seconds=61))
    warning.watch.clock = clock
    field = typing_field(window)
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(QApplication.focusWidget(), "Luc")
    warning.tick()
    assert not warning.isVisible()
    assert said == []

    clock.now = end - timedelta(seconds=60)
    warning.tick()
    assert warning.isVisible()
    assert warning.message.text() == "Your session ends in 1:00."
    assert warning.stay_button.text() == "Stay si&gned in"
    assert said == ["Your session ends in 1:00."]
    assert window.statusBar().token_time.isHidden()  # one time left shown, not two
    assert field.hasFocus()  # the warning took no keyboard
    qtbot.keyClicks(QApplication.focusWidget(), "ia")
    assert field.text() == "Lucia"

    clock.now = end - timedelta(seconds=42)  # counting down, said to a reader only once
    warning.tick()
    assert warning.message.text() == "Your session ends in 0:42."
    assert warning.accessibleDescription() == "Your session ends in 0:42."
    assert said == ["Your session ends in 1:00."]
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        assert warning.isVisible(), window.tabs.tabText(index)

    window.statusBar().showMessage("Unlocked until you sign out.")  # a passing message
    assert warning.isVisible()  # does not hide it

    clock.now = end + timedelta(minutes=5)  # the machine slept through the end
    warning.tick()
    assert warning.message.text() == (
        "Your session has ended. Sign in again to carry on; what you typed stays."
    )
    assert warning.stay_button.text() == "Sign in a&gain"
    assert warning.property("kind") == "error"
    assert said[-1] == warning.message.text()


@pytest.mark.parametrize("how", ["mouse", "alt letter"])
def test_stay_signed_in_by_mouse_or_alt_letter_leaves_the_focus_in_the_field(
    qtbot, qloop, session, settings, how: str
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    warning = window.session_warning
    session.client.session.start(reissued(session.client.session.token, _in(45)))
    warning.tick()
    field = typing_field(window)
    qtbot.waitUntil(field.hasFocus)
    if how == "mouse":  # clicked as a mouse does, through the window
        button = warning.stay_button
        at = button.mapTo(window, button.rect().center())
        QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=at)
    else:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert field.hasFocus()
    qtbot.waitUntil(lambda: warning.task is not None)
    assert warning.task is not None
    qtbot.waitUntil(warning.task.done, timeout=10_000)
    assert field.hasFocus()
    assert end_of(session) > datetime.now(UTC) + timedelta(minutes=10)


def test_stay_signed_in_gets_a_later_token_the_warning_goes_and_comes_back_for_it(
    qtbot, qloop, session, settings
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    warning = window.session_warning
    warning.note_timer.setInterval(1)
    said = heard(warning)
    session.client.session.start(reissued(session.client.session.token, _in(45)))
    old_end = end_of(session)
    warning.tick()  # the real clock: 45 s left
    assert warning.isVisible()
    assert warning.message.text() in ("Your session ends in 0:45.", "Your session ends in 0:44.")

    task = warning.stay()
    assert task is not None
    assert warning.message.text() == "Signing in again…"
    assert not warning.stay_button.isEnabled()
    qtbot.waitUntil(task.done, timeout=10_000)
    new_end = end_of(session)
    assert new_end > old_end + timedelta(minutes=10)
    assert warning.message.text().startswith("Signed in again; the session now lasts until ")
    assert said[-1] == warning.message.text()
    assert warning.stay_button.isHidden()  # a note: nothing to press
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=5_000)
    assert window.statusBar().token_time.isVisible()
    assert window.reauthenticate.__dict__.get("dialog") is None  # no password was asked

    clock = Clock(new_end - timedelta(seconds=60))  # the new token's last minute
    warning.watch.clock = clock
    warning.tick()
    assert warning.isVisible()
    assert said[-1] == "Your session ends in 1:00."


@pytest.mark.parametrize("typing", [False, True], ids=["prompt open", "prompt waiting"])
def test_a_sign_in_asked_while_staying_signed_in_is_answered_by_it(
    qtbot, qloop, session, settings, typing: bool
) -> None:  # type: ignore[no-untyped-def]
    """A request refused as the token ended asks for a sign-in while Stay signed in is on its
    way: the new token answers the prompt (or, while the person types, the prompt waiting
    for a pause never opens), and the waiting request carries on."""
    window = window_for(qtbot, session, settings)
    warning = window.session_warning
    reauthenticate = window.reauthenticate
    session.client.session.start(reissued(session.client.session.token, _in(30)))
    warning.tick()
    if typing:
        field = typing_field(window)
        qtbot.waitUntil(field.hasFocus)
        reauthenticate.typing_pause_ms = 60_000  # the person never pauses
    else:
        reauthenticate.typing_pause_ms = 0  # the prompt opens at once
    task = warning.stay()
    assert task is not None
    waiting = asyncio.ensure_future(reauthenticate())
    if not typing:
        qtbot.waitUntil(lambda: reauthenticate.__dict__.get("dialog") is not None)
    qtbot.waitUntil(waiting.done, timeout=10_000)
    assert waiting.result() is True
    assert task.done()
    assert (reauthenticate.__dict__.get("dialog") is None) is typing


class Keyring:
    def __init__(self, stored: dict[str, str]) -> None:
        self.stored = stored

    def load(self, env_key: str, api_code: str) -> str | None:
        return self.stored.get(f"{api_code}@{env_key}")


@pytest.fixture
def server_session(live_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    """Signed in to a server that is no built-in sandbox: its key is the keyring's or typed."""
    client = BankingClient(live_sandbox)
    try:
        arun(client.login("demo", "demo-key"))
        yield Session(client, Environment(EnvironmentKind.CUSTOM, live_sandbox), "demo")
    finally:
        arun(client.aclose())


@pytest.mark.parametrize("stored", [None, "an-old-key"], ids=["no key stored", "key refused"])
def test_without_a_key_that_works_the_prompt_asks_before_the_end(
    qtbot, qloop, server_session: Session, settings, stored: str | None
) -> None:  # type: ignore[no-untyped-def]
    environment = server_session.environment
    keyring = Keyring({f"demo@{environment.credential_key}": stored} if stored else {})
    window = window_for(qtbot, server_session, settings, credentials=keyring)
    warning = window.session_warning
    warning.note_timer.setInterval(1)
    token = server_session.client.session
    token.start(reissued(token.token, _in(50)))
    warning.tick()
    field = typing_field(window)
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(QApplication.focusWidget(), "Elena")
    task = warning.stay()
    assert task is not None
    qtbot.waitUntil(
        lambda: window.reauthenticate.__dict__.get("dialog") is not None, timeout=10_000
    )
    prompt = window.reauthenticate.dialog
    assert prompt.windowTitle() == "Stay signed in"
    assert "is about to end" in prompt.findChildren(QLabel)[0].text()
    if stored:
        assert warning.message.text().startswith(
            "The stored API key was refused; type the current one to stay signed in."
        )
        assert warning.property("kind") == "error"
    lookup = prompt._lookup  # the keyring's key, filled in when it has one
    qtbot.waitUntil(lambda: lookup is not None and lookup.done(), timeout=5_000)
    assert prompt.api_key.text() == (stored or "")
    qtbot.keyClicks(prompt.api_key, "demo-key")  # the current key, over the refused one
    qtbot.keyClick(prompt.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert end_of(server_session) > datetime.now(UTC) + timedelta(minutes=10)
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=5_000)
    assert field.text() == "Elena"


def test_a_failure_is_a_sentence_and_stay_signed_in_can_be_tried_again(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    end = datetime(2030, 1, 1, tzinfo=UTC)
    answers = [Renewal(RenewalResult.FAILED, TransportError("The server could not be reached."))]

    async def renew() -> Renewal:
        return answers.pop(0)

    async def ask() -> bool:
        raise AssertionError("a server out of reach is no reason to ask for the key")

    warning = SessionWarning(
        SessionWatch(lambda: end, Clock(end - timedelta(seconds=20))), renew, ask, lambda: None
    )
    qtbot.addWidget(warning)
    task = warning.stay()
    assert task is not None
    qtbot.waitUntil(task.done)
    assert warning.message.text() == (
        "Not signed in again: The server could not be reached. Your session ends in 0:20."
    )
    assert warning.property("kind") == "error"
    assert warning.stay_button.isEnabled()


def test_sign_out_ends_the_session_as_the_file_menu_does(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    session.client.session.start(reissued(session.client.session.token, _in(30)))
    window.session_warning.tick()
    with qtbot.waitSignal(window.sign_out_requested, timeout=1_000):
        window.session_warning.sign_out_button.click()


def test_the_warning_s_alt_letters_are_used_by_nothing_else_on_any_tab(
    qtbot, qloop, session, settings
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings)
    warning = window.session_warning
    session.client.session.start(reissued(session.client.session.token, _in(30)))
    warning.tick()
    ours = {warning.stay_button, warning.sign_out_button}
    letters = {"g", "t"}
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        page = window.tabs.widget(index)
        qtbot.waitUntil(lambda page=page: page.isVisible())
        texts = [a.text() for a in window.menuBar().actions()]
        texts += [window.tabs.tabText(i) for i in range(window.tabs.count())]
        texts += [
            w.text()
            for kind in (QAbstractButton, QLabel)
            for w in window.findChildren(kind)
            if w.isVisible() and w not in ours
        ]
        clashes = [t for t in texts if (m := re.search(r"&([^&])", t)) and m[1].lower() in letters]
        assert clashes == [], window.tabs.tabText(index)


def _in(seconds: float) -> datetime:
    return datetime.now(UTC) + timedelta(seconds=seconds)
