"""A payout form's explicit state, and what it means for its fields.

Done means the payout exists: the form keeps showing what was sent, read-only, and offers
"New payout" (empty) or "Repeat this payout" (the same values, reviewed again). Nothing can
be sent from a done form, so a second identical payout is never one click away.
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
