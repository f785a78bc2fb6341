"""Reads take turns, writes do not: a team's sixteen order lists cannot starve its payouts.

The sandbox serves from one process: every request's Python runs under one interpreter lock,
and a payout holds SQLite's write lock across a dozen statements, each of which gives the
interpreter lock away and must win it back. With sixteen lists running beside it, each win
waited behind them (measured, issue 28: payout p95 16x its unloaded p95, 9 payouts a second
against 41 one at a time). Here at most ``limit`` reads compute their answer at once; the
others wait on the event loop, costing nothing, and a write never waits here.

A read holds its turn until its answer starts (``http.response.start``): a streamed body or a
slow client reading a large one never holds a turn.
"""

from __future__ import annotations

import asyncio
import sys

from starlette.types import ASGIApp, Message, Receive, Scope, Send

READ_METHODS = frozenset({"GET", "HEAD"})
# Two cores: two reads keep both busy (one in SQLite, one in Python) and leave the
# interpreter lock mostly to the writers (docs/performance.md, "Issue 28: team load").
READS_AT_ONCE = 4


# How long a thread runs Python before one waiting for the interpreter lock gets it: 5 ms by
# default. A payout hands the lock away at each SQLite call (a dozen while it holds SQLite's
# write lock) and waited up to this long to get it back each time while reads computed.
SWITCH_INTERVAL_SECONDS = 0.0005


def serve_writers_promptly() -> None:
    """Called by a serving process (sandbox/cli.py), never by an app's factory: the interval
    is the whole interpreter's, and tests build apps in their own process."""
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)


class ReadGate:
    """ASGI middleware: GET and HEAD requests wait for one of ``limit`` turns."""

    def __init__(self, app: ASGIApp, limit: int = READS_AT_ONCE) -> None:
        self.app = app
        self.limit = limit
        # Made on the serving loop (an app served again on another loop, as tests do, gets
        # new turns: a semaphore belongs to the loop it first waited on).
        self._turns: asyncio.Semaphore | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in READ_METHODS:
            await self.app(scope, receive, send)
            return
        loop = asyncio.get_running_loop()
        if self._turns is None or self._loop is not loop:
            self._turns, self._loop = asyncio.Semaphore(self.limit), loop
        turns = self._turns
        await turns.acquire()
        held = True

        async def answering(message: Message) -> None:
            nonlocal held
            if held and message["type"] == "http.response.start":
                held = False
                turns.release()
            await send(message)

        try:
            await self.app(scope, receive, answering)
        finally:
            if held:
                turns.release()
