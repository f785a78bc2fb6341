"""Bodies of the sandbox's test helpers (/sandbox/v1, docs/sandbox.md). Not part of the spec."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, EmailStr, Field, field_validator

from app.models import text_limits as limits
from app.models.accounts import Account, VirtualIban
from app.models.base import RequestModel, WireModel
from app.models.money import PositiveRequestAmount
from app.models.onboarding import KybSession
from app.models.orders import LedgerTransaction, Pagination
from app.models.timestamps import Timestamp

SANDBOX_OTP_CODE = "123456"


class UserType(StrEnum):
    PERSON = "PERSON"
    BUSINESS = "BUSINESS"


class SandboxUserCreate(RequestModel):
    type: UserType
    name: str | None = Field(default=None, max_length=limits.PERSON_NAME)
    surname: str | None = Field(default=None, max_length=limits.PERSON_NAME)
    company_name: str | None = Field(default=None, max_length=limits.COMPANY_NAME)
    email: EmailStr | None = None  # email-validator: at most 254 characters (limits.EMAIL)


class SandboxUser(WireModel):
    id: str
    type: str
    name: str | None = None
    surname: str | None = None
    company_name: str | None = None
    email: str | None = None
    created_at: Timestamp | None = None

    @property
    def display_name(self) -> str:
        if self.company_name:
            return self.company_name
        return " ".join(p for p in (self.name, self.surname) if p) or self.id


class SandboxUserDetail(SandboxUser):
    accounts: list[Account] = Field(default_factory=list)


class SandboxUserList(WireModel):
    users: list[SandboxUser]


class DepositRequest(RequestModel):
    amount: PositiveRequestAmount
    counterparty: str | None = Field(default=None, max_length=limits.COUNTERPARTY)
    reference: str | None = Field(default=None, max_length=limits.REFERENCE)


class TransactionList(WireModel):
    transactions: list[LedgerTransaction]
    pagination: Pagination


class VirtualIbanCreate(RequestModel):
    name: str | None = Field(default=None, max_length=limits.VIBAN_NAME)


class VirtualIbanList(WireModel):
    virtual_ibans: list[VirtualIban]


class OtpRequest(RequestModel):
    code: str = Field(min_length=1, max_length=limits.OTP_CODE)


class AdvanceState(StrEnum):
    PENDING = "PENDING"
    SETTLED = "SETTLED"
    FAILED = "FAILED"


class AdvanceRequest(RequestModel):
    state: AdvanceState


class KybSessionList(WireModel):
    kyb_sessions: list[KybSession]


class IdentityVerificationCreated(BaseModel):
    model_config = ConfigDict(extra="ignore")

    session_id: str


class TransitionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    new_state: str = Field(min_length=1, max_length=limits.STATE)

    # Not a RequestModel (the helper spells it in snake_case): the shared text rule by hand.
    _no_control_characters = field_validator("new_state")(limits.refuse_control_characters)
