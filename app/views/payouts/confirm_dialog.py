"""The last look before money moves: what is debited, what arrives, the fee, to whom, and
whether an OTP will be asked. Nothing is sent until the person says so here.

Amounts priced by a quote hold only while it does: left open past the quote's end, the
dialog says so and no longer offers to send (the door would refuse it anyway)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.services.quotes import HeldQuote
from app.views.widgets.long_text import breakable

MAX_WIDTH = 640  # long names and addresses wrap inside it
QUOTE_CHECK_MS = 250


class ConfirmPayoutDialog(QDialog):
    def __init__(
        self,
        title: str,
        rows: Sequence[tuple[str, str]],
        otp_note: str,
        parent: QWidget | None = None,
        *,
        warning: str | None = None,
        send_text: str | None = None,
        quote: HeldQuote | None = None,
    ) -> None:
        """``warning`` says the same payout was just sent; ``send_text`` then names the
        deliberate choice ("Send again"); ``quote``: the quote the amounts come from."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.setMaximumWidth(MAX_WIDTH)
        heading = QLabel(title)
        heading.setProperty("role", "heading")
        form = QFormLayout()
        for label, value in rows:
            shown = QLabel(breakable(value))  # a 300-character name wraps, never widens
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            shown.setWordWrap(True)
            form.addRow(label, shown)
        self.otp_note = QLabel(otp_note)
        self.otp_note.setWordWrap(True)
        self.otp_note.setProperty("role", "notice")
        self.warning = QLabel(warning or "")
        self.warning.setWordWrap(True)
        self.warning.setProperty("role", "fieldError")
        self.warning.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warning.setVisible(bool(warning))
        self.quote = quote
        self.quote_ended = QLabel(
            self.tr(
                "The quote these amounts come from has ended; nothing can be sent on it. "
                "Cancel, refresh the quote in the form, and review it again."
            )
        )
        self.quote_ended.setWordWrap(True)
        self.quote_ended.setProperty("role", "fieldError")
        self.quote_ended.hide()
        buttons = QDialogButtonBox()
        self.confirm_button = buttons.addButton(
            send_text or self.tr("Send payout"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        # Enter alone never sends money: Cancel is the default and has the focus when the
        # dialog opens (Qt would give it to "Send payout", first in the chain, and a focused
        # button takes Enter). Sending takes a deliberate Tab to it, then Enter or Space.
        self.cancel_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.warning)
        layout.addWidget(self.quote_ended)
        layout.addLayout(form)
        layout.addWidget(self.otp_note)
        layout.addWidget(buttons)
        self._quote_timer = QTimer(self)
        self._quote_timer.setInterval(QUOTE_CHECK_MS)
        self._quote_timer.timeout.connect(self.check_quote)
        if quote is not None:
            self._quote_timer.start()
            self.check_quote()

    def check_quote(self) -> None:
        """Once the quote has ended, Send is gone and the sentence says what to do."""
        if self.quote is None or not self.quote.ended:
            return
        self._quote_timer.stop()
        self.confirm_button.setEnabled(False)
        self.quote_ended.show()
        self.cancel_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.cancel_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
