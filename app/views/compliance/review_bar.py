"""The case's review bar: mark the selected document (A approve, R reject, U ask for a
re-upload), move between documents (J next, K previous), decide the case (D), next case (N);
and its team row (``team_controls.py``): claim (C), assign (G), confirm (F) or return (B) a
four-eyes proposal.

Every key is shown on its button and in Help > Keyboard shortcuts. Plain-letter shortcuts
work only inside the case pane and give way to typing in a text field (Qt lets a line edit
take a printable key first). Marks and decisions go through the action door; the marks shown
come from the session's ReviewBook, which the door's records feed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.services.evidence.flag_book import flag_book
from app.services.four_eyes import Proposal
from app.services.kyb_actions import ReviewRefused
from app.services.review import (
    CaseDecision,
    DocumentMark,
    Mark,
    ReviewBook,
    StateChange,
    StateMove,
    review_book,
)
from app.services.review_rules import (
    Blocker,
    BlockerKind,
    CaseFacts,
    CasePerson,
    approval_blockers,
    current_documents,
)
from app.views.compliance.case_source import CaseFile, deleted_at
from app.views.compliance.flag_sentences import flag_text, kind_name
from app.views.compliance.review_dialogs import (
    DecisionDialog,
    MarkDialog,
    decision_names,
    in_language,
    refusal_text,
)
from app.views.compliance.team_controls import TeamControls, team_shortcuts
from app.views.widgets.plural import plural
from app.views.widgets.terms import kyb_state_name
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane


def shortcuts() -> list[tuple[str, str]]:
    """Key and what it does: the Help list and the buttons' tooltips read the same table."""
    return [
        ("J", QCoreApplication.translate("Review", "Next document")),
        ("K", QCoreApplication.translate("Review", "Previous document")),
        ("A", QCoreApplication.translate("Review", "Mark the document approved")),
        (
            "R",
            QCoreApplication.translate(
                "Review", "Reject the document (then a number for the reason)"
            ),
        ),
        (
            "U",
            QCoreApplication.translate(
                "Review", "Ask for a re-upload (then a number for the reason)"
            ),
        ),
        (
            "D",
            QCoreApplication.translate(
                "Review", "Decide the case (a number, a reason, Enter, Enter to confirm)"
            ),
        ),
        ("N", QCoreApplication.translate("Review", "Next case in the queue")),
        ("L", QCoreApplication.translate("Review", "Show the case's flags")),
        (
            "E",
            QCoreApplication.translate(
                "Review", "Export the case bundle (zip, manifest, PDF report)"
            ),
        ),
        *team_shortcuts(),
        (
            "Ctrl+R",
            QCoreApplication.translate("Review", "Rotate the page a quarter turn clockwise"),
        ),
        (
            "Ctrl+Shift+R",
            QCoreApplication.translate("Review", "Rotate the page a quarter turn anticlockwise"),
        ),
        ("Alt+Q", QCoreApplication.translate("Review", "Back to the queue")),
        ("F5", QCoreApplication.translate("Review", "Read the case again")),
    ]


def case_facts(case: CaseFile, can_list: bool) -> CaseFacts:
    """The case as shown, in the rule book's terms (the door reads its own, fresh)."""
    if not can_list:
        return CaseFacts.unreadable()
    people = (
        tuple(CasePerson(s.id, s.display_name, s.kyc_state) for s in case.shareholders)
        if case.shareholders is not None
        else None
    )
    return CaseFacts(current_documents(case.documents), people)


def change_text(change: StateChange) -> str:
    """The newest decision, or a state set by a testers' tool, as the bar says it."""
    if isinstance(change, StateMove):
        return QCoreApplication.translate(
            "Review", "State moved to {0} by a testers' tool{1}"
        ).format(kyb_state_name(change.state), f" ({change.reason})" if change.reason else "")
    return QCoreApplication.translate("Review", "Decided: {0} ({1})").format(
        decision_names()[change.decision], change.reason
    )


class ReviewBar(QWidget):
    next_case_requested = Signal()
    export_requested = Signal()
    flags_requested = Signal()

    def __init__(self, case_view: CasePane, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._case = case_view
        self.book: ReviewBook = review_book(case_view.session.action_log)
        self.mark_dialog: MarkDialog | None = None
        self.decision_dialog: DecisionDialog | None = None
        self.approve_button = self.button(self.tr("Approve (A)"), "A", self.approve_selected)
        self.reject_button = self.button(
            self.tr("Reject… (R)"), "R", lambda: self.ask_mark(Mark.REJECTED)
        )
        self.reupload_button = self.button(
            self.tr("Re-upload… (U)"), "U", lambda: self.ask_mark(Mark.REUPLOAD)
        )
        self.decide_button = self.button(self.tr("Decide… (D)"), "D", self.open_decision)
        self.next_case_button = self.button(
            self.tr("Next case (N)"), "N", self.next_case_requested.emit
        )
        self.export_button = self.button(
            self.tr("Export bundle… (E)"), "E", self.export_requested.emit
        )
        for key, step in (("J", 1), ("K", -1)):
            move = QShortcut(QKeySequence(key), case_view)
            move.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            move.activated.connect(lambda step=step: self.step_document(step))
        self.status = QLabel()
        self.status.setProperty("role", "subtle")
        self.status.setWordWrap(True)
        # The case's standing flags, always in sight (the side column's tabs may scroll out
        # of it at 1280 px): L or a click shows them.
        self.flags_button = self.button(self.tr("Flags (L)"), "L", self.flags_requested.emit)
        self.flags_button.hide()
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.approve_button, self.reject_button, self.reupload_button):
            layout.addWidget(button)
        layout.addWidget(self.status, 1)
        layout.addWidget(self.flags_button)
        layout.addWidget(self.export_button)
        layout.addWidget(self.decide_button)
        layout.addWidget(self.next_case_button)
        self.team = TeamControls(self, case_view, self)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addLayout(layout)
        rows.addWidget(self.team)
        self.book.changed.connect(self._book_changed)

    def show_flag_count(self, standing: int | None) -> None:
        """'⚑ 3 flags (L)' while flags stand, '✓ No flags (L)' once read and clear, hidden
        while not read."""
        if standing is None:
            self.flags_button.hide()
            return
        text = (
            plural(standing, self.tr("⚑ {0} flag (L)"), self.tr("⚑ {0} flags (L)"))
            if standing
            else self.tr("✓ No flags (L)")
        )
        self.flags_button.setText(text)
        font = self.flags_button.font()
        font.setBold(bool(standing))  # a standing flag blocks approval: it should be seen
        self.flags_button.setFont(font)
        self.flags_button.show()

    def button(self, text: str, key: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        shortcut = QShortcut(QKeySequence(key), self._case)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(lambda: button.isEnabled() and slot())
        button.clicked.connect(slot)
        return button

    # --- what is shown ---
    def session_id(self) -> str | None:
        case = self._case.case
        return case.session.id if case is not None and case.session is not None else None

    def marks(self) -> dict[str, DocumentMark]:
        sid = self.session_id()
        return self.book.marks(sid) if sid else {}

    def decision(self) -> CaseDecision | None:
        sid = self.session_id()
        return self.book.decision(sid) if sid else None

    def refresh(self) -> None:
        """Marks into the documents list; buttons on or off; the decision said."""
        self._case.documents.set_marks(self.marks())
        has_session = self.session_id() is not None
        document = self._case.documents.selected()
        can_mark = has_session and document is not None and deleted_at(document) is None
        for button in (self.approve_button, self.reject_button, self.reupload_button):
            button.setEnabled(can_mark)
        self.decide_button.setEnabled(has_session)
        self.decide_button.setToolTip(
            self.tr("Approve, reject or ask for more information (D)")
            if has_session
            else self.tr(
                "A decision belongs to a KYB session, and none is known here (a live server "
                "cannot list them): start one, or open the case on the sandbox."
            )
        )
        self.export_button.setEnabled(has_session)
        sid = self.session_id()
        changes = self.book.changes(sid) if sid else []
        self.status.setText(change_text(changes[-1]) if changes else "")
        self.team.refresh()

    def _book_changed(self, uid: str) -> None:
        if uid == self._case.uid:
            self.refresh()

    # --- documents ---
    def step_document(self, step: int) -> None:
        tree = self._case.documents.tree
        count = tree.topLevelItemCount()
        if not count:
            return
        current = tree.currentItem()
        row = tree.indexOfTopLevelItem(current) if current is not None else -1
        row = max(0, min(count - 1, row + step)) if row >= 0 else 0
        item = tree.topLevelItem(row)
        if item is not None:
            tree.setCurrentItem(item)
        tree.setFocus()

    def approve_selected(self) -> asyncio.Task[None] | None:
        return self.mark_selected(Mark.APPROVED.value, "", "")

    def ask_mark(self, mark: Mark) -> MarkDialog | None:
        document = self._case.documents.selected()
        if document is None or self.session_id() is None:
            return None
        dialog = MarkDialog(mark, visible(document.file_name) or document.id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.marked.connect(self.mark_selected)
        dialog.finished.connect(self.back_to_documents)
        self.mark_dialog = dialog
        dialog.open()
        dialog.reasons.setFocus()
        return dialog

    def mark_selected(self, mark: str, reason: str, comment: str) -> asyncio.Task[None] | None:
        document = self._case.documents.selected()
        uid, sid = self._case.uid, self.session_id()
        if document is None or uid is None or sid is None:
            return None
        actions = self._case.session.actions

        async def record() -> DocumentMark:
            try:
                return await actions.mark_document(uid, sid, document.id, mark, reason, comment)
            except ReviewRefused as exc:
                raise in_language(exc) from exc

        return self.team.run_cleared(uid, record)

    def back_to_documents(self, _result: int = 0) -> None:
        """After a dialog, the keys work again at once: the documents list has the focus."""
        self._case.window().activateWindow()
        self._case.documents.tree.setFocus()

    # --- the case ---
    def approve_blockers(self) -> list[Blocker] | None:
        """The rule book's answer on the case as shown (None: no case open). Asked early, to
        explain; the door asks again on the case read fresh."""
        case = self._case.case
        if case is None:
            return None
        marks = {doc: m.mark.value for doc, m in self.marks().items()}
        facts = case_facts(case, self._case.source.can_list)
        evidence, sid = self._case.evidence.evidence, self.session_id()
        if evidence is not None and sid is not None and evidence.session_id == sid:
            facts = replace(facts, flags=evidence.flags)  # the flags as the pane shows them
        dismissed = flag_book(self._case.session.action_log).dismissed_keys(sid or "")
        return self.worded(approval_blockers(facts, marks, dismissed))

    def worded(self, blockers: list[Blocker]) -> list[Blocker]:
        """Flag blockers named by the flag in the UI's language, personal values masked (the
        rule book names them by the English sentence, which may hold a document number); a
        flag the pane has not read is named by its kind only."""
        evidence = self._case.evidence.evidence
        flags = {f.key: f for f in evidence.flags} if evidence is not None else {}
        masking = self._case.session.masking
        return [
            replace(
                b,
                name=flag_text(flags[b.key], masking) if b.key in flags else kind_name(b.state),
            )
            if b.kind == BlockerKind.FLAG
            else b
            for b in blockers
        ]

    def approve_refusal(self) -> str | None:
        """Why the case may not be approved now (which documents, which shareholders)."""
        blockers = self.approve_blockers()
        return refusal_text(blockers) if blockers else None

    def open_decision(self) -> DecisionDialog | None:
        case, uid, sid = self._case.case, self._case.uid, self.session_id()
        if case is None or uid is None or sid is None:
            return None
        dialog = DecisionDialog(
            case.company or uid,
            self.approve_refusal(),
            recorded_only=self._case.session.sandbox is None,
            four_eyes=self._case.session.actions.four_eyes,
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.decided.connect(self.decide)
        dialog.finished.connect(self.back_to_documents)
        self.decision_dialog = dialog
        dialog.open()
        dialog.choices.setFocus()
        return dialog

    def decide(self, decision: str, reason: str) -> asyncio.Task[None] | None:
        uid, sid = self._case.uid, self.session_id()
        if uid is None or sid is None:
            return None
        actions = self._case.session.actions

        async def record() -> CaseDecision | Proposal:
            try:
                return await actions.decide_case(uid, sid, decision, reason)
            except ReviewRefused as exc:  # the case changed since it was shown: say how
                exc.blockers = self.worded(exc.blockers)
                raise in_language(exc) from exc

        return self.team.run_cleared(uid, record, [self.decide_button])
