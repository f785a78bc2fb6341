"""A team's load on one sandbox (issue 28): reads take turns, payouts do not wait behind them,
and the work done per request and inside the write lock stays small."""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path
from typing import Any

import jwt
import pytest
import uvicorn
from sqlalchemy import event
from sqlalchemy.sql import elements

from sandbox import auth as sandbox_auth
from sandbox import cli
from sandbox.db.engine import Database
from sandbox.read_gate import READS_AT_ONCE, SWITCH_INTERVAL_SECONDS
from sandbox.routes import orders as order_routes
from tests.helpers.bodies import bank_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def _until(condition: Any, what: str) -> None:
    """Loop turns until ``condition()`` holds (bounded: 10 s)."""
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


async def test_reads_take_turns_and_a_payout_passes_them(
    sandbox: SandboxApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    real_fetch_page = order_routes.fetch_page
    release = threading.Event()
    lock = threading.Lock()
    inside = most_inside = 0

    def held_fetch_page(*args: Any, **kwargs: Any) -> Any:
        nonlocal inside, most_inside
        with lock:
            inside += 1
            most_inside = max(most_inside, inside)
        release.wait(10)
        with lock:
            inside -= 1
        return real_fetch_page(*args, **kwargs)

    monkeypatch.setattr(order_routes, "fetch_page", held_fetch_page)
    reads = [
        asyncio.create_task(sandbox.get("/api/v1/account/orders")) for _ in range(READS_AT_ONCE + 3)
    ]
    try:
        await _until(lambda: inside == READS_AT_ONCE, "the first reads computing")
        path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
        payout = await sandbox.post(path, json=bank_payout(1_000))
        assert payout.status_code == 201  # while every turn is held by a read
        assert inside == READS_AT_ONCE  # the other reads wait their turn
    finally:
        release.set()
    answers = await asyncio.gather(*reads)
    assert [a.status_code for a in answers] == [200] * (READS_AT_ONCE + 3)
    assert most_inside == READS_AT_ONCE


async def test_a_bank_payout_builds_no_sql_expression(sandbox: SandboxApi) -> None:
    """Its statements are built once and bound at execution: building them per payout cost
    more Python than SQLite spent running them, inside the write lock."""
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    keyed = {"Idempotency-Key": "first"}
    assert (await sandbox.post(path, json=bank_payout(1_000), headers=keyed)).status_code == 201
    built = 0
    real_init = elements.BindParameter.__init__

    def counted(self: Any, *args: Any, **kwargs: Any) -> None:
        nonlocal built
        built += 1
        real_init(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(elements.BindParameter, "__init__", counted)
        keyed = {"Idempotency-Key": "second"}
        answer = await sandbox.post(path, json=bank_payout(1_000), headers=keyed)
    assert answer.status_code == 201
    assert built == 0


async def test_a_token_is_checked_whole_once_and_its_time_always(
    sandbox: SandboxApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    decoded = 0
    real_decode = jwt.decode

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal decoded
        decoded += 1
        return real_decode(*args, **kwargs)

    monkeypatch.setattr(jwt, "decode", counted)
    for _ in range(3):
        assert (await sandbox.get("/api/v1/account/orders")).status_code == 200
    assert decoded <= 1  # none if an earlier test met this very token
    token = sandbox.auth["Authorization"].removeprefix("Bearer ")
    expires = real_decode(token, options={"verify_signature": False})["exp"]
    monkeypatch.setattr(sandbox_auth, "epoch", lambda: float(expires))
    answer = await sandbox.get("/api/v1/account/orders")
    assert answer.status_code == 401


def test_a_team_s_connections_stay_open_between_requests(tmp_path: Path) -> None:
    """Sixteen requests at once, twice: sixteen connections opened, not reopened each time
    (a connection past the pool's size was closed when given back)."""
    db = Database(tmp_path / "pool.sqlite3")
    opened = 0

    def count(*_args: Any) -> None:
        nonlocal opened
        opened += 1

    event.listen(db.engine, "connect", count)
    try:
        for _ in range(2):
            barrier = threading.Barrier(16)

            def read(barrier: threading.Barrier = barrier) -> None:
                with db.read():
                    barrier.wait(10)

            threads = [threading.Thread(target=read) for _ in range(16)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(10)
        assert opened <= 16
    finally:
        db.close()


def test_a_writer_waiting_for_its_turn_has_its_connection_already(tmp_path: Path) -> None:
    db = Database(tmp_path / "turns.sqlite3")
    pool: Any = db.engine.pool
    try:
        holding = threading.Event()
        done = threading.Event()

        def first() -> None:
            with db.write():
                holding.set()
                done.wait(10)

        def second() -> None:
            with db.write():
                pass

        threads = [threading.Thread(target=first)]
        threads[0].start()
        assert holding.wait(10)
        threads.append(threading.Thread(target=second))
        threads[1].start()
        while db._turn is not None and not db._turn._waiting:  # the second is in the queue
            threading.Event().wait(0.001)
        assert pool.checkedout() == 2  # the turn is waited for with a connection in hand
        done.set()
        for thread in threads:
            thread.join(10)
    finally:
        db.close()


def test_the_serving_process_hands_the_interpreter_over_quickly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[float] = []

    async def serve(self: uvicorn.Server, sockets: Any = None) -> None:
        seen.append(sys.getswitchinterval())

    before = sys.getswitchinterval()
    monkeypatch.setattr(uvicorn.Server, "serve", serve)
    try:
        cli.main(["--port", "0", "--db", str(tmp_path / "cli.sqlite3"), "--lifecycle-delay", "off"])
    finally:
        sys.setswitchinterval(before)
    assert seen == [SWITCH_INTERVAL_SECONDS]
