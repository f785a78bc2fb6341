"""The case's three columns (documents and declared data, the viewer, the side tabs) in a
splitter that keeps the page readable as the window narrows.

Qt takes a narrowing window's width from the stretching column, the viewer, first: at 960 px
(a 1920 x 1080 screen at 200 %) the page was left 135 px wide beside two columns at ease. Here
the side columns give up their width first, down to what they need; the viewer never
collapses, the side columns may be dragged shut.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

VIEWER = 1  # the viewer's column
VIEWER_MIN = 320  # what the viewer keeps (when the side column widens for the evidence, too)


def readable(sizes: list[int], minimums: list[int], keep: int, wanted: int) -> list[int]:
    """``sizes`` with column ``keep`` given up to ``wanted``, taken from the others (the last
    first) without any going below its minimum; the total stays the same."""
    sizes = list(sizes)
    for other in sorted((i for i in range(len(sizes)) if i != keep), reverse=True):
        need = wanted - sizes[keep]
        if need <= 0:
            break
        spare = max(0, sizes[other] - minimums[other])
        taken = min(need, spare)
        sizes[other] -= taken
        sizes[keep] += taken
    return sizes


class CaseSplitter(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setChildrenCollapsible(True)

    def set_columns(self, left: QWidget, viewer: QWidget, side: QWidget) -> None:
        for widget in (left, viewer, side):
            self.addWidget(widget)
        self.setCollapsible(VIEWER, False)
        self.setStretchFactor(VIEWER, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        sizes = self.sizes()
        if len(sizes) != 3 or sizes[VIEWER] >= VIEWER_MIN or not all(sizes):
            return  # a column dragged shut stays shut
        minimums = [w.minimumSizeHint().width() if (w := self.widget(i)) else 0 for i in range(3)]
        fixed = readable(sizes, minimums, VIEWER, VIEWER_MIN)
        if fixed != sizes:
            self.setSizes(fixed)
