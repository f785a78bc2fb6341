"""A list read newest first whose order is not ``createdAt`` (the sandbox's ledger lists by
posting order: a payout created first and settled last is posted after one settled sooner):
the first page of a pass is kept whole. Rows below its first one that are newer than it were
taken for arrivals and dropped; the ledger window of three seeded accounts showed 161 of
165 transactions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.api.page_walk import PageWalk
from app.models.orders import LedgerTransaction
from app.models.sandbox_helpers import TransactionList

pytestmark = pytest.mark.anyio
T0 = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


def ledger(minutes: list[int], size: int) -> list[TransactionList]:
    """Entries newest posted first, created ``minutes`` after T0 each (not in order)."""
    entries = [
        {"id": f"t{n}", "amount": 1, "createdAt": (T0 + timedelta(minutes=m)).isoformat()}
        for n, m in enumerate(minutes)
    ]
    pages = [entries[i : i + size] for i in range(0, len(entries), size)]
    return [
        TransactionList.model_validate(
            {
                "transactions": page,
                "pagination": {
                    "page": number,
                    "pageSize": size,
                    "numPages": len(pages),
                    "total": len(entries),
                },
            }
        )
        for number, page in enumerate(pages, start=1)
    ]


async def test_the_first_page_is_kept_whole_whatever_its_times() -> None:
    pages = ledger([30, 45, 10, 44, 5, 3, 40, 1], size=4)  # posted: settled at 45 after 30

    async def load(number: int) -> TransactionList:
        return pages[number - 1]

    walk: PageWalk[TransactionList, LedgerTransaction] = PageWalk(
        load, lambda page: page.transactions, newest_first=True
    )
    rows = await walk.first()
    assert [r.id for r in rows] == ["t0", "t1", "t2", "t3"]
    taken = await walk.next()
    rows = taken.top + rows + taken.tail
    assert sorted(r.id for r in rows) == sorted(f"t{n}" for n in range(8))
    assert len(rows) == walk.total
