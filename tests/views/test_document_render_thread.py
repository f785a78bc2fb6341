"""A document's pages are drawn off the UI thread, in the format a pixmap holds, so the UI
thread only swaps a picture in (no drawing, no conversion)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QImage, QPixmap

from app.views.compliance import document_render
from app.views.compliance.document_render import render_worker
from sandbox.seed_files.pdf import Page, pdf_bytes


def _pdf(pages: int) -> bytes:
    made = []
    for number in range(pages):
        page = Page()
        page.text(72, 720, f"Page {number + 1}", 14)
        made.append(page)
    return pdf_bytes(made, title="Render", author="Teller tests", created="D:20260101000000Z")


def test_pages_are_drawn_in_the_render_thread_ready_for_a_pixmap(
    qtbot, arun, monkeypatch: pytest.MonkeyPatch
):  # type: ignore[no-untyped-def]
    drawn_in: list[str] = []
    real = document_render._Pdf.render

    def render(self, page: int, zoom: float, rotation: int) -> QImage:  # type: ignore[no-untyped-def]
        drawn_in.append(threading.current_thread().name)
        return real(self, page, zoom, rotation)

    monkeypatch.setattr(document_render._Pdf, "render", render)
    worker = render_worker()
    handle, info = arun(worker.open(_pdf(2), "application/pdf"))
    image = arun(worker.render(handle, 1, 1.5, 90))
    worker.close(handle)
    assert info.page_count == 2
    assert drawn_in == ["teller-render"]
    assert threading.current_thread() is threading.main_thread()
    assert image.format() == QImage.Format.Format_RGB32  # what QPixmap.fromImage keeps as is
    assert image.width() > image.height()  # turned a quarter
    assert QPixmap.fromImage(image).toImage().format() == QImage.Format.Format_RGB32
