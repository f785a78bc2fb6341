"""The server half of the search: which of the merchant's order lists to ask, and asking them.

The API has one way to find orders it is not listing anyway: the order lists' ``search`` (an
id, or part of a reference) and their filters. A text is asked as a search; a fragment of an
id as ``id_like``; an amount as ``amount_eq`` (the debited amount, with ``originCurrency_eq``
when a currency was typed); a day as ``createdAt_eq``. Each ask is one small page of the
merchant's list, newest first, and they run at once: each answer is handed over as it comes
(``ask_server``), so what the first finds is shown while the others are on their way.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum

from app.models.order_query import (
    MAX_QUERY_VALUE_LENGTH,
    Operator,
    OrderFilter,
    OrderQuery,
    Scope,
)
from app.models.orders import OrderList
from app.services.search.query import SearchQuery

PAGE = 10  # orders per ask: the best few, as many as the popup shows
MIN_SEARCH = 2  # one character would match half the references
# The pause after the last keystroke before the server is asked. Results are due 150 ms
# after it; the asks answer in about 20-60 ms at 100,000 orders (benchmarks/search.py,
# docs/performance.md "Search"), which leaves this much. A pause shorter than it between
# two keys (faster than about 150 words a minute) sends nothing; slower typing asks on each
# key, and the next key cancels the ask.
DEBOUNCE_MS = 80


class Why(StrEnum):
    """What an ask looked for (the view may say it beside the orders)."""

    SEARCH = "search"  # id or reference
    ID = "id"  # part of an id
    AMOUNT = "amount"
    DAY = "day"


@dataclass(frozen=True)
class ServerAsk:
    why: Why
    query: OrderQuery


ListOrders = Callable[[OrderQuery], Awaitable[OrderList]]


def server_asks(query: SearchQuery, page_size: int = PAGE) -> list[ServerAsk]:
    """The merchant order-list requests that can find what ``query`` names."""
    text = query.raw.strip()[:MAX_QUERY_VALUE_LENGTH]
    asks: list[ServerAsk] = []

    def ask(why: Why, *filters: OrderFilter, search: str | None = None) -> None:
        asks.append(ServerAsk(why, OrderQuery(filters=filters, search=search, page_size=page_size)))

    if len(text) >= MIN_SEARCH:
        ask(Why.SEARCH, search=text)
    if query.id_fragment is not None:
        ask(Why.ID, OrderFilter.build(Scope.MERCHANT, "id", Operator.LIKE, query.id_fragment))
    if query.amount is not None:
        filters = [OrderFilter.build(Scope.MERCHANT, "amount", Operator.EQ, query.amount.minor)]
        if query.amount.currency is not None:
            filters.append(
                OrderFilter.build(
                    Scope.MERCHANT, "originCurrency", Operator.EQ, query.amount.currency
                )
            )
        ask(Why.AMOUNT, *filters)
    if query.day is not None:
        ask(Why.DAY, OrderFilter.build(Scope.MERCHANT, "createdAt", Operator.EQ, query.day))
    return asks


async def ask_server(
    list_orders: ListOrders, asks: list[ServerAsk]
) -> AsyncIterator[tuple[ServerAsk, OrderList]]:
    """Every ask at once; each answer as it comes. The first failure ends it (the asks still
    under way are cancelled), and so does a cancel of the caller."""

    async def one(ask: ServerAsk) -> tuple[ServerAsk, OrderList]:
        return ask, await list_orders(ask.query)

    pending = {asyncio.ensure_future(one(ask)) for ask in asks}
    try:
        while pending:
            done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                yield task.result()
    finally:
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
