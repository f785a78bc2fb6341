"""The orders at 1366 px beside the waiting dock, at 1280 px and at 1366 px: no column cut
below its header, an id never below its useful ends, no sideways scrolling; the detail goes
under the table when both do not fit side by side (issue 28, item 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.views.activity import ActivityTracker
from app.views.orders.table_model import ID
from app.views.orders.workspace import OrdersWorkspace
from app.views.widgets.id_column import useful_id_width
from app.views.widgets.width_fit import header_width

# The workspace's width in the main window: 1366 beside the dock (about 250 px), 1280, 1366.
WIDTHS = (1366 - 16 - 250, 1280 - 16, 1366 - 16)


def columns_width(workspace: OrdersWorkspace) -> int:
    table = workspace.table
    return sum(
        table.columnWidth(c)
        for c in range(table.model().columnCount())
        if not table.isColumnHidden(c)
    )


@pytest.mark.parametrize("width", WIDTHS)
def test_every_header_whole_and_no_sideways_scroll(
    qtbot, qloop, session, settings, account_with_orders, width: int
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_orders
    workspace = OrdersWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.resize(width, 600)
    workspace.show()
    qtbot.waitExposed(workspace)
    workspace.show_account(uid, aid)
    table = workspace.table
    qtbot.waitUntil(lambda: workspace.model.rowCount() > 10, timeout=10_000)
    qtbot.waitUntil(lambda: columns_width(workspace) <= table.viewport().width(), timeout=5_000)
    assert not table.horizontalScrollBar().isVisible()
    for column in range(table.horizontalHeader().count()):
        title = str(workspace.model.headerData(column, Qt.Orientation.Horizontal))
        assert table.columnWidth(column) >= header_width(table, column), title
    assert table.columnWidth(ID) >= useful_id_width(table.fontMetrics())
    beside = workspace.splitter.orientation() == Qt.Orientation.Horizontal
    assert beside == (width == WIDTHS[-1])  # at 1366 without the dock, side by side
    if not beside:
        assert workspace.detail.width() >= table.width() - 4  # the whole width, below


def test_the_created_header_names_its_zone_on_its_own_line(qtbot, session, settings) -> None:  # type: ignore[no-untyped-def]
    workspace = OrdersWorkspace(session, settings)
    qtbot.addWidget(workspace)
    title = str(workspace.model.headerData(0, Qt.Orientation.Horizontal))
    name, zone = title.split("\n")
    assert name == "Created"
    assert zone.startswith("UTC")
    tip = str(workspace.model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
    assert zone in tip
    for column in range(1, workspace.model.columnCount()):  # each header says what it means
        assert workspace.model.headerData(
            column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
