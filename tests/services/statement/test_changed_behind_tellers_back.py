"""An order changed behind Teller's back (straight in the sandbox's database): the statement
no longer reconciles, and the difference is shown with the order that explains it. With the
ledger (a sandbox lists it) the split is exact; without it (a live server) an order of
exactly the difference is offered, or the difference is said to be unexplained."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import update

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.models.sandbox_helpers import TransactionList
from app.services.statement.checks import Why
from app.services.statement.gather import HistoryReader
from app.services.statement.reading import read_book
from sandbox.clock import now_iso
from sandbox.db.tables import orders
from sandbox.domain import ledger
from tests.services.statement.conftest import EVER, account_with_payouts, statement_of

pytestmark = pytest.mark.anyio


def change(app: FastAPI, oid: str, **values: Any) -> None:
    with app.state.ctx.db.write() as conn:
        conn.execute(update(orders).where(orders.c.id == oid).values(**values))


class CountedLedger:
    def __init__(self, client: BankingClient) -> None:
        self.helpers = SandboxHelpers(client)
        self.pages = 0

    async def list_transactions(
        self, aid: str, *, page: int = 1, page_size: int = 30
    ) -> TransactionList:
        self.pages += 1
        return await self.helpers.list_transactions(aid, page=page, page_size=page_size)


async def test_untouched_it_reconciles_without_reading_the_ledger(client: BankingClient) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    ledger = CountedLedger(client)
    book = await read_book(HistoryReader(client, uid, aid, ledger=ledger))
    assert ledger.pages == 0  # the orders agree with the account: nothing to explain
    statement = book.statement(EVER)
    assert not statement.ledger_read
    assert statement.balance_check.reconciles
    assert statement.closing == 80_000 - 10_000
    assert [h.amount for h in statement.reserved] == [2_500]
    assert statement.reserved_check.reconciles
    payout = statement.lines[-1].movement
    assert (payout.amount + payout.fee, payout.fee < 0) == (-10_000, True)


async def test_a_payout_made_smaller_is_explained_by_its_ledger(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    uid, aid, ids = await account_with_payouts(client)
    change(sandbox_app, ids[0], origin_amount=9_000)  # the ledger moved 100.00
    ledger = CountedLedger(client)
    explained: list[bool] = []
    book = await read_book(
        HistoryReader(client, uid, aid, ledger=ledger), explaining=lambda: explained.append(True)
    )
    assert explained == [True]
    assert ledger.pages == 1  # read for the second pass only
    statement = book.statement(EVER)
    assert statement.ledger_read
    check = statement.balance_check
    assert check.difference == 1_000  # Teller counts 10.00 less out than the account lost
    [why] = check.explanations
    assert (why.why, why.order_id, why.counted, why.ledger) == (
        Why.LEDGER_DIFFERS,
        ids[0],
        -9_000,
        -10_000,
    )
    assert why.share == check.difference
    assert check.unexplained == 0


async def test_a_settled_payout_turned_failed_is_explained(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    uid, aid, ids = await account_with_payouts(client)
    change(sandbox_app, ids[0], state="FAILED", failed_at=now_iso(), settled_at=None)
    statement = await statement_of(client, uid, aid)
    check = statement.balance_check
    assert check.difference == 10_000
    [why] = check.explanations
    assert (why.why, why.order_id, why.counted, why.ledger) == (
        Why.LEDGER_DIFFERS,
        ids[0],
        0,
        -10_000,
    )
    assert check.unexplained == 0


async def test_money_moved_with_no_order_is_explained_as_such(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    uid, aid, _ids = await account_with_payouts(client)
    with sandbox_app.state.ctx.db.write() as conn:  # a monthly fee, say: no order at all
        ledger.post(conn, aid, ledger.Bucket.BALANCE, -500, at=now_iso(), counterparty="Fee")
    statement = await statement_of(client, uid, aid)
    check = statement.balance_check
    assert check.difference == 500
    [why] = check.explanations
    assert (why.why, why.order_id, why.ledger, why.share) == (
        Why.LEDGER_WITHOUT_ORDER,
        None,
        -500,
        500,
    )


async def test_without_a_ledger_an_order_of_that_amount_is_offered(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    """As against a live server: a settled payout shown as still PENDING. The account lost
    its 100.00, and no longer holds it; Teller counts it as reserved."""
    uid, aid, ids = await account_with_payouts(client)
    change(sandbox_app, ids[0], state="PENDING", settled_at=None)
    statement = await statement_of(client, uid, aid, ledger=False)
    check = statement.balance_check
    assert check.difference == 10_000
    assert check.explanations == ()
    assert [(c.why, c.order_id) for c in check.candidates] == [(Why.STILL_OPEN, ids[0])]
    reserved = statement.reserved_check
    assert reserved.difference == 10_000
    assert [(c.why, c.order_id) for c in reserved.candidates] == [(Why.STILL_OPEN, ids[0])]


async def test_without_a_ledger_an_unmatched_difference_stays_unexplained(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    uid, aid, ids = await account_with_payouts(client)
    change(sandbox_app, ids[0], origin_amount=9_999)
    statement = await statement_of(client, uid, aid, ledger=False)
    check = statement.balance_check
    assert check.difference == 1
    assert (check.explanations, check.candidates) == ((), ())
    assert check.unexplained == 1
