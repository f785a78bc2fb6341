"""Enter on a focused button clicks it, as Space does, in the compliance workspace's panes.

Qt clicks a focused push button on Enter only when it is "auto default", which it is by
default only inside a dialog: in the queue and the case pane, Enter on a focused "Open case"
did nothing. Buttons inside a dialog keep the dialog's own rule (its default button).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QPushButton, QWidget


def enter_clicks(root: QWidget) -> None:
    """Every push button now under ``root`` and outside a dialog answers Enter."""
    for button in root.findChildren(QPushButton):
        if not _in_dialog(button, root):
            button.setAutoDefault(True)


def _in_dialog(widget: QWidget, root: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QDialog):
            return True
        parent = parent.parentWidget()
    return False
