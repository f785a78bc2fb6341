"""Which button Enter presses in a dialog, and where the focus goes after a failed action.

Two things went wrong together before these helpers. A task disables the field and the button
that started it; Qt then hands the focus to the next enabled widget, often Cancel, and a
focused auto-default button becomes the dialog's default: the next Enter cancelled. And the
failure handler's ``setFocus`` on the field at fault ran while the field was still disabled
(the runner enables its controls after the handler), so it did nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPushButton, QWidget


def make_primary(primary: QPushButton, *others: QPushButton) -> None:
    """Enter presses ``primary`` wherever the focus is in the dialog, and never one of
    ``others`` (Cancel, Close, side actions): they no longer become the default by taking the
    focus. Space still presses the focused button, Escape still cancels."""
    primary.setAutoDefault(True)
    primary.setDefault(True)
    for button in others:
        button.setAutoDefault(False)
        button.setDefault(False)


def select_text(widget: QWidget) -> None:
    """Select what the field holds, so that typing replaces it."""
    if isinstance(widget, QLineEdit):
        widget.selectAll()
    elif isinstance(widget, QComboBox) and widget.isEditable() and widget.lineEdit() is not None:
        widget.lineEdit().selectAll()  # type: ignore[union-attr]
    elif isinstance(widget, QAbstractSpinBox):
        widget.selectAll()


def focus_later(widget: QWidget | None, *, select: bool = True) -> None:
    """Give ``widget`` the focus once the current action lets go of it (its task re-enables
    its controls after the failure handler ran), with its text selected."""
    if widget is None:
        return

    def give() -> None:
        with contextlib.suppress(RuntimeError):  # the dialog closed meanwhile
            if not widget.isEnabled() or not widget.isVisible():
                return
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
            if select:
                select_text(widget)

    QTimer.singleShot(0, widget, give)


def focus_returner(window: QWidget) -> Callable[[QWidget | None], None]:
    """Note where the focus is as an action starts; the function returned puts it on the field
    at fault, when given one, else back where it was."""
    was = window.focusWidget()

    def back(at_fault: QWidget | None = None) -> None:
        focus_later(at_fault if at_fault is not None else was, select=at_fault is not None)

    return back
