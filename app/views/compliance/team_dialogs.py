"""The team's two small dialogs, made for the keyboard: return a proposed decision with a
reason (Enter returns; an empty reason is said beside the field, nothing typed is lost), and
assign the case to a reviewer (a number key picks one, Enter assigns).

Both ask the rules early (``four_eyes.py``, ``claims.py``); the door asks again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.four_eyes import Proposal
from app.services.review import Decision
from app.services.reviewers import Reviewer
from app.views.compliance.review_dialogs import ReasonChooser, decision_names
from app.views.widgets.dialog_parts import action_row
from app.views.widgets.return_dialog import ReturnDialog
from app.views.widgets.visible_text import visible


def proposal_text(proposal: Proposal) -> str:
    """``Ana (aaaaaaaa) proposes: Reject the case. Reason: forged deed``."""
    return QCoreApplication.translate("Review", "{0} proposes: {1}. Reason: {2}").format(
        visible(proposal.proposer.short),
        decision_names()[Decision(proposal.decision)],
        visible(proposal.reason),
    )


def proposal_dialog(proposal: Proposal, parent: QWidget | None = None) -> ReturnDialog:
    """Return a proposed decision to its proposer, saying why."""
    return ReturnDialog(proposal_text(proposal), parent)


class AssignDialog(QDialog):
    """Choose the reviewer the case goes to (the ones the review store knows)."""

    assigned = Signal(object)  # Reviewer

    def __init__(self, reviewers: list[Reviewer], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Assign the case"))
        self._reviewers = {r.key_id: r for r in reviewers}
        heading = QLabel(self.tr("Assign to (press a number, then Enter)"))
        self.choices = ReasonChooser()
        self.choices.set_choices([(r.key_id, visible(r.short)) for r in reviewers])
        self.choices.setAccessibleName(self.tr("Reviewer"))
        self.ok_button = QPushButton(self.tr("&Assign"))
        self.ok_button.setEnabled(bool(reviewers))
        cancel, buttons = action_row(self.ok_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.choices)
        if not reviewers:
            layout.addWidget(
                QLabel(self.tr("No other reviewer is known yet: they appear once they act."))
            )
        layout.addLayout(buttons)
        self.ok_button.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        self.choices.setFocus()

    def accept(self) -> None:
        chosen = self._reviewers.get(self.choices.chosen())
        if chosen is None:
            return
        self.assigned.emit(chosen)
        super().accept()
