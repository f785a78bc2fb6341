"""The two review dialogs, both made for the keyboard: a reason chooser whose rows are picked
by their number keys, a mark dialog (reason, optional comment; Enter marks), and a decision
dialog that always asks again before a final decision (Enter on each step)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.services.review import REJECT_REASONS, REUPLOAD_REASONS, Decision, Mark

SLUG_ROLE = Qt.ItemDataRole.UserRole


def _t(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def reason_names() -> dict[str, str]:
    return {
        "fake_or_altered": _t("Fake or altered document"),
        "not_the_applicant": _t("Does not belong to the applicant"),
        "wrong_document": _t("Wrong document"),
        "expired": _t("Expired"),
        "missing_page": _t("Missing page"),
        "unreadable": _t("Unreadable or blurry"),
        "name_mismatch": _t("Name mismatch"),
        "address_mismatch": _t("Address mismatch"),
        "other": _t("Other"),
    }


def mark_names() -> dict[Mark, str]:
    return {
        Mark.APPROVED: _t("Approved"),
        Mark.REJECTED: _t("Rejected"),
        Mark.REUPLOAD: _t("Re-upload requested"),
    }


def decision_names() -> dict[Decision, str]:
    return {
        Decision.APPROVE: _t("Approve the case"),
        Decision.REJECT: _t("Reject the case"),
        Decision.MORE_INFO: _t("Request more information"),
    }


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
        self.comment.setPlaceholderText(self.tr("Comment (optional); Enter to mark"))
        self.comment.setAccessibleName(self.tr("Comment"))
        self.ok_button = QPushButton(self.tr("&Reject") if reject else self.tr("&Ask again"))
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setAutoDefault(False)
        self.ok_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.ok_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.reasons)
        layout.addWidget(self.comment)
        layout.addLayout(buttons)
        self.reasons.picked.connect(lambda _slug: self.comment.setFocus())
        self.ok_button.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        self.reasons.setFocus()

    def accept(self) -> None:
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
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Decide the case"))
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
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "error")
        self.problem.hide()
        self.note = QLabel(
            self.tr(
                "This server's API has no decision operation: the decision is recorded in "
                "Teller's audit journal only."
            )
            if recorded_only
            else self.tr("The decision moves the sandbox session's state.")
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
        return problem

    def to_confirm(self) -> bool:
        problem = self._check()
        if problem is None and not self.reason.text().strip():
            problem = self.tr("Write why: every decision needs a reason.")
            self.problem.setText(problem)
            self.problem.show()
            self.reason.setFocus()
        if problem is not None:
            return False
        name = decision_names()[self.decision()]
        self.question.setText(
            self.tr("{0} — {1}?\n\nReason: {2}\n\nThis is a final decision.").format(
                name, self._company, self.reason.text().strip()
            )
        )
        self.confirm_button.setText(self.tr("Confirm: {0}").format(name))
        self.pages.setCurrentIndex(1)
        self.continue_button.setDefault(False)
        self.confirm_button.setDefault(True)
        self.confirm_button.setFocus()
        return True

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
