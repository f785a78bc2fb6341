from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from app.api.sandbox_helpers import SandboxHelpers
from app.models.accounts import VirtualIban
from app.services.context import AccountRef
from app.services.environments import EnvironmentKind
from app.services.session import Session
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.accounts.viban_table import ID, NAME, NUMBER, STATE, STATE_ROLE
from tests.helpers.full_client import full_client


@pytest.fixture
def account_with_viban(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """A EUR account (so its vIBANs are SEPA IBANs) with one active vIBAN."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Marta", "surname": "Gil"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Rent", "currency": "EUR"})
    )
    viban = arun(helpers.create_virtual_iban(account.id, name="Tenants"))
    return user.id, account.id, viban


class Confirmations:
    """Stands in for the question box: records what was asked, answers as told."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.asked: list[tuple[str, VirtualIban | None]] = []

    def __call__(self, viban_id: str, viban: VirtualIban | None) -> bool:
        self.asked.append((viban_id, viban))
        return self.answer


def open_dialog(qtbot, session: Session, uid: str, aid: str, answer: bool) -> VirtualIbansDialog:  # type: ignore[no-untyped-def]
    session.context.choose_account(uid, aid)
    dialog = VirtualIbansDialog(session)
    dialog.confirm = Confirmations(answer)  # type: ignore[method-assign]
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def sent_since(session: Session, before: int) -> list[str]:
    return [f"{e.method} {e.url}" for e in session.client.request_log.entries()[before:]]


def test_the_list_shows_the_accounts_vibans(qtbot, qloop, session, account_with_viban) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=False)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    assert dialog.table.item(0, NAME).text() == "Tenants"
    assert dialog.table.item(0, NUMBER).text() == viban.account_number
    assert viban.account_number.startswith("DE")
    assert dialog.table.item(0, ID).text() == viban.id
    assert dialog.state_at(0) == "Active"
    assert dialog.table.item(0, STATE).data(STATE_ROLE) == "ACTIVE"
    assert dialog.count.text() == "1 vIBAN, 1 active"

    dialog.table.selectRow(0)
    assert dialog.viban_id.text() == viban.id


def test_new_viban_adds_a_row(qtbot, qloop, session, account_with_viban) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=False)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.new_button.click()
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 2, timeout=5_000)
    assert dialog.count.text() == "2 vIBANs, 2 active"


def test_deactivate_after_confirmation(
    qtbot, qloop, session, helpers, account_with_viban, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=True)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.table.selectRow(0)
    task = dialog.deactivate()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)

    asked_id, asked = dialog.confirm.asked[0]  # type: ignore[attr-defined]
    assert asked_id == viban.id
    assert asked is not None
    assert asked.account_number == viban.account_number
    assert dialog.state_at(0) == "Inactive"
    assert dialog.table.item(0, STATE).data(STATE_ROLE) == "INACTIVE"
    assert dialog.status.text() == f"vIBAN {viban.account_number} (Tenants) is now Inactive."
    assert dialog.banner.text == ""
    # the vIBAN selected is inactive now: there is nothing left to deactivate, and it says why
    assert not dialog.deactivate_button.isEnabled()
    assert "inactive already" in dialog.deactivate_button.toolTip()
    assert dialog.inactive_note.isVisible()
    states = {v.id: v.state for v in arun(helpers.list_virtual_ibans(aid))}
    assert states == {viban.id: "INACTIVE"}


def test_the_confirmation_names_the_viban_and_says_it_is_final(
    qtbot, qloop, session, account_with_viban, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    session.context.choose_account(uid, aid)
    dialog = VirtualIbansDialog(session)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    seen: dict[str, str] = {}

    def press_the_default(box):  # type: ignore[no-untyped-def]
        seen["text"], seen["detail"] = box.text(), box.informativeText()
        return box.standardButton(box.defaultButton())

    monkeypatch.setattr("app.views.accounts.viban_dialog.QMessageBox.exec", press_the_default)
    assert dialog.confirm(viban.id, viban) is False  # the default answer keeps it
    assert seen["text"] == f"Deactivate the vIBAN {viban.account_number} (Tenants)?"
    assert "cannot be undone" in seen["detail"]
    assert viban.id in seen["detail"]


def test_declining_the_confirmation_sends_nothing(
    qtbot, qloop, session, helpers, account_with_viban, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=False)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText(viban.id)
    before = len(session.client.request_log.entries())
    assert dialog.deactivate() is None
    assert len(dialog.confirm.asked) == 1  # type: ignore[attr-defined]
    assert sent_since(session, before) == []
    assert dialog.state_at(0) == "Active"
    assert [v.state for v in arun(helpers.list_virtual_ibans(aid))] == ["ACTIVE"]


def test_a_known_inactive_viban_cannot_be_deactivated_and_says_why(
    qtbot, qloop, session, account_with_viban, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    arun(full_client(session).deactivate_virtual_iban(uid, aid, viban.id))
    dialog = open_dialog(qtbot, session, uid, aid, answer=True)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    assert dialog.state_at(0) == "Inactive"
    assert dialog.deactivate_button.isEnabled()  # nothing typed or selected yet
    qtbot.keyClicks(dialog.viban_id, viban.id)  # typed: known to be inactive
    assert not dialog.deactivate_button.isEnabled()
    assert dialog.deactivate_button.toolTip() == (
        "This vIBAN is inactive already: a deactivated vIBAN cannot be activated "
        "or deactivated again."
    )
    assert dialog.inactive_note.isVisible()
    before = len(session.client.request_log.entries())
    qtbot.keyClick(dialog.viban_id, Qt.Key.Key_Return)
    assert dialog.deactivate() is None
    assert dialog.confirm.asked == []  # type: ignore[attr-defined]
    assert sent_since(session, before) == []
    assert dialog.isVisible()  # Enter did not mean Close either
    qtbot.keyClick(dialog.viban_id, Qt.Key.Key_Backspace)  # no longer that vIBAN
    assert dialog.deactivate_button.isEnabled()
    assert not dialog.inactive_note.isVisible()


def test_deactivating_again_outside_a_sandbox_says_the_servers_409_at_the_id(
    qtbot, qloop, session, account_with_viban, arun
) -> None:  # type: ignore[no-untyped-def]
    """Without the list, the state is not known here: the server's refusal is said at the id,
    which has the focus again, selected."""
    uid, aid, viban = account_with_viban
    arun(full_client(session).deactivate_virtual_iban(uid, aid, viban.id))
    live = dataclasses.replace(
        session,
        environment=dataclasses.replace(session.environment, kind=EnvironmentKind.CUSTOM),
    )
    dialog = open_dialog(qtbot, live, uid, aid, answer=True)
    qtbot.waitExposed(dialog)
    dialog.viban_id.setFocus()
    qtbot.keyClicks(dialog.focusWidget(), viban.id)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    task = dialog.deactivate_task
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert dialog.viban_error.text() == (
        "This vIBAN is INACTIVE; only an active or pending one can be deactivated."
    )
    assert dialog.banner.text == ""
    assert dialog.status.text() == ""
    qtbot.waitUntil(  # the focus comes back on the next turn, with the id selected
        lambda: (
            dialog.focusWidget() is dialog.viban_id and dialog.viban_id.selectedText() == viban.id
        ),
        timeout=2_000,
    )
    assert dialog.deactivate_button.isEnabled()
    assert dialog.isVisible()


def test_an_unknown_id_shows_the_servers_404(qtbot, qloop, session, account_with_viban) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=True)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText("no-such-viban")
    task = dialog.deactivate()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert dialog.viban_error.text() == "The vIBAN no-such-viban was not found."
    assert dialog.banner.text == ""
    assert dialog.deactivate_button.isEnabled()


def test_an_empty_id_is_refused_at_the_field(qtbot, qloop, session, account_with_viban) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=True)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText("   ")
    before = len(session.client.request_log.entries())
    assert dialog.deactivate() is None
    assert dialog.viban_error.text() == (
        "Enter the id of the vIBAN to deactivate, or select one in the list."
    )
    assert dialog.confirm.asked == []  # type: ignore[attr-defined]
    assert sent_since(session, before) == []
    qtbot.keyClicks(dialog.viban_id, "x")
    assert dialog.viban_error.text() == ""


def test_enter_in_the_field_deactivates_once_and_escape_closes(
    qtbot, qloop, session, account_with_viban
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    dialog = open_dialog(qtbot, session, uid, aid, answer=False)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText(viban.id)
    dialog.viban_id.setFocus()
    qtbot.keyClick(dialog.viban_id, Qt.Key.Key_Return)
    assert len(dialog.confirm.asked) == 1  # type: ignore[attr-defined]
    assert dialog.isVisible()  # Enter meant Deactivate (declined here), not Close as well
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_outside_a_sandbox_the_table_is_hidden_and_deactivate_by_id_works(
    qtbot, qloop, session, helpers, account_with_viban, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, viban = account_with_viban
    live = dataclasses.replace(
        session,
        environment=dataclasses.replace(session.environment, kind=EnvironmentKind.CUSTOM),
    )
    before = len(session.client.request_log.entries())
    dialog = open_dialog(qtbot, live, uid, aid, answer=True)
    assert dialog.table.isHidden()
    assert dialog.new_button.isHidden()
    dialog.viban_id.setText(viban.id)
    task = dialog.deactivate()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert dialog.confirm.asked == [(viban.id, None)]  # type: ignore[attr-defined]
    assert dialog.status.text() == f"vIBAN {viban.account_number} (Tenants) is now Inactive."
    sent = sent_since(session, before)
    assert len(sent) == 1
    assert sent[0].endswith(f"/virtual-ibans/{viban.id}/deactivate")
    assert not any("/sandbox/" in s for s in sent)
    assert [v.state for v in arun(helpers.list_virtual_ibans(aid))] == ["INACTIVE"]


def test_the_account_view_opens_the_dialog(qtbot, qloop, session, account_with_viban) -> None:  # type: ignore[no-untyped-def]
    from app.views.accounts.account_view import AccountView
    from app.views.task_runner import TaskRunner

    uid, aid, _viban = account_with_viban
    view = AccountView(session, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(view)
    view.show()
    assert not view.viban_button.isEnabled()
    view.open_account(uid, aid)
    qtbot.waitUntil(lambda: view.account is not None, timeout=5_000)
    assert view.viban_button.isEnabled()
    view.viban_button.click()
    dialog = view.viban_dialog
    assert dialog is not None
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    assert dialog.ref == AccountRef(uid, aid)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.close()
