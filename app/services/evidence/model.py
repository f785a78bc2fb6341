"""The records the evidence parts hand each other: what was read, what was found where, how it
compares with what was declared, and the flags a reviewer must judge.

Plain frozen dataclasses, Qt-free, so the door (which refuses an approval while a flag stands)
and the views (which show the same flags) work from one computation. Sentences for people are
made from ``kind`` and ``facts`` by whoever shows them (the door in English, a view in the UI's
language); ``sentence`` here is the English one, for the journal and the door's refusal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any


# --- reading a file ---
class ReadMethod(StrEnum):
    TEXT = "text"  # a PDF's own text layer
    OCR = "ocr"  # characters recognised in an image or a scanned page
    NONE = "none"  # nothing could be read (see ``DocumentText.problem``)


@dataclass(frozen=True)
class Box:
    """Where something is on a page: fractions of the page's width and height (0..1), from the
    top-left corner of the page as stored (before any rotation the viewer applies), so a box
    holds at every zoom."""

    page: int  # 0-based
    left: float
    top: float
    width: float
    height: float


@dataclass(frozen=True)
class TextLine:
    text: str
    box: Box | None


@dataclass(frozen=True)
class DocumentText:
    """All the text read from one file, line by line in reading order, with where each is."""

    sha256: str
    method: ReadMethod
    lines: tuple[TextLine, ...] = ()
    pages: int = 0
    problem: str = ""  # a sentence when nothing (or not everything) could be read
    deferred: bool = False  # pages or an image left for OCR's later pass (``read(ocr=False)``)


# --- what a case is judged on: read from the server by the service ---
@dataclass(frozen=True)
class MaterialDocument:
    id: str
    file_name: str
    category: str  # COMPANY | IDENTITY | ADDRESS ...
    type: str  # CERTIFICATE_OF_INCORPORATION | ID_CARD | PROOF_OF_ADDRESS ...
    media_type: str
    sha256: str
    uploaded_at: datetime | None
    content: bytes = field(repr=False, compare=False, default=b"")


@dataclass(frozen=True)
class MaterialPerson:
    """A shareholder as the server holds them: the record, the identity provider's payload
    (``kyc``: the stored ``kyc`` object, ``{"data": {...}}``) and the newest KYC state."""

    id: str
    name: str
    surname: str
    kyc: dict[str, Any] = field(compare=False, default_factory=dict)
    kyc_state: str | None = None
    card_document_id: str | None = None  # their ID card among the session's documents

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.name, self.surname) if p)


@dataclass(frozen=True)
class CaseMaterial:
    uid: str
    session_id: str
    company: str  # the declared company name
    declared: dict[str, str] = field(compare=False, default_factory=dict)  # newest details
    documents: tuple[MaterialDocument, ...] = ()  # current ones only (no tombstones)
    people: tuple[MaterialPerson, ...] = ()


# --- what was found ---
class FieldKey(StrEnum):
    COMPANY_NAME = "company_name"
    LEGAL_FORM = "legal_form"
    REGISTRATION_NUMBER = "registration_number"
    TAX_ID = "tax_id"
    ADDRESS = "address"
    INCORPORATED = "incorporated"
    PERSON_NAME = "person_name"
    DOCUMENT_NUMBER = "document_number"
    DATE_OF_BIRTH = "date_of_birth"
    NATIONALITY = "nationality"
    ISSUED = "issued"
    EXPIRES = "expires"
    BILL_DATE = "bill_date"  # the day or period a proof of address was issued for
    SHARE = "share"  # an owner's percentage (the declaration beside the certificate)


class Source(StrEnum):
    TEXT = "text"
    OCR = "ocr"
    PROVIDER = "provider"  # the identity provider's own extracted fields (kyc payload)
    DECLARED = "declared"


@dataclass(frozen=True)
class Found:
    """One value found in one document (or in the provider's payload for that document)."""

    field: FieldKey
    value: str  # as written there
    document_id: str  # '' when the provider's payload names no document of the session
    source: Source
    box: Box | None = None
    subject: str = ""  # a shareholder id for a person's field; '' for the business


@dataclass(frozen=True)
class OwnerShare:
    """An owner and their share as one source states it (the certificate, the declaration)."""

    name: str
    percent: Decimal | None
    document: str  # their identity document as written there ('' if none)
    source: Source
    document_id: str = ""
    box: Box | None = None


# --- set beside the declaration ---
class Verdict(StrEnum):
    MATCH = "match"
    NEAR = "near"  # the same once normalised further (digits only, a prefix), or a close name
    DIFFERS = "differs"
    NOT_FOUND = "not_found"


@dataclass(frozen=True)
class Comparison:
    field: FieldKey
    subject: str  # '' the business, else a shareholder id
    subject_name: str
    declared: str
    found: Found | None
    verdict: Verdict
    score: int | None = None  # 0..100, the fuzzy ratio for names
    differing: tuple[tuple[int, int], ...] = ()  # [start, end) spans of found.value that differ
    # [start, end) spans of ``declared`` that differ: what the document lacks is shown there
    # ("03456789-00" beside "03.456.789": the "00")
    declared_differing: tuple[tuple[int, int], ...] = ()


# --- flags ---
class FlagKind(StrEnum):
    DECLARED_DIFFERS = "declared_differs"  # a declared value differs from a document's
    ID_EXPIRED = "id_expired"
    ID_EXPIRING = "id_expiring"  # within 30 days
    UNDERAGE = "underage"
    CHECKSUM = "checksum"  # a registration or tax number fails its country's check
    COMPANY_NAME_DIFFERS = "company_name_differs"  # between documents
    ADDRESS_PROOF_OLD = "address_proof_old"  # older than 3 months when uploaded
    SCREENING = "screening"  # a watchlist or other step matched, failed or erred
    OWNER_WITHOUT_KYC = "owner_without_kyc"  # 25 % or more, no shareholder record or no KYC
    SHARES_NOT_100 = "shares_not_100"


@dataclass(frozen=True)
class Flag:
    """Something a reviewer must judge before approving. ``key`` is stable across reloads (kind,
    subject and what it is about, never a time), so a dismissal keeps holding until the
    evidence itself changes."""

    kind: FlagKind
    key: str
    sentence: str  # English, complete, with the values
    subject: str = ""
    subject_name: str = ""
    facts: tuple[tuple[str, str], ...] = ()  # named values a view words in its own language
    evidence: tuple[Found, ...] = ()

    def fact(self, name: str) -> str:
        return dict(self.facts).get(name, "")


# --- screening ---
class ScreeningOutcome(StrEnum):
    CLEAR = "clear"  # ran, nothing found
    MATCH = "match"  # ran and found someone on a list, or failed its check
    ERROR = "error"  # the step reported an error
    PENDING = "pending"  # still running
    NOT_RUN = "not_run"  # skipped, or waiting for something else


@dataclass(frozen=True)
class ScreeningMatch:
    name: str
    score: float | None
    lists: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()  # pep | sanctions | adverse_media | other


@dataclass(frozen=True)
class ScreeningCard:
    """One step of one person's identity verification, readable."""

    subject: str
    subject_name: str
    step: str  # the provider's step id: watchlists, facematch, age-check ...
    status: int
    outcome: ScreeningOutcome
    has_data: bool
    matches: tuple[ScreeningMatch, ...] = ()
    facts: tuple[tuple[str, str], ...] = ()  # e.g. ("score", "91.4"), ("age", "41")
    error_code: str = ""
    error_message: str = ""
    document_type: str = ""  # '' for a person-level step


# --- ownership ---
@dataclass(frozen=True)
class OwnerNode:
    name: str
    percent: Decimal | None
    sources: tuple[OwnerShare, ...]
    shareholder_id: str | None = None
    kyc_state: str | None = None


@dataclass(frozen=True)
class Ownership:
    company: str
    owners: tuple[OwnerNode, ...] = ()
    total: Decimal | None = None  # None when no share is known


# --- one case ---
@dataclass(frozen=True)
class DocumentReading:
    document_id: str
    file_name: str
    method: ReadMethod
    pages: int = 0
    problem: str = ""


@dataclass(frozen=True)
class CaseEvidence:
    uid: str
    session_id: str
    readings: tuple[DocumentReading, ...] = ()
    found: tuple[Found, ...] = ()
    comparisons: tuple[Comparison, ...] = ()
    flags: tuple[Flag, ...] = ()
    screening: tuple[ScreeningCard, ...] = ()
    ownership: Ownership | None = None
    ocr_problem: str = ""  # one line when OCR is not installed or failed to start
    today: date | None = None  # the day expiry and age were judged on
    # Documents still being read by OCR: a first answer from text layers and the provider's
    # fields, shown while OCR works; the door never judges on one (it awaits the whole).
    reading_more: int = 0
