"""Send something back to whoever asked, saying why: a proposed case decision, a batch of
payouts waiting for a second person. Made for the keyboard: Enter returns, an empty reason is
said beside the field, and nothing typed is lost."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.views.widgets.dialog_parts import action_row, problem_line


class ReturnDialog(QDialog):
    """``heading``: what goes back; ``title``, ``ok_text``, ``missing`` (the sentence for an
    empty reason), ``placeholder`` and ``reason_name`` (the field's) are its words, a
    proposal's by default (Spanish words agree with what goes back)."""

    returned = Signal(str)  # the reason

    def __init__(
        self,
        heading: str,
        parent: QWidget | None = None,
        *,
        title: str = "",
        ok_text: str = "",
        missing: str = "",
        placeholder: str = "",
        reason_name: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Return the proposal"))
        self._missing = missing or self.tr("Write why the proposal is returned.")
        said = QLabel(heading)
        said.setWordWrap(True)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(
            placeholder or self.tr("Why it goes back (required); Enter to return")
        )
        self.reason.setAccessibleName(reason_name or self.tr("Reason"))
        self.problem = problem_line()
        self.ok_button = QPushButton(ok_text or self.tr("&Return it"))
        cancel, buttons = action_row(self.ok_button)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addWidget(self.reason)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self.reason.textChanged.connect(lambda _text: self.problem.hide())
        self.ok_button.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        self.reason.setFocus()

    def accept(self) -> None:
        if not self.reason.text().strip():
            self.problem.setText(self._missing)
            self.problem.show()
            self.reason.setFocus()
            return
        self.returned.emit(self.reason.text().strip())
        super().accept()
