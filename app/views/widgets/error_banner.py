"""An inline banner at the top of a view: errors in words, with an optional retry.

Its place is kept while it is hidden (room for two lines of text), so a message appearing never
pushes the page down under the mouse: what was under the pointer stays there. Only a message
longer than two lines at the view's width makes it grow.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

RESERVED_LINES = 2


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
        # Focus on Retry never makes it a dialog's default: Enter keeps its primary action.
        self._retry_button.setAutoDefault(False)
        self._close = QToolButton()
        self._close.setText("✕")
        self._close.setToolTip(self.tr("Dismiss"))
        self._close.setAccessibleName(self.tr("Dismiss the message"))
        self._close.setAutoRaise(True)
        self._close.clicked.connect(self.clear)
        self._box = QHBoxLayout(self)
        self._box.setContentsMargins(10, 6, 6, 6)
        self._box.addWidget(self._label, 1)
        self._box.addWidget(self._retry_button)
        self._box.addWidget(self._close)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # hidden, it keeps its place: nothing moves
        self.setSizePolicy(policy)
        self.setMinimumHeight(self.reserved_height())
        self.hide()

    def reserved_height(self) -> int:
        """The height kept for the banner, shown or not: two lines of text, or its buttons
        (with the style sheet's border and padding, which apply only once polished)."""
        self.ensurePolished()
        margins = self.contentsMargins()
        inner = self._box.contentsMargins()
        lines = self._label.fontMetrics().lineSpacing() * RESERVED_LINES
        buttons = max(self._retry_button.sizeHint().height(), self._close.sizeHint().height())
        return max(lines, buttons) + inner.top() + inner.bottom() + margins.top() + margins.bottom()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.setMinimumHeight(self.reserved_height())

    @property
    def text(self) -> str:
        return self._label.text()

    @property
    def offers_retry(self) -> bool:
        """An error a retry may get past (network, server trouble), as opposed to a refusal."""
        return self.isVisibleTo(self.parentWidget() or self) and self._retry is not None

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
