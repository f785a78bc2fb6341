"""The delete confirmation asks why (required, the text policy at the field) and the tombstone
says who deleted the document and why, from the journal's deletion book."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.deletions import deletion_book
from app.views.compliance.delete_dialog import DeleteDialog
from app.views.compliance.documents_list import MARK
from tests.views.test_compliance_workspace import case, make, open_case

__all__ = ["case"]


def test_the_reason_is_required_and_held_to_the_text_policy(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = DeleteDialog("Delete a document", "Delete deed.pdf?", "Delete deed.pdf")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)  # Enter with nothing written
    assert dialog.isVisible()
    assert dialog.problem.text().startswith("Say why the document is deleted")
    dialog.reason.setText("dup\u200blicate")  # typed by paste: keyClicks has no such key
    dialog.accept()
    assert dialog.isVisible()
    assert "U+200B" in dialog.problem.text()
    dialog.reason.clear()
    qtbot.keyClicks(dialog.reason, "Uploaded twice")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.result() == DeleteDialog.DialogCode.Accepted
    assert dialog.text() == "Uploaded twice"


def test_the_tombstone_says_who_deleted_it_and_why(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def]
    workspace = make(qtbot, session, settings)
    view = open_case(qtbot, workspace, case.uid)
    view.ask_reason = lambda _title, _question, _yes: "Blurred photo, asked again"
    view.documents.select(case.image)
    view.documents.delete_button.click()
    qtbot.waitUntil(
        lambda: (
            (item := view.documents.item_for(case.image)) is not None
            and item.font(0).strikeOut()
            and "Blurred" in item.text(MARK)
        ),
        timeout=10_000,
    )
    item = view.documents.item_for(case.image)
    assert item is not None
    name = session.actions.reviewer.name or "an unnamed reviewer"
    assert item.text(MARK) == f"by {name}: Blurred photo, asked again"
    assert item.text(1).startswith("deleted ")
    assert f"by {name}: Blurred photo, asked again" in item.toolTip(0)
    found = deletion_book(session.action_log).deletion(case.image)
    assert found is not None
    assert found.reason == "Blurred photo, asked again"
