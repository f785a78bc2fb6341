"""A page that scrolls only when its window is too small for it, and takes no Tab stop.

A plain QScrollArea takes the focus on Tab although nothing in it shows that it has it: a
keyboard user presses Tab once more for nothing, and a screen reader says "scroll area".
The controls inside keep their own stops, and Qt scrolls each into view as it takes focus.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def scrolling(page: QWidget, *, framed: bool = False) -> QScrollArea:
    """``page`` filling a scroll area that scrolls only when it must."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    if not framed:
        area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setWidget(page)
    return area
