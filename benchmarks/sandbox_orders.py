"""Sandbox order lists at 1,000,000 orders, and payout creations per second.

Run: .venv/bin/python -m benchmarks.sandbox_orders [N] [--keep PATH]
(N defaults to 1,000,000; --keep seeds PATH once and reuses it on later runs)

For a filtered, sorted page with its exact total it reports p50/p95 over HTTP beside the
same page's raw SQL run directly on the database file in the same run. The sandbox keeps a
list's total and page boundaries per data version (sandbox/list_cache.py), so HTTP
is measured twice: cold, each request after a write to the merchant's orders (a deposit on
another account, not timed), so it counts every matching row as raw SQL does; and warm,
the same list asked again with nothing written in between (pages 1-10 over and over, the
first pass left out), as when a person pages through a list or an export walks it.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path

import httpx

from benchmarks.common import machine, median, percentile, sandbox_process
from sandbox.app import create_app
from sandbox.config import SandboxConfig

REQUESTS = 200
COLD = 30
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


async def _signed_in(http: httpx.AsyncClient) -> dict[str, str]:
    answer = await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
    return {"Authorization": f"Bearer {answer.json()['token']}"}


async def http_times(
    base: str, path: str, params: dict[str, str], other_aid: str
) -> tuple[list[float], list[float]]:
    """(cold, warm) request times: cold ones each follow a write to the merchant's orders."""
    cold, warm = [], []
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        headers = await _signed_in(http)
        for index in range(COLD):
            deposit = await http.post(
                f"/sandbox/v1/accounts/{other_aid}/deposits", json={"amount": 100}, headers=headers
            )
            assert deposit.status_code == 201, deposit.text
            page = {**params, "page": str(index % 10 + 1)}
            started = time.perf_counter()
            response = await http.get(path, params=page, headers=headers)
            cold.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
        for index in range(REQUESTS + 10):
            page = {**params, "page": str(index % 10 + 1)}
            started = time.perf_counter()
            response = await http.get(path, params=page, headers=headers)
            if index >= 10:  # the first pass counts and walks; after it, nothing changed
                warm.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
    return cold, warm


async def payout_rate(base: str, uid: str, aid: str) -> float:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        headers = await _signed_in(http)
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


def raw_page_times(db: Path, aid: str) -> list[float]:
    """The page alone, as raw SQL: what a warm request still runs."""
    conn = sqlite3.connect(db)
    times = []
    for index in range(REQUESTS):
        started = time.perf_counter()
        conn.execute(RAW_SQL, (aid, (index % 10) * 100)).fetchall()
        times.append(time.perf_counter() - started)
    conn.close()
    return times


def first_account(db: Path) -> tuple[str, str, str]:
    """The bulk orders' (user, account) and another account of the same merchant."""
    conn = sqlite3.connect(db)
    uid, aid, mid = conn.execute(
        "SELECT user_id, account_id, merchant_id FROM orders WHERE reference LIKE 'BULK-%' LIMIT 1"
    ).fetchone()
    (other,) = conn.execute(
        "SELECT id FROM accounts WHERE merchant_id = ? AND id != ? AND type = 'FIAT' LIMIT 1",
        (mid, aid),
    ).fetchone()
    conn.close()
    return uid, aid, other


def _row(label: str, times: list[float], baseline: list[float]) -> str:
    ms = 1000
    return (
        f"| {label} | {median(times) * ms:.1f} ms | {percentile(times, 95) * ms:.1f} ms "
        f"| {median(times) / median(baseline):.2f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=1_000_000)
    parser.add_argument("--keep", type=Path, help="seed this file once and reuse it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = args.keep or Path(folder) / "bench.sqlite3"
        seeded = db.exists()
        seed_seconds = 0.0 if seeded else build(db, args.count)
        uid, aid, other = first_account(db)
        raw = raw_times(db, aid)
        raw_page = raw_page_times(db, aid)
        account_path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
        with sandbox_process(db) as base:
            account = asyncio.run(http_times(base, account_path, FILTER, other))
            merchant = asyncio.run(http_times(base, "/api/v1/account/orders", FILTER, other))
            rate = asyncio.run(payout_rate(base, uid, aid))
    print(f"Machine: {machine()}")
    seeding = "reused" if seeded else f"seeded in {seed_seconds:.1f} s"
    print(f"Orders: {args.count:,} on one account ({seeding})")
    print(f"Filter: {FILTER}; cold: {COLD} requests, warm: {REQUESTS}\n")
    print("| measure | p50 | p95 | ratio to raw SQL count + page (p50) |")
    print("|---|---|---|---|")
    print(_row("raw SQL: count + page (baseline)", raw, raw))
    print(_row("raw SQL: the page alone", raw_page, raw))
    for label, (cold, warm) in (("account list", account), ("merchant list", merchant)):
        print(_row(f"HTTP, {label}, cold (counts every matching row)", cold, raw))
        print(_row(f"HTTP, {label}, warm (total and boundaries remembered)", warm, raw))
    print(f"\nPayout creations: {rate:.0f} per second (sequential, {REQUESTS} over HTTP)")


if __name__ == "__main__":
    main()
