"""The statement reconciles EXACTLY on every account the sandbox seeds: the balance computed
from the orders is the account's balance to the unit, what payouts reserve is its pending
out, what is pending in is its pending in, and no order is left uncounted. Periods chain:
one month's closing balance is the next month's opening."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, timedelta
from pathlib import Path

import pytest
from fastapi import FastAPI

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.statement.book import StatementBook
from app.services.statement.gather import HistoryReader
from app.services.statement.period import custom, last_month, this_month
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.seed_data import ANCHOR
from tests.services.statement.conftest import EVER

pytestmark = pytest.mark.anyio


@pytest.fixture
def sandbox_app(tmp_path: Path) -> Iterator[FastAPI]:
    """The seeded world of two merchants (the second one a quarter of the first)."""
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "seeded.sqlite3",
            demo_data=True,
            merchants=(("demo", "demo-key"), ("other", "other-key")),
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    yield app
    app.state.ctx.db.close()


async def test_every_seeded_account_reconciles_to_the_unit(client: BankingClient) -> None:
    seen = 0
    for code in ("demo", "other"):
        await client.login(code, f"{code}-key")
        helpers = SandboxHelpers(client)
        for user in await helpers.list_users():
            for account in (await helpers.get_user(user.id)).accounts:
                history = await HistoryReader(client, user.id, account.id, ledger=helpers).read()
                book = StatementBook(history)
                whole = book.statement(EVER)
                where = f"{code} {account.alias} {account.currency}"
                assert whole.opening == 0, where
                assert whole.closing == account.balance == history.account.balance, where
                assert whole.balance_check.reconciles, (where, whole.balance_check)
                assert whole.balance_check.explanations == (), where
                assert whole.reserved_check.reconciles, where
                assert whole.pending_in_check.reconciles, where
                assert whole.problems == (), where
                assert history.steady, where
                assert len(whole.lines) == sum(len(e.movements) for e in book.effects.values())
                assert whole.opening + whole.credits + whole.debits + whole.fees == whole.closing
                # The running balance of each line is the one before plus its movement.
                balance = 0
                for line in whole.lines:
                    balance += line.movement.amount + line.movement.fee
                    assert line.balance == balance
                seen += 1
                _months_chain(book, ANCHOR.date())
    assert seen >= 29  # every account of both merchants


def _months_chain(book: StatementBook, today: date) -> None:
    """Last month, then this month: each opens where the one before it closed."""
    before, now = last_month(today, UTC), this_month(today, UTC)
    earlier = book.statement(custom(date(2000, 1, 1), before.first_day - timedelta(days=1), UTC))
    previous, current = book.statement(before), book.statement(now)
    assert earlier.closing == previous.opening
    assert previous.closing == current.opening
    assert current.closing + current.later == book.computed_balance
    for statement in (previous, current):
        assert all(statement.period.holds(line.movement.at) for line in statement.lines)
