"""Business onboarding (KYB sessions, documents, details, shareholders) and KYC history."""

from __future__ import annotations

from typing import Any

from pydantic import EmailStr, Field, field_serializer, model_validator

from app.models import text_limits as limits
from app.models.base import RequestModel, SnakeWireModel, WireModel
from app.models.kyc_data import KycData
from app.models.kyc_rules import kyc_issues
from app.models.timestamps import Timestamp
from app.models.validation import rules_error


class KybDocument(WireModel):
    id: str
    kyb_session_id: str | None = None
    category: str | None = None
    type: str | None = None
    file_name: str | None = None
    file_size: int | None = None
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    # Sandbox helpers only (a live server's documents have neither): the type read from the
    # file's bytes, and when a soft-deleted document was deleted (listed with includeDeleted).
    media_type: str | None = None
    deleted_at: Timestamp | None = None


class KybSession(WireModel):
    id: str
    kyb_id: int | None = None
    state: str
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    documents: list[KybDocument] = Field(default_factory=list)


class KybDetail(WireModel):
    key: str
    value: str | None = None


class KybDetailEntry(WireModel):
    created_at: str | None = None
    details: list[KybDetail] = Field(default_factory=list)


class KycStateLog(SnakeWireModel):
    id: int
    created_at: Timestamp | None = None
    new_state: str


class KycStateHistory(SnakeWireModel):
    session_id: str
    logs: list[KycStateLog] = Field(default_factory=list)


class Shareholder(WireModel):
    id: str
    email: str | None = None
    name: str | None = None
    surname: str | None = None
    kyc_level: str | None = None


class Kyc(RequestModel):
    """A kyc payload as sent: its enumerated and numeric members checked (kyc_rules.py)."""

    data: KycData

    @model_validator(mode="after")
    def _members_make_sense(self) -> Kyc:
        issues = kyc_issues(self.data)
        if issues:
            raise rules_error(issues)
        return self


class ShareholderCreateRequest(RequestModel):
    email: EmailStr  # email-validator: at most 254 characters (limits.EMAIL)
    kyc: Kyc
    name: str = Field(min_length=1, max_length=limits.PERSON_NAME)
    surname: str = Field(min_length=1, max_length=limits.PERSON_NAME)


class ShareholderUpdateRequest(RequestModel):
    email: EmailStr | None = None
    kyc: Kyc | None = None
    name: str | None = Field(default=None, min_length=1, max_length=limits.PERSON_NAME)
    surname: str | None = Field(default=None, min_length=1, max_length=limits.PERSON_NAME)


class ShareholderKyc(WireModel):
    """A stored shareholder's kyc, as it was sent (``data`` keeps unknown members)."""

    data: KycData | None = None

    @field_serializer("data")
    def _as_sent(self, data: KycData | None) -> dict[str, Any] | None:
        """Members that were not sent stay out, rather than coming back as nulls."""
        return (
            None if data is None else data.model_dump(mode="json", by_alias=True, exclude_none=True)
        )


class ShareholderDetail(Shareholder):
    """Sandbox helper: a shareholder with what the spec's response leaves out, its kyc and
    its identity verification session (``identityVerificationId``; its state history is
    ``GET /api/v1/account/users/{business uid}/identity-verifications/{id}/state-history``)."""

    kyc: ShareholderKyc | None = None
    identity_verification_id: str | None = None
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None


class ShareholderList(WireModel):
    """Sandbox helper: the shareholders of a business user (the spec has no list)."""

    shareholders: list[ShareholderDetail] = Field(default_factory=list)
