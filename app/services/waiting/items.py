"""One thing waiting for the person: what it is, since when, and the action that ends it.

Items carry data, not sentences: the panel words them in the language on screen, with money
and times formatted there (``app/views/waiting/words.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from app.models.orders import OrderSummary
from app.services.batch_four_eyes import BatchProposal
from app.services.bulk.model import Batch
from app.services.context import AccountRef
from app.services.four_eyes import Proposal


class WaitingKind(StrEnum):
    OTP = "otp"  # a payout in Created, waiting for its one-time password
    FAILED = "failed"  # a payout that failed since the person last looked
    UNFINISHED_BATCH = "unfinished_batch"  # a bulk batch an earlier run left unfinished
    BATCH_TO_CONFIRM = "batch_to_confirm"  # another person's batch, for this one to confirm
    CASE_TO_CONFIRM = "case_to_confirm"  # another reviewer's decision, for this one to confirm


# The order the panel lists kinds in: what blocks money first.
KIND_ORDER = {kind: index for index, kind in enumerate(WaitingKind)}
# Kinds that leave the list once seen (the others leave when what they wait for is done).
SEEN_ENDS = frozenset({WaitingKind.FAILED})


@dataclass(frozen=True)
class WaitingItem:
    kind: WaitingKind
    key: str  # stable across refreshes and restarts: what "seen" marks
    since: datetime | None
    order: OrderSummary | None = None
    account: AccountRef | None = None  # the order's account, when Teller knows it
    batch: Batch | None = None
    proposal: BatchProposal | None = None
    case: Proposal | None = None

    @property
    def ends_when_seen(self) -> bool:
        return self.kind in SEEN_ENDS


def order_key(order_id: str) -> str:
    return f"order:{order_id}"


def sort_items(items: list[WaitingItem]) -> list[WaitingItem]:
    """By kind (money blocked first), then oldest first within a kind: what waited longest
    is at the top of its group."""
    return sorted(
        items,
        key=lambda item: (
            KIND_ORDER[item.kind],
            item.since.timestamp() if item.since is not None else 0.0,
            item.key,
        ),
    )
