"""Sending a stored batch: every row through the door, a few at a time, each under its own key.

What makes a batch safe to send, and to send again:

- Each row is marked SENDING in the store before its request leaves, and its outcome is
  written as soon as it is known, so a crash leaves every row either ended or in doubt.
- A row is only ever sent with the key written for it when the batch was stored. A row with
  no answer (a timeout, a dropped connection, a 5xx) is UNKNOWN and is sent again with that
  same key: the server answers with the order it made, or makes it once.
- A 429 holds the whole sender until the server's Retry-After, not only the row that met it:
  new requests wait, the row goes back to the front of the queue.
- Pause holds new rows; cancel stops them. Rows already in flight finish and are shown.

The client already retries an idempotent request a few times (app/api/retrying.py); what the
sender sees is what is left once those tries are spent. Store writes run in a worker thread
(the loop is the UI's, and the file may be held by another Teller): one trip a row. A row's
outcome is not waited for; it goes to the store with the next SENDING mark, or on its own if
none follows (``row_writes.py``), as each trip cost about 150,000 instructions beside the loop.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from app.api.errors import (
    ApiError,
    AuthenticationFailed,
    RateLimited,
    TransportError,
    may_have_taken_effect,
)
from app.models.orders import OrderState, OrderSummary
from app.services.bulk.model import Batch, BatchRow, BatchStore, PayoutKind, RowState
from app.services.bulk.progress import DONE_STATES, Progress
from app.services.bulk.row_writes import RowChange, RowWrites
from app.services.context import AccountRef
from app.services.translation import translate

T = TypeVar("T")
# What a run sends, each row under its own key: never sent, in flight when Teller died, no answer.
TO_SEND = frozenset({RowState.PENDING, RowState.SENDING, RowState.UNKNOWN})
DEFAULT_HOLD_SECONDS = 1.0  # a 429 without a Retry-After
DEFAULT_REPLAYS = 3  # times an unanswered row is sent again in one run (its own key)
DEFAULT_REPLAY_WAIT = 0.5  # seconds before the first replay; doubles each time


class SendingActions(Protocol):
    """The door's actions the sender uses (``app.services.actions.Actions``)."""

    async def create_bank_payout(
        self, ref: AccountRef, request: Mapping[str, Any], idempotency_key: str
    ) -> OrderSummary: ...

    async def create_crypto_payout(
        self, ref: AccountRef, request: Mapping[str, Any], idempotency_key: str
    ) -> OrderSummary: ...

    async def start_batch(
        self,
        ref: AccountRef,
        batch: Batch,
        *,
        resumed: bool = False,
        keys: Collection[str] = (),
        rows: Sequence[BatchRow] = (),
    ) -> None: ...

    def finish_batch(
        self, ref: AccountRef, batch: Batch, counts: Mapping[str, int], *, how: str = "ended"
    ) -> None: ...


class BatchNotFoundError(LookupError):
    pass


@dataclass(frozen=True)
class SendResult:
    rows: list[BatchRow]
    finished: bool  # every row ended, or waits for its one-time code
    cancelled: bool = False
    stopped: str = ""  # a sentence when the run stopped early (the session expired)

    def count(self, state: RowState) -> int:
        return sum(1 for row in self.rows if row.state is state)


@dataclass
class _Job:
    row: BatchRow
    replays: int = 0
    not_before: float = 0.0


def outcome_of(order: OrderSummary) -> RowState:
    """A created order's row state: waiting for its code, settled, failed, or created."""
    if order.state == OrderState.FAILED:
        return RowState.FAILED
    if order.is_otp_required:
        return RowState.OTP_NEEDED
    if order.state == OrderState.SETTLED:
        return RowState.SETTLED
    return RowState.CREATED


def _nothing_sent(exc: BaseException) -> bool:
    """No connection was made (refused, DNS, TLS, connect timeout): safe, and worth another
    try later, but not a row in doubt."""
    return isinstance(exc, TransportError) and not may_have_taken_effect(exc)


class BatchSender:
    def __init__(
        self,
        actions: SendingActions,
        store: BatchStore,
        ref: AccountRef,
        *,
        concurrency: int = 4,
        clock: Callable[[], float] = time.monotonic,
        replays: int = DEFAULT_REPLAYS,
        replay_wait: float = DEFAULT_REPLAY_WAIT,
        default_hold: float = DEFAULT_HOLD_SECONDS,
    ) -> None:
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self.actions = actions
        self._store = store
        self._ref = ref
        self._concurrency = concurrency
        self._clock = clock
        self._replays = replays
        self._replay_wait = replay_wait
        self._default_hold = default_hold
        self._hold_until = 0.0
        self._paused = False
        self._cancelled = False
        self._stopped = ""
        # What stopped the run, when a sign-in can cure it (an expired token): the view signs
        # in again and runs the batch on, every row under its own key.
        self.stopped_by: AuthenticationFailed | None = None
        self._wake = asyncio.Event()
        self._batch_id = ""
        self._writes = RowWrites(store, "", self._row_written)
        self.progress = Progress((), clock=clock)

    # --- what a view may do while it runs ---
    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def pause(self) -> None:
        """New rows wait; rows in flight finish."""
        self._paused = self.progress.paused = True
        self._poke()

    def resume(self) -> None:
        self._paused = self.progress.paused = False
        self._poke()

    def cancel(self) -> None:
        """No new row is sent; rows in flight finish and are shown. The unsent rows stay
        PENDING in the store, with their keys."""
        self._cancelled = self.progress.cancelled = True
        self._poke()

    # --- the run ---
    async def run(self, batch_id: str) -> SendResult:
        """Send every row that has not ended; the door's guard is asked once for the batch
        (``start_batch``) before anything is sent. A run the review has just started holds the
        batch's pass, and the door does not journal it a second time."""
        self._batch_id = batch_id
        self._writes = RowWrites(self._store, batch_id, self._row_written)
        batch = await self._stored(self._store.batch, batch_id)
        if batch is None:
            raise BatchNotFoundError(
                translate("BatchSender", "The batch {0} is not in the batch store.").format(
                    batch_id
                )
            )
        rows = await self._stored(self._store.rows, batch_id)
        # A row left SENDING by a Teller that died is in doubt until its key is replayed.
        shown = [
            replace(r, state=RowState.UNKNOWN) if r.state is RowState.SENDING else r for r in rows
        ]
        self.progress.start(shown)
        queue = deque(_Job(row) for row in shown if row.state in TO_SEND)
        resumed = any(row.state is not RowState.PENDING or row.attempts for row in rows)
        try:
            # The stored rows: their keys pass the guard, and on a four-eyes profile the door
            # judges them against the confirmation (a resume after a restart included).
            await self.actions.start_batch(self._ref, batch, resumed=resumed, rows=rows)
            workers = [
                asyncio.create_task(self._work(queue))
                for _ in range(min(self._concurrency, len(queue)))
            ]
            try:
                await asyncio.gather(*workers)
            finally:
                for worker in workers:
                    worker.cancel()
                await self._writes.finish()  # every outcome on disk before the end
        finally:
            self.progress.close()
        return await self._end(batch)

    async def _end(self, batch: Batch) -> SendResult:
        rows = await self._stored(self._store.rows, batch.id)
        finished = all(row.state in DONE_STATES for row in rows)
        if finished or self._cancelled:
            await self._stored(self._store.finish, batch.id)
        counts: dict[str, int] = {}
        for row in rows:
            counts[row.state.value] = counts.get(row.state.value, 0) + 1
        how = "stopped" if self._stopped else "cancelled" if self._cancelled else "ended"
        self.actions.finish_batch(self._ref, batch, counts, how=how)
        return SendResult(rows, finished, self._cancelled, self._stopped)

    async def _work(self, queue: deque[_Job]) -> None:
        while queue:
            if not await self._gate():
                return
            if not queue:  # taken by another worker while this one waited
                return
            job = queue.popleft()
            wait = job.not_before - self._clock()
            if wait > 0:  # a replay waits its turn, but not through a pause or a cancel
                queue.appendleft(job)
                await self._sleep(wait)
                continue
            await self._send(job, queue)

    async def _send(self, job: _Job, queue: deque[_Job]) -> None:
        row = job.row
        await self._update(row, RowState.SENDING)
        if not self._open():  # a 429, pause or cancel came while the mark was written
            await self._update(row, RowState.PENDING)
            queue.appendleft(job)
            return
        self.progress.in_flight += 1
        try:
            order = await self._create(row)
        except RateLimited as exc:
            self._hold(exc.retry_after)
            queue.appendleft(job)  # not the row's fault: first in line once the wait is over
            await self._update(row, RowState.PENDING)
        except AuthenticationFailed as exc:
            self._stopped = exc.message  # every row would meet it: stop, sign in, resume
            self.stopped_by = exc
            self._poke()
            await self._update(row, RowState.PENDING)
        except Exception as exc:
            await self._failed(job, exc, queue)
        else:
            # Not awaited: the row's next request need not wait for this commit. A crash before
            # it lands leaves the row SENDING, and its replay returns this same order.
            self._writes.note(RowChange(row.index, outcome_of(order), order_id=order.id))
        finally:
            self.progress.in_flight -= 1
            self.progress.changed()

    async def _failed(self, job: _Job, exc: Exception, queue: deque[_Job]) -> None:
        row = job.row
        if isinstance(exc, ApiError) and not may_have_taken_effect(exc) and not _nothing_sent(exc):
            await self._update(row, RowState.REFUSED, reason=exc.message)  # the server's words
            return
        detail = exc.message if isinstance(exc, ApiError) else type(exc).__name__
        if _nothing_sent(exc):
            state = RowState.PENDING
            reason = translate(
                "BatchSender", "Not sent: {0} It is sent again, with its own key."
            ).format(detail)
        else:
            state = RowState.UNKNOWN
            reason = translate(
                "BatchSender",
                "No answer from the server ({0}). It is sent again with its own key, which "
                "returns the order if one was made: it is never paid twice.",
            ).format(detail)
        await self._update(row, state, reason=reason)
        if job.replays < self._replays:
            job.replays += 1
            job.not_before = self._clock() + self._replay_wait * 2 ** (job.replays - 1)
            queue.append(job)

    async def _create(self, row: BatchRow) -> OrderSummary:
        if row.kind is PayoutKind.CRYPTO:
            return await self.actions.create_crypto_payout(self._ref, row.body, row.key)
        return await self.actions.create_bank_payout(self._ref, row.body, row.key)

    async def _update(
        self, row: BatchRow, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow:
        return await self._writes.write(RowChange(row.index, state, order_id, reason))

    def _row_written(self, row: BatchRow) -> None:
        self.progress.row_changed(row)

    # --- holding: pause, the server's Retry-After, cancel ---
    def _hold(self, retry_after: float | None) -> None:
        until = self._clock() + (self._default_hold if retry_after is None else retry_after)
        self._hold_until = max(self._hold_until, until)
        self.progress.held_until = self._hold_until
        self.progress.changed()

    def _open(self) -> bool:
        """May a request leave now? Checked with no wait between it and the request."""
        stopped = self._cancelled or self._stopped or self._paused
        return not stopped and self._clock() >= self._hold_until

    async def _gate(self) -> bool:
        """Wait while paused or held; False once no new row may go (cancelled, stopped)."""
        while not (self._cancelled or self._stopped):
            if self._paused:
                await self._sleep(None)
                continue
            wait = self._hold_until - self._clock()
            if wait > 0:
                await self._sleep(wait)
                continue
            return True
        return False

    async def _sleep(self, seconds: float | None) -> None:
        """Until ``seconds`` pass (None: for ever) or pause, resume or cancel is asked."""
        woken = self._wake
        try:
            async with asyncio.timeout(seconds):
                await woken.wait()
        except TimeoutError:
            pass

    def _poke(self) -> None:
        woken, self._wake = self._wake, asyncio.Event()
        woken.set()
        self.progress.changed()

    @staticmethod
    async def _stored(call: Callable[..., T], *args: Any) -> T:
        return await asyncio.to_thread(call, *args)


__all__ = ["BatchNotFoundError", "BatchSender", "SendResult", "SendingActions", "outcome_of"]
