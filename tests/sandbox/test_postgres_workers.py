"""``--workers 2`` on PostgreSQL: the guarantees of one process hold across processes.

Real ``python -m sandbox`` processes (tests/helpers/live_server.py) on the session's private
PostgreSQL (tests/conftest.py); with SQLite, more than one worker is refused.
"""

from __future__ import annotations

import asyncio
import math
import subprocess
import sys
import time
from contextlib import AbstractContextManager
from pathlib import Path

import httpx
import pytest

from sandbox.db.engine import Database
from sandbox.db.tables import accounts
from sandbox.domain.ledger import ledger_totals
from tests.helpers.bodies import bank_payout
from tests.helpers.live_server import sandbox_process
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


def _workers(
    tmp_path: Path, db_url: str, *flags: str
) -> AbstractContextManager[tuple[str, subprocess.Popen[str]]]:
    return sandbox_process(tmp_path / "unused.sqlite3", "--db", db_url, "--workers", "2", *flags)


async def test_money_keys_and_lifecycle_hold_across_workers(
    tmp_path: Path, db_url: str, db_engine: str
) -> None:
    assert db_engine == "postgresql"
    with _workers(tmp_path, db_url, "--lifecycle-delay", "0.2") as (base, _process):
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            uid, aid = await api.funded_account(50_000)
            route = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
            # Twenty payouts of 10,000 race for 50,000; ten retries share one key.
            spent = await asyncio.gather(
                *(api.post(route, json=bank_payout(10_000)) for _ in range(20))
            )
            assert sorted(r.status_code for r in spent) == [201] * 5 + [422] * 15
            uid2, aid2 = await api.funded_account(50_000)
            keyed = f"/api/v1/account/users/{uid2}/accounts/{aid2}/bank-payouts"
            retries = await asyncio.gather(
                *(
                    api.post(keyed, json=bank_payout(1_000), headers={"Idempotency-Key": "one"})
                    for _ in range(10)
                )
            )
            assert [r.status_code for r in retries] == [201] * 10
            assert len({r.text for r in retries}) == 1
            # The lifecycle (one runner for both workers) settles every payout exactly once.
            deadline = time.monotonic() + 30
            while True:
                account = (await api.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
                if account["pendingOut"] == 0 or time.monotonic() > deadline:
                    break
                await asyncio.sleep(0.1)  # polling the lifecycle, bounded by the deadline
            listed = await api.get(f"/api/v1/account/users/{uid2}/accounts/{aid2}/orders")
            assert listed.json()["pagination"]["total"] == 2  # the deposit and one payout
    assert (account["balance"], account["pendingOut"]) == (0, 0)
    database = Database(None, db_url)
    try:
        with database.read() as conn:
            for account_id in (aid, aid2):
                row = conn.execute(accounts.select().where(accounts.c.id == account_id)).one()
                totals = ledger_totals(conn, account_id)
                assert (row.balance, row.pending_in, row.pending_out) == (
                    totals["balance"],
                    totals["pending_in"],
                    totals["pending_out"],
                )
    finally:
        database.close()


async def test_the_rate_limit_is_shared_by_the_workers(tmp_path: Path, db_url: str) -> None:
    """Burst 100 at 1 per second: two workers together allow what one would."""
    with _workers(tmp_path, db_url, "--rate-limit", "1", "--lifecycle-delay", "off") as (
        base,
        _process,
    ):
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            started = time.monotonic()
            answers = await asyncio.gather(*(api.get("/sandbox/v1/users") for _ in range(160)))
            elapsed = time.monotonic() - started
    statuses = [r.status_code for r in answers]
    assert set(statuses) == {200, 429}
    assert statuses.count(200) <= 100 + math.ceil(elapsed) + 1


def test_sqlite_refuses_more_than_one_worker(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sandbox", "--db", str(tmp_path / "s.sqlite3"), "--workers", "2"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "--workers above 1 needs a PostgreSQL --db" in done.stderr
