"""The case report's HTML and a shareholder's kyc facts, on every seeded case, exactly as they
were before ``report_html`` and ``kyc_facts.facts`` were split into small functions by section
(the seed is anchored to a fixed date, so its cases read the same on every run).

After a change meant to alter what they say, write the file again with
``TELLER_WRITE_GOLDEN=1 .venv/bin/pytest tests/views/test_compliance_report_golden.py`` and
read its diff.
"""

# ruff: noqa: F811  (the seeded fixtures are imported, then asked for by name)
from __future__ import annotations

import json
import os
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.services.review import CaseDecision, Decision, DocumentMark, Mark, StateMove
from app.services.session import Session
from app.views.compliance.case_audit import audit_data
from app.views.compliance.case_report import case_data, report_html
from app.views.compliance.kyc_facts import facts
from app.views.compliance.source_choice import source_for
from tests.views.test_personal_data_walk import seeded_sandbox, seeded_session  # noqa: F401

GOLDEN = Path(__file__).parent / "data" / "compliance_report_golden.json"
AT = "2026-11-20T09:30:00.000+00:00"


def said(session: Session, arun: Any) -> dict[str, Any]:
    """Every seeded case's report (two documents marked, a decision and a testers' move
    recorded, the audit lines added) and every shareholder's facts."""
    source = source_for(session)
    reports: dict[str, str] = {}
    read: dict[str, list[dict[str, Any]]] = {}
    for summary in sorted(arun(source.cases()), key=lambda c: c.uid):
        case = arun(source.case(summary.uid))
        sid = case.session.id if case.session is not None else ""
        documents = [d.id for d in case.documents]
        marks = {
            doc: DocumentMark(case.uid, sid, doc, mark, reason, "checked", AT)
            for doc, (mark, reason) in zip(
                documents,
                (
                    (Mark.APPROVED, ""),
                    (Mark.REJECTED, "wrong_document"),
                    (Mark.REUPLOAD, "expired"),
                ),
                strict=False,
            )
        }
        changes = [
            StateMove(case.uid, sid, "IN_REVIEW", "triage", at="2026-11-19T08:00:00.000+00:00"),
            CaseDecision(case.uid, sid, Decision.MORE_INFO, "Need a bill", "NEEDS_MORE_INFO", AT),
        ]
        data = audit_data(
            case_data(case, marks, changes, []),
            events=[],
            files={},
            head=None,
            exported_by="Ana Ruiz",
            generated_at=datetime(2026, 11, 21, 12, 0, tzinfo=UTC),
        )
        reports[case.uid] = report_html(data)
        for person in case.shareholders or []:
            read[f"{case.uid}/{person.id}"] = [asdict(f) for f in facts(person.kyc)]
    return {"reports": reports, "facts": read}


def test_the_report_and_the_facts_say_what_they_said(seeded_session, arun) -> None:  # type: ignore[no-untyped-def]
    now = json.loads(json.dumps(said(seeded_session, arun)))  # kinds as their values
    if os.environ.get("TELLER_WRITE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(now, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    golden = json.loads(GOLDEN.read_text())
    assert len(golden["reports"]) >= 5  # the seed was read
    assert len(golden["facts"]) >= 5
    assert now["facts"] == golden["facts"]
    for uid, html in golden["reports"].items():
        assert now["reports"].get(uid) == html, uid
    assert now["reports"].keys() == golden["reports"].keys()
