"""Two desks on one team store, seen in the compliance workspace: a mark and a claim another
reviewer's desk writes show in this desk's open case and queue within two seconds, without
reopening anything (the workspace wires the follower into its books)."""

# ruff: noqa: F811  (fixtures imported, then asked for by name)
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.services.claims import CLAIM_ACTION, ClaimEvent
from app.services.journal import Journal
from app.services.review import DocumentMark, Mark
from app.views.activity import ActivityTracker
from app.views.compliance.documents_list import MARK
from app.views.compliance.queue_model import OWNER
from app.views.compliance.workspace import ComplianceWorkspace
from tests.services.test_two_desks import ARRIVAL, MemoryKeyring, team_store  # noqa: F401
from tests.views.test_compliance_workspace import case  # noqa: F401


def test_a_mark_and_a_claim_from_the_other_desk_show_in_the_open_case_and_the_queue(
    qtbot, qloop, session, settings, case, team_store, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    ana = Journal(team_store, secrets=MemoryKeyring(), seen_folder=tmp_path / "ana")
    bea = Journal(team_store, secrets=MemoryKeyring(), seen_folder=tmp_path / "bea")
    for desk, name in ((ana, "Ana"), (bea, "Bea")):
        desk.check().result(timeout=30)
        desk.name_reviewer(name).result(timeout=30)
    bea.follow(0.5)
    host = QWidget()  # Bea's main window, whose journal the workspace reads
    host.journal = bea  # type: ignore[attr-defined]
    qtbot.addWidget(host)
    workspace = ComplianceWorkspace(session, settings, activity=ActivityTracker())
    QVBoxLayout(host).addWidget(workspace)
    host.resize(1400, 860)
    host.show()
    qtbot.waitUntil(lambda: workspace.feed is not None and workspace.feed.replayed is not None)
    qtbot.waitUntil(lambda: workspace.queue.model.row_of(case.uid) is not None, timeout=10_000)
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    assert view.documents.item_for(case.pdf).text(MARK) == "not reviewed"

    def write(action: str, detail: str) -> None:  # what Ana's recorder writes for her door
        ana.record(
            environment=session.environment.key,
            merchant=session.api_code,
            action=action,
            target=case.uid,
            outcome="done",
            detail={"result": detail},
        )

    started = time.monotonic()
    write("mark_document", DocumentMark(case.uid, case.session_id, case.pdf, Mark.APPROVED).id)
    qtbot.waitUntil(
        lambda: view.documents.item_for(case.pdf).text(MARK).endswith("Approved"),
        timeout=int(ARRIVAL * 1000),
    )
    marked = time.monotonic() - started
    started = time.monotonic()
    write(CLAIM_ACTION, ClaimEvent(case.uid, ana.reviewer.key_id, "Ana").id)
    model = workspace.queue.model

    def owner() -> str:
        return str(model.index(model.row_of(case.uid) or 0, OWNER).data())

    qtbot.waitUntil(lambda: owner() == "Ana", timeout=int(ARRIVAL * 1000))
    claimed = time.monotonic() - started
    assert max(marked, claimed) < ARRIVAL
    ana.close()
    bea.close()
