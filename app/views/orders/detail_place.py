"""The order detail beside the orders when both fit, below them when not.

Beside the waiting dock at 1366 px (and at 1280 px, or 200 %) the table could not show its
columns beside a detail pane of 320 px: it scrolled sideways and cut its headers (issue 28).
When the splitter is narrower than the table needs (every column at its floor, no scroll
bar: width_fit.py) plus the detail's least width, the detail goes under the table, which
then has the whole width; it comes back beside it when there is room again. What the table
needs does not depend on where the detail is, so the two never flip back and forth.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QSplitter, QTableView, QWidget

from app.views.widgets.width_fit import width_fit_of

TABLE_SHARE = 0.6  # of the height, when the detail is below


class DetailBesideOrBelow(QObject):
    def __init__(self, splitter: QSplitter, table: QTableView, detail: QWidget) -> None:
        super().__init__(splitter)
        self._splitter = splitter
        self._table = table
        self._detail = detail
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(0)  # once the columns sized in this turn are settled
        self._again.timeout.connect(self.place)
        self._dragged = False  # the person moved the split: columns settling keep it
        splitter.splitterMoved.connect(self._person_moved)
        splitter.installEventFilter(self)
        table.horizontalHeader().sectionResized.connect(self._again.start)

    def _person_moved(self, _pos: int, _index: int) -> None:
        self._dragged = True

    def _needed(self) -> int:
        fit = width_fit_of(self._table)
        return fit.needed_width() if fit is not None else self._table.minimumWidth()

    def _room(self) -> int:
        return self._splitter.width() - self._splitter.handleWidth()

    def beside_fits(self) -> bool:
        return self._room() >= self._needed() + self._detail.minimumWidth()

    def place(self, *, sizes: bool = False) -> None:
        """Beside or below, and beside, the table gets the width its columns need (a quarter
        for the detail left the longer Spanish columns 15 px short: a sideways scroll bar at
        1366 px). Columns settling never undo a split the person dragged; a resized window
        (``sizes``) shares the width again."""
        if sizes:
            self._dragged = False
        wanted = Qt.Orientation.Horizontal if self.beside_fits() else Qt.Orientation.Vertical
        splitter = self._splitter
        turned = splitter.orientation() != wanted
        splitter.setOrientation(wanted)
        if wanted == Qt.Orientation.Vertical:
            if turned:
                height = splitter.height()
                splitter.setSizes([int(height * TABLE_SHARE), height - int(height * TABLE_SHARE)])
            return
        if turned or (not self._dragged and splitter.sizes()[0] < self._needed()):
            room = self._room()
            detail = max(self._detail.minimumWidth(), min(room // 4, room - self._needed()))
            splitter.setSizes([room - detail, detail])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._splitter and event.type() == QEvent.Type.Resize:
            self.place(sizes=True)
        return False
