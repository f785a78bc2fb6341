"""Tab walks past a table in one press: arrows move inside it, Tab leaves it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.views.activity import ActivityTracker
from app.views.orders.workspace import OrdersWorkspace

MAX_PRESSES = 40


def test_tab_from_the_search_passes_the_orders_table(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_orders
    workspace = OrdersWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.show()
    qtbot.waitExposed(workspace)
    workspace.show_account(uid, aid)
    qtbot.waitUntil(lambda: workspace.model.rowCount() > 10, timeout=10_000)
    workspace.activateWindow()
    workspace.search.setFocus()
    qtbot.waitUntil(workspace.search.hasFocus, timeout=5_000)

    visited: list[QWidget | None] = []
    for _ in range(MAX_PRESSES):
        current = QApplication.focusWidget()
        qtbot.keyClick(current, Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
        if visited[-1] is not workspace.table and workspace.table in visited:
            break
    assert workspace.table in visited, "Tab never reached the orders table"
    presses_in_table = visited.count(workspace.table)
    assert visited[-1] is not workspace.table, f"Tab stayed in the table {presses_in_table} times"
    assert presses_in_table == 1
