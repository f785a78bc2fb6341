"""The crash test of issue 26: a 500-row batch sent by a Teller process that is killed with
SIGKILL at random points five times, started again each time, and then left to finish.

Everything is real but the window: a sandbox child on a loopback port, the batch and its keys
in a SQLite batch store in the test's folder, and the sending process
(tests/e2e/bulk_send_child.py) running the app's ``BatchSender`` through the door. At the end,
with every process gone, the test looks for itself: exactly 500 orders on the account, the
sandbox's stored idempotency keys are the batch's 500 keys (each answered with the order the
store holds for its row), every row final, and the results file says so.
"""

from __future__ import annotations

import asyncio
import csv
import io
import json
import os
import random
import selectors
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import pytest

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.bulk.batch_store import IN_DOUBT, SqliteBatchStore
from app.services.bulk.model import FINAL_STATES, BatchRow, RowState
from app.services.bulk.results_file import results_csv
from app.services.context import AccountRef
from tests.e2e.bulk_send_child import DONE, ENDED
from tests.helpers.bodies import bank_payout
from tests.helpers.live_server import sandbox_process
from tests.helpers.memory_batch_store import stored_batch

REPO = Path(__file__).resolve().parents[2]
ROWS = 500
KILLS = 5
SEED = 26
# Where the kills land: at five rows drawn over the batch (the child is killed once it has
# ended that many), each after a short random delay, so a kill meets any step of the rows in
# flight (a SENDING mark, a request, an outcome's commit) or a run's start, on any machine.
KILL_BEFORE_ROW = ROWS - 50
KILL_DELAY_SECONDS = (0.0, 0.05)
CHILD_START_TIMEOUT = 60.0
CHILD_RUN_TIMEOUT = 120.0
BANK_PAYOUTS = "/bank-payouts"

# About 12 s on two shared CPUs: under the 20 s that calls for the slow mark.
pytestmark = pytest.mark.timeout(300)


def child_env() -> dict[str, str]:
    """No display of any kind: the sending process must not need one."""
    gone = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    return {k: v for k, v in os.environ.items() if k not in gone} | {"PYTHONUNBUFFERED": "1"}


def start_child(
    base: str, store: Path, batch_id: str, ref: AccountRef, stderr: IO[str]
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.e2e.bulk_send_child",
            "--base",
            base,
            "--store",
            str(store),
            "--batch",
            batch_id,
            "--uid",
            ref.uid,
            "--aid",
            ref.aid,
        ],
        cwd=REPO,
        env=child_env(),
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
    )


def wait_for_line(
    child: subprocess.Popen[str], prefix: str, timeout: float, *, at_least: int | None = None
) -> str:
    """The child's first line starting with ``prefix`` (and, given ``at_least``, whose number
    after it reaches that), waiting at most ``timeout`` seconds."""
    assert child.stdout is not None
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(child.stdout, selectors.EVENT_READ)
        while (left := deadline - time.monotonic()) > 0:
            if not selector.select(left):
                break
            line = child.stdout.readline()
            if not line:
                break  # the child ended
            if line.startswith(prefix) and (
                at_least is None or int(line.removeprefix(prefix)) >= at_least
            ):
                return line.rstrip("\n")
    raise AssertionError(f"no {prefix!r} line from the sending child (exit {child.poll()})")


async def funded_account(base: str, funds: int) -> AccountRef:
    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        helpers = SandboxHelpers(client)
        user = await helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"})
        account = await client.create_account(user.id, {"alias": "Payroll", "currency": "EUR"})
        await helpers.deposit(account.id, funds)
        return AccountRef(user.id, account.id)


async def account_payouts(base: str, ref: AccountRef) -> list[str]:
    """The account's payout orders, as the client reads them (every page)."""
    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        orders = client.iter_account_orders(ref.uid, ref.aid)
        return [o.id async for o in orders if o.type.endswith("PAY_OUT")]


def sandbox_keys(db: Path) -> dict[str, str]:
    """Every bank payout's idempotency key the sandbox kept -> the order it answered with."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        found = conn.execute(
            "SELECT key, response_json FROM idempotency_keys WHERE endpoint LIKE ?",
            (f"%{BANK_PAYOUTS}%",),
        ).fetchall()
    return {key: json.loads(response)["id"] for key, response in found}


def stored_rows(store_path: Path, batch_id: str) -> list[BatchRow]:
    store = SqliteBatchStore(store_path)
    try:
        return store.rows(batch_id)
    finally:
        store.close()


def test_a_batch_killed_five_times_mid_send_makes_one_order_per_row(tmp_path: Path) -> None:
    sandbox_db = tmp_path / "sandbox.sqlite3"
    store_path = tmp_path / "data" / "batches.sqlite3"
    bodies = [bank_payout(1_000 + i, description=f"Payroll row {i}") for i in range(ROWS)]
    funds = 2 * sum(body["amounts"]["debitedAmount"]["amount"] for body in bodies)
    rng = random.Random(SEED)
    kills: list[tuple[int, int]] = []  # after each kill: (rows ended, rows in doubt)
    with (
        sandbox_process(sandbox_db, "--lifecycle-delay", "off") as (base, _sandbox),
        (tmp_path / "child.err").open("w") as stderr,
    ):
        ref = asyncio.run(funded_account(base, funds))
        batch, rows = stored_batch(ref, bodies, batch_id="payroll-500")
        store = SqliteBatchStore(store_path)
        store.create(batch, rows)  # the batch and every key on disk before the first request
        store.close()

        for kill_at in sorted(rng.sample(range(1, KILL_BEFORE_ROW), KILLS)):
            child = start_child(base, store_path, batch.id, ref, stderr)
            try:
                wait_for_line(child, DONE, CHILD_START_TIMEOUT, at_least=kill_at)
                time.sleep(rng.uniform(*KILL_DELAY_SECONDS))  # the seeded random kill point
            finally:
                child.send_signal(signal.SIGKILL)  # no clean-up of any kind, as a crash
                child.wait()
            assert child.returncode == -signal.SIGKILL, (
                f"the sending child ended by itself before kill {len(kills) + 1} (kills: {kills})"
            )
            now = stored_rows(store_path, batch.id)
            ended = sum(row.state in FINAL_STATES for row in now)
            kills.append((ended, sum(row.state in IN_DOUBT for row in now)))
            assert ended < ROWS, f"kill {len(kills)} came after the last row ({kills})"

        last = start_child(base, store_path, batch.id, ref, stderr)
        try:
            summary = json.loads(
                wait_for_line(last, ENDED, CHILD_START_TIMEOUT + CHILD_RUN_TIMEOUT).removeprefix(
                    ENDED
                )
            )
            assert last.wait(timeout=CHILD_RUN_TIMEOUT) == 0
        finally:
            last.kill()
            last.wait()
        orders = asyncio.run(account_payouts(base, ref))

    # Every process gone: what the sandbox, the store and the results file say.
    final = stored_rows(store_path, batch.id)
    keys = {row.key for row in rows}
    by_key = {row.key: row for row in final}
    kept = sandbox_keys(sandbox_db)

    assert summary["finished"], summary
    assert summary["gui_modules"] == [], "the sending process loaded a display module"
    assert sum(doubt for _ended, doubt in kills) > 0, f"no kill left a row in doubt: {kills}"
    assert [e for e, _d in kills] == sorted(e for e, _d in kills), "rows went back"

    assert len(orders) == ROWS, f"{len(orders)} orders for {ROWS} rows (kills: {kills})"
    assert set(kept) == keys, "the sandbox saw other keys than the batch's own"
    assert sorted(kept[key] for key in keys) == sorted(orders)
    assert {key: row.order_id for key, row in by_key.items()} == kept
    assert [row.key for row in final] == [row.key for row in rows]  # never a new key
    assert {row.state for row in final} <= {RowState.CREATED, RowState.SETTLED}
    assert any(row.attempts > 1 for row in final), "no row was replayed after a kill"

    with (tmp_path / "child.err").open() as errors:
        assert "Traceback" not in errors.read()

    written = list(csv.DictReader(io.StringIO(results_csv(batch, final).decode("utf-8-sig"))))
    assert len(written) == ROWS
    assert {line["state"] for line in written} <= {"created", "settled"}
    assert {line["idempotencyKey"]: line["orderId"] for line in written} == kept
