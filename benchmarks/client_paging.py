"""Iterating 10,000 orders through the client, beside a bare httpx loop over the same pages.

Run: .venv/bin/python -m benchmarks.client_paging [N]
The ratio is what the client's validation, models, retries and request log cost.
"""

from __future__ import annotations

import asyncio
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


async def bare(base: str, path: str) -> tuple[float, int]:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        started, seen, page = time.perf_counter(), 0, 1
        while True:
            body = (
                await http.get(path, params={"page": page, "pageSize": 100}, headers=headers)
            ).json()
            seen += len(body["orders"])
            if page >= body["pagination"]["numPages"]:
                return time.perf_counter() - started, seen
            page += 1


async def through_client(base: str, uid: str, aid: str) -> tuple[float, int]:
    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        started, seen = time.perf_counter(), 0
        async for _order in client.iter_account_orders(
            uid, aid, query(Scope.ACCOUNT, page_size=100)
        ):
            seen += 1
        return time.perf_counter() - started, seen


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
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
            bare_time, bare_seen = asyncio.run(bare(base, path))
            client_time, client_seen = asyncio.run(through_client(base, uid, aid))
    assert bare_seen == client_seen == total, (bare_seen, client_seen, total)
    print(f"Machine: {machine()}")
    print(f"Orders iterated: {total:,} (pages of 100)\n")
    print("| loop | time | orders/s | ratio |")
    print("|---|---|---|---|")
    print(f"| bare httpx (baseline) | {bare_time:.2f} s | {total / bare_time:,.0f} | 1.00 |")
    print(
        f"| BankingClient.iter_account_orders | {client_time:.2f} s | {total / client_time:,.0f} | {client_time / bare_time:.2f} |"
    )


if __name__ == "__main__":
    main()
