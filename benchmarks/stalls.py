"""The longest UI stall while staff work: does every scenario keep within one frame (16.7 ms)?

Run: .venv/bin/python -m benchmarks.stalls [ORDERS]   (offscreen; about 2 minutes, most of it
seeding; ORDERS bulk orders on one account, 10,000 by default)

A heartbeat timer (precise, every 2 ms) runs on the UI thread of Teller's real main window,
signed in to a sandbox process seeded with the demo data, ORDERS bulk orders and a business
with a 30-page PDF. A heartbeat's lateness is the time the UI thread could not draw: the
longest one per scenario is its longest stall. Baseline: the same heartbeat on the idle window
in the same run (the machine's and Qt's own noise). Scenarios:

- scrolling the orders table to 10,000 rows (pages fetched as the bottom is reached);
- exporting the account's orders to CSV (the progress dialog up);
- the ledger opened (first page, columns fitted), three times;
- an order's detail opened on one row after another while the list auto-refreshes every
  second;
- a crypto quote counting down (a tick every 200 ms, the text changing every second);
- a 30-page PDF in the compliance case: opened, flipped through, zoomed and rotated while its
  thumbnails draw.
"""

from __future__ import annotations

import asyncio
import gc
import os
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.common import machine, sandbox_process

HEARTBEAT_MS = 2
FRAME_MS = 1000 / 60
MS = 1000


class Heartbeat:
    """A precise timer on the UI thread; its worst lateness is the longest stall.

    Beside each lateness, the UI thread's own CPU time between two beats: on a loaded machine
    (two cores shared by other work) a stall's wall time is mostly waiting for a core, and
    the CPU the window itself spent without a break is the figure Teller can change."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(HEARTBEAT_MS)
        self.timer.timeout.connect(self._beat)
        self.gaps: list[float] = []
        self.busy: list[float] = []  # the UI thread's CPU between two beats
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()

    def _beat(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.gaps.append(now - self._last - HEARTBEAT_MS / MS)
        self.busy.append(cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu

    def start(self) -> None:
        self.gaps, self.busy = [], []
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        self.timer.start()

    def stop(self) -> tuple[float, int, float, int]:
        """The longest stall (s), how many stalls were longer than a frame, the longest CPU
        burst of the UI thread between two beats (s) and how many were longer than a frame."""
        self.timer.stop()
        worst = max(self.gaps, default=0.0)
        burst = max(self.busy, default=0.0)
        return (
            worst,
            sum(1 for gap in self.gaps if gap * MS > FRAME_MS),
            burst,
            sum(1 for busy in self.busy if busy * MS > FRAME_MS),
        )


async def until(predicate: Callable[[], object], limit: float = 600) -> None:
    end = time.perf_counter() + limit
    while not predicate():
        if time.perf_counter() > end:
            raise SystemExit("benchmark timed out")
        await asyncio.sleep(0.005)


async def pause(seconds: float) -> None:
    await asyncio.sleep(seconds)


class Collector:
    """Full garbage collections seen during a scenario, and the longest (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.longest = 0.0
        self.count = 0
        self._started = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.count += 1
            self.longest = max(self.longest, time.perf_counter() - self._started)

    def reset(self) -> None:
        self.longest, self.count = 0.0, 0


async def run(base: str, uid: str, aid: str, work: Path, rows_wanted: int) -> list[str]:
    import httpx

    from app.api.client import BankingClient
    from app.heap import settle_heap
    from app.models.money import Money
    from app.models.payouts import Quote
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.services.settings import AppSettings
    from app.views.activity import ActivityTracker
    from app.views.main_window import MainWindow
    from benchmarks.compliance_case import build

    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        business, _sid, pdf_id = await build(http)

    client = BankingClient(base)
    await client.login("demo", "demo-key")
    session = Session(client, Environment(EnvironmentKind.SANDBOX, base), "demo")
    settings = AppSettings(QSettings(str(work / "t.ini"), QSettings.Format.IniFormat))
    window = MainWindow(session, settings, ActivityTracker())
    window.resize(1400, 900)
    window.show()
    await pause(0.5)
    settle_heap()  # as the app does once the main window has painted
    beat, collections = Heartbeat(), Collector()
    results: list[tuple[str, float, int, float, int, str]] = []

    async def measure(name: str, scenario: Callable[[], object], note: str = "") -> None:
        await pause(0.2)
        collections.reset()
        beat.start()
        started = time.perf_counter()
        outcome = scenario()
        if asyncio.iscoroutine(outcome):
            await outcome
        took = time.perf_counter() - started
        worst, over, burst, busy_over = beat.stop()
        full = f"{collections.count} full GC, longest {collections.longest * MS:.0f} ms"
        notes = f"{took:.1f} s; {full}; load {os.getloadavg()[0]:.1f}{'; ' + note if note else ''}"
        results.append((name, worst, over, burst, busy_over, notes))
        print(f"{name}: {worst * MS:.1f} ms, CPU {burst * MS:.1f} ms", file=sys.stderr, flush=True)

    await measure("idle main window (baseline)", lambda: pause(3))

    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.show_account(uid, aid)
    await until(lambda: orders.model.rowCount() > 0 and not orders.model.loading)

    async def scroll() -> None:
        target = min(rows_wanted, orders.model.total)
        while orders.model.rowCount() < target:
            orders.table.scrollToBottom()
            await until(lambda: not orders.model.loading)

    await measure(f"scrolling the orders table to {rows_wanted:,} rows", scroll)

    async def export() -> None:
        orders.export_progress_delay_ms = 0
        task = orders.export_to(work / "orders.csv")
        assert task is not None
        await until(task.done, limit=1800)

    await measure(f"exporting {orders.model.total:,} orders to CSV", export)
    dialog = orders.export_dialog
    if dialog is not None:
        dialog.close()

    async def ledgers() -> None:
        for _ in range(3):
            ledger = orders.open_ledger()
            assert ledger is not None
            model = ledger.model
            await until(lambda model=model: model.rowCount() > 0 and not model.loading)
            await pause(0.3)
            ledger.close()
            await pause(0.2)

    await measure("the ledger opened (3 times)", ledgers)

    async def details() -> None:
        orders.table.scrollToTop()
        orders.timing.unit_ms = 500  # the box's minimum is 2 units: every second
        orders.auto_seconds.setValue(2)
        orders.auto_refresh.setChecked(True)
        end = time.perf_counter() + 6
        row = 0
        while time.perf_counter() < end:
            orders.table.selectRow(row % 40)
            row += 1
            await pause(0.35)
        orders.auto_refresh.setChecked(False)

    await measure("order details opened during a 1 s auto-refresh (6 s)", details)

    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    payouts.forms.setEnabled(True)
    payouts.forms.setCurrentWidget(payouts.crypto)
    preview = payouts.crypto.preview
    await pause(0.3)

    async def countdown() -> None:
        now = datetime.now(UTC)
        quote = Quote.model_validate(
            {
                "rate": "0.000016",
                "timestamp": now.isoformat(),
                "validUntil": (now + timedelta(seconds=14)).isoformat(),
            }
        )
        preview.show_quote(
            Money(amount=100_000, currency="EUR"), Money(amount=160, currency="BTC"), quote
        )
        await pause(6)  # crosses into the last 10 s: the tone and the button change once

    await measure("a quote counting down (6 s, a tick every 200 ms)", countdown)
    preview.clear("")

    compliance = window.compliance
    window.tabs.setCurrentWidget(compliance)
    await until(lambda: compliance.queue.model.rowCount() > 0)
    view = compliance.case
    compliance.open_case(business)
    await until(lambda: view.case is not None)
    viewer = view.viewer

    async def document() -> None:
        view.documents.select(pdf_id)
        await until(lambda: viewer.info is not None and viewer._shown is not None)
        for page in range(1, viewer.info.page_count):  # type: ignore[union-attr]
            viewer.go_to(page)
            await until(lambda page=page: viewer._shown is not None and viewer._shown[1] == page)
        for action in (viewer.zoom_in, viewer.zoom_in, viewer.zoom_out, viewer.rotate):
            before = viewer._shown
            action()
            await until(lambda before=before: viewer._shown != before)
        await pause(0.5)  # thumbnails still drawing

    await measure("a 30-page PDF opened, flipped, zoomed, rotated", document)
    window.close()
    await client.aclose()

    idle = results[0][1]
    lines = [
        "| scenario | longest stall | ratio to idle | stalls over 16.7 ms "
        "| longest UI-thread CPU between beats | CPU bursts over 16.7 ms | notes |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, worst, over, burst, busy_over, note in results:
        lines.append(
            f"| {name} | {worst * MS:.1f} ms | {worst / idle if idle else 0:.1f} | {over} "
            f"| {burst * MS:.1f} ms | {busy_over} | {note} |"
        )
    return lines


def main() -> None:
    rows_wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    import qasync

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        db = work / "stalls.sqlite3"
        with sandbox_process(db, "--seed-orders", str(rows_wanted + 100)) as base:
            with sqlite3.connect(db) as conn:
                uid, aid = conn.execute(
                    "SELECT user_id, account_id FROM orders WHERE reference = 'BULK-0000000'"
                ).fetchone()
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            with loop:
                lines = loop.run_until_complete(run(base, uid, aid, work, rows_wanted))
    print(f"Machine: {machine()}\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
