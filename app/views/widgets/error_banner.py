"""An inline banner in a view: errors in words, with an optional retry.

It floats over the view instead of taking room in it. A view puts it in its layout where the
message belongs (``layout.addWidget(banner)``), as with any widget; as soon as that layout lays
it out, it hands its place to an empty spacer that takes no room (no band, no spacing) and that
the layout positions like any item, and when shown the banner lies over the page at that place,
raised above what it covers and as wide as the layout there. So a message appearing or going
moves nothing (what was under the pointer stays there) and a hidden banner takes 0 px. Each view
puts its banner where covering is harmless: over the top of a list or a preview, or beside a
form's buttons (in their row), never over a field the person must type in to get past the error;
the ✕ dismisses it. A small dialog with nothing but fields under it uses ``floats=False``.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import cast

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QStyle,
    QStyleOption,
    QToolButton,
    QWidget,
)

CORNER_RADIUS = 6  # the style sheet's border-radius for QFrame#ErrorBanner


class BannerPlace(QSpacerItem):
    """The banner's place in a layout once it floats: no size, so no band and no spacing (an
    empty item gets none), and the rectangle the layout gives it says where the banner lies."""

    def __init__(self, banner: ErrorBanner) -> None:
        super().__init__(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._banner = banner

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        if shiboken6.isValid(self._banner):
            self._banner.place()


class ErrorBanner(QFrame):
    def __init__(self, parent: QWidget | None = None, *, floats: bool = True) -> None:
        """``floats=False`` for a small dialog where every line under the banner's place is a
        field to type in: there the banner takes room when it shows (the dialog grows), and
        none while hidden, rather than lie over the field the message is about."""
        super().__init__(parent)
        self._floats = floats
        self.setObjectName("ErrorBanner")
        self.setProperty("kind", "error")
        self._retry: Callable[[], None] | None = None
        self.said = 0  # how many messages it has shown: a task asked before the last one
        # did not answer it (see ``clear_answered``)
        self._place: BannerPlace | None = None
        self._row: QBoxLayout | None = None  # the row its place is in, if it is in a row
        self._watched: weakref.ref[QWidget] | None = None  # weak: the banner keeps no view alive
        self._label = QLabel()
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._retry_button = QPushButton(self.tr("Retry"))
        self._retry_button.clicked.connect(self._on_retry)
        # Focus on Retry never makes it a dialog's default: Enter keeps its primary action.
        self._retry_button.setAutoDefault(False)
        self._close = QToolButton()
        self._close.setText("✕")
        self._close.setToolTip(self.tr("Dismiss"))
        self._close.setAccessibleName(self.tr("Dismiss the message"))
        self._close.setAutoRaise(True)
        self._close.clicked.connect(self.clear)
        self._box = QHBoxLayout(self)
        self._box.setContentsMargins(10, 6, 6, 6)
        self._box.addWidget(self._label, 1)
        self._box.addWidget(self._retry_button)
        self._box.addWidget(self._close)
        self.hide()
        self._watch(parent)

    @property
    def text(self) -> str:
        return self._label.text()

    @property
    def offers_retry(self) -> bool:
        """An error a retry may get past (network, server trouble), as opposed to a refusal."""
        return self.isVisibleTo(self.parentWidget() or self) and self._retry is not None

    def show_error(
        self,
        message: str,
        retry: Callable[[], None] | None = None,
        retry_text: str | None = None,
    ) -> None:
        """``retry_text`` names a Retry that is a deliberate choice (e.g. "Send again")."""
        self._retry_button.setText(retry_text or self.tr("Retry"))
        self._show("error", message, retry)

    def show_info(self, message: str) -> None:
        self._show("info", message, None)

    def clear_answered(self, asked_at: int) -> None:
        """Clear the message only if it was shown before a task asked at ``asked_at`` (its
        ``said`` then) was started: that task's success may answer it (a Retry, a reload after
        a failed one). A message shown while the task ran is newer than its question (a refusal
        landing while a background reload was on its way) and stays until read."""
        if self.said <= asked_at:
            self.clear()

    def clear(self) -> None:
        self._retry = None
        self._label.clear()
        self.hide()

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        """However it is shown (show_error, show(), setVisible), it floats first: shown inside
        a layout, it would push what follows down by its height."""
        if visible and self._floats:
            self._leave_layout()
        super().setVisible(visible)
        if visible and self._floats:
            self.place()

    def place(self) -> None:
        """Lie over the page at the banner's place, as wide as the layout gives it there, as
        high as the message needs at that width, above the widgets it covers. In a column it
        hangs from its place's top; in a row (beside a dialog's buttons) it sits on the row's
        bottom and rises over what is above when the message needs more than the row's height."""
        parent = self.parentWidget()
        if parent is None or self.isWindow() or not self._floats:
            return
        area = self._area(parent)
        width = max(area.width(), self.minimumSizeHint().width())
        height = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        height = max(height, self.minimumSizeHint().height())
        top = max(0, area.bottom() + 1 - height) if self._row is not None else area.top()
        self.setGeometry(area.left(), top, width, height)
        if self.isVisible():
            self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Opaque over the page: the style sheet's tint (see-through, made for a band of its
        own) is drawn again on the page's own colour, so what lies under never shows through."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        page = (self.parentWidget() or self).palette().color(QPalette.ColorRole.Window)
        shape = QPainterPath()
        shape.addRoundedRect(QRectF(self.rect()), CORNER_RADIUS, CORNER_RADIUS)
        painter.fillPath(shape, page)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        painter.end()
        super().paintEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.place()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange:
            self._watch(self.parentWidget())
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The banner leaves its parent's layout as soon as the layout is about to lay it out
        (hidden or not, a row keeps its place's stretch from the start). A banner outside any
        layout follows its parent's size (one in a layout follows its place)."""
        if self._floats and self._watched is not None and watched is self._watched():
            kind = event.type()
            if kind in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
                self._leave_layout()
            elif kind == QEvent.Type.Resize and self._place is None and self.isVisible():
                self.place()
        return False

    def _watch(self, parent: QWidget | None) -> None:
        old = self._watched() if self._watched is not None else None
        if old is not None and shiboken6.isValid(old):
            old.removeEventFilter(self)
        self._watched = weakref.ref(parent) if parent is not None else None
        if parent is not None:
            parent.installEventFilter(self)

    def _area(self, parent: QWidget) -> QRect:
        """Where the banner lies: its place in the layout, or else the top of the parent inside
        the margins of the parent's layout."""
        if self._place is not None and shiboken6.isValid(self._place):
            place = self._place.geometry()
            if self._row is not None and shiboken6.isValid(self._row):
                row = self._row.geometry()
                return QRect(place.left(), row.top(), place.width(), row.height())
            return place
        layout = parent.layout()
        if layout is not None:
            return layout.contentsRect()
        return parent.rect()

    def _leave_layout(self) -> None:
        """Hand the banner's place in its parent's box layout to an empty spacer (once). In
        another kind of layout it leaves no place, and lies over the top of its parent."""
        parent = self.parentWidget()
        top = parent.layout() if parent is not None else None
        if self._place is not None or top is None:
            return
        found = _find(top, self)
        if found is None:
            return
        layout, index = found
        if isinstance(layout, QBoxLayout):
            self._place = BannerPlace(self)
            stretch = layout.stretch(index)
            layout.takeAt(index)
            layout.insertItem(index, self._place)
            layout.setStretch(index, stretch)
            horizontal = layout.direction() in (
                QBoxLayout.Direction.LeftToRight,
                QBoxLayout.Direction.RightToLeft,
            )
            self._row = layout if horizontal else None
        elif isinstance(layout, QFormLayout):  # an empty row would keep its spacing: no row
            row, _role = cast(tuple[int, QFormLayout.ItemRole], layout.getWidgetPosition(self))
            layout.takeRow(row)
        else:  # a grid or a custom layout: the banner floats at the top of its parent
            layout.removeWidget(self)

    def _show(self, kind: str, message: str, retry: Callable[[], None] | None) -> None:
        self.said += 1
        self.setProperty("kind", kind)
        self.style().unpolish(self)
        self.style().polish(self)
        self._label.setText(message)
        self._retry = retry
        self._retry_button.setVisible(retry is not None)
        self.setAccessibleName(message)
        self.show()
        self.place()  # a new message may need another height at the same width
        # A screen reader says the message, wherever the keyboard is: the banner takes no
        # focus from the field the person was typing in.
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, message))

    def _on_retry(self) -> None:
        retry = self._retry
        self.clear()
        if retry is not None:
            retry()


def _find(layout: QLayout, widget: QWidget) -> tuple[QLayout, int] | None:
    """The layout (``layout`` or one nested in it) that holds ``widget``, and its index there."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if item.widget() is widget:
            return layout, index
        inner = item.layout()
        if inner is not None:
            found = _find(inner, widget)
            if found is not None:
                return found
    return None
