"""The viewer's keys in the case pane: R is Reject there (the review bar's), so the viewer no
longer binds it too (with both, Qt found R ambiguous and neither ran: R did nothing with the
page focused); rotation has its own keys, Ctrl+R clockwise and Ctrl+Shift+R anticlockwise. And
the highlight box: drawn where a found value is, at every zoom and rotation, scrolled into
sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from app.services.evidence.model import Box
from app.services.review import Mark
from app.views.compliance.case_source import DocumentFile
from app.views.compliance.document_viewer import DocumentViewer
from app.views.compliance.page_highlight import rotated
from app.views.task_runner import TaskRunner
from tests.views.test_compliance_files import picture, tiny_pdf
from tests.views.test_compliance_workspace import case, make, open_case  # noqa: F401

Key, Mod = Qt.Key, Qt.KeyboardModifier
CTRL, CTRL_SHIFT = Mod.ControlModifier, Mod.ControlModifier | Mod.ShiftModifier


@pytest.fixture
def viewer(qtbot, qloop) -> DocumentViewer:  # type: ignore[no-untyped-def]
    view = DocumentViewer(lambda owner, banner: TaskRunner(owner, banner), resize_delay_ms=0)
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    return view


def shown(qtbot, viewer: DocumentViewer, content: bytes, name: str) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.show_document(DocumentFile(content, None, name))


def test_r_rejects_with_the_page_focused_and_rotation_keeps_its_own_keys(
    qtbot,
    qloop,
    session,
    settings,
    case,  # noqa: F811
) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    view = open_case(qtbot, workspace, case.uid)
    viewer = view.viewer
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        assert view.documents.select(case.pdf)
    viewer.page_area.setFocus()
    qtbot.waitUntil(viewer.page_area.hasFocus)

    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        qtbot.keyClick(viewer.page_area, Key.Key_R, CTRL)
    assert viewer.rotation == 90
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        qtbot.keyClick(viewer.page_area, Key.Key_R, CTRL_SHIFT)
    assert viewer.rotation == 0
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        qtbot.keyClick(viewer.page_area, Key.Key_R, CTRL_SHIFT)
    assert viewer.rotation == 270

    qtbot.keyClick(viewer.page_area, Key.Key_R)
    dialog = view.review.mark_dialog
    assert dialog is not None  # the reject flow opened, for the document on screen
    assert dialog.mark is Mark.REJECTED
    assert viewer.rotation == 270  # and R turned nothing
    dialog.reject()


def test_the_tooltips_say_the_rotation_keys(viewer) -> None:  # type: ignore[no-untyped-def]
    assert "(Ctrl+R)" in viewer.rotate_button.toolTip()
    assert "(Ctrl+Shift+R)" in viewer.rotate_back_button.toolTip()
    assert "(R)" not in viewer.rotate_button.toolTip()


def test_the_buttons_turn_both_ways(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    shown(qtbot, viewer, picture("PNG", 320, 200), "card.png")
    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.rotate_back_button.click()
    assert viewer.rotation == 270
    assert viewer.image is not None
    assert viewer.image.height() > viewer.image.width()  # turned: portrait now


@pytest.mark.parametrize(
    ("rotation", "expected"),
    [
        (0, (0.1, 0.2, 0.3, 0.05)),
        (90, (0.75, 0.1, 0.05, 0.3)),
        (180, (0.6, 0.75, 0.3, 0.05)),
        (270, (0.2, 0.6, 0.05, 0.3)),
    ],
)
def test_a_box_follows_the_rotation(rotation: int, expected: tuple[float, ...]) -> None:
    assert rotated(Box(0, 0.1, 0.2, 0.3, 0.05), rotation) == pytest.approx(expected)


def orange(image: QImage, x: float, y: float) -> bool:
    colour = QColor(image.pixel(round(x), round(y)))
    return colour.red() > 180 and 60 < colour.green() < 180 and colour.blue() < 120


def test_the_highlight_is_drawn_around_the_value_at_every_zoom_and_rotation(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    shown(qtbot, viewer, tiny_pdf(2), "certificate.pdf")
    box = Box(1, 0.1, 0.25, 0.4, 0.05)  # on the second page
    with qtbot.waitSignal(viewer.rendered, timeout=10_000) as went:
        viewer.show_highlight(1, box)
    assert went.args == [1]  # it went to the box's page
    for step in ("fit", "zoom", "turn", "turn back"):
        rect = viewer.highlight_rect()
        assert rect is not None, step
        pixmap = viewer.canvas.pixmap().toImage()
        assert viewer.image is not None
        assert pixmap.size() == viewer.image.size()
        # The outline is on the box's edge, and the page under it stays what was rendered.
        assert orange(pixmap, rect.left(), rect.center().y()), step
        assert not orange(viewer.image, rect.left(), rect.center().y()), step
        expected = rotated(box, viewer.rotation)
        assert rect.left() == pytest.approx(expected[0] * pixmap.width() - 3, abs=1), step
        assert rect.top() == pytest.approx(expected[1] * pixmap.height() - 3, abs=1), step
        action = {
            "fit": viewer.zoom_in,
            "zoom": viewer.rotate,
            "turn": viewer.rotate_back,
            "turn back": lambda: None,
        }[step]
        if step != "turn back":
            with qtbot.waitSignal(viewer.rendered, timeout=10_000):
                action()

    with qtbot.waitSignal(viewer.rendered, timeout=10_000):
        viewer.previous_page()
    assert viewer.highlight_rect() is None  # not on this page: nothing drawn
    assert viewer.canvas.pixmap().toImage() == viewer.image.convertToFormat(
        viewer.canvas.pixmap().toImage().format()
    )


def test_a_highlight_low_on_a_large_page_is_scrolled_into_sight(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    shown(qtbot, viewer, tiny_pdf(1), "long.pdf")
    for _ in range(4):
        with qtbot.waitSignal(viewer.rendered, timeout=10_000):
            viewer.zoom_in()
    bar = viewer.page_area.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(0)
    viewer.show_highlight(0, Box(0, 0.6, 0.9, 0.3, 0.04))
    rect = viewer.highlight_rect()
    assert rect is not None
    top = viewer.canvas.mapTo(viewer.page_area.viewport(), rect.topLeft().toPoint())
    assert 0 <= top.y() < viewer.page_area.viewport().height()
    assert bar.value() > 0


def test_a_highlight_asked_before_the_file_opens_waits_for_it(qtbot, viewer) -> None:  # type: ignore[no-untyped-def]
    viewer.show_message("Fetching…")
    viewer.show_document(DocumentFile(tiny_pdf(3), None, "three.pdf"))
    viewer.show_highlight(2, Box(2, 0.2, 0.2, 0.2, 0.05))
    qtbot.waitUntil(
        lambda: viewer.page == 2 and viewer.highlight_rect() is not None, timeout=10_000
    )
    assert viewer.page_box.value() == 3
    viewer.show_document(DocumentFile(tiny_pdf(1), None, "other.pdf"))
    assert viewer.highlight is None  # another document: its box goes


def test_help_lists_the_rotation_keys_and_r_stays_reject(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.views.compliance.shortcuts_dialog import ShortcutsDialog

    dialog = ShortcutsDialog()
    qtbot.addWidget(dialog)
    table = dialog.table
    rows = {
        table.topLevelItem(i).text(0): table.topLevelItem(i).text(1)
        for i in range(table.topLevelItemCount())
    }
    assert rows["Ctrl+R"] == "Rotate the page a quarter turn clockwise"
    assert rows["Ctrl+Shift+R"] == "Rotate the page a quarter turn anticlockwise"
    assert rows["R"].startswith("Reject the document")
