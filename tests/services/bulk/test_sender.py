"""The batch sender against a real sandbox: one order per row key, a 429 holds the whole
sender, an unanswered row is resolved by its own key, cancel and pause, the door's journal."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api.client import BankingClient
from app.api.retrying import RetryPolicy
from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, ActionRequest, Actions
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import BatchRow, BatchStore, PayoutKind, RowState
from app.services.bulk.progress import Progress, ProgressSnapshot
from app.services.bulk.sender import BatchSender
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.api.conftest import FAST_RETRY
from tests.api.faulty_servers import dropping_proxy
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.live_server import serve_in_thread
from tests.helpers.memory_batch_store import MemoryBatchStore, stored_batch

pytestmark = pytest.mark.anyio
PAYOUTS = "-payouts"


@dataclass
class Sent:
    started: float
    ended: float = 0.0
    status: int = 0
    retry_after: float = 0.0


class TimedTransport(httpx.AsyncBaseTransport):
    """Notes when each payout request really left and what came back (429s and their wait)."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.sent: list[Sent] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if PAYOUTS not in request.url.path:
            return await self.inner.handle_async_request(request)
        sent = Sent(time.monotonic())
        self.sent.append(sent)
        response = await self.inner.handle_async_request(request)
        sent.ended, sent.status = time.monotonic(), response.status_code
        sent.retry_after = float(response.headers.get("retry-after", 0))
        return response


@dataclass
class World:
    client: BankingClient
    actions: Actions
    log: ActionLog
    ref: AccountRef

    async def orders(self) -> list[str]:
        orders = self.client.iter_account_orders(self.ref.uid, self.ref.aid)
        return [o.id async for o in orders if o.type.endswith("PAY_OUT")]

    def records(self, action: str) -> list[tuple[Outcome, str | None, str]]:
        return [
            (r.outcome, r.idempotency_key, r.detail) for r in self.log.records if r.action == action
        ]


async def signed_in(client: BankingClient, funds: int) -> World:
    await client.login("demo", "demo-key")
    helpers = SandboxHelpers(client)
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1"))
    log = ActionLog()
    actions = Actions(client, context, log, sandbox=helpers)
    user = await helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"})
    account = await client.create_account(user.id, {"alias": "Main", "currency": "EUR"})
    await helpers.deposit(account.id, funds)
    return World(client, actions, log, AccountRef(user.id, account.id))


def config(tmp_path: Path, **overrides: object) -> SandboxConfig:
    fields: dict[str, object] = {
        "db_path": tmp_path / "s.db",
        "demo_data": False,
        "lifecycle_delay_seconds": None,
        "rate_limit_per_second": 0,
        **overrides,
    }
    return SandboxConfig(**fields)  # type: ignore[arg-type]


@asynccontextmanager
async def in_process(
    tmp_path: Path, *, funds: int = 10_000_000, **overrides: object
) -> AsyncIterator[tuple[World, TimedTransport]]:
    app = create_app(config(tmp_path, **overrides))
    transport = TimedTransport(httpx.ASGITransport(app=app, raise_app_exceptions=False))
    try:
        async with BankingClient(
            "http://127.0.0.1", transport=transport, retry=FAST_RETRY
        ) as client:
            yield await signed_in(client, funds), transport
    finally:
        app.state.ctx.db.close()


def sender_for(world: World, store: BatchStore, **kwargs: object) -> BatchSender:
    options: dict[str, object] = {"concurrency": 4, "replay_wait": 0.01, **kwargs}
    return BatchSender(world.actions, store, world.ref, **options)  # type: ignore[arg-type]


def bodies(count: int, amount: int = 1_000) -> list[dict[str, object]]:
    return [bank_payout(amount + i, description=f"Salary row {i}") for i in range(count)]


async def test_fifty_rows_make_one_order_each_journalled_with_its_key(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, transport):
        kinds = [PayoutKind.CRYPTO if i % 10 == 0 else PayoutKind.BANK for i in range(50)]
        payloads = [
            crypto_payout(2_000 + i) if kind is PayoutKind.CRYPTO else bank_payout(1_000 + i)
            for i, kind in enumerate(kinds)
        ]
        batch, rows = stored_batch(world.ref, payloads, kinds=kinds)
        store = MemoryBatchStore()
        store.create(batch, rows)
        sender = sender_for(world, store)
        result = await sender.run(batch.id)
        orders = await world.orders()

    assert result.finished
    assert not result.cancelled
    assert {row.state for row in result.rows} == {RowState.CREATED}
    assert sorted(orders) == sorted(row.order_id for row in result.rows)
    assert len(set(orders)) == 50
    assert len(transport.sent) == 50
    for row in result.rows:  # marked SENDING before its request, ended once
        assert [s for i, s in store.changes if i == row.index] == [
            RowState.SENDING,
            RowState.CREATED,
        ]
    journal = world.records("bank_payout") + world.records("crypto_payout")
    assert sorted((key, detail) for _o, key, detail in journal) == sorted(
        (row.key, row.order_id) for row in result.rows
    )
    [(start, _k, started)] = world.records("start_batch")
    [(_o, _k, ended)] = world.records("finish_batch")
    assert start is Outcome.DONE
    assert "payroll.csv" in started
    assert batch.file_sha256 in started
    assert "50 rows" in started
    assert ended.startswith("ended: 50 created")
    assert store.batch(batch.id).finished  # type: ignore[union-attr]
    snapshot = sender.progress.snapshot()
    assert (snapshot.done, snapshot.total, snapshot.closed) == (50, 50, True)


async def test_each_ending_at_its_row_refused_with_the_servers_reason_and_otp(
    tmp_path: Path,
) -> None:
    async with in_process(tmp_path, funds=500_000) as (world, _transport):
        payloads = [bank_payout(1_000), bank_payout(900_000), bank_payout(150_000)]
        batch, rows = stored_batch(world.ref, payloads)
        store = MemoryBatchStore()
        store.create(batch, rows)
        result = await sender_for(world, store, concurrency=1).run(batch.id)

    created, refused, otp = result.rows
    assert created.state is RowState.CREATED
    assert refused.state is RowState.REFUSED
    assert not refused.order_id
    assert "Insufficient funds" in refused.reason
    assert otp.state is RowState.OTP_NEEDED
    assert otp.order_id
    assert result.finished  # the refused row ended; the other waits for its code


class SlowDisk(MemoryBatchStore):
    """Each write takes as long as a synced commit on a slow disk: a 429 or a pause may come
    while a row's mark is being written, before its request leaves."""

    def update_row(self, *args: Any, **kwargs: Any) -> BatchRow:
        time.sleep(0.02)  # in the sender's worker thread: the disk, not the test, waits
        return super().update_row(*args, **kwargs)


async def test_a_429_holds_the_whole_sender_until_retry_after(tmp_path: Path) -> None:
    """The sandbox's rate limit on: a 429's Retry-After (1 s) is more than the client waits
    by itself (FAST_RETRY), so the sender meets it; no row of any worker may leave before
    the wait is over."""
    async with in_process(tmp_path, rate_limit_per_second=4.0, rate_limit_burst=8) as (
        world,
        transport,
    ):
        batch, rows = stored_batch(world.ref, bodies(14))
        store = SlowDisk()
        store.create(batch, rows)
        result = await sender_for(world, store).run(batch.id)
        world.client.retry = RetryPolicy(attempts=6, max_retry_after=2)  # to count the orders
        orders = await world.orders()

    limited = [s for s in transport.sent if s.status == 429]
    assert limited, "the storm never came: the test proves nothing"
    for answer in limited:
        early = [
            s.started
            for s in transport.sent
            if answer.ended < s.started < answer.ended + answer.retry_after
        ]
        assert early == [], f"rows sent during a Retry-After of {answer.retry_after} s"
    assert {row.state for row in result.rows} == {RowState.CREATED}
    assert sorted(orders) == sorted(row.order_id for row in result.rows)


async def test_a_dropped_answer_is_resolved_by_its_own_key_with_one_order(
    tmp_path: Path,
) -> None:
    """The server made the order but its answer was lost (the client does not retry here):
    the row is UNKNOWN, then sent again with its own key, which returns that same order."""
    app = create_app(config(tmp_path))
    dropped: list[bytes] = []

    def drop_first_payout(head: bytes) -> bool:
        if b"bank-payouts" in head and not dropped:
            dropped.append(head)
            return True
        return False

    try:
        with serve_in_thread(app) as upstream:
            async with (
                dropping_proxy(upstream, drop_first_payout) as (url, seen),
                BankingClient(url, retry=RetryPolicy(attempts=1)) as client,
            ):
                world = await signed_in(client, 1_000_000)
                batch, rows = stored_batch(world.ref, bodies(5))
                store = MemoryBatchStore()
                store.create(batch, rows)
                result = await sender_for(world, store).run(batch.id)
                orders = await world.orders()
    finally:
        app.state.ctx.db.close()

    key = re.search(rb"idempotency-key: ([0-9a-f-]+)", dropped[0], re.IGNORECASE)
    assert key is not None
    [row] = [r for r in result.rows if r.key == key.group(1).decode()]
    assert [s for i, s in store.changes if i == row.index] == [
        RowState.SENDING,
        RowState.UNKNOWN,
        RowState.SENDING,
        RowState.CREATED,
    ]
    assert len([h for h in seen if key.group(1) in h]) == 2  # the same key, twice
    assert sorted(orders) == sorted(r.order_id for r in result.rows)
    assert len(orders) == 5
    outcomes = [(o, d) for o, k, d in world.records("bank_payout") if k == row.key]
    assert [o for o, _d in outcomes] == [Outcome.UNKNOWN, Outcome.DONE]
    assert outcomes[1][1] == row.order_id
    assert result.finished


async def test_cancel_stops_new_rows_and_rows_in_flight_end(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, transport):
        batch, rows = stored_batch(world.ref, bodies(30))
        store = MemoryBatchStore()
        store.create(batch, rows)
        sender = sender_for(world, store, concurrency=3)
        in_flight_at_cancel: list[int] = []
        sent_at_cancel: list[int] = []

        def cancel_after_five(snapshot: object) -> None:
            if sender.progress.snapshot().done >= 5 and not sender.cancelled:
                sender.cancel()
                sent_at_cancel.append(len(transport.sent))
                in_flight_at_cancel.extend(
                    r.index for r in store.rows(batch.id) if r.state is RowState.SENDING
                )

        sender.progress.subscribe(cancel_after_five)
        result = await sender.run(batch.id)
        orders = await world.orders()

    assert result.cancelled
    assert not result.finished
    ended = [r for r in result.rows if r.state is RowState.CREATED]
    # Outcomes are counted a moment after they land (a worker writes its row's outcome while it
    # sends the next), so "done" lags what was sent: what counts is that after the cancel no
    # row started beyond those already through the gate (at most one per worker).
    assert 5 <= len(ended) <= sent_at_cancel[0] + 3
    assert len(transport.sent) == len(ended)
    # A row marked SENDING at the cancel either went (and ended CREATED) or was held back by
    # the gate asked again just before its request (and is PENDING for a later run): never lost.
    landed = {RowState.CREATED, RowState.PENDING}
    assert all(result.rows[i].state in landed for i in in_flight_at_cancel)
    assert {r.state for r in result.rows} == {RowState.CREATED, RowState.PENDING}
    assert sorted(orders) == sorted(r.order_id for r in ended)
    assert world.records("finish_batch")[0][2].startswith("cancelled:")
    assert store.batch(batch.id).finished  # type: ignore[union-attr]


async def test_pause_holds_new_rows_until_resume(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, transport):
        batch, rows = stored_batch(world.ref, bodies(12))
        store = MemoryBatchStore()
        store.create(batch, rows)
        sender = sender_for(world, store, concurrency=2)
        task = asyncio.ensure_future(sender.run(batch.id))
        await _until(sender.progress, lambda s: s.done >= 3)
        sender.pause()
        await _until(sender.progress, lambda s: s.in_flight == 0)
        sent = len(transport.sent)
        for _ in range(200):  # the loop turns; a worker not held would send meanwhile
            await asyncio.sleep(0)
        assert len(transport.sent) == sent
        assert sender.progress.snapshot().paused
        assert not task.done()
        sender.resume()
        result = await task

    assert result.finished
    assert len(transport.sent) == 12
    assert {r.state for r in result.rows} == {RowState.CREATED}


async def test_a_batch_the_guard_refuses_sends_nothing(tmp_path: Path) -> None:
    class RefuseBatches:
        async def check(self, request: ActionRequest) -> None:
            if request.action == "start_batch":
                assert request.confirm_text == "30.03 EUR"  # the total a person would type
                raise ActionRefused("Not confirmed: nothing was sent.")

    async with in_process(tmp_path) as (world, transport):
        world.actions.guard = RefuseBatches()
        batch, rows = stored_batch(world.ref, bodies(3))
        store = MemoryBatchStore()
        store.create(batch, rows)
        with pytest.raises(ActionRefused):
            await sender_for(world, store).run(batch.id)

    assert transport.sent == []
    assert store.changes == []
    assert world.records("start_batch")[0][0] is Outcome.REFUSED


async def test_the_real_store_resumes_a_row_left_sending_by_its_own_key(tmp_path: Path) -> None:
    """Teller died with a row in flight (SENDING on disk) after the server made its order:
    the next run replays that row's key and gets that order, never a second one."""
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    try:
        async with in_process(tmp_path) as (world, _transport):
            batch, rows = stored_batch(world.ref, bodies(4))
            store.create(batch, rows)
            first = rows[1]
            made = await world.client.create_bank_payout(
                world.ref.uid, world.ref.aid, first.body, idempotency_key=first.key
            )
            store.mark_sending(batch.id, first.index)  # and then Teller was killed
            result = await sender_for(world, store).run(batch.id)
            orders = await world.orders()
    finally:
        store.close()

    assert result.finished
    assert {r.state for r in result.rows} == {RowState.CREATED}
    assert result.rows[1].order_id == made.id
    assert len(orders) == 4
    assert sorted(orders) == sorted(r.order_id for r in result.rows)
    assert "resumed" in world.records("start_batch")[0][2]


async def _until(progress: Progress, condition: Callable[[ProgressSnapshot], bool]) -> None:
    """No polling: the sender's own progress says when (its async iterator, as a view reads it)."""
    async with asyncio.timeout(5):
        async for snapshot in progress.updates():
            if condition(snapshot):
                return
