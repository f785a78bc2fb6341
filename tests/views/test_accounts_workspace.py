from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGroupBox

from app.api.sandbox_helpers import SandboxHelpers
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.accounts.workspace import AccountsWorkspace
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from tests.helpers.full_client import full_client


@pytest.fixture
def user_with_account(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    user = arun(helpers.create_user({"type": "PERSON", "name": "Lucía", "surname": "Fernández"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Household", "currency": "EUR"})
    )
    arun(helpers.deposit(account.id, 123_456))
    arun(helpers.create_virtual_iban(account.id, "Rent collection"))
    return user, account


def make_workspace(qtbot, session: Session, settings: AppSettings) -> AccountsWorkspace:  # type: ignore[no-untyped-def]
    workspace = AccountsWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.show()
    return workspace


def test_open_a_user_and_an_account(qtbot, qloop, session, settings, user_with_account) -> None:  # type: ignore[no-untyped-def]
    user, account = user_with_account
    workspace = make_workspace(qtbot, session, settings)
    workspace.users.user_id.setEditText(user.id)
    workspace.users.open_user.click()
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 1, timeout=10_000)
    assert workspace.users.user_title.text() == "Lucía Fernández"
    workspace.users.accounts.setCurrentRow(0)
    view = workspace.account
    qtbot.waitUntil(lambda: view.title.text() == "Household", timeout=10_000)
    assert view.balance.amount.text() == "1,234.56 EUR"
    assert view.available.amount.text() == "1,234.56 EUR"
    assert view.state.text() == "Active"
    assert view.kind.text() == "Fiat account · EUR"  # words, not the API's FIAT
    virtual = [b.title() for b in view.funding.findChildren(QGroupBox) if b.property("virtual")]
    assert virtual == ["Rent collection — virtual IBAN"]
    assert settings.recent_users("sandbox")[0] == user.id
    assert settings.known_accounts("sandbox", user.id) == [account.id]


def test_open_an_account_by_id_and_refresh(
    qtbot, qloop, session, settings, helpers, user_with_account, arun
) -> None:  # type: ignore[no-untyped-def]
    user, account = user_with_account
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(user.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 1, timeout=10_000)
    qtbot.keyClicks(workspace.users.account_id, account.id)
    workspace.users.open_account.click()
    qtbot.waitUntil(lambda: workspace.account.title.text() == "Household", timeout=10_000)
    arun(helpers.deposit(account.id, 1_000))
    workspace.account.refresh_button.click()
    qtbot.waitUntil(
        lambda: workspace.account.balance.amount.text() == "1,244.56 EUR", timeout=10_000
    )


def test_unknown_account_shows_the_error_in_the_view(
    qtbot, qloop, session, settings, user_with_account
) -> None:  # type: ignore[no-untyped-def]
    user, _account = user_with_account
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(user.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 1, timeout=10_000)
    workspace.open_account("no-such-account")
    qtbot.waitUntil(lambda: workspace.account.banner.isVisible(), timeout=10_000)
    assert "was not found" in workspace.account.banner.text


def test_create_account_shows_the_servers_message_at_the_field(
    qtbot, qloop, session, settings, user_with_account
) -> None:  # type: ignore[no-untyped-def]
    user, _account = user_with_account
    workspace = make_workspace(qtbot, session, settings)
    workspace.open_user(user.id)
    qtbot.waitUntil(lambda: workspace.users.new_account.isEnabled(), timeout=10_000)
    dialog = workspace.create_account()
    assert dialog is not None
    dialog.submit()  # empty alias: refused before sending, at the field
    qtbot.waitUntil(lambda: dialog.alias_error.isVisible(), timeout=5_000)
    assert dialog.alias_error.text() == "This field is required."
    qtbot.keyClicks(dialog.alias, "household")
    dialog.submit()  # the server refuses: that alias exists for this user
    qtbot.waitUntil(lambda: dialog.alias_error.isVisible(), timeout=10_000)
    assert "already has an account called" in dialog.alias_error.text()
    assert dialog.alias.text() == "household"
    dialog.alias.clear()
    qtbot.keyClicks(dialog.alias, "Savings USD")
    dialog.currency.setCurrentText("USD")
    with qtbot.waitSignal(dialog.created, timeout=10_000):
        dialog.submit()
    qtbot.waitUntil(lambda: workspace.account.title.text() == "Savings USD", timeout=10_000)
    assert workspace.users.accounts.count() == 2


def test_session_expiry_prompts_and_keeps_the_open_account(
    qtbot, qloop, session, settings, user_with_account
) -> None:  # type: ignore[no-untyped-def]
    user, _account = user_with_account
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    workspace = window.accounts
    workspace.open_user(user.id)
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 1, timeout=10_000)
    workspace.users.accounts.setCurrentRow(0)
    qtbot.waitUntil(lambda: workspace.account.title.text() == "Household", timeout=10_000)
    session.client.session.start("expired.token.value")  # the server will answer 401
    workspace.account.refresh()
    qtbot.waitUntil(
        lambda: (
            getattr(window.reauthenticate, "dialog", None) is not None
            and window.reauthenticate.dialog.isVisible()
        ),
        timeout=10_000,
    )
    prompt = window.reauthenticate.dialog
    assert prompt.api_key.text() == "demo-key"  # a sandbox's key is known
    assert workspace.account.title.text() == "Household"
    with qtbot.waitSignal(prompt.accepted, timeout=10_000):
        prompt.buttons.accepted.emit()
    qtbot.waitUntil(lambda: not workspace.account.runner.busy, timeout=10_000)
    assert not workspace.account.banner.isVisible()
    assert session.client.session.token != "expired.token.value"
    assert workspace.account.title.text() == "Household"


def test_request_log_dock_shows_exchanges_redacted(
    qtbot, qloop, session, settings, user_with_account
) -> None:  # type: ignore[no-untyped-def]
    user, _account = user_with_account
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    window.accounts.open_user(user.id)
    qtbot.waitUntil(lambda: window.accounts.users.accounts.count() == 1, timeout=10_000)
    dock = window.request_log
    assert dock.model.rowCount() > 0
    wanted = f"/sandbox/v1/users/{user.id}"
    row = next(
        r
        for r in range(dock.model.rowCount())
        if wanted in str(dock.model.data(dock.model.index(r, 0)) or "")
        or any(
            wanted in str(dock.model.data(dock.model.index(r, c)) or "")
            for c in range(dock.model.columnCount())
        )
    )
    dock.table.selectRow(row)
    details = dock.details.toPlainText()
    assert f"/sandbox/v1/users/{user.id}" in details
    assert "authorization: Bearer ***" in details
    assert session.client.session.token not in details
    assert "HTTP 200" in details
    dock.copy_curl.click()
    from PySide6.QtGui import QGuiApplication

    curl = QGuiApplication.clipboard().text()
    assert curl.startswith("curl -X GET ")
    assert session.client.session.token not in curl


def test_about_names_the_versions(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    text = window.about_text()
    assert "Qt 6.11" in text
    assert "Python 3." in text
    assert window.statusBar().environment_badge.text() == "SANDBOX"
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "&Accounts",
        "&Orders",
        "&Payouts",
        "&Compliance",
    ]
