"""A batch store that tells a reader which rows changed: the send page's table shows each row's
state, order and reason as the sender writes them, without reading every row back.

The sender writes from worker threads (``asyncio.to_thread``), so changed rows are kept under
a lock and taken in one go by the reader (``take``), a few times a second.
"""

from __future__ import annotations

import threading

from app.services.bulk.model import Batch, BatchRow, BatchStore, RowState


class WatchedStore:
    """``BatchStore`` by delegation; ``take`` gives the rows changed since it was last asked."""

    def __init__(self, inner: BatchStore) -> None:
        self.inner = inner
        self._lock = threading.Lock()
        self._changed: dict[int, BatchRow] = {}  # row index -> its newest state

    def create(self, batch: Batch, rows: list[BatchRow]) -> None:
        self.inner.create(batch, rows)

    def batch(self, batch_id: str) -> Batch | None:
        return self.inner.batch(batch_id)

    def rows(self, batch_id: str) -> list[BatchRow]:
        return self.inner.rows(batch_id)

    def update_row(
        self, batch_id: str, index: int, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow:
        row = self.inner.update_row(batch_id, index, state, order_id=order_id, reason=reason)
        with self._lock:
            self._changed[row.index] = row
        return row

    def unfinished(self, place: str | None = None) -> list[Batch]:
        return self.inner.unfinished(place)

    def finish(self, batch_id: str) -> None:
        self.inner.finish(batch_id)

    def take(self) -> list[BatchRow]:
        with self._lock:
            changed, self._changed = self._changed, {}
        return sorted(changed.values(), key=lambda row: row.index)
