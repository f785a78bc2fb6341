"""How the Sandbox menu says what happened: it has no view of its own, so its task runner's
notice puts an outcome in the window's status bar and a refusal in a message box, with the
Retry (or "Sign in…", after a declined re-login) the runner offers where it can help."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMessageBox

STATUS_MS = 10_000


class OutcomeBox(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.box: QMessageBox | None = None  # the last refusal shown (tests read it)
        self.said = 0  # messages shown: see ErrorBanner.clear_answered

    def show_error(
        self,
        message: str,
        retry: Callable[[], None] | None = None,
        retry_text: str | None = None,
    ) -> None:
        self.said += 1
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Sandbox"),
            message,
            QMessageBox.StandardButton.Close,
            self._window,
        )
        again: QAbstractButton | None = None
        if retry is not None:
            again = box.addButton(retry_text or self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(QMessageBox.StandardButton.Close)  # Enter never sends again

        def finished(_result: int) -> None:
            if again is not None and retry is not None and box.clickedButton() is again:
                retry()

        box.finished.connect(finished)
        self.box = box
        box.open()

    def show_info(self, message: str) -> None:
        self.said += 1
        self._window.statusBar().showMessage(message, STATUS_MS)

    def clear(self) -> None:
        """A new outcome replaces the status bar's message; a refusal box is the person's to
        close."""

    def clear_answered(self, asked_at: int) -> None:
        """As ErrorBanner's: only a message older than the task's question is cleared."""
        if self.said <= asked_at:
            self.clear()
