"""What a payout's receipt says (Qt-free; app/views/orders/receipt_pdf.py draws it): its
amounts, fee, FX, recipient, state history and order id.

The state history is what the order's record carries: the API keeps no list of an order's
state changes, only the moments it was created, asked to cancel, settled, failed, cancelled
and reversed (and last updated). When it went PENDING, or any state between, it does not say;
the ledger has no list either (one transaction is read by its id). So the history is those
moments in order, and the receipt says what it cannot show.

A receipt leaves Teller, so the recipient's personal data (account number or IBAN, document
number, phone, address) is always masked by the one masking policy, as the detail shows it
before a reveal, whatever this screen has revealed; names stay, as on every screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from app.models.orders import BankPayoutDetail, OrderSummary, OrderType
from app.services.masking import mask, personal_kind

PAYOUT_TYPES = frozenset({OrderType.BANK_PAY_OUT.value, OrderType.CRYPTO_PAY_OUT.value})


class Step(StrEnum):
    CREATED = "created"
    CANCEL_REQUESTED = "cancel_requested"
    SETTLED = "settled"
    FAILED = "failed"
    CANCELLED = "cancelled"
    REVERSED = "reversed"
    UPDATED = "updated"  # the record's last change, when no step above says it


@dataclass(frozen=True)
class HistoryStep:
    step: Step
    at: datetime


def has_receipt(order: OrderSummary) -> bool:
    """A payout gets a receipt; pay-ins and other orders do not."""
    return order.type in PAYOUT_TYPES


def needs_detail(order: OrderSummary) -> bool:
    """A bank payout's receipt waits for its detail (the recipient and the fee's parts); a
    crypto payout has no detail in the API: its summary is all there is."""
    return order.type == OrderType.BANK_PAY_OUT.value


def state_history(order: OrderSummary, detail: BankPayoutDetail | None) -> list[HistoryStep]:
    """The moments the record carries, oldest first (the detail's where it has one, being
    read later); the last update only where it is later than every step."""

    def moment(name: str) -> datetime | None:
        found = getattr(detail, name, None) if detail is not None else None
        return found or getattr(order, name, None)

    steps = [
        HistoryStep(step, at)
        for step, name in (
            (Step.CREATED, "created_at"),
            (Step.CANCEL_REQUESTED, "cancel_requested_at"),
            (Step.SETTLED, "settled_at"),
            (Step.FAILED, "failed_at"),
            (Step.CANCELLED, "canceled_at"),
            (Step.REVERSED, "reversed_at"),
        )
        if (at := moment(name)) is not None
    ]
    steps.sort(key=lambda s: s.at)
    updated = moment("updated_at")
    if updated is not None and all(updated > s.at for s in steps):
        steps.append(HistoryStep(Step.UPDATED, updated))
    return steps


def masked_field(attribute: str, value: str) -> str:
    """A recipient's field as the receipt prints it: personal data always masked."""
    kind = personal_kind(attribute, value)
    return mask(kind, value) if kind is not None else value
