"""Work handed to another thread owns what it opens until someone takes it.

A coroutine awaiting a thread's job can be cancelled (the person moved on), the job cannot:
once it runs it finishes, and what it opened (a PDF, a temporary copy) comes back to an
answer nobody reads. ``asyncio.wrap_future`` and ``asyncio.to_thread`` drop it there, so it
stays open for good: a fast keyboard review left 720 documents open in the render thread
(issue 23, item 10). Here a cancelled hand-over closes it: a job not yet started never runs,
and the result of one already running is released as soon as it is made.

Whoever ``take`` returns to owns the result from then on, with no await in between.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import logging
from collections.abc import Callable
from functools import partial
from typing import TypeVar

T = TypeVar("T")
Release = Callable[[T], object]

log = logging.getLogger(__name__)


async def take(future: concurrent.futures.Future[T], release: Release[T]) -> T:
    """The result of ``future`` (another thread's job); if this wait is cancelled, the job
    is cancelled when it has not started and ``release`` gets what it made otherwise."""
    try:
        return await asyncio.wrap_future(future)
    except asyncio.CancelledError:
        future.cancel()  # not started: it never runs (a running job cannot be stopped)
        future.add_done_callback(partial(_release_if_made, release))
        raise


def _release_if_made(release: Release[T], future: concurrent.futures.Future[T]) -> None:
    """Runs in the job's thread when it finishes, or here when it already has."""
    if future.cancelled() or future.exception() is not None:
        return  # nothing was made
    try:
        release(future.result())
    except Exception:  # nobody is waiting to hear it: said in the log
        log.exception("releasing what a cancelled job made failed")


async def in_thread(work: Callable[[], T], release: Release[T]) -> T:
    """``asyncio.to_thread`` for work that opens or makes something: cancelled while the
    work runs, what it made goes to ``release`` instead of being lost."""
    future: concurrent.futures.Future[T] = concurrent.futures.Future()

    def run() -> None:
        if not future.set_running_or_notify_cancel():
            return  # the wait was cancelled before the work started
        try:
            future.set_result(work())
        except BaseException as exc:  # handed to the waiting coroutine
            future.set_exception(exc)

    loop = asyncio.get_running_loop()
    loop.run_in_executor(None, contextvars.copy_context().run, run)  # run never raises
    return await take(future, release)
