"""Dismiss a flag: the flag in words, a reason (required: the door refuses an empty one, and
this dialog says so first, beside the box), Ctrl+Enter dismisses. The dialog stays open with
the text until the door has kept the dismissal: a refusal loses nothing typed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from app.services.evidence.flag_book import clean_reason, reason_problem
from app.views.widgets.dialog_parts import action_row, problem_line


class FlagDialog(QDialog):
    reason_given = Signal(str)  # the cleaned reason, once the policy accepts it

    def __init__(self, flag_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dismiss a flag"))
        heading = QLabel(flag_text)
        heading.setWordWrap(True)
        heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        question = QLabel(self.tr("Why does this flag not stand? The journal keeps your reason."))
        question.setWordWrap(True)
        self.reason = QPlainTextEdit()
        self.reason.setTabChangesFocus(True)
        self.reason.setAccessibleName(self.tr("Reason"))
        self.reason.setPlaceholderText(self.tr("The reason (required); Ctrl+Enter dismisses"))
        self.reason.setMaximumHeight(110)
        self.problem = problem_line()
        self.ok_button = QPushButton(self.tr("Dis&miss the flag"))
        self.ok_button.setToolTip(self.tr("Ctrl+Enter"))
        cancel, buttons = action_row(self.ok_button)
        self.ok_button.setDefault(False)  # Enter writes a new line in the reason
        self.ok_button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(question)
        layout.addWidget(self.reason)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self.reason.installEventFilter(self)  # Ctrl+Enter in the box: the box has the keys
        self.ok_button.clicked.connect(self.submit)
        cancel.clicked.connect(self.reject)
        self.reason.textChanged.connect(self.problem.hide)
        self.reason.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            watched is self.reason
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.submit()
            return True
        return super().eventFilter(watched, event)

    def text(self) -> str:
        return clean_reason(self.reason.toPlainText())

    def submit(self) -> bool:
        """The reason to the door, if the policy accepts it; else why not, beside the box."""
        if not self.ok_button.isEnabled():
            return False  # the door is already asked
        problem = reason_problem(self.text())
        if problem is not None:
            self.say(problem)
            return False
        self.reason_given.emit(self.text())
        return True

    def say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.show()
        self.reason.setFocus()
