"""The compliance queue with 1,000 businesses: loading, filtering and sorting, and the longest
stall of the UI thread meanwhile (a 5 ms heartbeat timer; see benchmarks/orders_view.py).

Run: .venv/bin/python -m benchmarks.compliance_queue [N]   (offscreen; N defaults to 1,000)

The baseline, in the same run: bare httpx fetching and decoding the same case list while the
heartbeat runs. Measured in the view: the list loaded and shown (best of 5), a search typed
one key at a time (each key refilters), every state of the filter, and a sort by each column
both ways (QSortFilterProxyModel over precomputed sort keys).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

import httpx
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from benchmarks.common import machine, median, sandbox_process
from benchmarks.orders_view import Heartbeat, until

MS = 1000
RUNS = 5
STATES = ("CREATED", "IN_REVIEW", "APPROVED", "REJECTED")


async def build(http: httpx.AsyncClient, count: int) -> None:
    """``count`` businesses, three in four with a session in one of the four states."""
    limit = asyncio.Semaphore(8)

    async def one(number: int) -> None:
        async with limit:
            user = await http.post(
                "/sandbox/v1/users",
                json={"type": "BUSINESS", "companyName": f"Company {number:04d} Trading SL"},
            )
            uid = user.json()["id"]
            if number % 4 == 3:
                return
            sid = (await http.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()[
                "id"
            ]
            state = STATES[number % 4]
            if state != "CREATED":
                await http.post(
                    f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/state",
                    json={"new_state": state},
                )

    await asyncio.gather(*(one(n) for n in range(count)))


async def run(base: str, work: Path, count: int) -> list[str]:
    from app.api.client import BankingClient
    from app.heap import settle_heap
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.services.settings import AppSettings
    from app.views.compliance.workspace import ComplianceWorkspace

    beat = Heartbeat()
    async with httpx.AsyncClient(base_url=base, timeout=120) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        await build(http, count)
        bare = []
        beat.reset()
        for _ in range(RUNS):
            started = time.perf_counter()
            listed = (await http.get("/sandbox/v1/kyb/cases")).json()["cases"]
            bare.append(time.perf_counter() - started)
        bare_stall = beat.worst
        beat.timer.stop()
    total = len(listed)

    client = BankingClient(base)
    await client.login("demo", "demo-key")
    session = Session(client, Environment(EnvironmentKind.SANDBOX, base), "demo")
    settings = AppSettings(QSettings(str(work / "t.ini"), QSettings.Format.IniFormat))
    helper_times = []
    beat.reset()
    for _ in range(RUNS):  # the client helper alone: fetched and parsed into models, no view
        started = time.perf_counter()
        await session.sandbox.kyb_cases()  # type: ignore[union-attr]
        helper_times.append(time.perf_counter() - started)
    helper_stall = beat.worst
    beat.timer.stop()
    workspace = ComplianceWorkspace(session, settings)
    workspace.resize(1400, 860)
    workspace.show()
    queue = workspace.queue
    await until(lambda: queue.model.rowCount() == total and not workspace.runner.busy)
    settle_heap()

    loads = []
    beat.reset()
    for _ in range(RUNS):
        started = time.perf_counter()
        task = workspace.reload_queue()
        assert task is not None
        await until(task.done)
        queue.table.repaint()
        loads.append(time.perf_counter() - started)
    load_stall = beat.worst

    beat.reset()
    started = time.perf_counter()
    for text in ("c", "co", "com", "comp", "company 0", "company 05", "company 055"):
        queue.search.setText(text)
        await asyncio.sleep(0)  # the loop turns between keys, as when typing
    queue.search.setText("")
    search_time = time.perf_counter() - started
    search_stall = beat.worst

    beat.reset()
    for index in range(queue.state_filter.count()):
        queue.state_filter.setCurrentIndex(index)
        await asyncio.sleep(0)
    queue.state_filter.setCurrentIndex(0)
    state_stall = beat.worst

    beat.reset()
    sorts = []
    for column in range(queue.model.columnCount()):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            started = time.perf_counter()
            queue.table.sortByColumn(column, order)
            sorts.append(time.perf_counter() - started)
            await asyncio.sleep(0)
    sort_stall = beat.worst
    beat.timer.stop()
    workspace.close()
    await client.aclose()
    return [
        f"Cases listed: {total:,} businesses ({count:,} made for the benchmark, the rest seeded)",
        "",
        "| measure | result | target |",
        "|---|---|---|",
        f"| bare httpx GET and decode of the case list (baseline) | {min(bare) * MS:.0f} ms, longest UI stall {bare_stall * MS:.0f} ms | |",
        f"| SandboxHelpers.kyb_cases alone: fetched and parsed, no view (baseline) | {min(helper_times) * MS:.0f} ms, longest UI stall {helper_stall * MS:.0f} ms | |",
        f"| the queue loaded and painted | {min(loads) * MS:.0f} ms (median {median(loads) * MS:.0f}; {min(loads) / min(bare):.2f}x the bare fetch), longest UI stall {load_stall * MS:.0f} ms | stall < 50 ms |",
        f"| search typed, 7 keys then cleared, each refiltering | {search_time * MS:.0f} ms in all, longest UI stall {search_stall * MS:.0f} ms | stall < 50 ms |",
        f"| state filter through all its {queue.state_filter.count()} choices | longest UI stall {state_stall * MS:.0f} ms | stall < 50 ms |",
        f"| sort by each of {queue.model.columnCount()} columns, both ways | median {median(sorts) * MS:.1f} ms, slowest {max(sorts) * MS:.1f} ms; longest UI stall {sort_stall * MS:.0f} ms | stall < 50 ms |",
    ]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)  # closing the view must not stop the loop
    import qasync

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with sandbox_process(work / "bench.sqlite3") as base:
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            with loop:
                lines = loop.run_until_complete(run(base, work, count))
    print(f"Machine: {machine()}\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
