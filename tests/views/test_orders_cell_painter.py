"""The orders table paints each cell in one call from its row's texts (issue 28): Qt's own
delegate asked the model eight roles a cell, some 1,600 calls into Python a paint, and laid
each text out again: 9-15 ms of the UI thread at every page while scrolling."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.models.orders import OrderList
from app.views.orders.orders_table import orders_table
from app.views.orders.table_model import ID, ORIGIN, STATE, TONE_COLORS, OrdersTableModel


def _order(number: int) -> dict[str, Any]:
    return {
        "id": f"f3d97b0f-397e-4970-bbcc-b356a34{number:05d}",
        "reference": f"PO-{number:08d}",
        "state": "FAILED" if number % 2 else "SETTLED",
        "type": "BANK_PAY_OUT",
        "origin": {"amount": 100_000 + number, "currency": "EUR"},
        "counterparty": "Lucía Fernández",
        "createdAt": "2026-11-20T12:00:00Z",
    }


class Counting(OrdersTableModel):
    """Notes every role asked (a subclass: Qt finds an override made before it is built)."""

    asked = 0

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # type: ignore[no-untyped-def]
        self.asked += 1
        return super().data(index, role)


@pytest.fixture
def table(qtbot, arun):  # type: ignore[no-untyped-def]
    orders = [_order(n) for n in range(60)]

    async def page(_number: int) -> OrderList:
        return OrderList.model_validate(
            {
                "orders": orders,
                "pagination": {"page": 1, "pageSize": 60, "numPages": 1, "total": 60},
            }
        )

    model = Counting()
    arun(model.load(page))
    view = orders_table(model, lambda: None)
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_paint_asks_the_model_no_role(table) -> None:  # type: ignore[no-untyped-def]
    model = table.model()
    table.viewport().grab()
    model.asked = 0
    table.viewport().grab()
    assert model.asked == 0  # Qt's delegate: eight roles a cell, some 1,600 calls
    assert model.data(model.index(0, ID)) == _order(0)["id"]  # still answered when asked


def test_cells_show_their_state_colour_and_the_selection(table) -> None:  # type: ignore[no-untyped-def]
    table.selectRow(1)
    image = table.viewport().grab().toImage()
    failed = table.visualRect(table.model().index(3, STATE))
    tone = QColor(image.pixel(failed.left() + 2, failed.top() + 2))
    base = table.palette().color(table.palette().ColorRole.AlternateBase)
    assert tone != base  # the state's colour laid over the row
    red = TONE_COLORS["bad"]
    assert tone.red() > tone.green()
    assert red.red() > red.green()
    selected = table.visualRect(table.model().index(1, ORIGIN))
    picked = QColor(image.pixel(selected.left() + 1, selected.top() + 1))
    highlight = table.palette().color(table.palette().ColorRole.Highlight)
    # The pixel has 8 bits a channel; a theme's highlight may not (0.165652 read as 0.164706):
    # the same colour within one step of 255.
    assert all(
        abs(a - b) <= 1 for a, b in zip(picked.getRgb()[:3], highlight.getRgb()[:3], strict=True)
    ), (picked.name(), highlight.name())


def test_a_long_id_is_cut_in_its_middle(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.setColumnWidth(ID, 90)
    model = table.model()
    shown: list[str] = []
    painter = table.itemDelegate()
    real = painter._layout

    def noted(text: str, width: int, metrics):  # type: ignore[no-untyped-def]
        laid, advance = real(text, width, metrics)
        shown.append(laid.text())
        return laid, advance

    painter._layout = noted
    table.viewport().grab()
    whole = str(model.data(model.index(0, ID)))
    cut = next(t for t in shown if "…" in t and t[:3] == whole[:3])
    assert cut.endswith(whole[-2:])
    assert model.data(model.index(0, ID), Qt.ItemDataRole.ToolTipRole) == whole
