"""The sign-in form's row for the built-in sandbox: its state in a line, and when it is not
running, why (one sentence, kept while the person types) above its one action, "Restart
sandbox". A banner said the failure again with a Retry of its own, beside "Start again"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from app.services.sandbox_process import BuiltInSandbox, SandboxState


class SandboxRow:
    def __init__(self, sandbox: BuiltInSandbox, parent: QWidget) -> None:
        self._sandbox = sandbox
        self.failure = ""  # why it is not running, from its last failed start
        self.status = QLabel(parent)
        self.status.setProperty("role", "subtle")
        self.status.setWordWrap(True)
        # As wide as the field column (a Preferred label kept its narrow hint: wrapped, cut).
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.restart_button = QPushButton(
            QCoreApplication.translate("SignInDialog", "&Restart sandbox"), parent
        )
        self.restart_button.setAutoDefault(False)  # focused, it never takes Enter from Sign in

    def show_state(self, state: str) -> None:
        if state == SandboxState.STARTING:
            self.failure = ""  # a new start: the last one's reason is past
        if state == SandboxState.FAILED:
            self._show(
                self.failure
                or QCoreApplication.translate(
                    "SignInDialog", "The built-in sandbox is not running."
                ),
                failed=True,
            )
            return
        texts = {
            SandboxState.STOPPED: QCoreApplication.translate(
                "SignInDialog", "The built-in sandbox is stopped."
            ),
            SandboxState.STARTING: QCoreApplication.translate(
                "SignInDialog", "Starting the built-in sandbox…"
            ),
            SandboxState.READY: QCoreApplication.translate(
                "SignInDialog", "Sandbox ready at {0}"
            ).format(self._sandbox.base_url),
        }
        self._show(texts.get(SandboxState(state), state), failed=False)

    def show_failure(self, message: str) -> None:
        self.failure = message
        self._show(message, failed=True)

    def _show(self, text: str, *, failed: bool) -> None:
        self.status.setText(text)
        self.status.setProperty("role", "fieldError" if failed else "subtle")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.restart_button.setAccessibleDescription(text if failed else "")
