"""The door's onboarding actions: KYB sessions, documents and shareholders, and the review's
document marks and case decisions (``app/services/review.py``).

Every action that changes a case's state (a decision, a state set by hand) and every mark is
judged here by the rule book (``review_rules.py``) on what the door reads for itself: the
case's current documents and its shareholders' KYC states fresh from the server, the case's
flags from the session's evidence service (``evidence/service.py``), the marks and the flag
dismissals from its own action log's ``ReviewBook`` and ``FlagBook``. Nothing a view says counts. The check runs inside
the door's step, after the guard and before anything is sent, so a refusal is journalled as
REFUSED (``ReviewRefused``) and nothing reaches the server.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from app.api.errors import ApiError
from app.models.onboarding import (
    KybDocument,
    KybSession,
    Shareholder,
    ShareholderCreateRequest,
    ShareholderUpdateRequest,
)
from app.services.claims import claim_book, work_refusal
from app.services.context import ChangeKind
from app.services.deletions import (
    DELETE_ACTION,
    Deletion,
    DeletionRefused,
    clean_reason,
    deletion_problem,
)
from app.services.door import ActionRefused, Door, Guard
from app.services.evidence.flag_book import flag_book
from app.services.evidence.model import CaseEvidence, Flag
from app.services.kyc_state import latest_kyc_state
from app.services.review_rules import (
    APPROVED_STATE,
    Blocker,
    CaseFacts,
    CasePerson,
    current_documents,
    decision_blockers,
    mark_blockers,
    refusal_sentence,
    state_move_blockers,
)

if TYPE_CHECKING:
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.action_log import ActionLog
    from app.services.context import WorkContext
    from app.services.review import CaseDecision, DocumentMark, StateMove


class EvidenceSource(Protocol):
    """What the door asks for a case's flags (``evidence.service.EvidenceService``)."""

    async def case_evidence(self, uid: str, session_id: str) -> CaseEvidence: ...


@dataclass(frozen=True)
class _Moved:
    """A state set by hand: the session as answered, and the move the journal keeps (its
    ``id``, the door's recorded detail, names the state)."""

    session: KybSession
    move: StateMove

    @property
    def id(self) -> str:
        return self.move.id


class ReviewRefused(ActionRefused):
    """The rule book said no: each blocker named (``blockers``), nothing sent."""

    default_message = "The review's rules refuse this; nothing was sent."

    def __init__(self, blockers: list[Blocker]) -> None:
        super().__init__(refusal_sentence(blockers))
        self.blockers = blockers


class CaseUnreadable(ActionRefused):
    """The case could not be read to judge it: nothing was sent (the read's own error is
    kept as ``cause``)."""

    def __init__(self, cause: ApiError) -> None:
        super().__init__(
            "Teller could not read the case to check the review's rules "
            f"({cause.message}); nothing was sent. Try again."
        )
        self.cause = cause


class KybActions(Door):
    def __init__(
        self,
        client: BankingClient,
        context: WorkContext,
        log: ActionLog,
        *,
        sandbox: SandboxHelpers | None = None,
        guard: Guard | None = None,
        evidence: EvidenceSource | None = None,
    ) -> None:
        """``evidence``: where the door reads a case's flags (the session's evidence
        service); without one (a live server, a door made bare in a test) flags are not
        judged, and on a live server an approval is refused anyway."""
        super().__init__(client, context, log, sandbox=sandbox, guard=guard)
        self._evidence = evidence

    # --- business onboarding (KYB) ---
    async def start_kyb_session(self, uid: str) -> KybSession:
        """A new KYB session for a business; its case is announced (a new one exists)."""
        client = self._client
        return await self._perform(
            "start_kyb_session",
            uid,
            "Start a KYB session",
            lambda: client.create_kyb_session(uid),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def upload_kyb_document(
        self,
        uid: str,
        session_id: str,
        *,
        file_name: str,
        content: bytes,
        category: str,
        type_: str,
    ) -> KybDocument:
        """A document into a session (sandbox helper: the spec shows no upload)."""
        return await self._perform(
            "upload_kyb_document",
            f"{uid}/{session_id}",
            f"Upload {file_name}",
            lambda: self._require_sandbox().upload_kyb_document(
                uid,
                session_id,
                file_name=file_name,
                content=content,
                category=category,
                type_=type_,
            ),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def delete_kyb_document(
        self, uid: str, session_id: str, doc_id: str, *, reason: str
    ) -> Deletion:
        """Soft-delete a document, with the reviewer's reason (required; deletions.py): the
        deletion, whole, is the action's result, so the journal keeps who and why."""
        client, reviewer, reason = self._client, self.reviewer, clean_reason(reason)

        async def delete() -> Deletion:
            problem = deletion_problem(reason)
            if problem is not None:
                raise DeletionRefused(problem)
            await client.delete_kyb_document(uid, session_id, doc_id)
            return Deletion(uid, session_id, doc_id, reason, reviewer.key_id, reviewer.name)

        return await self._perform(
            DELETE_ACTION,
            f"{uid}/{session_id}/{doc_id}",
            "Delete a KYB document",
            delete,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def create_shareholder(
        self, uid: str, request: ShareholderCreateRequest | Mapping[str, Any]
    ) -> Shareholder:
        client = self._client
        return await self._perform(
            "create_shareholder",
            uid,
            "Add a shareholder",
            lambda: client.create_shareholder(uid, request),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def update_shareholder(
        self,
        uid: str,
        shareholder_id: str,
        request: ShareholderUpdateRequest | Mapping[str, Any],
    ) -> Shareholder:
        client = self._client
        return await self._perform(
            "update_shareholder",
            f"{uid}/{shareholder_id}",
            "Correct a shareholder",
            lambda: client.update_shareholder(uid, shareholder_id, request),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def set_kyb_session_state(
        self, uid: str, session_id: str, state: str, reason: str = ""
    ) -> KybSession:
        """Move a case by hand (the Sandbox menu's testers' tool; the spec has no such
        operation). Into APPROVED only as an approval would be (the rule book, on the case read
        fresh); the journal names the state (the record's detail is the ``StateMove``)."""
        from app.services.review import StateMove

        move = StateMove(uid, session_id, state, reason.strip())

        async def moved() -> _Moved:
            sandbox = self._require_sandbox()
            facts = await self._case_facts(uid, session_id) if state == APPROVED_STATE else None
            blockers = state_move_blockers(
                state, reason, facts, self._marks(session_id), self._dismissed(session_id)
            )
            if blockers:
                raise ReviewRefused(blockers)
            return _Moved(await sandbox.set_kyb_session_state(uid, session_id, state), move)

        done = await self._perform(
            "set_kyb_session_state",
            f"{uid}/{session_id}",
            f"Move a KYB session to {state} (testers' tool)",
            moved,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )
        return done.session

    # --- review: document marks and case decisions (app/services/review.py) ---
    async def mark_document(
        self,
        uid: str,
        session_id: str,
        doc_id: str,
        mark: str,
        reason: str = "",
        comment: str = "",
    ) -> DocumentMark:
        """A reviewer's mark on one document: nothing is sent (the API has no such
        operation); the door records the mark, whole, as the action's result, and the journal
        keeps it (``ReviewBook`` rebuilds marks from there)."""
        from app.services.review import DocumentMark, Mark

        made = DocumentMark(uid, session_id, doc_id, Mark(mark), reason, comment.strip())

        async def local() -> DocumentMark:
            self._may_work_on(uid)
            blockers = mark_blockers(made.mark, made.reason, made.comment)
            if blockers:
                raise ReviewRefused(blockers)
            return made

        return await self._perform(
            "mark_document",
            f"{uid}/{session_id}/{doc_id}",
            f"Mark a KYB document {made.mark.value}",
            local,
            changes=[],
        )

    async def decide_case(
        self, uid: str, session_id: str, decision: str, reason: str
    ) -> CaseDecision:
        """A case's decision with its written reason, judged by the rule book (an approval on
        the case read fresh). On a sandbox it moves the session (approve: APPROVED, reject:
        REJECTED, more information: NEEDS_MORE_INFO, the applicant's turn); on a live server,
        which has no decision operation, it is recorded only, and an approval is refused there
        since the server cannot list what it would rest on. On a four-eyes profile approve and
        reject are proposed instead (``TeamActions.decide_case``) and come here, judged again,
        only when a second reviewer confirms them."""
        from app.services.review import Decision

        chosen = Decision(decision)
        return await self._perform(
            "decide_case",
            f"{uid}/{session_id}",
            f"Decide a KYB case: {chosen.value}",
            lambda: self._decided(uid, session_id, decision, reason),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def _decided(self, uid: str, session_id: str, decision: str, reason: str) -> CaseDecision:
        """The decision judged (claims, the rule book on the case read fresh) and, on a
        sandbox, the session moved: inside the door's step, so a refusal sends nothing."""
        from app.services.review import DECISION_STATES, CaseDecision, Decision

        chosen = Decision(decision)
        sandbox = self._sandbox
        state = DECISION_STATES[chosen] if sandbox is not None else None
        await self._judge(uid, session_id, decision, reason)
        if sandbox is not None and state is not None:
            await sandbox.set_kyb_session_state(uid, session_id, state)
        return CaseDecision(uid, session_id, chosen, reason.strip(), state)

    async def _judge(self, uid: str, session_id: str, decision: str, reason: str) -> None:
        """Refuse a decision this reviewer may not take now (someone else's case, the rule
        book's blockers); a proposal is judged as the decision it proposes."""
        from app.services.review import Decision

        chosen = Decision(decision)
        self._may_work_on(uid)
        facts = await self._case_facts(uid, session_id) if chosen is Decision.APPROVE else None
        blockers = decision_blockers(
            chosen, reason, facts, self._marks(session_id), self._dismissed(session_id)
        )
        if blockers:
            raise ReviewRefused(blockers)

    def _may_work_on(self, uid: str) -> None:
        """Marks and decisions on a case another reviewer claimed need this reviewer's
        override first (the view asks, naming the owner; the door records it)."""
        book = claim_book(self._log)
        me = self.reviewer
        refusal = work_refusal(book.owner(uid), me, book.overridden(uid, me.key_id))
        if refusal is not None:
            raise refusal

    # --- what the rule book is given: read here, never taken from a view ---
    def _marks(self, session_id: str) -> dict[str, str]:
        """The session's marks as this door recorded them (and the journal replayed)."""
        from app.services.review import review_book

        return review_book(self._log).mark_slugs(session_id)

    def _dismissed(self, session_id: str) -> frozenset[str]:
        """The keys of the session's flags dismissed through this door (and the journal)."""
        return flag_book(self._log).dismissed_keys(session_id)

    async def _flags(self, uid: str, session_id: str) -> tuple[Flag, ...] | None:
        """The case's flags as the evidence service computes them now (None: no service,
        so not judged)."""
        if self._evidence is None:
            return None
        return (await self._evidence.case_evidence(uid, session_id)).flags

    async def _case_facts(self, uid: str, session_id: str) -> CaseFacts:
        """The session's current documents, the shareholders' newest KYC states and the
        case's flags, read now (a live server cannot list them: unreadable, so no approval
        there)."""
        sandbox, client = self._sandbox, self._client
        if sandbox is None:
            return CaseFacts.unreadable()
        try:
            session, listed = await asyncio.gather(
                sandbox.get_kyb_session(uid, session_id), sandbox.list_shareholders(uid)
            )
            people = listed.shareholders
            histories = await asyncio.gather(
                *(
                    client.get_kyc_state_history(uid, p.identity_verification_id)
                    for p in people
                    if p.identity_verification_id
                )
            )
            flags = await self._flags(uid, session_id)
        except ApiError as exc:
            raise CaseUnreadable(exc) from exc
        states = iter(histories)
        persons = tuple(
            CasePerson(
                p.id,
                " ".join(n for n in (p.name, p.surname) if n) or p.email or p.id,
                latest_kyc_state(next(states)) if p.identity_verification_id else None,
            )
            for p in people
        )
        return CaseFacts(current_documents(session.documents), persons, flags)
