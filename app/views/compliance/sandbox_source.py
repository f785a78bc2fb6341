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
        if hasattr(helpers, "kyb_cases"):
            found = await helpers.kyb_cases()
        else:  # interim: the helper's own route, until SandboxHelpers.kyb_cases lands
            from app.models.kyb_cases import KybCaseList

            response = await self._client.request("GET", "/sandbox/v1/kyb/cases")
            found = self._client.parse(KybCaseList, response).cases
        return [_summary(case) for case in found]

    async def case(self, uid: str) -> CaseFile:
        helpers: Any = self._helpers
        sessions, details, listed = await asyncio.gather(
            self._sessions(uid),
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

    async def _sessions(self, uid: str) -> list[KybSession]:
        helpers: Any = self._helpers
        try:
            return list(await helpers.list_kyb_sessions(uid, include_deleted=True))
        except TypeError:  # interim: until the helper takes include_deleted
            from app.models.sandbox_helpers import KybSessionList

            response = await self._client.request(
                "GET",
                f"/sandbox/v1/business-users/{uid}/kyb-sessions",
                params={"includeDeleted": "true"},
            )
            return self._client.parse(KybSessionList, response).kyb_sessions

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
        if hasattr(helpers, "kyb_catalogue"):
            found = await helpers.kyb_catalogue(language=language)
        else:  # interim
            from app.models.kyb_catalogue import KybCatalogue

            response = await self._client.request(
                "GET", "/sandbox/v1/kyb/catalogue", headers={"Accept-Language": language}
            )
            found = self._client.parse(KybCatalogue, response)
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
        if not hasattr(helpers, "kyb_document_content"):  # interim
            response = await self._client.request(
                "GET",
                f"/sandbox/v1/business-users/{uid}/kyb-sessions/{session_id}/documents/{doc_id}/content",
            )
            disposition = response.headers.get("content-disposition", "")
            name = (
                disposition.split('filename="', 1)[-1].split('"', 1)[0]
                if "filename=" in disposition
                else doc_id
            )
            return DocumentFile(response.content, response.headers.get("content-type"), name)
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
