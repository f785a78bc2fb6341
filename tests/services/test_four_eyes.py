"""Four-eyes decisions through the door, on a real sandbox: a proposal does not move the
session; its proposer cannot confirm it (by key, whatever the name); a second reviewer's
confirmation moves it and both are journalled; a new mark clears it; a return needs a
reason; nothing pending cannot be confirmed; the approval rules are judged again at
confirmation; on a live server the confirmation is recorded only."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import ActionLog, Outcome
from app.services.actions import Actions
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind, Profile
from app.services.four_eyes import FourEyesBook, FourEyesRefused, Proposal, StepKind
from app.services.journal import Journal
from app.services.kyb_actions import ReviewRefused
from app.services.review import Decision, ReviewBook
from app.services.reviewers import Reviewer
from app.services.team_history import team_history
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana")
LUIS = Reviewer("b" * 64, "Luis")
PDF = b"%PDF-1.4\n%%EOF\n"


def desk(
    client: BankingClient, log: ActionLog, helpers: SandboxHelpers | None, who: Reviewer
) -> Actions:
    """One reviewer's door on a four-eyes profile; the two desks share one store (the log)."""
    kind = EnvironmentKind.SANDBOX if helpers is not None else EnvironmentKind.PRODUCTION
    context = WorkContext(Environment(kind, "http://127.0.0.1", four_eyes=True))
    actions = Actions(client, context, log, sandbox=helpers)
    actions.reviewer = who
    return actions


async def new_case(helpers: SandboxHelpers, actions: Actions) -> tuple[str, str]:
    business = await helpers.create_user({"type": "BUSINESS", "companyName": "Acme SL"})
    session = await actions.start_kyb_session(business.id)
    return business.id, session.id


async def test_a_proposal_does_not_move_the_session(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        uid, sid = await new_case(door.helpers, ana)
        proposal = await ana.decide_case(uid, sid, "reject", "Forged deed")
        after = await door.helpers.get_kyb_session(uid, sid)
    assert isinstance(proposal, Proposal)
    assert after.state == "CREATED"
    assert FourEyesBook(door.log).pending(sid) == proposal
    assert ReviewBook(door.log).decision(sid) is None
    assert door.log.records[-1].action == "propose_decision"


async def test_more_information_is_not_proposed(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        uid, sid = await new_case(door.helpers, ana)
        await ana.decide_case(uid, sid, "more_info", "Need a bill")
        after = await door.helpers.get_kyb_session(uid, sid)
    assert after.state == "NEEDS_MORE_INFO"


async def test_the_proposer_cannot_confirm_even_under_another_name(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        uid, sid = await new_case(door.helpers, ana)
        await ana.decide_case(uid, sid, "reject", "Forged deed")
        ana.reviewer = Reviewer(ANA.key_id, "Luis")  # the same key, another display name
        with pytest.raises(FourEyesRefused) as refused:
            await ana.confirm_decision(uid, sid)
        with pytest.raises(FourEyesRefused):
            await ana.return_decision(uid, sid, "Not sure")
        after = await door.helpers.get_kyb_session(uid, sid)
    assert "second, different reviewer" in refused.value.message
    assert after.state == "CREATED"
    assert FourEyesBook(door.log).pending(sid) is not None
    assert [r.outcome for r in door.log.records[-2:]] == [Outcome.REFUSED] * 2


async def test_a_second_reviewers_confirmation_moves_it_and_journals_both(tmp_path: Path) -> None:
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
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        proposal = await ana.decide_case(uid, sid, "reject", "Forged deed")
        assert isinstance(proposal, Proposal)
        answer = await luis.confirm_decision(uid, sid, proposal)
        after = await door.helpers.get_kyb_session(uid, sid)
    assert after.state == "REJECTED"
    assert answer.state == "REJECTED"
    assert answer.proposed_by == ANA.key_id
    assert answer.by == LUIS.key_id
    records = door.log.records[-3:]
    assert [(r.action, r.author) for r in records] == [
        ("propose_decision", ANA.key_id),
        ("confirm_decision", LUIS.key_id),
        ("decide_case", LUIS.key_id),
    ]
    decision = ReviewBook(door.log).decision(sid)
    assert decision is not None
    assert decision.decision is Decision.REJECT
    journal.flush()
    rebuilt = FourEyesBook()
    rebuilt.replay_journal(journal.store.entries())
    journal.close()
    steps = rebuilt.trail(sid)
    assert [(s.kind, s.who) for s in steps] == [
        (StepKind.PROPOSED, ANA),
        (StepKind.CONFIRMED, LUIS),
    ]
    assert steps[0].reason == "Forged deed"
    assert rebuilt.pending(sid) is None
    assert team_history(door.log, uid, sid).decisions == FourEyesBook(door.log).trail(sid)


async def test_confirming_with_nothing_pending_is_refused(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, luis)
        with pytest.raises(FourEyesRefused) as refused:
            await luis.confirm_decision(uid, sid)
    assert "Nothing is pending" in refused.value.message


async def test_a_new_mark_clears_the_proposal(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        await ana.decide_case(uid, sid, "reject", "Forged deed")
        await ana.mark_document(uid, sid, "doc-1", "approved")  # the evidence changed
        with pytest.raises(FourEyesRefused) as refused:
            await luis.confirm_decision(uid, sid)
        after = await door.helpers.get_kyb_session(uid, sid)
    assert "Nothing is pending" in refused.value.message
    assert after.state == "CREATED"
    assert [s.kind for s in FourEyesBook(door.log).trail(sid)] == [
        StepKind.PROPOSED,
        StepKind.SUPERSEDED,
    ]


async def test_a_changed_proposal_is_not_confirmed_blind(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        shown = await ana.decide_case(uid, sid, "reject", "Forged deed")
        assert isinstance(shown, Proposal)
        await ana.mark_document(uid, sid, "doc-1", "approved")
        await ana.decide_case(uid, sid, "reject", "Another reason")
        with pytest.raises(FourEyesRefused) as refused:
            await luis.confirm_decision(uid, sid, shown)
    assert "changed since it was shown" in refused.value.message


async def test_a_return_needs_a_reason_and_moves_nothing(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        await ana.decide_case(uid, sid, "reject", "Forged deed")
        with pytest.raises(FourEyesRefused):
            await luis.return_decision(uid, sid, "  ")
        answer = await luis.return_decision(uid, sid, "The deed is only blurry")
        after = await door.helpers.get_kyb_session(uid, sid)
        again = await ana.decide_case(uid, sid, "reject", "Forged deed, checked twice")
    assert after.state == "CREATED"
    assert answer.reason == "The deed is only blurry"
    steps = FourEyesBook(door.log).trail(sid)
    assert [(s.kind, s.who, s.reason) for s in steps] == [
        (StepKind.PROPOSED, ANA, "Forged deed"),
        (StepKind.RETURNED, LUIS, "The deed is only blurry"),
        (StepKind.PROPOSED, ANA, "Forged deed, checked twice"),
    ]
    assert isinstance(again, Proposal)


async def test_a_second_proposal_waits_for_the_first(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        await ana.decide_case(uid, sid, "reject", "Forged deed")
        with pytest.raises(FourEyesRefused) as refused:
            await luis.decide_case(uid, sid, "reject", "Me too")
    assert "Ana" in refused.value.message


async def test_the_approval_rules_are_judged_again_at_confirmation(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA)
        luis = desk(door.client, door.log, door.helpers, LUIS)
        uid, sid = await new_case(door.helpers, ana)
        deed = await ana.upload_kyb_document(
            uid, sid, file_name="deed.pdf", content=PDF, category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )  # fmt: skip
        await ana.mark_document(uid, sid, deed.id, "approved")
        await ana.decide_case(uid, sid, "approve", "All checked")
        await door.helpers.upload_kyb_document(  # arrives after the proposal, unreviewed
            uid, sid, file_name="bill.pdf", content=PDF, category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )  # fmt: skip
        with pytest.raises(ReviewRefused) as refused:
            await luis.confirm_decision(uid, sid)
        after = await door.helpers.get_kyb_session(uid, sid)
    assert after.state == "CREATED"
    assert "bill.pdf is not reviewed" in refused.value.message


async def test_a_live_servers_confirmation_is_recorded_only(tmp_path: Path) -> None:
    async with door_over(tmp_path, sandbox=False) as (door, seen):
        ana = desk(door.client, door.log, None, ANA)
        luis = desk(door.client, door.log, None, LUIS)
        before = len(seen)
        await ana.decide_case("u", "s", "reject", "Forged deed")
        answer = await luis.confirm_decision("u", "s")
    assert len(seen) == before
    assert answer.state is None
    decision = ReviewBook(door.log).decision("s")
    assert decision is not None
    assert decision.state is None


def test_production_profiles_ask_for_four_eyes_by_default_and_the_sandbox_does_not() -> None:
    production = Profile("Live", "https://api.example.com")
    sandbox = Profile("Play", "http://127.0.0.1:8000", EnvironmentKind.SANDBOX)
    assert production.environment().four_eyes
    assert not sandbox.environment().four_eyes
    testers = Profile(
        "Play 4-eyes", "http://127.0.0.1:8000", EnvironmentKind.SANDBOX, four_eyes=True
    )
    assert testers.environment().four_eyes
    assert testers.environment().is_sandbox  # the sandbox's tools, with four eyes
    stored = Profile.from_json(testers.to_json())
    assert stored is not None
    assert stored.environment().four_eyes
    old = production.to_json()
    del old["four_eyes"]  # saved before four eyes existed: the kind's default
    restored = Profile.from_json(old)
    assert restored is not None
    assert restored.asks_four_eyes
    switched_off = Profile.from_json({**production.to_json(), "four_eyes": False})
    assert switched_off is not None
    assert not switched_off.environment().four_eyes
