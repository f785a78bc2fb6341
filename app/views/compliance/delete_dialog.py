"""The delete confirmation of a KYB document, asking why (required): the reason goes through
the door with the deletion and the journal keeps it beside who deleted it. The reason is
checked here early, by the door's own rule (``deletions.deletion_problem``), so a person sees
the sentence at the field; the door checks it again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.services.deletions import REASON_MAX, clean_reason, deletion_problem
from app.views.widgets.dialog_parts import action_row, problem_line

AskReason = Callable[[str, str, str], str | None]  # title, question, yes -> reason or None


class DeleteDialog(QDialog):
    def __init__(self, title: str, question: str, yes: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        heading = QLabel(question)
        heading.setWordWrap(True)
        self.reason = QLineEdit()
        self.reason.setMaxLength(REASON_MAX + 1)  # one over: the rule says so in words
        self.reason.setPlaceholderText(self.tr("Why it is deleted (required)"))
        self.reason.setAccessibleName(self.tr("Reason for deleting"))
        label = QLabel(self.tr("&Reason"))
        label.setBuddy(self.reason)
        self.problem = problem_line()
        self.ok_button = QPushButton(yes)
        self.cancel_button, buttons = action_row(self.ok_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(label)
        layout.addWidget(self.reason)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self.reason.textChanged.connect(lambda _text: self.problem.hide())
        self.ok_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)
        self.reason.setFocus()

    def text(self) -> str:
        return clean_reason(self.reason.text())

    def accept(self) -> None:
        problem = deletion_problem(self.text())
        if problem is not None:
            self.problem.setText(problem)
            self.problem.show()
            self.reason.setFocus()
            return
        super().accept()


def ask_reason(parent: QWidget) -> AskReason:
    def asked(title: str, question: str, yes: str) -> str | None:
        dialog = DeleteDialog(title, question, yes, parent)
        try:
            return dialog.text() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    return asked
