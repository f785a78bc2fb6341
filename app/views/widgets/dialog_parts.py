"""The parts every small review dialog is made of, made one way: the sentence that says why
the dialog cannot go on yet, and the button row where Enter presses the action and never
Cancel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton


def problem_line() -> QLabel:
    """Hidden until there is something to say; wraps; drawn as an error."""
    label = QLabel()
    label.setWordWrap(True)
    label.setProperty("role", "error")
    label.hide()
    return label


def action_row(action: QPushButton) -> tuple[QPushButton, QHBoxLayout]:
    """Cancel and ``action`` at the right; ``action`` is the default button (Enter). Returns
    the Cancel button and the row."""
    action.setDefault(True)
    cancel = QPushButton(QCoreApplication.translate("DialogParts", "Cancel"))
    cancel.setAutoDefault(False)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(cancel)
    row.addWidget(action)
    return cancel, row
