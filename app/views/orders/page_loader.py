"""Where the orders workspace's pages come from: one account's list or the merchant's, each
page asked with the query as it is when that page is read (the filters, search and order)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from app.api.read_client import ReadClient
from app.models.order_query import OrderQuery
from app.models.orders import OrderList
from app.services.context import AccountRef
from app.views.task_runner import TaskRunner

PageLoader = Callable[[int], Awaitable[OrderList]]


def page_loader(
    client: ReadClient,
    runner: TaskRunner,
    ref: AccountRef | None,
    query: Callable[[int], OrderQuery],
) -> PageLoader:
    """Page ``n`` of ``ref``'s account's orders, or (None) of all the merchant's, through
    ``runner`` (so an expired session signs in again and a failure says why)."""
    if ref is not None:

        async def account_page(page: int) -> OrderList:
            asked = query(page)
            return await runner.call(lambda: client.list_account_orders(ref.uid, ref.aid, asked))

        return account_page

    async def merchant_page(page: int) -> OrderList:
        asked = query(page)
        return await runner.call(lambda: client.list_merchant_orders(asked))

    return merchant_page
