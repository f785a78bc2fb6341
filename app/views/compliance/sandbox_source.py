"""Cases from the sandbox's test helpers: every business listed, documents deleted or not,
shareholders with the kyc payload they were given and their identity verification's history.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import TYPE_CHECKING, Any

from app.models.onboarding import KybSession, KycStateHistory
from app.views.compliance.case_source import (
    CaseFile,
    CaseSummary,
    Catalogue,
    Category,
    Choice,
    DocumentFile,
    ShareholderFile,
    company_of,
    deleted_at,
    kyc_severity,
    newest_first,
)

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.session import Session


class SandboxCaseSource:
    can_list = True

    def __init__(self, session: Session) -> None:
        helpers = session.sandbox
        assert helpers is not None
        self._helpers: SandboxHelpers = helpers
        self._client = session.client

    async def cases(self) -> list[CaseSummary]:
        helpers: Any = self._helpers
        return [_summary(case) for case in await helpers.kyb_cases()]

    async def case(self, uid: str) -> CaseFile:
        helpers: Any = self._helpers
        sessions, details, listed = await asyncio.gather(
            helpers.list_kyb_sessions(uid, include_deleted=True),
            self._client.get_kyb_details(uid),
            helpers.list_shareholders(uid),
        )
        details = newest_first(details)
        shareholders = await asyncio.gather(*(self._shareholder(uid, s) for s in _items(listed)))
        sessions = sorted(sessions, key=_session_order, reverse=True)
        return CaseFile(
            uid=uid,
            company=company_of(details),
            sessions=sessions,
            details=details,
            shareholders=list(shareholders),
        )

    async def _shareholder(self, uid: str, listed: Any) -> ShareholderFile:
        verification = getattr(listed, "identity_verification_id", None)
        history: KycStateHistory | None = None
        if verification:
            history = await self._client.get_kyc_state_history(uid, verification)
        kyc = getattr(listed, "kyc", None)
        if kyc is not None and not isinstance(kyc, dict):
            kyc = kyc.model_dump(by_alias=True, exclude_none=True, mode="json")
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
        helpers: Any = self._helpers
        found = await helpers.kyb_catalogue(language=language)
        return Catalogue(
            categories=tuple(
                Category(c.slug, c.name, tuple(Choice(t.slug, t.name) for t in c.types))
                for c in found.categories
            ),
            session_states=tuple(Choice(s.slug, s.name) for s in found.session_states),
            kyc_states=tuple(Choice(s.slug, s.name) for s in found.kyc_states),
        )

    async def document(self, uid: str, session_id: str, doc_id: str) -> DocumentFile:
        helpers: Any = self._helpers
        found = await helpers.kyb_document_content(uid, session_id, doc_id)
        return DocumentFile(
            content=found.content,
            media_type=getattr(found, "media_type", None),
            file_name=getattr(found, "file_name", None) or doc_id,
        )


def _items(listed: Any) -> list[Any]:
    return list(getattr(listed, "shareholders", listed))


def _session_order(session: KybSession) -> tuple[str, int]:
    created = session.created_at.isoformat() if session.created_at else ""
    return created, session.kyb_id or 0


def _summary(case: Any) -> CaseSummary:
    session = case.session
    worst = getattr(case, "worst_kyc_state", None)
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
        worst_kyc_state=worst,
        last_change=_latest(case.last_change, session.updated_at if session else None),
    )


def _latest(*moments: datetime | None) -> datetime | None:
    known = [m for m in moments if m is not None]
    return max(known) if known else None


__all__ = ["SandboxCaseSource", "deleted_at", "kyc_severity"]
