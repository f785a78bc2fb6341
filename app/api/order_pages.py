"""Order list queries for the client: the typed filter builder and page iteration."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Iterable

import httpx

from app.api.errors import ValidationFailed
from app.api.page_walk import PageTrail
from app.models.order_query import (
    MAX_PAGE_SIZE,
    FilterError,
    Operator,
    OrderFilter,
    OrderQuery,
    Scope,
)
from app.models.orders import OrderList, OrderSummary
from app.models.validation import FieldIssue

# (query, done once the request is on the wire) -> the answer
Send = Callable[[OrderQuery, asyncio.Future[None] | None], Awaitable[httpx.Response]]
Parse = Callable[[httpx.Response], OrderList]


def condition(scope: Scope, field: str, operator: Operator | str, value: object) -> OrderFilter:
    """One checked condition (``state``, ``in``, [...] -> ``state_in=A,B``).

    A field the list does not have, an operator the spec does not list, or a value of the
    wrong kind is refused here, as ValidationFailed naming the query parameter.
    """
    try:
        return OrderFilter.build(scope, field, operator, value)
    except FilterError as exc:
        raise ValidationFailed(exc.message, details=[FieldIssue(exc.param, exc.message)]) from None


def query(
    scope: Scope,
    conditions: Iterable[tuple[str, Operator | str, object]] = (),
    *,
    newest_first: bool = True,
    search: str | None = None,
    page: int = 1,
    page_size: int = 30,
) -> OrderQuery:
    if page < 1:
        raise ValidationFailed(
            "Pages are counted from 1.", details=[FieldIssue("page", "Pages are counted from 1.")]
        )
    if not 1 <= page_size <= MAX_PAGE_SIZE:
        raise ValidationFailed(
            f"A page holds 1 to {MAX_PAGE_SIZE} orders.",
            details=[FieldIssue("pageSize", f"A page holds 1 to {MAX_PAGE_SIZE} orders.")],
        )
    return OrderQuery(
        filters=tuple(condition(scope, f, op, v) for f, op, v in conditions),
        newest_first=newest_first,
        search=search or None,
        page=page,
        page_size=page_size,
    )


def every_order(send: Send, parse: Parse, query: OrderQuery | None = None) -> OrderStream:
    """Every order once, page after page, as the list stood when page 1 was read: an order
    pushed onto the next page by one written meanwhile is not yielded twice, one pulled onto
    the page already read (an order left the filter) is not lost (the page before is read
    again, page_walk.py), and an order that arrived at the top during the read is left out.

    Iterated, it gives the orders one by one; ``pages()`` gives the same pass a page at a
    time, which the export takes (one step of the loop a page instead of one an order)."""
    return OrderStream(lambda: every_page(send, parse, query))


class OrderStream(AsyncIterator[OrderSummary]):
    """The orders of one pass, one at a time, or by ``pages()``: either, once."""

    def __init__(self, pages_of: Callable[[], AsyncGenerator[list[OrderSummary], None]]) -> None:
        self._pages_of = pages_of
        self._orders: AsyncGenerator[OrderSummary, None] | None = None

    def pages(self) -> AsyncGenerator[list[OrderSummary], None]:
        """The pass's pages: each the orders it adds to what was read (none repeated)."""
        return self._pages_of()

    def __aiter__(self) -> AsyncGenerator[OrderSummary, None]:
        """``async for`` steps the generator itself: no extra await an order."""
        if self._orders is None:
            self._orders = self._one_by_one()
        return self._orders

    async def __anext__(self) -> OrderSummary:
        return await self.__aiter__().__anext__()

    async def aclose(self) -> None:
        if self._orders is not None:
            await self._orders.aclose()

    async def _one_by_one(self) -> AsyncGenerator[OrderSummary, None]:
        async with contextlib.aclosing(self.pages()) as pages:
            async for page in pages:
                for order in page:
                    yield order


async def every_page(
    send: Send, parse: Parse, query: OrderQuery | None = None
) -> AsyncGenerator[list[OrderSummary], None]:
    """``every_order``'s pass a page at a time: the orders each page adds, in list order.

    The next page is asked for as soon as this page's answer is in, before it is validated
    and its orders yielded, when the last page count seen says there is one: the server
    builds it while Teller validates this one (two processes, two cores), where in turn each
    waited for the other (benchmarks/client_paging.py). The requests are the same, one at a
    time and in order; only when the list shrank meanwhile may one page past its new end be
    asked for, and dropped."""
    current = query or OrderQuery(page_size=100)
    trail: PageTrail[OrderSummary] = PageTrail(current.newest_first)
    answer: asyncio.Future[httpx.Response] | None = _started(send(current, None))
    try:
        while answer is not None:
            response = await answer
            following = dataclasses.replace(current, page=current.page + 1)
            answer = None
            if trail.total is not None and following.page <= trail.num_pages:
                answer = await _sent_ahead(send, following)
            page = parse(response)
            if not trail.connects(current.page, page.orders, page.pagination.total):
                if answer is not None:
                    answer.cancel()  # read the page before again first
                current = dataclasses.replace(current, page=current.page - 1)
                answer = _started(send(current, None))
                continue
            added = trail.take(current.page, page.orders, page.pagination).tail
            if added:
                yield added
            if trail.done or not page.orders:
                return
            if answer is None:
                answer = _started(send(following, None))
            current = following
    finally:
        if answer is not None:
            answer.cancel()  # a page asked for ahead and not needed (or the reader stopped)


async def _sent_ahead(send: Send, query: OrderQuery) -> asyncio.Future[httpx.Response]:
    """The page asked for, returned once its request is on the wire (or over, whichever
    first): a started task only runs when the loop next turns, which validating the page
    in hand would otherwise delay."""
    sent: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    answer = _started(send(query, sent))

    def over(_answer: object) -> None:  # failed or answered before it said it was sent
        if not sent.done():
            sent.set_result(None)

    answer.add_done_callback(over)
    try:
        await sent
    except BaseException:
        answer.cancel()
        raise
    return answer


def _started(request: Awaitable[httpx.Response]) -> asyncio.Future[httpx.Response]:
    """The request under way; its failure is raised where it is awaited, and one nobody
    awaits any more (dropped) is not reported as unretrieved."""
    task = asyncio.ensure_future(request)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task
