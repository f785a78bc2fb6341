"""The order detail names the sender account as the directory knows it, its id second, and
shows ids whole or cut in their middle, never cut at the end nor pushing the pane wider;
the whole id is in the tooltip and copied whole (issue 28, items 8 and 9)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from app.models.accounts import Account
from app.views.orders.workspace import OrdersWorkspace
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.long_text import ElidedLabel
from tests.views.test_orders_workspace import loaded, workspace_for


def _payout_detail_shown(workspace: OrdersWorkspace) -> bool:
    body = workspace.detail.widget()
    return any(label.text() == "Sender account" for label in body.findChildren(QLabel))


def test_the_sender_account_by_its_name_with_its_id_second(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    session.directory.remember_account(
        uid, Account.model_validate({"id": aid, "alias": "Payouts", "currency": "EUR"})
    )
    session.directory.remember_user(uid, "Lucía Fernández")
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    qtbot.waitUntil(lambda: _payout_detail_shown(workspace), timeout=10_000)

    body = workspace.detail.widget()
    texts = [label.text() for label in body.findChildren(QLabel)]
    assert "Lucía Fernández · Payouts · EUR" in texts
    ids = {label.full_text for label in body.findChildren(ElidedLabel)}
    assert {payout.id, aid} <= ids  # the order's id and the sender's, each whole within
    copy = next(
        b for b in body.findChildren(CopyButton) if b.accessibleName().endswith("sender account id")
    )
    copy.click()
    assert QGuiApplication.clipboard().text() == aid


def test_a_narrow_detail_cuts_ids_in_the_middle_and_never_widens(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    qtbot.waitUntil(lambda: _payout_detail_shown(workspace), timeout=10_000)
    detail = workspace.detail
    detail.setMinimumWidth(0)
    detail.setFixedWidth(240)
    qtbot.waitUntil(lambda: detail.viewport().width() <= 240)
    body = detail.widget()
    assert body.minimumSizeHint().width() <= detail.viewport().width()
    assert not detail.horizontalScrollBar().isVisible()
    shown = next(e for e in body.findChildren(ElidedLabel) if e.full_text == payout.id)
    qtbot.waitUntil(lambda: shown.text() != payout.id)  # too narrow: cut in its middle
    start, end = shown.text().split("…")
    assert len(start) >= 5
    assert len(end) >= 5
    assert payout.id.startswith(start)
    assert payout.id.endswith(end)
    assert payout.id in shown.toolTip()
