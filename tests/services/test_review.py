"""Marks and decisions go through the door, reach the journal, and are rebuilt from it; a
decision moves a sandbox case and is only recorded against a live server (where an approval,
which Teller cannot check there, is refused); approval is refused while a document is
rejected, awaiting re-upload or unreviewed, or a shareholder's KYC has not passed."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.action_log import Outcome
from app.services.journal import Journal
from app.services.kyb_actions import ReviewRefused
from app.services.review import Decision, Mark, ReviewBook
from app.services.review_rules import (
    Blocker,
    BlockerKind,
    CaseDocument,
    CaseFacts,
    CasePerson,
    approval_blockers,
)
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio


async def test_marks_and_a_decision_are_recorded_rebuilt_and_move_the_case(
    tmp_path: Path,
) -> None:
    journal = Journal(tmp_path / "journal.sqlite3")
    async with door_over(tmp_path) as (door, _seen):
        door.log.recorded.connect(
            lambda r: journal.record(
                environment="sandbox",
                merchant="demo",
                action=r.action,
                target=r.target,
                outcome=r.outcome.value,
                detail={"result": r.detail},
            )
        )
        book = ReviewBook(door.log)
        business = await door.helpers.create_user({"type": "BUSINESS", "companyName": "Acme SL"})
        uid = business.id
        session = await door.actions.start_kyb_session(uid)
        await door.actions.mark_document(uid, session.id, "doc-1", "reupload", "expired", " old ")
        await door.actions.mark_document(uid, session.id, "doc-2", "approved")
        await door.actions.mark_document(uid, session.id, "doc-1", "rejected", "fake_or_altered")
        decision = await door.actions.decide_case(uid, session.id, "more_info", "Need a bill")
        after = await door.helpers.get_kyb_session(uid, session.id)
    assert decision.state == "NEEDS_MORE_INFO"  # the applicant's turn, not a new case
    assert after.state == "NEEDS_MORE_INFO"
    marks = book.marks(session.id)
    assert marks["doc-1"].mark is Mark.REJECTED
    assert marks["doc-1"].reason == "fake_or_altered"
    assert marks["doc-2"].mark is Mark.APPROVED
    assert book.decision(session.id) is not None
    assert door.heard[-1] == ("kyb", uid)
    journal.flush()
    rebuilt = ReviewBook()
    rebuilt.replay_journal(journal.store.entries())
    journal.close()
    assert rebuilt.marks(session.id) == marks
    assert rebuilt.decisions(session.id) == book.decisions(session.id)
    assert journal.store.verify().broken_at is None


async def test_a_live_server_records_the_decision_and_sends_nothing(tmp_path: Path) -> None:
    async with door_over(tmp_path, sandbox=False) as (door, seen):
        before = len(seen)
        decision = await door.actions.decide_case("u", "s", "reject", "Forged deed")
        with pytest.raises(ReviewRefused) as refused:  # nothing there to check it on
            await door.actions.decide_case("u", "s", "approve", "All checked")
    assert len(seen) == before
    assert decision.state is None
    assert decision.decision is Decision.REJECT
    assert [r.action for r in door.log.records] == ["decide_case", "decide_case"]
    assert [r.outcome for r in door.log.records] == [Outcome.DONE, Outcome.REFUSED]
    assert {b.kind for b in refused.value.blockers} == {BlockerKind.UNREADABLE}
    assert "cannot list the case's documents" in door.log.records[-1].detail


def test_approval_blockers_name_documents_and_shareholders() -> None:
    facts = CaseFacts(
        (CaseDocument("a", "deed.pdf"), CaseDocument("b", "bill.pdf"), CaseDocument("c", "id.png")),
        (
            CasePerson("sh1", "Ana Ruiz", "APPROVED"),
            CasePerson("sh2", "Luis Mora", "IN_REVIEW"),
            CasePerson("sh3", "Eva Gil", None),
        ),
    )
    marks = {"a": "approved", "b": "reupload"}
    assert approval_blockers(facts, marks) == [
        Blocker("document", "b", "reupload", "bill.pdf"),
        Blocker("document", "c", "", "id.png"),  # unreviewed blocks too
        Blocker("shareholder", "sh2", "IN_REVIEW", "Luis Mora"),
        Blocker("shareholder", "sh3", "", "Eva Gil"),
    ]
    passed = CaseFacts((CaseDocument("a", "deed.pdf"),), (CasePerson("sh1", "Ana", "COMPLETED"),))
    assert approval_blockers(passed, marks) == []
