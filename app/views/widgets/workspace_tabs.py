"""The main window's tabs, each workspace inside a scroll area of its own.

A workspace asks for the room its widest row needs (the compliance case's three panes, the
crypto form's rows): without a scroll area that became the window's minimum, 1108 x 648 in
English and 1216 in Spanish, more than a 1920 x 1080 screen at 200 % (960 x 540) can give.
Inside one, the window shrinks to any screen and the workspace scrolls only when the window
is smaller than it needs (app/views/widgets/scrolling.py).

Workspaces added with ``add_later`` are made after the window's first paint (or at once when
someone asks for one): building Orders, Payouts and Compliance took about 200 ms of the 330
between Sign in and the main window on screen.

Callers keep speaking of workspaces: ``widget``, ``currentWidget``, ``setCurrentWidget``
and ``indexOf`` answer with the workspace, not its scroll area.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from app.views.widgets.roomy_tabs import RoomyTabs
from app.views.widgets.scrolling import scrolling


class WorkspaceTabs(RoomyTabs):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._later: dict[int, Callable[[], QWidget]] = {}
        self.currentChanged.connect(self.widget)  # a tab opened is built at once
        self.currentChanged.connect(lambda _index: QTimer.singleShot(0, self.keyboard_into))
        self.currentChanged.connect(self._name_changed)

    def _name_changed(self, _index: int) -> None:
        """A tab bar is named by its current tab; a screen reader keeps the name it read
        first (it said "Accounts" on every tab) unless told that the name changed."""
        bar = self.tabBar()
        QAccessible.updateAccessibility(QAccessibleEvent(bar, QAccessible.Event.NameChanged))

    def addTab(self, page: QWidget, label: str) -> int:  # type: ignore[override]  # noqa: N802
        return super().addTab(scrolling(page), label)

    def add_later(self, make: Callable[[], QWidget], label: str) -> int:
        """A tab whose workspace is made when first asked for (opened, or ``widget``), or by
        ``build_next``: the window paints before the workspaces nobody is looking at exist."""
        index = super().addTab(scrolling(QWidget()), label)
        self._later[index] = make
        return index

    def build_next(self) -> bool:
        """Make one workspace still waiting; False when none is left."""
        if not self._later:
            return False
        self.widget(min(self._later))
        return True

    def built_pages(self) -> list[QWidget]:
        """The workspaces made so far (closing the window must not make the others)."""
        pages = (self._page(i) for i in range(self.count()) if i not in self._later)
        return [page for page in pages if page is not None]

    def _page(self, index: int) -> QWidget | None:
        area = super().widget(index)
        return area.widget() if isinstance(area, QScrollArea) else area

    def widget(self, index: int) -> QWidget | None:
        make = self._later.pop(index, None)
        if make is not None:
            area = super().widget(index)
            assert isinstance(area, QScrollArea)
            area.setWidget(make())  # the placeholder goes with it
        return self._page(index)

    def keyboard_into(self) -> None:
        """The keyboard follows the person into the workspace they opened. A tab chosen by
        its mnemonic (Alt+C) left the focus outside the page, where the workspace's own keys
        (Ctrl+F in the case queue, J/K in a case) are dead until a click (seen under Xvfb):
        the page's first field takes it, unless the focus is already inside the page."""
        page = self.currentWidget()
        if page is None or not page.isVisible():
            return
        focused = QApplication.focusWidget()
        if focused is not None and (focused is page or page.isAncestorOf(focused)):
            return
        reason = Qt.FocusReason.TabFocusReason
        first: QWidget | None = None
        widget = page.nextInFocusChain()  # in the order Tab walks, not the order made
        for _ in range(5000):  # the chain is a ring through the whole window
            if widget is None or widget is page:
                break
            if (
                page.isAncestorOf(widget)
                and widget.isVisible()
                and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            ):
                first = widget
                break
            widget = widget.nextInFocusChain()
        (first or page).setFocus(reason)

    def currentWidget(self) -> QWidget | None:  # type: ignore[override]  # noqa: N802
        return self.widget(self.currentIndex())

    def indexOf(self, page: QWidget) -> int:  # noqa: N802
        return next((i for i in range(self.count()) if self._page(i) is page), -1)

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802
        index = self.indexOf(page)
        if index >= 0:
            self.setCurrentIndex(index)
