"""Flipping through documents faster than they open leaves none open behind the viewer
(issue 23, item 10): a document still opening when the person moves on is closed by the
render thread, so the thread holds only what the viewer shows (``open_count``)."""

from __future__ import annotations

import threading

import pytest

from app.views.compliance import document_render
from app.views.compliance.case_source import DocumentFile
from app.views.compliance.document_render import open_count, render_worker
from app.views.compliance.document_viewer import DocumentViewer
from app.views.task_runner import TaskRunner
from tests.views.test_compliance_files import picture, tiny_pdf


@pytest.fixture
def viewer(qtbot, qloop) -> DocumentViewer:  # type: ignore[no-untyped-def]
    view = DocumentViewer(lambda owner, banner: TaskRunner(owner, banner), resize_delay_ms=0)
    qtbot.addWidget(view)
    view.resize(600, 700)
    view.show()
    return view


def drained() -> bool:
    """The render thread has done every job asked so far (a close is a queued job)."""
    done = threading.Event()
    render_worker().close(-1)  # a close of nothing, queued behind the others ...
    render_worker()._jobs.put((99, -1, done.set, document_render.concurrent.futures.Future()))
    return done.wait(5)  # ... and a marker behind it


def test_a_document_still_opening_when_the_person_moves_on_is_closed(
    qtbot, viewer: DocumentViewer, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    assert drained()
    before = open_count()
    started, gate = threading.Event(), threading.Event()
    real = document_render.open_document

    def slow_first(content: bytes, media_type: str | None = None):  # type: ignore[no-untyped-def]
        if not started.is_set():
            started.set()
            gate.wait(5)  # the first document is still opening when the next is chosen
        return real(content, media_type)

    monkeypatch.setattr(document_render, "open_document", slow_first)
    viewer.show_document(DocumentFile(tiny_pdf(2), "application/pdf", "first.pdf"))
    qtbot.waitUntil(started.is_set, timeout=5_000)
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.show_document(DocumentFile(picture("PNG"), "image/png", "second.png"))
        gate.set()
    assert viewer.file is not None
    assert viewer.file.file_name == "second.png"
    assert drained()
    assert open_count() == before + 1  # the one on screen, not the one passed over
    viewer.show_message("Select a document to see it here.")
    assert drained()
    assert open_count() == before


def test_j_and_k_held_down_leave_only_the_document_on_screen_open(
    qtbot, viewer: DocumentViewer
) -> None:  # type: ignore[no-untyped-def]
    """As a key held down over a case's documents: each choice replaces the last at once."""
    assert drained()
    before = open_count()
    files = [
        DocumentFile(tiny_pdf(3), "application/pdf", "register.pdf"),
        DocumentFile(picture("JPEG"), "image/jpeg", "passport.jpg"),
        DocumentFile(picture("PNG", 1600, 1200), "image/png", "bill.png"),
    ]
    for step in range(60):
        viewer.show_document(files[step % len(files)])
        if step % 7 == 0:
            qtbot.wait(1)  # let some opens start in the thread before the next key
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.show_document(files[0])
    assert drained()
    assert open_count() == before + 1
    viewer.close()
    assert drained()
    assert open_count() == before


def test_a_pdf_refused_after_it_was_opened_is_closed(
    qtbot, viewer: DocumentViewer, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """PDFium opens it, then cannot measure a page: nobody gets a handle, so it closes here."""
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    def broken(self, index: int):  # type: ignore[no-untyped-def]
        raise pdfium.PdfiumError("page tree damaged")

    monkeypatch.setattr(pdfium.PdfDocument, "get_page_size", broken)
    assert drained()
    before = open_count()
    with qtbot.waitSignal(viewer.failed, timeout=10_000) as failed:
        viewer.show_document(DocumentFile(tiny_pdf(1), "application/pdf", "broken.pdf"))
    assert "page tree damaged" in failed.args[0]
    assert drained()
    assert open_count() == before
