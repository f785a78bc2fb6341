"""Personal data in the compliance workspace is masked: a shareholder's e-mail, and the kyc
payload's IP and device data; a reveal shows one value and is recorded through the door (the
audit journal hears it)."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from app.services.action_log import Outcome
from app.views.compliance.payload_tree import SECRET_ROLE
from app.views.compliance.shareholders_view import EMAIL
from tests.views.test_compliance_workspace import case, make  # noqa: F401


def test_personal_data_is_masked_and_a_reveal_is_recorded(
    qtbot, qloop, session, settings, case
) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    people = view.shareholders
    qtbot.waitUntil(lambda: people.email is not None)
    email = people.email
    assert email is not None
    assert email.masked
    assert "marta.ibarra" not in email.label.text()
    assert email.label.text().endswith("@example.com")
    assert "marta.ibarra" not in people.table.topLevelItem(0).text(EMAIL)
    assert "marta.ibarra" not in people.contact.text()

    before = len(session.action_log.records)
    email.reveal_button.click()
    qtbot.waitUntil(lambda: email.label.text() == "marta.ibarra@example.com")
    record = session.action_log.records[-1]
    assert (record.action, record.outcome, record.detail) == ("reveal", Outcome.DONE, "e-mail")
    assert record.target == f"shareholder {case.shareholder}"

    tree = people.payload
    masked = {item.text(0): item for item in tree.masked_items()}
    assert "ip" in masked
    ip = masked["ip"]
    assert ip.text(1) != "81.43.112.9"
    assert ip.text(1).startswith("81.")
    shown_facts = " ".join(label.text() for label in people.facts_box.findChildren(QLabel))
    assert "81.43.112.9" not in shown_facts
    tree.setFocus()
    ip.parent().setExpanded(True)
    tree.setCurrentItem(ip)
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ip.text(1) == "81.43.112.9")
    assert ip.data(1, SECRET_ROLE) is None
    reveals = [r for r in session.action_log.records[before:] if r.action == "reveal"]
    assert [r.detail for r in reveals] == ["e-mail", "IP address"]


def test_ctrl_c_in_the_payload_copies_the_mask_until_revealed_then_through_the_door(
    qtbot, qloop, session, settings, case
) -> None:  # type: ignore[no-untyped-def,no-redef]
    workspace = make(qtbot, session, settings)
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    tree = view.shareholders.payload
    qtbot.waitUntil(lambda: bool(tree.masked_items()))
    ip = {item.text(0): item for item in tree.masked_items()}["ip"]
    ip.parent().setExpanded(True)
    tree.setFocus()
    tree.setCurrentItem(ip)
    clipboard = QGuiApplication.clipboard()
    qtbot.keyClick(tree, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert clipboard.text() == ip.text(1)
    assert "81.43.112.9" not in clipboard.text()
    before = len(session.action_log.records)
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ip.text(1) == "81.43.112.9")
    qtbot.keyClick(tree, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: clipboard.text() == "81.43.112.9")
    actions = [(r.action, r.detail) for r in session.action_log.records[before:]]
    assert actions == [("reveal", "IP address"), ("copy_personal_data", "IP address")]
