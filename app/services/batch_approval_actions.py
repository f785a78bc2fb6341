"""The door's four-eyes actions on a batch of payouts: propose it, confirm it, return it
(``batch_four_eyes.py`` holds the records, the rules and the book).

Nothing here is sent to the server: each action is a record the door journals, its detail
the event's compact JSON, and the book rebuilds from the journal alone. Each rule is checked
inside the door's step, so a refusal is journalled as REFUSED with its sentence. In production
the guard asks for the batch's typed total at each of them: the proposal says "this is the
batch", the confirmation is the second person's authorisation of that money.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.services.batch_four_eyes import (
    BatchAnswer,
    BatchApprovalRefused,
    BatchProposal,
    answer_refusal,
    batch_approval_book,
    proposal_refusal,
    start_refusal,
    totals_words,
)
from app.services.bulk.fingerprint import (
    CONFIRM_BATCH_ACTION,
    PROPOSE_BATCH_ACTION,
    RETURN_BATCH_ACTION,
    rows_fingerprint,
)
from app.services.bulk.model import Batch, BatchRow
from app.services.context import AccountRef
from app.services.door import Door, target_of


def _target(uid: str, aid: str, batch_id: str) -> str:
    return f"{uid}/{aid}/{batch_id}"


def _raise(refusal: BatchApprovalRefused | None) -> None:
    if refusal is not None:
        raise refusal


class BatchApprovalActions(Door):
    @property
    def batch_four_eyes(self) -> bool:
        """Whether this profile asks for a second person's confirmation before a batch starts."""
        return self._context.environment.four_eyes

    async def propose_batch(
        self, ref: AccountRef, batch: Batch, rows: Sequence[BatchRow]
    ) -> BatchProposal:
        """The batch as reviewed (its rows with their keys, kept by the caller for the start),
        recorded as waiting for a second person; nothing is sent."""
        made = BatchProposal.of(batch, rows, self.reviewer)

        async def propose() -> BatchProposal:
            _raise(
                proposal_refusal(self.reviewer, self.batch_four_eyes, ref.uid, ref.aid, batch, rows)
            )
            return made

        return await self._perform(
            PROPOSE_BATCH_ACTION,
            f"{target_of(ref)}/{batch.id}",
            f"Ask for a second person's confirmation of {batch.rows} payouts from "
            f"{batch.file_name}",
            propose,
            changes=[],
            confirm_text=totals_words(batch.totals),
        )

    async def confirm_batch(self, ref: AccountRef, shown: BatchProposal) -> BatchAnswer:
        """A second person confirms the pending proposal ``shown``: the batch may then start,
        with exactly those rows. The guard asks for its typed total in production."""
        book = batch_approval_book(self._log)

        async def confirm() -> BatchAnswer:
            pending = book.pending(shown.batch_id)
            _raise(answer_refusal(pending, self.reviewer, shown, None, (ref.uid, ref.aid)))
            assert pending is not None  # answer_refusal refuses when nothing is pending
            return BatchAnswer.to(pending, self.reviewer)

        return await self._perform(
            CONFIRM_BATCH_ACTION,
            _target(shown.uid, shown.aid, shown.batch_id),
            f"Confirm {shown.rows} payouts from {shown.file_name} proposed by {shown.by_name}",
            confirm,
            changes=[],
            confirm_text=totals_words(shown.totals),
        )

    async def return_batch(self, ref: AccountRef, shown: BatchProposal, reason: str) -> BatchAnswer:
        """A second person sends the proposal back, saying why; the batch cannot start."""
        book = batch_approval_book(self._log)

        async def give_back() -> BatchAnswer:
            pending = book.pending(shown.batch_id)
            _raise(answer_refusal(pending, self.reviewer, shown, reason, (ref.uid, ref.aid)))
            assert pending is not None
            return BatchAnswer.to(pending, self.reviewer, reason.strip())

        return await self._perform(
            RETURN_BATCH_ACTION,
            _target(shown.uid, shown.aid, shown.batch_id),
            f"Return {shown.rows} payouts from {shown.file_name} proposed by {shown.by_name}",
            give_back,
            changes=[],
            confirm_text=totals_words(shown.totals),
        )

    async def _start_confirmation(
        self, ref: AccountRef, batch: Batch, rows: Sequence[BatchRow]
    ) -> tuple[BatchAnswer | None, BatchApprovalRefused | None]:
        """On a four-eyes profile, the confirmation a start needs, or why it may not start
        (after the journal has been read in). Elsewhere (None, None): nothing changes."""
        if not self.batch_four_eyes:
            return None, None
        book = batch_approval_book(self._log)
        await book.settled()
        refusal = start_refusal(
            book, self.reviewer, ref.uid, ref.aid, batch.id, rows_fingerprint(rows)
        )
        return book.confirmed(batch.id), refusal
