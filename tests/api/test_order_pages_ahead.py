"""Order pages asked for ahead (issue 18): the next page is on the wire before this one is
validated, the requests stay one at a time and in order, and a page asked for but not
needed is dropped."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from app.api.client import BankingClient
from app.api.errors import ServerError
from app.api.order_pages import every_order
from app.models.order_query import OrderQuery
from app.models.orders import OrderList
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import orders
from tests.helpers.live_server import serve_in_thread

pytestmark = pytest.mark.anyio


class FakeServer:
    """Pages of two orders; ``pages`` says how many each answer counts (it may shrink). A
    page is answered only once the one before it is parsed: a server slower than Teller."""

    def __init__(self, pages: list[int], failing: int | None = None) -> None:
        self.pages = pages
        self.failing = failing
        self.events: list[str] = []
        self.cancelled: list[int] = []
        self.in_flight = 0
        self.parsed: dict[int, asyncio.Event] = {}
        self.idle = asyncio.Event()

    def _parsed(self, number: int) -> asyncio.Event:
        return self.parsed.setdefault(number, asyncio.Event())

    async def send(self, query: OrderQuery, sent: asyncio.Future[None] | None) -> httpx.Response:
        number = query.page
        self.events.append(f"send {number}")
        self.in_flight += 1
        self.idle.clear()
        assert self.in_flight == 1, "two requests at once"
        try:
            if sent is not None:
                sent.set_result(None)  # on the wire
            if number > 1:
                await self._parsed(number - 1).wait()
            if number == self.failing:
                raise ServerError("The server failed.", status=500)
            self.events.append(f"answered {number}")
            return httpx.Response(200, json={"page": number})
        except asyncio.CancelledError:
            self.cancelled.append(number)
            raise
        finally:
            self.in_flight -= 1
            if not self.in_flight:
                self.idle.set()

    def parse(self, response: httpx.Response) -> OrderList:
        number = response.json()["page"]
        self.events.append(f"parse {number}")
        self._parsed(number).set()
        orders = [
            {"id": f"o-{number}-{n}", "state": "SETTLED", "type": "BANK_PAYIN"} for n in (1, 2)
        ]
        count = self.pages[min(number, len(self.pages)) - 1]
        pagination = {"page": number, "pageSize": 2, "numPages": count, "total": 2 * count}
        return OrderList.model_validate({"orders": orders, "pagination": pagination})

    async def settled(self) -> None:
        """Until no request is under way (a cancelled one ends in a later turn)."""
        await self.idle.wait()


async def ids(server: FakeServer, stop_after: int | None = None) -> list[str]:
    found: list[str] = []
    orders = every_order(server.send, server.parse, OrderQuery(page_size=2))
    async for order in orders:
        found.append(order.id)
        if len(found) == stop_after:
            await orders.aclose()  # type: ignore[attr-defined]
            break
    await server.settled()
    return found


async def test_the_next_page_is_on_the_wire_before_this_one_is_parsed() -> None:
    server = FakeServer([3, 3, 3])
    found = await ids(server)
    assert found == [f"o-{page}-{n}" for page in (1, 2, 3) for n in (1, 2)]
    assert server.events == [
        "send 1",
        "answered 1",
        "parse 1",  # how many pages there are is known from here on
        "send 2",
        "answered 2",
        "send 3",  # before page 2 is parsed
        "parse 2",
        "answered 3",
        "parse 3",
    ]
    assert server.cancelled == []


async def test_a_page_asked_for_past_a_shrunk_list_is_dropped() -> None:
    server = FakeServer([3, 2])  # orders left the list between pages 1 and 2
    found = await ids(server)
    assert found == ["o-1-1", "o-1-2", "o-2-1", "o-2-2"]
    assert server.cancelled == [3]


async def test_stopping_early_cancels_the_page_under_way() -> None:
    server = FakeServer([5])
    assert await ids(server, stop_after=3) == ["o-1-1", "o-1-2", "o-2-1"]
    assert server.cancelled == [3]


async def test_a_page_ahead_that_fails_fails_after_the_orders_before_it() -> None:
    server = FakeServer([3], failing=3)
    found: list[str] = []

    async def read() -> None:
        async for order in every_order(server.send, server.parse, OrderQuery(page_size=2)):
            found.append(order.id)

    with pytest.raises(ServerError):
        await read()
    assert found == ["o-1-1", "o-1-2", "o-2-1", "o-2-2"]


async def test_every_order_through_a_real_socket_once_and_in_page_order(tmp_path: Path) -> None:
    """Against the sandbox on loopback, where the request says when it is on the wire."""
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            seed_orders=25,
            demo_data=True,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with app.state.ctx.db.read() as conn:
        uid, aid = conn.execute(
            select(orders.c.user_id, orders.c.account_id).where(
                orders.c.reference == "BULK-0000000"
            )
        ).one()
    with serve_in_thread(app) as base_url:
        async with BankingClient(base_url) as client:
            await client.login("demo", "demo-key")
            before = len(client.request_log.entries())
            found = [
                o.id async for o in client.iter_account_orders(uid, aid, OrderQuery(page_size=4))
            ]
            pages = [
                e.url.split("page=")[1].split("&")[0] for e in client.request_log.entries()[before:]
            ]
            total = (
                await client.list_account_orders(uid, aid, OrderQuery(page_size=1))
            ).pagination.total
    assert len(set(found)) == len(found) == total >= 25
    assert pages == [str(n) for n in range(1, len(pages) + 1)]
    assert len(pages) == (len(found) + 3) // 4
