"""A document shown inline: PDF pages and PNG/JPEG images, with zoom, fit to width, rotation,
page navigation and thumbnails, "Open with system viewer" and "Save a copy", and a highlight
box around a value the evidence found on a page (``show_highlight``).

The keys and the toolbar's wiring are in viewer_keys.py (rotation is Ctrl+R: R is Reject),
the zoom steps in viewer_zoom.py. The two copies leave Teller, so each is a door action
(viewer_copies.py); without a door (``door`` unset) neither is offered.

Rendering happens in the render thread (document_render.py), asked through viewer_pages.py:
what comes back is applied only if it is still the page, zoom and rotation wanted for the
document still open, so flipping fast never shows a stale page and never waits. A file that
cannot be shown is a sentence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QImage
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.services.evidence.model import Box
from app.views.compliance.case_source import DocumentFile
from app.views.compliance.document_render import DocumentInfo
from app.views.compliance.page_highlight import highlight_rect, with_highlight
from app.views.compliance.page_thumbnails import PageThumbnails
from app.views.compliance.viewer_copies import ask_save_path, open_externally, save_copy
from app.views.compliance.viewer_keys import show_page, show_state, wire_controls
from app.views.compliance.viewer_pages import PageKey, PageRendering
from app.views.compliance.viewer_toolbar import ViewerToolbar
from app.views.compliance.viewer_zoom import fitted_zoom, zoom_step
from app.views.task_runner import RunnerFactory
from app.views.widgets.error_banner import ErrorBanner

if TYPE_CHECKING:
    from app.services.data_actions import DataActions

RESIZE_DELAY_MS = 120


class DocumentViewer(QWidget):
    rendered = Signal(int)  # the page now on screen (0-based)
    failed = Signal(str)  # the sentence shown instead of a page

    def __init__(
        self,
        runner_factory: RunnerFactory,
        *,
        resize_delay_ms: int = RESIZE_DELAY_MS,
        banner: ErrorBanner | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``banner``: where to say what happened to a saved copy (the pane's own banner, so
        that the viewer keeps no second empty band); without one the viewer has its own."""
        super().__init__(parent)
        self._own_banner = banner is None
        self.banner = banner or ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.pages = PageRendering(self.runner)  # the render thread: asked, answers checked
        self._file: DocumentFile | None = None
        self.info: DocumentInfo | None = None
        self.page = 0
        self.zoom = 1.0
        self.fit_width = True
        self.rotation = 0
        self.image: QImage | None = None  # what is on screen (without the highlight)
        self.highlight: Box | None = None  # a found value's place, drawn over its page
        # Replaceable in tests: the system viewer and the save dialog.
        self.open_url: Callable[[QUrl], object] = QDesktopServices.openUrl
        self.ask_save_path: Callable[[str], str] = lambda suggested: ask_save_path(self, suggested)
        # The door the copies go through, and what the open document is for its journal
        # ("uid/session/document"); the case pane sets both.
        self.door: DataActions | None = None
        self.target: Callable[[], str] = lambda: ""

        self.title = QLabel()
        self.title.setProperty("role", "subtle")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = ViewerToolbar()
        self.toolbar = bar
        self.previous_button, self.next_button = bar.previous_button, bar.next_button
        self.page_box, self.page_count = bar.page_box, bar.page_count
        self.zoom_out_button, self.zoom_in_button = bar.zoom_out_button, bar.zoom_in_button
        self.zoom_label, self.fit_button = bar.zoom_label, bar.fit_button
        self.rotate_button = bar.rotate_button
        self.rotate_back_button = bar.rotate_back_button
        self.external_button, self.save_button = bar.external_button, bar.save_button

        self.thumbnails = PageThumbnails()

        self.canvas = QLabel()
        self.canvas.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.canvas.setAccessibleName(self.tr("Document page"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.page_area = QScrollArea()
        self.page_area.setWidget(self.canvas)
        self.page_area.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.page_area.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.page_area.setAccessibleName(self.tr("Document page (arrow keys scroll it)"))

        body = QHBoxLayout()
        body.setSpacing(4)
        body.addWidget(self.thumbnails)
        inner = QVBoxLayout()
        inner.addWidget(self.message)
        inner.addWidget(self.page_area, 1)
        body.addLayout(inner, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(bar)
        if self._own_banner:
            layout.addWidget(self.banner)
        layout.addLayout(body, 1)

        self._resize_timer = QTimer(self)
        self._resize_timer.setSingleShot(True)
        self._resize_timer.setInterval(resize_delay_ms)
        self._resize_timer.timeout.connect(self._request_page)
        self.page_area.viewport().installEventFilter(self)
        wire_controls(self, bar, self.thumbnails, self.page_area)
        self.show_message(self.tr("Select a document to see it here."))

    # --- what is shown ---
    @property
    def file(self) -> DocumentFile | None:
        return self._file

    def show_document(self, file: DocumentFile, title: str = "") -> None:
        """Show these bytes from their first page (what was open before goes)."""
        self._forget()
        self._file = file
        self.title.setText(title or file.file_name)
        self._show_text(self.tr("Opening {0}…").format(file.file_name))
        self._set_controls()
        self.pages.open(file, self._opened, self._fail)

    def show_message(self, text: str, title: str = "") -> None:
        """No document: only a sentence (nothing chosen, a tombstone, a failed fetch)."""
        self._forget()
        self.title.setText(title)
        self._show_text(text)
        self._set_controls()

    @property
    def _shown(self) -> PageKey | None:
        """The page on screen (token, page, zoom, rotation): what the benchmarks wait for."""
        return self.pages.shown

    def _forget(self) -> None:
        self.runner.cancel_all()
        self.pages.forget()
        self._file = None
        self.info = None
        self.page = 0
        self.rotation = 0
        self.highlight = None
        self.image = None
        self.canvas.clear()
        self.canvas.adjustSize()
        self.thumbnails.forget()
        if self._own_banner:
            self.banner.clear()

    def _show_text(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _opened(self, info: DocumentInfo) -> None:
        self.info = info
        if self.highlight is not None:  # asked for before the file was open: its page first
            self.page = max(0, min(self.highlight.page, info.page_count - 1))
        self.fit_width = True
        self.fit_button.setChecked(True)
        show_page(self.toolbar, self.page, info.page_count)
        self.page_count.setText(self.tr("of {0}").format(info.page_count))
        self._set_controls()
        self._request_page()
        if info.page_count > 1:
            self.thumbnails.start(info.page_count, self.page)
            self.pages.thumbnails(info, self.thumbnails.set_page)

    def _fail(self, sentence: str) -> None:
        self.image = None
        self.canvas.clear()
        self.canvas.adjustSize()
        self._show_text(sentence)
        self._set_controls()
        self.failed.emit(sentence)

    def _set_controls(self) -> None:
        pages = self.info.page_count if self.info is not None else 0
        show_state(
            self.toolbar, self._file is not None, self.door is not None, pages, self.page, self.zoom
        )

    # --- navigation ---
    def go_to(self, page: int) -> None:
        if self.info is None:
            return
        page = max(0, min(page, self.info.page_count - 1))
        if page == self.page:
            return
        self.page = page
        show_page(self.toolbar, page)
        self.thumbnails.mark(page)
        self._set_controls()
        self._request_page()

    def next_page(self) -> None:
        self.go_to(self.page + 1)

    def previous_page(self) -> None:
        self.go_to(self.page - 1)

    def zoom_in(self) -> None:
        self._set_zoom(zoom_step(self.zoom, larger=True))

    def zoom_out(self) -> None:
        self._set_zoom(zoom_step(self.zoom, larger=False))

    def _set_zoom(self, zoom: float) -> None:
        if self.info is None:
            return
        self.fit_width = False
        self.fit_button.blockSignals(True)
        self.fit_button.setChecked(False)
        self.fit_button.blockSignals(False)
        self.zoom = zoom
        self._request_page()

    def set_fit_width(self, fit: bool) -> None:
        self.fit_width = fit
        self._request_page()

    def rotate(self) -> None:
        """A quarter turn clockwise (Ctrl+R)."""
        self._turn(90)

    def rotate_back(self) -> None:
        """A quarter turn anticlockwise (Ctrl+Shift+R)."""
        self._turn(-90)

    def _turn(self, degrees: int) -> None:
        if self.info is None:
            return
        self.rotation = (self.rotation + degrees) % 360
        self._request_page()

    # --- a found value's place ---
    def show_highlight(self, page: int, box: Box) -> None:
        """Draw a box around ``box`` on ``page`` (0-based) of the open document, at every zoom
        and rotation, and scroll it into sight. Asked before the document is open, it waits for
        it; another document drops it."""
        self.highlight = Box(page, box.left, box.top, box.width, box.height)
        if self.info is None:
            return  # _opened goes to its page
        if page != self.page:
            self.go_to(page)  # drawn when that page comes back
            return
        self._draw()

    def clear_highlight(self) -> None:
        self.highlight = None
        self._draw()

    def highlight_rect(self) -> QRectF | None:
        """Where the highlight is drawn on the page image now (None: not on this page)."""
        box, image = self.highlight, self.image
        if box is None or image is None or box.page != self.page:
            return None
        return highlight_rect(box, self.rotation, image)

    def _draw(self) -> None:
        """The page image on the canvas, with the highlight over it when it is on this page."""
        if self.image is None:
            return
        rect = self.highlight_rect()
        self.canvas.setPixmap(with_highlight(self.image, rect))
        self.canvas.adjustSize()
        if rect is not None:
            centre = rect.center()
            self.page_area.ensureVisible(
                round(centre.x()),
                round(centre.y()),
                round(rect.width() / 2) + 40,
                round(rect.height() / 2) + 40,
            )

    def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if event.type() == event.Type.Resize and self.fit_width and self.info is not None:
            self._resize_timer.start()
        return super().eventFilter(watched, event)

    # --- rendering ---
    def fitted_zoom(self) -> float:
        assert self.info is not None
        size = self.info.page_sizes[self.page]
        return fitted_zoom(size, self.rotation, self.page_area.viewport().width())

    def _request_page(self) -> None:
        if self.info is None or not self.pages.is_open:
            return
        if self.fit_width:
            self.zoom = self.fitted_zoom()
        self._set_controls()
        self.pages.request(self.page, self.zoom, self.rotation, self._show_image, self._fail)

    def _show_image(self, page: int, image: QImage) -> None:
        self.image = image
        self._show_text("")
        self._draw()
        self.rendered.emit(page)

    # --- the file itself (viewer_copies.py) ---
    def open_externally(self) -> asyncio.Task[None] | None:
        """A temporary copy opened by the desktop's own viewer, through the door."""
        return open_externally(self)

    def save_copy(self) -> asyncio.Task[None] | None:
        """The file as uploaded, written where the person chooses, through the door."""
        return save_copy(self)

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self._forget()
        super().closeEvent(event)
