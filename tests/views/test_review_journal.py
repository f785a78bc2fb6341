"""Marks and decisions of an earlier session come back from the audit journal (their only
store) when the compliance workspace is first shown: the open case lists them."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.services.journal import Journal
from app.services.review import CaseDecision, Decision, DocumentMark, Mark
from app.views.activity import ActivityTracker
from app.views.compliance.documents_list import MARK
from app.views.compliance.workspace import ComplianceWorkspace
from tests.views.test_compliance_workspace import case  # noqa: F401


def test_marks_of_an_earlier_session_are_read_back(
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    journal = Journal(tmp_path / "journal.sqlite3")
    earlier = DocumentMark(case.uid, case.session_id, case.pdf, Mark.REJECTED, "fake_or_altered")
    elsewhere = DocumentMark(case.uid, case.session_id, case.image, Mark.APPROVED)
    decided = CaseDecision(case.uid, case.session_id, Decision.MORE_INFO, "Need a bill", "CREATED")
    for action, item, environment in (
        ("mark_document", earlier, session.environment.key),
        ("mark_document", elsewhere, "production"),  # another environment's: not this one
        ("decide_case", decided, session.environment.key),
    ):
        journal.record(
            environment=environment,
            merchant=session.api_code,
            action=action,
            target=f"{case.uid}/{case.session_id}",
            outcome="done",
            detail={"result": item.id},
        )
    journal.flush()

    host = QWidget()  # stands for the main window, whose journal the workspace reads
    host.journal = journal  # type: ignore[attr-defined]
    qtbot.addWidget(host)
    workspace = ComplianceWorkspace(session, settings, activity=ActivityTracker())
    QVBoxLayout(host).addWidget(workspace)
    host.resize(1400, 860)
    host.show()
    view = workspace.case
    qtbot.waitUntil(lambda: view.review.book.marks(case.session_id) != {}, timeout=5_000)
    workspace.open_case(case.uid)
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    assert view.review.marks() == {case.pdf: earlier}
    assert view.documents.item_for(case.pdf).text(MARK).endswith("Rejected")
    assert view.documents.item_for(case.image).text(MARK) == "not reviewed"
    assert view.review.decision() == decided
    assert "Need a bill" in view.review.status.text()
    journal.close()
