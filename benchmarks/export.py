"""Exporting 100,000 orders to CSV, beside a bare httpx loop over the same pages.

Run: .venv/bin/python -m benchmarks.export [N] [--rounds R] [--rate-limit PER_SECOND]
(N defaults to 100,000; the rate limit to 0, off, as in the other sandbox benchmarks).

Teller's side is the Orders workspace's export path without the widgets: the real
``BankingClient.iter_account_orders`` (pages of 100, newest first) into
``app.services.order_export.export_orders``, which writes the CSV. The baseline fetches the
same pages with bare httpx and decodes their JSON. Before every run a deposit on another
account of the same merchant changes the sandbox's data, so no run reuses a count or page
boundary that the run before it left in the server's cache: each starts cold, as an export
after any change would. Runs alternate, and the best of each is compared; the medians and
the exporting process's own CPU time are given beside them (steadier on a loaded machine).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from benchmarks.common import machine, sandbox_process

PAGE_SIZE = 100


async def _headers(http: httpx.AsyncClient) -> dict[str, str]:
    answer = await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
    return {"Authorization": f"Bearer {answer.json()['token']}"}


async def bare(base: str, path: str) -> tuple[float, int, float]:
    """Every page with bare httpx: GET, decode, count the rows (wall time, rows, CPU time)."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        headers = await _headers(http)
        started, cpu, seen, page = time.perf_counter(), time.process_time(), 0, 1
        while True:
            params = {"page": page, "pageSize": PAGE_SIZE, "sort": "-createdAt"}
            body = (await http.get(path, params=params, headers=headers)).json()
            seen += len(body["orders"])
            if page >= body["pagination"]["numPages"]:
                return time.perf_counter() - started, seen, time.process_time() - cpu
            page += 1


async def teller(base: str, uid: str, aid: str, target: Path) -> tuple[float, int, float]:
    """The workspace's export: the client's page iterator into the CSV writer."""
    from app.api.client import BankingClient
    from app.api.order_pages import query
    from app.models.order_query import Scope
    from app.services.order_export import export_orders

    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        started, cpu = time.perf_counter(), time.process_time()
        orders = client.iter_account_orders(uid, aid, query(Scope.ACCOUNT, page_size=PAGE_SIZE))
        written = await export_orders(orders, target)
        return time.perf_counter() - started, written, time.process_time() - cpu


async def touch(base: str, other_aid: str) -> None:
    """A write to the merchant's orders (a deposit elsewhere): the server's caches go cold."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        headers = await _headers(http)
        answer = await http.post(
            f"/sandbox/v1/accounts/{other_aid}/deposits", json={"amount": 100}, headers=headers
        )
        assert answer.status_code == 201, answer.text


def seed(db: Path, count: int) -> tuple[str, str, str, int, float]:
    """The database with ``count`` bulk orders: (uid, aid, another account, total, seconds)."""
    from sqlalchemy import func, select

    from sandbox.app import create_app
    from sandbox.config import SandboxConfig
    from sandbox.db.tables import accounts, orders

    started = time.perf_counter()
    app = create_app(SandboxConfig(db_path=db, seed_orders=count, lifecycle_delay_seconds=None))
    seconds = time.perf_counter() - started
    with app.state.ctx.db.read() as conn:
        uid, aid, mid = conn.execute(
            select(orders.c.user_id, orders.c.account_id, orders.c.merchant_id).where(
                orders.c.reference == "BULK-0000000"
            )
        ).one()
        total = conn.execute(select(func.count()).where(orders.c.account_id == aid)).scalar_one()
        other = conn.execute(
            select(accounts.c.id).where(
                accounts.c.merchant_id == mid, accounts.c.id != aid, accounts.c.type == "FIAT"
            )
        ).scalar()
    app.state.ctx.db.close()
    assert other is not None
    return uid, aid, other, total, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--rate-limit", default="0", help="the sandbox's --rate-limit")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        uid, aid, other, total, seed_seconds = seed(db, args.count)
        path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
        bare_runs: list[float] = []
        teller_runs: list[float] = []
        cpu: dict[str, list[float]] = {"bare": [], "teller": []}
        with sandbox_process(db, "--rate-limit", args.rate_limit) as base:
            for _ in range(args.rounds):
                asyncio.run(touch(base, other))
                seconds, seen, used = asyncio.run(bare(base, path))
                assert seen == total, (seen, total)
                bare_runs.append(seconds)
                cpu["bare"].append(used)
                asyncio.run(touch(base, other))
                target = Path(folder) / "orders.csv"
                seconds, written, used = asyncio.run(teller(base, uid, aid, target))
                cpu["teller"].append(used)
                lines = sum(1 for _ in target.open(encoding="utf-8")) - 1
                assert written == lines == total, (written, lines, total)
                teller_runs.append(seconds)
    best_bare, best_teller = min(bare_runs), min(teller_runs)
    print(f"Machine: {machine()}")
    print(
        f"Orders exported: {total:,} on one account, pages of {PAGE_SIZE} "
        f"(seeded in {seed_seconds:.0f} s; sandbox --rate-limit {args.rate_limit}; "
        f"best of {args.rounds}, each run with cold server caches)\n"
    )
    print("| run | time | orders/s | ratio |")
    print("|---|---|---|---|")
    runs = ", ".join(f"{s:.2f}" for s in bare_runs)
    print(
        f"| bare httpx loop (baseline; runs {runs} s) | {best_bare:.2f} s "
        f"| {total / best_bare:,.0f} | 1.00 |"
    )
    runs = ", ".join(f"{s:.2f}" for s in teller_runs)
    print(
        f"| Teller's export to CSV (runs {runs} s) | {best_teller:.2f} s "
        f"| {total / best_teller:,.0f} | {best_teller / best_bare:.2f} |"
    )
    # This process's own CPU time in each loop (the sandbox runs in its own): on a loaded
    # machine the wall times swing with the waiting for a core, the CPU time much less.
    medians = {name: statistics.median(used) for name, used in cpu.items()}
    print(
        f"\nCPU time of the exporting process (median of {args.rounds}): bare "
        f"{medians['bare']:.2f} s, Teller {medians['teller']:.2f} s "
        f"({medians['teller'] / medians['bare']:.2f}x); medians of the wall times: bare "
        f"{statistics.median(bare_runs):.2f} s, Teller {statistics.median(teller_runs):.2f} s "
        f"({statistics.median(teller_runs) / statistics.median(bare_runs):.2f}x)"
    )


if __name__ == "__main__":
    main()
