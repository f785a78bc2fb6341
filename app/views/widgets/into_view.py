"""Bring a widget into view inside every scroll area around it.

Qt scrolls a control into view when Tab moves the focus to it, not when code gives it the
focus: a button focused that way may sit below the fold (the payout's "Enter OTP…" at
1366 x 768, inside the bank form's scroll area inside the tab's). The areas scroll innermost
first, so each outer one sees where the inner one has put the widget.
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget

MARGIN = 12


def scroll_into_view(widget: QWidget, margin: int = MARGIN) -> None:
    """``widget`` must have its place: a widget just shown is laid out in the next turn of
    the event loop (call this from a zero-delay timer)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) and parent.widget() is not None:
            parent.ensureWidgetVisible(widget, margin, margin)
        parent = parent.parentWidget()
