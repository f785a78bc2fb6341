"""A soak: fast keyboard review of a case's documents and the orders workspace refreshing
itself, for minutes, with what Teller holds reported every minute (issue 23, item 10).

Run: .venv/bin/python -m benchmarks.soak [--minutes 15] [--compare OLD_TREE]
     (or ``make bench SOAK=1``; offscreen)

The parent starts a sandbox (orders step on their own every 2 s) and a Teller child that:

- shows documents in a ``DocumentViewer`` as a held-down J/K does: the next one every 30 ms,
  down the list and back up, never waiting for one to open (4 PDFs of 1-6 pages, 4 PNGs and
  4 JPEGs up to an A4 scan at 150 dpi, as a KYB case has);
- keeps the orders workspace on an account with auto-refresh every 2 s (its minimum), while
  a payout is sent there every second (each then moves CREATED -> PENDING -> COMPLETED, so
  each refresh brings new and changed orders).

Every ``--sample-seconds`` (60) the child says, after ``gc.collect()``: VmRSS, the documents
the render thread holds open, and the live OrderSummary and Money objects. ``--compare DIR``
runs the same soak first on the code in DIR (e.g. ``git archive <commit> | tar -x -C DIR``),
then on this tree, and prints both with the ratio of the last samples: the same machine,
the same run. A child whose RSS passes ``--max-rss`` (3,072 MiB) stops there and says so (the
code before issue 23 leaks about 20 MiB a second here); the ratios are taken at the last
sample both runs reached.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
MIB = 2**20
KEY_REPEAT_MS = 30  # a held key's auto-repeat, about 33 a second
REFRESH_SECONDS = 2  # the orders workspace's shortest auto-refresh
PAYOUT_EVERY_MS = 1000
LIFECYCLE_SECONDS = "2"


# --- the parent ---


def _seed(base_url: str) -> tuple[str, str]:
    """A person's EUR account with money for an hour of payouts."""
    with httpx.Client(base_url=base_url, timeout=30) as http:
        login = http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        login.raise_for_status()
        http.headers["Authorization"] = f"Bearer {login.json()['token']}"
        user = http.post(
            "/sandbox/v1/users", json={"type": "PERSON", "name": "Soak", "surname": "Test"}
        )
        user.raise_for_status()
        uid = user.json()["id"]
        account = http.post(
            f"/api/v1/account/users/{uid}/accounts", json={"alias": "Soak", "currency": "EUR"}
        )
        account.raise_for_status()
        aid = account.json()["id"]
        http.post(
            f"/sandbox/v1/accounts/{aid}/deposits",
            json={"amount": 10**12, "reference": "SOAK"},
        ).raise_for_status()
    return uid, aid


def _soak(
    tree: Path, minutes: float, sample_seconds: float, max_rss: float
) -> list[dict[str, Any]]:
    from benchmarks.common import sandbox_process

    with (
        tempfile.TemporaryDirectory() as home,
        sandbox_process(Path(home) / "soak.db", "--lifecycle-delay", LIFECYCLE_SECONDS) as url,
    ):
        uid, aid = _seed(url)
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_DATA_HOME": home,
            "XDG_CONFIG_HOME": home,
            "PYTHONPATH": str(tree),  # the code under test, ahead of this checkout
        }
        child = subprocess.run(
            [
                sys.executable,
                str(Path(__file__).resolve()),
                "--child",
                url,
                uid,
                aid,
                str(minutes),
                str(sample_seconds),
                str(max_rss),
            ],
            env=env,
            cwd=home,
            capture_output=True,
            text=True,
            check=False,
        )
    samples = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
    if child.returncode != 0 or not samples:
        raise SystemExit(f"the soak child failed ({child.returncode}):\n{child.stderr[-3000:]}")
    return samples


def _table(title: str, samples: list[dict[str, Any]]) -> None:
    stopped = " (stopped: RSS over the limit)" if samples[-1].get("stopped") else ""
    print(f"\n{title} ({samples[0]['code']}){stopped}")
    print("minute   RSS MiB   open documents   OrderSummary   Money   documents shown")
    for s in samples:
        print(
            f"{s['minute']:6.1f} {s['rss']:9.0f} {s['open_documents']:16d} "
            f"{s['order_summaries']:14d} {s['money']:7d} {s['shown']:17d}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=15.0)
    parser.add_argument("--sample-seconds", type=float, default=60.0)
    parser.add_argument("--compare", type=Path, help="a tree of the code before, run first")
    parser.add_argument("--max-rss", type=float, default=3072.0, help="MiB; the child stops")
    options = parser.parse_args()
    args = (options.minutes, options.sample_seconds, options.max_rss)
    from benchmarks.common import machine

    print(f"Soak of {options.minutes:g} minutes on {machine()}", flush=True)
    runs = []
    if options.compare is not None:
        runs.append(("before", _soak(options.compare.resolve(), *args)))
    runs.append(("this tree", _soak(ROOT, *args)))
    for title, samples in runs:
        _table(title, samples)
    if len(runs) == 2:
        last = min(len(runs[0][1]), len(runs[1][1])) - 1  # the last sample both reached
        before, after = runs[0][1][last], runs[1][1][last]
        print(f"\nat minute {before['minute']:.1f}, before / after:")
        for field in ("rss", "open_documents", "order_summaries", "money"):
            ratio = before[field] / after[field] if after[field] else float("inf")
            print(f"  {field:16s} {before[field]:>9.0f} / {after[field]:<9.0f} = {ratio:.1f}x")


# --- the child (Teller's own pieces, offscreen) ---


def _documents() -> list[tuple[bytes, str, str]]:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter

    from sandbox.seed_files.pdf import Page, pdf_bytes

    made: list[tuple[bytes, str, str]] = []
    for number, pages in enumerate((1, 3, 6, 2)):
        drawn = []
        for index in range(pages):
            page = Page()
            page.operations.append(b"0.2 0.4 0.8 rg 50 600 300 150 re f 0 g")
            page.text(60, 500, f"Document {number} page {index + 1}", 24)
            drawn.append(page)
        pdf = pdf_bytes(drawn, title="Soak", author="Soak", created="D:20260101000000Z")
        made.append((pdf, "application/pdf", f"register-{number}.pdf"))
    for fmt, media in (("PNG", "image/png"), ("JPEG", "image/jpeg")):
        for number, (width, height) in enumerate(
            ((640, 480), (1000, 750), (1240, 1754), (800, 600))
        ):
            image = QImage(width, height, QImage.Format.Format_RGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.fillRect(20, 20, width // 2, height // 2, QColor(200, 30 * number, 30))
            painter.end()
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            image.save(buffer, fmt)
            made.append((bytes(data.data()), media, f"scan-{number}.{fmt.lower()}"))
    return made


def _rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024 / MIB
    return 0.0


def child(
    base_url: str, uid: str, aid: str, minutes: float, sample_seconds: float, max_rss: float
) -> None:
    import asyncio
    import gc
    import time

    import qasync
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import app
    from app.api.client import BankingClient
    from app.models.money import Money
    from app.models.orders import OrderSummary
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.services.settings import AppSettings
    from app.views.activity import ActivityTracker
    from app.views.compliance.case_source import DocumentFile
    from app.views.compliance.document_render import render_worker
    from app.views.compliance.document_viewer import DocumentViewer
    from app.views.orders.workspace import OrdersWorkspace
    from app.views.task_runner import TaskRunner

    qt = QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(qt)
    asyncio.set_event_loop(loop)
    code = str(Path(app.__file__).resolve().parent.parent)
    files = [DocumentFile(c, m, n) for c, m, n in _documents()]
    shown = [0]

    viewer = DocumentViewer(lambda owner, banner: TaskRunner(owner, banner), resize_delay_ms=0)
    viewer.resize(700, 800)
    viewer.show()
    walk = list(range(len(files))) + list(range(len(files) - 2, 0, -1))  # down, then up

    def next_key() -> None:
        viewer.show_document(files[walk[shown[0] % len(walk)]])
        shown[0] += 1

    def live(kind: type) -> int:
        return sum(1 for thing in gc.get_objects() if type(thing) is kind)

    async def soak() -> None:
        client = BankingClient(base_url)
        await client.login("demo", "demo-key")
        session = Session(
            client=client,
            environment=Environment(EnvironmentKind.SANDBOX, base_url),
            api_code="demo",
        )
        orders = OrdersWorkspace(session, AppSettings(), activity=ActivityTracker())
        orders.resize(1200, 700)
        orders.show()
        session.context.choose_account(uid, aid)
        orders.reload()
        orders.auto_seconds.setValue(REFRESH_SECONDS)
        orders.auto_refresh.setChecked(True)
        keys = QTimer()
        keys.timeout.connect(next_key)
        keys.start(KEY_REPEAT_MS)
        http = httpx.AsyncClient(base_url=base_url, timeout=30)
        http.headers["Authorization"] = f"Bearer {client.session.token}"
        started = time.monotonic()
        next_sample = 0.0
        while True:
            elapsed = time.monotonic() - started
            rss = _rss_mib()
            over = rss > max_rss
            if elapsed >= next_sample or over:
                gc.collect()
                print(
                    json.dumps(
                        {
                            "code": code,
                            "minute": round(elapsed / 60, 2),
                            "rss": round(rss, 1),
                            "open_documents": len(render_worker()._documents),
                            "order_summaries": live(OrderSummary),
                            "money": live(Money),
                            "shown": shown[0],
                            "rows": orders.model.rowCount(),
                            "stopped": over,
                        }
                    ),
                    flush=True,
                )
                next_sample += sample_seconds
            if elapsed >= minutes * 60 or over:
                break
            await _pay(http, uid, aid)
            await asyncio.sleep(PAYOUT_EVERY_MS / 1000)
        keys.stop()
        orders.auto_refresh.setChecked(False)
        await http.aclose()
        await client.aclose()

    with loop:
        loop.run_until_complete(soak())


async def _pay(http: httpx.AsyncClient, uid: str, aid: str) -> None:
    body = {
        "amounts": {
            "debitedAmount": {"amount": 1_000, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "EUR"},
        },
        "recipient": {
            "beneficiaryType": "PERSON",
            "routingData": "SEPA",
            "accountNumber": "DE89370400440532013000",
            "bankCountry": "DE",
            "address": {
                "city": "Berlin",
                "country": "DE",
                "line1": "Unter den Linden 1",
                "postalCode": "10117",
                "province": "Berlin",
            },
            "document": {"documentType": "PASSPORT", "number": "X1234567"},
            "name": "Lena",
            "surname": "Vogel",
            "relation": "FRIEND",
        },
        "description": "Soak",
    }
    answer = await http.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
        json=body,
        headers={"Idempotency-Key": str(uuid.uuid4())},
    )
    answer.raise_for_status()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        url, user, account, mins, every, limit = sys.argv[2:8]
        child(url, user, account, float(mins), float(every), float(limit))
    else:
        main()
