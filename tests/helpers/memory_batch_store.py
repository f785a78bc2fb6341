"""A batch store in memory with the ``BatchStore`` Protocol's behaviour (the SQLite one is
app/services/bulk/batch_store.py): for tests of the sender that look at rows as they change.
Thread-safe, as the sender writes from a worker thread."""

from __future__ import annotations

import threading
import uuid
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from app.services.bulk.model import FINAL_STATES, Batch, BatchRow, PayoutKind, RowState, place_of
from app.services.context import AccountRef


class MemoryBatchStore:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._batches: dict[str, Batch] = {}
        self._rows: dict[str, list[BatchRow]] = {}
        self.changes: list[tuple[int, RowState]] = []  # (row index, new state), in order

    def create(self, batch: Batch, rows: list[BatchRow]) -> None:
        with self._lock:
            self._batches[batch.id] = batch
            self._rows[batch.id] = list(rows)

    def batch(self, batch_id: str) -> Batch | None:
        with self._lock:
            return self._batches.get(batch_id)

    def rows(self, batch_id: str) -> list[BatchRow]:
        with self._lock:
            return list(self._rows.get(batch_id, []))

    def update_row(
        self, batch_id: str, index: int, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow:
        with self._lock:
            current = self._rows[batch_id][index]
            if current.state in FINAL_STATES and state not in FINAL_STATES | {RowState.OTP_NEEDED}:
                raise AssertionError(f"row {index} ended ({current.state}); sent again")
            row = replace(
                current,
                state=state,
                order_id=order_id or current.order_id,
                reason=reason,
                attempts=current.attempts + (state is RowState.SENDING),
                updated_at=datetime.now(UTC),
            )
            self._rows[batch_id][index] = row
            self.changes.append((index, state))
            return row

    def unfinished(self, place: str | None = None) -> list[Batch]:
        with self._lock:
            return [
                b
                for b in self._batches.values()
                if not b.finished and (place is None or b.place == place)
            ]

    def finish(self, batch_id: str) -> None:
        with self._lock:
            self._batches[batch_id] = replace(self._batches[batch_id], finished=True)


SANDBOX_PLACE = place_of("sandbox", "")


def stored_batch(
    ref: AccountRef,
    bodies: list[dict[str, Any]],
    *,
    batch_id: str = "batch-1",
    kinds: list[PayoutKind] | None = None,
    place: str = SANDBOX_PLACE,
) -> tuple[Batch, list[BatchRow]]:
    """A batch of ``bodies`` (wire payout bodies), one fresh key a row, as the review makes it.
    ``place``: where it is paid; by default the built-in sandbox under a door built without a
    session (no merchant), as the service tests build theirs."""
    kinds = kinds or [PayoutKind.BANK] * len(bodies)
    rows = [
        BatchRow(batch_id, i, i + 2, kind, str(uuid.uuid4()), body)
        for i, (kind, body) in enumerate(zip(kinds, bodies, strict=True))
    ]
    totals: dict[str, int] = {}
    for body in bodies:
        money = body["amounts"]["debitedAmount"]
        totals[money["currency"]] = totals.get(money["currency"], 0) + money["amount"]
    batch = Batch(
        batch_id,
        ref.uid,
        ref.aid,
        "payroll.csv",
        "ab" * 32,
        datetime.now(UTC),
        "tester",
        len(rows),
        totals,
        place=place,
    )
    return batch, rows
