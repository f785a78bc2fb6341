"""The review's rule book at the door (issue 22, findings 1-4): whatever the path (a decision,
a state set by hand, a mark), the door judges the case it reads itself (current documents,
shareholders' KYC) with the marks of its own action log; a refusal names each blocker, is
journalled as REFUSED and sends nothing; the journal names a state set by hand."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from app.api.errors import ServerError
from app.services.action_log import ActionLog, Outcome
from app.services.actions import Actions
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.services.kyb_actions import CaseUnreadable, ReviewRefused
from app.services.review import ReviewBook, review_book
from app.services.review_rules import (
    Blocker,
    BlockerKind,
    CaseFacts,
    Decision,
    Mark,
    mark_blockers,
    refusal_sentence,
    state_move_blockers,
)
from tests.services.test_actions import Door, door_over

pytestmark = pytest.mark.anyio

PDF = b"%PDF-1.4\n%%EOF\n"


@dataclass
class Case:
    uid: str
    session_id: str
    docs: dict[str, str]  # file name -> id
    holders: dict[str, str]  # name -> identity verification id


async def seeded_case(door: Door, *files: str, holders: dict[str, str] | None = None) -> Case:
    """A business with a KYB session, ``files`` uploaded, and shareholders whose identity
    verification ends in the state given (name -> state)."""
    business = await door.helpers.create_user({"type": "BUSINESS", "companyName": "Lumen SL"})
    uid = business.id
    session = await door.actions.start_kyb_session(uid)
    docs = {}
    for name in files:
        made = await door.actions.upload_kyb_document(
            uid,
            session.id,
            file_name=name,
            content=PDF,
            category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )
        docs[name] = made.id
    verifications = {}
    for name, state in (holders or {}).items():
        given, surname = name.split(" ", 1)
        body = {
            "name": given,
            "surname": surname,
            "email": f"{given.lower()}@example.com",
            "kyc": {"data": {}},
        }
        await door.actions.create_shareholder(uid, body)
        listed = (await door.helpers.list_shareholders(uid)).shareholders
        verification = listed[-1].identity_verification_id
        assert verification is not None
        await door.helpers.add_identity_transition(uid, verification, state)
        verifications[name] = verification
    return Case(uid, session.id, docs, verifications)


def sent_changes(seen: list[bytes]) -> list[bytes]:
    """What reached the server that could change something (anything but a read)."""
    return [head.split(b"\r\n", 1)[0] for head in seen if not head.startswith(b"GET ")]


async def refused_without_sending(
    door: Door, seen: list[bytes], case: Case, call: Callable[[], Awaitable[Any]]
) -> ReviewRefused:
    before_state = (await door.helpers.get_kyb_session(case.uid, case.session_id)).state
    before = len(sent_changes(seen))
    with pytest.raises(ReviewRefused) as refused:
        await call()
    assert sent_changes(seen)[before:] == [], "a refusal sends nothing"
    after = await door.helpers.get_kyb_session(case.uid, case.session_id)
    assert after.state == before_state
    assert door.log.records[-1].outcome is Outcome.REFUSED
    assert door.log.records[-1].detail == refused.value.message
    return refused.value


async def test_no_path_approves_past_rejected_documents_and_unpassed_kyc(tmp_path: Path) -> None:
    """Finding 1: the header's old path (set_kyb_session_state, now the testers' tool) and a
    decision are both refused, each blocker named, the session left as it was."""
    async with door_over(tmp_path) as (door, seen):
        case = await seeded_case(
            door,
            "deed.pdf",
            "bill.pdf",
            "articles.pdf",
            holders={"Ana Ruiz": "REJECTED", "Luis Mora": "PENDING", "Eva Gil": "APPROVED"},
        )
        marks = door.actions
        await marks.mark_document(
            case.uid, case.session_id, case.docs["deed.pdf"], "rejected", "fake_or_altered"
        )
        await marks.mark_document(
            case.uid, case.session_id, case.docs["bill.pdf"], "rejected", "expired"
        )
        await marks.mark_document(case.uid, case.session_id, case.docs["articles.pdf"], "approved")
        paths: dict[str, Callable[[], Awaitable[Any]]] = {
            "moved by hand, no reason": lambda: door.actions.set_kyb_session_state(
                case.uid, case.session_id, "APPROVED"
            ),
            "moved by hand, a reason": lambda: door.actions.set_kyb_session_state(
                case.uid, case.session_id, "APPROVED", "tester says so"
            ),
            "decided, no reason": lambda: door.actions.decide_case(
                case.uid, case.session_id, "approve", " "
            ),
            "decided, a reason": lambda: door.actions.decide_case(
                case.uid, case.session_id, "approve", "Looks fine"
            ),
        }
        for path, call in paths.items():
            refusal = await refused_without_sending(door, seen, case, call)
            named = {(b.kind, b.name) for b in refusal.blockers}
            assert {
                (BlockerKind.DOCUMENT, "deed.pdf"),
                (BlockerKind.DOCUMENT, "bill.pdf"),
                (BlockerKind.SHAREHOLDER, "Ana Ruiz"),
                (BlockerKind.SHAREHOLDER, "Luis Mora"),
            } <= named, path
            assert (BlockerKind.DOCUMENT, "articles.pdf") not in named  # approved: no obstacle
            assert (BlockerKind.SHAREHOLDER, "Eva Gil") not in named  # passed
            assert ((BlockerKind.REASON, "") in named) is ("no reason" in path), path
            assert "deed.pdf is rejected" in refusal.message
            assert "Ana Ruiz's KYC is REJECTED, not passed" in refusal.message
            assert "Luis Mora's KYC is PENDING, not passed" in refusal.message
        # a state other than APPROVED is the tester's to set, and the journal names it
        moved = await door.actions.set_kyb_session_state(
            case.uid, case.session_id, "IN_REVIEW", "reopened"
        )
    assert moved.state == "IN_REVIEW"
    record = door.log.records[-1]
    assert (record.action, record.outcome) == ("set_kyb_session_state", Outcome.DONE)
    assert json.loads(record.detail)["state"] == "IN_REVIEW"
    (move,) = review_book(door.log).moves(case.session_id)
    assert (move.state, move.reason, move.by) == ("IN_REVIEW", "reopened", "testers_tool")


async def test_unreviewed_documents_block_approval_until_each_is_approved(
    tmp_path: Path,
) -> None:
    """Finding 2: every current document must be marked approved; a deleted one is no
    evidence and needs no mark."""
    async with door_over(tmp_path) as (door, seen):
        case = await seeded_case(
            door, "deed.pdf", "bill.pdf", "old-bill.pdf", holders={"Eva Gil": "APPROVED"}
        )
        await door.actions.delete_kyb_document(
            case.uid, case.session_id, case.docs["old-bill.pdf"], reason="Superseded"
        )
        approve = lambda: door.actions.decide_case(  # noqa: E731
            case.uid, case.session_id, "approve", "All checked"
        )
        refusal = await refused_without_sending(door, seen, case, approve)
        assert refusal.blockers == [
            Blocker(BlockerKind.DOCUMENT, case.docs["deed.pdf"], "", "deed.pdf"),
            Blocker(BlockerKind.DOCUMENT, case.docs["bill.pdf"], "", "bill.pdf"),
        ]
        assert "deed.pdf is not reviewed; bill.pdf is not reviewed" in refusal.message
        await door.actions.mark_document(
            case.uid, case.session_id, case.docs["deed.pdf"], "approved"
        )
        refusal = await refused_without_sending(door, seen, case, approve)
        assert [b.name for b in refusal.blockers] == ["bill.pdf"]
        await door.actions.mark_document(
            case.uid, case.session_id, case.docs["bill.pdf"], "approved"
        )
        decision = await approve()
        after = await door.helpers.get_kyb_session(case.uid, case.session_id)
    assert (decision.decision, decision.state, after.state) == (
        Decision.APPROVE,
        "APPROVED",
        "APPROVED",
    )
    assert door.log.records[-1].outcome is Outcome.DONE


async def test_more_information_waits_for_the_applicant_who_may_upload_again(
    tmp_path: Path,
) -> None:
    """Finding 3: the case goes to NEEDS_MORE_INFO (not back to CREATED) and takes uploads."""
    async with door_over(tmp_path) as (door, _seen):
        case = await seeded_case(door, "deed.pdf")
        decision = await door.actions.decide_case(
            case.uid, case.session_id, "more_info", "Send a recent bill"
        )
        await door.actions.upload_kyb_document(
            case.uid,
            case.session_id,
            file_name="bill.pdf",
            content=PDF,
            category="ADDRESS",
            type_="UTILITY_BILL",
        )
        after = await door.helpers.get_kyb_session(case.uid, case.session_id)
    assert decision.state == "NEEDS_MORE_INFO"
    assert after.state == "NEEDS_MORE_INFO"
    assert [d.file_name for d in after.documents] == ["deed.pdf", "bill.pdf"]


async def test_reason_other_needs_a_comment_at_the_door(tmp_path: Path) -> None:
    """Finding 4, at the door: a mark with reason Other and no comment is refused and
    journalled so; with a comment it is taken."""
    async with door_over(tmp_path) as (door, _seen):
        case = await seeded_case(door, "deed.pdf")
        doc = case.docs["deed.pdf"]
        book = ReviewBook(door.log)
        for mark in ("rejected", "reupload"):
            with pytest.raises(ReviewRefused) as refused:
                await door.actions.mark_document(case.uid, case.session_id, doc, mark, "other", " ")
            assert refused.value.blockers == [Blocker(BlockerKind.COMMENT, "other")]
            assert door.log.records[-1].outcome is Outcome.REFUSED
            assert 'reason "Other" needs a comment' in door.log.records[-1].detail
        with pytest.raises(ReviewRefused):  # a reason outside the mark's list
            await door.actions.mark_document(case.uid, case.session_id, doc, "rejected", "")
        assert book.marks(case.session_id) == {}
        made = await door.actions.mark_document(
            case.uid, case.session_id, doc, "rejected", "other", "Stamp is pasted on"
        )
    assert (made.mark, made.reason, made.comment) == (Mark.REJECTED, "other", "Stamp is pasted on")
    assert book.marks(case.session_id)[doc] == made


class Unreadable:
    """Sandbox helpers whose reads fail (the server in trouble) and whose writes are counted."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def get_kyb_session(self, *_args: Any, **_kwargs: Any) -> Any:
        raise ServerError(status=500)

    async def list_shareholders(self, *_args: Any) -> Any:
        raise ServerError(status=500)

    async def set_kyb_session_state(self, *_args: Any) -> Any:
        self.sent.append("set_kyb_session_state")


async def test_a_case_that_cannot_be_read_is_refused_not_unknown() -> None:
    """The check's read failing proves nothing was sent: REFUSED, not 'may have happened'."""
    remote, log = Unreadable(), ActionLog()
    environment = Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:1")
    actions = Actions(remote, WorkContext(environment), log, sandbox=remote)  # type: ignore[arg-type]
    with pytest.raises(CaseUnreadable):
        await actions.decide_case("u", "s", "approve", "All checked")
    assert remote.sent == []
    assert log.records[-1].outcome is Outcome.REFUSED
    assert "could not read the case" in log.records[-1].detail


def test_the_rule_book_by_itself() -> None:
    assert mark_blockers(Mark.APPROVED, "", "") == []
    assert mark_blockers(Mark.REJECTED, "expired", "") == []
    assert mark_blockers(Mark.REUPLOAD, "other", "") == [Blocker(BlockerKind.COMMENT, "other")]
    assert mark_blockers(Mark.REUPLOAD, "fake_or_altered", "x") == [
        Blocker(BlockerKind.MARK_REASON, "fake_or_altered")  # a reject reason, not a re-upload's
    ]
    for state in ("CREATED", "IN_REVIEW", "NEEDS_MORE_INFO", "REJECTED"):
        assert state_move_blockers(state, "", None, {}) == []
    assert state_move_blockers("APPROVED", "ok", CaseFacts((), ()), {}) == [
        Blocker(BlockerKind.NO_DOCUMENTS)
    ]
    sentence = refusal_sentence(
        [Blocker(BlockerKind.UNREADABLE, "documents"), Blocker(BlockerKind.REASON)]
    )
    assert sentence == (
        "Refused: this server cannot list the case's documents, so they cannot be checked; "
        "no reason is written. Nothing was sent or recorded as done."
    )
