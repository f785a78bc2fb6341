"""Names where ids were (issue 28, item 9): the audit journal's targets, the production typed
confirmation and the new-account dialog name the user and the account as this desk knows
them (the directory), the ids second (in the tooltip, or in brackets where a person may
type an id's end to confirm)."""

# ruff: noqa: F811  (the `journal` fixture is imported, then asked for by name)
from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.models.accounts import Account
from app.models.orders import BankPayoutDetail, OrderSummary, Sender
from app.services.actions import ActionRequest
from app.services.session import Session
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.environments.confirm import TypedConfirmationDialog
from app.views.journal.table_model import TARGET
from app.views.orders.receipt_pdf import receipt_html
from app.views.payouts.workspace import PayoutsWorkspace
from app.views.task_runner import TaskRunner
from tests.views.test_journal_view import journal, window_with  # noqa: F401
from tests.views.test_production_guard import production, window_for

UID = "200422e9-5d1c-4f0e-9a7b-3c8e2f1d6a40"
AID = "9c1d7e22-0b4f-4d5e-8a61-7f2e3c4b5a69"
VIBAN = "5e0c2a1b-6f3d-4c8e-9b2a-1d4e5f6a7b8c"
NAMED = "Elena Marín · Payouts · EUR"


def knows_elena(session: Session) -> None:
    session.directory.remember_user(UID, "Elena Marín")
    session.directory.remember_account(UID, Account(id=AID, alias="Payouts", currency="EUR"))


def test_the_journal_names_the_account_an_action_was_about(
    qtbot, qloop, session, settings, journal
) -> None:  # type: ignore[no-untyped-def]
    knows_elena(session)
    window = window_with(qtbot, session, settings, journal)
    recorder = window.journal_recorder
    assert recorder is not None
    recorder.record("create_account", f"{UID}/{AID}", "done")
    recorder.record("deactivate_viban", f"{UID}/{AID}/{VIBAN}", "done")
    journal.flush()
    view = window.open_journal()
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == 4, timeout=5_000)  # with the reviewer's
    model = view.model
    targets = {
        entry.action: (
            model.index(row, TARGET).data(),
            model.index(row, TARGET).data(Qt.ItemDataRole.ToolTipRole),
        )
        for row, entry in enumerate(model.shown)
    }
    assert targets["create_account"] == (NAMED, f"{UID}/{AID}")  # the ids whole in the tooltip
    assert targets["deactivate_viban"][0] == f"{NAMED}/5e0c2a1b…"
    for shown, _tip in targets.values():
        assert UID[:8] not in shown  # the owner is said by the account's name, not twice
        assert AID[:8] not in shown


def test_the_production_confirmation_names_the_account_and_keeps_its_ids(
    qtbot, qloop, session, settings
) -> None:  # type: ignore[no-untyped-def]
    live = production(session)
    knows_elena(live)
    window = window_for(qtbot, live, settings)
    request = ActionRequest("deactivate_viban", f"{UID}/{AID}", "Deactivate a vIBAN", AID[-4:])
    answer = asyncio.ensure_future(window.confirm_action(request))
    dialog: TypedConfirmationDialog | None = None

    def shown() -> bool:
        nonlocal dialog
        found = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, TypedConfirmationDialog) and w.isVisible()
        ]
        dialog = found[0] if found else None
        return dialog is not None

    qtbot.waitUntil(shown, timeout=5_000)
    assert dialog is not None
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"for {NAMED} ({UID}/{AID})" in texts  # by name; the ids whole, to type their end
    dialog.reject()
    qtbot.waitUntil(answer.done, timeout=5_000)


def test_a_new_account_is_for_the_user_by_name(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    knows_elena(session)
    dialog = CreateAccountDialog(session, UID, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(dialog)
    owner = next(label for label in dialog.findChildren(QLabel) if "Elena" in label.text())
    assert owner.text() == "For Elena Marín"
    assert UID in owner.toolTip()


def test_payouts_say_the_account_loading_by_name(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    knows_elena(session)
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    session.context.choose_account(UID, AID)
    assert workspace.paying_from.text() == NAMED
    assert AID not in workspace.available.text()
    assert AID[:8] not in workspace.available.text()


def test_the_receipt_names_the_sender_account_with_its_id(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    knows_elena(session)
    made = OrderSummary(id="o-1", state="SETTLED", type="BANK_PAY_OUT")
    detail = BankPayoutDetail(
        id="o-1", state="SETTLED", type="BANK_PAY_OUT", sender=Sender(account_id=AID)
    )
    page = receipt_html(made, detail, account_name=session.directory.account_label)
    assert f"{NAMED} ({AID})" in page
