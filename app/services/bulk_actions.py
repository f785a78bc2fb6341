"""The door's entries for a batch of payouts as a whole: its start (or resume) and its end.

Each row is its own payout through the door (``create_bank_payout`` / ``create_crypto_payout``,
journalled with its key and outcome); these two entries say what the rows belong to: the
file by name and SHA-256, how many rows, the totals per currency, and at the end how many
rows ended in each state. Starting a batch asks the environment's guard first, with the
batch's total as what a person types in production, so a batch the guard refuses sends
nothing.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from app.models.money import format_money
from app.services.action_log import ActionRecord, Outcome
from app.services.bulk.model import Batch
from app.services.context import AccountRef
from app.services.door import Door, target_of

FINISH_ACTION = "finish_batch"


@dataclass(frozen=True)
class BatchEntry:
    """What the journal's entry says (the door records a result's ``id`` as its detail)."""

    id: str


def batch_totals(batch: Batch) -> str:
    """'1,000.00 EUR + 25.00 USD': the batch's money, one amount per currency."""
    return " + ".join(format_money(amount, currency) for currency, amount in batch.totals.items())


def batch_words(batch: Batch) -> str:
    totals = batch_totals(batch) or "no amount"
    return f"{batch.file_name} (sha256 {batch.file_sha256}), {batch.rows} rows, {totals}"


class BulkActions(Door):
    async def start_batch(
        self,
        ref: AccountRef,
        batch: Batch,
        *,
        resumed: bool = False,
        keys: Collection[str] = (),
    ) -> None:
        """Asked before the first row of a run is sent; refused, nothing is sent. Confirmed,
        the batch's rows (``keys``, the idempotency keys stored for them) pass the guard
        without asking again until ``finish_batch`` (app/services/batch_pass.py)."""

        async def started() -> BatchEntry:
            return BatchEntry(("resumed: " if resumed else "") + batch_words(batch))

        verb = "Resume" if resumed else "Send"
        await self._perform(
            "start_batch",
            f"{target_of(ref)}/{batch.id}",
            f"{verb} a batch of {batch.rows} payouts from {batch.file_name}",
            started,
            changes=[],
            confirm_text=batch_totals(batch),
        )
        self.batch_pass.grant(batch.id, f"{target_of(ref)}/{batch.id}", keys)

    def finish_batch(
        self, ref: AccountRef, batch: Batch, counts: Mapping[str, int], *, how: str = "ended"
    ) -> None:
        """The run's end (``how``: ended, cancelled, stopped) and how many rows are in each
        state. Recorded without asking the guard: it changes nothing, and the end of rows
        already sent must be on record even where the guard would now say no."""
        self.batch_pass.end(batch.id)
        ended = ", ".join(f"{n} {state}" for state, n in sorted(counts.items()) if n)
        self._log.record(
            ActionRecord(
                FINISH_ACTION,
                f"{target_of(ref)}/{batch.id}",
                Outcome.DONE,
                f"{how}: {ended}; {batch_words(batch)}",
                author=self.reviewer.key_id,
            )
        )
