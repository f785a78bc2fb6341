"""The review's totals table is as tall as its currencies: a fixed height left an empty white
pane under a batch in one currency (seen on the bulk-review screen shot)."""

from __future__ import annotations

from decimal import Decimal

from app.services.bulk.review import CurrencyTotal
from app.views.bulk.review_totals import FIT_ROWS, ReviewTotals


def rows_height(totals: ReviewTotals) -> int:
    """The header and every row, inside the frame: what the table needs to show them."""
    table = totals.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    return table.horizontalHeader().height() + rows + 2 * table.frameWidth()


def test_one_currency_leaves_no_empty_pane_under_its_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    totals = ReviewTotals()
    qtbot.addWidget(totals)
    totals.resize(1000, 600)  # room to spare: the table must not take it
    totals.show()
    totals.show_totals([CurrencyTotal("EUR", 20, Decimal("6013.40"))])
    qtbot.waitUntil(lambda: totals.table.horizontalHeader().height() > 0)
    table = totals.table
    assert table.viewport().height() <= table.rowHeight(0) + 2  # one row, no white below
    assert table.height() <= rows_height(totals) + 2
    assert table.verticalScrollBar().maximum() == 0  # and the row is whole


def test_many_currencies_scroll_past_the_fitted_rows(qtbot) -> None:  # type: ignore[no-untyped-def]
    totals = ReviewTotals()
    qtbot.addWidget(totals)
    totals.resize(1000, 600)
    totals.show()
    codes = ("EUR", "USD", "GBP", "MXN", "COP", "BRL", "ARS")
    totals.show_totals([CurrencyTotal(c, 1, Decimal("10.00")) for c in codes])
    qtbot.waitUntil(lambda: totals.table.horizontalHeader().height() > 0)
    table = totals.table
    shown = table.viewport().height() // table.rowHeight(0)
    assert shown == FIT_ROWS
    assert table.verticalScrollBar().maximum() > 0  # the rest a scroll away
