"""Turning a document's bytes into page images, off the UI thread.

One worker thread does all the rendering: PDFium (pypdfium2) may not be called from two
threads at once, and one thread also keeps a document's pages in order. Jobs are taken by
priority (the page on screen before thumbnails), and a job whose answer is no longer wanted
(its future cancelled: the person flipped on) is skipped before it starts. Only QImage is
made here (it is safe outside the GUI thread), already in the format a pixmap holds; the view
turns it into a pixmap.

An open job belongs to the worker until the view takes its handle (app/services/handover.py):
a view that moved on while the document was opening has it closed here, and ``open_count``
says how many documents the thread holds open (the soak benchmark and the tests read it).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QTransform

from app.services.evidence.pdf_text import PDFIUM_LOCK
from app.services.handover import take
from app.services.translation import translate
from app.views.compliance.file_types import FileKind, sniff

T = TypeVar("T")
PAGE_FIRST = 0  # priorities: lower runs first
THUMBNAIL = 1
POINTS_PER_INCH = 72
SCREEN_DPI = 96  # 100 % shows a PDF page at its printed size on a common screen
MAX_PIXELS = 40_000_000  # a page rendered larger than this is refused (memory)

_open_documents = 0  # PDFs and images opened and not yet closed (changed in the render thread)


def open_count() -> int:
    """How many documents are open in the render thread now, whoever holds them."""
    return _open_documents


def _opened_one(change: int) -> None:
    global _open_documents
    _open_documents += change


class UnreadableDocumentError(Exception):
    """A file the viewer cannot show; ``message`` is the sentence the person reads."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class DocumentInfo:
    kind: FileKind
    page_sizes: tuple[tuple[float, float], ...]  # at zoom 1, unrotated, in screen pixels

    @property
    def page_count(self) -> int:
        return len(self.page_sizes)


class _Pdf:
    def __init__(self, content: bytes) -> None:
        import pypdfium2 as pdfium  # type: ignore[import-untyped]  # loaded with the first PDF

        try:
            self._doc = pdfium.PdfDocument(content)
        except pdfium.PdfiumError as exc:
            raise _unreadable_pdf(exc) from None
        _opened_one(+1)
        try:
            self.info = DocumentInfo(FileKind.PDF, self._page_sizes())
        except BaseException:
            self.close()  # refused after opening: nobody will get a handle to close it
            raise

    def _page_sizes(self) -> tuple[tuple[float, float], ...]:
        import pypdfium2 as pdfium

        try:
            count = len(self._doc)
            if count == 0:
                raise UnreadableDocumentError(translate("DocumentViewer", "This PDF has no pages."))
            sizes = []
            for index in range(count):
                width, height = self._doc.get_page_size(index)
                sizes.append(
                    (width * SCREEN_DPI / POINTS_PER_INCH, height * SCREEN_DPI / POINTS_PER_INCH)
                )
        except pdfium.PdfiumError as exc:
            raise _unreadable_pdf(exc) from None
        return tuple(sizes)

    def render(self, page: int, zoom: float, rotation: int) -> QImage:
        import pypdfium2 as pdfium

        width, height = self.info.page_sizes[page]
        if width * height * zoom * zoom > MAX_PIXELS:
            raise UnreadableDocumentError(
                translate("DocumentViewer", "This page is too large to show at this zoom.")
            )
        try:
            pdf_page = self._doc[page]
            try:
                bitmap = pdf_page.render(
                    scale=zoom * SCREEN_DPI / POINTS_PER_INCH,
                    rotation=rotation % 360,
                    fill_color=(255, 255, 255, 255),
                    prefer_bgrx=True,  # B,G,R,X bytes: QImage's RGB32, the screen's own
                )
                image = QImage(
                    bitmap.buffer,
                    bitmap.width,
                    bitmap.height,
                    bitmap.stride,
                    QImage.Format.Format_RGB32
                    if bitmap.mode == "BGRX"
                    else QImage.Format.Format_BGR888,
                ).copy()  # the copy owns its pixels: the bitmap's buffer goes with it
            finally:
                pdf_page.close()
        except pdfium.PdfiumError as exc:
            raise UnreadableDocumentError(
                translate("DocumentViewer", "Page {0} of this PDF cannot be drawn ({1}).").format(
                    page + 1, exc
                )
            ) from None
        return image

    def close(self) -> None:
        if self._doc is not None:
            self._doc.close()
            self._doc = None
            _opened_one(-1)


class _Image:
    def __init__(self, content: bytes, kind: FileKind) -> None:
        image = QImage()
        if not image.loadFromData(content):
            raise UnreadableDocumentError(
                translate(
                    "DocumentViewer",
                    "This image cannot be read: it is damaged or not really a {0}. Save a copy "
                    "to look at it with another program, or ask for the document again.",
                ).format("PNG" if kind is FileKind.PNG else "JPEG")
            )
        self._image = image
        self._open = True
        _opened_one(+1)
        self.info = DocumentInfo(kind, ((float(image.width()), float(image.height())),))

    def render(self, page: int, zoom: float, rotation: int) -> QImage:
        image = self._image
        if rotation % 360:
            image = image.transformed(QTransform().rotate(rotation % 360))
        size = QSize(max(1, round(image.width() * zoom)), max(1, round(image.height() * zoom)))
        if size.width() * size.height() > MAX_PIXELS:
            raise UnreadableDocumentError(
                translate("DocumentViewer", "This image is too large to show at this zoom.")
            )
        if size != image.size():
            image = image.scaled(
                size,
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        return image.convertToFormat(_screen_format(image))

    def close(self) -> None:
        self._image = QImage()
        if self._open:
            self._open = False
            _opened_one(-1)


def _unreadable_pdf(exc: Exception) -> UnreadableDocumentError:
    return UnreadableDocumentError(
        translate(
            "DocumentViewer",
            "This PDF cannot be read: it is damaged or not a PDF ({0}). Save a copy "
            "to look at it with another program, or ask for the document again.",
        ).format(exc)
    )


def _screen_format(image: QImage) -> QImage.Format:
    """The format a pixmap holds on the raster back-ends: made here, in the worker, the UI
    thread's ``QPixmap.fromImage`` has nothing left to convert (0.5 ms a page at 893 px)."""
    if image.hasAlphaChannel():
        return QImage.Format.Format_ARGB32_Premultiplied
    return QImage.Format.Format_RGB32


def open_document(content: bytes, media_type: str | None = None) -> _Pdf | _Image:
    """The document behind the bytes, by what they are (the name and media type may lie)."""
    kind = sniff(content[:1024])
    if kind is None:
        raise UnreadableDocumentError(
            translate(
                "DocumentViewer",
                "Teller cannot show this file: it is not a PDF, PNG or JPEG ({0}). Save a copy "
                "to open it with another program.",
            ).format(media_type or translate("DocumentViewer", "unknown type"))
        )
    if kind is FileKind.PDF:
        return _Pdf(content)
    return _Image(content, kind)


class RenderWorker:
    """The rendering thread and the documents it holds open (by handle)."""

    def __init__(self) -> None:
        self._jobs: queue.PriorityQueue[tuple[int, int, Any, concurrent.futures.Future[Any]]] = (
            queue.PriorityQueue()
        )
        self._order = itertools.count()
        self._documents: dict[int, _Pdf | _Image] = {}
        self._handles = itertools.count(1)
        self._thread = threading.Thread(target=self._serve, name="teller-render", daemon=True)
        self._thread.start()

    def _put(self, priority: int, job: Callable[[], T]) -> concurrent.futures.Future[T]:
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        self._jobs.put((priority, next(self._order), job, future))
        return future

    async def _submit(self, priority: int, job: Callable[[], T]) -> T:
        return await asyncio.wrap_future(self._put(priority, job))

    async def open(self, content: bytes, media_type: str | None) -> tuple[int, DocumentInfo]:
        """A handle the caller owns once this returns (``close`` it); if the wait is
        cancelled, the document is closed here (or never opened)."""

        def job() -> tuple[int, DocumentInfo]:
            document = open_document(content, media_type)
            handle = next(self._handles)
            self._documents[handle] = document
            return handle, document.info

        return await take(self._put(PAGE_FIRST, job), lambda opened: self.close(opened[0]))

    async def render(
        self, handle: int, page: int, zoom: float, rotation: int, *, priority: int = PAGE_FIRST
    ) -> QImage:
        def job() -> QImage:
            document = self._documents.get(handle)
            if document is None:
                raise UnreadableDocumentError(
                    translate("DocumentViewer", "This document was closed.")
                )
            return document.render(page, zoom, rotation)

        return await self._submit(priority, job)

    def close(self, handle: int) -> None:
        """Let go of a document (queued behind what is already asked; nobody waits)."""

        def job() -> None:
            document = self._documents.pop(handle, None)
            if document is not None:
                document.close()

        self._jobs.put((THUMBNAIL + 1, next(self._order), job, concurrent.futures.Future()))

    def _serve(self) -> None:
        while True:
            _priority, _order, job, future = self._jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # nobody wants this any more
            try:
                with PDFIUM_LOCK:  # the evidence reader calls PDFium from other threads
                    result = job()
                future.set_result(result)
            except BaseException as exc:  # handed to the awaiting coroutine
                future.set_exception(exc)


_worker: RenderWorker | None = None
_worker_lock = threading.Lock()


def render_worker() -> RenderWorker:
    """The one rendering thread of the process, started on first use."""
    global _worker
    with _worker_lock:
        if _worker is None:
            _worker = RenderWorker()
        return _worker
