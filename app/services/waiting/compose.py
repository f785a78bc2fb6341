"""From what the server and the local stores say to the items of the waiting list.

Pure functions: the watch (``watch.py``) gathers the inputs, these decide what waits.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from app.services.batch_four_eyes import BatchApprovalBook, answer_refusal
from app.services.bulk.model import Batch
from app.services.context import AccountRef
from app.services.four_eyes import FourEyesBook
from app.services.four_eyes import answer_refusal as case_answer_refusal
from app.services.reviewers import Reviewer
from app.services.waiting.door_memory import DoorMemory
from app.services.waiting.items import WaitingItem, WaitingKind, order_key
from app.services.waiting.orders import ServerPicture, touched_since_made
from app.services.waiting.seen import SeenMarks

# A payout moves out of Created by itself within seconds unless it waits for its OTP (the
# sandbox's lifecycle takes 3 s a step): one still there after this waits for something.
GRACE = timedelta(seconds=60)


def order_items(
    picture: ServerPicture,
    memory: DoorMemory,
    seen: SeenMarks,
    *,
    now: datetime,
    grace: timedelta = GRACE,
    otp_from: int | None = None,
) -> list[WaitingItem]:
    """``otp_from``: the debit from which the server asks for an OTP, where its rule is
    known (the sandbox's, docs/sandbox.md): such a payout waits from the moment it is made.
    None: a live server, whose rule the spec does not give; any payout still in Created past
    the grace is listed."""
    items: list[WaitingItem] = []
    for order in picture.created:
        if order.id in memory.validated or touched_since_made(order):
            continue  # its code was entered: it waits for the server, not for the person
        debit = order.origin.amount if order.origin is not None else None
        if otp_from is not None and debit is not None and debit < otp_from:
            continue  # needs no OTP: the server moves it, the person has nothing to do
        young = order.created_at is not None and now - order.created_at < grace
        if otp_from is None and young:
            continue  # it may yet move by itself
        items.append(
            WaitingItem(
                WaitingKind.OTP,
                order_key(order.id),
                order.created_at,
                order=order,
                account=memory.accounts.get(order.id),
            )
        )
    for order in picture.failed:
        key = order_key(order.id)
        if seen.is_seen(key):
            continue
        items.append(
            WaitingItem(
                WaitingKind.FAILED,
                key,
                order.failed_at or order.updated_at,
                order=order,
                account=memory.accounts.get(order.id),
            )
        )
    return items


def batch_items(batches: Iterable[Batch], started_here: set[str] | None) -> list[WaitingItem]:
    """``started_here``: the batches this environment and merchant started (from the door's
    records); None: not known (no journal), every unfinished batch is listed, as the offer
    at start-up does."""
    return [
        WaitingItem(
            WaitingKind.UNFINISHED_BATCH,
            f"batch:{batch.id}",
            batch.created_at,
            account=AccountRef(batch.uid, batch.aid),
            batch=batch,
        )
        for batch in batches
        if started_here is None or batch.id in started_here
    ]


def confirmation_items(
    batch_book: BatchApprovalBook, case_book: FourEyesBook, me: Reviewer
) -> list[WaitingItem]:
    """Another person's batch or case decision that this one may confirm: the door's own
    rules say who may (never the proposer, never someone unnamed)."""
    items: list[WaitingItem] = []
    for proposal in batch_book.pending_proposals():
        if answer_refusal(proposal, me) is None:
            items.append(
                WaitingItem(
                    WaitingKind.BATCH_TO_CONFIRM,
                    f"confirm-batch:{proposal.batch_id}",
                    _when(proposal.at),
                    account=AccountRef(proposal.uid, proposal.aid),
                    proposal=proposal,
                )
            )
    for case in case_book.pending_proposals():
        if case_answer_refusal(case, me) is None:
            items.append(
                WaitingItem(
                    WaitingKind.CASE_TO_CONFIRM,
                    f"case:{case.session_id}",
                    _when(case.at),
                    case=case,
                )
            )
    return items


def _when(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None
