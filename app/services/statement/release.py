"""Letting go of a statement a slice at a time.

A book of 10,000 orders is some 300,000 objects; dropping the last reference frees them all in
one call on whichever thread drops it, the event loop's when the window reads again or
closes (40 to 55 ms measured). Here the book's big collections are taken apart and emptied a
slice at a time, the loop turning between slices; what something else still holds (a
statement being exported) simply lives on until that lets go."""

from __future__ import annotations

import asyncio
from typing import Any

from app.services.statement.book import StatementBook

SLICE = 500  # objects freed between two turns of the loop (about a millisecond)


async def _empty(items: list[Any]) -> None:
    while items:
        del items[-SLICE:]
        await asyncio.sleep(0)


async def let_go(book: StatementBook) -> None:
    """Free ``book`` without a long pause; the caller must hold no other reference."""
    history = book.history
    orders = list(history.orders)
    entries = list(history.ledger or ())
    effects = list(book.effects.values())
    book.effects = {}
    lines, book.lines = book.lines, []
    moments, book._moments = book._moments, []
    del history
    book.history = None  # type: ignore[assignment]  # the frozen history goes, its rows stay
    del book
    for items in (lines, effects, moments, entries, orders):
        await _empty(items)


_going: set[asyncio.Task[None]] = set()  # held until done: a task nobody holds may vanish


def release(book: StatementBook | None) -> None:
    """``let_go`` in the background, on the running loop; without one, at once."""
    if book is None:
        return
    try:
        task = asyncio.get_running_loop().create_task(let_go(book))
    except RuntimeError:  # no loop (the app is closing): freed here, in one go
        return
    _going.add(task)
    task.add_done_callback(_going.discard)
