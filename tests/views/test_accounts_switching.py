"""Moving between users and accounts quickly never shows or files one account under another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from app.api.sandbox_helpers import SandboxHelpers
from app.services.session import Session
from app.views.widgets import copy_button
from app.views.widgets.copy_button import CopyButton
from tests.helpers.full_client import full_client
from tests.views.test_accounts_workspace import make_workspace


@pytest.fixture
def two_users(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    first = arun(helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Souza"}))
    second = arun(helpers.create_user({"type": "PERSON", "name": "Wei", "surname": "Chen"}))
    coins = arun(
        full_client(session).create_account(first.id, {"alias": "Coins", "currency": "USDT"})
    )
    euros = arun(
        full_client(session).create_account(first.id, {"alias": "Euros", "currency": "EUR"})
    )
    return first, second, coins, euros


def _texts(widget) -> set[str]:  # type: ignore[no-untyped-def]
    return {label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)}


def test_crypto_addresses_of_the_previous_account_are_gone(
    qtbot, qloop, session, settings, two_users
) -> None:  # type: ignore[no-untyped-def]
    first, _second, coins, euros = two_users
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(first.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 2, timeout=10_000)
    view = workspace.account
    workspace.open_account(coins.id)
    qtbot.waitUntil(lambda: view.title.text() == "Coins", timeout=10_000)
    assert "USDT" in _texts(view.funding)
    workspace.open_account(euros.id)
    qtbot.waitUntil(lambda: view.title.text() == "Euros", timeout=10_000)
    qtbot.waitUntil(lambda: "USDT" not in _texts(view.funding), timeout=5_000)
    view.refresh()
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=10_000)
    titles = [t for t in _texts(view.funding) if t.startswith("Card pay-ins")]
    assert len(titles) == 1  # a refresh replaces, it does not add


def test_the_last_account_asked_for_wins(qtbot, qloop, session, settings, two_users) -> None:  # type: ignore[no-untyped-def]
    first, _second, coins, euros = two_users
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(first.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 2, timeout=10_000)
    workspace.open_account(coins.id)
    workspace.open_account(euros.id)
    assert session.context.account.aid == euros.id
    qtbot.waitUntil(lambda: workspace.account.title.text() == "Euros", timeout=10_000)
    qtbot.waitUntil(lambda: not workspace.account.runner.busy, timeout=10_000)
    assert workspace.account.title.text() == "Euros"
    assert workspace.account.account_id.text() == euros.id


def test_a_failed_open_user_keeps_the_current_user(
    qtbot, qloop, session, settings, two_users
) -> None:  # type: ignore[no-untyped-def]
    first, *_ = two_users
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(first.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 2, timeout=10_000)
    task = workspace.open_user("no-such-user")
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.banner.text
    assert workspace.uid == first.id


def test_refreshing_after_switching_user_files_nothing_under_the_new_one(
    qtbot, qloop, session, settings, two_users
) -> None:  # type: ignore[no-untyped-def]
    first, second, coins, _euros = two_users
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(first.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 2, timeout=10_000)
    workspace.open_account(coins.id)
    qtbot.waitUntil(lambda: workspace.account.title.text() == "Coins", timeout=10_000)
    task = workspace.open_user(second.id)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.users.accounts.count() == 0
    assert session.context.account is None  # the previous user's account is not current
    assert workspace.account.title.text() == "No account open"
    assert workspace.account.refresh() is None
    assert coins.id not in settings.known_accounts("sandbox", second.id)


def test_copy_feedback_outlived_by_its_button_is_harmless(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(copy_button, "FEEDBACK_MS", 10)
    button = CopyButton("value", what="the value")
    button.click()
    assert QApplication.clipboard().text() == "value"
    with qtbot.waitSignal(button.destroyed, timeout=5_000):
        button.deleteLater()
    # A timer due after the feedback's reset: Qt fires timers in the order they fall due, so
    # once it has, the reset has had its turn (and, owned by the button, died with it).
    after = QTimer()
    after.setSingleShot(True)
    after.setInterval(2 * copy_button.FEEDBACK_MS)
    with qtbot.waitSignal(after.timeout, timeout=5_000):
        after.start()
