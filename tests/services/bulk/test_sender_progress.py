"""The sender's progress without a server: rate over a moving window, time left, counts, and
the async iterator a view reads, which ends when the run closes it."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from app.services.bulk.model import BatchRow, PayoutKind, RowState
from app.services.bulk.progress import Progress, ProgressSnapshot

pytestmark = pytest.mark.anyio


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def rows(count: int) -> list[BatchRow]:
    return [BatchRow("b", i, i + 2, PayoutKind.BANK, f"key-{i}") for i in range(count)]


def test_rate_is_rows_ended_over_the_window_and_time_left_follows() -> None:
    clock = Clock()
    batch = rows(10)
    progress = Progress(batch, clock=clock, window=10.0)
    assert progress.snapshot().seconds_left is None  # no rate yet: no guess
    for i in range(4):  # one row every 0.5 s
        progress.row_changed(replace(batch[i], state=RowState.CREATED))
        clock.now += 0.5
    snapshot = progress.snapshot()
    assert snapshot.done == 4
    assert snapshot.rows_per_second == pytest.approx(2.0)
    assert snapshot.seconds_left == pytest.approx(3.0)
    assert snapshot.counts == {RowState.CREATED: 4, RowState.PENDING: 6}
    clock.now += 30  # the window moved on: an old burst says nothing about now
    assert progress.snapshot().rows_per_second == 0.0


def test_a_row_counts_as_done_once_however_often_it_changes() -> None:
    progress = Progress(rows(2), clock=Clock())
    row = rows(1)[0]
    for state in (RowState.SENDING, RowState.OTP_NEEDED, RowState.OTP_NEEDED):
        progress.row_changed(replace(row, state=state))
    assert progress.snapshot().done == 1
    assert progress.snapshot().fraction == 0.5


async def test_the_async_iterator_sees_the_latest_and_ends_when_closed() -> None:
    progress = Progress(rows(3), clock=Clock())
    seen: list[ProgressSnapshot] = []

    async def read() -> None:
        async for snapshot in progress.updates():
            seen.append(snapshot)

    reader = asyncio.ensure_future(read())
    await asyncio.sleep(0)
    for row in rows(3):
        progress.row_changed(replace(row, state=RowState.CREATED))
    progress.close()
    async with asyncio.timeout(2):
        await reader
    assert seen[-1].closed
    assert seen[-1].done == 3
