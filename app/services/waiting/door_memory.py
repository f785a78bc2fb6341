"""What the door did with payouts, as far as the waiting list needs it: which account each
payout was made from, whose OTP was validated, and which payouts this session made.

The merchant's order list does not say whose an order is, nor whether its OTP was entered;
the door's records do. They come from the session's action log as it happens and, after a
restart, from the audit journal (the same records, kept), so "Enter OTP…" opens for the
right account and a payout whose code was entered stops waiting, whatever the server's
Created still says.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from app.services.action_log import ActionRecord, Outcome
from app.services.context import AccountRef

PAYOUT_ACTIONS = frozenset({"bank_payout", "crypto_payout"})
OTP_ACTION = "validate_otp"
ORDER_ACTIONS = frozenset({OTP_ACTION, "advance_order"})  # moved an order by hand
BATCH_ACTIONS = frozenset({"start_batch", "finish_batch"})  # target: uid/aid/batch id
WORKED = frozenset({Outcome.DONE.value, Outcome.FOUND.value})  # the server did it


def _account(target: str) -> AccountRef | None:
    uid, slash, aid = target.partition("/")
    return AccountRef(uid, aid) if slash and uid and aid else None


@dataclass
class DoorMemory:
    accounts: dict[str, AccountRef] = field(default_factory=dict)  # order id -> its account
    validated: set[str] = field(default_factory=set)  # orders whose OTP was validated
    made_here: list[str] = field(default_factory=list)  # payouts this session made, in order
    batches: set[str] = field(default_factory=set)  # batches started in this environment

    def take(self, action: str, target: str, outcome: str, result: str) -> bool:
        """One door record; True if it touched a payout or a batch (the list may have
        changed)."""
        if action in BATCH_ACTIONS:  # tried here, even if refused: its batch is this one's
            batch_id = target.rsplit("/", 1)[-1]
            if batch_id:
                self.batches.add(batch_id)
            return True
        if outcome not in WORKED:
            return False
        if action in PAYOUT_ACTIONS and result:
            ref = _account(target)
            if ref is not None:
                self.accounts[result] = ref
            return True
        if action == OTP_ACTION and target:
            self.validated.add(target)
            return True
        return action in ORDER_ACTIONS

    def take_record(self, record: ActionRecord) -> bool:
        """A record of this session: a payout made now is watched until it ends."""
        touched = self.take(record.action, record.target, record.outcome.value, record.detail)
        made = record.action in PAYOUT_ACTIONS and record.outcome.value in WORKED
        if made and record.detail and record.detail not in self.made_here:
            self.made_here.append(record.detail)
        return touched

    def take_entries(self, entries: Iterable[Any], environment: str, merchant: str) -> None:
        """Journal entries (``JournalEntry``) of this environment and merchant."""
        for entry in entries:
            if entry.environment != environment or entry.merchant != merchant:
                continue
            result = entry.details.get("result", "")
            self.take(entry.action, entry.target, entry.outcome, str(result or ""))
