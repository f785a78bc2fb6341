"""Where the compliance screens get their cases from: one small interface, two sources.

Against the sandbox every business is listed with its sessions, documents (deleted ones too)
and shareholders through its test helpers; against a live server the spec lists nothing, so
a case is opened by user id and shows what the spec can read (the declared data). The views
see only the plain records below, never where they came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from app.models.kyb_catalogue import KYC_STATES_WORST_FIRST, kyc_state_rank
from app.models.onboarding import KybDetailEntry, KybDocument, KybSession, KycStateHistory
from app.services.masking import Kind, mask
from app.services.review_rules import latest_kyc_state

if TYPE_CHECKING:
    from app.services.session import Session

WORRYING_RANK = kyc_state_rank("NEEDS_MORE_INFO")  # this state and worse need a look


def kyc_severity(state: str | None) -> float:
    """Higher is worse (for sorting worst first); -1 for no state at all."""
    if not state:
        return -1.0
    return len(KYC_STATES_WORST_FIRST) - kyc_state_rank(state)


def kyc_worrying(state: str | None) -> bool:
    return bool(state) and kyc_state_rank(state or "") <= WORRYING_RANK


@dataclass(frozen=True)
class CaseSummary:
    """One row of the queue: a business and its newest KYB session."""

    uid: str
    company: str
    created_at: datetime | None = None
    session_id: str | None = None
    kyb_id: int | None = None
    state: str = ""  # '' when the business has no session
    opened_at: datetime | None = None
    documents: int = 0
    deleted_documents: int = 0
    shareholders: int = 0
    worst_kyc_state: str | None = None
    last_change: datetime | None = None
    # When a decided session was decided (its own last change); later activity on the case
    # (a shareholder's KYC, a document) is not the decision. None when unknown or undecided.
    decided_at: datetime | None = None


@dataclass(frozen=True)
class Choice:
    slug: str
    name: str


@dataclass(frozen=True)
class Category(Choice):
    types: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Catalogue:
    """Document categories with their types, and the states, named in the UI's language."""

    categories: tuple[Category, ...] = ()
    session_states: tuple[Choice, ...] = ()
    kyc_states: tuple[Choice, ...] = ()

    def category_name(self, slug: str | None) -> str:
        for category in self.categories:
            if category.slug == slug:
                return category.name
        return slug or ""

    def type_name(self, category: str | None, slug: str | None) -> str:
        for known in self.categories:
            if known.slug == category:
                for kind in known.types:
                    if kind.slug == slug:
                        return kind.name
        for known in self.categories:  # a type filed under another category still reads well
            for kind in known.types:
                if kind.slug == slug:
                    return kind.name
        return slug or ""


@dataclass(frozen=True)
class DocumentFile:
    content: bytes
    media_type: str | None
    file_name: str


@dataclass
class ShareholderFile:
    """A shareholder as the API answers it, with what only the sandbox can tell: the kyc
    payload last sent and the identity verification's state history."""

    id: str
    name: str | None
    surname: str | None
    email: str | None
    kyc_level: str | None
    kyc: dict[str, Any] | None = None
    history: KycStateHistory | None = None

    @property
    def display_name(self) -> str:
        """The name; without one, the e-mail as the masking policy masks it (a name is shown
        everywhere, an e-mail only masked until revealed), else the id."""
        named = " ".join(p for p in (self.name, self.surname) if p)
        return named or (mask(Kind.EMAIL, self.email) if self.email else "") or self.id

    @property
    def kyc_state(self) -> str | None:
        """The newest state of the shareholder's identity verification, if known."""
        return latest_kyc_state(self.history)


@dataclass
class CaseFile:
    """Everything the case pane shows for one business."""

    uid: str
    company: str
    sessions: list[KybSession] = field(default_factory=list)  # newest first
    details: list[KybDetailEntry] = field(default_factory=list)  # newest first
    shareholders: list[ShareholderFile] | None = None  # None: the server cannot list them

    @property
    def session(self) -> KybSession | None:
        return self.sessions[0] if self.sessions else None

    @property
    def documents(self) -> list[KybDocument]:
        return list(self.session.documents) if self.session is not None else []


def deleted_at(document: KybDocument) -> datetime | None:
    """When a document was soft-deleted (a tombstone); a live server never says."""
    return document.deleted_at


class CaseSource(Protocol):
    @property
    def can_list(self) -> bool:
        """Whether cases can be listed, sessions read and documents fetched (the sandbox)."""

    async def cases(self) -> list[CaseSummary]: ...

    async def case(self, uid: str) -> CaseFile: ...

    async def catalogue(self, language: str) -> Catalogue: ...

    async def document(self, uid: str, session_id: str, doc_id: str) -> DocumentFile: ...


def company_of(details: list[KybDetailEntry]) -> str:
    for entry in details:  # newest first
        for item in entry.details:
            if item.key == "companyName" and item.value:
                return item.value
    return ""


def newest_first(entries: list[KybDetailEntry]) -> list[KybDetailEntry]:
    return sorted(entries, key=lambda e: e.created_at or "", reverse=True)


class LiveCaseSource:
    """A server that speaks only the spec: a case is its declared data."""

    can_list = False

    def __init__(self, session: Session) -> None:
        self._client = session.client
        self._directory = session.directory

    async def cases(self) -> list[CaseSummary]:
        return []

    async def case(self, uid: str) -> CaseFile:
        details = newest_first(await self._client.get_kyb_details(uid))
        self._directory.remember_user(uid, company_of(details))  # the journal names it
        return CaseFile(uid=uid, company=company_of(details), details=details)

    async def catalogue(self, language: str) -> Catalogue:
        return Catalogue()

    async def document(self, uid: str, session_id: str, doc_id: str) -> DocumentFile:
        raise NotImplementedError
