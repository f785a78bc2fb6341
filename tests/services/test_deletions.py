"""Deleting a KYB document asks why: the door refuses an empty or hidden-character reason
before anything is sent, journals the deletion whole (who, why, when) and the deletion book
rebuilds it from the journal, the signed author naming who deleted it."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from app.services.action_log import Outcome
from app.services.deletions import DeletionBook, DeletionRefused, deletion_book
from app.services.reviewers import Reviewer
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana Ruiz")


async def test_a_deletion_needs_a_reason_and_keeps_who_and_why(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        door.actions.reviewer = ANA
        business = await door.helpers.create_user({"type": "BUSINESS", "companyName": "Acme SL"})
        session = await door.actions.start_kyb_session(business.id)
        document = await door.actions.upload_kyb_document(
            business.id,
            session.id,
            file_name="deed.pdf",
            content=b"%PDF-1.4\n%%EOF\n",
            category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )
        book = deletion_book(door.log)
        for reason, said in (("  ", "Say why"), ("dup\u202elicate", "U+202E")):
            before = len(seen)
            with pytest.raises(DeletionRefused) as refused:
                await door.actions.delete_kyb_document(
                    business.id, session.id, document.id, reason=reason
                )
            assert said in refused.value.message
            assert len(seen) == before  # nothing sent
            assert door.log.records[-1].outcome is Outcome.REFUSED
        assert book.deletion(document.id) is None

        deletion = await door.actions.delete_kyb_document(
            business.id, session.id, document.id, reason=" Uploaded twice "
        )
        listed = await door.helpers.get_kyb_session(business.id, session.id, include_deleted=True)
    assert [d.deleted_at is not None for d in listed.documents] == [True]
    assert (deletion.reason, deletion.by, deletion.author) == (
        "Uploaded twice",
        "Ana Ruiz",
        ANA.key_id,
    )
    assert book.deletion(document.id) == deletion
    record = door.log.records[-1]
    assert (record.action, record.outcome) == ("delete_kyb_document", Outcome.DONE)

    entry = SimpleNamespace(  # the journal's entry, as the trusted chain gives it
        action="delete_kyb_document",
        outcome="done",
        environment="sandbox",
        merchant="demo",
        details={"result": record.detail},
        author_key="m" * 64,  # signed by another key than the one the JSON claims
        author_name="Mallory",
    )
    rebuilt = DeletionBook()
    rebuilt.replay_journal([entry], environment="sandbox", merchant="demo")
    found = rebuilt.deletion(document.id)
    assert found is not None
    assert (found.by, found.author, found.reason) == ("Mallory", "m" * 64, "Uploaded twice")


def test_the_report_says_who_deleted_a_document_and_why(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.services.case_timeline import case_timeline
    from app.views.compliance.case_audit import audit_data
    from app.views.compliance.case_report import report_html
    from tests.services.test_case_timeline import entry

    deletion = '{"doc_id":"d1","reason":"Uploaded twice","session_id":"s","uid":"u"}'
    entries = [entry(1, 1, "delete_kyb_document", "u/s/d1", deletion, name="Ana Ruiz")]
    case = {
        "uid": "u",
        "session": {"id": "s", "state": "IN_REVIEW"},
        "documents": [
            {"id": "d1", "fileName": "deed.pdf", "deletedAt": "2026-03-01T10:00:00Z"},
            {"id": "d2", "fileName": "bill.pdf", "deletedAt": "2026-03-01T11:00:00Z"},
        ],
    }
    data = audit_data(
        case, events=case_timeline("u", entries=entries), files={}, head=None, exported_by="Ana"
    )
    assert (data["documents"][0]["deletedBy"], data["documents"][0]["deletionReason"]) == (
        "Ana Ruiz",
        "Uploaded twice",
    )
    html = report_html(data)
    assert "by Ana Ruiz: Uploaded twice" in html
    assert "deletedBy" not in data["documents"][1]  # deleted elsewhere: only when
