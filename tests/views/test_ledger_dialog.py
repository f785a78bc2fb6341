from __future__ import annotations

import dataclasses

import pytest

from app.api.sandbox_helpers import SandboxHelpers
from app.services.environments import EnvironmentKind
from app.services.session import Session
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.orders.ledger_model import AMOUNT, BALANCE, KIND
from app.views.orders.workspace import OrdersWorkspace
from tests.helpers.full_client import full_client


@pytest.fixture
def account_with_deposits(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """A USD account with 105 deposits of 1.00 .. 105.00 (more than one page of 100)."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Ledger", "currency": "USD"})
    )

    async def fill() -> None:
        for index in range(105):
            await helpers.deposit(account.id, (index + 1) * 100, counterparty=f"Payer {index}")

    arun(fill(), timeout=60_000)
    return user.id, account.id


def cell(dialog: LedgerDialog, row: int, column: int) -> str:
    return dialog.model.data(dialog.model.index(row, column))


def test_the_sandbox_ledger_lists_running_balances_newest_first(
    qtbot, qloop, session, account_with_deposits
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = account_with_deposits
    session.context.choose_account(uid, aid)
    dialog = LedgerDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 100, timeout=10_000)
    assert dialog.heading.text() == "Ledger of Ledger · USD"
    assert dialog.count.text() == "105 transactions, newest first"
    total = sum(range(1, 106))  # whole units
    assert cell(dialog, 0, BALANCE) == f"{total:,}.00 USD"
    assert cell(dialog, 0, AMOUNT) == "105.00 USD"
    assert cell(dialog, 0, KIND) == "Credit"
    assert cell(dialog, 1, BALANCE) == f"{total - 105:,}.00 USD"
    dialog.table.scrollToBottom()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 105, timeout=10_000)
    assert cell(dialog, 104, BALANCE) == "1.00 USD"

    dialog.table.selectRow(104)
    assert "Payer 0" in [
        dialog.card.form.itemAt(i).widget().text()
        for i in range(dialog.card.form.count())
        if hasattr(dialog.card.form.itemAt(i).widget(), "text")
    ]


def test_open_a_transaction_by_id_and_an_unknown_one_at_its_field(
    qtbot, qloop, session, account_with_deposits
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = account_with_deposits
    session.context.choose_account(uid, aid)
    dialog = LedgerDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.model.rowCount() > 0, timeout=10_000)
    wanted = dialog.model.entry_at(3)
    assert wanted is not None

    dialog.transaction_id.setText("no-such-transaction")
    task = dialog.open_transaction()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert dialog.transaction_error.text() == "This account has no transaction no-such-transaction."
    assert dialog.banner.text == ""

    dialog.transaction_id.setText(f"  {wanted.id} ")
    task = dialog.open_transaction()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert dialog.transaction_error.text() == ""
    labels = [
        dialog.card.form.itemAt(i).widget()
        for i in range(dialog.card.form.count())
        if dialog.card.form.itemAt(i).widget() is not None
    ]
    texts = [w.text() for w in labels if hasattr(w, "text")]
    assert "102.00 USD" in texts  # the fourth newest deposit


def test_an_empty_id_is_asked_for_without_a_request(
    qtbot, qloop, session, account_with_deposits
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = account_with_deposits
    session.context.choose_account(uid, aid)
    dialog = LedgerDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.open_transaction() is None
    assert dialog.transaction_error.text() == "Enter a transaction id."


def test_outside_a_sandbox_only_the_read_by_id_is_offered(
    qtbot, qloop, session, account_with_deposits
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = account_with_deposits
    live = dataclasses.replace(
        session,
        environment=dataclasses.replace(session.environment, kind=EnvironmentKind.CUSTOM),
    )
    before = len(session.client.request_log.entries())
    live.context.choose_account(uid, aid)
    dialog = LedgerDialog(live)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.currency == "USD", timeout=5_000)
    assert dialog.table.isHidden()
    assert dialog.model.rowCount() == 0
    sent = [e.url for e in session.client.request_log.entries()[before:]]
    assert sent
    assert not any("/sandbox/" in url for url in sent)


def test_the_orders_workspace_opens_the_ledger_of_its_account(
    qtbot, qloop, session, settings, account_with_deposits
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = account_with_deposits
    workspace = OrdersWorkspace(session, settings, search_delay_ms=0)
    qtbot.addWidget(workspace)
    assert workspace.open_ledger() is None
    assert "ledger" in workspace.banner.text
    session.context.choose_account(uid, aid)
    dialog = workspace.open_ledger()
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 100, timeout=10_000)
    dialog.close()
