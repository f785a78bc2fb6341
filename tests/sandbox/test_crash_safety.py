"""kill -9 in the middle of a burst of payouts: what was acknowledged survives, exactly once.

On each engine (tests/conftest.py, BOTH_ENGINES): a real ``python -m sandbox`` process takes
concurrent payouts, each with its own Idempotency-Key, and is killed (SIGKILL, no clean-up
of any kind) once some have been answered 201. Started again on the same database, every
acknowledged payout is there, a retry with its key replays it instead of paying twice, and
the account's totals are what its ledger entries add up to.
"""

from __future__ import annotations

import asyncio
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

PAYOUTS = 400
CONCURRENCY = 8
KILL_AFTER_ACKNOWLEDGED = 25
AMOUNT = 1_000


def _db_flags(tmp_path: Path, db_url: str | None) -> tuple[Path, tuple[str, ...]]:
    """sandbox_process passes --db PATH first; a second --db (the URL) wins over it."""
    path = tmp_path / "crash.sqlite3"
    return path, (("--db", db_url) if db_url else ())


async def test_acknowledged_payouts_survive_a_kill(tmp_path: Path, db_url: str | None) -> None:
    path, extra = _db_flags(tmp_path, db_url)
    acknowledged: dict[str, str] = {}  # key -> order id
    with sandbox_process(path, "--lifecycle-delay", "off", *extra) as (base, process):
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            uid, aid = await api.funded_account(PAYOUTS * AMOUNT * 2)
            route = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
            enough = asyncio.Event()
            keys = iter(range(PAYOUTS))

            async def client() -> None:
                for index in keys:
                    key = f"crash-{index}"
                    response = await api.post(
                        route, json=bank_payout(AMOUNT), headers={"Idempotency-Key": key}
                    )
                    assert response.status_code == 201, response.text
                    acknowledged[key] = response.json()["id"]
                    if len(acknowledged) >= KILL_AFTER_ACKNOWLEDGED:
                        enough.set()

            clients = [asyncio.create_task(client()) for _ in range(CONCURRENCY)]
            await asyncio.wait_for(enough.wait(), timeout=60)
            process.kill()  # SIGKILL while requests are in flight
            outcomes = await asyncio.gather(*clients, return_exceptions=True)
            process.wait(timeout=10)
    assert all(isinstance(o, httpx.TransportError) or o is None for o in outcomes), outcomes
    assert KILL_AFTER_ACKNOWLEDGED <= len(acknowledged) < PAYOUTS  # killed mid-burst

    with sandbox_process(path, "--lifecycle-delay", "off", *extra) as (base, _process):
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            api = SandboxApi(http)
            await api.login("demo", "demo-key")
            for key, order_id in acknowledged.items():
                found = await api.get(f"/api/v1/account/orders/{order_id}")
                assert found.status_code == 200, (key, found.text)
                again = await api.post(
                    route, json=bank_payout(AMOUNT), headers={"Idempotency-Key": key}
                )
                assert (again.status_code, again.json()["id"]) == (201, order_id)
            listed = await api.get(
                f"/api/v1/account/users/{uid}/accounts/{aid}/orders",
                params={"type_eq": "BANK_PAY_OUT", "pageSize": "100"},
            )
            assert listed.status_code == 200, listed.text
            payouts = listed.json()["pagination"]["total"]

    database = Database(path, db_url)
    try:
        with database.read() as conn:
            row = conn.execute(accounts.select().where(accounts.c.id == aid)).one()
            totals = ledger_totals(conn, aid)
    finally:
        database.close()
    # The replays added nothing: each payout that exists holds its amount, once.
    assert payouts >= len(acknowledged)
    assert (row.balance, row.pending_in, row.pending_out) == (
        totals["balance"],
        totals["pending_in"],
        totals["pending_out"],
    )
    assert row.pending_out == payouts * AMOUNT
