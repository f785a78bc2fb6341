"""The compliance case pane: opening a case, a 30-page PDF's first page, page flips.

Run: .venv/bin/python -m benchmarks.compliance_case   (offscreen, its own sandbox process)

A business with 20 documents (one of them a 30-page PDF) and 10 shareholders, each with a
KYC history. Measured, best of 5, beside a baseline taken in the same run:
- open a case: the click to the whole pane painted (header, documents, declared data,
  shareholders), beside a bare httpx fetch of the same resources (sessions with deleted
  documents, declared data, shareholders, their 10 KYC histories: the same concurrent reads);
- the 30-page PDF: the click on it to its first page painted (its bytes fetched and
  rendered), beside the bare httpx fetch of its bytes;
- page flips through all 30 pages (thumbnails drawing meanwhile), with a 5 ms heartbeat timer
  on the UI thread whose worst lateness is the longest stall.
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
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from benchmarks.common import machine, median, sandbox_process
from benchmarks.compliance_pdf_libraries import sample_pdf
from benchmarks.orders_view import Heartbeat, until

DOCUMENTS = 20
SHAREHOLDERS = 10
RUNS = 5
MS = 1000


def kyc(number: int) -> dict[str, object]:
    return {
        "data": {
            "computed": {"age": {"data": 30 + number}},
            "identity": {"status": "verified" if number % 3 else "pending"},
            "hasProblem": number % 4 == 0,
            "steps": [{"id": "liveness", "status": 200}, {"id": "watchlists", "status": 200}],
            "documents": [{"country": "ES", "type": "passport", "photos": ["front.jpg"]}],
            "deviceFingerprint": {"ip": f"81.43.112.{number}", "os": {"name": "iOS"}},
        }
    }


async def build(http: httpx.AsyncClient) -> tuple[str, str, str]:
    """The business, its session and the 30-page PDF's id."""
    uid = (
        await http.post(
            "/sandbox/v1/users", json={"type": "BUSINESS", "companyName": "Benchmark Holdings SL"}
        )
    ).json()["id"]
    sid = (await http.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()["id"]
    catalogue = (await http.get("/sandbox/v1/kyb/catalogue")).json()
    category = catalogue["categories"][0]
    kind = category["types"][0]["slug"]
    path = f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents"
    big = sample_pdf(30)
    small = sample_pdf(1)
    pdf_id = ""
    for number in range(DOCUMENTS):
        content, name = (
            (big, "statutes-30-pages.pdf") if number == 0 else (small, f"doc-{number}.pdf")
        )
        answer = await http.post(
            path,
            files={"file": (name, content, "application/pdf")},
            data={"category": category["slug"], "type": kind},
        )
        answer.raise_for_status()
        if number == 0:
            pdf_id = answer.json()["id"]
    for number in range(SHAREHOLDERS):
        created = await http.post(
            f"/api/v1/account/business-users/{uid}/shareholders",
            json={
                "name": f"Person{number}",
                "surname": "Bench",
                "email": f"person{number}@example.com",
                "kyc": kyc(number),
            },
        )
        created.raise_for_status()
    listed = (await http.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()
    for shareholder in listed["shareholders"]:
        for state in ("PENDING", "IN_REVIEW"):
            await http.post(
                f"/sandbox/v1/users/{uid}/identity-verifications/"
                f"{shareholder['identityVerificationId']}/transitions",
                json={"new_state": state},
            )
    return uid, sid, pdf_id


async def bare_fetch(http: httpx.AsyncClient, uid: str) -> None:
    sessions, _details, listed = await asyncio.gather(
        http.get(
            f"/sandbox/v1/business-users/{uid}/kyb-sessions", params={"includeDeleted": "true"}
        ),
        http.get(f"/api/v1/account/business-users/{uid}/kyb"),
        http.get(f"/sandbox/v1/business-users/{uid}/shareholders"),
    )
    sessions.json()
    people = listed.json()["shareholders"]
    answers = await asyncio.gather(
        *(
            http.get(
                f"/api/v1/account/users/{uid}/identity-verifications/"
                f"{p['identityVerificationId']}/state-history"
            )
            for p in people
        )
    )
    for answer in answers:
        answer.json()


async def run(base: str, work: Path) -> list[str]:
    from app.api.client import BankingClient
    from app.heap import settle_heap
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.services.settings import AppSettings
    from app.views.compliance.workspace import ComplianceWorkspace

    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        token = (
            await http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        ).json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        uid, sid, pdf_id = await build(http)
        bare = []
        for _ in range(RUNS):
            started = time.perf_counter()
            await bare_fetch(http, uid)
            bare.append(time.perf_counter() - started)
        bare_pdf = []
        for _ in range(RUNS):
            started = time.perf_counter()
            answer = await http.get(
                f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents/{pdf_id}/content"
            )
            answer.read()
            bare_pdf.append(time.perf_counter() - started)

    client = BankingClient(base)
    await client.login("demo", "demo-key")
    session = Session(client, Environment(EnvironmentKind.SANDBOX, base), "demo")
    settings = AppSettings(QSettings(str(work / "t.ini"), QSettings.Format.IniFormat))
    workspace = ComplianceWorkspace(session, settings)
    workspace.resize(1400, 860)
    workspace.show()
    await until(
        lambda: bool(workspace.catalogue.categories) and workspace.queue.model.rowCount() > 0
    )
    settle_heap()
    view = workspace.case

    opens = []
    for _ in range(RUNS):
        view.uid = None  # each run opens the case afresh, nothing of it on screen
        started = time.perf_counter()
        workspace.open_case(uid)
        await until(lambda: view.case is not None)
        view.repaint()  # the whole pane painted, synchronously
        opens.append(time.perf_counter() - started)
    assert view.documents.tree.topLevelItemCount() == DOCUMENTS
    assert view.shareholders.table.topLevelItemCount() == SHAREHOLDERS

    viewer = view.viewer
    firsts = []
    painted: list[float] = []
    viewer.rendered.connect(lambda _page: painted.append(time.perf_counter()))
    for _ in range(RUNS):
        view._documents.clear()  # no cached bytes: fetched again each run
        view.documents.tree.setCurrentItem(None)
        await until(lambda: viewer.image is None)
        painted.clear()
        started = time.perf_counter()
        view.documents.select(pdf_id)
        await until(lambda: bool(painted))
        viewer.repaint()
        firsts.append(time.perf_counter() - started)
    assert viewer.info is not None
    assert viewer.info.page_count == 30

    beat = Heartbeat()
    beat.reset()
    flip_times = []
    for page in range(1, 30):
        started = time.perf_counter()
        viewer.go_to(page)
        await until(lambda page=page: viewer._shown is not None and viewer._shown[1] == page)
        flip_times.append(time.perf_counter() - started)
    flip_stall = beat.worst
    beat.timer.stop()
    workspace.close()
    await client.aclose()
    return [
        "| measure | result | baseline (same run) | target |",
        "|---|---|---|---|",
        f"| open a case ({DOCUMENTS} documents, {SHAREHOLDERS} shareholders): click to the whole pane painted | {min(opens) * MS:.0f} ms (median {median(opens) * MS:.0f}; {min(opens) / min(bare):.2f}x the bare fetch) | bare httpx fetch of the same resources: {min(bare) * MS:.0f} ms | 300 ms |",
        f"| first page of a 30-page PDF on screen: click to painted (bytes fetched, opened, rendered) | {min(firsts) * MS:.0f} ms (median {median(firsts) * MS:.0f}; {min(firsts) / min(bare_pdf):.1f}x the bare fetch) | bare httpx fetch of its {len(sample_pdf(30)) // 1024} KB: {min(bare_pdf) * MS:.1f} ms | 150 ms |",
        f"| page flips through 29 pages (thumbnails drawing meanwhile) | median {median(flip_times) * MS:.1f} ms a flip, slowest {max(flip_times) * MS:.1f} ms; longest UI stall {flip_stall * MS:.0f} ms | | stall < 50 ms |",
    ]


def main() -> None:
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)  # closing the view must not stop the loop
    import qasync

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with sandbox_process(work / "bench.sqlite3") as base:
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            with loop:
                lines = loop.run_until_complete(run(base, work))
    print(f"Machine: {machine()}\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
