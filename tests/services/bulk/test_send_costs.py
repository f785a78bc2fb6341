"""What sending a row costs Teller's own process, where it was measured to matter (issue 26:
sending at 0.8x a bare httpx loop; docs/performance.md, "Bulk payouts").

- The progress counts rows by state as they change: counting every row on each change cost
  0.09 ms at 1,000 rows and grew with the batch (three changes a row).
- A row's state change in the batch store is one statement in its transaction: through
  SQLAlchemy's read, update and read back it cost 0.73 ms of CPU.
- A row costs one trip to the store's worker thread: its outcome goes with the next row's
  SENDING mark (two trips a row, about 150,000 instructions each, beside the loop).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.services.bulk.batch_store import BatchStoreError, SqliteBatchStore
from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.bulk.progress import Progress, ProgressSnapshot
from tests.helpers.memory_batch_store import MemoryBatchStore, stored_batch
from tests.services.bulk.test_sender import bodies, in_process, sender_for

WHEN = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def rows(count: int, batch_id: str = "b") -> list[BatchRow]:
    return [
        BatchRow(batch_id, i, i + 2, PayoutKind.BANK, f"{batch_id}-key-{i}") for i in range(count)
    ]


# --- the progress ---


def test_a_change_costs_the_same_in_a_batch_of_any_size() -> None:
    """Three changes for each of 1,000 rows of a 100,000-row batch, with a listener: counted
    afresh each time, that was 3,000 walks over 100,000 states (seconds)."""
    batch = rows(100_000)
    progress = Progress(batch)
    seen: list[ProgressSnapshot] = []
    progress.subscribe(seen.append)
    started = time.process_time()
    for row in batch[:1000]:
        for state in (RowState.SENDING, RowState.CREATED, RowState.SETTLED):
            progress.row_changed(replace(row, state=state))
    took = time.process_time() - started
    assert took < 0.5, f"3,000 changes took {took:.2f} s of CPU"
    assert seen[-1].done == 1000
    assert seen[-1].counts == {RowState.SETTLED: 1000, RowState.PENDING: 99_000}


def test_no_snapshot_is_made_for_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    """The send page asks for a snapshot when it draws; a change with no listener makes none."""
    progress = Progress(rows(3))
    made: list[int] = []
    real = Progress.snapshot
    monkeypatch.setattr(Progress, "snapshot", lambda self: made.append(1) or real(self))
    for row in rows(3):
        progress.row_changed(replace(row, state=RowState.CREATED))
    progress.changed()
    assert made == []
    assert progress.snapshot().done == 3


def test_the_counts_follow_every_change_and_a_new_run() -> None:
    batch = rows(4)
    progress = Progress(batch)
    steps = [
        (0, RowState.SENDING),
        (0, RowState.UNKNOWN),
        (0, RowState.SENDING),
        (0, RowState.CREATED),
        (1, RowState.SENDING),
        (1, RowState.OTP_NEEDED),
        (2, RowState.REFUSED),
        (9, RowState.SENDING),  # a row the run did not start with counts from now on
    ]
    for index, state in steps:
        progress.row_changed(BatchRow("b", index, index + 2, PayoutKind.BANK, "k", state=state))
    snapshot = progress.snapshot()
    assert snapshot.counts == {
        RowState.CREATED: 1,
        RowState.OTP_NEEDED: 1,
        RowState.REFUSED: 1,
        RowState.PENDING: 1,
        RowState.SENDING: 1,
    }
    assert (snapshot.total, snapshot.done) == (5, 3)
    progress.start([replace(batch[0], state=RowState.CREATED), batch[3]])
    again = progress.snapshot()
    assert again.counts == {RowState.CREATED: 1, RowState.PENDING: 1}
    assert (again.total, again.done) == (2, 1)


# --- the batch store ---


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SqliteBatchStore]:
    made = SqliteBatchStore(tmp_path / "batches.sqlite3", clock=lambda: WHEN)
    batch = Batch("b", "u", "a", "p.csv", "ab" * 32, WHEN, "ana", 400, {"EUR": 400_000})
    made.create(batch, rows(400))
    yield made
    made.close()


def test_a_rows_state_change_is_cheap(store: SqliteBatchStore) -> None:
    """Two changes a row (SENDING, then its outcome) on the thread whose GIL the sending loop
    needs: 0.73 ms of CPU each through SQLAlchemy, about 0.04 ms as one statement."""
    store.update_row("b", 399, RowState.SENDING)  # the connection opened, untimed
    started = time.process_time()
    for index in range(200):
        store.update_row("b", index, RowState.SENDING)
        store.update_row("b", index, RowState.CREATED, order_id=f"o-{index}")
    each = (time.process_time() - started) / 400
    assert each < 0.00025, f"a change took {each * 1000:.2f} ms of CPU"
    assert store.rows("b")[199] == replace(
        rows(400)[199], state=RowState.CREATED, order_id="o-199", attempts=1, updated_at=WHEN
    )


def test_a_change_keeps_every_rule_of_the_store(store: SqliteBatchStore) -> None:
    sending = store.update_row("b", 0, RowState.SENDING)
    assert (sending.state, sending.attempts, sending.key) == (RowState.SENDING, 1, "b-key-0")
    store.update_row("b", 0, RowState.UNKNOWN, reason="No answer")
    again = store.update_row("b", 0, RowState.SENDING)
    assert (again.attempts, again.reason) == (2, "")  # a reason is its state's own
    waiting = store.update_row("b", 0, RowState.OTP_NEEDED, order_id="o-0")
    settled = store.update_row("b", 0, RowState.SETTLED)
    assert (waiting.order_id, settled.order_id) == ("o-0", "o-0")  # kept once known
    assert store.update_row("b", 0, RowState.FAILED, reason="Rejected").state is RowState.FAILED
    with pytest.raises(BatchStoreError, match="Row 2 of batch b has ended \\(failed\\)"):
        store.update_row("b", 0, RowState.SENDING)
    with pytest.raises(BatchStoreError, match="Batch b has no row at position 400"):
        store.update_row("b", 400, RowState.SENDING)
    with pytest.raises(BatchStoreError, match="no row at position 0"):
        store.update_row("other", 0, RowState.SENDING)
    assert store.rows("b")[0].state is RowState.FAILED  # a refused change left nothing behind
    assert store.update_row("b", 1, RowState.SENDING).attempts == 1  # and the file takes more


# --- the sender ---


@pytest.mark.anyio
async def test_a_row_costs_one_trip_to_the_store_and_keeps_its_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    trips: list[str] = []
    real: Callable[..., Awaitable[object]] = asyncio.to_thread

    async def counted(call: Callable[..., object], /, *args: object) -> object:
        trips.append(getattr(call, "__qualname__", "?"))
        return await real(call, *args)

    async with in_process(tmp_path) as (world, _transport):
        batch, rows = stored_batch(world.ref, bodies(40))
        store = MemoryBatchStore()
        store.create(batch, rows)
        sender = sender_for(world, store)
        monkeypatch.setattr(asyncio, "to_thread", counted)
        result = await sender.run(batch.id)
        monkeypatch.undo()

    assert result.count(RowState.CREATED) == 40
    assert len(trips) <= 40 + 4 + 4, trips  # a trip a row; batch, rows, rows, finish; a tail
    for row in result.rows:  # marked SENDING before its request, its outcome after
        assert [s for i, s in store.changes if i == row.index] == [
            RowState.SENDING,
            RowState.CREATED,
        ]
    assert [i for i, s in store.changes if s is RowState.SENDING][:4] == [0, 1, 2, 3]
