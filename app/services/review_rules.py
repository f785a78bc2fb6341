"""The review's rule book: when a case may be approved, what every decision and mark needs.

One book, asked by the door (``KybActions.decide_case``, ``set_kyb_session_state``,
``mark_document``) with what it read fresh from the server and its own action log, and by the
views early, to explain themselves (the decision dialog names the blockers before it is
asked). A view's answer never lets anything through: the door asks again.

Qt-free: plain records in, a list of ``Blocker`` out. Each blocker names what stops the action
(a document by file name, a shareholder by name), so a refusal can say it in a sentence.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from app.models.kyb_catalogue import WAITING_FOR_APPLICANT, kyc_state_rank
from app.models.onboarding import KybDocument
from app.services.evidence.model import Flag
from app.services.kyc_state import latest_kyc_state as latest_kyc_state  # for the views too


class Mark(StrEnum):
    APPROVED = "approved"
    REJECTED = "rejected"
    REUPLOAD = "reupload"  # the applicant is asked for the document again


class Decision(StrEnum):
    APPROVE = "approve"
    REJECT = "reject"
    MORE_INFO = "more_info"


# The session state a decision moves a sandbox case to. Approve and reject are final; "more
# information" is not: the case goes back to the applicant (uploads stay open) and the queue
# shows it as waiting for them, never as a new case.
DECISION_STATES: dict[Decision, str] = {
    Decision.APPROVE: "APPROVED",
    Decision.REJECT: "REJECTED",
    Decision.MORE_INFO: WAITING_FOR_APPLICANT,
}
FINAL_DECISIONS = frozenset({Decision.APPROVE, Decision.REJECT})
APPROVED_STATE = DECISION_STATES[Decision.APPROVE]

# Reasons: slugs stored in the journal; the view names them in the UI's language.
OTHER = "other"
REJECT_REASONS: tuple[str, ...] = (
    "fake_or_altered",
    "not_the_applicant",
    "wrong_document",
    "expired",
    OTHER,
)
REUPLOAD_REASONS: tuple[str, ...] = (
    "missing_page",
    "expired",
    "unreadable",
    "name_mismatch",
    "address_mismatch",
    "wrong_document",
    OTHER,
)
MARK_REASONS: dict[Mark, tuple[str, ...]] = {
    Mark.APPROVED: (),
    Mark.REJECTED: REJECT_REASONS,
    Mark.REUPLOAD: REUPLOAD_REASONS,
}


class BlockerKind(StrEnum):
    DOCUMENT = "document"  # a current document not marked approved (key: its id)
    NO_DOCUMENTS = "no_documents"  # nothing to approve on
    SHAREHOLDER = "shareholder"  # a shareholder whose KYC has not passed (key: its id)
    UNREADABLE = "unreadable"  # the server cannot list them (key: documents, shareholders)
    REASON = "reason"  # no written reason
    MARK_REASON = "mark_reason"  # a reject or re-upload without a reason from its list
    COMMENT = "comment"  # reason "Other" without a comment
    FLAG = "flag"  # a flag not dismissed (key: the flag's key; name: its English sentence)


@dataclass(frozen=True)
class Blocker:
    """Why an action may not happen: one document, one shareholder or one missing word."""

    kind: str  # a BlockerKind
    key: str = ""  # a document or shareholder id, a flag's key; what cannot be read
    state: str = ""  # the document's mark ('' unreviewed), the KYC state, the flag's kind
    name: str = ""  # the document's file name, the shareholder's name, the flag's sentence


@dataclass(frozen=True)
class CaseDocument:
    id: str
    name: str  # its file name


@dataclass(frozen=True)
class CasePerson:
    id: str
    name: str
    kyc_state: str | None  # the newest state of its identity verification; None: none


@dataclass(frozen=True)
class CaseFacts:
    """What an approval is judged on, as read from the server. ``None``: the server cannot
    list them (a live server's spec has no such read), so an approval cannot be checked.
    ``flags``: what the evidence raised (``evidence.checks``), dismissed or not; None: not
    judged (no evidence service: a live server, whose documents are unreadable anyway)."""

    documents: tuple[CaseDocument, ...] | None  # current ones (deleted ones left out)
    shareholders: tuple[CasePerson, ...] | None
    flags: tuple[Flag, ...] | None = None

    @classmethod
    def unreadable(cls) -> CaseFacts:
        return cls(None, None)


def kyc_passed(state: str | None) -> bool:
    return bool(state) and kyc_state_rank(state or "") >= kyc_state_rank("APPROVED")


def approval_blockers(
    facts: CaseFacts, marks: Mapping[str, str], dismissed: Collection[str] = frozenset()
) -> list[Blocker]:
    """Every current document must be marked approved (``marks``: document id -> mark slug;
    none rejected, awaiting re-upload or unreviewed), every shareholder's KYC passed, and
    every flag dismissed with a reason (``dismissed``: the keys of the session's dismissed
    flags), as a rejected document blocks until it is judged again."""
    blockers: list[Blocker] = []
    if facts.documents is None:
        blockers.append(Blocker(BlockerKind.UNREADABLE, "documents"))
    elif not facts.documents:
        blockers.append(Blocker(BlockerKind.NO_DOCUMENTS))
    else:
        blockers += [
            Blocker(BlockerKind.DOCUMENT, doc.id, marks.get(doc.id, ""), doc.name)
            for doc in facts.documents
            if marks.get(doc.id) != Mark.APPROVED.value
        ]
    if facts.shareholders is None:
        blockers.append(Blocker(BlockerKind.UNREADABLE, "shareholders"))
    else:
        blockers += [
            Blocker(BlockerKind.SHAREHOLDER, person.id, person.kyc_state or "", person.name)
            for person in facts.shareholders
            if not kyc_passed(person.kyc_state)
        ]
    blockers += [
        Blocker(BlockerKind.FLAG, flag.key, flag.kind.value, flag.sentence)
        for flag in facts.flags or ()
        if flag.key not in dismissed
    ]
    return blockers


def reason_blockers(reason: str) -> list[Blocker]:
    return [] if reason.strip() else [Blocker(BlockerKind.REASON)]


def decision_blockers(
    decision: Decision,
    reason: str,
    facts: CaseFacts | None,
    marks: Mapping[str, str],
    dismissed: Collection[str] = frozenset(),
) -> list[Blocker]:
    """Every decision needs a written reason; an approval, the approval rules too (``facts``
    is only read for one)."""
    blockers = reason_blockers(reason)
    if decision is Decision.APPROVE:
        blockers += approval_blockers(facts or CaseFacts.unreadable(), marks, dismissed)
    return blockers


def state_move_blockers(
    state: str,
    reason: str,
    facts: CaseFacts | None,
    marks: Mapping[str, str],
    dismissed: Collection[str] = frozenset(),
) -> list[Blocker]:
    """A case moved to a state by hand (the testers' tool): into APPROVED only as an approval
    would be, rules and reason; any other state is the tester's to set."""
    if state != APPROVED_STATE:
        return []
    return decision_blockers(Decision.APPROVE, reason, facts, marks, dismissed)


def mark_blockers(mark: Mark, reason: str, comment: str) -> list[Blocker]:
    """A reject or re-upload needs a reason from its list; reason "Other" needs a comment."""
    allowed = MARK_REASONS[mark]
    if not allowed:
        return []
    if reason not in allowed:
        return [Blocker(BlockerKind.MARK_REASON, reason)]
    if reason == OTHER and not comment.strip():
        return [Blocker(BlockerKind.COMMENT, reason)]
    return []


def current_documents(documents: Iterable[KybDocument]) -> tuple[CaseDocument, ...]:
    """The documents an approval rests on: a deleted one (a tombstone) is no evidence."""
    return tuple(CaseDocument(d.id, d.file_name or d.id) for d in documents if d.deleted_at is None)


MARK_WORDS = {"": "not reviewed", "rejected": "rejected", "reupload": "awaiting re-upload"}


def refusal_sentence(blockers: list[Blocker]) -> str:
    """The door's refusal, in English (a view says it in the UI's language from the blockers):
    each blocker named, then that nothing was sent."""
    parts: list[str] = []
    for b in blockers:
        if b.kind == BlockerKind.DOCUMENT:
            parts.append(f"{b.name} is {MARK_WORDS.get(b.state, b.state)}")
        elif b.kind == BlockerKind.NO_DOCUMENTS:
            parts.append("the session has no current document")
        elif b.kind == BlockerKind.SHAREHOLDER:
            parts.append(f"{b.name}'s KYC is {b.state or 'not started'}, not passed")
        elif b.kind == BlockerKind.UNREADABLE:
            parts.append(f"this server cannot list the case's {b.key}, so they cannot be checked")
        elif b.kind == BlockerKind.REASON:
            parts.append("no reason is written")
        elif b.kind == BlockerKind.MARK_REASON:
            parts.append("a reason from the list is needed")
        elif b.kind == BlockerKind.COMMENT:
            parts.append('reason "Other" needs a comment')
        elif b.kind == BlockerKind.FLAG:
            parts.append(f"{b.name.rstrip('. ')} (flag not dismissed)")
    return "Refused: " + "; ".join(parts) + ". Nothing was sent or recorded as done."
