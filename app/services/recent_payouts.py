"""Has this account just sent the same payout? Asked before a payout is confirmed, so that a
second identical payout is a deliberate choice, never one click too many.

The orders list is the only record the API offers; a payout's ``counterparty`` is the
recipient (a person's or company's name, or a crypto address), and its origin and
destination are what was debited and received.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING

from app.models.order_query import Operator, OrderFilter, OrderQuery, Scope
from app.models.orders import OrderSummary
from app.services.context import AccountRef

if TYPE_CHECKING:
    from app.api.read_client import ReadClient

WINDOW = timedelta(minutes=10)
PAGE = 100


def _same_recipient(order: OrderSummary, counterparty: str) -> bool:
    return (order.counterparty or "").strip().casefold() == counterparty.strip().casefold()


def _same_amount(order: OrderSummary, debited: int | None, received: int | None) -> bool:
    if debited:
        return order.origin is not None and order.origin.amount == debited
    if received:
        return order.destination is not None and order.destination.amount == received
    return False


def is_twin(
    order: OrderSummary, counterparty: str, *, debited: int | None, received: int | None
) -> bool:
    """The duplicate-payout rule: the same recipient (as the orders list names them) and the
    same fixed amount. A batch's rows are matched by it too (app/services/bulk/duplicates.py)."""
    return _same_recipient(order, counterparty) and _same_amount(order, debited, received)


async def recent_twin(
    client: ReadClient,
    ref: AccountRef,
    order_type: str,
    counterparty: str,
    *,
    debited: int | None,
    received: int | None,
    now: datetime | None = None,
    window: timedelta = WINDOW,
) -> OrderSummary | None:
    """The newest payout of ``order_type`` from ``ref`` to the same recipient for the same
    amount made within ``window``, or None."""
    now = now or datetime.now(UTC)
    since = now - window
    day: date = since.date()  # the list filters createdAt by day: narrow down here
    query = OrderQuery(
        filters=(
            OrderFilter.build(Scope.ACCOUNT, "type", Operator.EQ, order_type),
            OrderFilter.build(Scope.ACCOUNT, "createdAt", Operator.GTE, day),
        ),
        newest_first=True,
        page_size=PAGE,
    )
    page = await client.list_account_orders(ref.uid, ref.aid, query)
    for order in page.orders:
        if order.created_at is not None and order.created_at < since:
            break  # newest first: the rest are older still
        if is_twin(order, counterparty, debited=debited, received=received):
            return order
    return None
