"""The Sandbox menu's tasks go through a task runner (issue 22, finding 8): a bug is said as a
sentence rather than swallowed, a session expiry asks to sign in again and then goes on, and
an outcome about an account names it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from PySide6.QtWidgets import QMainWindow

from app.api.errors import SessionExpired
from app.models.sandbox_helpers import QuotesExpired
from app.services.session import Session
from app.views.sandbox_tools.menu import SandboxMenu


class SignIn:
    """Stands in for the re-login prompt: counts the prompts, answers as told."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.asked = 0

    async def __call__(self) -> bool:
        self.asked += 1
        return self.answer


def menu_on(qtbot, session: Session, sign_in: SignIn) -> tuple[QMainWindow, SandboxMenu]:  # type: ignore[no-untyped-def]
    main = QMainWindow()
    qtbot.addWidget(main)
    menu = SandboxMenu(session, main, reauthenticate=sign_in)
    main.menuBar().addMenu(menu)
    main.show()
    return main, menu


def test_a_bug_in_a_sandbox_task_is_said_as_a_sentence(
    qtbot, qloop, session, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    _main, menu = menu_on(qtbot, session, SignIn(True))

    async def broken() -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(session.actions, "expire_quotes", broken)
    task = menu.expire_quotes()
    qtbot.waitUntil(task.done, timeout=5_000)
    box = menu.outcome.box
    assert box is not None
    assert box.isVisible()
    assert "Something went wrong inside Teller (RuntimeError)" in box.text()
    assert "Try again" in box.text()


def test_a_session_expiry_in_a_sandbox_task_asks_to_sign_in_and_goes_on(
    qtbot, qloop, session, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    sign_in = SignIn(True)
    main, menu = menu_on(qtbot, session, sign_in)
    calls: list[int] = []

    async def expired_once() -> QuotesExpired:
        calls.append(1)
        if len(calls) == 1:
            raise SessionExpired()
        return QuotesExpired(expired=3, at=datetime.now(UTC))

    monkeypatch.setattr(session.actions, "expire_quotes", expired_once)
    task = menu.expire_quotes()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert sign_in.asked == 1
    assert len(calls) == 2  # the same action again, with the new session
    assert main.statusBar().currentMessage().startswith("Quotes expired: 3.")
    assert menu.outcome.box is None


def test_a_declined_sign_in_offers_it_again(
    qtbot, qloop, session, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    sign_in = SignIn(False)
    _main, menu = menu_on(qtbot, session, sign_in)

    async def expired() -> Any:
        raise SessionExpired()

    monkeypatch.setattr(session.actions, "expire_quotes", expired)
    task = menu.expire_quotes()
    qtbot.waitUntil(task.done, timeout=5_000)
    box = menu.outcome.box
    assert box is not None
    assert "session has expired" in box.text()
    offered = [b.text() for b in box.buttons()]
    assert "Sign in…" in offered
