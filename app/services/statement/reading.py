"""A statement read in one or two passes: the orders first; only when they do not explain
the account to the unit, and the server lists its ledger, everything again with the ledger,
so the difference can be split order by order.

The ledger doubles the requests against a sandbox (and its list is the slower one) and is
only needed to explain a difference, so a statement that agrees never waits for it. Read
with the orders in one pass, the ledger and the orders describe the same moment (the pass
is checked against the account, app/services/statement/gather.py)."""

from __future__ import annotations

from collections.abc import Callable

from app.services.bulk.quiet_work import collector_paused, quietly
from app.services.statement.book import StatementBook
from app.services.statement.gather import HistoryReader
from app.services.statement.history import History


async def _build(history: History) -> StatementBook:
    """In a worker thread: 10,000 orders take tens of milliseconds to go through."""
    return await quietly(lambda: StatementBook(history))


async def read_book(
    reader: HistoryReader, explaining: Callable[[], None] | None = None
) -> StatementBook:
    """``explaining``: told when the second pass, for the ledger, begins.

    The cyclic collector is paused for the whole read (app/services/bulk/quiet_work.py): its
    pages make hundreds of thousands of objects, and each full pass the collector would run
    meanwhile walks them all, holding the event loop (one of 60 ms was measured at 10,000
    orders); what is still alive at the end is frozen instead."""
    with collector_paused():
        book = await _build(await reader.read(with_ledger=False))
        if book.agrees or not reader.can_read_ledger:
            return book
        if explaining is not None:
            explaining()
        return await _build(await reader.read(with_ledger=True))
