"""A refresh of many pages holds what it has read as packed rows, not as models: at 10,000
rows it held 120,000 tracked objects until its last page, and the collector walked them all
(80 ms full collections) during every auto-refresh (issue 28, benchmarks/stalls.py)."""

from __future__ import annotations

import gc

from app.models.orders import OrderList, OrderSummary
from app.views.orders.table_model import OrdersTableModel

PAGES, SIZE = 12, 50


def _page(number: int) -> OrderList:
    start = (number - 1) * SIZE
    return OrderList.model_validate(
        {
            "orders": [
                {
                    "id": f"ord-{n:05d}",
                    "state": "SETTLED",
                    "type": "BANK_PAY_OUT",
                    "origin": {"amount": 1000 + n, "currency": "EUR"},
                    "createdAt": f"2026-11-{20 - n // 1000:02d}T12:{59 - n % 60:02d}:00Z",
                }
                for n in range(start, start + SIZE)
            ],
            "pagination": {"page": number, "pageSize": SIZE, "numPages": PAGES, "total": 600},
        }
    )


def _live_orders() -> int:
    return sum(1 for thing in gc.get_objects() if type(thing) is OrderSummary)


def test_a_refresh_keeps_no_page_of_models_it_has_packed(arun) -> None:  # type: ignore[no-untyped-def]
    held: list[int] = []
    refreshing = [False]

    async def load(number: int) -> OrderList:
        if refreshing[0]:
            gc.collect()
            held.append(_live_orders())
        return _page(number)

    model = OrdersTableModel()
    arun(model.load(load))
    while model.canFetchMore():
        model.fetchMore()
        task = model._task
        assert task is not None
        arun(task)
    assert model.rowCount() == PAGES * SIZE
    gc.collect()
    before = _live_orders()  # what other tests' views still hold is not this pass's
    refreshing[0] = True
    task = model.refresh()
    assert task is not None
    arun(task)
    assert len(held) == PAGES
    assert model.rowCount() == PAGES * SIZE
    # What the pass read so far is packed: the models alive are the page in hand and the one
    # before it (still referenced while the next is read), never the pages read before.
    assert max(held) - before <= 2 * SIZE + 2, (before, held)
