"""Claims through the door: the first claim wins and a second is refused naming the owner;
only the owner releases or assigns on; marking a case someone else holds needs an override,
which is journalled; the book is rebuilt from the journal alone, and two desks' conflicting
claims resolve to the first one written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.claims import (
    CLAIM_ACTION,
    CaseClaimed,
    ClaimBook,
    ClaimEvent,
    ClaimRefused,
    claim_book,
)
from app.services.journal import Journal
from app.services.reviewers import Reviewer
from app.services.team_history import team_history
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana")
LUIS = Reviewer("b" * 64, "Luis")


async def test_a_second_claim_is_refused_naming_the_owner(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        before = len(seen)
        door.actions.reviewer = ANA
        await door.actions.claim_case("biz-1")
        door.actions.reviewer = LUIS
        with pytest.raises(ClaimRefused) as refused:
            await door.actions.claim_case("biz-1")
    assert len(seen) == before  # a claim sends nothing to the server
    assert "Ana" in refused.value.message
    assert refused.value.owner == ANA
    assert claim_book(door.log).owner("biz-1") == ANA
    assert [(r.action, r.outcome, r.author) for r in door.log.records] == [
        (CLAIM_ACTION, Outcome.DONE, ANA.key_id),
        (CLAIM_ACTION, Outcome.REFUSED, LUIS.key_id),
    ]
    assert door.heard == [("kyb", "biz-1")]  # the queue hears the owner changed


async def test_only_the_owner_releases_or_assigns_and_by_key_not_name(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        actions = door.actions
        actions.reviewer = ANA
        await actions.claim_case("biz-1")
        actions.reviewer = Reviewer(LUIS.key_id, "Ana")  # Luis calling himself Ana
        with pytest.raises(ClaimRefused):
            await actions.release_case("biz-1")
        with pytest.raises(ClaimRefused):
            await actions.assign_case("biz-1", LUIS)
        actions.reviewer = ANA
        await actions.assign_case("biz-1", LUIS)
        assert claim_book(door.log).owner("biz-1") == LUIS
        actions.reviewer = LUIS
        await actions.release_case("biz-1")
    book = claim_book(door.log)
    assert book.owner("biz-1") is None
    assert book.reviewers() == [ANA, LUIS]
    history = team_history(door.log, "biz-1", None).claims
    assert [(s.action, s.event.by, s.took_effect) for s in history] == [
        ("claim_case", ANA.key_id, True),
        ("assign_case", ANA.key_id, True),
        ("release_case", LUIS.key_id, True),
    ]


async def test_marking_a_case_someone_else_holds_needs_an_override(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        actions = door.actions
        actions.reviewer = ANA
        await actions.claim_case("biz-1")
        actions.reviewer = LUIS
        with pytest.raises(CaseClaimed) as refused:
            await actions.mark_document("biz-1", "s-1", "doc-1", "approved")
        with pytest.raises(CaseClaimed):
            await actions.decide_case("biz-1", "s-1", "reject", "Forged deed")
        await actions.override_claim("biz-1")
        mark = await actions.mark_document("biz-1", "s-1", "doc-1", "approved")
    assert "Ana" in refused.value.message
    assert mark.doc_id == "doc-1"
    override = door.log.records[-2]
    assert override.action == "override_claim"
    assert override.outcome is Outcome.DONE
    assert ClaimEvent(**json.loads(override.detail)).to == ANA.key_id


async def test_the_owner_and_an_unclaimed_case_are_worked_without_asking(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        door.actions.reviewer = ANA
        await door.actions.mark_document("biz-2", "s-2", "doc-1", "approved")  # nobody holds it
        await door.actions.claim_case("biz-1")
        await door.actions.mark_document("biz-1", "s-1", "doc-1", "approved")
    assert [r.outcome for r in door.log.records] == [Outcome.DONE] * 3


async def test_claims_are_rebuilt_from_the_journal_alone(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "journal.sqlite3")
    async with door_over(tmp_path) as (door, _seen):
        door.log.recorded.connect(
            lambda r: journal.record(
                environment="sandbox",
                merchant="demo",
                action=r.action,
                target=r.target,
                outcome=r.outcome.value,
                detail={"result" if r.outcome is Outcome.DONE else "error": r.detail},
            )
        )
        door.actions.reviewer = ANA
        await door.actions.claim_case("biz-1")
        door.actions.reviewer = LUIS
        await door.actions.claim_case("biz-2")
        with pytest.raises(ClaimRefused):
            await door.actions.claim_case("biz-1")
    journal.flush()
    rebuilt = ClaimBook()
    rebuilt.replay_journal(journal.store.entries())
    journal.close()
    assert rebuilt.owners() == {"biz-1": ANA, "biz-2": LUIS}


def test_two_desks_claiming_at_once_resolve_to_the_first_written() -> None:
    """Both desks saw the case unclaimed and wrote a claim; the journal's order decides."""
    log = ActionLog()
    book = ClaimBook(log)
    first = ClaimEvent("biz-1", LUIS.key_id, LUIS.name, at="2026-01-01T10:00:05.000+00:00")
    second = ClaimEvent("biz-1", ANA.key_id, ANA.name, at="2026-01-01T10:00:01.000+00:00")
    for event in (first, second):  # Ana's clock ran behind: order is the journal's, not time
        log.record(ActionRecord(CLAIM_ACTION, "biz-1", Outcome.DONE, event.id))
    assert book.owner("biz-1") == LUIS
    assert [s.took_effect for s in book.history("biz-1")] == [True, False]
