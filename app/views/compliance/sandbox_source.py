"""Cases from the sandbox's test helpers: every business listed, documents deleted or not,
shareholders with the kyc payload they were given and their identity verification's history.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import TYPE_CHECKING

from app.models.kyb_cases import KybCase
from app.models.kyb_catalogue import FINAL_KYB_STATES
from app.models.onboarding import KybSession, KycStateHistory, ShareholderDetail
from app.views.compliance.case_source import (
    CaseFile,
    CaseSummary,
    Catalogue,
    Category,
    Choice,
    DocumentFile,
    ShareholderFile,
    company_of,
    newest_first,
)

if TYPE_CHECKING:
    from app.api.read_client import ReadSandbox
    from app.services.session import Session


class SandboxCaseSource:
    can_list = True

    def __init__(self, session: Session) -> None:
        helpers = session.sandbox
        assert helpers is not None
        self._helpers: ReadSandbox = helpers
        self._client = session.client
        self._directory = session.directory

    async def cases(self) -> list[CaseSummary]:
        listed = [summary(case) for case in await self._helpers.kyb_cases()]
        for case in listed:  # the journal names a case's business by it
            if case.company != case.uid:
                self._directory.remember_user(case.uid, case.company)
        return listed

    async def case(self, uid: str) -> CaseFile:
        sessions, details, listed = await asyncio.gather(
            self._helpers.list_kyb_sessions(uid, include_deleted=True),
            self._client.get_kyb_details(uid),
            self._helpers.list_shareholders(uid),
        )
        details = newest_first(details)
        self._directory.remember_user(uid, company_of(details))
        shareholders = await asyncio.gather(
            *(self._shareholder(uid, s) for s in listed.shareholders)
        )
        return CaseFile(
            uid=uid,
            company=company_of(details),
            sessions=sorted(sessions, key=_session_order, reverse=True),
            details=details,
            shareholders=list(shareholders),
        )

    async def _shareholder(self, uid: str, listed: ShareholderDetail) -> ShareholderFile:
        history: KycStateHistory | None = None
        if listed.identity_verification_id:
            history = await self._client.get_kyc_state_history(uid, listed.identity_verification_id)
        kyc = listed.kyc.model_dump(mode="json", by_alias=True) if listed.kyc else None
        return ShareholderFile(
            id=listed.id,
            name=listed.name,
            surname=listed.surname,
            email=listed.email,
            kyc_level=listed.kyc_level,
            kyc=kyc,
            history=history,
        )

    async def catalogue(self, language: str) -> Catalogue:
        found = await self._helpers.kyb_catalogue(language=language)
        return Catalogue(
            categories=tuple(
                Category(c.slug, c.name, tuple(Choice(t.slug, t.name) for t in c.types))
                for c in found.categories
            ),
            session_states=tuple(Choice(s.slug, s.name) for s in found.session_states),
            kyc_states=tuple(Choice(s.slug, s.name) for s in found.kyc_states),
        )

    async def document(self, uid: str, session_id: str, doc_id: str) -> DocumentFile:
        found = await self._helpers.kyb_document_content(uid, session_id, doc_id)
        return DocumentFile(found.content, found.media_type, found.file_name)


def _session_order(session: KybSession) -> tuple[str, int]:
    created = session.created_at.isoformat() if session.created_at else ""
    return created, session.kyb_id or 0


def summary(case: KybCase) -> CaseSummary:
    session = case.session
    return CaseSummary(
        uid=case.user_id,
        company=case.company_name or case.user_id,
        created_at=case.created_at,
        session_id=session.id if session is not None else None,
        kyb_id=session.kyb_id if session is not None else None,
        state=session.state if session is not None else "",
        opened_at=session.created_at if session is not None else None,
        documents=case.documents,
        deleted_documents=case.deleted_documents,
        shareholders=case.shareholders,
        worst_kyc_state=case.worst_kyc_state,
        last_change=_latest(case.last_change, session.updated_at if session else None),
        decided_at=session.updated_at if session and session.state in FINAL_KYB_STATES else None,
    )


def _latest(*moments: datetime | None) -> datetime | None:
    known = [m for m in moments if m is not None]
    return max(known) if known else None
