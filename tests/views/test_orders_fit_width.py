"""At 1366 px the orders table shows every column: the counterparty, reference and id give up
room instead of going off screen behind a horizontal scroll bar, an id elides in its middle,
and the columns widen again when there is room."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.views.activity import ActivityTracker
from app.views.orders.table_model import ID, MONEY_COLUMNS, WIDTH_SAMPLES
from app.views.orders.workspace import OrdersWorkspace
from app.views.widgets.width_fit import MIN_READABLE, shared


def columns_width(workspace: OrdersWorkspace) -> int:
    table = workspace.table
    return sum(
        table.columnWidth(c)
        for c in range(table.model().columnCount())
        if not table.isColumnHidden(c)
    )


def test_every_column_is_in_sight_at_1366(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_orders
    workspace = OrdersWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.resize(1366 - 16, 640)
    workspace.show()
    qtbot.waitExposed(workspace)
    workspace.show_account(uid, aid)
    table = workspace.table
    qtbot.waitUntil(lambda: workspace.model.rowCount() > 10, timeout=10_000)
    qtbot.waitUntil(lambda: columns_width(workspace) <= table.viewport().width(), timeout=5_000)
    assert not table.horizontalScrollBar().isVisible()
    for column in MONEY_COLUMNS:  # amounts keep their room
        sample = WIDTH_SAMPLES[column]
        assert table.columnWidth(column) > table.fontMetrics().horizontalAdvance(sample)
    assert table.columnWidth(ID) >= MIN_READABLE
    assert table.textElideMode() == Qt.TextElideMode.ElideMiddle

    narrow = table.columnWidth(ID)
    workspace.resize(2400, 640)  # room again: the id is shown whole
    qtbot.waitUntil(lambda: table.columnWidth(ID) > narrow, timeout=5_000)
    index = workspace.model.index(0, ID)
    whole = table.fontMetrics().horizontalAdvance(str(index.data(Qt.ItemDataRole.DisplayRole)))
    assert table.columnWidth(ID) >= whole


def test_the_room_is_shared_in_proportion_above_a_floor() -> None:
    assert shared({6: 200, 7: 100, 8: 300}, 300, 60) == {6: 96, 7: 60, 8: 144}
    assert sum(shared({6: 220, 7: 90, 8: 260}, 263, 87).values()) <= 263
    assert shared({6: 100, 7: 100}, 100, 60) == {6: 60, 7: 60}  # too little: the floor holds
