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


def local(rounds: int) -> None:
    from app.models.money import Currency, Money
    from app.models.orders import OrderSummary
    from app.services.search.catalogue import SearchCatalogue
    from app.services.search.entries import case_entry
    from app.services.search.query import parse_query
    from sandbox.seed_data import COMPANIES

    directory, users, ibans = build_directory()
    rng = random.Random("search-bench-orders")
    started = time.perf_counter()
    catalogue = SearchCatalogue(directory)
    catalogue.refresh()
    catalogue.learn_users(users)
    for aid, iban in list(ibans.items())[:200]:  # as many as the popup reads
        catalogue.learn_ibans(aid, [iban])
    catalogue.set_cases(
        [
            case_entry(
                str(uuid.uuid4()), f"{COMPANIES[n % len(COMPANIES)][0]} {n}", state="IN_REVIEW"
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
    built = time.perf_counter() - started
    entries = len(catalogue.index)
    directory.remember_user(users[0].id, "Lucía Fernández Cambiada")
    started = time.perf_counter()
    catalogue.refresh()
    refreshed = time.perf_counter() - started

    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(rounds):
        for text in TYPED:
            for end in range(1, len(text) + 1):
                typed = text[:end]
                started = time.perf_counter()
                catalogue.search(parse_query(typed, "es"))
                ours.append(time.perf_counter() - started)
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
        f"\nIndex built in {built * MS:.0f} ms; brought up to date after one change in "
        f"{refreshed * MS:.0f} ms.\n"
    )


def seed(db: Path, count: int) -> float:
    from sandbox.app import create_app
    from sandbox.config import SandboxConfig

    started = time.perf_counter()
    app = create_app(SandboxConfig(db_path=db, seed_orders=count, lifecycle_delay_seconds=None))
    app.state.ctx.db.close()
    return time.perf_counter() - started


async def server(base: str, rounds: int) -> None:
    import httpx

    from app.api.client import BankingClient
    from app.services.search.query import parse_query
    from app.services.search.server import ask_server, server_asks
    from app.views.search.server_part import DELAY_MS

    async with BankingClient(base) as client, httpx.AsyncClient(base_url=base) as http:
        await client.login("demo", "demo-key")
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        newest = await client.list_merchant_orders()
        some = newest.orders[0]
        texts = [
            "BULK-0001234",
            "bulk-00999",
            some.id,
            some.id[:8],
            "123,45",
            (some.created_at or datetime.now(UTC)).date().isoformat(),
            "lucia",
        ]
        ours: list[float] = []
        bare: list[float] = []
        for _ in range(rounds):
            for text in texts:
                asks = server_asks(parse_query(text, "es"))
                started = time.perf_counter()
                async for _ask, _orders in ask_server(client.list_merchant_orders, asks):
                    pass
                ours.append(time.perf_counter() - started)
                started = time.perf_counter()
                answer = await http.get(
                    "/api/v1/account/orders",
                    params={"search": text, "pageSize": 10, "sort": "-createdAt"},
                    headers=headers,
                )
                answer.json()
                bare.append(time.perf_counter() - started)
        print(
            f"Server: {len(ours)} texts ({rounds} rounds of {len(texts)}), debounce {DELAY_MS} ms\n"
        )
        print("| measure | p50 | p95 | ratio (p95) |")
        print("|---|---|---|---|")
        b95 = percentile(bare, 95)
        print(
            f"| baseline: one bare httpx search request | {statistics.median(bare) * MS:.1f} ms | {b95 * MS:.1f} ms | 1.00 |"
        )
        o95 = percentile(ours, 95)
        print(
            f"| the search's asks, all at once | {statistics.median(ours) * MS:.1f} ms | {o95 * MS:.1f} ms | {o95 / b95:.2f} |"
        )
        print(
            f"| after the last keystroke (debounce + asks) | {DELAY_MS + statistics.median(ours) * MS:.0f} ms "
            f"| **{DELAY_MS + o95 * MS:.0f} ms** | |"
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
            asyncio.run(server(base, args.rounds))


if __name__ == "__main__":
    main()
