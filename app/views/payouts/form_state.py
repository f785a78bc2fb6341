"""A payout form's explicit state, and what it means for its fields.

Done means the payout exists: the form keeps showing what was sent, read-only, and offers
"New payout" (empty) or "Repeat this payout" (the same values, reviewed again). Nothing can
be sent from a done form, so a second identical payout is never one click away. What was sent
reads as values (the text's own colour), and an empty field's placeholder as a placeholder.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

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


SENT_LOOK = "sentLook"  # a widget property: resources/style.qss draws it as an open field's


def show_sent(inputs: Iterable[QWidget], sent: bool) -> None:
    """Lock the inputs of a sent form, or open them again. Locked, they keep the text colour
    of an open field: a disabled field's greyed text is lighter than its placeholder (Qt draws
    a placeholder half-transparent in every state), so sent values read as hints and hints as
    values. The colour comes from the style sheet's rule for the property: a palette set on
    the field is replaced whenever the style sheet polishes it again (a field's error mark
    does), which turned the values grey again after the account's reload."""
    for widget in inputs:
        widget.setEnabled(not sent)
        if bool(widget.property(SENT_LOOK)) != sent:
            widget.setProperty(SENT_LOOK, sent)
            widget.style().unpolish(widget)
            widget.style().polish(widget)
