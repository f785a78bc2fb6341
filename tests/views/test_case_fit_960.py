# ruff: noqa: F811  (the seeded fixtures are imported, then asked for by name)
"""The compliance case and queue at 960 px wide (a 1920 x 1080 screen at 200 %, 960 x 540
logical), and at 1366 x 768 and 1280 x 720, in the main window as a reviewer opens them on a
seeded case: nothing scrolls sideways and nothing is cut. At 960 px the case scrolled
sideways by 185 px: its header's session line (925 px) and the three columns' minimums
(1111 px: the viewer's toolbar alone asked 451) were wider than the window; and the viewer,
which Qt narrows first, was left 135 px wide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QScrollArea, QWidget

from app.views.compliance.document_viewer import DocumentViewer
from app.views.task_runner import TaskRunner
from tests.views import test_case_fit_1280 as fit
from tests.views.test_case_fit_1280 import cut_buttons, open_seeded, sideways
from tests.views.test_personal_data_walk import seeded_sandbox, seeded_session  # noqa: F401

SCREENS = {
    "1920x1080 at 200%": QRect(0, 0, 960, 540 - 30),
    "1280x720": QRect(0, 0, 1280, 720 - 30),
    "1366x768": QRect(0, 0, 1366, 768 - 30),
}
PAGE_MIN = 250  # the document's page keeps room to be read beside the two side columns


@pytest.fixture(params=sorted(SCREENS))
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> QRect:
    area = SCREENS[request.param]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(area))
    monkeypatch.setattr(fit, "SCREEN", area)  # the window opened maximised on this screen
    return area


def scrolled_sideways(window: QWidget) -> list[str]:
    """Every visible scroll area that scrolls sideways, the workspace's page included."""
    return [
        f"{type(area.widget()).__name__}: {area.widget().width()} px in {area.viewport().width()}"
        for area in window.findChildren(QScrollArea)
        if area.isVisibleTo(window)
        and area.widget() is not None
        and area.horizontalScrollBar().maximum() > 0
    ]


def test_the_case_and_the_queue_fit_without_scrolling_sideways(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded_session, settings, screen, arun
) -> None:
    window, view = open_seeded(qtbot, seeded_session, settings, "Andes", arun)
    people = view.shareholders
    people.table.setCurrentItem(people.table.topLevelItem(0))
    qtbot.waitUntil(lambda: not scrolled_sideways(window), timeout=5_000)  # the layout settles
    assert window.width() <= screen.width()
    assert not sideways(view)
    assert not cut_buttons(view)
    assert view.viewer.width() >= PAGE_MIN, view.splitter.sizes()
    header = view.header
    company, line = header.company, header.session_line
    assert company.fontMetrics().horizontalAdvance(company.text()) <= company.width()
    qtbot.waitUntil(  # the session's line, wrapped at 960 px, shows both its lines
        lambda: (
            line.height() >= line.heightForWidth(line.width())
            and line.geometry().bottom() < header.height()
        ),
        timeout=2_000,
    )

    view.back_requested.emit()  # the queue, on the same screen
    queue = window.compliance.queue
    qtbot.waitUntil(queue.isVisible)
    qtbot.waitUntil(lambda: not scrolled_sideways(window), timeout=5_000)
    assert not cut_buttons(queue)


def test_the_viewer_toolbar_wraps_rather_than_widen_the_case(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    viewer = DocumentViewer(lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(viewer)
    bar = viewer.toolbar
    assert bar.minimumSizeHint().width() < 200  # its widest group, not the whole row
    viewer.resize(220, 400)
    viewer.show()
    qtbot.waitExposed(viewer)
    assert bar.height() > bar.sizeHint().height()  # on more than one line
    assert not cut_buttons(viewer)
