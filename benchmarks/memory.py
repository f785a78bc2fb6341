"""Teller's resident memory (RSS) beside a bare PySide6 window, each in a process of its own.

Run: .venv/bin/python -m benchmarks.memory [ORDERS]   (offscreen; ORDERS defaults to 10,000)

The parent seeds the built-in sandbox's database (demo data and ORDERS bulk orders on one
account) where Teller looks for it, in a temporary home, then starts:

- a bare PySide6 program: a ``QMainWindow`` of Teller's size, shown and painted;
- Teller itself (``app.main.start``, as ``teller`` runs), signed in to the built-in sandbox
  with the main window painted and the accounts workspace showing the bulk account's user
  and account, then with the orders workspace scrolled until every order of that account is
  loaded; three times: as it is, as before issue 18 (httpx's command-line client imported,
  the request log bounded by its 500 entries only), and with a change proposed for
  app/main.py (``forget_sources_pyside_reads``);
- one process per suspect module, importing it last, after the rest of what the signed-in
  window imports, to say what it alone costs;
- two processes filling a request log with 500 different pages of 100 orders (the account's
  first page as the sandbox answered it, numbered): bounded by entries only, as before, and
  by the byte budget.

Every figure is VmRSS after ``gc.collect()``, once no task is pending on the event loop,
Teller's the median of three runs; the sandbox runs in its own process and is not counted.
RssAnon (the process's own heap) is given beside it: RssFile is mostly Qt's shared
libraries, mapped and shared with every other Qt program.
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

MIB = 2**20
REPEATS = 3  # Teller runs per version; the table gives the median
# What the signed-in window imports besides its workspaces (app/views/main_window.py).
BESIDES = (
    "app.api.client",
    "app.services.actions",
    "app.services.journal",
    "app.views.journal.view",
    "app.views.request_log.dock",
    "app.views.sandbox_tools.menu",
    "app.views.status_bar",
)
WORKSPACES = (
    "app.views.accounts.workspace",
    "app.views.orders.workspace",
    "app.views.payouts.workspace",
    "app.views.compliance.workspace",
)
# Each imported last, after the rest of the signed-in window's modules: what it adds alone.
SUSPECTS = (
    "app.views.compliance.workspace",
    "app.views.payouts.workspace",
    "pypdfium2",
)


def rss() -> dict[str, float]:
    """VmRSS, RssAnon and RssFile of this process, in MiB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "RssAnon", "RssFile"):
            fields[name] = int(value.split()[0]) * 1024 / MIB
    return fields


def report(stage: str, **extra: Any) -> None:
    """One stage's figures; ``sources``: files whose every line ``linecache`` holds (see
    ``forget_sources_pyside_reads``), about 490 in some runs and 135 in others."""
    import linecache

    gc.collect()
    print(
        json.dumps({"stage": stage, **rss(), **extra, "sources": len(linecache.cache)}),
        flush=True,
    )


# --- the children ---


def bare_child() -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1180, 760)

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, done)
            return False

    def done() -> None:
        report("bare", modules=len(sys.modules))
        app.quit()

    window.installEventFilter(Painted(window))
    window.show()
    app.exec()


def forget_sources_pyside_reads() -> None:
    """A change proposed for app/main.py, tried here: PySide6 reads the whole source of every
    module imported after it (shibokensupport's feature check looks for "PySide6" in it,
    PYSIDE-2029) through ``inspect.getsource``, and ``linecache`` keeps every line for good:
    5.7 MB of text as 13 MiB of strings for Teller's modules. The check still reads them;
    the lines are forgotten at once. (A frozen build has no sources: nothing is read.)"""
    import linecache

    import PySide6.QtCore  # noqa: F401  # installs the check
    import shibokensupport.feature as feature  # type: ignore[import-not-found]

    check = feature._mod_uses_pyside

    def uses_pyside(module: Any) -> bool:
        try:
            return bool(check(module))
        finally:
            linecache.cache.pop(getattr(module, "__file__", None) or "", None)

    feature._mod_uses_pyside = uses_pyside


def teller_child(uid: str, aid: str, expected_db: str, rows: int, version: str) -> None:
    as_before = version == "before"
    if as_before:  # httpx's command-line client imported, as before app/api/__init__.py
        import httpx._main  # noqa: F401
    if version == "proposed":
        forget_sources_pyside_reads()
    import asyncio

    from PySide6.QtCore import QTimer

    from app.main import run, start
    from app.views.first_paint import when_first_painted

    started = start(sys.argv[:1])
    controller = started.controller
    dialog = controller.sign_in
    assert dialog is not None
    if str(controller.sandbox.db_path) != expected_db:
        raise SystemExit(f"Teller's sandbox is {controller.sandbox.db_path}, not {expected_db}")

    async def until(predicate: Callable[[], bool], limit: float = 300) -> None:
        end = time.monotonic() + limit
        while not predicate():
            if time.monotonic() > end:
                raise SystemExit("the orders workspace did not finish loading")
            await asyncio.sleep(0.01)

    async def settled() -> None:
        """No task but this one pending, three turns running: the views are done loading."""
        quiet = 0
        while quiet < 3:
            await asyncio.sleep(0.05)
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            quiet = quiet + 1 if all(t.done() for t in others) else 0

    async def drive() -> None:
        window = controller.window
        assert window is not None
        painted = asyncio.Event()
        when_first_painted(window, painted.set)
        await painted.wait()
        if as_before:  # the request log bounded by its 500 entries only
            window.session.client.request_log.budget = 2**62
        await window.accounts.open_user(uid)
        window.accounts.open_account(aid)
        await settled()
        report("signed in", modules=len(sys.modules), loaded=notable_modules())
        orders = window.orders
        window.tabs.setCurrentWidget(orders)
        await until(lambda: orders.model.rowCount() > 0 and not orders.model.loading)
        target = min(rows, orders.model.total)
        while orders.model.rowCount() < target:
            orders.table.scrollToBottom()
            await until(lambda: not orders.model.loading)
        await settled()
        log = window.session.client.request_log
        report(
            "orders loaded",
            rows=orders.model.rowCount(),
            log_entries=len(log.entries()),
            log_bytes=log.stored_bytes,
        )
        # Last, as it stays: what the compliance workspace's widgets take, built at sign-in
        # though most sessions never open its tab. A second one, measured alone.
        from app.views.compliance.workspace import ComplianceWorkspace

        before = rss()
        spare = ComplianceWorkspace(
            window.session,
            controller.settings,
            activity=controller.activity,
            reauthenticate=window.reauthenticate,
        )
        await settled()
        report("compliance built", **{f"grew_{k}": v - before[k] for k, v in rss().items()})
        spare.deleteLater()
        started.app.quit()

    def signed_in(_session: object) -> None:
        task = asyncio.ensure_future(drive())
        task.add_done_callback(failed)

    def failed(task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            print(repr(task.exception()), file=sys.stderr, flush=True)
            started.app.exit(1)

    dialog.choose_built_in_sandbox()
    dialog.signed_in.connect(signed_in)
    QTimer.singleShot(0, dialog.submit)
    QTimer.singleShot(300_000, lambda: started.app.exit(2))
    run(started)


def notable_modules() -> list[str]:
    """Top-level packages loaded, and which of Teller's workspaces."""
    tops = sorted({name.split(".")[0] for name in sys.modules if not name.startswith("_")})
    views = sorted(
        name.split(".")[2]
        for name in sys.modules
        if name.startswith("app.views.") and name.count(".") == 2
    )
    return [*tops, *(f"app.views.{view}" for view in views)]


def import_child(module: str) -> None:
    """What importing ``module`` adds once the rest of the signed-in window's modules are in."""
    import importlib

    from PySide6.QtWidgets import QApplication

    QApplication(sys.argv[:1])
    for other in (*BESIDES, *WORKSPACES):
        if other != module:
            importlib.import_module(other)
    gc.collect()
    before, count = rss(), len(sys.modules)
    importlib.import_module(module)
    gc.collect()
    after = rss()
    print(
        json.dumps(
            {
                "stage": module,
                "modules": len(sys.modules) - count,
                **{name: after[name] - before[name] for name in after},
            }
        ),
        flush=True,
    )


def log_child(budget: int, page: str) -> None:
    """The request log after 500 different answers of a page of 100 orders (an auto-refresh
    whose answer changes each time), through the client's own redaction: what it holds."""
    from datetime import UTC, datetime

    from app.api.redaction import redact_body
    from app.api.request_log import Exchange, RequestLog

    template = Path(page).read_text(encoding="utf-8")
    log = RequestLog(budget=budget)
    gc.collect()
    before = rss()
    for number in range(500):
        body = f'{{"refresh": {number:>6}, ' + template[1:]  # a new string, as from the wire
        log.record(
            Exchange(
                started_at=datetime.now(UTC),
                method="GET",
                url=f"http://127.0.0.1/api/v1/account/orders?page=1&n={number}",
                request_headers={"authorization": "Bearer ***"},
                request_body=None,
                status=200,
                response_headers={"content-type": "application/json"},
                response_body=redact_body(body.encode()),
            )
        )
    gc.collect()
    after = rss()
    print(
        json.dumps(
            {
                "stage": "log",
                "entries": len(log.entries()),
                "held": log.stored_bytes,
                **{name: after[name] - before[name] for name in after},
            }
        ),
        flush=True,
    )


# --- the parent ---


def child(args: list[str], env: dict[str, str]) -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.memory", "--child", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"{args[0]} child failed ({done.returncode}):\n{done.stderr[-3000:]}")
    return lines


def seed(db: Path, orders: int) -> tuple[str, str]:
    from sqlalchemy import select

    from sandbox.app import create_app
    from sandbox.config import SandboxConfig
    from sandbox.db.tables import orders as order_table

    db.parent.mkdir(parents=True, exist_ok=True)
    app = create_app(
        SandboxConfig(db_path=db, seed_orders=orders, demo_data=True, lifecycle_delay_seconds=None)
    )
    with app.state.ctx.db.read() as conn:
        uid, aid = conn.execute(
            select(order_table.c.user_id, order_table.c.account_id).where(
                order_table.c.reference == "BULK-0000000"
            )
        ).one()
    app.state.ctx.db.close()
    return str(uid), str(aid)


def first_page(db: Path, uid: str, aid: str) -> str:
    """The account's first page of 100 orders as the sandbox answers it (about 56 KB)."""
    import asyncio

    import httpx

    from benchmarks.common import sandbox_process

    async def fetch(base: str) -> str:
        async with httpx.AsyncClient(base_url=base) as http:
            login = {"api_code": "demo", "api_key": "demo-key"}
            token = (await http.post("/api/v1/auth/login", json=login)).json()["token"]
            answer = await http.get(
                f"/api/v1/account/users/{uid}/accounts/{aid}/orders",
                params={"pageSize": 100},
                headers={"Authorization": f"Bearer {token}"},
            )
            return answer.text

    with sandbox_process(db) as base:
        return asyncio.run(fetch(base))


def median_run(runs: list[dict[str, dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """Each stage's figures, the median over the runs, and the lowest and highest RSS: one
    run's RSS varies by up to 10 MiB, mostly with the source files linecache holds."""
    merged: dict[str, dict[str, Any]] = {}
    for stage, first in runs[0].items():
        merged[stage] = {
            name: statistics.median(run[stage][name] for run in runs)
            if isinstance(value, int | float)
            else value
            for name, value in first.items()
        }
        merged[stage]["low"] = min(run[stage]["VmRSS"] for run in runs)
        merged[stage]["high"] = max(run[stage]["VmRSS"] for run in runs)
    return merged


def main() -> None:
    from app.version import APP_NAME, ORGANIZATION
    from benchmarks.common import machine

    orders = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    with tempfile.TemporaryDirectory() as home:
        data = Path(home) / "data"
        db = data / ORGANIZATION / APP_NAME / "sandbox.sqlite3"  # Qt's AppDataLocation
        uid, aid = seed(db, orders)
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "QT_API": "pyside6",
            "HOME": home,
            "XDG_DATA_HOME": str(data),
            "XDG_CONFIG_HOME": str(Path(home) / "config"),
            "XDG_CACHE_HOME": str(Path(home) / "cache"),
            "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
        }
        bare = child(["bare"], env)[0]
        runs = {
            version: median_run(
                [
                    {
                        line["stage"]: line
                        for line in child(["teller", uid, aid, str(db), str(orders), version], env)
                    }
                    for _ in range(REPEATS)
                ]
            )
            for version in ("before", "now", "proposed")
        }
        teller = runs["now"]
        suspects = [child(["import", module], env)[0] for module in SUSPECTS]
        page = Path(home) / "page.json"
        page.write_text(first_page(db, uid, aid), encoding="utf-8")
        logs = {
            label: child(["log", str(budget), str(page)], env)[0]
            for label, budget in (("entries only (before)", 2**62), ("4 MiB budget (now)", 0))
        }
    print(f"Machine: {machine()}\n")
    print(
        "| process, stage | RSS (lowest–highest) | ratio to bare | RssAnon | modules "
        "| source files in linecache |"
    )
    print("|---|---|---|---|---|---|")
    rows = [("bare PySide6 QMainWindow shown (baseline)", bare)]
    for version, label in (
        ("before", "as before issue 18"),
        ("now", "now"),
        ("proposed", "with the sources PySide6 reads forgotten (proposed)"),
    ):
        run = runs[version]
        loaded = run["orders loaded"]
        rows += [
            (f"Teller {label}: signed in, accounts workspace filled", run["signed in"]),
            (f"Teller {label}: {loaded['rows']:,} orders loaded", loaded),
        ]
    for label, line in rows:
        spread = f" ({line['low']:.0f}–{line['high']:.0f})" if "low" in line else ""
        print(
            f"| {label} | {line['VmRSS']:.0f} MiB{spread} | {line['VmRSS'] / bare['VmRSS']:.2f} "
            f"| {line['RssAnon']:.0f} MiB | {line.get('modules', '')} | {line['sources']:.0f} |"
        )
    for version in ("before", "now"):
        loaded = runs[version]["orders loaded"]
        print(
            f"\nRequest log after the orders ({version}): {loaded['log_entries']} entries, "
            f"{loaded['log_bytes'] / MIB:.1f} MiB held."
        )
    print("\n| request log after 500 different pages of 100 orders | entries | held | RSS growth |")
    print("|---|---|---|---|")
    for label, line in logs.items():
        print(
            f"| {label} | {line['entries']} | {line['held'] / MIB:.1f} MiB "
            f"| {line['VmRSS']:.1f} MiB |"
        )
    print("\nLoaded once signed in:", ", ".join(teller["signed in"]["loaded"]))
    built = teller["compliance built"]
    print(
        f"\nA second ComplianceWorkspace built after all this: +{built['grew_VmRSS']:.1f} MiB RSS "
        f"(+{built['grew_RssAnon']:.1f} MiB RssAnon)."
    )
    print(
        "\n| imported last, after the rest of the signed-in window's modules | RSS | RssAnon | modules |"
    )
    print("|---|---|---|---|")
    for line in suspects:
        print(
            f"| {line['stage']} | +{line['VmRSS']:.1f} MiB | +{line['RssAnon']:.1f} MiB "
            f"| +{line['modules']} |"
        )


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        kind, rest = sys.argv[2], sys.argv[3:]
        if kind == "bare":
            bare_child()
        elif kind == "teller":
            teller_child(rest[0], rest[1], rest[2], int(rest[3]), rest[4])
        elif kind == "log":
            from app.api.request_log import DEFAULT_BUDGET

            log_child(int(rest[0]) or DEFAULT_BUDGET, rest[1])
        else:
            import_child(rest[0])
    else:
        main()
