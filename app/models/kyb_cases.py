"""The sandbox's KYB case list (GET /sandbox/v1/kyb/cases) and a document's file.

Not part of the spec: a reviewer's queue over every business user of the merchant, one row
per business, built by the sandbox in one SQL statement.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.models.base import WireModel
from app.models.timestamps import Timestamp


class KybCaseSession(WireModel):
    """The business's newest KYB session (by creation), without its documents."""

    id: str
    kyb_id: int | None = None
    state: str
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None


class KybCase(WireModel):
    user_id: str
    company_name: str | None = None
    created_at: Timestamp | None = None  # the business user's
    session: KybCaseSession | None = None  # None: no KYB session yet
    documents: int = 0  # live documents of the newest session
    deleted_documents: int = 0  # soft-deleted documents of the newest session
    shareholders: int = 0
    worst_kyc_state: str | None = None  # app.models.kyb_catalogue.KYC_STATES_WORST_FIRST
    last_change: Timestamp | None = None


class KybCaseList(WireModel):
    cases: list[KybCase]


@dataclass(frozen=True)
class DocumentContent:
    """A KYB document's file as the sandbox keeps it (GET …/documents/{docId}/content).

    ``file_name`` comes from the uploader: show it, but never use it as a path as it is.
    """

    content: bytes
    media_type: str
    file_name: str
