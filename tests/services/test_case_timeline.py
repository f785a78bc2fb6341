"""One timeline per case: journal entries (or action records) of the case, the server's
session and document dates and each shareholder's KYC history, merged newest first, each
with who and when; other cases' entries left out; filtered by kind and searched."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

from app.models.onboarding import KybDocument, KybSession, KycStateHistory, KycStateLog
from app.services.action_log import ActionRecord, Outcome
from app.services.case_timeline import (
    EventKind,
    Person,
    Source,
    case_timeline,
    matching,
)
from app.services.journal import Journal

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


def entry(seq: int, minutes: int, action: str, target: str, result: str = "", **more: str):  # type: ignore[no-untyped-def]
    detail = {"result": result} if result else {}
    return SimpleNamespace(
        seq=seq,
        at=at(minutes).isoformat().replace("+00:00", "Z"),
        action=action,
        target=target,
        outcome=more.pop("outcome", "done"),
        details=detail if not more.get("error") else {"error": more["error"]},
        os_user="desk",
        author_key=more.get("key", ""),
        author_name=more.get("name", ""),
    )


def mark(doc: str, value: str, minutes: int) -> str:
    return json.dumps(
        {
            "uid": "u",
            "session_id": "s",
            "doc_id": doc,
            "mark": value,
            "reason": "expired",
            "comment": "old",
            "at": at(minutes).isoformat(),
        }
    )


SESSION = KybSession(
    id="s",
    state="IN_REVIEW",
    created_at=at(0),
    updated_at=at(5),
    documents=[
        KybDocument(id="d1", file_name="deed.pdf", created_at=at(1)),
        KybDocument(id="d2", file_name="bill.pdf", created_at=at(2), deleted_at=at(3)),
    ],
)
MARTA = Person(
    "sh1",
    "Marta Ibarra",
    KycStateHistory(
        session_id="v1",
        logs=[
            KycStateLog(id=1, created_at=at(4), new_state="PENDING"),
            KycStateLog(id=2, created_at=at(6), new_state="IN_REVIEW"),
        ],
    ),
)
ENTRIES = [
    entry(1, 0, "start_kyb_session", "u", "s", name="Ana"),
    entry(2, 1, "upload_kyb_document", "u/s", "d1", name="Ana"),
    entry(3, 3, "delete_kyb_document", "u/s/d2", name="Ana"),
    entry(4, 4, "create_shareholder", "u", "sh1", name="Ana"),
    entry(5, 7, "mark_document", "u/s/d1", mark("d1", "reupload", 7), name="Ana"),
    entry(
        6,
        8,
        "add_note",
        "u/s/d1",
        json.dumps(
            {
                "uid": "u",
                "session_id": "s",
                "doc_id": "d1",
                "text": "Page 2 faint",
                "at": at(8).isoformat(),
            }
        ),
        name="Bea",
    ),
    entry(7, 9, "reveal", "shareholder sh1", "e-mail", name="Bea"),
    entry(8, 10, "claim_case", "u/s", json.dumps({"uid": "u", "owner_name": "Bea"}), name="Bea"),
    entry(
        9,
        11,
        "propose_decision",
        "u/s",
        json.dumps({"decision": "reject", "reason": "forged"}),
        name="Bea",
    ),
    entry(10, 12, "confirm_decision", "u/s", json.dumps({"decision": "reject"}), name="Carl"),
    entry(
        11,
        12,
        "decide_case",
        "u/s",
        json.dumps({"decision": "reject", "reason": "forged", "state": "REJECTED"}),
        name="Carl",
    ),
    entry(12, 13, "set_kyb_session_state", "u/s", json.dumps({"state": "IN_REVIEW"}), name="Ana"),
    entry(13, 14, "export_case_bundle", "u/s", "case.zip (personal data masked)", name="Ana"),
    entry(14, 15, "mark_document", "other/s9/d7", mark("d7", "approved", 15), name="Ana"),
    entry(15, 16, "decide_case", "u/s", outcome="refused", error="The review's rules refuse."),
    entry(
        16,
        5,
        "dismiss_flag",
        "u/s",
        json.dumps(
            {
                "key": "id_expired:sh1:expires",
                "sentence": "Marta Ibarra's identity document expired on 2025-02-02.",
                "reason": "The renewed card was shown on a video call",
            }
        ),
        name="Bea",
    ),
]


def test_every_kind_merged_newest_first_with_who() -> None:
    events = case_timeline("u", entries=ENTRIES, sessions=[SESSION], people=[MARTA])
    kinds = {e.kind for e in events}
    assert kinds == set(EventKind) - {EventKind.OTHER}
    assert [e.at for e in events] == sorted((e.at for e in events), reverse=True)
    same_minute = [e.action for e in events if e.at == at(12)]
    assert same_minute == ["decide_case", "confirm_decision"]  # by sequence, newest first
    assert not [e for e in events if e.doc_id == "d7"]  # another case's mark
    by_action = {e.action: e for e in events if e.source is Source.REVIEWER}
    assert by_action["mark_document"].subject == "deed.pdf"
    assert (by_action["mark_document"].code, by_action["mark_document"].who) == ("reupload", "Ana")
    assert by_action["add_note"].text == "Page 2 faint"
    assert by_action["add_note"].who == "Bea"
    assert by_action["reveal"].subject == "Marta Ibarra"
    assert by_action["create_shareholder"].subject == "Marta Ibarra"
    assert by_action["confirm_decision"].who == "Carl"
    dismissed = by_action["dismiss_flag"]  # a flag dismissed: which, why and by whom
    assert dismissed.kind is EventKind.FLAG
    assert dismissed.subject == "Marta Ibarra's identity document expired on 2025-02-02."
    assert (dismissed.text, dismissed.who) == ("The renewed card was shown on a video call", "Bea")
    refused = events[0]
    assert (refused.outcome, refused.text) == ("refused", "The review's rules refuse.")
    assert refused.who == "desk"  # no reviewer named: the desk's OS user
    server = [(e.action, e.subject) for e in events if e.source is Source.SERVER]
    assert ("document_deleted", "bill.pdf") in server
    assert ("session_state", "") in server
    kyc = [(e.code, e.subject) for e in events if e.source is Source.PROVIDER]
    assert kyc == [("IN_REVIEW", "Marta Ibarra"), ("PENDING", "Marta Ibarra")]


def test_filter_by_kind_and_search() -> None:
    events = case_timeline("u", entries=ENTRIES, sessions=[SESSION], people=[MARTA])
    notes_and_marks = matching(events, frozenset({EventKind.NOTE, EventKind.MARK}))
    assert {e.kind for e in notes_and_marks} == {EventKind.NOTE, EventKind.MARK}
    assert [e.text for e in matching(events, search="FAINT")] == ["Page 2 faint"]
    said = matching(
        events, search="rechazo", words=lambda e: "rechazo" if e.code == "reject" else ""
    )
    assert {e.action for e in said} == {"propose_decision", "confirm_decision", "decide_case"}
    assert matching(events, frozenset()) == []


def test_action_records_and_real_journal_entries_read_alike(tmp_path: Path) -> None:
    record = ActionRecord(
        "mark_document",
        "u/s/d1",
        Outcome.DONE,
        mark("d1", "approved", 1),
        at=at(1),
        author="k" * 64,
    )
    from_records = case_timeline("u", entries=[record], reviewers={"k" * 64: "Ana"})
    journal = Journal(tmp_path / "j.sqlite3")
    journal.record(
        environment="sandbox",
        merchant="demo",
        action=record.action,
        target=record.target,
        outcome="done",
        detail={"result": record.detail},
    )
    journal.flush()
    entries = journal.store.entries()
    from_journal = case_timeline("u", entries=entries)
    journal.close()
    assert from_records[0].who == "Ana"
    assert from_records[0].code == from_journal[0].code == "approved"
    assert from_journal[0].seq == entries[-1].seq  # the mark's own entry
    assert from_journal[0].who == entries[-1].author_name  # the signed entry's author
