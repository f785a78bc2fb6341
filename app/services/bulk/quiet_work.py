"""CPU work on a whole file (reading 10,000 rows, checking them) off the event loop without
stalling it.

A worker thread is not enough on its own: the work makes hundreds of thousands of objects,
and Python's cyclic collector then runs full passes over the heap in whichever thread
allocates, the event loop's included, holding the GIL for up to 100 ms each (measured: a
10,000-row check in a thread stalled the loop 92 ms; with the collector paused, 10 ms). So the
collector is paused while the work runs, and what it made is frozen afterwards (``gc.freeze``:
moved out of the collector's sight, no full pass needed to catch up), then the collector runs
again as before. Reference counting still frees everything that is not a cycle meanwhile.

Large files go further (``import_worker``: the work in another process, its answer unpickled
here in small pieces); the pieces are unpickled with the collector paused the same way.
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")

_paused = 0  # nested or concurrent quiet work: the collector resumes after the last one
_was_enabled = True


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector paused for the block (which may await), then what was made
    frozen and the collector resumed, after the last of several such blocks."""
    global _paused, _was_enabled
    if _paused == 0:
        _was_enabled = gc.isenabled()
    _paused += 1
    gc.disable()
    try:
        yield
    finally:
        _paused -= 1
        if _paused == 0:
            gc.freeze()  # what the work made and is still alive: out of the collector's sight
            if _was_enabled:
                gc.enable()


async def quietly(work: Callable[[], T]) -> T:
    """``work()`` in a worker thread, the cyclic collector paused meanwhile."""
    with collector_paused():
        return await asyncio.to_thread(work)
