"""Reading a list while it changes (issue 22, finding 11): the export's ``every_order`` and the
tables' ``PageWalk`` against a list that changes between two page requests, as offset pages
of the API do (a server in memory, so each interleaving is exact)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from app.api.order_pages import every_order
from app.api.page_walk import PageWalk
from app.models.order_query import OrderQuery
from app.models.orders import OrderList, OrderSummary

pytestmark = pytest.mark.anyio
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class ListServer:
    """Orders newest first, answered in offset pages; ``before[n]`` changes the list just
    before page n is answered (once)."""

    def __init__(self, count: int, size: int = 5) -> None:
        self.size = size
        self.orders = [self.order(f"o{n:02d}", T0 - timedelta(minutes=n)) for n in range(count)]
        self.before: dict[int, Callable[[], None]] = {}
        self.asked: list[int] = []

    @staticmethod
    def order(oid: str, at: datetime) -> dict[str, object]:
        return {"id": oid, "state": "Created", "type": "BANK_PAY_OUT", "createdAt": at.isoformat()}

    def arrive(self, oid: str) -> None:
        self.orders.insert(0, self.order(oid, T0 + timedelta(minutes=len(self.asked) + 1)))

    def leave(self, *oids: str) -> None:
        self.orders = [o for o in self.orders if o["id"] not in oids]

    def page(self, number: int) -> OrderList:
        self.asked.append(number)
        change = self.before.pop(number, None)
        if change is not None:
            change()
        start = (number - 1) * self.size
        total = len(self.orders)
        pagination = {
            "page": number,
            "pageSize": self.size,
            "numPages": -(-total // self.size),
            "total": total,
        }
        rows = self.orders[start : start + self.size]
        return OrderList.model_validate({"orders": rows, "pagination": pagination})

    async def send(self, query: OrderQuery, sent: asyncio.Future[None] | None) -> httpx.Response:
        if sent is not None:
            sent.set_result(None)
        return httpx.Response(
            200, json=self.page(query.page).model_dump(mode="json", by_alias=True)
        )

    @staticmethod
    def parse(response: httpx.Response) -> OrderList:
        return OrderList.model_validate(response.json())

    async def load(self, number: int) -> OrderList:
        return self.page(number)


async def exported(server: ListServer) -> list[str]:
    orders = every_order(server.send, server.parse, OrderQuery(page_size=server.size))
    return [order.id async for order in orders]


def ids(orders: list[OrderSummary]) -> list[str]:
    return [order.id for order in orders]


async def test_an_export_loses_no_order_when_two_leave_the_filter_between_pages() -> None:
    server = ListServer(12)
    everyone = [o["id"] for o in server.orders]
    server.before[2] = lambda: server.leave("o01", "o02")  # read already, on page 1
    assert await exported(server) == everyone  # before: o05 and o06 were never read


async def test_an_export_is_the_list_as_page_1_saw_it_when_an_order_arrives() -> None:
    server = ListServer(12)
    everyone = [o["id"] for o in server.orders]
    server.before[2] = lambda: server.arrive("new")
    assert await exported(server) == everyone  # once each; the new one came after


async def test_an_export_with_an_arrival_and_two_leaving_between_pages() -> None:
    server = ListServer(12)
    everyone = [o["id"] for o in server.orders]

    def both() -> None:
        server.arrive("new")
        server.leave("o00", "o03")

    server.before[3] = both
    assert await exported(server) == everyone


async def test_a_walk_puts_what_arrived_at_the_top_and_repeats_nothing() -> None:
    server = ListServer(12)
    walk = PageWalk(server.load, lambda page: page.orders, newest_first=True)
    first = ids(await walk.first())
    server.before[2] = lambda: (server.arrive("new1"), server.arrive("new2"))
    taken = await walk.next()
    assert ids(taken.top) == ["new2", "new1"]
    # Page 2 now starts two places lower: two of its orders were on page 1, three are new.
    assert first + ids(taken.tail) == [f"o{n:02d}" for n in range(8)]
    assert walk.total == 14
    rest = await walk.next()
    assert ids(rest.top) == []
    assert ids(rest.tail) == [f"o{n:02d}" for n in range(8, 12)]
    assert walk.done


async def test_a_list_that_answers_inconsistently_is_still_read_to_its_end() -> None:
    """A server whose total never settles: the walk stops stepping back and goes on."""
    server = ListServer(30)
    walk = PageWalk(server.load, lambda page: page.orders, newest_first=True)
    await walk.first()
    for page in range(2, 12):
        server.before[page] = lambda: server.leave(server.orders[0]["id"])  # type: ignore[arg-type]
    read = 0
    while not walk.done:
        read += 1
        await walk.next()
        assert read < 40
