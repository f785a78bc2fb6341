# ruff: noqa: F811  (the seeded fixtures are imported, then asked for by name)
"""The compliance case at 1280 x 720 (less a 30 px panel), in the main window as a reviewer
opens it, on a seeded case (Andes Logística: four declared entries, three shareholders with
long step names in their payloads): every button's text whole ("Reveal", never "Rev"), no
pane scrolling sideways (a fact such as "⚠ yes — the provider flagged a problem" was cut at
the pane's edge, the declared data's group titles pushed it wider too), and the shareholders'
KYC state column in sight beside their names; the documents list never scrolls sideways,
"Uploaded (UTC)" and each upload time whole, what it hides said in the file name's tooltip.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QScrollArea, QWidget

from app.views.activity import ActivityTracker
from app.views.compliance.case_view import CaseView
from app.views.compliance.documents_list import FILE_NAME, MARK, UPLOADED, DocumentsList
from app.views.compliance.shareholders_view import KYC_STATE, NAME
from app.views.compliance.source_choice import source_for
from app.views.main_window import MainWindow
from app.views.widgets.screen_fit import FRAME_ALLOWANCE
from tests.views.test_personal_data_walk import seeded_sandbox, seeded_session  # noqa: F401

SCREEN = QRect(0, 0, 1280, 720 - 30)


@pytest.fixture
def laptop(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(SCREEN))
    return SCREEN


def mnemonic_free(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def cut_buttons(root: QWidget) -> list[str]:
    """Buttons shown narrower than their text: a person reads 'Rev' for 'Reveal'."""
    cut = []
    for button in root.findChildren(QAbstractButton):
        text = mnemonic_free(button.text())
        if not text or not button.isVisibleTo(root.window()):
            continue
        if button.fontMetrics().horizontalAdvance(text) > button.width():
            cut.append(f"{text!r} ({button.width()} px)")
    return cut


def sideways(root: QWidget) -> list[str]:
    """Panes whose page is wider than what shows it: its right part is off the pane."""
    return [
        f"{area.widget().objectName() or type(area.parentWidget()).__name__}: "
        f"{area.widget().width()} px in {area.viewport().width()}"
        for area in root.findChildren(QScrollArea)
        if area.isVisibleTo(root.window())
        and area.widget() is not None
        and area.widget().width() > area.viewport().width()
    ]


def open_seeded(qtbot, session, settings, company: str, arun) -> tuple[MainWindow, CaseView]:  # type: ignore[no-untyped-def]
    uid = next(c.uid for c in arun(source_for(session).cases()) if c.company.startswith(company))
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.resize(SCREEN.size() - FRAME_ALLOWANCE)  # maximised, as on a laptop
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.compliance)
    window.compliance.open_case(uid)
    view = window.compliance.case
    qtbot.waitUntil(lambda: view.case is not None and view.case.uid == uid, timeout=10_000)
    qtbot.waitUntil(lambda: view.shareholders.table.topLevelItemCount() > 1, timeout=10_000)
    return window, view


def test_the_case_fits_a_1280_by_720_screen(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded_session, settings, laptop, arun
) -> None:
    window, view = open_seeded(qtbot, seeded_session, settings, "Andes", arun)
    people = view.shareholders
    for row in range(people.table.topLevelItemCount()):  # each one's facts, in turn
        people.table.setCurrentItem(people.table.topLevelItem(row))
        qtbot.wait(50)  # the layout settles
        assert not sideways(view), people.person.text()
        assert not cut_buttons(view), people.person.text()
        assert people.worrying_facts() is not None

    table = people.table
    header = table.header()
    for column in (NAME, KYC_STATE):  # what a reviewer reads in the list: whole, in sight
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
        assert right <= table.viewport().width(), header.model().headerData(column, 1)
        for row in range(table.topLevelItemCount()):
            item = table.topLevelItem(row)
            needed = table.fontMetrics().horizontalAdvance(item.text(column))
            assert needed < header.sectionSize(column), item.text(column)
    assert window.width() <= laptop.width()


def test_the_documents_list_fits_at_1280(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded_session, settings, laptop, arun
) -> None:
    _window, view = open_seeded(qtbot, seeded_session, settings, "Andes", arun)
    documents = view.documents
    tree, header = documents.tree, documents.tree.header()
    qtbot.waitUntil(lambda: tree.topLevelItemCount() > 3, timeout=10_000)
    qtbot.wait(50)  # the layout settles
    assert header.length() <= tree.viewport().width()  # nothing off to the right
    assert tree.horizontalScrollBar().maximum() == 0
    metrics = tree.fontMetrics()
    title = header.model().headerData(UPLOADED, Qt.Orientation.Horizontal)
    assert title.startswith("Uploaded (")
    assert header.sectionSizeFromContents(UPLOADED).width() <= header.sectionSize(UPLOADED)
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        assert metrics.horizontalAdvance(item.text(UPLOADED)) < header.sectionSize(UPLOADED)
    for column in (FILE_NAME, MARK, UPLOADED):  # what a reviewer scans: in sight
        assert not header.isSectionHidden(column)
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
        assert right <= tree.viewport().width()
    hidden = [c for c in range(header.count()) if header.isSectionHidden(c)]
    if hidden:  # what gave way is said where the name is
        live = next(
            tree.topLevelItem(r)
            for r in range(tree.topLevelItemCount())
            if not tree.topLevelItem(r).font(0).strikeOut()
        )
        tip = live.toolTip(FILE_NAME)
        for column in hidden:
            assert live.text(column) in tip

    wide = DocumentsList()  # the same documents with room: every column, none cut
    qtbot.addWidget(wide)
    wide.resize(1000, 400)
    wide.show()
    assert view.case is not None
    wide.set_documents(list(view.case.documents))
    wide_header = wide.tree.header()
    qtbot.waitUntil(lambda: wide_header.length() > header.length())
    assert not [c for c in range(wide_header.count()) if wide_header.isSectionHidden(c)]
    assert wide_header.length() <= wide.tree.viewport().width()
