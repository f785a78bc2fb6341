"""A team's load on one sandbox: 16 clients listing orders and 4 sending payouts, at once.

Run: .venv/bin/python -m benchmarks.sandbox_load [--seconds 60] [--seed-orders 10000]
         [--pg-url postgresql://…]

In one run: SQLite with one worker, then PostgreSQL with 1, 2 and 4 workers (a private
server from pgserver unless --pg-url names one; each configuration gets a fresh database).
Each client sends its next request when the previous one is answered, for the given time;
it reports per operation the answers per second, errors, and p50/p95/p99 latency.
Goals (docs/performance.md): list p95 <= 50 ms, payout p95 <= 100 ms, no error, and
>= 300 payouts per second.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import shutil
import tempfile
import time
import uuid
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from benchmarks.common import machine, percentile, sandbox_process
from benchmarks.sandbox_orders import PAYOUT

LISTERS = 16
PAYERS = 4


@dataclass
class Samples:
    times: list[float] = field(default_factory=list)
    errors: int = 0


async def _token(http: httpx.AsyncClient) -> dict[str, str]:
    answer = await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
    return {"Authorization": f"Bearer {answer.json()['token']}"}


async def _payout_account(http: httpx.AsyncClient, headers: dict[str, str]) -> tuple[str, str]:
    user = await http.post(
        "/sandbox/v1/users",
        json={"type": "PERSON", "name": "Load", "surname": "Test"},
        headers=headers,
    )
    uid = user.json()["id"]
    account = await http.post(
        f"/api/v1/account/users/{uid}/accounts",
        json={"alias": "load", "currency": "EUR"},
        headers=headers,
    )
    aid = account.json()["id"]
    await http.post(
        f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": 10**14}, headers=headers
    )
    return uid, aid


async def _lister(base: str, stop: float, samples: Samples) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        headers = await _token(http)
        while time.perf_counter() < stop:
            params = {"pageSize": "50", "page": str(random.randint(1, 20)), "sort": "-createdAt"}
            started = time.perf_counter()
            try:
                answer = await http.get("/api/v1/account/orders", params=params, headers=headers)
                ok = answer.status_code == 200
            except httpx.HTTPError:
                ok = False
            samples.times.append(time.perf_counter() - started)
            samples.errors += not ok


async def _payer(base: str, route: str, stop: float, samples: Samples) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        headers = await _token(http)
        while time.perf_counter() < stop:
            keyed = {**headers, "Idempotency-Key": str(uuid.uuid4())}
            started = time.perf_counter()
            try:
                answer = await http.post(route, json=PAYOUT, headers=keyed)
                ok = answer.status_code == 201
            except httpx.HTTPError:
                ok = False
            samples.times.append(time.perf_counter() - started)
            samples.errors += not ok


async def _load(base: str, seconds: float) -> tuple[Samples, Samples, float]:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        uid, aid = await _payout_account(http, await _token(http))
    route = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    lists, payouts = Samples(), Samples()
    started = time.perf_counter()
    stop = started + seconds
    await asyncio.gather(
        *(_lister(base, stop, lists) for _ in range(LISTERS)),
        *(_payer(base, route, stop, payouts) for _ in range(PAYERS)),
    )
    return lists, payouts, time.perf_counter() - started


def _row(label: str, operation: str, samples: Samples, elapsed: float) -> str:
    ms = 1000
    times = samples.times or [0.0]
    return (
        f"| {label} | {operation} | {len(samples.times) / elapsed:.0f} | {samples.errors} "
        f"| {percentile(times, 50) * ms:.1f} | {percentile(times, 95) * ms:.1f} "
        f"| {percentile(times, 99) * ms:.1f} |"
    )


@contextlib.contextmanager
def _postgres(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    folder = tempfile.mkdtemp(prefix="teller-bench-postgres-")
    server = pgserver.get_server(folder, cleanup_mode="stop")
    try:
        yield server.get_uri()
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


def _fresh_database(server_url: str, name: str) -> str:
    import psycopg
    from sqlalchemy.engine import make_url

    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(
            f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'"
        )
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed-orders", type=int, default=10_000)
    parser.add_argument("--pg-url", help="a PostgreSQL server to use (default: a private one)")
    parser.add_argument("--workers", default="1,2,4", help="PostgreSQL worker counts")
    args = parser.parse_args()
    seed = ("--seed-orders", str(args.seed_orders))
    print(f"Machine: {machine()}")
    print(
        f"Load: {LISTERS} clients listing orders (merchant-wide, 50 a page, pages 1-20), "
        f"{PAYERS} sending bank payouts with keys, {args.seconds:.0f} s per configuration; "
        f"{args.seed_orders:,} bulk orders seeded besides the demo data\n"
    )
    print("| configuration | operation | per second | errors | p50 ms | p95 ms | p99 ms |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        with sandbox_process(Path(folder) / "load.sqlite3", *seed) as base:
            lists, payouts, elapsed = asyncio.run(_load(base, args.seconds))
        for operation, samples in (("list page", lists), ("payout", payouts)):
            print(_row("SQLite, 1 worker", operation, samples, elapsed), flush=True)
        with _postgres(args.pg_url) as server_url:
            for workers in (int(n) for n in args.workers.split(",")):
                url = _fresh_database(server_url, f"teller_load_{workers}")
                extra = ("--db", url, "--workers", str(workers), *seed)
                with sandbox_process(Path(folder) / "unused.sqlite3", *extra) as base:
                    lists, payouts, elapsed = asyncio.run(_load(base, args.seconds))
                label = f"PostgreSQL, {workers} worker{'s' if workers > 1 else ''}"
                for operation, samples in (("list page", lists), ("payout", payouts)):
                    print(_row(label, operation, samples, elapsed), flush=True)


if __name__ == "__main__":
    main()
