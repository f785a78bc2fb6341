"""A payout form's explicit state, and what it means for its fields.

Done means the payout exists: the form keeps showing what was sent, read-only, and offers
"New payout" (empty) or "Repeat this payout" (the same values, reviewed again). Nothing can
be sent from a done form, so a second identical payout is never one click away. What was sent
reads as values (the text's own colour), and an empty field's placeholder as a placeholder.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QWidget

from app.api.errors import ApiError


class FormState(StrEnum):
    EDITING = "editing"
    SENDING = "sending"  # looking for a twin, confirming, sending
    DONE = "done"


class AccountMoved(ApiError):  # noqa: N818  # says what happened, like NotFound
    """The current account changed between review and sending: nothing was sent."""


def inputs_of(
    form: QWidget, *, keep: Iterable[QWidget], outside: Iterable[QWidget]
) -> list[QWidget]:
    """The form's input widgets, less the ``keep`` buttons and anything inside ``outside``."""
    kept, apart = set(keep), list(outside)
    found: list[QWidget] = []
    for kind in (QLineEdit, QComboBox, QAbstractButton):
        for widget in form.findChildren(kind):
            if widget in kept or isinstance(widget.parentWidget(), QComboBox):
                continue  # a combo box's own line edit follows its box
            if any(box.isAncestorOf(widget) for box in apart):
                continue
            found.append(widget)
    return found


SENT_LOOK = "sentLook"  # a widget property: its palette is the sent form's, set here
_VALUE_ROLES = (
    QPalette.ColorRole.Text,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.ButtonText,
    QPalette.ColorRole.PlaceholderText,
)


def show_sent(inputs: Iterable[QWidget], sent: bool) -> None:
    """Lock the inputs of a sent form, or open them again. Locked, they keep the colours of an
    open field: a disabled field's greyed text is lighter than its placeholder (Qt draws a
    placeholder half-transparent in every state), so sent values read as hints and hints as
    values. Open again, they take their parent's palette back."""
    for widget in inputs:
        widget.setEnabled(not sent)
        if sent:
            palette = widget.palette()
            for role in _VALUE_ROLES:
                active = palette.color(QPalette.ColorGroup.Active, role)
                palette.setColor(QPalette.ColorGroup.Disabled, role, active)
            widget.setPalette(palette)
            widget.setProperty(SENT_LOOK, True)
        elif widget.property(SENT_LOOK):
            widget.setPalette(QPalette())  # inherits again: a disabled field looks disabled
            widget.setProperty(SENT_LOOK, False)
