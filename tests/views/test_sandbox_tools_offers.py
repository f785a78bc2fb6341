"""The testers' tools offer only what can happen (issue 28, item 9): "Advance to…" the states
the selected order can move to (never the one it is in, nothing for a final order); the
fail-next dialog's Retry-After and Delay only for the failure each shapes; after Sandbox >
Reset the account chooser no longer lists the accounts the reset deleted."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QMainWindow, QSpinBox

from app.api.errors import NotFound
from app.models.kyb_cases import KybCase, KybCaseSession
from app.models.sandbox_helpers import FaultKind, ResetResult
from app.services.session import Session
from app.views.accounts.account_chooser import AID_ROLE, AccountChooserDialog
from app.views.orders.workspace import OrdersWorkspace
from app.views.sandbox_tools.kyb_state_tool import KybStateDialog
from app.views.sandbox_tools.menu import SandboxMenu
from app.views.sandbox_tools.order_bar import OrderToolsBar, install_order_tools
from tests.helpers.full_client import full_client
from tests.views.test_orders_workspace import loaded, workspace_for
from tests.views.test_sandbox_tools import select


def offered(bar: OrderToolsBar) -> set[str]:
    if not bar.advance_button.isEnabled():
        return set()
    return {state for state, action in bar.advance_actions.items() if action.isVisible()}


def state_of(workspace: OrdersWorkspace, oid: str) -> str | None:
    row = workspace.model.row_of(oid)
    order = workspace.model.order_at(row) if row is not None else None
    return order.state if order is not None else None


def test_advance_offers_only_the_states_the_order_can_move_to(
    qtbot, qloop, session, settings, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    bar = install_order_tools(workspace)
    select(workspace, payout.id)
    assert bar.advance_actions["SETTLED"].text() == "Settled"  # in words, as every state
    if state_of(workspace, payout.id) == "Created":
        assert offered(bar) == {"PENDING", "FAILED"}
        bar.advance_actions["PENDING"].trigger()
        qtbot.waitUntil(lambda: state_of(workspace, payout.id) == "PENDING", timeout=10_000)
        select(workspace, payout.id)
    qtbot.waitUntil(lambda: offered(bar) == {"SETTLED", "FAILED"}, timeout=5_000)
    bar.advance_actions["SETTLED"].trigger()
    qtbot.waitUntil(lambda: state_of(workspace, payout.id) == "SETTLED", timeout=10_000)
    select(workspace, payout.id)
    qtbot.waitUntil(lambda: not bar.advance_button.isEnabled(), timeout=5_000)
    assert "final" in bar.advance_button.toolTip()
    sent = len(session.action_log.records)
    bar.advance("PENDING")  # a move it cannot make (a stale shortcut): not sent
    assert len(session.action_log.records) == sent


def menu_on(qtbot, session: Session) -> SandboxMenu:  # type: ignore[no-untyped-def]
    main = QMainWindow()
    qtbot.addWidget(main)
    menu = SandboxMenu(session, main)
    main.menuBar().addMenu(menu)
    main.show()
    return menu


@pytest.mark.parametrize(
    ("kind", "retry_after", "delay"),
    [
        (FaultKind.SERVER_ERROR, False, False),
        (FaultKind.RATE_LIMIT, True, False),
        (FaultKind.SLOW, False, True),
        (FaultKind.DROP, False, False),
    ],
)
def test_fail_next_enables_each_setting_only_for_its_failure(
    qtbot, qloop, session, kind, retry_after, delay
) -> None:  # type: ignore[no-untyped-def]
    menu = menu_on(qtbot, session)
    dialog = menu.ask_fail_next()
    combo = dialog.findChild(QComboBox, "kind")
    combo.setCurrentIndex(combo.findData(kind.value))
    assert dialog.findChild(QSpinBox, "retry_after").isEnabled() is retry_after
    assert dialog.findChild(QDoubleSpinBox, "delay").isEnabled() is delay
    dialog.reject()


def test_after_a_reset_the_chooser_drops_the_deleted_accounts(
    qtbot, qloop, session, helpers, arun, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    user = arun(helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Reset"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Gone", "currency": "EUR"})
    )
    session.directory.remember_user(user.id, "Ana Reset", listed=True)
    session.directory.remember_account(user.id, account)

    def chooser_lists() -> set[str]:
        dialog = AccountChooserDialog(session)
        qtbot.addWidget(dialog)
        for task in (dialog.loading, dialog.checking):
            if task is not None:
                qtbot.waitUntil(task.done, timeout=10_000)
        listed = {str(dialog.list.item(i).data(AID_ROLE)) for i in range(dialog.list.count())}
        dialog.reject()
        return listed

    assert account.id in chooser_lists()

    # The reset as the sandbox does it, without resetting the sandbox the other tests share:
    # the account and its user are gone from the server.
    async def reset(_ref: Any) -> ResetResult:
        return ResetResult(users=3, accounts=4, orders=40)

    sandbox = session.sandbox
    real_users, real_get = sandbox.list_users, session.client.get_account

    async def users(_sandbox: Any) -> Any:
        return [u for u in await real_users() if u.id != user.id]

    async def get_account(_client: Any, uid: str, aid: str) -> Any:
        if aid == account.id:
            raise NotFound("This account does not exist.")
        return await real_get(uid, aid)

    monkeypatch.setattr(session.actions, "reset_sandbox", reset)
    monkeypatch.setattr(type(sandbox), "list_users", users)
    monkeypatch.setattr(type(session.client), "get_account", get_account)
    menu = menu_on(qtbot, session)
    task = menu.reset()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert account.id not in chooser_lists()
    assert session.directory.entry(account.id) is None


def test_the_kyb_state_tool_offers_only_the_states_a_case_can_move_to(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    window = QMainWindow()
    qtbot.addWidget(window)
    dialog = KybStateDialog(session, window)
    qtbot.addWidget(dialog)
    dialog._fill(
        [
            KybCase(
                user_id="u-1",
                company_name="Andes SAS",
                session=KybCaseSession(id="s-1", state="IN_REVIEW"),
            ),
            KybCase(
                user_id="u-2",
                company_name="Mar SL",
                session=KybCaseSession(id="s-2", state="CREATED"),
            ),
        ]
    )
    model = dialog.state.model()

    def offered() -> set[str]:
        return {
            str(dialog.state.itemData(r))
            for r in range(dialog.state.count())
            if model.item(r).isEnabled()  # type: ignore[attr-defined]
        }

    dialog.case.setCurrentIndex(0)
    assert "IN_REVIEW" not in offered()
    assert "CREATED" in offered()
    assert dialog.state.currentData() != "IN_REVIEW"
    assert dialog.move_button.isEnabled()
    dialog.case.setCurrentIndex(1)
    assert "CREATED" not in offered()
    assert "IN_REVIEW" in offered()
    said = dialog.findChild(QLabel, "said")
    assert "APPROVED" not in said.text()  # the state in words, as everywhere
    assert "Approved" in said.text()
