"""Testers' tools in the app: Advance to… on the selected order (the list and the balance
follow), and a forced 429 shown in the request log and retried."""

from __future__ import annotations

import pytest

from app.views.orders.workspace import OrdersWorkspace
from app.views.sandbox_tools.order_bar import install_order_tools
from tests.views.test_orders_workspace import loaded, workspace_for


def select(workspace: OrdersWorkspace, oid: str) -> None:
    for row in range(workspace.model.rowCount()):
        order = workspace.model.order_at(row)
        if order is not None and order.id == oid:
            workspace.table.selectRow(row)
            return
    raise AssertionError(f"{oid} not listed")


@pytest.mark.parametrize(("state", "debited"), [("SETTLED", True), ("FAILED", False)])
def test_advancing_the_selected_payout_moves_the_list_and_the_balance(
    qtbot, qloop, arun, session, settings, account_with_a_payout, state, debited
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    bar = install_order_tools(workspace)
    before = arun(session.client.get_account(uid, aid))
    select(workspace, payout.id)
    assert bar.advance_button.isEnabled()
    if payout.state == "Created":
        bar.advance_actions["PENDING"].trigger()
        qtbot.waitUntil(lambda: _state(workspace, payout.id) == "PENDING", timeout=10_000)
        select(workspace, payout.id)
    bar.advance_actions[state].trigger()
    qtbot.waitUntil(lambda: _state(workspace, payout.id) == state, timeout=10_000)
    after = arun(session.client.get_account(uid, aid))
    amount = payout.origin.amount if payout.origin else 0
    if debited:
        assert after.balance == before.balance - amount
    else:
        assert after.balance == before.balance
    kinds = [r.action for r in session.action_log.records]
    assert "advance_order" in kinds


def _state(workspace: OrdersWorkspace, oid: str) -> str | None:
    for row in range(workspace.model.rowCount()):
        order = workspace.model.order_at(row)
        if order is not None and order.id == oid:
            return order.state
    return None


def test_a_forced_429_is_shown_and_retried(qtbot, qloop, arun, session) -> None:  # type: ignore[no-untyped-def]
    fault = arun(session.actions.fail_next_request("RATE_LIMIT", retry_after_seconds=1))
    assert fault.retry_after_seconds == 1
    users = arun(session.sandbox.list_users(), timeout=10_000)  # type: ignore[union-attr]
    assert users is not None
    last = session.client.request_log.entries()[-1]
    assert last.status == 200
    assert last.retries == 1  # the 429 answered first, retried after its Retry-After
