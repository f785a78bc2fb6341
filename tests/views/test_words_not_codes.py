"""The audit journal and the case report say words where the review stored codes: a mark,
its reason ("Fake or altered document", not ``fake_or_altered``), a decision ("Request more
information", not ``more_info``), a state ("Waiting for the applicant", not
``NEEDS_MORE_INFO``), a document's kind ("Certificate of incorporation", not
"CERTIFICATE_OF_INCOR / PORATION"), the business by its name and other ids shortened."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt

from app.services.journal import Journal
from app.services.journal_recorder import JournalRecorder
from app.views.compliance.case_report import report_html
from app.views.compliance.source_choice import source_for
from app.views.journal.table_model import DETAILS, OUTCOME, TARGET
from app.views.journal.view import JournalView
from tests.views.test_compliance_workspace import case  # noqa: F401

UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
CODES = (
    "fake_or_altered",
    "unreadable",
    "more_info",
    "reupload",
    "NEEDS_MORE_INFO",
    "IN_REVIEW",
    "CERTIFICATE_OF",
    "PROOF_OF_ADDRESS",
    '"mark"',
    "doc_id",
    "session_id",
)


def codes_in(text: str) -> list[str]:
    return [code for code in CODES if code in text] + UUID.findall(text)


def test_the_journal_names_what_the_review_stored(  # type: ignore[no-untyped-def]
    qtbot, qloop, session, case, arun, tmp_path: Path
) -> None:
    journal = Journal(tmp_path / "journal.sqlite3")
    recorder = JournalRecorder(journal, session)
    actions = session.actions
    actions.reviewer = journal.name_reviewer("Ana Ruiz").result(timeout=10)
    sid = case.session_id
    arun(actions.mark_document(case.uid, sid, case.pdf, "rejected", "fake_or_altered"))
    arun(actions.mark_document(case.uid, sid, case.image, "reupload", "unreadable", "Blurred"))
    arun(actions.delete_kyb_document(case.uid, sid, case.image, reason="Sent twice"))
    arun(actions.decide_case(case.uid, sid, "more_info", "Need a bill"))
    arun(source_for(session).cases())  # the queue listed: this desk knows the business's name
    journal.flush()

    view = JournalView(journal, names=session.directory.user_name)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.model.rowCount() >= 4, timeout=10_000)
    model = view.model
    shown = {
        (row, column): model.index(row, column).data()
        for row in range(model.rowCount())
        for column in (TARGET, OUTCOME, DETAILS)
    }
    found = {where: codes_in(text) for where, text in shown.items() if codes_in(text)}
    assert not found, found
    said = " | ".join(shown.values())
    for words in (
        "Rejected",
        "Fake or altered document",
        "Re-upload requested",
        "Unreadable or blurry",
        "Request more information",
        "Waiting for the applicant",
        "Sent twice",
        "Need a bill",
        "Done",
    ):
        assert words in said, words
    targets = [shown[(row, TARGET)] for row in range(model.rowCount())]
    assert all(t.startswith(case.company) for t in targets if "/" in t), targets
    # Nothing lost: the stored details and the whole target are the tooltip.
    decided = next(r for r in range(model.rowCount()) if "Need a bill" in shown[(r, DETAILS)])
    assert "more_info" in model.index(decided, DETAILS).data(Qt.ItemDataRole.ToolTipRole)
    assert case.uid in model.index(decided, TARGET).data(Qt.ItemDataRole.ToolTipRole)
    recorder.detach()
    journal.close()


def test_the_report_names_kinds_marks_reasons_and_states() -> None:
    uid, sid = "7dbf663d-64aa-4293-a0d8-bace9f42cef7", "879c168b-0127-4e20-8983-5ee09af27a2b"
    document = {
        "id": "5e0c2a1b-1111-4222-8333-944455556666",
        "fileName": "certificate.pdf",
        "category": "COMPANY",
        "type": "CERTIFICATE_OF_INCORPORATION",  # no catalogue name: a bundle made without it
        "review": {"mark": "rejected", "reason": "fake_or_altered", "at": "2026-11-20T10:00Z"},
    }
    bill = document | {
        "id": "6f1d3b2c-1111-4222-8333-944455556666",
        "fileName": "bill.pdf",
        "category": "ADDRESS",
        "categoryName": "ADDRESS",  # the catalogue gave the slug back: not a name
        "type": "PROOF_OF_ADDRESS",
        "review": {"mark": "reupload", "reason": "unreadable", "at": "2026-11-20T10:00Z"},
    }
    html = report_html(
        {
            "uid": uid,
            "company": "Lumen Robotics SL",
            "session": {"id": sid, "state": "NEEDS_MORE_INFO"},
            "documents": [document, bill],
            "shareholders": [{"id": "s1", "name": "Marta", "kycState": "IN_REVIEW"}],
            "decisions": [
                {
                    "decision": "more_info",
                    "reason": "Need a bill",
                    "state": "NEEDS_MORE_INFO",
                    "at": "2026-11-20T11:00Z",
                }
            ],
            "journal": [{"at": "2026-11-20T11:00Z", "action": "decide_case"}],
        }
    )
    intro, _, body = html.partition("</p>")  # the case's own ids head the report, on purpose
    assert uid in intro
    assert not codes_in(body), codes_in(body)
    for words in (
        "Certificate of incorporation",
        "Proof of address",
        "Fake or altered document",
        "Unreadable or blurry",
        "Request more information",
        "Waiting for the applicant",
        "In review",
        "Decide case",
    ):
        assert words in body, words


def test_every_door_action_has_words_in_the_journal() -> None:
    """The journal's Action column and its filter said 'decide_case', 'export_case_bundle':
    every action the door records is worded, the code kept in the tooltip. A new action
    without words fails here."""
    import re
    from pathlib import Path

    from app.views.journal.entry_words import ACTIONS, action_words

    root = Path(__file__).resolve().parents[2] / "app" / "services"
    codes: set[str] = set()
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'_perform\(\s*"([a-z_]+)"', text))
        codes |= set(re.findall(r'^[A-Z_]*ACTION = "([a-z_]+)"', text, re.MULTILINE))
    assert codes, "no door action found: the scan is wrong"
    assert sorted(codes - set(ACTIONS)) == []
    assert action_words("decide_case") == "Decide a case"
