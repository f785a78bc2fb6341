"""An inline banner at the top of a view: errors in words, with an optional retry."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget


class ErrorBanner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ErrorBanner")
        self.setProperty("kind", "error")
        self._retry: Callable[[], None] | None = None
        self._label = QLabel()
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._retry_button = QPushButton(self.tr("Retry"))
        self._retry_button.clicked.connect(self._on_retry)
        close = QToolButton()
        close.setText("✕")
        close.setToolTip(self.tr("Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.clear)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self._label, 1)
        layout.addWidget(self._retry_button)
        layout.addWidget(close)
        self.hide()

    @property
    def text(self) -> str:
        return self._label.text()

    def show_error(
        self,
        message: str,
        retry: Callable[[], None] | None = None,
        retry_text: str | None = None,
    ) -> None:
        """``retry_text`` names a Retry that is a deliberate choice (e.g. "Send again")."""
        self._retry_button.setText(retry_text or self.tr("Retry"))
        self._show("error", message, retry)

    def show_info(self, message: str) -> None:
        self._show("info", message, None)

    def clear(self) -> None:
        self._retry = None
        self._label.clear()
        self.hide()

    def _show(self, kind: str, message: str, retry: Callable[[], None] | None) -> None:
        self.setProperty("kind", kind)
        self.style().unpolish(self)
        self.style().polish(self)
        self._label.setText(message)
        self._retry = retry
        self._retry_button.setVisible(retry is not None)
        self.setAccessibleName(message)
        self.show()

    def _on_retry(self) -> None:
        retry = self._retry
        self.clear()
        if retry is not None:
            retry()
