"""The door's onboarding actions: KYB sessions, documents and shareholders, and the review's
document marks and case decisions (``app/services/review.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from app.models.onboarding import (
    KybDocument,
    KybSession,
    Shareholder,
    ShareholderCreateRequest,
    ShareholderUpdateRequest,
)
from app.services.action_log import ActionRecord, Outcome
from app.services.context import ChangeKind
from app.services.door import Door

if TYPE_CHECKING:
    from app.services.review import CaseDecision, DocumentMark


class KybActions(Door):
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

    async def delete_kyb_document(self, uid: str, session_id: str, doc_id: str) -> None:
        client = self._client
        await self._perform(
            "delete_kyb_document",
            f"{uid}/{session_id}/{doc_id}",
            "Delete a KYB document",
            lambda: client.delete_kyb_document(uid, session_id, doc_id),
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

    async def set_kyb_session_state(self, uid: str, session_id: str, state: str) -> KybSession:
        """Move a case (sandbox helper: the spec has no decision operation)."""
        return await self._perform(
            "set_kyb_session_state",
            f"{uid}/{session_id}",
            f"Move a KYB session to {state}",
            lambda: self._require_sandbox().set_kyb_session_state(uid, session_id, state),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

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
        """A case's decision with its written reason. On a sandbox it moves the session
        (approve: APPROVED, reject: REJECTED, more information: CREATED, the applicant's turn);
        on a live server, which has no decision operation, it is recorded only."""
        from app.services.review import DECISION_STATES, CaseDecision, Decision

        chosen = Decision(decision)
        sandbox = self._sandbox
        state = DECISION_STATES[chosen] if sandbox is not None else None

        async def decide() -> CaseDecision:
            if sandbox is not None and state is not None:
                await sandbox.set_kyb_session_state(uid, session_id, state)
            return CaseDecision(uid, session_id, chosen, reason.strip(), state)

        return await self._perform(
            "decide_case",
            f"{uid}/{session_id}",
            f"Decide a KYB case: {chosen.value}",
            decide,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    def record_case_export(self, uid: str, session_id: str, file_name: str) -> None:
        """A case bundle was written (personal data left Teller): nothing is sent, the
        journal says who exported which case, and under what name."""
        self._log.record(
            ActionRecord("export_case_bundle", f"{uid}/{session_id}", Outcome.DONE, file_name)
        )
