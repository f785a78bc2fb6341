"""People pick accounts by name; ids stay possible and secondary."""

from __future__ import annotations

import uuid

import pytest
from PySide6.QtCore import Qt

from app.models.accounts import Account
from app.services.directory import Directory
from app.views.accounts.account_chooser import AccountChooserDialog
from app.views.payouts.workspace import PayoutsWorkspace
from tests.helpers.full_client import full_client


@pytest.fixture
def funded(helpers, session, arun):  # type: ignore[no-untyped-def]
    """An account whose owner's name no other test uses (the GUI sandbox is shared)."""
    surname = f"Marín{uuid.uuid4().hex[:6]}"
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": surname}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Payouts", "currency": "EUR"})
    )
    return user.id, account.id, surname


def open_chooser(qtbot, session) -> AccountChooserDialog:  # type: ignore[no-untyped-def]
    dialog = AccountChooserDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_sandbox_users_accounts_are_found_by_name_and_taken_with_enter(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, surname = funded  # Elena Marín…'s "Payouts" account
    dialog = open_chooser(qtbot, session)
    qtbot.waitUntil(lambda: dialog.loading is not None and dialog.loading.done(), timeout=10_000)
    qtbot.keyClicks(dialog.search, f"elena {surname[-6:]} payouts")
    assert dialog.list.count() == 1
    assert dialog.list.currentItem().text().startswith(f"Elena {surname} · Payouts · EUR")
    assert aid in dialog.list.currentItem().toolTip()
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.result() == AccountChooserDialog.DialogCode.Accepted
    assert dialog.chosen is not None
    assert (dialog.chosen.uid, dialog.chosen.aid) == (uid, aid)


def test_a_pasted_account_id_finds_its_account(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    _uid, aid, _surname = funded
    dialog = open_chooser(qtbot, session)
    qtbot.waitUntil(lambda: dialog.loading is not None and dialog.loading.done(), timeout=10_000)
    dialog.search.setText(aid)
    assert dialog.list.count() == 1
    assert dialog.selected_id() == aid


def test_choosing_in_payouts_makes_it_current_and_names_it(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    uid, aid, surname = funded
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.show()
    chooser = workspace.choose_button.open_chooser()
    qtbot.waitUntil(lambda: chooser.loading is not None and chooser.loading.done(), timeout=10_000)
    qtbot.keyClicks(chooser.search, f"marin{surname[-6:]}")  # no accent, as on any keyboard
    qtbot.keyClick(chooser.search, Qt.Key.Key_Return)
    assert session.context.account is not None
    assert (session.context.account.uid, session.context.account.aid) == (uid, aid)
    assert workspace.paying_from.text() == f"Elena {surname} · Payouts · EUR"
    assert aid in workspace.paying_from.toolTip()
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)


def test_the_transfer_recipient_is_chosen_by_name(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    _uid, aid, surname = funded
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.show()
    chooser = workspace.transfer.choose_recipient.open_chooser()
    qtbot.waitUntil(lambda: chooser.loading is not None and chooser.loading.done(), timeout=10_000)
    qtbot.keyClicks(chooser.search, f"MARIN{surname[-6:].upper()} payouts")
    qtbot.keyClick(chooser.search, Qt.Key.Key_Return)
    assert workspace.transfer.recipient.text() == aid
    assert workspace.transfer.recipient_name.text() == f"Elena {surname} · Payouts · EUR"
    assert session.context.account is None  # a recipient is not the account paid from


def test_recent_and_pinned_accounts_are_remembered_per_environment(settings) -> None:  # type: ignore[no-untyped-def]
    first = Directory()
    first.attach(settings, "sandbox")
    first.remember_user("u1", "Ana Ruiz")
    first.remember_account("u1", Account(id="a1", alias="Rent", currency="EUR"))
    first.remember_user("u2", "Acme SL")
    first.remember_account("u2", Account(id="a2", alias="Payroll", currency="USD"))
    first.remember_account("u2", Account(id="a3", alias="Never used", currency="USD"))
    first.used("u1", "a1")
    first.used("u2", "a2")
    first.pin("a1", True)

    again = Directory()
    again.attach(settings, "sandbox")
    assert [e.label for e in again.entries()] == [
        "Ana Ruiz · Rent · EUR",
        "Acme SL · Payroll · USD",
    ]
    assert again.entries()[0].pinned
    other = Directory()
    other.attach(settings, "https://bank.example")
    assert other.entries() == []


def test_after_choosing_by_keyboard_the_amount_has_the_focus(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    _uid, aid, surname = funded
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.show()
    workspace.activateWindow()
    workspace.choose_button.setFocus()
    qtbot.waitUntil(workspace.choose_button.hasFocus, timeout=2_000)
    chooser = workspace.choose_button.open_chooser()
    qtbot.waitUntil(lambda: chooser.loading is not None and chooser.loading.done(), timeout=10_000)
    qtbot.keyClicks(chooser.search, f"marin{surname[-6:]}")
    qtbot.keyClick(chooser.search, Qt.Key.Key_Return)
    workspace.activateWindow()  # offscreen has no window manager to give it back
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    assert workspace.bank.account.id == aid
    qtbot.waitUntil(workspace.bank.amount.hasFocus, timeout=2_000)


def test_opening_the_chooser_again_does_not_fetch_every_user_again(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    first = open_chooser(qtbot, session)
    qtbot.waitUntil(lambda: first.loading is not None and first.loading.done(), timeout=10_000)
    first.reject()
    before = len(session.client.request_log.entries())
    again = open_chooser(qtbot, session)
    qtbot.waitUntil(lambda: again.loading is not None and again.loading.done(), timeout=10_000)
    sent = [e.url for e in session.client.request_log.entries()[before:]]
    assert len(sent) == 1  # the user list only: every user's accounts were listed already
    assert sent[0].endswith("/sandbox/v1/users")
