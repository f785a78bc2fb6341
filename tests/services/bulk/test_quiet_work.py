"""A whole file's work runs with the cyclic collector paused (its full passes over 10,000
rows' objects stalled the event loop for 92 ms), and the collector runs again after it."""

from __future__ import annotations

import asyncio
import gc

from app.services.bulk.quiet_work import quietly


def test_the_collector_is_paused_while_the_work_runs_and_back_after() -> None:
    seen: list[bool] = []

    def work() -> int:
        seen.append(gc.isenabled())
        return 7

    assert gc.isenabled()
    try:
        assert asyncio.run(quietly(work)) == 7
        assert seen == [False]
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_two_at_once_resume_the_collector_after_the_last() -> None:
    async def both() -> list[bool]:
        gate = asyncio.Event()
        states: list[bool] = []

        def first() -> None:
            states.append(gc.isenabled())

        async def slow() -> None:
            await quietly(lambda: None)
            states.append(gc.isenabled())  # the other is still running
            gate.set()

        async def long() -> None:
            await quietly(lambda: __import__("time").sleep(0.2))

        await asyncio.gather(long(), slow(), quietly(first))
        await gate.wait()
        states.append(gc.isenabled())
        return states

    try:
        states = asyncio.run(both())
        assert states[-1] is True
        assert False in states[:-1]
    finally:
        gc.unfreeze()
        gc.enable()


def test_the_collector_resumes_when_the_first_to_start_ends_first() -> None:
    """Two at once, the first started ending first: the collector must run again after the
    second (each used to remember whether the collector ran when it started; the second had
    seen it paused by the first, so it left it paused for good)."""

    async def overlapping() -> None:
        release = asyncio.Event()
        loop = asyncio.get_running_loop()

        def wait() -> None:
            asyncio.run_coroutine_threadsafe(release.wait(), loop).result()

        first = asyncio.ensure_future(quietly(lambda: None))
        await asyncio.sleep(0)  # the first has paused the collector
        second = asyncio.ensure_future(quietly(wait))
        await first
        release.set()
        await second

    try:
        asyncio.run(overlapping())
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()
