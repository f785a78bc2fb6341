"""Reading an async iterator ahead of its consumer, so that waiting and working overlap.

An export pulls orders page by page from the client and writes each page to a file. Done in
turn, the server sits idle while Teller parses and writes a page, and Teller sits idle while
the server builds the next: on two cores both could be busy. Here a task of its own pulls
from the iterator (so the client asks for page N+1 as soon as page N is in) while the
consumer works through what has arrived. The requests are the same ones, in the same order,
one at a time, so a live server and its rate limit see nothing new.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncGenerator, AsyncIterator
from typing import TypeVar

T = TypeVar("T")


async def read_ahead(
    source: AsyncIterator[T], *, limit: int = 500
) -> AsyncGenerator[list[T], None]:
    """What ``source`` yields, in order, in batches of whatever has arrived; at most
    ``limit`` items wait unread. An error of ``source`` is raised after the items it
    yielded before it; closing this generator (or cancelling its consumer) stops and
    closes ``source``."""
    items: deque[T] = deque()
    arrived, room = asyncio.Event(), asyncio.Event()
    room.set()
    failure: list[BaseException] = []
    finished = False

    async def pull() -> None:
        nonlocal finished
        try:
            async for item in source:
                items.append(item)
                arrived.set()
                if len(items) >= limit:
                    room.clear()
                    await room.wait()
        except Exception as exc:  # handed to the consumer, after the items before it
            failure.append(exc)
        finally:
            finished = True
            arrived.set()
            closing = getattr(source, "aclose", None)
            if closing is not None:
                with contextlib.suppress(Exception):
                    await closing()

    puller = asyncio.ensure_future(pull())
    try:
        while True:
            if not items:
                if finished:
                    break
                arrived.clear()
                await arrived.wait()
                continue
            batch = list(items)
            items.clear()
            room.set()
            yield batch
        if failure:
            raise failure[0]
    finally:
        if not puller.done():
            puller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await puller
