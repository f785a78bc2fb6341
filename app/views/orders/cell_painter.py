"""The orders table's cells drawn from the row's formatted texts in one call a cell.

Qt's own delegate asks the model for eight roles a cell (a call into Python each, about
1,600 a paint) and lays each text out again on every paint. Scrolling 10,000 orders
repainted the rows on screen after every page, 10-15 ms of the UI thread each time (a
stall over a frame at every page: benchmarks/stalls.py, issue 28). Here each cell is one
call: its text comes from the model's row cache, is cut in the middle to the cell's width
and laid out once (a QStaticText, kept while the same text shows at the same width).
The model still answers every role (what a screen reader, a copy or a tooltip asks).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPalette, QStaticText
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

KEPT = 4096  # laid-out texts kept: a few screens of cells at two or three widths
MARGIN = 3  # a cell's text margin, as Qt's styles keep it
# Bits tested as plain integers: each operation on a Qt flag in Python builds an enum
# object, and a paint made some 40,000 of them (a third of its time).
SELECTED = QStyle.StateFlag.State_Selected.value
ENABLED = QStyle.StateFlag.State_Enabled.value
ACTIVE = QStyle.StateFlag.State_Active.value
FOCUSED = QStyle.StateFlag.State_HasFocus.value
RIGHT = Qt.AlignmentFlag.AlignRight.value
CENTER = Qt.AlignmentFlag.AlignHCenter.value
GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
Colours = tuple[QBrush, QColor, QColor]  # highlight, highlighted text, text


class Rows(Protocol):
    def row_texts(self, row: int) -> tuple[str, ...]: ...

    def cell_background(self, row: int, column: int) -> QColor | None: ...

    def cell_alignment(self, column: int) -> Qt.AlignmentFlag: ...


class CellPainter(QStyledItemDelegate):
    def __init__(self, rows: Rows, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows = rows
        self._laid_out: dict[tuple[str, int], tuple[QStaticText, float]] = {}
        self._align: dict[int, int] = {}
        self._colours: dict[tuple[int, int], Colours] = {}

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        row, column = index.row(), index.column()
        rect = option.rect
        state = option.state.value
        group = 2 if not state & ENABLED else 0 if state & ACTIVE else 1
        highlight, highlighted_text, text_colour = self._palette(option.palette, group)
        if state & SELECTED:
            painter.fillRect(rect, highlight)
            pen = highlighted_text
        else:
            background = self._rows.cell_background(row, column)
            if background is not None:
                painter.fillRect(rect, background)
            pen = text_colour
        text = self._rows.row_texts(row)[column]
        if text:
            metrics: QFontMetrics = option.fontMetrics
            left, width = rect.left(), rect.width()
            laid, shown_width = self._layout(text, width - 2 * MARGIN, metrics)
            align = self._alignment(column)
            if align & RIGHT:
                x = left + width - MARGIN - shown_width
            elif align & CENTER:
                x = left + (width - shown_width) / 2
            else:
                x = left + MARGIN
            y = rect.top() + (rect.height() - metrics.height()) / 2
            painter.setPen(pen)
            painter.drawStaticText(QPointF(x, y), laid)
        if state & FOCUSED:
            widget = option.widget
            if widget is not None:
                widget.style().drawPrimitive(
                    QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, widget
                )

    def _palette(self, palette: QPalette, group: int) -> Colours:
        key = (palette.cacheKey(), group)
        held = self._colours.get(key)
        if held is None:
            if len(self._colours) > 16:  # a theme changed: the old palettes' colours go
                self._colours.clear()
            which = GROUPS[group]
            held = (
                palette.brush(which, QPalette.ColorRole.Highlight),
                palette.color(which, QPalette.ColorRole.HighlightedText),
                palette.color(which, QPalette.ColorRole.Text),
            )
            self._colours[key] = held
        return held

    def _alignment(self, column: int) -> int:
        align = self._align.get(column)
        if align is None:
            align = self._align[column] = self._rows.cell_alignment(column).value
        return align

    def _layout(self, text: str, width: int, metrics: QFontMetrics) -> tuple[QStaticText, float]:
        key = (text, width)
        held = self._laid_out.get(key)
        if held is None:
            if len(self._laid_out) >= KEPT:
                self._laid_out.clear()
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, max(width, 0))
            laid = QStaticText(shown)
            laid.setTextFormat(Qt.TextFormat.PlainText)
            held = (laid, metrics.horizontalAdvance(shown))
            self._laid_out[key] = held
        return held
