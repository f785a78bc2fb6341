"""Where the review page stands with a second person's confirmation, on a profile that asks
for four-eyes: nothing asked yet, waiting (who asked, when), confirmed (who, when) or
returned (who, when, why), said in one line that follows the batch book live.

The batch and its keys are made when the person asks (``make_batch``) and kept here for the
start: the confirmation is of that batch id and of those rows. Rows changed in the grid
afterwards make another fingerprint, and the kept batch is dropped: the page asks again.
The rules are the door's (``app/services/batch_four_eyes.py``); this only explains.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from app.services.batch_approval_feed import follow_batch_approvals
from app.services.batch_four_eyes import BatchAnswer, BatchProposal, batch_approval_book
from app.services.bulk.model import Batch, BatchRow, CheckedRow, SourceFile
from app.services.bulk.review import make_batch
from app.services.context import AccountRef
from app.services.session import Session
from app.views.task_runner import Binding, TaskRunner
from app.views.widgets.visible_text import visible

# The page's last look: (title, note, the accept button's text) -> the dialog, opened.
LastLook = Callable[[str, str, str], QDialog]


class Approval(Enum):
    OFF = "off"  # the profile does not ask for four-eyes
    NOT_ASKED = "not_asked"
    WAITING = "waiting"
    CONFIRMED = "confirmed"
    RETURNED = "returned"


@dataclass(frozen=True)
class Kept:
    """The batch as proposed: started as it is once confirmed (same id, same keys)."""

    batch: Batch
    rows: list[BatchRow]
    proposal: BatchProposal


def clock_time(at: str) -> str:
    """'15:40': an ISO moment in this machine's local time ('' if it cannot be read)."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return ""


class BatchApproval(QWidget):
    changed = Signal()  # the state may have changed: the page updates its button

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.on = session.environment.four_eyes
        self.book = batch_approval_book(session.action_log)
        self.kept: Kept | None = None
        self.returned: BatchAnswer | None = None  # the last answer that sent ours back
        self.replaced = False  # a newer proposal of ours for the account replaced the kept one
        self.asking = False  # a proposal on its way to the door
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setProperty("role", "notice")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        self.book.changed.connect(self._book_changed)
        self.setVisible(self.on)
        self.refresh()

    def follow_journal(self, runner: TaskRunner) -> None:
        """The book read from the journal (earlier sessions, other desks) and kept fresh; a
        journal that cannot be read is said in ``runner``'s banner."""
        if not self.on:
            return
        session, recorder = self._session, self._session.recorder
        journal = recorder.journal if recorder is not None else None
        reading = follow_batch_approvals(
            session.action_log, journal, session.environment.key, session.api_code
        )
        if reading is not None:  # shielded: the page going away does not stop the door's read
            runner.run(lambda: asyncio.shield(reading), binding=Binding.FREE)

    # --- the state ---
    def state(self) -> Approval:
        if not self.on:
            return Approval.OFF
        kept = self.kept
        if kept is None:
            return Approval.RETURNED if self.returned is not None else Approval.NOT_ASKED
        batch_id = kept.batch.id
        if self.book.confirmed(batch_id) is not None:
            return Approval.CONFIRMED
        if self.book.returned(batch_id) is not None or self.book.superseded_by(batch_id):
            return Approval.NOT_ASKED  # ``refresh`` drops the kept batch and says why
        return Approval.WAITING

    @property
    def asks_first(self) -> bool:
        """The page's button asks for a confirmation rather than starting the batch."""
        return self.state() in (Approval.NOT_ASKED, Approval.RETURNED)

    def confirmation(self) -> BatchAnswer | None:
        return self.book.confirmed(self.kept.batch.id) if self.kept is not None else None

    def kept_batch(self) -> tuple[Batch, list[BatchRow]] | None:
        """The batch as proposed, to start as it is (the door judges its confirmation)."""
        if not self.on or self.kept is None:
            return None
        return self.kept.batch, self.kept.rows

    def blocker(self) -> str | None:
        if self.asking:
            return self.tr("Asking for a second person's confirmation…")
        if self.state() is Approval.WAITING:
            return self.tr("The batch waits for a second person's confirmation.")
        return None

    def button_text(self) -> str | None:
        """The page's main button while a confirmation is to be asked (None: its own)."""
        return self.tr("Ask for a second person's &confirmation…") if self.asks_first else None

    def ask(
        self,
        look: LastLook,
        runner: TaskRunner,
        controls: Sequence[QWidget],
        rows: Sequence[CheckedRow],
        file: SourceFile,
        ref: AccountRef,
    ) -> None:
        """The page's last look, then the batch and its keys made, proposed and kept."""
        dialog = look(
            self.tr("Ask for a second person's confirmation?"),
            self.tr(
                "Nothing is sent now. A second person confirms this batch (Payouts > Batches "
                "waiting for confirmation), then you start it here. A row changed after that "
                "means asking again."
            ),
            self.tr("Ask for confirmation"),
        )
        actions, code = self._session.actions, self._session.api_code
        chosen = list(rows)

        def answered(result: int) -> None:
            if result != QDialog.DialogCode.Accepted.value:
                return
            batch, made = make_batch(
                chosen, file, ref, actions.reviewer.key_id or code, actions.place
            )

            async def propose() -> Kept:
                try:
                    return Kept(batch, made, await actions.propose_batch(ref, batch, made))
                finally:
                    self.asking = False
                    self.refresh()

            self.asking = True  # the page's button waits with it (the runner would re-enable it)
            self.refresh()
            runner.run(propose, controls=controls, binding=Binding.ACTION, on_success=self.proposed)

        dialog.finished.connect(answered)

    # --- what happens to it ---
    def proposed(self, kept: Kept) -> None:
        self.kept, self.returned, self.replaced = kept, None, False
        self.refresh()

    def rows_shown(self, fingerprint: str) -> None:
        """The page shows these rows now: a kept batch of other rows no longer holds."""
        if self.kept is not None and self.kept.proposal.fingerprint != fingerprint:
            self.kept, self.returned, self.replaced = None, None, False
        self.refresh()

    def _book_changed(self, _uid: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        kept = self.kept
        if kept is not None:
            returned = self.book.returned(kept.batch.id)
            if returned is not None:
                self.kept, self.returned = None, returned
            elif self.book.superseded_by(kept.batch.id) is not None:
                self.kept, self.replaced = None, True
        text = self._words()
        if self.status.text() != text:
            self.status.setText(text)
        self.changed.emit()

    def _words(self) -> str:
        state = self.state()
        if state is Approval.WAITING and self.kept is not None:
            proposal = self.kept.proposal
            return self.tr("Waiting for a second person: proposed by {0} at {1}.").format(
                visible(proposal.by_name), clock_time(proposal.at)
            )
        if state is Approval.CONFIRMED:
            answer = self.confirmation()
            assert answer is not None
            return self.tr("Confirmed by {0} at {1}. Start the batch when you are ready.").format(
                visible(answer.by_name), clock_time(answer.at)
            )
        if state is Approval.RETURNED and self.returned is not None:
            return self.tr(
                "Returned by {0} at {1}: “{2}”. Fix what is asked, then ask for a "
                "confirmation again."
            ).format(
                visible(self.returned.by_name),
                clock_time(self.returned.at),
                visible(self.returned.reason),
            )
        if self.replaced:
            return self.tr(
                "A newer request for this account replaced this one (asked from another "
                "window or desk). Ask for a confirmation of this batch again."
            )
        return self.tr(
            "This profile asks for a second person's confirmation before a batch starts. "
            "Ask for it; once someone else confirms, start the batch here."
        )
