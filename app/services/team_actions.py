"""The door's team actions: claims (claim, release, assign, work on a case someone else
holds) and four-eyes decisions (propose, confirm, return).

Nothing here is sent to the server except a confirmed decision on the sandbox (which moves
the session through ``KybActions``' decision path, the approval rules judged again at
confirmation): each action is a record the door journals, its detail the event's compact
JSON, and the books (``claims.py``, ``four_eyes.py``) rebuild from the journal alone. Each
rule is checked inside the door's step, so a refusal is journalled as REFUSED with its
sentence and nothing is recorded as done.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from app.services.action_log import ActionRecord, Outcome
from app.services.claims import (
    ASSIGN_ACTION,
    CLAIM_ACTION,
    OVERRIDE_ACTION,
    RELEASE_ACTION,
    ClaimEvent,
    ClaimRefused,
    assign_refusal,
    claim_book,
    claim_refusal,
    release_refusal,
)
from app.services.context import ChangeKind
from app.services.four_eyes import (
    CONFIRM_ACTION,
    PROPOSE_ACTION,
    RETURN_ACTION,
    Answer,
    Proposal,
    answer_refusal,
    four_eyes_book,
    proposal_refusal,
)
from app.services.kyb_actions import KybActions
from app.services.review import DECIDE_ACTION, CaseDecision, Decision
from app.services.review_rules import FINAL_DECISIONS
from app.services.reviewers import Reviewer


@dataclass(frozen=True)
class _Confirmed:
    """A confirmation and the decision it made; the door records the confirmation."""

    answer: Answer
    decision: CaseDecision

    @property
    def id(self) -> str:
        return self.answer.id


class TeamActions(KybActions):
    # --- claims ---
    async def claim_case(self, uid: str) -> ClaimEvent:
        """This reviewer takes the case; refused, naming the owner, if someone has it."""
        event = ClaimEvent(uid, self.reviewer.key_id, self.reviewer.name)

        async def claim() -> ClaimEvent:
            self._raise(claim_refusal(claim_book(self._log).owner(uid), self.reviewer))
            return event

        return await self._claim_step(CLAIM_ACTION, uid, "Claim a KYB case", claim)

    async def release_case(self, uid: str) -> ClaimEvent:
        """The owner gives the case back to the queue."""
        event = ClaimEvent(uid, self.reviewer.key_id, self.reviewer.name)

        async def release() -> ClaimEvent:
            self._raise(release_refusal(claim_book(self._log).owner(uid), self.reviewer))
            return event

        return await self._claim_step(RELEASE_ACTION, uid, "Release a KYB case", release)

    async def assign_case(self, uid: str, to: Reviewer) -> ClaimEvent:
        """An unclaimed case, or one's own, given to another reviewer (by key id)."""
        event = ClaimEvent(uid, self.reviewer.key_id, self.reviewer.name, to.key_id, to.name)

        async def assign() -> ClaimEvent:
            self._raise(assign_refusal(claim_book(self._log).owner(uid), self.reviewer, to))
            return event

        return await self._claim_step(ASSIGN_ACTION, uid, f"Assign a KYB case to {to.name}", assign)

    async def override_claim(self, uid: str) -> ClaimEvent:
        """This reviewer works on a case another holds, after being told who (recorded, so the
        owner and an auditor see it); marks and decisions on it are then accepted."""
        owner = claim_book(self._log).owner(uid)
        event = ClaimEvent(
            uid,
            self.reviewer.key_id,
            self.reviewer.name,
            owner.key_id if owner else "",
            owner.name if owner else "",
        )

        async def override() -> ClaimEvent:
            if owner is None or owner.key_id == self.reviewer.key_id:
                raise ClaimRefused("Nobody else holds this case; nothing to override.", owner)
            if not self.reviewer.key_id:
                raise ClaimRefused(
                    "Teller does not know which reviewer you are yet; give your reviewer name "
                    "first. Nothing was recorded.",
                    owner,
                )
            return event

        return await self._claim_step(
            OVERRIDE_ACTION, uid, "Work on a KYB case another reviewer claimed", override
        )

    async def _claim_step(
        self, action: str, uid: str, summary: str, call: Callable[[], Awaitable[ClaimEvent]]
    ) -> ClaimEvent:
        return await self._perform(action, uid, summary, call, changes=[(ChangeKind.KYB_CASE, uid)])

    @staticmethod
    def _raise(refusal: Exception | None) -> None:
        if refusal is not None:
            raise refusal

    # --- four-eyes decisions ---
    @property
    def four_eyes(self) -> bool:
        """Whether this environment's profile asks for a second reviewer on final decisions."""
        return self._context.environment.four_eyes

    async def decide_case(  # type: ignore[override]  # a proposal, on a four-eyes profile
        self, uid: str, session_id: str, decision: str, reason: str
    ) -> CaseDecision | Proposal:
        """On a four-eyes profile approve and reject are proposed (nothing moves); more
        information, and every decision elsewhere, takes effect at once."""
        if self.four_eyes and Decision(decision) in FINAL_DECISIONS:
            return await self.propose_decision(uid, session_id, decision, reason)
        return await super().decide_case(uid, session_id, decision, reason)

    async def propose_decision(
        self, uid: str, session_id: str, decision: str, reason: str
    ) -> Proposal:
        """Judged as the decision would be (claims, reason, approval rules), then recorded
        as pending; the session does not move."""
        chosen = Decision(decision)
        made = Proposal(
            uid, session_id, chosen.value, reason.strip(), self.reviewer.key_id, self.reviewer.name
        )

        async def propose() -> Proposal:
            pending = four_eyes_book(self._log).pending(session_id)
            self._raise(proposal_refusal(pending, self.reviewer))
            await self._judge(uid, session_id, decision, reason)
            return made

        return await self._perform(
            PROPOSE_ACTION,
            f"{uid}/{session_id}",
            f"Propose a KYB decision: {chosen.value}",
            propose,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def confirm_decision(
        self, uid: str, session_id: str, shown: Proposal | None = None
    ) -> Answer:
        """A second reviewer confirms the pending proposal (the one ``shown``, if given). The
        decision is judged again now; on the sandbox it moves the session, on a live server it
        is recorded only. Journalled as the confirmation, then as the decision it made."""
        book = four_eyes_book(self._log)

        async def confirm() -> _Confirmed:
            pending = book.pending(session_id)
            self._raise(answer_refusal(pending, self.reviewer, shown))
            assert pending is not None  # answer_refusal refuses when nothing is pending
            decided = await self._decided(uid, session_id, pending.decision, pending.reason)
            return _Confirmed(Answer.to(pending, self.reviewer, state=decided.state), decided)

        done = await self._perform(
            CONFIRM_ACTION,
            f"{uid}/{session_id}",
            "Confirm a proposed KYB decision",
            confirm,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )
        # the decision itself, as every reader of decisions knows it (ReviewBook, the report)
        self._log.record(
            ActionRecord(
                DECIDE_ACTION,
                f"{uid}/{session_id}",
                Outcome.DONE,
                done.decision.id,
                author=self.reviewer.key_id,
            )
        )
        return done.answer

    async def return_decision(
        self, uid: str, session_id: str, reason: str, shown: Proposal | None = None
    ) -> Answer:
        """A second reviewer sends the pending proposal back, saying why; nothing moves."""
        book = four_eyes_book(self._log)

        async def give_back() -> Answer:
            pending = book.pending(session_id)
            self._raise(answer_refusal(pending, self.reviewer, shown, reason))
            assert pending is not None
            self._may_work_on(uid)
            return Answer.to(pending, self.reviewer, reason=reason.strip())

        return await self._perform(
            RETURN_ACTION,
            f"{uid}/{session_id}",
            "Return a proposed KYB decision",
            give_back,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )
