"""The text of a KYB document, line by line with where each line is: ``DocumentReader``.

A PDF gives its own text layer (PDFium, in threads, one page at a time under its lock); a page
without one (a scanned certificate) and an image (an ID card) go to OCR in a worker process
(``ocr_worker``). What was read is kept by the file's sha256 (``text_cache``), so a case opened
again is read from memory. Nothing here raises for a bad file or a missing OCR engine: the
answer says what happened in one sentence (``DocumentText.problem``; ``ocr_problem`` for the
engine), so the reviewer reads why a document shows no fields.

A line is a run of text as the page places it: a table's label, its value and a percentage on
the same row are separate lines, adjacent and left to right (``rows`` groups them again), so
each value keeps its own box for the viewer to highlight.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Awaitable, Callable
from dataclasses import replace
from functools import partial

from app.services.evidence import pdf_text
from app.services.evidence.model import Box, DocumentText, MaterialDocument, ReadMethod, TextLine
from app.services.evidence.ocr_worker import (
    ENGINE_MODULE,
    OcrFailedError,
    OcrResult,
    OcrUnavailableError,
    OcrWorker,
    UnreadableImageError,
)
from app.services.evidence.text_cache import TextCache
from app.services.handover import in_thread

log = logging.getLogger(__name__)

DAMAGED = "This file could not be read: it is damaged or not a PDF or image."
NOT_A_DOCUMENT = "This file could not be read: it is not a PDF, PNG or JPEG."
OCR_MISSING = (
    "OCR is not installed here, so scanned pages and ID images are not read; "
    "run make run to install it."
)
OCR_OFF = "OCR is turned off here, so scanned pages and ID images are not read."
OCR_STOPPED = (
    "OCR stopped while reading, so scanned pages and ID images are not read; "
    "Teller tries again the next time a case is opened."
)
PAGES_UNREAD = "Pages {pages} have no text layer and were not read: {why}"
OCR_SWITCH = "TELLER_OCR"
OCR_LATER = "Being read by OCR…"
PAGE_UNREAD = "Page {pages} has no text layer and was not read: {why}"


class DocumentReader:
    """Reads documents once per content (by sha256) and keeps what it read in memory."""

    def __init__(
        self, *, ocr: bool | None = None, cache_size: int = 512, ocr_engine: str = ENGINE_MODULE
    ) -> None:
        if ocr is None:  # TELLER_OCR=off: the test suite reads text layers and payloads only
            ocr = os.environ.get(OCR_SWITCH, "on").lower() not in ("off", "0", "no")
        self._ocr_enabled = ocr
        self._cache = TextCache(cache_size)
        self._worker = OcrWorker(ocr_engine)
        self._ocr_problem = "" if ocr else OCR_OFF

    @property
    def ocr_problem(self) -> str:
        """'' while OCR works (or has not been needed yet); else one sentence saying why not."""
        return self._ocr_problem

    @property
    def worker(self) -> OcrWorker:
        return self._worker

    def cached(self, sha256: str) -> DocumentText | None:
        return self._cache.get(sha256)

    @property
    def ocr_enabled(self) -> bool:
        return self._ocr_enabled

    async def read(self, document: MaterialDocument, *, ocr: bool = True) -> DocumentText:
        """The document's text; from memory when this content was read before. ``ocr=False``:
        text layers only, what needs OCR marked ``deferred`` (and not kept), so a first
        answer comes in milliseconds and OCR's seconds follow."""
        sha256 = document.sha256 or hashlib.sha256(document.content).hexdigest()
        known = self._cache.get(sha256)
        if known is not None:
            return known
        text, keep = await self._read(sha256, document.content, ocr)
        if keep and not text.deferred:
            self._cache.put(text)
        return text

    async def aclose(self) -> None:
        """Stop the OCR worker (it starts again if another read needs it)."""
        await self._worker.close()

    async def _read(self, sha256: str, content: bytes, ocr: bool) -> tuple[DocumentText, bool]:
        """The text and whether to keep it (not when OCR failed: another try may do better)."""
        head = content[:1024]
        try:
            if b"%PDF-" in head:
                return await self._read_pdf(sha256, content, ocr)
            if head.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")):
                return await self._read_image(sha256, content, ocr)
        except pdf_text.DamagedPdfError:
            return DocumentText(sha256, ReadMethod.NONE, problem=DAMAGED), True
        except UnreadableImageError:
            return DocumentText(sha256, ReadMethod.NONE, pages=1, problem=DAMAGED), True
        except Exception:  # a fault in a library or here: said, logged, never raised at a view
            log.exception("reading a document failed")
            return DocumentText(sha256, ReadMethod.NONE, problem=DAMAGED), False
        return DocumentText(sha256, ReadMethod.NONE, problem=NOT_A_DOCUMENT), True

    async def _read_pdf(
        self, sha256: str, content: bytes, ocr: bool = True
    ) -> tuple[DocumentText, bool]:
        pdf = await in_thread(lambda: pdf_text.open_pdf(content), pdf_text.OpenPdf.close)
        count = pdf.pages
        try:
            pages = [
                await in_thread(partial(pdf_text.page_text, pdf, index), _keep)
                for index in range(count)
            ]
        finally:
            await in_thread(pdf.close, _keep)
        lines = [line for page in pages for line in page.lines]
        bare = tuple(page.index for page in pages if not page.has_text)
        text = DocumentText(sha256, ReadMethod.TEXT, tuple(lines), pages=count)
        if not bare:
            return text, True
        if not ocr and self._ocr_enabled:
            return replace(text, problem=OCR_LATER, deferred=True), False
        scanned, problem, keep = await self._recognise(
            lambda: self._worker.pdf_pages(content, bare)
        )
        if scanned is None:
            numbers = ", ".join(str(index + 1) for index in bare)
            wording = PAGES_UNREAD if len(bare) > 1 else PAGE_UNREAD
            problem = wording.format(pages=numbers, why=_lower_first(problem))
            method = ReadMethod.TEXT if lines else ReadMethod.NONE
            return replace(text, method=method, problem=problem), keep
        # page by page; a scanned page's runs keep the order they were read in (upright)
        merged = sorted(lines + _ocr_lines(scanned), key=lambda line: _page(line))
        return replace(text, method=ReadMethod.OCR, lines=tuple(merged)), True

    async def _read_image(
        self, sha256: str, content: bytes, ocr: bool = True
    ) -> tuple[DocumentText, bool]:
        if not ocr and self._ocr_enabled:
            text = DocumentText(sha256, ReadMethod.NONE, pages=1, problem=OCR_LATER)
            return replace(text, deferred=True), False
        recognised, problem, keep = await self._recognise(lambda: self._worker.image(content))
        if recognised is None:
            return DocumentText(sha256, ReadMethod.NONE, pages=1, problem=problem), keep
        lines = _ocr_lines(recognised)  # in reading order as read, upright
        return DocumentText(sha256, ReadMethod.OCR, tuple(lines), pages=1), True

    async def _recognise(
        self, ask: Callable[[], Awaitable[OcrResult]]
    ) -> tuple[OcrResult | None, str, bool]:
        """The worker's answer, or None with the sentence saying why and whether to keep it."""
        if not self._ocr_enabled:
            return None, OCR_OFF, True
        try:
            result = await ask()
        except OcrUnavailableError as exc:
            log.warning("OCR engine not available in the worker: %s", exc)
            self._ocr_problem = OCR_MISSING
            return None, OCR_MISSING, True
        except OcrFailedError as exc:
            log.warning("OCR failed: %s", exc)
            self._ocr_problem = OCR_STOPPED
            return None, OCR_STOPPED, False
        self._ocr_problem = ""
        return result, "", True


def rows(lines: tuple[TextLine, ...] | list[TextLine]) -> list[list[TextLine]]:
    """Lines (already in reading order) grouped by the row they share on a page, so a label
    and its value ('NIT', '901.234.567-1') can be taken together; lines without a box stand
    alone."""
    grouped: list[list[TextLine]] = []
    for line in lines:
        if (
            grouped
            and line.box is not None
            and grouped[-1][0].box is not None
            and pdf_text.same_row(grouped[-1][0].box, line.box)
        ):
            grouped[-1].append(line)
        else:
            grouped.append([line])
    return grouped


def _ocr_lines(result: OcrResult) -> list[TextLine]:
    return [
        TextLine(line.text, Box(line.page, line.left, line.top, line.width, line.height))
        for line in result.lines
    ]


def _page(line: TextLine) -> int:
    return line.box.page if line.box is not None else 0


def _keep(_made: object) -> None:
    """Nothing to release: a page's text is plain data."""


def _lower_first(sentence: str) -> str:
    """The sentence after a colon; an acronym ("OCR is ...") keeps its capitals."""
    first = sentence.split(" ", 1)[0]
    if first.isupper() and len(first) > 1:
        return sentence
    return sentence[:1].lower() + sentence[1:]
