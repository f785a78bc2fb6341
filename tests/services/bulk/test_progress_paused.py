"""No time left is guessed while no new row is sent: paused, the sending screen said "about
0 s left" with seven rows still to go (the rate of the rows before the pause)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.services.bulk.model import BatchRow, PayoutKind, RowState
from app.services.bulk.progress import Progress


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def half_sent(clock: Clock) -> Progress:
    batch = [BatchRow("b", i, i + 2, PayoutKind.BANK, f"key-{i}") for i in range(10)]
    progress = Progress(batch, clock=clock, window=10.0)
    for row in batch[:4]:  # one row every 0.5 s
        progress.row_changed(replace(row, state=RowState.CREATED))
        clock.now += 0.5
    assert progress.snapshot().seconds_left == pytest.approx(3.0)
    return progress


@pytest.mark.parametrize("stop", ["paused", "cancelled"])
def test_no_time_left_while_no_new_row_is_sent(stop: str) -> None:
    clock = Clock()
    progress = half_sent(clock)
    setattr(progress, stop, True)
    snapshot = progress.snapshot()
    assert snapshot.seconds_left is None
    assert snapshot.rows_per_second == pytest.approx(2.0)  # what was done is still said


def test_the_time_left_comes_back_on_resume_and_ends_at_zero() -> None:
    clock = Clock()
    progress = half_sent(clock)
    progress.paused = True
    progress.paused = False
    assert progress.snapshot().seconds_left == pytest.approx(3.0)
    progress.paused = True
    progress.cancelled = True
    progress.start([])  # every row done (none left): nothing to wait for
    assert progress.snapshot().seconds_left == 0.0
