"""A burst of changes through the door (a bulk batch's payouts) refreshes the orders once
after it, not after every change (issue 28): each refresh re-read every page shown."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from app.services.context import ChangeKind
from tests.views.test_orders_workspace import loaded, workspace_for

CHANGES, EVERY_MS = 20, 30


def test_twenty_changes_in_a_burst_refresh_once(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    refreshes: list[bool] = []
    real = workspace.model.refresh

    def counted():  # type: ignore[no-untyped-def]
        refreshes.append(True)
        return real()

    workspace.model.refresh = counted  # type: ignore[method-assign]
    sent = [0]
    ticker = QTimer(workspace)
    ticker.setInterval(EVERY_MS)

    def change() -> None:
        session.context.changed.emit(ChangeKind.ORDER, aid)  # as the door says after a payout
        sent[0] += 1
        if sent[0] == CHANGES:
            ticker.stop()

    ticker.timeout.connect(change)
    ticker.start()
    qtbot.waitUntil(lambda: sent[0] == CHANGES, timeout=10_000)
    assert refreshes == []  # none while the changes keep coming
    qtbot.waitUntil(lambda: refreshes == [True], timeout=5_000)
    qtbot.waitUntil(lambda: not workspace.model.loading and not workspace.timing.waiting)
    assert refreshes == [True]
