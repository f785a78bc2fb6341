"""What the confirmation of a payout shows, and asking it without blocking a task.

``Confirmation`` is what the person is asked (title, rows, OTP note, a warning when the
same payout was just sent, which turns "Send payout" into "Send again", and the quote the
amounts come from, whose end the dialog says). The form asks
through a replaceable ``Confirm`` callable (the real dialog, or a test's answer).
``confirm_later`` runs it from a Qt timer: a modal dialog must not be opened from inside an
asyncio task step, where its nested event loop would try to step other tasks.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from app.services.quotes import HeldQuote
from app.views.payouts.confirm_dialog import ConfirmPayoutDialog


@dataclass(frozen=True)
class Confirmation:
    title: str
    rows: Sequence[tuple[str, str]]
    otp_note: str
    warning: str | None = None  # the same payout was sent moments ago
    send_text: str | None = None  # "Send again" when it was
    quote: HeldQuote | None = None  # the quote the amounts come from, if any


Confirm = Callable[[Confirmation], bool]


def ask_confirmation(parent: QWidget, confirmation: Confirmation) -> bool:
    dialog = ConfirmPayoutDialog(
        confirmation.title,
        confirmation.rows,
        confirmation.otp_note,
        parent,
        warning=confirmation.warning,
        send_text=confirmation.send_text,
        quote=confirmation.quote,
    )
    return dialog.exec() == ConfirmPayoutDialog.DialogCode.Accepted


async def confirm_later(confirm: Confirm, confirmation: Confirmation) -> bool:
    """The person's answer, asked from the Qt loop while this coroutine waits."""
    answer: asyncio.Future[bool] = asyncio.get_running_loop().create_future()

    def ask() -> None:
        try:
            result = confirm(confirmation)
        except Exception as exc:  # the dialog failed: the task reports it, nothing is sent
            if not answer.done():
                answer.set_exception(exc)
            return
        if not answer.done():
            answer.set_result(result)

    QTimer.singleShot(0, ask)
    return await answer
