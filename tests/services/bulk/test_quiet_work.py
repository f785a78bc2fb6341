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
