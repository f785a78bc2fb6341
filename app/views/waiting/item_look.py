"""How one waiting item is drawn: two lines cut to the dock's width, with room between items.

The first line says what waits, in bold ("1,864.00 USD to Mateo González"); the second, in the
subtle colour the labels use, what waits and since when, then the kind ("Waiting for its OTP
· since 18 Nov, 18:16 · Bank payout"). Each line is elided at its end on its own (a middle
cut left "Bank payout · w…e 18 Nov" under Xvfb), so a narrow dock beside a workspace never wraps an item
over three or four lines; the whole text is in the item's tooltip and its accessible text.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

HEAD_ROLE = Qt.ItemDataRole.UserRole + 1  # the bold line
DETAIL_ROLE = Qt.ItemDataRole.UserRole + 2  # the subtle line
PAD_X = 8  # the text's distance from the item's sides
PAD_Y = 6  # above and below the two lines: items stand apart
LINE_GAP = 2  # between the two lines
# The second line is cut in its middle: its start says what kind of payout, its end since when.
DETAIL_ELIDE = Qt.TextElideMode.ElideRight  # what matters comes first

_Index = QModelIndex | QPersistentModelIndex


def _bold(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


class WaitingItemLook(QStyledItemDelegate):
    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:  # noqa: N802
        head = QFontMetrics(_bold(option.font)).height()
        detail = QFontMetrics(option.font).height()
        # The width is what the view gives: the lines are elided to it, never widen it.
        return QSize(PAD_X * 2, PAD_Y * 2 + head + LINE_GAP + detail)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        view_option = QStyleOptionViewItem(option)
        self.initStyleOption(view_option, index)
        view_option.text = ""  # the lines are drawn below
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, view_option, painter, widget)

        rect: QRect = option.rect
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        strong = palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        subtle = strong if selected else palette.color(QPalette.ColorRole.PlaceholderText)
        width = max(0, rect.width() - PAD_X * 2)
        head_font = _bold(option.font)
        head_metrics = QFontMetrics(head_font)
        detail_metrics = QFontMetrics(option.font)
        head = head_metrics.elidedText(
            str(index.data(HEAD_ROLE) or ""), Qt.TextElideMode.ElideRight, width
        )
        detail = detail_metrics.elidedText(str(index.data(DETAIL_ROLE) or ""), DETAIL_ELIDE, width)
        left = rect.left() + PAD_X
        top = rect.top() + PAD_Y
        painter.save()
        painter.setFont(head_font)
        painter.setPen(strong)
        painter.drawText(
            QRect(left, top, width, head_metrics.height()),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            head,
        )
        painter.setFont(option.font)
        painter.setPen(subtle)
        painter.drawText(
            QRect(left, top + head_metrics.height() + LINE_GAP, width, detail_metrics.height()),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            detail,
        )
        if not selected:  # a hairline under each item: where one ends and the next begins
            painter.setPen(palette.color(QPalette.ColorRole.Mid))
            painter.drawLine(
                rect.left() + PAD_X, rect.bottom(), rect.right() - PAD_X, rect.bottom()
            )
        painter.restore()


def elided_lines(head: str, detail: str, font: QFont, width: int) -> tuple[str, str]:
    """The two lines as drawn at ``width`` (tests and the screenshot kit read them)."""
    room = max(0, width - PAD_X * 2)
    return (
        QFontMetrics(_bold(font)).elidedText(head, Qt.TextElideMode.ElideRight, room),
        QFontMetrics(font).elidedText(detail, DETAIL_ELIDE, room),
    )
