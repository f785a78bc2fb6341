"""The typed confirmation the production guard asks for (app/services/guard.py).

The person types the amount, or the last four characters of what the action changes; the
Confirm button stays disabled until the text matches, and Enter alone never confirms: it does
nothing until the typed text matches, and no button is the default.
"""

from __future__ import annotations

import asyncio
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.actions import ActionRequest
from app.services.environments import Environment
from app.services.guard import matches
from app.views.widgets.numbers import localized_number, typed_number

_MONEY = re.compile(r"(?P<amount>-?[\d,]+\.\d+) (?P<currency>[A-Z0-9]{3,5})")


def as_shown(confirm_text: str) -> str:
    """An amount to type, written as the interface writes money ('1.250,00 EUR' in Spanish);
    either form is accepted (typed_number reads the person's own)."""
    money = _MONEY.fullmatch(confirm_text)
    if money is None:
        return confirm_text
    return f"{localized_number(money['amount'])} {money['currency']}"


class TypedConfirmationDialog(QDialog):
    def __init__(
        self,
        request: ActionRequest,
        environment: Environment,
        parent: QWidget | None = None,
        *,
        target: str = "",
    ) -> None:
        """``target``: what the action changes as a person names it, ids second (the caller
        knows the names); the request's ids otherwise."""
        super().__init__(parent)
        self.request = request
        self.setWindowTitle(self.tr("Confirm on {0}").format(environment.label))
        self.setModal(True)
        self.setMinimumWidth(420)
        heading = QLabel(self.tr("PRODUCTION: {0}").format(request.summary))
        heading.setProperty("role", "heading")
        heading.setWordWrap(True)
        where = QLabel(
            self.tr("On {0}, for {1}. This changes real data and may move real money.").format(
                environment.label, target or request.target
            )
        )
        where.setWordWrap(True)
        self.shown_text = as_shown(request.confirm_text)
        self.prompt = QLabel(self.tr("Type <b>{0}</b> to confirm:").format(self.shown_text))
        self.typed = QLineEdit()
        self.typed.setAccessibleName(self.tr("Confirmation text"))
        self.prompt.setBuddy(self.typed)
        self.hint = QLabel()
        self.hint.setProperty("role", "fieldError")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.confirm_button: QPushButton = self.buttons.addButton(
            self.tr("Confirm"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        for button in self.buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)
        self.confirm_button.setEnabled(False)
        self.buttons.accepted.connect(self._confirm)
        self.buttons.rejected.connect(self.reject)
        self.typed.textChanged.connect(self._on_typed)
        self.typed.returnPressed.connect(self._confirm)
        layout = QVBoxLayout(self)
        for widget in (heading, where, self.prompt, self.typed, self.hint, self.buttons):
            layout.addWidget(widget)
        self.typed.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def text_matches(self) -> bool:
        typed, wanted = self.typed.text(), self.request.confirm_text
        return matches(typed, wanted) or matches(typed_number(typed), wanted)

    def _on_typed(self) -> None:
        self.confirm_button.setEnabled(self.text_matches)
        self.hint.clear()

    def _confirm(self) -> None:
        if self.text_matches:
            self.accept()
        elif self.typed.text().strip():
            self.hint.setText(
                self.tr("That is not {0}. Type it exactly to confirm.").format(self.shown_text)
            )

    def keyPressEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._confirm()  # never a default button: Enter confirms only matching text
            return
        super().keyPressEvent(event)


async def ask_typed_confirmation(
    request: ActionRequest, environment: Environment, parent: QWidget | None, *, target: str = ""
) -> str | None:
    """Open the dialog and wait for the answer: the typed text, or None if cancelled."""
    dialog = TypedConfirmationDialog(request, environment, parent, target=target)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    answer: asyncio.Future[str | None] = asyncio.get_event_loop().create_future()

    def finished(result: int) -> None:
        if not answer.done():
            accepted = result == QDialog.DialogCode.Accepted.value and dialog.text_matches
            answer.set_result(dialog.typed.text() if accepted else None)

    dialog.finished.connect(finished)
    dialog.open()
    try:
        return await answer
    finally:
        if answer.cancelled():  # the action was cancelled while the question was open
            dialog.reject()
