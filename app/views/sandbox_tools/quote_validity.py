"""The Sandbox menu's "Quote validity…": how long the merchant's quotes last now, and a new
value set through the door. A bad value is said in the dialog, which stays open for it; other
failures in its banner, through its task runner (a session expiry asks to sign in again)."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.api.errors import ValidationFailed
from app.models.sandbox_helpers import (
    MAX_QUOTE_VALIDITY_SECONDS,
    MIN_QUOTE_VALIDITY_SECONDS,
    QuoteValidity,
)
from app.services.session import Session
from app.views.task_runner import Binding, Reauthenticate, TaskRunner
from app.views.widgets.api_messages import error_text
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.numbers import localized_number
from app.views.widgets.screen_fit import fit_to_screen


def seconds_text(seconds: float) -> str:
    """30 -> '30', 2.5 -> '2.5' ('2,5' in Spanish)."""
    return localized_number(f"{seconds:g}")


def parse_seconds(text: str) -> float | None:
    """A number of seconds typed with a decimal point or comma; None if it is not one."""
    cleaned = text.strip().replace(",", ".")
    if not cleaned or cleaned.count(".") > 1 or not cleaned.replace(".", "").isdigit():
        return None
    if not cleaned.isascii():
        return None  # '٣' is a digit to isdigit, not to a person typing seconds
    value = float(cleaned)
    return value if math.isfinite(value) else None


class QuoteValidityDialog(QDialog):
    def __init__(
        self,
        session: Session,
        parent: QWidget,
        on_done: Callable[[QuoteValidity], None],
        *,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._on_done = on_done
        self.task: asyncio.Task[Any] | None = None
        self.setWindowTitle(self.tr("Quote validity"))
        self.banner = ErrorBanner()
        self.runner = TaskRunner(self, self.banner, reauthenticate=reauthenticate)
        form = QFormLayout(self)
        form.addRow(self.banner)
        self.current = QLabel(self.tr("Asking the sandbox…"))
        self.current.setObjectName("current")
        self.current.setWordWrap(True)
        form.addRow(self.current)
        self.seconds = QLineEdit()
        self.seconds.setObjectName("seconds")
        self.seconds.setPlaceholderText(self.tr("Seconds, e.g. 30"))
        form.addRow(self.tr("New quotes &last (seconds)"), self.seconds)
        self.error = FieldErrorLabel(self.seconds)  # red, and the field outlined
        self.error.setObjectName("error")
        form.addRow(self.error)
        note = QLabel(self.tr("Quotes already given keep the end they were given with."))
        note.setWordWrap(True)
        form.addRow(note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.seconds.textEdited.connect(lambda _t: self.error.clear_message())
        fit_to_screen(self, 460, 220)

    def load(self) -> asyncio.Task[Any]:
        sandbox = self._session.sandbox
        assert sandbox is not None  # the Sandbox menu exists only when signed in to one

        def show(validity: QuoteValidity) -> None:
            self.current.setText(
                self.tr("Quotes last {0} s now; the sandbox's default is {1} s.").format(
                    seconds_text(validity.seconds), seconds_text(validity.default_seconds)
                )
            )
            if not self.seconds.text():
                self.seconds.setText(seconds_text(validity.seconds))
                self.seconds.selectAll()

        def failed(_exc: BaseException) -> None:  # the banner says why, with a Retry
            self.current.setText(self.tr("The current value could not be read."))

        self.task = self.runner.run(
            sandbox.quote_validity, on_success=show, on_failure=failed, binding=Binding.FREE
        )
        return self.task

    def save(self) -> asyncio.Task[Any] | None:
        """Checked here first, so the person reads why at once; the server checks again."""
        value = parse_seconds(self.seconds.text())
        if value is None or not (MIN_QUOTE_VALIDITY_SECONDS <= value <= MAX_QUOTE_VALIDITY_SECONDS):
            self.show_error(
                self.tr(
                    "Enter how many seconds a quote lasts: a number from {0} to {1}, "
                    "for example 30 or 2.5."
                ).format(MIN_QUOTE_VALIDITY_SECONDS, MAX_QUOTE_VALIDITY_SECONDS)
            )
            self.seconds.setFocus()
            self.seconds.selectAll()
            return None
        actions = self._session.actions

        async def send() -> QuoteValidity:
            return await actions.set_quote_validity(value)

        def done(validity: QuoteValidity) -> None:
            self.accept()
            self._on_done(validity)

        def refused(exc: BaseException) -> None:
            """A refusal of the value is said under the value (the banner points there)."""
            if isinstance(exc, ValidationFailed):
                self.show_error(error_text(exc))

        self.task = self.runner.run(
            send,
            controls=[self.buttons],
            on_success=done,
            on_failure=refused,
            on_fields=lambda _issues: True,
            binding=Binding.FREE,
        )
        return self.task

    def show_error(self, message: str) -> None:
        self.error.show_message(message)
        needed = self.heightForWidth(self.width())  # the sentence wraps: room for its lines
        if needed > self.height():
            self.resize(self.width(), needed)

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        super().done(result)
