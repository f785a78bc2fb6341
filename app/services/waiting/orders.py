"""The payouts waiting, as the merchant's order list says now.

Three questions, asked at once: payouts still in Created (one waiting for its OTP stays
there), payouts that failed since the person last looked, and where the payouts being watched
are now (by id). A list is read in pages of 100 up to ``max_pages``; past that the answer
says there was more rather than reading thousands of orders every minute.

The list filters ``createdAt`` by day and cannot filter by ``failedAt``: failures are asked
for among payouts made in the ``FAILED_LOOKBACK`` before the mark, then kept if they failed
after it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from app.models.order_query import Operator, OrderFilter, OrderQuery, Scope
from app.models.orders import OrderState, OrderSummary, OrderType

if TYPE_CHECKING:
    from app.api.read_client import ReadClient

PAYOUT_TYPES = (OrderType.BANK_PAY_OUT.value, OrderType.CRYPTO_PAY_OUT.value)
FINAL_STATES = frozenset({OrderState.SETTLED.value, OrderState.FAILED.value})
PAGE_SIZE = 100
MAX_PAGES = 5
ID_CHUNK = 50  # ids asked per request (id_in): the query stays far below any URL limit
FAILED_LOOKBACK = timedelta(days=31)
TOUCHED = timedelta(seconds=1)  # updatedAt this far past createdAt: something moved it


@dataclass(frozen=True)
class ServerPicture:
    created: list[OrderSummary] = field(default_factory=list)  # payouts in Created
    failed: list[OrderSummary] = field(default_factory=list)  # failed after the mark
    watched: dict[str, OrderSummary] = field(default_factory=dict)  # id -> the order now
    more: bool = False  # a list held more than was read


def _filter(name: str, operator: Operator, value: object) -> OrderFilter:
    return OrderFilter.build(Scope.MERCHANT, name, operator, value)


def _payouts() -> OrderFilter:
    return _filter("type", Operator.IN, PAYOUT_TYPES)


async def _pages(
    client: ReadClient, filters: Sequence[OrderFilter], max_pages: int
) -> tuple[list[OrderSummary], bool]:
    orders: list[OrderSummary] = []
    for page in range(1, max_pages + 1):
        query = OrderQuery(filters=tuple(filters), page=page, page_size=PAGE_SIZE)
        answer = await client.list_merchant_orders(query)
        orders.extend(answer.orders)
        if page >= answer.pagination.num_pages or not answer.orders:
            return orders, False
    return orders, True


def failed_after(order: OrderSummary, mark: datetime) -> bool:
    moment = order.failed_at or order.updated_at
    return moment is not None and moment > mark


def touched_since_made(order: OrderSummary) -> bool:
    """An order in Created whose record changed after it was made (its OTP was validated,
    and it waits only for dispatch)."""
    made, updated = order.created_at, order.updated_at
    return made is not None and updated is not None and updated - made > TOUCHED


async def read_server(
    client: ReadClient,
    *,
    failed_since: datetime,
    watched: Collection[str],
    max_pages: int = MAX_PAGES,
) -> ServerPicture:
    created_filters = (_filter("state", Operator.EQ, OrderState.CREATED.value), _payouts())
    first_day = (failed_since - FAILED_LOOKBACK).date()
    failed_filters = (
        _filter("state", Operator.EQ, OrderState.FAILED.value),
        _payouts(),
        _filter("createdAt", Operator.GTE, first_day),
    )
    ids = sorted(watched)
    chunks = [ids[i : i + ID_CHUNK] for i in range(0, len(ids), ID_CHUNK)]

    async def by_ids(chunk: list[str]) -> list[OrderSummary]:
        query = OrderQuery(filters=(_filter("id", Operator.IN, chunk),), page_size=PAGE_SIZE)
        return (await client.list_merchant_orders(query)).orders

    try:
        async with asyncio.TaskGroup() as group:  # one fails: the others are cancelled
            created_read = group.create_task(_pages(client, created_filters, max_pages))
            failed_read = group.create_task(_pages(client, failed_filters, max_pages))
            id_reads = [group.create_task(by_ids(chunk)) for chunk in chunks]
    except BaseExceptionGroup as failure:
        raise failure.exceptions[0] from None  # the first error, as a single read raises it
    created, more_created = created_read.result()
    failed, more_failed = failed_read.result()
    now = {order.id: order for read in id_reads for order in read.result()}
    return ServerPicture(
        created=created,
        failed=[order for order in failed if failed_after(order, failed_since)],
        watched=now,
        more=more_created or more_failed,
    )
