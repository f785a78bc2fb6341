"""A balance statement of 10,000 movements: built within 3 s, with no UI stall over a frame?

Run: .venv/bin/python -m benchmarks.statement [ORDERS] [--rounds R]
(ORDERS bulk orders on one account, 10,900 by default: about 10,000 of them settle, one line
each; a sandbox process with --rate-limit 0 and the demo data; about a minute in all.)

Built, headless: the real ``HistoryReader`` (every order oldest first and the sandbox's
ledger, pages of 100, side by side; the account read before and after) and ``StatementBook``
and a whole-history statement, beside a baseline in the same run: bare httpx over the same
pages (two loops side by side, JSON decoded, nothing else). Before every run a deposit on
another account changes the merchant's data, so no run finds the server's caches warm. Best
and median of the rounds, alternating.

Stalls: the real ``StatementDialog`` in an offscreen window on the qasync loop, a precise
2 ms heartbeat on the UI thread; its worst lateness is the longest stall. Baseline: the idle
dialog in the same run. Scenarios: the statement read and shown (this month), the period
switched to the whole history (10,000 lines into the table), and back to this month.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

import httpx

from benchmarks.common import machine, sandbox_process

PAGE_SIZE = 100
MS = 1000


async def _headers(http: httpx.AsyncClient) -> dict[str, str]:
    answer = await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
    return {"Authorization": f"Bearer {answer.json()['token']}"}


async def _pages(http: httpx.AsyncClient, path: str, params: dict[str, str], key: str) -> int:
    seen, page = 0, 1
    while True:
        body = (await http.get(path, params={**params, "page": str(page)})).json()
        seen += len(body[key])
        if page >= body["pagination"]["numPages"]:
            return seen
        page += 1


async def bare(base: str, uid: str, aid: str, *, ledger: bool) -> tuple[float, int, int]:
    """The same pages with bare httpx, decoded: the account's orders oldest first (what a
    statement that agrees reads), and with ``ledger`` the sandbox's ledger beside them (what
    one that must explain a difference reads as well)."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        http.headers.update(await _headers(http))
        started = time.perf_counter()
        orders = _pages(
            http,
            f"/api/v1/account/users/{uid}/accounts/{aid}/orders",
            {"pageSize": str(PAGE_SIZE), "sort": "createdAt"},
            "orders",
        )
        if not ledger:
            read = await orders
            return time.perf_counter() - started, read, 0
        entries = _pages(
            http,
            f"/sandbox/v1/accounts/{aid}/transactions",
            {"pageSize": str(PAGE_SIZE)},
            "transactions",
        )
        read, listed = await asyncio.gather(orders, entries)
        return time.perf_counter() - started, read, listed


async def teller(base: str, uid: str, aid: str) -> tuple[float, int, bool]:
    """Read, built and sliced as the window does: (seconds, lines, agrees)."""
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.statement.gather import HistoryReader
    from app.services.statement.period import custom
    from app.services.statement.reading import read_book

    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        started = time.perf_counter()
        reader = HistoryReader(client, uid, aid, ledger=SandboxHelpers(client))
        book = await read_book(reader)
        statement = book.statement(custom(date(2000, 1, 1), date(2100, 1, 1)))
        took = time.perf_counter() - started
        return took, len(statement.lines), book.agrees and not statement.ledger_read


async def touch(base: str, other_aid: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        answer = await http.post(
            f"/sandbox/v1/accounts/{other_aid}/deposits",
            json={"amount": 100},
            headers=await _headers(http),
        )
        assert answer.status_code == 201, answer.text


async def stalls(base: str, uid: str, aid: str) -> list[tuple[str, float, int, float]]:
    """(scenario, worst stall in s, stalls over a frame, seconds it took)."""
    from app.api.client import BankingClient
    from app.heap import settle_heap
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.services.statement.period import PeriodKind
    from app.views.statement.dialog import StatementDialog
    from app.views.task_runner import TaskRunner
    from benchmarks.stalls import Heartbeat, pause, until

    client = BankingClient(base)
    await client.login("demo", "demo-key")
    session = Session(client, Environment(EnvironmentKind.SANDBOX, base), "demo")
    session.context.choose_account(uid, aid)
    dialog = StatementDialog(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    dialog.resize(1180, 720)
    dialog.show()
    await until(lambda: dialog.statement is not None and not dialog.progress_row.isVisible())
    await pause(0.5)
    settle_heap()
    beat = Heartbeat()
    results: list[tuple[str, float, int, float]] = []

    async def measure(name: str, work: object) -> None:
        await pause(0.3)
        beat.start()
        started = time.perf_counter()
        if asyncio.iscoroutine(work):
            await work
        took = time.perf_counter() - started
        worst, over = beat.stop()
        results.append((name, worst, over, took))
        print(f"{name}: {worst * MS:.1f} ms", file=sys.stderr, flush=True)

    async def read() -> None:
        task = dialog.reload()
        assert task is not None
        await until(task.done)

    async def whole() -> None:
        dialog.period_bar.set_days(date(2000, 1, 1), date(2100, 1, 1))
        await pause(0.5)  # the table paints its first rows

    async def month() -> None:
        dialog.period_bar.choose(PeriodKind.THIS_MONTH)
        await pause(0.5)

    await measure("idle dialog (baseline)", pause(2))
    await measure("statement read and shown (F5)", read())
    lines = len(dialog.statement.lines) if dialog.statement else 0
    await measure("whole history into the table", whole())
    lines = len(dialog.statement.lines) if dialog.statement else lines
    results.append((f"(lines in the whole history: {lines:,})", 0.0, 0, 0.0))
    await measure("back to this month", month())
    dialog.close()
    await client.aclose()
    return results


async def explain(db: Path, base: str, uid: str, aid: str) -> float:
    """One settled payout's amount changed in the database behind Teller's back: the
    statement reads the orders, finds the difference, and reads orders and ledger again to
    split it. Returns the seconds it took."""
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.statement.gather import HistoryReader
    from app.services.statement.reading import read_book

    with sqlite3.connect(db) as conn:
        conn.execute(
            "UPDATE orders SET origin_amount = origin_amount - 1 WHERE id = (SELECT id FROM "
            "orders WHERE account_id = ? AND type = 'BANK_PAY_OUT' AND state = 'SETTLED' "
            "LIMIT 1)",
            (aid,),
        )
    async with BankingClient(base) as client:
        await client.login("demo", "demo-key")
        started = time.perf_counter()
        book = await read_book(HistoryReader(client, uid, aid, ledger=SandboxHelpers(client)))
        took = time.perf_counter() - started
    check = book.balance_check
    assert check.difference == 1, check
    assert check.unexplained == 0, check
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("orders", nargs="?", type=int, default=10_900)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    import qasync

    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "statement.sqlite3"
        started = time.perf_counter()
        with sandbox_process(db, "--seed-orders", str(args.orders)) as base:
            seeded = time.perf_counter() - started
            with sqlite3.connect(db) as conn:
                uid, aid, mid = conn.execute(
                    "SELECT user_id, account_id, merchant_id FROM orders "
                    "WHERE reference = 'BULK-0000000'"
                ).fetchone()
                (other,) = conn.execute(
                    "SELECT id FROM accounts WHERE merchant_id = ? AND id != ? AND type = 'FIAT'",
                    (mid, aid),
                ).fetchone()
            runs: dict[str, list[float]] = {"bare": [], "bare+ledger": [], "teller": []}
            lines, pages = 0, (0, 0)
            for _ in range(args.rounds):
                for name in runs:
                    asyncio.run(touch(base, other))
                    if name == "teller":
                        seconds, lines, fine = asyncio.run(teller(base, uid, aid))
                        assert fine, "the benchmark's statement does not reconcile"
                    else:
                        seconds, read, listed = asyncio.run(
                            bare(base, uid, aid, ledger=name == "bare+ledger")
                        )
                        pages = (read, max(listed, pages[1]))
                    runs[name].append(seconds)
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            with loop:
                stalled = loop.run_until_complete(stalls(base, uid, aid))
            explained = asyncio.run(explain(db, base, uid, aid))
    print(f"Machine: {machine()}")
    print(
        f"One account: {pages[0]:,} orders, {pages[1]:,} ledger transactions, {lines:,} "
        f"statement lines (sandbox seeded in {seeded:.0f} s, --rate-limit 0; "
        f"{args.rounds} rounds, alternating, cold server caches)\n"
    )
    print("| built | best | median | ratio (best) |")
    print("|---|---|---|---|")
    base_best = min(runs["bare"])
    for name, label in (
        ("bare", "bare httpx, the orders' pages (baseline)"),
        ("bare+ledger", "bare httpx, the orders' and the ledger's pages side by side"),
        ("teller", "Teller: read, built, checked (the statement agrees: no ledger)"),
    ):
        best = min(runs[name])
        print(
            f"| {label} | {best:.2f} s | {statistics.median(runs[name]):.2f} s "
            f"| {best / base_best:.2f} |"
        )
    print(
        f"| Teller: a difference of 0.01 explained (orders, then orders and ledger; once) "
        f"| {explained:.2f} s | | {explained / base_best:.2f} |"
    )
    print("\n| UI thread | longest stall | stalls over 16.7 ms | took |")
    print("|---|---|---|---|")
    for name, worst, over, took in stalled:
        if took:
            print(f"| {name} | {worst * MS:.1f} ms | {over} | {took:.2f} s |")
        else:
            print(f"| {name} | | | |")


if __name__ == "__main__":
    main()
