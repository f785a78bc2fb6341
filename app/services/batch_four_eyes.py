"""A second person's confirmation of a batch of payouts (maker-checker), on a profile that
asks for four-eyes: the same mechanism as case decisions (``four_eyes.py``), for money.

One person proposes the batch as reviewed (its account, file and SHA-256, rows, totals per
currency, and a ``fingerprint`` of the rows' payloads); a second, different person confirms
or returns it; only a confirmed batch may start, and only with the rows that were confirmed.
The rules, checked by the door (``batch_approval_actions.py``, ``bulk_actions.py``) and asked
early by the review page and the confirmation dialog to explain:

- the proposer cannot confirm (nor return) their own proposal, compared by key id: one key
  under another display name is still the same person;
- answering with nothing pending is refused, and so is answering a proposal other than the
  one shown (it was superseded by a new proposal meanwhile);
- a return needs a written reason;
- a batch starts only with a confirmation of its id by another key, and only if its rows'
  fingerprint is the one confirmed: a grid fix after the confirmation means asking again;
- a new proposal for the same account by the same person supersedes their earlier pending one.

The fingerprint leaves the rows' idempotency keys out: they are made once per batch and are no
part of what a person checks, while any change to an amount, a recipient or a row's order
changes it. Proposals and answers are journalled like marks (each one's compact JSON is the
door's recorded detail: batch_approval_records.py); ``BatchApprovalBook`` folds them in the
journal's order.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Any

from app.services.action_log import ActionLog
from app.services.batch_approval_records import BatchAnswer, BatchProposal, totals_words
from app.services.bulk.fingerprint import (
    BATCH_FOUR_EYES_ACTIONS,
    CONFIRM_BATCH_ACTION,
    PROPOSE_BATCH_ACTION,
)
from app.services.bulk.model import Batch, BatchRow
from app.services.door import ActionRefused
from app.services.reviewers import Reviewer
from app.services.team_book import EventBook
from app.services.translation import translate

__all__ = [
    "BatchAnswer",
    "BatchApprovalBook",
    "BatchApprovalRefused",
    "BatchProposal",
    "answer_refusal",
    "batch_approval_book",
    "proposal_refusal",
    "start_refusal",
    "totals_words",
]


class BatchApprovalRefused(ActionRefused):
    """A four-eyes rule on a batch said no; nothing was sent, nothing recorded as done.
    ``pending`` is the proposal the refusal is about, if any."""

    def __init__(self, message: str, pending: BatchProposal | None = None) -> None:
        super().__init__(message)
        self.pending = pending


def _named(me: Reviewer) -> BatchApprovalRefused | None:
    if me.key_id:
        return None
    return BatchApprovalRefused(
        translate(
            "BatchFourEyes",
            "Teller does not know who you are yet, and a batch confirmed by a second person "
            "needs two named people. Give your reviewer name first; nothing was sent.",
        )
    )


def _changed(pending: BatchProposal | None) -> BatchApprovalRefused:
    return BatchApprovalRefused(
        translate(
            "BatchFourEyes",
            "The proposal changed since it was shown. Read it again before answering; "
            "nothing was sent.",
        ),
        pending,
    )


def proposal_refusal(
    me: Reviewer, four_eyes: bool, uid: str, aid: str, batch: Batch, rows: Sequence[BatchRow]
) -> BatchApprovalRefused | None:
    """A proposal: by a named person, on a profile that asks for a second one, of a batch
    of the account it names, with the batch's own rows."""
    if not four_eyes:
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "This profile does not ask for a second person's confirmation of a batch: "
                "start it directly. Nothing was sent.",
            )
        )
    unnamed = _named(me)
    if unnamed is not None:
        return unnamed
    if (
        (batch.uid, batch.aid) != (uid, aid)
        or len(rows) != batch.rows
        or any(row.batch_id != batch.id for row in rows)
    ):
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "The rows given are not this batch's (another account or batch): review the "
                "batch again. Nothing was sent.",
            )
        )
    return None


def answer_refusal(
    pending: BatchProposal | None,
    me: Reviewer,
    shown: BatchProposal | None = None,
    reason: str | None = None,
    account: tuple[str, str] | None = None,
) -> BatchApprovalRefused | None:
    """A confirmation (``reason`` None) or a return (its reason): of the pending proposal, the
    one shown (for ``account``, the uid and aid the answer is given for), by someone other
    than its proposer; a return says why."""
    if pending is None:
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "Nothing is pending: this batch does not wait for a confirmation (it was "
                "answered, or its proposer asked again with another batch). Nothing was sent.",
            )
        )
    unnamed = _named(me)
    if unnamed is not None:
        return unnamed
    if me.key_id == pending.by:
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "You proposed this batch, and the same person cannot confirm or return it: a "
                "second, different person must. Nothing was sent.",
            ),
            pending,
        )
    if shown is not None and shown != pending:
        return _changed(pending)
    if account is not None and account != (pending.uid, pending.aid):
        return _changed(pending)
    if reason is not None and not reason.strip():
        return BatchApprovalRefused(
            translate("BatchFourEyes", "Write why the batch is returned; nothing was sent."),
            pending,
        )
    return None


def start_refusal(
    book: BatchApprovalBook,
    me: Reviewer,
    uid: str,
    aid: str,
    batch_id: str,
    rows_print: str,
) -> BatchApprovalRefused | None:
    """A batch on a four-eyes profile starts only with a confirmation of its id, for its
    account, by another key, of the rows it is about to send (``rows_print``)."""
    confirmed = book.confirmed(batch_id)
    if confirmed is None:
        pending, returned = book.pending(batch_id), book.returned(batch_id)
        if pending is not None:
            return BatchApprovalRefused(
                translate(
                    "BatchFourEyes",
                    "This batch waits for a second person's confirmation (asked by {0}). Start "
                    "it once someone else confirms it; nothing was sent.",
                ).format(pending.by_name),
                pending,
            )
        if returned is not None:
            return BatchApprovalRefused(
                translate(
                    "BatchFourEyes",
                    "{0} returned this batch: “{1}”. Fix what is asked and ask for a "
                    "confirmation again; nothing was sent.",
                ).format(returned.by_name, returned.reason)
            )
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "This profile asks for a second person's confirmation before a batch starts, "
                "and nobody has confirmed this one. Ask for a confirmation first; nothing was "
                "sent.",
            )
        )
    if confirmed.by == me.key_id or not confirmed.by:
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "This batch was confirmed by the person starting it: a second, different "
                "person must confirm it. Nothing was sent.",
            )
        )
    if (confirmed.uid, confirmed.aid) != (uid, aid) or confirmed.fingerprint != rows_print:
        return BatchApprovalRefused(
            translate(
                "BatchFourEyes",
                "The batch changed after {0} confirmed it (its rows are not the ones "
                "confirmed); ask again. Nothing was sent.",
            ).format(confirmed.by_name)
        )
    return None


class BatchApprovalBook(EventBook):
    """Pending proposals, confirmations and returns of batches, folded in the journal's order.

    ``reading``: the journal being read into the book (``batch_approval_feed.py``); the door
    waits for it before judging a start, so a batch resumed right after a restart is judged
    with the confirmations already on record."""

    actions = BATCH_FOUR_EYES_ACTIONS
    _pending: dict[str, BatchProposal]  # batch id -> its pending proposal, in journal order
    _confirmed: dict[str, BatchAnswer]
    _returned: dict[str, BatchAnswer]
    _superseded: dict[str, BatchProposal]  # batch id -> the proposal that replaced it
    _proposed: set[str]
    reading: asyncio.Future[None] | None = None

    def pending_proposals(self) -> list[BatchProposal]:
        return list(self._pending.values())

    def pending(self, batch_id: str) -> BatchProposal | None:
        return self._pending.get(batch_id)

    def confirmed(self, batch_id: str) -> BatchAnswer | None:
        return self._confirmed.get(batch_id)

    def returned(self, batch_id: str) -> BatchAnswer | None:
        return self._returned.get(batch_id)

    def superseded_by(self, batch_id: str) -> BatchProposal | None:
        return self._superseded.get(batch_id)

    async def settled(self) -> None:
        """Once the journal has been read in (at once when nobody reads it)."""
        reading = self.reading
        if reading is not None and not reading.done():
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.shield(reading)

    def _fold(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        self._pending, self._confirmed, self._returned = {}, {}, {}
        self._superseded, self._proposed = {}, set()
        for action, data in events:
            try:
                self._take(action, data)
            except (TypeError, KeyError, ValueError):
                continue

    def _take(self, action: str, data: dict[str, Any]) -> None:
        if action == PROPOSE_BATCH_ACTION:
            proposal = BatchProposal.from_data(data)
            if proposal.batch_id in self._proposed:  # written twice: the first stands
                return
            self._proposed.add(proposal.batch_id)
            for earlier in list(self._pending.values()):
                same = (earlier.uid, earlier.aid, earlier.by)
                if same == (proposal.uid, proposal.aid, proposal.by):
                    del self._pending[earlier.batch_id]
                    self._superseded[earlier.batch_id] = proposal
            self._pending[proposal.batch_id] = proposal
            return
        answer = BatchAnswer.from_data(data)
        pending = self._pending.get(answer.batch_id)
        if pending is None or answer.proposal != pending or answer.by == pending.by:
            return  # answered already, superseded, or by its proposer: it answers nothing
        del self._pending[answer.batch_id]
        if action == CONFIRM_BATCH_ACTION:
            self._confirmed[answer.batch_id] = answer
        else:
            self._returned[answer.batch_id] = answer


def batch_approval_book(log: ActionLog) -> BatchApprovalBook:
    """The one batch book of a session's action log (the door and every view read it)."""
    return log.book(BatchApprovalBook)
