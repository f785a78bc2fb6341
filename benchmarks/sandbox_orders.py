"""Sandbox order lists at 1,000,000 orders, and payout creations per second.

Run: .venv/bin/python -m benchmarks.sandbox_orders [N]   (N defaults to 1,000,000)

For a filtered, sorted page it reports p50/p95 over HTTP beside the same page's raw SQL
run directly on the database file in the same run: their ratio is the server's overhead.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import httpx

from benchmarks.common import machine, median, percentile, sandbox_process
from sandbox.app import create_app
from sandbox.config import SandboxConfig

REQUESTS = 200
FILTER = {
    "state_in": "SETTLED,FAILED",
    "amount_gte": "10000",
    "sort": "-createdAt",
    "pageSize": "100",
}
RAW_SQL = """
SELECT * FROM orders
WHERE orders.account_id = ? AND orders.state IN ('SETTLED','FAILED') AND orders.origin_amount >= 10000
ORDER BY orders.created_at DESC, orders.id DESC LIMIT 100 OFFSET ?
"""
RAW_COUNT = """
SELECT count(*) FROM orders
WHERE orders.account_id = ? AND orders.state IN ('SETTLED','FAILED') AND orders.origin_amount >= 10000
"""
PAYOUT = {
    "amounts": {
        "debitedAmount": {"amount": 1_000, "currency": "EUR"},
        "receivedAmount": {"amount": 0, "currency": "EUR"},
    },
    "recipient": {
        "beneficiaryType": "PERSON",
        "routingData": "SEPA",
        "accountNumber": "DE89370400440532013000",
        "bankCountry": "DE",
        "name": "Lena",
        "surname": "Vogel",
        "relation": "FRIEND",
        "address": {
            "city": "Berlin",
            "country": "DE",
            "line1": "Unter den Linden 1",
            "postalCode": "10117",
            "province": "Berlin",
        },
        "document": {"documentType": "PASSPORT", "number": "X1"},
    },
}


def build(db: Path, count: int) -> float:
    started = time.perf_counter()
    app = create_app(SandboxConfig(db_path=db, seed_orders=count, lifecycle_delay_seconds=None))
    app.state.ctx.db.close()
    return time.perf_counter() - started


def raw_times(db: Path, aid: str) -> list[float]:
    conn = sqlite3.connect(db)
    times = []
    for index in range(REQUESTS):
        started = time.perf_counter()
        conn.execute(RAW_COUNT, (aid,)).fetchone()
        conn.execute(RAW_SQL, (aid, (index % 10) * 100)).fetchall()
        times.append(time.perf_counter() - started)
    conn.close()
    return times


async def http_times(base: str, path: str, params: dict[str, str]) -> list[float]:
    times = []
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        for index in range(REQUESTS):
            started = time.perf_counter()
            response = await http.get(
                path, params={**params, "page": str(index % 10 + 1)}, headers=headers
            )
            times.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
    return times


async def payout_rate(base: str, uid: str, aid: str) -> float:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        await http.post(
            f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": 10**9}, headers=headers
        )
        started = time.perf_counter()
        for _ in range(REQUESTS):
            response = await http.post(
                f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
                json=PAYOUT,
                headers=headers,
            )
            assert response.status_code == 201, response.text
        return REQUESTS / (time.perf_counter() - started)


def first_account(db: Path) -> tuple[str, str]:
    conn = sqlite3.connect(db)
    uid, aid = conn.execute(
        "SELECT user_id, account_id FROM orders WHERE reference LIKE 'BULK-%' LIMIT 1"
    ).fetchone()
    conn.close()
    return uid, aid


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        seed_seconds = build(db, count)
        uid, aid = first_account(db)
        raw = raw_times(db, aid)
        with sandbox_process(db) as base:
            account = asyncio.run(
                http_times(base, f"/api/v1/account/users/{uid}/accounts/{aid}/orders", FILTER)
            )
            merchant = asyncio.run(http_times(base, "/api/v1/account/orders", FILTER))
            rate = asyncio.run(payout_rate(base, uid, aid))
    ms = 1000
    print(f"Machine: {machine()}")
    print(f"Orders: {count:,} on one account (seeded in {seed_seconds:.1f} s)\n")
    print("| measure | p50 | p95 | ratio to raw SQL (p50) |")
    print("|---|---|---|---|")
    print(
        f"| raw SQL: count + page (baseline) | {median(raw) * ms:.1f} ms | {percentile(raw, 95) * ms:.1f} ms | 1.0 |"
    )
    for label, times in (("HTTP, account list", account), ("HTTP, merchant list", merchant)):
        print(
            f"| {label} | {median(times) * ms:.1f} ms | {percentile(times, 95) * ms:.1f} ms "
            f"| {median(times) / median(raw):.2f} |"
        )
    print(f"\nPayout creations: {rate:.0f} per second (sequential, {REQUESTS} over HTTP)")


if __name__ == "__main__":
    main()
