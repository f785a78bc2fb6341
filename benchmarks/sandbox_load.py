"""A team's load on one sandbox: 16 clients listing orders and 4 sending payouts, at once.

Run: .venv/bin/python -m benchmarks.sandbox_load [--seconds 30] [--rounds 2]
         [--seed-orders 10000] [--postgres] [--pg-url postgresql://…]

Beside a ceiling measured in the same run (benchmarks/sandbox_ceiling.py): the sandbox's
list and payout SQL behind a bare ASGI callable on the same uvicorn, engine and SQLite file,
under the same clients. Rounds alternate sandbox and ceiling, so a machine that gets busier
during the run weighs on both. Each server first sends payouts one at a time, unloaded (its
unloaded p95), then takes the load: each client sends its next request when the previous one
is answered, for the given time; per operation the answers per second, errors, p50/p95/p99.
Between the two, the payers alone for a third of that time (four payouts queue for SQLite's
one writer even with no list running: what the lists add is the load's p95 over this one's).
Goals (issue 28): the sandbox's throughput >= 0.7x the ceiling's for lists and payouts alike,
and its payout p95 under load <= 3x its unloaded p95.
With --postgres: then PostgreSQL with 1, 2 and 4 workers (a private server from pgserver
unless --pg-url names one; each configuration gets a fresh database), without a ceiling.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
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


async def _payer(
    base: str, route: str, stop: float, samples: Samples, count: float = math.inf
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        headers = await _token(http)
        while time.perf_counter() < stop and len(samples.times) < count:
            keyed = {**headers, "Idempotency-Key": str(uuid.uuid4())}
            started = time.perf_counter()
            try:
                answer = await http.post(route, json=PAYOUT, headers=keyed)
                ok = answer.status_code == 201
            except httpx.HTTPError:
                ok = False
            samples.times.append(time.perf_counter() - started)
            samples.errors += not ok


async def _load(
    base: str, route: str, seconds: float, listers: int = LISTERS
) -> tuple[Samples, Samples, float]:
    lists, payouts = Samples(), Samples()
    started = time.perf_counter()
    stop = started + seconds
    await asyncio.gather(
        *(_lister(base, stop, lists) for _ in range(listers)),
        *(_payer(base, route, stop, payouts) for _ in range(PAYERS)),
    )
    return lists, payouts, time.perf_counter() - started


async def _unloaded(base: str, route: str, count: int) -> Samples:
    """Payouts one at a time with nothing else asked: the baseline of the payout p95."""
    samples = Samples()
    await _payer(base, route, math.inf, samples, count=count)
    return samples


async def _route(base: str) -> str:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        uid, aid = await _payout_account(http, await _token(http))
    return f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"


@dataclass
class Measured:
    """One server's turn: payouts one at a time, then the payers alone (no lists), then the
    whole load."""

    unloaded: Samples
    payers_only: Samples
    payers_only_elapsed: float
    lists: Samples
    payouts: Samples
    elapsed: float

    def rate(self, samples: Samples) -> float:
        return len(samples.times) / self.elapsed


def _measure(base: str, route: str, seconds: float, unloaded: int) -> Measured:
    alone = asyncio.run(_unloaded(base, route, unloaded))
    _none, payers, payers_elapsed = asyncio.run(_load(base, route, seconds / 3, listers=0))
    lists, payouts, elapsed = asyncio.run(_load(base, route, seconds))
    return Measured(alone, payers, payers_elapsed, lists, payouts, elapsed)


def _row(label: str, operation: str, samples: Samples, elapsed: float) -> str:
    ms = 1000
    times = samples.times or [0.0]
    return (
        f"| {label} | {operation} | {len(samples.times) / elapsed:.0f} | {samples.errors} "
        f"| {percentile(times, 50) * ms:.1f} | {percentile(times, 95) * ms:.1f} "
        f"| {percentile(times, 99) * ms:.1f} |"
    )


def _p95(samples: Samples) -> float:
    return percentile(samples.times or [0.0], 95) * 1000


def _rows(label: str, run: Measured) -> list[str]:
    return [
        _row(label, "list page", run.lists, run.elapsed),
        _row(label, "payout", run.payouts, run.elapsed),
        _row(label, "payout, alone", run.unloaded, sum(run.unloaded.times) or 1.0),
        _row(label, f"payout, {PAYERS} payers, no lists", run.payers_only, run.payers_only_elapsed),
    ]


def _ratios(sandbox: Measured, ceiling: Measured) -> tuple[float, ...]:
    """Sandbox/ceiling throughput (lists, payouts); payout p95 under the load over one at a
    time and over the payers alone, for the sandbox and for the ceiling."""
    return (
        sandbox.rate(sandbox.lists) / max(ceiling.rate(ceiling.lists), 1e-9),
        sandbox.rate(sandbox.payouts) / max(ceiling.rate(ceiling.payouts), 1e-9),
        _p95(sandbox.payouts) / max(_p95(sandbox.unloaded), 1e-9),
        _p95(sandbox.payouts) / max(_p95(sandbox.payers_only), 1e-9),
        _p95(ceiling.payouts) / max(_p95(ceiling.unloaded), 1e-9),
        _p95(ceiling.payouts) / max(_p95(ceiling.payers_only), 1e-9),
    )


def _verdict(ratios: tuple[float, ...]) -> str:
    lists, payouts, alone, behind_lists, ceiling_alone, ceiling_behind = ratios
    return (
        f"sandbox / ceiling throughput: lists {lists:.2f}x, payouts {payouts:.2f}x (goal >= 0.7x); "
        f"payout p95 under the load / one at a time: sandbox {alone:.1f}x (goal <= 3x), ceiling "
        f"{ceiling_alone:.1f}x; / {PAYERS} payers without lists: sandbox {behind_lists:.1f}x, "
        f"ceiling {ceiling_behind:.1f}x"
    )


def _sqlite_rounds(folder: Path, args: argparse.Namespace) -> None:
    db = folder / "load.sqlite3"
    seed = ("--seed-orders", str(args.seed_orders))
    with sandbox_process(db, *seed) as base:  # seeds the file, makes the paying account
        route = asyncio.run(_route(base))
    print("| round · server | operation | per second | errors | p50 ms | p95 ms | p99 ms |")
    print("|---|---|---|---|---|---|---|")
    verdicts: list[tuple[float, ...]] = []
    for number in range(1, args.rounds + 1):
        with sandbox_process(db) as base:
            sandbox = _measure(base, route, args.seconds, args.unloaded)
        for line in _rows(f"{number} · sandbox", sandbox):
            print(line, flush=True)
        with ceiling_process(db) as base:
            ceiling = _measure(base, route, args.seconds, args.unloaded)
        for line in _rows(f"{number} · ceiling", ceiling):
            print(line, flush=True)
        verdicts.append(_ratios(sandbox, ceiling))
    print()
    for number, ratios in enumerate(verdicts, 1):
        print(f"Round {number}: {_verdict(ratios)}")
    medians = tuple(statistics.median(column) for column in zip(*verdicts, strict=True))
    print(f"Median of the rounds: {_verdict(medians)}")


def load_average() -> str:
    return " ".join(f"{n:.2f}" for n in os.getloadavg())


@contextlib.contextmanager
def ceiling_process(db: Path) -> Iterator[str]:
    """benchmarks/sandbox_ceiling.py on ``db`` in its own process, as the sandbox runs."""
    command = [sys.executable, "-m", "benchmarks.sandbox_ceiling", "--db", str(db)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        match = re.match(r"Ceiling listening on (\S+)", line)
        if not match:
            raise SystemExit(f"the ceiling did not start: {line!r}")
        yield match.group(1)
    finally:
        process.terminate()
        process.wait(timeout=30)


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


def _postgres_rounds(folder: Path, args: argparse.Namespace) -> None:
    seed = ("--seed-orders", str(args.seed_orders))
    print("\n| configuration | operation | per second | errors | p50 ms | p95 ms | p99 ms |")
    print("|---|---|---|---|---|---|---|")
    with _postgres(args.pg_url) as server_url:
        for workers in (int(n) for n in args.workers.split(",")):
            url = _fresh_database(server_url, f"teller_load_{workers}")
            extra = ("--db", url, "--workers", str(workers), *seed)
            with sandbox_process(folder / "unused.sqlite3", *extra) as base:
                route = asyncio.run(_route(base))
                lists, payouts, elapsed = asyncio.run(_load(base, route, args.seconds))
            label = f"PostgreSQL, {workers} worker{'s' if workers > 1 else ''}"
            for operation, samples in (("list page", lists), ("payout", payouts)):
                print(_row(label, operation, samples, elapsed), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="of load, per server")
    parser.add_argument("--rounds", type=int, default=2, help="sandbox then ceiling, again")
    parser.add_argument("--unloaded", type=int, default=300, help="payouts sent one at a time")
    parser.add_argument("--seed-orders", type=int, default=10_000)
    parser.add_argument("--postgres", action="store_true", help="PostgreSQL too (no ceiling)")
    parser.add_argument("--pg-url", help="a PostgreSQL server to use (default: a private one)")
    parser.add_argument("--workers", default="1,2,4", help="PostgreSQL worker counts")
    args = parser.parse_args()
    print(f"Machine: {machine()}; load average {load_average()}")
    print(
        f"Load: {LISTERS} clients listing orders (merchant-wide, 50 a page, pages 1-20), "
        f"{PAYERS} sending bank payouts with keys, {args.seconds:.0f} s per server and round; "
        f"{args.seed_orders:,} bulk orders seeded besides the demo data; rate limit off\n"
    )
    with tempfile.TemporaryDirectory() as folder:
        _sqlite_rounds(Path(folder), args)
        if args.postgres:
            _postgres_rounds(Path(folder), args)
    print(f"\nLoad average at the end: {load_average()}")


if __name__ == "__main__":
    main()
