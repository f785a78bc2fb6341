"""The main window's tabs, each workspace inside a scroll area of its own.

A workspace asks for the room its widest row needs (the compliance case's three panes, the
crypto form's rows): without a scroll area that became the window's minimum, 1108 x 648 in
English and 1216 in Spanish, more than a 1920 x 1080 screen at 200 % (960 x 540) can give.
Inside one, the window shrinks to any screen and the workspace scrolls only when the window
is smaller than it needs (app/views/widgets/scrolling.py).

Callers keep speaking of workspaces: ``widget``, ``currentWidget``, ``setCurrentWidget``
and ``indexOf`` answer with the workspace, not its scroll area.
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QTabWidget, QWidget

from app.views.widgets.scrolling import scrolling


class WorkspaceTabs(QTabWidget):
    def addTab(self, page: QWidget, label: str) -> int:  # type: ignore[override]  # noqa: N802
        return super().addTab(scrolling(page), label)

    def widget(self, index: int) -> QWidget | None:
        area = super().widget(index)
        return area.widget() if isinstance(area, QScrollArea) else area

    def currentWidget(self) -> QWidget | None:  # type: ignore[override]  # noqa: N802
        return self.widget(self.currentIndex())

    def indexOf(self, page: QWidget) -> int:  # noqa: N802
        return next((i for i in range(self.count()) if self.widget(i) is page), -1)

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802
        index = self.indexOf(page)
        if index >= 0:
            self.setCurrentIndex(index)
