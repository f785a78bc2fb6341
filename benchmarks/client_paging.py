"""Iterating 10,000 orders through the client, beside a bare httpx loop over the same pages.

Run: .venv/bin/python -m benchmarks.client_paging [N] [ROUNDS]
The ratio is what the client's validation, models, retries and request log cost. The two
loops take turns, ROUNDS times (default 5), since the machine's load drifts within a run:
the table gives the best and the median of each, and the CPU time this process spent in the
loop (the server runs in its own process, so this is the client's own work, steadier than
wall time; sign-in and setting up the client are left out of both). The heap is frozen
before the rounds, as Teller freezes it once its window is up.
"""

from __future__ import annotations

import asyncio
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from app.api.client import BankingClient
from app.api.order_pages import query
from app.models.order_query import Scope
from benchmarks.common import machine, sandbox_process
from sandbox.app import create_app
from sandbox.config import SandboxConfig


async def bare(base: str, path: str) -> tuple[float, float, int]:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        started, cpu, seen, page = time.perf_counter(), time.process_time(), 0, 1
        while True:
            body = (
                await http.get(path, params={"page": page, "pageSize": 100}, headers=headers)
            ).json()
            seen += len(body["orders"])
            if page >= body["pagination"]["numPages"]:
                return time.perf_counter() - started, time.process_time() - cpu, seen
            page += 1


async def through_client(base: str, uid: str, aid: str) -> tuple[float, float, int]:
    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        started, cpu, seen = time.perf_counter(), time.process_time(), 0
        async for _order in client.iter_account_orders(
            uid, aid, query(Scope.ACCOUNT, page_size=100)
        ):
            seen += 1
        return time.perf_counter() - started, time.process_time() - cpu, seen


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        app = create_app(
            SandboxConfig(
                db_path=db, seed_orders=count, demo_data=True, lifecycle_delay_seconds=None
            )
        )
        with app.state.ctx.db.read() as conn:
            from sqlalchemy import func, select

            from sandbox.db.tables import orders

            uid, aid = conn.execute(
                select(orders.c.user_id, orders.c.account_id).where(
                    orders.c.reference == "BULK-0000000"
                )
            ).one()
            total = conn.execute(
                select(func.count()).where(orders.c.account_id == aid)
            ).scalar_one()
        app.state.ctx.db.close()
        with sandbox_process(db) as base:
            path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
            asyncio.run(bare(base, path))  # warm the server's caches once
            asyncio.run(through_client(base, uid, aid))  # and the client's imports
            # As Teller does once its window is up (app/heap.py): full collections then walk
            # only what the loops create, not this process's seeding of the sandbox.
            gc.collect()
            gc.freeze()
            runs: dict[str, list[tuple[float, float, int]]] = {"bare": [], "client": []}
            for _round in range(rounds):
                runs["bare"].append(asyncio.run(bare(base, path)))
                runs["client"].append(asyncio.run(through_client(base, uid, aid)))
    seen = {run[2] for loop in runs.values() for run in loop}
    assert seen == {total}, (seen, total)
    best = {name: min(r[0] for r in loop) for name, loop in runs.items()}
    middle = {name: statistics.median(r[0] for r in loop) for name, loop in runs.items()}
    cpu = {name: statistics.median(r[1] for r in loop) for name, loop in runs.items()}
    rows = [
        ("bare httpx (baseline)", "bare"),
        ("BankingClient.iter_account_orders", "client"),
    ]
    print(f"Machine: {machine()}")
    print(f"Orders iterated: {total:,} (pages of 100), {rounds} rounds taking turns\n")
    print("| loop | best | ratio | median | ratio | CPU (median) | ratio |")
    print("|---|---|---|---|---|---|---|")
    for label, name in rows:
        print(
            f"| {label} | {best[name]:.2f} s | {best[name] / best['bare']:.2f} "
            f"| {middle[name]:.2f} s | {middle[name] / middle['bare']:.2f} "
            f"| {cpu[name]:.2f} s | {cpu[name] / cpu['bare']:.2f} |"
        )


if __name__ == "__main__":
    main()
