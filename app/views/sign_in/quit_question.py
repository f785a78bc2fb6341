"""Cancel in the sign-in dialog quits Teller: asked first when something typed would be lost,
Enter keeping the typing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def ask_to_quit(parent: QWidget, quit_now: Callable[[], None]) -> QMessageBox:
    """The question, opened window-modal (no nested event loop); ``quit_now`` runs on Quit."""
    question = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("SignInDialog", "Quit Teller?"),
        QCoreApplication.translate(
            "SignInDialog", "Quit Teller? What you typed here will be lost."
        ),
        QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        parent,
    )
    question.button(QMessageBox.StandardButton.Discard).setText(
        QCoreApplication.translate("SignInDialog", "&Quit")
    )
    question.button(QMessageBox.StandardButton.Cancel).setText(
        QCoreApplication.translate("SignInDialog", "&Keep editing")
    )
    question.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps the typing
    question.setEscapeButton(QMessageBox.StandardButton.Cancel)

    def answered(_result: int) -> None:
        if question.clickedButton() is question.button(QMessageBox.StandardButton.Discard):
            quit_now()

    question.finished.connect(answered)
    question.open()
    return question
