"""The document viewer: a PDF and an image really render (sampled pixels differ), pages flip,
zoom and rotation change what is drawn, a corrupt or unsupported file is a sentence, and
the file can be opened elsewhere or saved."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from app.services.action_log import Outcome
from app.services.file_copies import safe_name
from app.views.compliance.case_source import DocumentFile
from app.views.compliance.document_viewer import DocumentViewer
from app.views.task_runner import TaskRunner
from tests.views.test_compliance_files import distinct_colours, picture, tiny_pdf
from tests.views.test_masked_value import Refuses


@pytest.fixture
def viewer(qtbot, qloop, session) -> DocumentViewer:  # type: ignore[no-untyped-def]
    view = DocumentViewer(lambda owner, banner: TaskRunner(owner, banner), resize_delay_ms=0)
    view.door = session.actions  # as the case pane gives it: copies leave through the door
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.show()
    return view


def show(
    qtbot, viewer: DocumentViewer, content: bytes, name: str, media: str | None = None
) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.show_document(DocumentFile(content, media, name))


def test_a_pdf_renders_its_first_page_and_flips(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    show(qtbot, viewer, tiny_pdf(3), "register.pdf", "application/pdf")
    assert viewer.info is not None
    assert viewer.info.page_count == 3
    assert viewer.image is not None
    assert distinct_colours(viewer.image) >= 2  # white page, blue band: not blank
    assert viewer.page_count.text() == "of 3"
    assert viewer.thumbnails.count() == 3
    assert viewer.thumbnails.isVisible()
    assert not viewer.previous_button.isEnabled()
    assert viewer.next_button.isEnabled()
    with qtbot.waitSignal(viewer.rendered, timeout=10_000) as flipped:
        viewer.next_page()
    assert flipped.args == [1]
    assert viewer.page_box.value() == 2
    qtbot.waitUntil(lambda: not viewer.thumbnails.item(2).icon().isNull(), timeout=10_000)


def test_zoom_and_rotation_redraw_the_page(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    show(qtbot, viewer, tiny_pdf(1), "one.pdf")
    fitted = viewer.image
    assert fitted is not None
    assert viewer.fit_button.isChecked()
    assert fitted.width() <= viewer.page_area.viewport().width()
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.zoom_in()
    assert not viewer.fit_button.isChecked()
    assert viewer.image is not None
    assert viewer.image.width() > fitted.width()
    portrait = viewer.image
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.rotate()
    assert viewer.image is not None
    assert viewer.image.width() == pytest.approx(portrait.height(), abs=2)
    assert viewer.image.height() == pytest.approx(portrait.width(), abs=2)


def test_an_image_renders(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    show(qtbot, viewer, picture("JPEG"), "passport.jpg", "image/jpeg")
    assert viewer.image is not None
    assert distinct_colours(viewer.image) >= 3  # white, red, green
    assert viewer.thumbnails.isHidden()  # one page: no thumbnails
    assert not viewer.page_box.isEnabled()


def test_a_corrupt_pdf_is_a_sentence(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    broken = tiny_pdf(2)[:200]  # cut short: the header is there, the rest is not
    with qtbot.waitSignal(viewer.failed, timeout=10_000) as failed:
        viewer.show_document(DocumentFile(broken, "application/pdf", "cut.pdf"))
    assert failed.args[0].startswith("This PDF cannot be read")
    assert viewer.message.text() == failed.args[0]
    assert viewer.image is None
    assert viewer.save_button.isEnabled()  # the bytes can still be saved and looked at
    assert not viewer.zoom_in_button.isEnabled()


def test_an_unsupported_file_is_a_sentence(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(viewer.failed, timeout=10_000) as failed:
        viewer.show_document(DocumentFile(b"GIF89a\x01\x00", "image/gif", "logo.gif"))
    assert "not a PDF, PNG or JPEG (image/gif)" in failed.args[0]


def test_a_png_that_is_not_one_is_a_sentence(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(viewer.failed, timeout=10_000) as failed:
        viewer.show_document(DocumentFile(b"\x89PNG\r\n\x1a\n garbage", "image/png", "x.png"))
    assert failed.args[0].startswith("This image cannot be read")


def test_a_slow_page_for_an_earlier_document_never_shows(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    viewer.show_document(DocumentFile(tiny_pdf(30), None, "long.pdf"))
    show(qtbot, viewer, picture("PNG"), "later.png")
    qtbot.waitUntil(lambda: not viewer.runner.busy, timeout=10_000)  # the PDF's answers are in
    assert viewer.file is not None
    assert viewer.file.file_name == "later.png"
    assert viewer.info is not None
    assert viewer.info.page_count == 1
    assert viewer.thumbnails.count() == 0


def test_open_elsewhere_and_save_a_copy_go_through_the_door(
    qtbot, viewer, session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    content = tiny_pdf(1)
    viewer.door = None
    show(qtbot, viewer, content, "../../etc/articles.pdf")
    assert not viewer.save_button.isEnabled()  # without a door nothing leaves Teller
    assert viewer.open_externally() is None
    assert viewer.save_copy() is None
    viewer.door = session.actions
    viewer.target = lambda: "u-1/d-1"
    show(qtbot, viewer, content, "../../etc/articles.pdf")
    assert viewer.save_button.isEnabled()
    opened: list[QUrl] = []
    viewer.open_url = opened.append  # type: ignore[assignment]
    viewer.open_externally()
    qtbot.waitUntil(lambda: bool(opened))
    path = Path(opened[0].toLocalFile())
    assert path.name == "articles.pdf"
    assert path.read_bytes() == content
    record = session.action_log.records[-1]
    assert (record.action, record.target, record.outcome) == (
        "open_document_externally",
        "u-1/d-1",
        Outcome.DONE,
    )

    asked: list[str] = []
    target = tmp_path / "copy.pdf"
    viewer.ask_save_path = lambda suggested: asked.append(suggested) or str(target)  # type: ignore[func-returns-value]
    viewer.save_copy()
    qtbot.waitUntil(lambda: viewer.banner.text == f"Saved a copy to {target}.")
    assert target.read_bytes() == content
    assert asked[0].endswith("articles.pdf")
    record = session.action_log.records[-1]
    assert (record.action, record.target, record.outcome) == (
        "save_document_copy",
        "u-1/d-1",
        Outcome.DONE,
    )
    assert str(target) in record.detail


def test_copies_the_guard_refuses_write_nothing(qtbot, viewer, session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session.actions.guard = Refuses()
    show(qtbot, viewer, tiny_pdf(1), "articles.pdf")
    opened: list[QUrl] = []
    viewer.open_url = opened.append  # type: ignore[assignment]
    target = tmp_path / "copy.pdf"
    viewer.ask_save_path = lambda _suggested: str(target)
    viewer.save_copy()
    qtbot.waitUntil(lambda: len(session.action_log.records) == 1)
    viewer.open_externally()
    qtbot.waitUntil(lambda: len(session.action_log.records) == 2)
    assert [(r.action, r.outcome) for r in session.action_log.records] == [
        ("save_document_copy", Outcome.REFUSED),
        ("open_document_externally", Outcome.REFUSED),
    ]
    assert not target.exists()
    assert opened == []


def test_a_copy_that_cannot_be_written_is_journalled_as_a_sentence(
    qtbot, viewer, session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    show(qtbot, viewer, tiny_pdf(1), "articles.pdf")
    target = tmp_path / "no-such-folder" / "copy.pdf"
    viewer.ask_save_path = lambda _suggested: str(target)
    viewer.save_copy()
    qtbot.waitUntil(lambda: bool(session.action_log.records))
    record = session.action_log.records[-1]
    assert (record.action, record.outcome) == ("save_document_copy", Outcome.REFUSED)
    assert record.detail.startswith(f"The copy could not be saved to {target}: ")
    assert record.detail.endswith("Choose another folder.")
    assert not target.exists()


def test_file_names_stay_in_their_folder() -> None:
    assert safe_name("../../x.pdf") == "x.pdf"
    assert safe_name("C:\\Users\\a\\scan.png") == "scan.png"
    assert safe_name("") == "document"
    assert safe_name('a<b>:"c.pdf') == "a_b___c.pdf"


def test_the_keyboard_flips_zooms_and_rotates(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    show(qtbot, viewer, tiny_pdf(2), "two.pdf")
    viewer.page_area.setFocus()
    with qtbot.waitSignal(viewer.rendered, timeout=10_000) as flipped:
        qtbot.keyClick(viewer.page_area, Qt.Key.Key_PageDown)
    assert flipped.args == [1]
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        qtbot.keyClick(viewer.page_area, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert viewer.rotation == 90  # Ctrl+R: a plain R is the review bar's Reject
    with qtbot.waitSignal(viewer.rendered, timeout=10_000) as back:
        qtbot.keyClick(viewer.page_area, Qt.Key.Key_PageUp)
    assert back.args == [0]
