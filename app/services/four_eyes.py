"""Four-eyes decisions (maker-checker): on a profile that asks for it, approve and reject are
proposed by one reviewer and take effect only when a second, different one confirms them.

Didit's rules, the most precise of the tools reviewers use (docs/COMPLIANCE.md), checked by
the door (``team_actions.py``) and asked early by the review bar to explain:

- the proposer cannot confirm (nor return) their own proposal, compared by key id: one key
  under another display name is still the same person;
- confirming or returning with nothing pending is refused, and so is answering a proposal
  other than the one shown (it was superseded and proposed again meanwhile);
- any change to the evidence clears a pending proposal: a new mark on one of the case's
  documents after the proposal supersedes it, and it must be proposed again;
- a return needs a written reason; one proposal is pending at a time.

Proposals, confirmations and returns are journalled like marks (each one's compact JSON is
the door's recorded detail); ``FourEyesBook`` folds them, with the marks, in the journal's
order. ``decision_trail`` gives the case's report and timeline who proposed, who answered,
when and why.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from app.services.action_log import ActionLog
from app.services.door import ActionRefused
from app.services.review import MARK_ACTION
from app.services.reviewers import Reviewer
from app.services.team_book import EventBook

PROPOSE_ACTION = "propose_decision"
CONFIRM_ACTION = "confirm_decision"
RETURN_ACTION = "return_decision"
FOUR_EYES_ACTIONS = frozenset({PROPOSE_ACTION, CONFIRM_ACTION, RETURN_ACTION})


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class Proposal:
    """A final decision (approve or reject) one reviewer proposes, with its reason."""

    uid: str
    session_id: str
    decision: str  # a Decision's value: approve or reject
    reason: str
    by: str  # the proposer's key id
    by_name: str
    at: str = field(default_factory=_now)

    @property
    def id(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def proposer(self) -> Reviewer:
        return Reviewer(self.by, self.by_name)


@dataclass(frozen=True)
class Answer:
    """A second reviewer's confirmation or return of one proposal (named by its proposer and
    time). A confirmation says the state it moved a sandbox session to (None: recorded only);
    a return says why."""

    uid: str
    session_id: str
    decision: str
    proposal_reason: str
    proposed_by: str
    proposed_by_name: str
    proposed_at: str
    by: str  # the answering reviewer's key id
    by_name: str
    reason: str = ""  # a return's reason
    state: str | None = None  # a confirmation on the sandbox: the session's new state
    at: str = field(default_factory=_now)

    @classmethod
    def to(
        cls, proposal: Proposal, by: Reviewer, reason: str = "", state: str | None = None
    ) -> Answer:
        """The answer ``by`` gives to ``proposal``."""
        return cls(
            proposal.uid,
            proposal.session_id,
            proposal.decision,
            proposal.reason,
            proposal.by,
            proposal.by_name,
            proposal.at,
            by.key_id,
            by.name,
            reason,
            state,
        )

    @property
    def id(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def proposal(self) -> Proposal:
        return Proposal(
            self.uid,
            self.session_id,
            self.decision,
            self.proposal_reason,
            self.proposed_by,
            self.proposed_by_name,
            self.proposed_at,
        )

    @property
    def answerer(self) -> Reviewer:
        return Reviewer(self.by, self.by_name)


class StepKind(StrEnum):
    PROPOSED = "proposed"
    CONFIRMED = "confirmed"
    RETURNED = "returned"
    SUPERSEDED = "superseded"  # a new mark on the case's documents cleared it
    IGNORED = "ignored"  # written on another desk against a proposal no longer pending


@dataclass(frozen=True)
class TrailStep:
    """One step of a session's four-eyes trail, for the report and the timeline: who, when,
    why (``reason``: the proposal's, the return's, or the document a new mark was on)."""

    kind: StepKind
    proposal: Proposal
    who: Reviewer | None  # the proposer, the answerer; None for a mark (its record's author)
    at: str
    reason: str = ""
    state: str | None = None


class FourEyesRefused(ActionRefused):
    """A four-eyes rule said no; nothing was sent or recorded as done. ``pending`` is the
    proposal the refusal is about, if any."""

    def __init__(self, message: str, pending: Proposal | None = None) -> None:
        super().__init__(message)
        self.pending = pending


def _named(reviewer: Reviewer) -> FourEyesRefused | None:
    if reviewer.key_id:
        return None
    return FourEyesRefused(
        "Teller does not know which reviewer you are yet, and a four-eyes decision needs two "
        "named reviewers. Give your reviewer name first; nothing was sent."
    )


def proposal_refusal(pending: Proposal | None, me: Reviewer) -> FourEyesRefused | None:
    """One proposal at a time, by a named reviewer."""
    unnamed = _named(me)
    if unnamed is not None:
        return unnamed
    if pending is not None:
        return FourEyesRefused(
            f"{pending.proposer.short} has already proposed to {pending.decision} this case. "
            "A second reviewer confirms or returns it first; nothing was sent.",
            pending,
        )
    return None


def answer_refusal(
    pending: Proposal | None, me: Reviewer, shown: Proposal | None = None, reason: str | None = None
) -> FourEyesRefused | None:
    """A confirmation (``reason`` None) or a return (its reason): of the pending proposal,
    the one shown, by someone other than its proposer; a return says why."""
    if pending is None:
        return FourEyesRefused(
            "Nothing is pending: no decision on this case waits for a second reviewer (a new "
            "mark on its documents clears a proposal). Nothing was sent."
        )
    unnamed = _named(me)
    if unnamed is not None:
        return unnamed
    if me.key_id == pending.by:
        return FourEyesRefused(
            "You proposed this decision, and the same reviewer cannot confirm or return it: "
            "a second, different reviewer must. Nothing was sent.",
            pending,
        )
    if shown is not None and shown != pending:
        return FourEyesRefused(
            "The proposal changed since it was shown (it was cleared and proposed again). "
            "Read it again before answering; nothing was sent.",
            pending,
        )
    if reason is not None and not reason.strip():
        return FourEyesRefused(
            "Write why the proposal is returned; nothing was sent.",
            pending,
        )
    return None


class FourEyesBook(EventBook):
    """Pending proposals and each session's trail, rebuilt from proposals, answers and
    marks in the journal's order."""

    actions = frozenset({*FOUR_EYES_ACTIONS, MARK_ACTION})
    _pending: dict[str, Proposal]  # session id -> its pending proposal
    _trails: dict[str, list[TrailStep]]

    def pending(self, session_id: str) -> Proposal | None:
        return self._pending.get(session_id)

    def pending_proposals(self) -> list[Proposal]:
        """Every pending proposal, in the journal's order (what waits for a second reviewer)."""
        return list(self._pending.values())

    def trail(self, session_id: str) -> list[TrailStep]:
        return list(self._trails.get(session_id, []))

    def _fold(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        self._pending, self._trails = {}, {}
        for action, data in events:
            try:
                self._take(action, data)
            except (TypeError, KeyError):
                continue

    def _take(self, action: str, data: dict[str, Any]) -> None:
        sid = str(data["session_id"])
        pending = self._pending.get(sid)
        trail = self._trails.setdefault(sid, [])
        if action == MARK_ACTION:
            if pending is not None:
                del self._pending[sid]
                trail.append(
                    TrailStep(StepKind.SUPERSEDED, pending, None, str(data["at"]), data["doc_id"])
                )
            return
        if action == PROPOSE_ACTION:
            proposal = Proposal(**data)
            if pending is None:
                self._pending[sid] = proposal
                kind = StepKind.PROPOSED
            else:  # two desks proposed at once: the first written stands
                kind = StepKind.IGNORED
            trail.append(TrailStep(kind, proposal, proposal.proposer, proposal.at, proposal.reason))
            return
        answer = Answer(**data)
        answered = pending is not None and answer.proposal == pending and answer.by != pending.by
        if answered:
            del self._pending[sid]
        kind = (
            StepKind.IGNORED
            if not answered
            else StepKind.CONFIRMED
            if action == CONFIRM_ACTION
            else StepKind.RETURNED
        )
        trail.append(
            TrailStep(
                kind, answer.proposal, answer.answerer, answer.at, answer.reason, answer.state
            )
        )


def four_eyes_book(log: ActionLog) -> FourEyesBook:
    """The one four-eyes book of a session's action log (the review bar and the door)."""
    return log.book(FourEyesBook)
