"""The document viewer's keys and toolbar wiring: each toolbar control and each key to the
viewer's action it stands for, and which controls apply to what is open.

Rotation has its own keys, Ctrl+R clockwise and Ctrl+Shift+R anticlockwise: a plain R is the
review bar's Reject, and with both bound to R in the same pane Qt found the key ambiguous and
neither ran. The keys work while the page (or anything in it) has the focus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from app.views.compliance.page_thumbnails import PageThumbnails
    from app.views.compliance.viewer_toolbar import ViewerToolbar

ROTATE_CLOCKWISE = "Ctrl+R"  # not R: that is Reject in the case pane
ROTATE_ANTICLOCKWISE = "Ctrl+Shift+R"


class ViewerActions(Protocol):
    """What the controls ask of the viewer (the viewer wires them; this module never imports it)."""

    def previous_page(self) -> None: ...
    def next_page(self) -> None: ...
    def go_to(self, page: int) -> None: ...
    def zoom_in(self) -> None: ...
    def zoom_out(self) -> None: ...
    def set_fit_width(self, fit: bool) -> None: ...
    def rotate(self) -> None: ...
    def rotate_back(self) -> None: ...
    def open_externally(self) -> object: ...
    def save_copy(self) -> object: ...


def wire_controls(
    viewer: ViewerActions, bar: ViewerToolbar, thumbnails: PageThumbnails, page_area: QWidget
) -> None:
    """Connect the viewer's toolbar, thumbnails and keys (while ``page_area`` or anything in
    it has the focus) to its actions."""
    bar.previous_button.clicked.connect(viewer.previous_page)
    bar.next_button.clicked.connect(viewer.next_page)
    bar.page_box.valueChanged.connect(lambda value: viewer.go_to(value - 1))
    bar.zoom_in_button.clicked.connect(viewer.zoom_in)
    bar.zoom_out_button.clicked.connect(viewer.zoom_out)
    bar.fit_button.toggled.connect(viewer.set_fit_width)
    bar.rotate_button.clicked.connect(viewer.rotate)
    bar.rotate_back_button.clicked.connect(viewer.rotate_back)
    bar.external_button.clicked.connect(viewer.open_externally)
    bar.save_button.clicked.connect(viewer.save_copy)
    thumbnails.currentRowChanged.connect(lambda row: viewer.go_to(row) if row >= 0 else None)
    for keys, slot in (
        (QKeySequence.StandardKey.MoveToNextPage, viewer.next_page),
        (QKeySequence.StandardKey.MoveToPreviousPage, viewer.previous_page),
        (QKeySequence.StandardKey.ZoomIn, viewer.zoom_in),
        (QKeySequence.StandardKey.ZoomOut, viewer.zoom_out),
        (QKeySequence(ROTATE_CLOCKWISE), viewer.rotate),
        (QKeySequence(ROTATE_ANTICLOCKWISE), viewer.rotate_back),
    ):
        shortcut = QShortcut(keys, page_area)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)


def show_state(
    bar: ViewerToolbar, has_file: bool, has_door: bool, pages: int, page: int, zoom: float
) -> None:
    """Enable what applies to the document open (``pages`` 0: none shown, or not yet open);
    the copies need a door."""
    for button in (bar.external_button, bar.save_button):
        button.setEnabled(has_file and has_door)
    for widget in (
        bar.zoom_in_button,
        bar.zoom_out_button,
        bar.fit_button,
        bar.rotate_button,
        bar.rotate_back_button,
    ):
        widget.setEnabled(pages > 0)
    bar.page_box.setEnabled(pages > 1)
    bar.previous_button.setEnabled(pages > 1 and page > 0)
    bar.next_button.setEnabled(pages > 1 and page < pages - 1)
    bar.page_count.setVisible(pages > 0)
    bar.page_box.setVisible(pages > 0)
    bar.zoom_label.setText(f"{round(zoom * 100)} %" if pages else "")


def show_page(bar: ViewerToolbar, page: int, page_count: int | None = None) -> None:
    """The page box at ``page`` (0-based), without it asking the viewer to go there."""
    bar.page_box.blockSignals(True)
    if page_count is not None:
        bar.page_box.setMaximum(page_count)
    bar.page_box.setValue(page + 1)
    bar.page_box.blockSignals(False)
