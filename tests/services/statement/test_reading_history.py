"""Reading a statement's history: money that moves while the pages are read is read again
(so timing is not shown as a difference), an order of a type Teller does not know is placed
by the server's direction filter, and a cancelled read sends nothing more."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.models.accounts import Account
from app.models.order_query import OrderQuery
from app.models.orders import OrderList
from app.services.statement.effects import ProblemKind
from app.services.statement.gather import HistoryReader
from sandbox.clock import now_iso
from sandbox.db.tables import orders
from sandbox.domain import ledger
from sandbox.domain.lifecycle import transition
from sandbox.domain.order_records import insert_order
from tests.services.statement.conftest import account_with_payouts, statement_of

pytestmark = pytest.mark.anyio


class Watched:
    """The client, with ``after_first_page`` run once the first page of orders is in."""

    def __init__(self, client: BankingClient, after_first_page: Callable[[], None]) -> None:
        self.client = client
        self.after_first_page: Callable[[], None] | None = after_first_page
        self.requests = 0

    async def get_account(self, uid: str, aid: str) -> Account:
        self.requests += 1
        return await self.client.get_account(uid, aid)

    async def list_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList:
        self.requests += 1
        page = await self.client.list_account_orders(uid, aid, query)
        hook, self.after_first_page = self.after_first_page, None
        if hook is not None:
            hook()
        return page


def settle(app: FastAPI, oid: str) -> Callable[[], None]:
    def step() -> None:
        with app.state.ctx.db.write() as conn:
            row = conn.execute(select(orders).where(orders.c.id == oid)).one()
            transition(conn, row, "SETTLED")

    return step


async def _settling_meanwhile(
    client: BankingClient, app: FastAPI, **reader: Any
) -> tuple[Any, str]:
    uid, aid, ids = await account_with_payouts(client)
    await SandboxHelpers(client).advance_order(ids[2], "PENDING")
    watched = Watched(client, settle(app, ids[2]))
    history = await HistoryReader(watched, uid, aid, ledger=SandboxHelpers(client), **reader).read()
    return history, ids[2]


async def test_a_payout_settling_during_the_read_is_read_again(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    from app.services.statement.book import StatementBook
    from tests.services.statement.conftest import EVER

    history, oid = await _settling_meanwhile(client, sandbox_app)
    assert history.steady
    assert {o.id: o.state for o in history.orders}[oid] == "SETTLED"
    statement = StatementBook(history).statement(EVER)
    assert statement.balance_check.reconciles
    assert statement.balance_check.explanations == ()
    assert statement.reserved_check.reconciles
    assert statement.reserved == ()


async def test_without_reading_again_the_timing_would_show_as_a_difference(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    """The same read with no second look: what the check above guards against."""
    from app.services.statement.book import StatementBook
    from tests.services.statement.conftest import EVER

    history, _oid = await _settling_meanwhile(client, sandbox_app, rounds=0)
    assert not history.steady
    statement = StatementBook(history).statement(EVER)
    assert not statement.reserved_check.reconciles


async def test_an_order_of_an_unknown_type_is_placed_by_the_direction_filter(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    with sandbox_app.state.ctx.db.write() as conn:
        account = conn.execute(select(orders.c.merchant_id).where(orders.c.account_id == aid))
        merchant = account.scalars().first()
        at = now_iso()
        oid = insert_order(
            conn,
            merchant_id=merchant,
            account_id=aid,
            user_id=uid,
            type="SEPA_INSTANT_CREDIT",  # a type the spec does not name
            direction="IN",
            state="SETTLED",
            reference="SCT-1",
            counterparty="Initech",
            origin_amount=1_234,
            origin_currency="EUR",
            destination_amount=1_234,
            destination_currency="EUR",
            fee_amount=0,
            created_at=at,
            settled_at=at,
        )
        ledger.credit(conn, conn.execute(select(orders).where(orders.c.id == oid)).one(), at=at)
    statement = await statement_of(client, uid, aid)
    assert statement.problems == ()
    assert statement.balance_check.reconciles
    assert statement.lines[-1].movement.order.id == oid
    assert statement.lines[-1].movement.amount == 1_234


async def test_a_type_and_direction_nobody_can_tell_is_a_problem_said() -> None:
    from app.models.orders import OrderSummary
    from app.services.statement.effects import Direction, effects

    order = OrderSummary.model_validate(
        {"id": "o-1", "state": "SETTLED", "type": "ADJUSTMENT", "settledAt": now_iso()}
    )
    assert effects(order, "EUR", Direction.UNKNOWN).problem.kind is (  # type: ignore[union-attr]
        ProblemKind.UNKNOWN_DIRECTION
    )


async def test_cancelled_it_sends_nothing_more(client: BankingClient) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    reading: asyncio.Task[Any] | None = None

    def cancel() -> None:
        assert reading is not None
        reading.cancel()

    watched = Watched(client, cancel)
    reading = asyncio.ensure_future(
        HistoryReader(watched, uid, aid, ledger=None, page_size=1).read()
    )
    with pytest.raises(asyncio.CancelledError):
        await reading
    sent = watched.requests
    for _ in range(20):
        await asyncio.sleep(0)
    # The account, the first page of orders, and at most the next page's call, cut short;
    # of five pages of one order each, nothing more.
    assert watched.requests == sent <= 3


class Concurrency:
    """The client, counting how many order pages are asked for at once."""

    def __init__(self, client: BankingClient) -> None:
        self.client = client
        self.now = 0
        self.most = 0
        self.pages: list[int] = []

    async def get_account(self, uid: str, aid: str) -> Account:
        return await self.client.get_account(uid, aid)

    async def list_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList:
        self.now += 1
        self.most = max(self.most, self.now)
        try:
            page = await self.client.list_account_orders(uid, aid, query)
            self.pages.append(page.pagination.page)
            return page
        finally:
            self.now -= 1


async def test_the_next_page_is_on_its_way_while_one_is_taken_in(client: BankingClient) -> None:
    """Two order pages in flight (the server builds one while Teller reads the other), taken
    in their order, each order once."""
    uid, aid, _ids = await account_with_payouts(client)
    counted = Concurrency(client)
    history = await HistoryReader(counted, uid, aid, page_size=1).read(with_ledger=False)
    assert counted.most == 2
    assert len(history.orders) == len({o.id for o in history.orders}) == 5
    created = [o.created_at for o in history.orders]
    assert created == sorted(created)  # oldest first, as read
