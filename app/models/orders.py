"""Orders, their pagination, bank payout detail and ledger transactions.

State and type are plain strings: the spec does not close their sets, so a value a live
server invents must show up raw rather than fail validation. The known values are listed
as constants for the UI and the sandbox.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field

from app.models.base import WireModel
from app.models.money import Money
from app.models.timestamps import Timestamp


class OrderState(StrEnum):
    CREATED = "Created"
    PENDING = "PENDING"
    SETTLED = "SETTLED"
    FAILED = "FAILED"


class OrderType(StrEnum):
    BANK_PAY_OUT = "BANK_PAY_OUT"
    CRYPTO_PAY_OUT = "CRYPTO_PAY_OUT"
    CARD_PAYIN = "CARD_PAYIN"
    CRYPTO_PAYIN = "CRYPTO_PAYIN"
    BANK_PAYIN = "BANK_PAYIN"


class Direction(StrEnum):
    IN = "IN"
    OUT = "OUT"


class Fx(WireModel):
    pair: str | None = None
    rate: float | None = None  # an exchange rate, not money: the spec types it as a number
    timestamp: Timestamp | None = None


class OrderSummary(WireModel):
    id: str
    reference: str | None = None
    state: str
    type: str
    display_type: str | None = None
    origin: Money | None = None
    destination: Money | None = None
    fee: Money | None = None
    fx: Fx | None = None
    counterparty: str | None = None
    detail_url: str | None = None
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    settled_at: Timestamp | None = None
    failed_at: Timestamp | None = None
    canceled_at: Timestamp | None = None
    reversed_at: Timestamp | None = None
    # only in payout creation responses; the spec spells the acronym in capitals
    # (left out of the wire form when unknown, so no other answer carries it as null)
    is_otp_required: bool | None = Field(
        default=None, alias="isOTPRequired", exclude_if=lambda value: value is None
    )


class Pagination(WireModel):
    page: int
    page_size: int
    num_pages: int
    total: int
    next: str | None = None
    previous: str | None = None


class OrderList(WireModel):
    orders: list[OrderSummary]
    pagination: Pagination


class FeeBreakdown(WireModel):
    merchant_fee: int = 0
    system_fee: int = 0


class Fee(WireModel):
    amount: int | None = None
    currency: str | None = None
    breakdown: FeeBreakdown | None = None


class Sender(WireModel):
    account_id: str | None = None


class DetailRecipient(WireModel):
    """The flat recipient record of a bank payout detail: all strings except amount."""

    account_number: str | None = None
    address: str | None = None
    beneficiary_type: str | None = None
    city: str | None = None
    country: str | None = None
    currency: str | None = None
    document_number: str | None = None
    name: str | None = None
    postal_code: str | None = None
    routing_data: str | None = None
    aba_routing_code: str | None = None
    amount: int | None = None
    bank_code: str | None = None
    bank_country: str | None = None
    document_type: str | None = None
    institution_number: str | None = None
    mobile_money_operator: str | None = None
    nip_code: str | None = None
    phone: str | None = None
    province: str | None = None
    relation: str | None = None
    sort_code: str | None = None
    surname: str | None = None
    swift: str | None = None
    transit_number: str | None = None


class BankPayoutDetail(WireModel):
    id: str
    reference: str | None = None
    description: str | None = None
    state: str
    type: str
    display_type: str | None = None
    can_cancel: bool | None = None
    cancel_requested_at: Timestamp | None = None
    canceled_at: Timestamp | None = None
    created_at: Timestamp | None = None
    failed_at: Timestamp | None = None
    settled_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    origin: Money | None = None
    destination: Money | None = None
    fee: Fee | None = None
    fx: Fx | None = None
    sender: Sender | None = None
    recipient: DetailRecipient | None = None


class LedgerTransaction(WireModel):
    id: str
    amount: int
    counterparty: str | None = None
    created_at: Timestamp | None = None
    is_fee: bool = False
    running_balance: int | None = None
    order: OrderSummary | None = None
