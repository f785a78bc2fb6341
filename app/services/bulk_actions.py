"""The door's entries for a batch of payouts as a whole: its start (or resume) and its end.

Each row is its own payout through the door (``create_bank_payout`` / ``create_crypto_payout``,
journalled with its key and outcome); these two entries say what the rows belong to: the
file by name and SHA-256, how many rows, the totals per currency, who started it and (on a
four-eyes profile) who confirmed it, and at the end how many rows ended in each state.
Starting a batch asks the environment's guard first, with the batch's total as what a person
types in production, so a batch the guard refuses sends nothing.

On a profile that asks for four-eyes, a batch starts only with a second person's confirmation
of its id and of the very rows it sends (``batch_four_eyes.py``), judged inside the door's
step for every run, a resume after a restart included. One run is journalled once: the
review's start and the sender's run that follows it are the same start (the session holds the
batch's pass), while a resume after a restart is a start of its own.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from app.services.action_log import ActionRecord, Outcome
from app.services.batch_approval_actions import BatchApprovalActions
from app.services.batch_four_eyes import totals_words
from app.services.bulk.model import Batch, BatchRow, place_of
from app.services.context import AccountRef
from app.services.door import ActionRefused, target_of
from app.services.translation import translate

FINISH_ACTION = "finish_batch"


@dataclass(frozen=True)
class BatchEntry:
    """What the journal's entry says (the door records a result's ``id`` as its detail)."""

    id: str


def batch_totals(batch: Batch) -> str:
    """'1,000.00 EUR + 25.00 USD': the batch's money, one amount per currency."""
    return totals_words(batch.totals)


def batch_words(batch: Batch) -> str:
    totals = batch_totals(batch) or "no amount"
    return f"{batch.file_name} (sha256 {batch.file_sha256}), {batch.rows} rows, {totals}"


def place_refusal(batch: Batch, ref: AccountRef, here: str) -> ActionRefused | None:
    """A batch is paid only where it was prepared (environment and merchant) and only from its
    own account: a batch begun on the sandbox and offered after a production sign-in, or a
    resume aimed at another account, sends nothing."""
    if not batch.place:
        return ActionRefused(
            translate(
                "BulkActions",
                "Batch {0} was stored by an earlier Teller that did not record where it is "
                "paid, so it is not sent from here. Its rows and keys stay in the batch store; "
                "nothing was sent.",
            ).format(batch.file_name)
        )
    if batch.place != here:
        return ActionRefused(
            translate(
                "BulkActions",
                "Batch {0} was prepared for {1}, and Teller is signed in to {2}. Sign in there "
                "to send it; nothing was sent.",
            ).format(batch.file_name, batch.place, here)
        )
    if (ref.uid, ref.aid) != (batch.uid, batch.aid):
        return ActionRefused(
            translate(
                "BulkActions",
                "Batch {0} pays from account {1}, not from the account asked ({2}); nothing "
                "was sent.",
            ).format(batch.file_name, batch.aid, ref.aid)
        )
    return None


class BulkActions(BatchApprovalActions):
    @property
    def place(self) -> str:
        """Where this door pays: its environment and the merchant signed in."""
        return place_of(self._context.environment.key, self.merchant)

    async def start_batch(
        self,
        ref: AccountRef,
        batch: Batch,
        *,
        resumed: bool = False,
        keys: Collection[str] = (),
        rows: Sequence[BatchRow] = (),
    ) -> None:
        """Asked before the first row of a run is sent; refused, nothing is sent. Confirmed,
        the batch's rows (``rows``, or their idempotency keys ``keys``) pass the guard without
        asking again until ``finish_batch`` (app/services/batch_pass.py). On a four-eyes
        profile ``rows`` are the ones judged against the confirmation."""
        target = f"{target_of(ref)}/{batch.id}"
        passed = [*keys, *(row.key for row in rows)]
        if self.batch_pass.holds(batch.id):  # this session started the run: not again
            _confirmed, refusal = await self._start_confirmation(ref, batch, rows)
            if refusal is None and place_refusal(batch, ref, self.place) is None:
                self.batch_pass.grant(batch.id, target, passed)
                return

        async def started() -> BatchEntry:
            misplaced = place_refusal(batch, ref, self.place)
            if misplaced is not None:
                raise misplaced
            confirmed, refusal = await self._start_confirmation(ref, batch, rows)
            if refusal is not None:
                raise refusal
            words = ("resumed: " if resumed else "") + batch_words(batch)
            words += f"; started by {self.reviewer.name or batch.started_by}"
            if confirmed is not None:
                words += (
                    f", proposed by {confirmed.proposed_by_name}, confirmed by "
                    f"{confirmed.by_name} ({confirmed.by[:8]}) at {confirmed.at}"
                )
            return BatchEntry(words)

        verb = "Resume" if resumed else "Send"
        await self._perform(
            "start_batch",
            target,
            f"{verb} a batch of {batch.rows} payouts from {batch.file_name}",
            started,
            changes=[],
            confirm_text=batch_totals(batch),
        )
        self.batch_pass.grant(batch.id, target, passed)

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
