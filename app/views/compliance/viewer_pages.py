"""The viewer's conversation with the render thread: the open document's handle, its pages
and thumbnails asked for, and each answer handed on only while it is still the one wanted.

Every document opened gets a new token; an answer (an open, a page, a thumbnail) for an
earlier token is dropped (an open's handle is closed at once), and a page answer that is not
the latest asked for is dropped too, so flipping fast never shows a stale page. The viewer
(``document_viewer.py``) decides what to ask for and shows what comes back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage

from app.views.compliance.case_source import DocumentFile
from app.views.compliance.document_render import (
    THUMBNAIL,
    DocumentInfo,
    UnreadableDocumentError,
    render_worker,
)
from app.views.compliance.page_thumbnails import THUMB_WIDTH
from app.views.task_runner import TaskRunner

PageKey = tuple[int, int, float, int]  # token, page, zoom (rounded), rotation


class PageRendering:
    def __init__(self, runner: TaskRunner) -> None:
        """``runner``: the viewer's, which cancels all of this when the document goes."""
        self._runner = runner
        self._worker = render_worker()
        self._token = 0  # which document: answers for an earlier one are dropped
        self._handle: int | None = None
        self.wanted: PageKey | None = None  # the page asked for last
        self.shown: PageKey | None = None  # the page on screen

    @property
    def is_open(self) -> bool:
        return self._handle is not None

    def forget(self) -> None:
        """No document: the open one closed, every answer on its way dropped."""
        self._token += 1
        if self._handle is not None:
            self._worker.close(self._handle)
        self._handle = None
        self.wanted = self.shown = None

    def open(
        self,
        file: DocumentFile,
        opened: Callable[[DocumentInfo], None],
        failed: Callable[[str], None],
    ) -> None:
        """Open ``file`` in the render thread; ``opened`` with what it holds, or ``failed``
        with the sentence saying why it cannot be shown."""
        token, worker = self._token, self._worker

        async def load() -> None:
            try:
                handle, info = await worker.open(file.content, file.media_type)
            except UnreadableDocumentError as exc:
                if token == self._token:
                    failed(exc.message)
                return
            # Taken here, with no await after the open: a handle passed on to ``on_success``
            # is lost when the runner drops a stale answer, and then nobody closes it.
            if token != self._token:  # another document was chosen meanwhile
                worker.close(handle)
                return
            self._handle = handle
            opened(info)

        self._runner.run(load)

    def request(
        self,
        page: int,
        zoom: float,
        rotation: int,
        show: Callable[[int, QImage], None],
        failed: Callable[[str], None],
    ) -> None:
        """Render ``page`` (0-based) of the open document, unless it is the page last asked
        for; ``show`` gets it only if nothing else was asked for meanwhile."""
        if self._handle is None:
            return
        key = (self._token, page, round(zoom, 3), rotation)
        if key == self.wanted:
            return
        self.wanted = key
        handle, worker = self._handle, self._worker

        async def render() -> QImage | UnreadableDocumentError:
            try:
                return await worker.render(handle, page, zoom, rotation)
            except UnreadableDocumentError as exc:
                return exc

        def apply(result: QImage | UnreadableDocumentError) -> None:
            if key != self.wanted:  # the person moved on meanwhile
                return
            if isinstance(result, UnreadableDocumentError):
                failed(result.message)
                return
            self.shown = key
            show(page, result)

        self._runner.run(render, key="page", on_success=apply)

    def thumbnails(self, info: DocumentInfo, draw: Callable[[int, QImage], None]) -> None:
        """Every page small, in order, behind the pages asked for (``draw`` each as it
        comes); a page that cannot be read is skipped (it says why when opened)."""
        token, handle, worker = self._token, self._handle, self._worker
        if handle is None:
            return

        async def draw_all() -> None:
            for index in range(info.page_count):
                width = info.page_sizes[index][0]
                try:
                    image = await worker.render(
                        handle, index, THUMB_WIDTH / width, 0, priority=THUMBNAIL
                    )
                except UnreadableDocumentError:
                    continue  # the page itself says why when it is opened
                if token != self._token:
                    return
                draw(index, image)

        self._runner.run(draw_all, key="thumbnails")
