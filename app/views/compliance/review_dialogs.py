"""The two review dialogs, both made for the keyboard: a reason chooser whose rows are picked
by their number keys, a mark dialog (reason, a comment, required for "Other"; Enter marks),
and a decision dialog that always asks again before a decision (Enter on each step), saying
whether it is final (approve, reject) or returns the case to the applicant (more information).

Both ask the rule book (``app/services/review_rules.py``) early, to explain; the door asks it
again and its answer is the one that counts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.services.door import ActionRefused
from app.services.kyb_actions import ReviewRefused
from app.services.review import REJECT_REASONS, REUPLOAD_REASONS, Decision, Mark
from app.services.review_rules import (
    FINAL_DECISIONS,
    OTHER,
    Blocker,
    BlockerKind,
    mark_blockers,
)
from app.views.widgets.dialog_parts import action_row, problem_line
from app.views.widgets.review_words import (  # named where the review's views import them
    decision_names as decision_names,
)
from app.views.widgets.review_words import mark_names as mark_names
from app.views.widgets.review_words import reason_names as reason_names
from app.views.widgets.review_words import state_words
from app.views.widgets.visible_text import visible

SLUG_ROLE = Qt.ItemDataRole.UserRole


def blocker_text(blocker: Blocker) -> str:
    """One blocker of the rule book as a line a reviewer reads, in the UI's language."""
    kind = blocker.kind
    if kind == BlockerKind.DOCUMENT:
        state = (
            mark_names()[Mark(blocker.state)]
            if blocker.state
            else QCoreApplication.translate("Review", "not reviewed")
        )
        return QCoreApplication.translate("Review", "{0}: {1}").format(visible(blocker.name), state)
    if kind == BlockerKind.NO_DOCUMENTS:
        return QCoreApplication.translate(
            "Review", "The session has no current document to approve on."
        )
    if kind == BlockerKind.SHAREHOLDER:
        return QCoreApplication.translate("Review", "{0}: KYC {1}, not passed").format(
            visible(blocker.name),
            state_words(blocker.state)
            if blocker.state
            else QCoreApplication.translate("Review", "not started"),
        )
    if kind == BlockerKind.UNREADABLE:
        if blocker.key == "documents":
            return QCoreApplication.translate(
                "Review",
                "This server cannot list the case's documents, so none can be checked "
                "(approve on the sandbox, where Teller can read them).",
            )
        return QCoreApplication.translate(
            "Review", "This server cannot list the shareholders, so their KYC cannot be checked."
        )
    if kind == BlockerKind.FLAG:  # the flag's sentence is the evidence's (English) one
        return QCoreApplication.translate("Review", "Flag not dismissed: {0}").format(
            visible(blocker.name)
        )
    if kind == BlockerKind.REASON:
        return QCoreApplication.translate("Review", "Write why: every decision needs a reason.")
    if kind == BlockerKind.COMMENT:
        return QCoreApplication.translate(
            "Review", "Reason “Other” needs a comment: say what is wrong."
        )
    return QCoreApplication.translate("Review", "Choose a reason from the list.")


APPROVAL_KINDS = frozenset(
    {
        BlockerKind.DOCUMENT,
        BlockerKind.NO_DOCUMENTS,
        BlockerKind.SHAREHOLDER,
        BlockerKind.UNREADABLE,
        BlockerKind.FLAG,
    }
)


def refusal_text(blockers: list[Blocker]) -> str:
    """The blockers, one per line; under a heading when an approval is what they stop."""
    lines = "\n".join(blocker_text(b) for b in blockers)
    if any(b.kind in APPROVAL_KINDS for b in blockers):
        return QCoreApplication.translate("Review", "Approval is refused while:\n{0}").format(lines)
    return lines


def in_language(exc: ReviewRefused) -> ActionRefused:
    """The door's refusal (its sentence is English) said in the UI's language, for a banner."""
    return ActionRefused(
        QCoreApplication.translate("Review", "{0}\nNothing was sent.").format(
            refusal_text(exc.blockers)
        ),
        code=exc.code,
    )


class ReasonChooser(QListWidget):
    """Rows numbered 1…9; a number key picks its row and says so (``picked``)."""

    picked = Signal(str)

    def set_choices(self, choices: list[tuple[str, str]]) -> None:
        self.clear()
        for number, (slug, name) in enumerate(choices, start=1):
            item = QListWidgetItem(f"{number}  {name}")
            item.setData(SLUG_ROLE, slug)
            self.addItem(item)
        self.setCurrentRow(0)

    def chosen(self) -> str:
        item = self.currentItem()
        return "" if item is None else str(item.data(SLUG_ROLE))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= self.count():
            self.setCurrentRow(int(text) - 1)
            self.picked.emit(self.chosen())
            return
        super().keyPressEvent(event)


class MarkDialog(QDialog):
    """Reject or ask for a re-upload: a reason from the list, a comment if wanted."""

    marked = Signal(str, str, str)  # mark, reason, comment

    def __init__(self, mark: Mark, document: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        reject = mark is Mark.REJECTED
        self.setWindowTitle(self.tr("Reject a document") if reject else self.tr("Ask again"))
        names = reason_names()
        slugs = REJECT_REASONS if reject else REUPLOAD_REASONS
        heading = QLabel(
            (
                self.tr("Why is {0} rejected? (press a number)")
                if reject
                else self.tr("Why must {0} be uploaded again? (press a number)")
            ).format(document)
        )
        heading.setWordWrap(True)
        self.reasons = ReasonChooser()
        self.reasons.set_choices([(s, names[s]) for s in slugs])
        self.reasons.setAccessibleName(self.tr("Reason"))
        self.comment = QLineEdit()
        self.comment.setAccessibleName(self.tr("Comment"))
        self.problem = problem_line()
        self.ok_button = QPushButton(self.tr("&Reject") if reject else self.tr("&Ask again"))
        cancel, buttons = action_row(self.ok_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.reasons)
        layout.addWidget(self.comment)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self.reasons.picked.connect(lambda _slug: self.comment.setFocus())
        self.reasons.currentRowChanged.connect(lambda _row: self._reason_changed())
        self.comment.textChanged.connect(lambda _text: self.problem.hide())
        self.ok_button.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        self._reason_changed()
        self.reasons.setFocus()

    def _reason_changed(self) -> None:
        self.problem.hide()
        self.comment.setPlaceholderText(
            self.tr("Comment (required for Other: say what is wrong); Enter to mark")
            if self.reasons.chosen() == OTHER
            else self.tr("Comment (optional); Enter to mark")
        )

    def accept(self) -> None:
        """Marks only what the rule book allows ("Other" needs a comment); else says why and
        keeps the dialog open, the comment field focused, nothing typed lost."""
        blockers = mark_blockers(self.mark, self.reasons.chosen(), self.comment.text())
        if blockers:
            self.problem.setText("\n".join(blocker_text(b) for b in blockers))
            self.problem.show()
            self.comment.setFocus()
            return
        self.marked.emit(self.mark.value, self.reasons.chosen(), self.comment.text().strip())
        super().accept()


class DecisionDialog(QDialog):
    """Choose (1 approve, 2 reject, 3 more information), write why, then confirm."""

    decided = Signal(str, str)  # decision, reason

    def __init__(
        self,
        company: str,
        approve_refusal: str | None,
        *,
        recorded_only: bool,
        four_eyes: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Decide the case"))
        self._recorded_only = recorded_only
        self.four_eyes = four_eyes  # approve and reject are proposed, for a second reviewer
        self._company = company
        self._approve_refusal = approve_refusal
        self.pages = QStackedWidget()

        choose = QWidget()
        self.choices = ReasonChooser()
        self.choices.set_choices([(d.value, n) for d, n in decision_names().items()])
        self.choices.setAccessibleName(self.tr("Decision"))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why (required); Enter to continue"))
        self.reason.setAccessibleName(self.tr("Reason"))
        self.problem = problem_line()
        self.note = QLabel(
            self.tr(
                "This server's API has no decision operation: the decision is recorded in "
                "Teller's audit journal only."
            )
            if recorded_only
            else self.tr("The decision moves the sandbox session's state.")
        )
        if four_eyes:
            self.note.setText(
                self.tr(
                    "Four-eyes profile: approve and reject are proposed here and take effect "
                    "only when a second reviewer confirms them."
                )
            )
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.continue_button = QPushButton(self.tr("&Continue…"))
        self.continue_button.setDefault(True)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setAutoDefault(False)
        choose_layout = QVBoxLayout(choose)
        choose_layout.addWidget(
            QLabel(self.tr("Decision for {0} (press a number)").format(company))
        )
        choose_layout.addWidget(self.choices)
        choose_layout.addWidget(self.reason)
        choose_layout.addWidget(self.problem)
        choose_layout.addWidget(self.note)
        choose_layout.addWidget(self.continue_button)
        choose_layout.addWidget(cancel)

        confirm = QWidget()
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.confirm_button = QPushButton()
        self.back_button = QPushButton(self.tr("&Back"))
        confirm_layout = QVBoxLayout(confirm)
        confirm_layout.addWidget(self.question)
        confirm_layout.addWidget(self.confirm_button)
        confirm_layout.addWidget(self.back_button)

        self.pages.addWidget(choose)
        self.pages.addWidget(confirm)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.choices.picked.connect(lambda _slug: self.reason.setFocus())
        self.choices.currentRowChanged.connect(lambda _row: self._check())
        self.reason.textChanged.connect(lambda _text: self.problem.hide())
        self.continue_button.clicked.connect(self.to_confirm)
        cancel.clicked.connect(self.reject)
        self.confirm_button.clicked.connect(self.accept)
        self.back_button.clicked.connect(self._back)
        self.choices.setFocus()

    def decision(self) -> Decision:
        return Decision(self.choices.chosen())

    def _check(self) -> str | None:
        """Why the chosen decision cannot go on, shown; None when it can."""
        problem = None  # a missing reason is said only on continuing, not while choosing
        if self.decision() is Decision.APPROVE and self._approve_refusal:
            problem = self._approve_refusal
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        self._grow()
        return problem

    def _grow(self) -> None:
        """Tall enough for every blocker: a squeezed label drew its lines over the reason
        field (Andes' nine blockers, seen under Xvfb at 1366 x 768)."""
        layout = self.layout()
        if layout is not None:  # it has one from __init__; the check is for the type
            layout.activate()
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def to_confirm(self) -> bool:
        problem = self._check()
        if problem is None and not self.reason.text().strip():
            problem = self.tr("Write why: every decision needs a reason.")
            self.problem.setText(problem)
            self.problem.show()
            self._grow()
            self.reason.setFocus()
        if problem is not None:
            return False
        decision = self.decision()
        name = decision_names()[decision]
        self.question.setText(
            self.tr("{0} — {1}?\n\nReason: {2}\n\n{3}").format(
                name, self._company, self.reason.text().strip(), self.consequence(decision)
            )
        )
        proposed = self.four_eyes and decision in FINAL_DECISIONS
        self.confirm_button.setText(
            (self.tr("Propose: {0}") if proposed else self.tr("Confirm: {0}")).format(name)
        )
        self.pages.setCurrentIndex(1)
        self.continue_button.setDefault(False)
        self.confirm_button.setDefault(True)
        self.confirm_button.setFocus()
        return True

    def consequence(self, decision: Decision) -> str:
        """What the decision does, in one sentence: approve and reject are final; more
        information is not (the case goes back to the applicant)."""
        if decision is Decision.MORE_INFO and self._recorded_only:
            return self.tr(
                "This is not a final decision: it asks the applicant for more. This server "
                "has no decision operation, so it is recorded in Teller's journal only."
            )
        if decision is Decision.MORE_INFO:
            return self.tr(
                "This is not a final decision: the case returns to the applicant, who may "
                "upload documents again; the queue shows it as waiting for the applicant."
            )
        assert decision in FINAL_DECISIONS
        if self.four_eyes:
            return self.tr(
                "This proposes a final decision: nothing changes until a second, different "
                "reviewer confirms it; they may return it to you with a reason."
            )
        return self.tr("This is a final decision.")

    def _back(self) -> None:
        self.pages.setCurrentIndex(0)
        self.confirm_button.setDefault(False)
        self.continue_button.setDefault(True)
        self.reason.setFocus()

    def accept(self) -> None:
        if self.pages.currentIndex() == 0:  # Enter on the first step continues, never decides
            self.to_confirm()
            return
        self.decided.emit(self.decision().value, self.reason.text().strip())
        super().accept()
