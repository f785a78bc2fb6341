"""Bodies of the sandbox's test helpers (/sandbox/v1, docs/sandbox.md). Not part of the spec."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, EmailStr, Field, field_validator

from app.models import text_limits as limits
from app.models.accounts import Account, VirtualIban
from app.models.base import RequestModel, WireModel
from app.models.money import PositiveRequestAmount
from app.models.onboarding import KybSession
from app.models.orders import LedgerTransaction, OrderSummary, Pagination
from app.models.text_policy import refuse_hidden_text
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

    # Not a RequestModel (the helper spells it in snake_case): the text policy by hand.
    _text_policy = field_validator("new_state")(refuse_hidden_text)


# --- testers' tools (docs/sandbox.md, "Testers' tools") ---
MAX_GENERATED_ORDERS = 500
MAX_RETRY_AFTER_SECONDS = 60
MAX_FAULT_DELAY_SECONDS = 60.0


class ResetResult(WireModel):
    """What the reset helper restored: the seed's counts for the merchant."""

    users: int
    accounts: int
    orders: int


class GenerateOrdersRequest(RequestModel):
    count: int = Field(ge=1, le=MAX_GENERATED_ORDERS, strict=True)
    # One account's id; without it the orders are spread over the merchant's accounts.
    account_id: str | None = Field(default=None, min_length=1, max_length=limits.ID)


class GeneratedOrders(WireModel):
    orders: list[OrderSummary]


class FaultKind(StrEnum):
    SERVER_ERROR = "SERVER_ERROR"  # a 500 in the envelope
    RATE_LIMIT = "RATE_LIMIT"  # a 429 with Retry-After
    SLOW = "SLOW"  # the answer waits delaySeconds (past the client's read timeout)
    DROP = "DROP"  # the connection closes without an answer


class FaultRequest(RequestModel):
    kind: FaultKind
    retry_after_seconds: int = Field(default=1, ge=1, le=MAX_RETRY_AFTER_SECONDS, strict=True)
    delay_seconds: float = Field(default=31.0, gt=0, le=MAX_FAULT_DELAY_SECONDS)


class Fault(WireModel):
    kind: FaultKind
    retry_after_seconds: int = 1
    delay_seconds: float = 31.0


class FaultState(WireModel):
    """The failure waiting for the merchant's next request, or none."""

    fault: Fault | None = None


MIN_QUOTE_VALIDITY_SECONDS = 1
MAX_QUOTE_VALIDITY_SECONDS = 86_400  # a day: past it a quote is no quote


class QuoteValidityRequest(RequestModel):
    """How long the merchant's quotes last from now on (quotes already given keep theirs)."""

    seconds: float = Field(
        ge=MIN_QUOTE_VALIDITY_SECONDS,
        le=MAX_QUOTE_VALIDITY_SECONDS,
        allow_inf_nan=False,
        strict=True,
    )


class QuoteValidity(WireModel):
    """The merchant's quote validity now, and the sandbox's own (``--quote-validity``)."""

    seconds: float
    default_seconds: float


class RateLimitRequest(RequestModel):
    """Turns the merchant's rate limit on or off (``PUT /sandbox/v1/rate-limit``)."""

    enabled: bool = Field(strict=True)


class RateLimit(WireModel):
    """Whether the merchant's requests are limited now, and the sandbox's limit when they are
    (``--rate-limit``, a token bucket: ``per_second`` refill, ``burst`` at most)."""

    enabled: bool
    per_second: float
    burst: int


class QuotesExpired(WireModel):
    """What "Expire quotes now" did: how many live quotes ended, and when."""

    expired: int
    at: Timestamp
