"""The compliance workspace through a screen reader's eyes and by keyboard (issue 28, item 11):
the queue's filters are named by a label, not by their current value ("All states"); Enter on
a focused button clicks it ("Open case" did nothing); each Reveal button names what it
reveals (three in sight were all "Reveal")."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialog, QPushButton, QWidget

from tests.views.test_compliance_workspace import case, listed, make  # noqa: F401


def spoken_name(widget: QWidget) -> str:
    """The name the accessibility tree gives (on Linux a combo box's is its current value)."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name)


def label_of(widget: QWidget) -> str:
    """The text of the label the tree relates to ``widget`` (a buddy), '' without one."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    labels = [other for other, _kind in face.relations(QAccessible.RelationFlag.Label)]
    return " ".join(label.text(QAccessible.Text.Name) for label in labels).strip()


def outside_dialogs(root: QWidget) -> list[QPushButton]:
    found = []
    for button in root.findChildren(QPushButton):
        parent = button.parentWidget()
        while parent is not None and not isinstance(parent, QDialog):
            parent = parent.parentWidget()
        if parent is None:
            found.append(button)
    return found


def test_the_queue_filters_are_named_by_a_label_not_their_value(
    qtbot, qloop, session, settings, case
) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    listed(qtbot, workspace, case.uid)
    combos = [
        c for c in workspace.queue.findChildren(QComboBox) if c.isVisible() and not c.isEditable()
    ]
    assert workspace.queue.state_filter in combos
    unnamed = {
        spoken_name(c): label_of(c)
        for c in combos
        if not label_of(c) or label_of(c).rstrip(":") == c.currentText()
    }
    assert unnamed == {}  # "All states": named by the value shown, no label related
    assert label_of(workspace.queue.state_filter) == "State:"


def test_enter_on_a_focused_open_case_opens_it(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    queue = workspace.queue
    row = listed(qtbot, workspace, case.uid)
    queue.table.setCurrentIndex(queue.proxy.index(row, 0))
    qtbot.waitUntil(queue.open_button.isEnabled)
    queue.open_button.setFocus()
    qtbot.waitUntil(queue.open_button.hasFocus)
    qtbot.keyClick(queue.open_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: workspace.pages.currentWidget() is workspace.case, timeout=5_000)
    assert workspace.case.uid == case.uid
    deaf = [
        b.text()
        for pane in (workspace.queue, workspace.case)
        for b in outside_dialogs(pane)
        if not b.autoDefault()  # Qt clicks a focused push button on Enter only when it is
    ]
    assert deaf == []


def test_each_reveal_names_what_it_reveals(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    qtbot.waitUntil(lambda: view.shareholders.email is not None)
    people = view.shareholders
    people.table.setCurrentItem(people.table.topLevelItem(0))
    reveals = [
        b for b in view.findChildren(QAbstractButton) if b.text() == "Reveal" and not b.isHidden()
    ]
    names = [spoken_name(b) for b in reveals]
    assert len(names) >= 3  # the e-mail, the device, the IP address, the evidence's row
    assert "Reveal" not in names
    assert len(set(names)) == len(names), names
    assert "Reveal the e-mail of Marta Ibarra" in names
