"""A batch's row changes on their way to the store: one worker-thread trip for several.

The sender must have a row's SENDING mark on disk before its request leaves, so it waits
for that change; a row's outcome it does not wait for (a crash before it lands leaves the row
SENDING, and its replay under the same key returns the same order). Each trip to the worker
thread cost about 150,000 instructions beside the loop, two a row: an outcome now goes with
the next change the sender waits for, or on its own at the loop's next turn if none comes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from app.services.bulk.model import BatchRow, BatchStore, RowState


@dataclass(frozen=True)
class RowChange:
    index: int
    state: RowState
    order_id: str = ""
    reason: str = ""


class RowWrites:
    """Row changes to the store, one worker-thread trip for several: a change that must be on
    disk before the sender goes on (SENDING before a request) is awaited and takes with it
    the outcomes noted since the last trip; an outcome alone leaves at the next turn of the
    loop if no mark took it. Each change is its own transaction, in the order noted."""

    def __init__(self, store: BatchStore, batch_id: str, changed: Callable[[BatchRow], None]):
        self._store = store
        self._batch_id = batch_id
        self._changed = changed
        self._noted: list[RowChange] = []
        self._trips: set[asyncio.Future[None]] = set()
        self._failure: BaseException | None = None

    async def write(self, change: RowChange) -> BatchRow:
        """On disk when this returns (with the outcomes noted before it)."""
        changes, self._noted = [*self._noted, change], []
        done = await self._trip(changes)
        result = done[-1]
        if isinstance(result, BaseException):
            raise result
        return result

    def note(self, change: RowChange) -> None:
        """Not waited for: written with the next change, or at the loop's next turn."""
        self._noted.append(change)
        if len(self._noted) == 1:
            trip = asyncio.ensure_future(self._alone())
            self._trips.add(trip)
            trip.add_done_callback(self._trips.discard)

    async def finish(self) -> None:
        """Every change noted is on disk; an outcome that could not be written is raised."""
        while self._noted or self._trips:
            if self._noted:
                await self._alone()
            else:
                await asyncio.gather(*self._trips)
        if self._failure is not None:
            raise self._failure

    async def _alone(self) -> None:
        changes, self._noted = self._noted, []
        if changes:
            for result in await self._trip(changes):
                if isinstance(result, BaseException) and self._failure is None:
                    self._failure = result

    async def _trip(self, changes: list[RowChange]) -> list[BatchRow | BaseException]:
        done = await asyncio.to_thread(self._apply, changes)
        for result in done:
            if isinstance(result, BatchRow):
                self._changed(result)
        for result in done[:-1]:  # outcomes that rode along: said at the end, not lost
            if isinstance(result, BaseException) and self._failure is None:
                self._failure = result
        return done

    def _apply(self, changes: list[RowChange]) -> list[BatchRow | BaseException]:
        """In the worker thread: each change, in order; one that fails does not stop the rest."""
        done: list[BatchRow | BaseException] = []
        for change in changes:
            try:
                done.append(
                    self._store.update_row(
                        self._batch_id,
                        change.index,
                        change.state,
                        order_id=change.order_id,
                        reason=change.reason,
                    )
                )
            except Exception as error:
                done.append(error)
        return done


__all__ = ["RowChange", "RowWrites"]
