"""Search everything (issue 27): local results per keystroke, and the server's part.

Run: .venv/bin/python -m benchmarks.search [ORDERS] [--local-only]
(ORDERS defaults to 100,000 seeded on the sandbox's first demo account.)

Local: a directory of 10,000 accounts (5,000 people, two accounts each, names with accents),
the 5,000 people as the sandbox lists them (e-mails), 1,000 cases and 2,000 recent orders, in
the search's index (app/services/search). Each query is typed one key at a time and every
keystroke searched, as the popup does. Baseline in the same run: the account chooser's way
(``directory.entries()`` filtered by ``AccountEntry.matches``, folding every entry again on
each keystroke), over the accounts alone. Also timed: building the index, and bringing it up
to date after one change in the directory.

Server: the merchant order-list requests the search sends for a text (``server_asks``: a
search by id or reference, ``id_like`` for part of an id, ``amount_eq``, ``createdAt_eq``),
all at once through ``BankingClient`` as the popup sends them, on a sandbox with ORDERS
orders (rate limit off). Baseline: one bare httpx GET of the same list with the same
``search``. Results appear ``DELAY_MS`` (the debounce) plus the asks' time after the last
keystroke.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.common import machine, percentile, sandbox_process

PEOPLE = 5_000
CASES = 1_000
ORDERS_KNOWN = 2_000
TYPED = [
    "lucia fernandez4",
    "marin",
    "gonzalez 12",
    "nomina 3",
    "1.250,50",
    "andes logistica 7",
    "es91 2100",
    "3f2a9c1b",
    "luica",
    "payroll-0",
]
MS = 1000


def build_directory():  # type: ignore[no-untyped-def]
    from app.models.accounts import Account
    from app.models.sandbox_helpers import SandboxUser
    from app.services.directory import Directory
    from sandbox.seed_data import PEOPLE as NAMES

    rng = random.Random("search-bench")
    directory = Directory()
    users: list[SandboxUser] = []
    ibans: dict[str, str] = {}
    for n in range(PEOPLE):
        first, last, _country = NAMES[n % len(NAMES)]
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        surname = f"{last}{n}"
        users.append(
            SandboxUser(
                id=uid, type="PERSON", name=first, surname=surname, email=f"{first}.{n}@example.com"
            )
        )
        directory.remember_user(uid, f"{first} {surname}")
        for alias, currency in (("Nómina", "EUR"), ("Ops", "USD")):
            aid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            directory.remember_account(
                uid, Account(id=aid, alias=f"{alias} {n}", currency=currency)
            )
            ibans[aid] = f"ES91{rng.randrange(10**20):020d}"
    return directory, users, ibans


def fill(catalogue, directory, users, ibans) -> None:  # type: ignore[no-untyped-def]
    """Everything the popup learns on a first open, queued (as the sources do)."""
    from app.models.money import Currency, Money
    from app.models.orders import OrderSummary
    from app.services.search.entries import case_entry
    from sandbox.seed_data import COMPANIES

    rng = random.Random("search-bench-orders")
    catalogue.directory_changed()
    catalogue.learn_users(users)
    for aid, iban in list(ibans.items())[:200]:  # as many as the popup reads
        catalogue.learn_ibans(aid, [iban])
    catalogue.set_cases(
        [
            case_entry(
                str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                f"{COMPANIES[n % len(COMPANIES)][0]} {n}",
                state="IN_REVIEW",
            )
            for n in range(CASES)
        ]
    )
    now = datetime.now(UTC)
    catalogue.learn_orders(
        OrderSummary(
            id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
            reference=f"PAYROLL-{n:05d}",
            state="SETTLED",
            type="BANK_PAY_OUT",
            counterparty=users[n].display_name,
            origin=Money(
                amount=rng.choice((125_050, rng.randrange(100, 10**6))), currency=Currency.EUR
            ),
            created_at=now - timedelta(hours=n),
        )
        for n in range(ORDERS_KNOWN)
    )


def on_the_loop(catalogue) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    """The catalogue's queued work done by its worker on a Qt event loop, with a 1 ms timer
    beside it: (seconds until done, the timer's worst lateness in seconds: the longest stall
    as the loop saw it, the other sessions' load included; the CPU time of the longest turn
    of work: what the search itself held the loop)."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from app.services.search.worker import CatalogueWorker

    app = QCoreApplication.instance() or QCoreApplication([])
    worker = CatalogueWorker(catalogue)
    worst, last = 0.0, time.perf_counter()
    work = catalogue.work
    held: list[float] = []

    def timed_work(budget: float) -> bool:
        started = time.thread_time()
        try:
            return work(budget)
        finally:
            held.append(time.thread_time() - started)

    catalogue.work = timed_work

    def tick() -> None:
        nonlocal worst, last
        now = time.perf_counter()
        worst = max(worst, now - last - 0.001)
        last = now
        if not catalogue.pending:
            app.quit()

    ticker = QTimer()
    ticker.setInterval(1)
    ticker.timeout.connect(tick)
    started = time.perf_counter()
    worker.start()
    ticker.start()
    app.exec()
    ticker.stop()
    del catalogue.work
    return time.perf_counter() - started, worst, max(held, default=0.0)


def local(rounds: int) -> None:
    from app.services.search.catalogue import SearchCatalogue
    from app.services.search.query import parse_query

    directory, users, ibans = build_directory()
    # Baseline: all of it in one call, as the first search did before (on the UI thread).
    at_once = SearchCatalogue(directory)
    fill(at_once, directory, users, ibans)
    started = time.perf_counter()
    at_once.finish()
    one_call = time.perf_counter() - started
    del at_once

    catalogue = SearchCatalogue(directory)
    fill(catalogue, directory, users, ibans)
    built, built_stall, built_held = on_the_loop(catalogue)
    entries = len(catalogue.index)
    directory.remember_user(users[0].id, "Lucía Fernández Cambiada")
    refreshed, refresh_stall, refresh_held = on_the_loop(catalogue)

    ours: list[float] = []
    ours_cpu: list[float] = []
    near: list[float] = []
    theirs: list[float] = []
    for _ in range(rounds):
        for text in TYPED:
            for end in range(1, len(text) + 1):
                typed = text[:end]
                query = parse_query(typed, "es")
                started, cpu = time.perf_counter(), time.thread_time()
                results = catalogue.search(query)
                ours.append(time.perf_counter() - started)
                ours_cpu.append(time.thread_time() - cpu)
                if results.wants_near:  # its job, then the search that shows it
                    catalogue.finish()
                    catalogue.search(query)
                    near.append(time.perf_counter() - started)
                started = time.perf_counter()
                _found = [e for e in directory.entries() if e.matches(typed)]
                theirs.append(time.perf_counter() - started)
    print(
        f"Local: {entries:,} entries ({len(directory.entries()):,} directory accounts, "
        f"{PEOPLE:,} people, {CASES:,} cases, {ORDERS_KNOWN:,} orders); "
        f"{len(ours):,} keystrokes over {len(TYPED)} texts, {rounds} rounds\n"
    )
    print("| measure | p50 | p95 | max | ratio (p95) |")
    print("|---|---|---|---|---|")
    base95 = percentile(theirs, 95)
    print(
        f"| baseline: the chooser's filter, accounts only | {statistics.median(theirs) * MS:.1f} ms "
        f"| {base95 * MS:.1f} ms | {max(theirs) * MS:.1f} ms | 1.00 |"
    )
    print(
        f"| the search's index, every group | {statistics.median(ours) * MS:.1f} ms "
        f"| **{percentile(ours, 95) * MS:.1f} ms** | {max(ours) * MS:.1f} ms "
        f"| {percentile(ours, 95) / base95:.2f} |"
    )
    print(
        f"| the same, CPU time of the searching thread | {statistics.median(ours_cpu) * MS:.1f} ms "
        f"| {percentile(ours_cpu, 95) * MS:.1f} ms | {max(ours_cpu) * MS:.1f} ms | |"
    )
    if near:
        print(
            f"| near spellings shown ({len(near)} keystrokes: a job after the results) "
            f"| {statistics.median(near) * MS:.1f} ms | {percentile(near, 95) * MS:.1f} ms "
            f"| {max(near) * MS:.1f} ms | |"
        )
    print("\n| building the index | until done | longest stall seen | longest turn, CPU |")
    print("|---|---|---|---|")
    print(
        f"| baseline: in one call (the first search did this) | {one_call * MS:.0f} ms "
        f"| {one_call * MS:.0f} ms | |"
    )
    print(
        f"| by the worker on the event loop | {built * MS:.0f} ms | {built_stall * MS:.1f} ms "
        f"| {built_held * MS:.1f} ms |"
    )
    print(
        f"| again after one change in the directory | {refreshed * MS:.0f} ms "
        f"| {refresh_stall * MS:.1f} ms | {refresh_held * MS:.1f} ms |\n"
    )


def seed(db: Path, count: int) -> float:
    from sandbox.app import create_app
    from sandbox.config import SandboxConfig

    started = time.perf_counter()
    app = create_app(SandboxConfig(db_path=db, seed_orders=count, lifecycle_delay_seconds=None))
    app.state.ctx.db.close()
    return time.perf_counter() - started


def texts_of(round_: int, newest: list, day: str) -> list[str]:  # type: ignore[type-arg]
    """Seven texts as a person types them, different each round (a list's total is kept
    per text: a text asked again would be counted from memory)."""
    some = newest[round_ % len(newest)]
    other = newest[(round_ + 7) % len(newest)]
    return [
        f"BULK-00{1234 + round_ * 111:05d}",
        f"bulk-00{991 - round_ * 37:03d}",
        some.id,
        other.id[:8],
        f"{123 + round_},45",
        day,
        f"lucia{round_}",
    ]


def demo_merchant(db: Path) -> str:
    import sqlite3

    with sqlite3.connect(db) as conn:
        return str(conn.execute("SELECT id FROM merchants WHERE code = 'demo'").fetchone()[0])


def sql_baseline(db: Path, asks: list, merchant_id: str) -> tuple[float, float]:  # type: ignore[type-arg]
    """Each ask's count and page in this process, on the sandbox's database: through the
    trigram index, and without it (the LIKE over every order, as the sandbox read it before);
    the slowest ask of each (they run at once), in seconds."""
    from starlette.datastructures import QueryParams

    from app.models.order_query import Scope
    from sandbox.db.engine import Database
    from sandbox.db.tables import orders
    from sandbox.domain.order_queries import ListScope, fetch_page, parse_list_request

    database = Database(db)
    slowest = {False: 0.0, True: 0.0}
    try:
        with database.read() as conn:
            for ask in asks:
                request = parse_list_request(Scope.MERCHANT, QueryParams(ask.query.params()))
                for indexed in (False, True):
                    scope = ListScope(
                        orders.c.merchant_id == merchant_id,
                        merchant_id,
                        ("merchant", merchant_id),
                        0,
                        None,
                        text_index=indexed,
                    )
                    started = time.perf_counter()
                    fetch_page(conn, scope, request, "/x")
                    spent = time.perf_counter() - started
                    slowest[indexed] = max(slowest[indexed], spent)
    finally:
        database.close()
    return slowest[False], slowest[True]


async def server(base: str, db: Path, rounds: int) -> None:
    import httpx

    from app.api.client import BankingClient
    from app.services.search.query import parse_query
    from app.services.search.server import DEBOUNCE_MS, ask_server, server_asks

    async with BankingClient(base) as client, httpx.AsyncClient(base_url=base) as http:
        await client.login("demo", "demo-key")
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        newest = (await client.list_merchant_orders()).orders
        merchant = demo_merchant(db)
        day = (newest[0].created_at or datetime.now(UTC)).date().isoformat()
        ours: list[float] = []
        bare: list[float] = []
        plain_sql: list[float] = []
        indexed_sql: list[float] = []
        for round_ in range(rounds):
            for text in texts_of(round_, newest, day):
                asks = server_asks(parse_query(text, "es"))
                before, after = await asyncio.to_thread(sql_baseline, db, asks, merchant)
                plain_sql.append(before)
                indexed_sql.append(after)
            for text in texts_of(round_ + rounds, newest, day):  # not counted yet: fresh
                asks = server_asks(parse_query(text, "es"))
                started = time.perf_counter()
                async for _ask, _orders in ask_server(client.list_merchant_orders, asks):
                    pass
                ours.append(time.perf_counter() - started)
            for text in texts_of(round_ + 2 * rounds, newest, day):
                started = time.perf_counter()
                answer = await http.get(
                    "/api/v1/account/orders",
                    params={"search": text, "pageSize": 10, "sort": "-createdAt"},
                    headers=headers,
                )
                answer.json()
                bare.append(time.perf_counter() - started)
        print(
            f"Server: {len(ours)} texts ({rounds} rounds of 7, each text new), "
            f"debounce {DEBOUNCE_MS} ms\n"
        )
        print("| measure | p50 | p95 | ratio (p95) |")
        print("|---|---|---|---|")
        p95 = percentile(plain_sql, 95)
        print(
            f"| baseline: the asks' SQL without the trigram index (slowest ask) "
            f"| {statistics.median(plain_sql) * MS:.1f} ms | {p95 * MS:.1f} ms | 1.00 |"
        )
        print(
            f"| the asks' SQL through the index (slowest ask) "
            f"| {statistics.median(indexed_sql) * MS:.1f} ms "
            f"| {percentile(indexed_sql, 95) * MS:.1f} ms | {percentile(indexed_sql, 95) / p95:.2f} |"
        )
        print(
            f"| one bare httpx search request | {statistics.median(bare) * MS:.1f} ms "
            f"| {percentile(bare, 95) * MS:.1f} ms | |"
        )
        o95 = percentile(ours, 95)
        print(
            f"| the search's asks, all at once (HTTP) | {statistics.median(ours) * MS:.1f} ms "
            f"| {o95 * MS:.1f} ms | |"
        )
        print(
            f"| after the last keystroke (debounce + asks) "
            f"| {DEBOUNCE_MS + statistics.median(ours) * MS:.0f} ms "
            f"| **{DEBOUNCE_MS + o95 * MS:.0f} ms** | |"
        )
        keys = 1000 / DEBOUNCE_MS
        print(
            f"\nA debounce of {DEBOUNCE_MS} ms waits for a pause longer than the gap between "
            f"two keys at {keys:.1f} keys/s ({keys * 60 / 5:.0f} words a minute): slower typing "
            "asks on each key (each ask cancelled by the next key)."
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("orders", nargs="?", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--local-only", action="store_true")
    args = parser.parse_args()
    print(f"Machine: {machine()}, load {os.getloadavg()[0]:.1f}\n")
    local(args.rounds)
    if args.local_only:
        return
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        seconds = seed(db, args.orders)
        print(f"Sandbox seeded with {args.orders:,} extra orders in {seconds:.0f} s.\n")
        with sandbox_process(db) as base:
            asyncio.run(server(base, db, args.rounds))


if __name__ == "__main__":
    main()
