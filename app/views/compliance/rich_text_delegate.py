"""Table cells drawn as wrapped rich text: a value with some of its characters marked (bold,
on a coloured ground), where a plain item can only style the whole cell, and long values
wrapped onto more lines in a narrow column rather than cut. The item keeps its plain text as
its display text, so reading, copying, searching and accessibility see the value."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QBrush,
    QPainter,
    QPalette,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
)

HTML_ROLE = Qt.ItemDataRole.UserRole + 10  # the cell's rich text; absent: its plain text
PAD = 6  # the item's own margins around the text

Index = QModelIndex | QPersistentModelIndex


def _depth(index: Index) -> int:
    depth, parent = 0, index.parent()
    while parent.isValid():
        depth, parent = depth + 1, parent.parent()
    return depth


class RichTextDelegate(QStyledItemDelegate):
    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def _html(self, index: Index) -> str:
        html = index.data(HTML_ROLE)
        if html:
            return str(html)
        return escape(str(index.data(Qt.ItemDataRole.DisplayRole) or ""))

    def _document(
        self, option: QStyleOptionViewItem, html: str, width: int, *, words: bool = False
    ) -> QTextDocument:
        """The rich text laid out in ``width`` pixels (``words``: broken between words only,
        for labels; a value without spaces, a file name, may break anywhere)."""
        document = QTextDocument()
        if words:
            document.setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignLeft))
            text_option = document.defaultTextOption()
            text_option.setWrapMode(QTextOption.WrapMode.WordWrap)
            document.setDefaultTextOption(text_option)
        document.setDefaultFont(option.font)
        document.setDocumentMargin(2)
        document.setHtml(html)
        document.setTextWidth(max(20, width))
        return document

    def _width(self, index: Index) -> int:
        """The room for the text in its column (the first column loses the tree's indent)."""
        if index.column() == 0 and self._view.isFirstColumnSpanned(index.row(), index.parent()):
            return self._view.viewport().width() - PAD  # a heading across the whole row
        width = self._view.columnWidth(index.column()) - PAD
        if index.column() == 0:
            width -= self._view.indentation() * (_depth(index) + 1)
        return width

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, widget)
        document = self._document(item, self._html(index), rect.width(), words=index.column() == 0)
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        colour = item.palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if not selected and isinstance(foreground, QBrush):
            colour = foreground.color()
        context.palette.setColor(QPalette.ColorRole.Text, colour)
        painter.save()
        painter.translate(rect.left(), rect.top())
        painter.setClipRect(0, 0, rect.width(), rect.height())
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        size = super().sizeHint(option, index)
        document = self._document(
            option, self._html(index), self._width(index), words=index.column() == 0
        )
        return QSize(size.width(), max(size.height(), round(document.size().height()) + 2))
