"""A signed-in client on a sandbox in process, and a statement read through it."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from datetime import UTC, date
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.statement.book import Statement
from app.services.statement.gather import HistoryReader
from app.services.statement.period import custom
from app.services.statement.reading import read_book
from tests.helpers.bodies import bank_payout

EVER = custom(date(2000, 1, 1), date(2100, 1, 1), UTC)


@pytest.fixture
async def client(sandbox_app: FastAPI) -> AsyncIterator[BankingClient]:
    transport = httpx.ASGITransport(app=sandbox_app)
    async with BankingClient("http://127.0.0.1", transport=transport) as signed_in:
        await signed_in.login("demo", "demo-key")
        yield signed_in


async def statement_of(
    client: BankingClient, uid: str, aid: str, *, ledger: bool = True, **reader: Any
) -> Statement:
    """As the window reads it: the orders, and the ledger only if they do not agree."""
    helpers = SandboxHelpers(client) if ledger else None
    book = await read_book(HistoryReader(client, uid, aid, ledger=helpers, **reader))
    return book.statement(EVER)


async def account_with_payouts(client: BankingClient) -> tuple[str, str, list[str]]:
    """A EUR account: deposits of 500.00 and 300.00, then bank payouts of 100.00 (settled),
    40.00 (failed) and 25.00 (left Created, reserved). Returns (uid, aid, payout ids)."""
    helpers = SandboxHelpers(client)
    user = await helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"})
    account = await client.create_account(user.id, {"alias": "Ops", "currency": "EUR"})
    await helpers.deposit(account.id, 50_000, counterparty="Acme")
    await helpers.deposit(account.id, 30_000, counterparty="Globex")
    ids = []
    for amount in (10_000, 4_000, 2_500):
        order = await client.create_bank_payout(
            user.id, account.id, bank_payout(amount), idempotency_key=str(uuid.uuid4())
        )
        ids.append(order.id)
    await helpers.advance_order(ids[0], "PENDING")
    await helpers.advance_order(ids[0], "SETTLED")
    await helpers.advance_order(ids[1], "FAILED")
    return user.id, account.id, ids
