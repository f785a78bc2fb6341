"""Flags block approval at the door, on a real sandbox: a standing flag refuses approve (one
blocker per flag, named by its sentence, journalled REFUSED, nothing sent); a dismissal needs
a reason the text policy takes and a flag the case raises now; once every flag is dismissed
(documents approved, as before) approve passes; the testers' move to APPROVED and a
four-eyes confirmation are judged the same way; a dismissal written around the door (unsigned,
without a reason, under another's name, or past a break in the chain) is not trusted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import ActionLog, Outcome
from app.services.actions import Actions
from app.services.book_feed import replay_books
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.services.evidence.flag_book import (
    DISMISS_ACTION,
    REASON_MAX,
    FlagBook,
    FlagDismissal,
    flag_book,
)
from app.services.evidence.model import CaseEvidence, Flag, FlagKind
from app.services.evidence_actions import DismissalRefused
from app.services.four_eyes import Proposal
from app.services.journal import Journal
from app.services.journal_entry import JournalEntry
from app.services.kyb_actions import ReviewRefused
from app.services.review_rules import BlockerKind
from app.services.reviewers import Reviewer
from tests.helpers.review_store import Rows, rewrite
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana")
LUIS = Reviewer("b" * 64, "Luis")
PDF = b"%PDF-1.4\n%%EOF\n"
EXPIRED = Flag(
    FlagKind.ID_EXPIRED,
    "id_expired:sh-1:doc-9",
    "Andrés Felipe Cárdenas Rojas's identity document expired on 2025-03-14.",
    "sh-1",
    "Andrés Felipe Cárdenas Rojas",
    (("name", "Andrés Felipe Cárdenas Rojas"), ("expires", "2025-03-14")),
)
NEAR = Flag(
    FlagKind.DECLARED_DIFFERS,
    "declared_differs:business:registration_number",
    'The registration number declared as "03456789-00" reads "03.456.789" on certificate.pdf.',
)


class Raised:
    """The case's flags as an evidence service would give them (what the door asks)."""

    def __init__(self, *flags: Flag) -> None:
        self.flags = list(flags)
        self.asked = 0

    async def case_evidence(self, uid: str, session_id: str) -> CaseEvidence:
        self.asked += 1
        return CaseEvidence(uid, session_id, flags=tuple(self.flags))


def desk(
    client: BankingClient,
    log: ActionLog,
    helpers: SandboxHelpers,
    who: Reviewer,
    raised: Raised,
    *,
    four_eyes: bool = False,
) -> Actions:
    context = WorkContext(
        Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1", four_eyes=four_eyes)
    )
    actions = Actions(client, context, log, sandbox=helpers, evidence=raised)
    actions.reviewer = who
    return actions


async def approvable(helpers: SandboxHelpers, actions: Actions) -> tuple[str, str]:
    """A case whose one document is approved and which has no shareholder: only flags stand
    between it and an approval."""
    business = await helpers.create_user({"type": "BUSINESS", "companyName": "Andes SAS"})
    session = await actions.start_kyb_session(business.id)
    deed = await actions.upload_kyb_document(
        business.id, session.id, file_name="certificate.pdf", content=PDF, category="COMPANY",
        type_="CERTIFICATE_OF_INCORPORATION",
    )  # fmt: skip
    await actions.mark_document(business.id, session.id, deed.id, "approved")
    return business.id, session.id


def state_posts(seen: list[bytes]) -> int:
    return sum(1 for head in seen if head.startswith(b"POST") and b"/state" in head)


async def test_a_standing_flag_refuses_approve_journalled_and_nothing_sent(
    tmp_path: Path,
) -> None:
    async with door_over(tmp_path) as (door, seen):
        ana = desk(door.client, door.log, door.helpers, ANA, Raised(EXPIRED, NEAR))
        uid, sid = await approvable(door.helpers, ana)
        with pytest.raises(ReviewRefused) as refused:
            await ana.decide_case(uid, sid, "approve", "All checked")
        after = await door.helpers.get_kyb_session(uid, sid)
    assert after.state == "CREATED"
    assert state_posts(seen) == 0
    flags = [b for b in refused.value.blockers if b.kind == BlockerKind.FLAG]
    assert [(b.key, b.name) for b in flags] == [
        (EXPIRED.key, EXPIRED.sentence),
        (NEAR.key, NEAR.sentence),
    ]
    assert (
        "Andrés Felipe Cárdenas Rojas's identity document expired on 2025-03-14 "
        "(flag not dismissed)" in refused.value.message
    )
    last = door.log.records[-1]
    assert (last.action, last.outcome) == ("decide_case", Outcome.REFUSED)
    assert "flag not dismissed" in last.detail


async def test_a_dismissal_needs_a_reason_the_policy_takes(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        ana = desk(door.client, door.log, door.helpers, ANA, Raised(EXPIRED))
        uid, sid = await approvable(door.helpers, ana)
        before = len(seen)
        for reason in ("", "  \n ", "x" * (REASON_MAX + 1), "Renewed\u202e, seen"):
            with pytest.raises(DismissalRefused):
                await ana.dismiss_flag(uid, sid, EXPIRED.key, reason)
        with pytest.raises(DismissalRefused) as unknown:  # no such flag raised now
            await ana.dismiss_flag(uid, sid, "id_expired:sh-9:doc-1", "Renewed")
        assert len(seen) == before  # a refused dismissal sends nothing
    assert "not raised on the case now" in unknown.value.message
    assert flag_book(door.log).dismissed(sid, EXPIRED.key) is None
    refused = [r for r in door.log.records if r.action == DISMISS_ACTION]
    assert [r.outcome for r in refused] == [Outcome.REFUSED] * 5
    assert all("Renewed" not in r.detail for r in refused)  # a refused reason is not kept


async def test_approve_passes_once_every_flag_is_dismissed(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        ana = desk(door.client, door.log, door.helpers, ANA, Raised(EXPIRED, NEAR))
        uid, sid = await approvable(door.helpers, ana)
        sent = len(seen)
        made = await ana.dismiss_flag(uid, sid, EXPIRED.key, "Renewed card seen on a call")
        assert len(seen) == sent  # a dismissal sends nothing
        with pytest.raises(ReviewRefused) as still:
            await ana.decide_case(uid, sid, "approve", "All checked")
        await ana.dismiss_flag(uid, sid, NEAR.key, "The same number, grouped differently")
        decided = await ana.decide_case(uid, sid, "approve", "All checked")
        after = await door.helpers.get_kyb_session(uid, sid)
    assert [b.key for b in still.value.blockers] == [NEAR.key]
    assert decided.state == after.state == "APPROVED"
    assert (made.author, made.by, made.sentence) == (ANA.key_id, "Ana", EXPIRED.sentence)
    record = next(r for r in door.log.records if r.action == DISMISS_ACTION)
    assert (record.outcome, record.author, record.detail) == (Outcome.DONE, ANA.key_id, made.id)
    held = flag_book(door.log).dismissed(sid, EXPIRED.key)
    assert held is not None
    assert held.reason == "Renewed card seen on a call"


async def test_the_testers_move_to_approved_meets_the_same_flags(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA, Raised(EXPIRED))
        uid, sid = await approvable(door.helpers, ana)
        with pytest.raises(ReviewRefused) as refused:
            await ana.set_kyb_session_state(uid, sid, "APPROVED", "Testing")
        moved = await ana.set_kyb_session_state(uid, sid, "IN_REVIEW")  # any other state
        await ana.dismiss_flag(uid, sid, EXPIRED.key, "Renewed card seen on a call")
        approved = await ana.set_kyb_session_state(uid, sid, "APPROVED", "Testing")
    assert [b.kind for b in refused.value.blockers] == [BlockerKind.FLAG]
    assert moved.state == "IN_REVIEW"
    assert approved.state == "APPROVED"


async def test_a_confirmation_is_refused_while_a_new_flag_stands(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        raised = Raised()
        ana = desk(door.client, door.log, door.helpers, ANA, raised, four_eyes=True)
        luis = desk(door.client, door.log, door.helpers, LUIS, raised, four_eyes=True)
        uid, sid = await approvable(door.helpers, ana)
        proposal = await ana.decide_case(uid, sid, "approve", "All checked")
        assert isinstance(proposal, Proposal)
        raised.flags.append(EXPIRED)  # the evidence changed after the proposal
        with pytest.raises(ReviewRefused) as refused:
            await luis.confirm_decision(uid, sid, proposal)
        after = await door.helpers.get_kyb_session(uid, sid)
        await luis.dismiss_flag(uid, sid, EXPIRED.key, "Renewed card seen on a call")
        await luis.confirm_decision(uid, sid, proposal)
        confirmed = await door.helpers.get_kyb_session(uid, sid)
    assert after.state == "CREATED"
    assert [b.key for b in refused.value.blockers] == [EXPIRED.key]
    assert [r.outcome for r in door.log.records if r.action == "confirm_decision"] == [
        Outcome.REFUSED,
        Outcome.DONE,
    ]
    assert confirmed.state == "APPROVED"


# --- the book trusts what the door made, nothing written around it ---
def entry(seq: int, dismissal: FlagDismissal, author: str, name: str = "") -> JournalEntry:
    return JournalEntry(
        seq=seq,
        at=dismissal.at,
        environment="sandbox",
        merchant="demo",
        os_user="ana",
        action=DISMISS_ACTION,
        target=f"{dismissal.uid}/{dismissal.session_id}",
        outcome="done",
        detail=json.dumps({"result": dismissal.id}),
        prev_hash="",
        hash="",
        author_key=author,
        author_name=name,
    )


def test_an_unsigned_dismissal_in_the_journal_is_not_taken() -> None:
    book = FlagBook()
    made = FlagDismissal("u1", "s1", EXPIRED.key, "Renewed", author=ANA.key_id, by="Ana")
    book.replay_journal([entry(1, made, author="")])
    assert book.dismissed("s1", EXPIRED.key) is None


def test_a_dismissal_without_a_reason_is_not_taken_whoever_signed_it() -> None:
    book = FlagBook()
    for seq, reason in enumerate(("", "   ", "ok\u200b"), start=1):
        made = FlagDismissal("u1", "s1", EXPIRED.key, reason, author=ANA.key_id, by="Ana")
        book.replay_journal([entry(seq, made, author=ANA.key_id, name="Ana")])
    assert book.dismissed("s1", EXPIRED.key) is None


def test_the_signed_author_names_the_dismissal_not_its_json() -> None:
    book = FlagBook()
    claimed = FlagDismissal("u1", "s1", EXPIRED.key, "Renewed", author=ANA.key_id, by="Ana")
    book.replay_journal([entry(1, claimed, author=LUIS.key_id, name="Luis")])
    held = book.dismissed("s1", EXPIRED.key)
    assert held is not None
    assert (held.author, held.by) == (LUIS.key_id, "Luis")


async def test_a_dismissal_forged_past_a_break_does_not_let_approve_through(
    tmp_path: Path, qapp
) -> None:  # type: ignore[no-untyped-def]
    """An insider turns a signed entry into a dismissal and recomputes the chain: the
    workspace feeds the books the trusted entries only, and the door still refuses."""
    journal = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "desk")
    journal.name_reviewer("Ana").result(timeout=10)
    async with door_over(tmp_path) as (door, _seen):
        ana = desk(door.client, door.log, door.helpers, ANA, Raised(EXPIRED))
        uid, sid = await approvable(door.helpers, ana)
        journal.record(
            environment="sandbox",
            merchant="demo",
            action="add_note",
            target=f"{uid}/{sid}",
            outcome="done",
            detail={"result": "placeholder"},
        ).result(timeout=10)
        forged = FlagDismissal(uid, sid, EXPIRED.key, "Looks fine", author=journal.reviewer.key_id)

        def turn(rows: Rows) -> Rows:
            rows[-1]["action"] = DISMISS_ACTION
            rows[-1]["detail"] = json.dumps({"result": forged.id}, sort_keys=True)
            return rows

        journal.flush()
        rewrite(tmp_path / "journal.sqlite3", turn)
        fresh = ActionLog()  # a desk opening the case: its books from the journal alone
        replay_books(fresh, journal.store.trusted_entries(), environment="sandbox", merchant="demo")
        journal.close()
        assert flag_book(fresh).dismissed(sid, EXPIRED.key) is None
        for record in door.log.records:  # the document's approval, as the first desk made it
            fresh.record(record)
        other = desk(door.client, fresh, door.helpers, ANA, Raised(EXPIRED))
        with pytest.raises(ReviewRefused) as refused:
            await other.decide_case(uid, sid, "approve", "All checked")
    assert [b.kind for b in refused.value.blockers] == [BlockerKind.FLAG]
