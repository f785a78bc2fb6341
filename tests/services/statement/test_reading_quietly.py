"""A statement of many orders keeps the event loop free: the collector is paused while it is
read (its full passes over the pages' objects held the loop 60 ms) and resumed after, the
book is built in a worker thread, and a book let go is freed a slice at a time (freed at
once, 10,000 orders took 40-55 ms)."""

from __future__ import annotations

import asyncio
import gc
import threading
import weakref

import pytest

from app.api.client import BankingClient
from app.models.accounts import Account
from app.models.order_query import OrderQuery
from app.models.orders import OrderList
from app.services.statement import book as book_module
from app.services.statement.book import StatementBook
from app.services.statement.gather import HistoryReader
from app.services.statement.history import History
from app.services.statement.reading import read_book
from app.services.statement.release import SLICE, let_go
from tests.services.statement.conftest import account_with_payouts

pytestmark = pytest.mark.anyio


class Watching:
    """The client, noting whether the collector ran while each request was answered."""

    def __init__(self, client: BankingClient) -> None:
        self.client = client
        self.collector: list[bool] = []

    async def get_account(self, uid: str, aid: str) -> Account:
        self.collector.append(gc.isenabled())
        return await self.client.get_account(uid, aid)

    async def list_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList:
        self.collector.append(gc.isenabled())
        return await self.client.list_account_orders(uid, aid, query)


async def test_the_collector_is_paused_while_reading_and_the_book_built_elsewhere(
    client: BankingClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    built_in: list[threading.Thread] = []
    original = StatementBook.__init__

    def noted(self: StatementBook, history: History) -> None:
        built_in.append(threading.current_thread())
        original(self, history)

    monkeypatch.setattr(book_module.StatementBook, "__init__", noted)
    watching = Watching(client)
    assert gc.isenabled()
    await read_book(HistoryReader(watching, uid, aid))
    assert watching.collector
    assert not any(watching.collector)
    assert gc.isenabled()  # resumed after
    assert built_in
    assert all(thread is not threading.main_thread() for thread in built_in)


async def test_a_book_let_go_is_freed_a_slice_at_a_time(client: BankingClient) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    history = await HistoryReader(client, uid, aid).read(with_ledger=False)
    many = History(
        history.account,
        history.orders * 2_000,  # the same few orders, 2,000 times over: slices to free
        None,
        history.read_at,
    )
    book = StatementBook(many)
    del history, many
    order = weakref.ref(book.history.orders[0])
    pieces = len(book.lines) + len(book.history.orders)
    assert pieces > 20 * SLICE
    turns = 0
    task = asyncio.ensure_future(let_go(book))
    del book
    while not task.done():
        turns += 1
        await asyncio.sleep(0)
    assert turns >= pieces // SLICE  # the loop turned between slices
    assert order() is None  # and everything went in the end
