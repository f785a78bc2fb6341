"""The order detail is built again only when what it shows changed: an auto-refresh shows the
selected order again every few seconds, and each build stalled the window 20-80 ms."""

from __future__ import annotations

from app.models.orders import BankPayoutDetail, OrderSummary
from app.views.orders.detail_panel import DetailPanel

ORDER = {
    "id": "ord-1",
    "reference": "PO-1",
    "state": "PENDING",
    "type": "BANK_PAY_OUT",
    "origin": {"amount": 1000, "currency": "EUR"},
    "createdAt": "2026-11-20T12:00:00Z",
}


def test_the_same_order_shown_again_keeps_its_widgets(qtbot):  # type: ignore[no-untyped-def]
    panel = DetailPanel()
    qtbot.addWidget(panel)
    panel.show_order(OrderSummary.model_validate(ORDER))
    body = panel.widget()
    panel.show_order(OrderSummary.model_validate(ORDER))  # an auto-refresh: nothing changed
    assert panel.widget() is body


def test_a_change_builds_it_again(qtbot):  # type: ignore[no-untyped-def]
    panel = DetailPanel()
    qtbot.addWidget(panel)
    panel.show_order(OrderSummary.model_validate(ORDER))
    body = panel.widget()
    panel.show_order(OrderSummary.model_validate({**ORDER, "state": "SETTLED"}))
    assert panel.widget() is not body
    body = panel.widget()
    panel.times_in_utc = True
    panel.show_order(OrderSummary.model_validate({**ORDER, "state": "SETTLED"}))
    assert panel.widget() is not body


def test_a_refresh_keeps_the_detail_while_it_is_fetched_again(qtbot):  # type: ignore[no-untyped-def]
    panel = DetailPanel()
    qtbot.addWidget(panel)
    order = OrderSummary.model_validate(ORDER)
    detail = BankPayoutDetail.model_validate(
        {"id": "ord-1", "description": "Rent", "state": "PENDING", "type": "BANK_PAY_OUT"}
    )
    panel.show_order(order, detail)
    body = panel.widget()
    panel.show_order(order)  # the summary again, its detail on its way
    panel.show_order(order, detail)  # the same detail came back
    assert panel.widget() is body
