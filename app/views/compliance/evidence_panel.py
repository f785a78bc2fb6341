"""The case's evidence, read in the background: the documents read, compared with what was
declared, checked, screened and owned (``session.evidence.case_evidence``), and handed to the
comparison table, the flags, the screening cards and the ownership tree.

Reading runs in the case pane's task runner, never on the UI's time: a line says "Reading the
documents…" with a busy bar and a Cancel; OCR's absence is one line; a document that could not
be read says so in a sentence. An answer for a case or session no longer open is dropped, and
evidence another asker computed for this case (the door judging an approval, the queue's
count) is shown as it arrives (the service's listeners)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.evidence.flag_book import FlagBook
from app.services.evidence.model import CaseEvidence, ReadMethod
from app.services.masking import Masking
from app.views.compliance.evidence_view import EvidenceView
from app.views.compliance.flags_view import FlagsView
from app.views.compliance.ownership_view import OwnershipView
from app.views.compliance.screening_cards import ScreeningCards
from app.views.task_runner import TaskRunner
from app.views.widgets.masked_value import Reveal
from app.views.widgets.plural import plural
from app.views.widgets.roomy_tabs import RoomyTabs
from app.views.widgets.visible_text import visible


class EvidenceSource(Protocol):
    """What the panel reads (``evidence.service.EvidenceService``)."""

    async def case_evidence(self, uid: str, session_id: str) -> CaseEvidence: ...

    def known(self, uid: str) -> CaseEvidence | None: ...

    def add_listener(self, listener: Callable[[str, CaseEvidence], None]) -> None: ...

    def remove_listener(self, listener: Callable[[str, CaseEvidence], None]) -> None: ...


class EvidencePanel(QWidget):
    evidence_changed = Signal(object)  # CaseEvidence | None, of the case open

    def __init__(
        self,
        source: EvidenceSource | None,
        runner: TaskRunner,
        book: FlagBook,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.source = source
        self.runner = runner
        self.uid: str | None = None
        self.session_id: str | None = None
        self.evidence: CaseEvidence | None = None
        self.task: asyncio.Task[None] | None = None
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setProperty("role", "subtle")
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: the service says when it is done, not how far
        self.progress.setMaximumHeight(10)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName(self.tr("Reading the documents"))
        self.progress.hide()
        self.action_button = QPushButton()
        self.action_button.setAutoDefault(False)
        self.action_button.clicked.connect(self._action)
        self.ocr_line = QLabel()
        self.ocr_line.setWordWrap(True)
        self.ocr_line.setProperty("role", "subtle")
        self.ocr_line.hide()
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setProperty("role", "error")
        self.problems.hide()
        self.comparison = EvidenceView()
        self.screening = ScreeningCards()
        self.ownership = OwnershipView()
        self.flags = FlagsView(book)  # shown in its own tab by the case pane
        self.sections = RoomyTabs()
        self.sections.setDocumentMode(True)
        self.sections.addTab(self.comparison, self.tr("Co&mparison"))
        self.sections.addTab(self.screening, self.tr("Scree&ning"))
        self.sections.addTab(self.ownership, self.tr("O&wnership"))
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.action_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.ocr_line)
        layout.addWidget(self.problems)
        layout.addWidget(self.sections, 1)
        if source is not None:
            source.add_listener(self._heard)
            self.destroyed.connect(lambda _obj=None, s=source, h=self._heard: s.remove_listener(h))
        self.show_evidence(None)

    def set_masking(self, masking: Masking, on_reveal: Reveal | None) -> None:
        self.comparison.set_masking(masking, on_reveal)
        self.flags.set_masking(masking)
        self.screening.set_masking(masking)
        self.ownership.set_masking(masking)

    # --- which case ---
    def clear(self) -> None:
        """Another case: nothing of the one before stays."""
        self.cancel(quiet=True)
        self.uid = self.session_id = None
        self.show_evidence(None)

    def load(self, uid: str, session_id: str | None) -> asyncio.Task[None] | None:
        """Read the case's evidence (what the service keeps shows at once meanwhile)."""
        if uid != self.uid or session_id != self.session_id:
            self.cancel(quiet=True)
            self.uid, self.session_id = uid, session_id
            self.show_evidence(None)
        source = self.source
        if source is None:
            self._say(self.tr("This server's documents cannot be read, so nothing is compared."))
            return None
        if session_id is None:
            self._say(self.tr("The case has no KYB session: no documents to read."))
            return None
        known = source.known(uid)
        if known is not None and known.session_id == session_id and self.evidence is None:
            self.show_evidence(known)
        if self.task is not None and not self.task.done():
            return self.task  # already under way for this case
        self._reading(True)

        async def read() -> CaseEvidence:
            return await source.case_evidence(uid, session_id)

        def failed(_exc: BaseException) -> None:
            if (self.uid, self.session_id) == (uid, session_id):
                self._reading(False)
                self._say(self.tr("The documents could not be read; see the message above."))

        self.task = self.runner.run(
            read,
            key="evidence",
            on_success=lambda evidence: self._answer(uid, session_id, evidence),
            on_failure=failed,
        )
        return self.task

    def cancel(self, *, quiet: bool = False) -> None:
        task, self.task = self.task, None
        if task is not None and not task.done():
            task.cancel()
        self._reading(False)
        if not quiet:
            self._say(self.tr("Reading stopped. Read again to compare the documents."))

    def _action(self) -> None:
        if self.task is not None and not self.task.done():
            self.cancel()
        elif self.uid is not None:
            self.load(self.uid, self.session_id)

    def _answer(self, uid: str, session_id: str, evidence: CaseEvidence) -> None:
        if (self.uid, self.session_id) != (uid, session_id):
            return  # another case (or session) was opened meanwhile
        self.task = None  # done: its answer is this one (the task ends just after)
        self.show_evidence(evidence)

    def _heard(self, uid: str, evidence: CaseEvidence) -> None:
        """Evidence computed by another asker (the door, the queue) for the case open here."""
        if uid == self.uid and evidence.session_id == self.session_id:
            self.show_evidence(evidence)

    # --- what is shown ---
    def _reading(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.action_button.setText(self.tr("Cancel") if busy else self.tr("Read again"))
        self.action_button.setToolTip(
            self.tr("Stop reading the documents")
            if busy
            else self.tr("Read the documents again and compare them with the declaration")
        )
        self.action_button.setEnabled(busy or self.uid is not None)
        if busy:
            self._say(self.tr("Reading the documents…"))

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def show_evidence(self, evidence: CaseEvidence | None) -> None:
        self.evidence = evidence
        self.comparison.set_evidence(evidence)
        self.flags.set_flags(self.uid, self.session_id, evidence.flags if evidence else None)
        self.screening.set_cards(evidence.screening if evidence else ())
        self.ownership.set_ownership(evidence.ownership if evidence else None)
        problem = visible(evidence.ocr_problem) if evidence else ""
        self.ocr_line.setText(problem)
        self.ocr_line.setVisible(bool(problem))
        readings = evidence.readings if evidence else ()
        ocr = evidence.ocr_problem if evidence else ""
        # The documents OCR would have read: named once under its line, not its sentence again
        no_ocr = [visible(r.file_name) for r in readings if ocr and r.problem == ocr]
        if no_ocr:
            self.ocr_line.setText(
                self.tr("{0} Not read: {1}.").format(visible(ocr), ", ".join(no_ocr))
            )
        later = evidence.reading_more if evidence else 0
        unreadable = [
            self.tr("{0}: {1}").format(visible(r.file_name), visible(r.problem))
            for r in readings
            if (r.problem or r.method is ReadMethod.NONE)
            and not (ocr and r.problem == ocr)
            and not later  # a first answer: the rest is being read, not unreadable
        ]
        self.problems.setText("\n".join(unreadable))
        self.problems.setVisible(bool(unreadable))
        busy = self.task is not None and not self.task.done()
        self._reading(busy)
        if busy and later:
            self._say(
                plural(
                    later,
                    self.tr("Shown so far; {0} document is still being read by OCR…"),
                    self.tr("Shown so far; {0} documents are still being read by OCR…"),
                )
            )
        if evidence is not None and not busy:
            documents = plural(
                len(evidence.readings),
                self.tr("{0} document read"),
                self.tr("{0} documents read"),
            )
            flags = plural(len(evidence.flags), self.tr("{0} flag"), self.tr("{0} flags"))
            self._say(self.tr("{0}; {1}.").format(documents, flags))
        self.evidence_changed.emit(evidence)
