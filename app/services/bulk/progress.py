"""How far a batch has got, for a progress bar that is not Qt: done of total, rows per second
over a moving window, time left, and how many rows are in each state.

The sender tells ``Progress`` every row change; a view reads it either by ``subscribe``
(a plain callback, called on the loop with each new snapshot) or by iterating
``updates()`` (an async iterator that skips snapshots it was too slow to see, never blocks
the sender, and ends once the sender closes the progress), or by asking ``snapshot()`` when
it draws (the send page, five times a second).

A change costs the same whatever the batch's size: the counts per state are kept as rows
change, and a snapshot is only made for a listener. Counting every row's state on each of a
row's three changes, with nobody listening, cost 0.09 ms a change at 1,000 rows (0.9 ms at
10,000) on the loop that sends the requests (docs/performance.md, "Bulk payouts").
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass, field

from app.services.bulk.model import FINAL_STATES, BatchRow, RowState

# Rows that need nothing more from the sender: ended, or created and waiting for a code.
DONE_STATES = FINAL_STATES | {RowState.OTP_NEEDED}
DEFAULT_WINDOW_SECONDS = 10.0


@dataclass(frozen=True)
class ProgressSnapshot:
    total: int
    done: int
    counts: dict[RowState, int] = field(compare=False, default_factory=dict)
    rows_per_second: float = 0.0  # over the last window; 0 until two rows have ended
    seconds_left: float | None = None  # None while the rate is not known, or paused
    in_flight: int = 0
    paused: bool = False
    held_seconds: float = 0.0  # the server asked to wait (429): seconds still to wait
    cancelled: bool = False
    closed: bool = False  # the sender stopped: nothing more will change in this run

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


Listener = Callable[[ProgressSnapshot], None]


class Progress:
    def __init__(
        self,
        rows: Iterable[BatchRow],
        *,
        clock: Callable[[], float] = time.monotonic,
        window: float = DEFAULT_WINDOW_SECONDS,
    ) -> None:
        self._clock = clock
        self._window = window
        self._states: dict[int, RowState] = {}
        self._counts: dict[RowState, int] = {}  # how many of ``_states`` are in each state
        self._done = 0  # how many of ``_states`` are in a DONE_STATE
        self._ended: deque[float] = deque()  # when rows reached a done state, in the window
        self._listeners: list[Listener] = []
        self._version = 0
        self._changed = asyncio.Event()
        self.in_flight = 0
        self.paused = False
        self.held_until = 0.0
        self.cancelled = False
        self.closed = False
        self._set_rows(rows)

    # --- told by the sender ---
    def start(self, rows: Iterable[BatchRow]) -> None:
        """A run begins with these rows (as stored); readers subscribed before stay."""
        self._set_rows(rows)
        self._ended.clear()
        self.in_flight = 0
        self.closed = False
        self.changed()

    def row_changed(self, row: BatchRow) -> None:
        before = self._states.get(row.index)
        self._states[row.index] = row.state
        if before is not None:
            self._count(before, -1)
        self._count(row.state, 1)
        if row.state in DONE_STATES and before not in DONE_STATES:
            self._ended.append(self._clock())
        self.changed()

    def changed(self) -> None:
        """Something shown changed (a row, pause, hold, cancel): tell every reader. A
        snapshot is made only when someone is subscribed; ``updates()`` makes its own."""
        self._version += 1
        if self._listeners:
            snapshot = self.snapshot()
            for listener in list(self._listeners):
                listener(snapshot)
        event, self._changed = self._changed, asyncio.Event()
        event.set()

    def close(self) -> None:
        self.closed = True
        self.in_flight = 0
        self.changed()

    # --- read by a view ---
    def snapshot(self) -> ProgressSnapshot:
        now = self._clock()
        counts = {state: n for state, n in self._counts.items() if n}
        total, done = len(self._states), self._done
        rate = self._rate(now)
        left = (total - done) / rate if rate > 0 else (0.0 if done == total else None)
        if (self.paused or self.cancelled) and done < total:
            left = None  # no new row is sent: the rate says nothing about the rest
        return ProgressSnapshot(
            total=total,
            done=done,
            counts=counts,
            rows_per_second=rate,
            seconds_left=left,
            in_flight=self.in_flight,
            paused=self.paused,
            held_seconds=max(0.0, self.held_until - now),
            cancelled=self.cancelled,
            closed=self.closed,
        )

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    async def updates(self) -> AsyncIterator[ProgressSnapshot]:
        """The newest snapshot each time something changed, the last one when closed."""
        seen = -1
        while True:
            waiting = self._changed
            if self._version != seen:
                seen = self._version
                snapshot = self.snapshot()
                yield snapshot
                if snapshot.closed:
                    return
                continue
            await waiting.wait()

    def _set_rows(self, rows: Iterable[BatchRow]) -> None:
        self._states = {row.index: row.state for row in rows}
        self._counts, self._done = {}, 0
        for state in self._states.values():
            self._count(state, 1)

    def _count(self, state: RowState, change: int) -> None:
        self._counts[state] = self._counts.get(state, 0) + change
        if state in DONE_STATES:
            self._done += change

    def _rate(self, now: float) -> float:
        """Rows ended per second over the last window (from the first of them to now)."""
        while self._ended and now - self._ended[0] > self._window:
            self._ended.popleft()
        if len(self._ended) < 2:
            return 0.0
        span = now - self._ended[0]
        return len(self._ended) / span if span > 0 else 0.0
