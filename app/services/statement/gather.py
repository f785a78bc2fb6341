"""Reading everything a statement needs: the account's orders page by page (oldest first),
its ledger transactions where the server lists them, and the account itself, with progress;
cancelling the awaiting task stops every request.

The read is checked against the account: its balance, pending in and pending out are read
before the pass and after it. A payout settling while page 40 is read would otherwise show
as open in the statement and as gone in the balance, a difference that is only timing. When
the totals moved, what can have changed is read again (the orders open when read, by id, and
the orders created since the pass began, by ``createdAt``; the ledger's newest entries), and
the account once more, up to ``rounds`` times; a history that never held still says so
(``History.steady``).
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol, TypeVar

from app.api.order_pages import query
from app.models.accounts import Account
from app.models.order_query import MAX_PAGE_SIZE, Operator, OrderQuery, Scope
from app.models.orders import LedgerTransaction, OrderList, OrderSummary
from app.models.sandbox_helpers import TransactionList
from app.services.statement.effects import (
    OPEN_STATES,
    Direction,
    direction_of_type,
)
from app.services.statement.history import History

T = TypeVar("T")
A = TypeVar("A")
B = TypeVar("B")
MAX_IDS = 100  # values in one ``id_in`` (the sandbox's MAX_LIST_VALUES)
AHEAD = 2  # order pages in flight at once: polite to a live server, both cores busy
ROUNDS = 3


class OrderReader(Protocol):
    async def get_account(self, uid: str, aid: str) -> Account: ...

    async def list_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList: ...


class LedgerReader(Protocol):
    async def list_transactions(
        self, aid: str, *, page: int = 1, page_size: int = 30
    ) -> TransactionList: ...


class Through(Protocol):
    """How each request is sent: a view's ``TaskRunner.call`` (a session expiry opens the
    sign-in prompt and the request resumes), or directly."""

    def __call__(self, factory: Callable[[], Awaitable[T]]) -> Awaitable[T]: ...


async def _direct(factory: Callable[[], Awaitable[T]]) -> T:
    return await factory()


Progress = Callable[[int, int], None]  # (rows read, rows expected)


@dataclass
class _Count:
    """Rows read of rows expected, over the two lists read side by side."""

    report: Progress | None
    orders_total: int = 0
    ledger_total: int = 0
    orders_read: int = 0
    ledger_read: int = 0

    def tell(self) -> None:
        if self.report is not None:
            read = self.orders_read + self.ledger_read
            self.report(read, max(read, self.orders_total + self.ledger_total))


def _totals(account: Account) -> tuple[int, int, int]:
    return account.balance, account.pending_in, account.pending_out


class HistoryReader:
    """One statement's read of one account (``uid``, ``aid``)."""

    def __init__(
        self,
        orders: OrderReader,
        uid: str,
        aid: str,
        *,
        ledger: LedgerReader | None = None,
        through: Through = _direct,
        progress: Progress | None = None,
        page_size: int = MAX_PAGE_SIZE,
        rounds: int = ROUNDS,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._orders = orders
        self._ledger = ledger
        self._through = through
        self._uid, self._aid = uid, aid
        self._count = _Count(progress)
        self._using_ledger = ledger is not None
        self._page_size = page_size
        self._rounds = rounds
        self._clock = clock

    @property
    def can_read_ledger(self) -> bool:
        """The server lists ledger transactions (a sandbox's test helper)."""
        return self._ledger is not None

    async def read(self, *, with_ledger: bool = True) -> History:
        """Everything, checked against the account; ``with_ledger``: the ledger too, where
        it can be had (twice the requests against a sandbox: read_book asks for it only
        when the orders do not explain the account)."""
        self._using_ledger = with_ledger and self._ledger is not None
        self._count = _Count(self._count.report)
        began = self._clock()
        before = await self._account()
        orders, ledger = await _both(self._all_orders(), self._all_entries())
        steady = False
        for round_ in range(self._rounds + 1):
            after = await self._account()
            if _totals(after) == _totals(before):
                steady = True
                break
            if round_ == self._rounds:
                break  # still moving: kept as read, and said (History.steady)
            # Money moved while the lists were read: read again what can have changed.
            again = self._clock()
            fresh, newer = await _both(self._orders_again(orders, began), self._newer(ledger))
            orders.update(fresh)
            if ledger is not None:
                ledger = newer + ledger
            began, before = again, after
        # Oldest first as read (orders read again keep their place; new ones come last): not
        # sorted again here, on the event loop, since the book orders movements itself.
        listed = list(orders.values())
        return History(
            account=after,
            orders=tuple(listed),
            ledger=tuple(ledger) if ledger is not None else None,
            read_at=self._clock(),
            steady=steady,
            ledger_listed=self.can_read_ledger,
            directions=await self._directions(listed),
        )

    async def _account(self) -> Account:
        return await self._through(lambda: self._orders.get_account(self._uid, self._aid))

    def _page(
        self, conditions: Sequence[tuple[str, Operator, object]] = ()
    ) -> Callable[[int], Awaitable[OrderList]]:
        def load(number: int) -> Awaitable[OrderList]:
            asked = query(
                Scope.ACCOUNT,
                conditions,
                newest_first=False,
                page=number,
                page_size=self._page_size,
            )
            return self._through(
                lambda: self._orders.list_account_orders(self._uid, self._aid, asked)
            )

        return load

    async def _every(
        self, conditions: Sequence[tuple[str, Operator, object]] = (), *, counted: bool = False
    ) -> dict[str, OrderSummary]:
        """Every order the conditions select, oldest first, ``AHEAD`` pages in flight.

        Read oldest first, offset pages hold still: an order is never removed, one created
        meanwhile comes last (its page is read when the total says there is one more), and
        none of these filters can be left by an order (a state change moves no order out of
        ``id_in`` or ``createdAt_gte``). So the next pages can be on their way while one is
        taken in: the server builds one while Teller validates the other (two processes).
        An order read twice (a page read again) is kept once, in its first place."""
        load = self._page(conditions)
        first = await load(1)
        found = {order.id: order for order in first.orders}
        pages = first.pagination.num_pages
        self._tell_orders(counted, first.pagination.total, len(found))
        asked = 1
        flying: deque[asyncio.Future[OrderList]] = deque()
        try:
            while asked < pages or flying:
                while asked < pages and len(flying) < AHEAD:
                    asked += 1
                    flying.append(asyncio.ensure_future(load(asked)))
                page = await flying.popleft()
                for order in page.orders:
                    found[order.id] = order
                pages = max(pages, page.pagination.num_pages)  # grew: read on to its end
                self._tell_orders(counted, page.pagination.total, len(found))
        finally:
            for task in flying:
                task.cancel()
            if flying:
                await asyncio.gather(*flying, return_exceptions=True)
        return found

    def _tell_orders(self, counted: bool, total: int, read: int) -> None:
        if counted:
            self._count.orders_total = total
            self._count.orders_read = read
            self._count.tell()

    async def _all_orders(self) -> dict[str, OrderSummary]:
        return await self._every(counted=True)

    async def _orders_again(
        self, orders: dict[str, OrderSummary], since: datetime
    ) -> dict[str, OrderSummary]:
        """The orders open when read (by id) and those created since ``since``'s UTC day."""
        open_ids = [order.id for order in orders.values() if order.state in OPEN_STATES]
        fresh: dict[str, OrderSummary] = {}
        for start in range(0, len(open_ids), MAX_IDS):
            chunk = tuple(open_ids[start : start + MAX_IDS])
            fresh.update(await self._every([("id", Operator.IN, chunk)]))
        day = since.astimezone(UTC).date()
        fresh.update(await self._every([("createdAt", Operator.GTE, day)]))
        return fresh

    async def _all_entries(self) -> list[LedgerTransaction] | None:
        """The ledger newest first, as the sandbox lists it; None without a ledger list.

        Its order is the ledger's own (posting order), not ``createdAt``, so the page walk's
        "newer than page 1's first row" cannot tell arrivals; none is needed: entries only
        ever arrive at the top, which moves older ones down a page, where they come again
        and are dropped by id. What arrives during the pass moves the account's totals and
        is read by ``_newer``."""
        if not self._using_ledger:
            return None
        entries: dict[str, LedgerTransaction] = {}
        number, pages = 1, 1
        while number <= pages:
            page = await self._ledger_page(number)
            for entry in page.transactions:
                entries.setdefault(entry.id, entry)
            pages = page.pagination.num_pages
            self._count.ledger_total = page.pagination.total
            self._count.ledger_read = len(entries)
            self._count.tell()
            number += 1
        return list(entries.values())

    def _ledger_page(self, number: int) -> Awaitable[TransactionList]:
        reader, aid, size = self._ledger, self._aid, self._page_size
        assert reader is not None
        return self._through(lambda: reader.list_transactions(aid, page=number, page_size=size))

    async def _newer(self, held: list[LedgerTransaction] | None) -> list[LedgerTransaction]:
        """Ledger entries written since ``held`` was read: from the newest page down to the
        first page holding one already held."""
        if not self._using_ledger or held is None:
            return []
        known = {entry.id for entry in held}
        newer: dict[str, LedgerTransaction] = {}
        number = 1
        while True:
            page = await self._ledger_page(number)
            for entry in page.transactions:
                if entry.id not in known:
                    newer.setdefault(entry.id, entry)
            if any(e.id in known for e in page.transactions):
                return list(newer.values())
            if number >= page.pagination.num_pages:
                return list(newer.values())
            number += 1

    async def _directions(self, orders: Iterable[OrderSummary]) -> dict[str, Direction]:
        """For orders whose type does not say in or out, the server's direction filter."""
        unknown = sorted({o.type for o in orders if direction_of_type(o.type) is Direction.UNKNOWN})
        if not unknown:
            return {}
        directions: dict[str, Direction] = {}
        for direction in (Direction.IN, Direction.OUT):
            conditions: list[tuple[str, Operator, object]] = [
                ("type", Operator.IN, tuple(unknown[:MAX_IDS])),
                ("direction", Operator.EQ, direction.value),
            ]
            for oid in await self._every(conditions):
                directions.setdefault(oid, direction)
        return directions


def _orders_of(page: OrderList) -> list[OrderSummary]:
    return page.orders


def _entries_of(page: TransactionList) -> list[LedgerTransaction]:
    return page.transactions


async def _both(first: Awaitable[A], second: Awaitable[B]) -> tuple[A, B]:
    """Both at once; the first failure cancels the other and is raised as itself (not as a
    group: the view's runner routes an ApiError by its kind)."""
    one, two = asyncio.ensure_future(first), asyncio.ensure_future(second)
    tasks: list[asyncio.Future[object]] = [one, two]  # type: ignore[list-item]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
        for task in tasks:
            failure = task.exception() if task.done() and not task.cancelled() else None
            if failure is not None:
                raise failure
        return one.result(), two.result()
    finally:
        for task in tasks:
            if not task.done():
                task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
