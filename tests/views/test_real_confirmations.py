"""The real questions asked before what cannot be undone, shown and answered by keyboard:
deleting a KYB document (the reason dialog), confirming a proposed case decision (four eyes)
and deactivating a vIBAN. Other tests stand in for these boxes to test what follows; here
the boxes themselves are up, read, and answered the way a person does: Enter or Escape
first, which must keep everything, then the keys that say yes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.deletions import deletion_book
from app.services.four_eyes import four_eyes_book
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.compliance.delete_dialog import DeleteDialog
from tests.views.modal_keys import answer_modal
from tests.views.test_compliance_workspace import case, make, open_case
from tests.views.test_four_eyes_review import LUIS, four_eyes, new_case, opened, press, state_of
from tests.views.test_viban_dialog import account_with_viban

__all__ = ["account_with_viban", "case", "four_eyes"]

Key = Qt.Key


def delete_by_keyboard(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Space on the focused Delete… button; returns once the question was answered."""
    button = view.documents.delete_button
    button.setFocus()
    qtbot.keyClick(button, Key.Key_Space)


def deleted_rows(session) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.target for r in session.action_log.records if r.action == "delete_kyb_document"]


def test_a_document_delete_asks_the_real_question_and_escape_keeps_it(  # type: ignore[no-untyped-def]
    qtbot, qloop, session, settings, case
) -> None:
    workspace = make(qtbot, session, settings)
    view = open_case(qtbot, workspace, case.uid)
    view.documents.select(case.image)
    item = view.documents.item_for(case.image)
    assert item is not None
    name = item.text(0)
    answered = answer_modal(qtbot, DeleteDialog, [Key.Key_Escape])
    delete_by_keyboard(qtbot, view)
    assert answered.shown
    assert not answered.left_open
    assert answered.title == "Delete a document"
    assert any(name in text and "Lumen Robotics SL" in text for text in answered.texts)
    assert answered.focus_at_start == "QLineEdit"  # the reason, typed at once
    assert [t for t in deleted_rows(session) if t.endswith(case.image)] == []
    assert not item.font(0).strikeOut()


def test_a_document_is_deleted_with_the_reason_typed_in_the_real_dialog(  # type: ignore[no-untyped-def]
    qtbot, qloop, session, settings, case
) -> None:
    workspace = make(qtbot, session, settings)
    view = open_case(qtbot, workspace, case.uid)
    view.documents.select(case.image)
    # Enter with no reason keeps the dialog open (the reason is required); then the reason.
    answered = answer_modal(qtbot, DeleteDialog, [Key.Key_Return, "Uploaded twice", Key.Key_Return])
    delete_by_keyboard(qtbot, view)
    assert answered.shown
    assert not answered.left_open
    qtbot.waitUntil(
        lambda: (
            (item := view.documents.item_for(case.image)) is not None and item.font(0).strikeOut()
        ),
        timeout=10_000,
    )
    found = deletion_book(session.action_log).deletion(case.image)
    assert found is not None
    assert found.reason == "Uploaded twice"


def test_confirming_a_proposed_decision_asks_the_real_question_enter_keeps_it(  # type: ignore[no-untyped-def]
    qtbot, qloop, four_eyes, settings, arun
) -> None:
    session = four_eyes
    uid, sid = new_case(session, arun)
    workspace = make(qtbot, session, settings)
    view = opened(qtbot, workspace, uid)
    press(qtbot, Key.Key_D)  # Ana proposes to reject
    dialog = view.review.decision_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.choices)
    press(qtbot, Key.Key_2)
    qtbot.keyClicks(QApplication.focusWidget(), "Forged deed")
    press(qtbot, Key.Key_Return)
    press(qtbot, Key.Key_Return)
    book = four_eyes_book(session.action_log)
    qtbot.waitUntil(lambda: book.pending(sid) is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=10_000)

    session.actions.reviewer = LUIS  # the second reviewer at this desk
    view.review.refresh()
    view.documents.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.documents.tree)
    kept = answer_modal(qtbot, QMessageBox, [Key.Key_Return])  # Enter: the default, Cancel
    press(qtbot, Key.Key_F)
    assert kept.shown
    assert not kept.left_open
    assert kept.title == "Confirm the proposed decision"
    assert any("Ana" in text for text in kept.texts)
    assert kept.focus_at_start == "Cancel"
    assert not view.runner.busy
    assert book.pending(sid) is not None
    assert state_of(session, arun, uid, sid) == "CREATED"

    view.window().activateWindow()  # as the window manager does once a box is gone
    view.documents.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.documents.tree)
    said = answer_modal(qtbot, QMessageBox, [Key.Key_C])  # the yes-button's letter
    press(qtbot, Key.Key_F)
    assert said.shown
    assert not said.left_open
    qtbot.waitUntil(lambda: state_of(session, arun, uid, sid) == "REJECTED", timeout=10_000)
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=10_000)
    assert book.pending(sid) is None


def test_deactivating_a_viban_asks_the_real_question_enter_keeps_it(  # type: ignore[no-untyped-def]
    qtbot, qloop, session, helpers, account_with_viban, arun
) -> None:
    uid, aid, viban = account_with_viban
    session.context.choose_account(uid, aid)
    dialog = VirtualIbansDialog(session)  # its own confirm: the real question
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setFocus()
    qtbot.keyClicks(dialog.viban_id, viban.id)
    kept = answer_modal(qtbot, QMessageBox, [Key.Key_Return])  # Enter: the default, Keep it
    qtbot.keyClick(dialog.viban_id, Key.Key_Return)  # Enter in the id means Deactivate…
    assert kept.shown
    assert not kept.left_open
    assert kept.title == "Deactivate vIBAN"
    assert f"Deactivate the vIBAN {viban.account_number} (Tenants)?" in kept.texts
    assert kept.focus_at_start == "Keep it"
    assert [v.state for v in arun(helpers.list_virtual_ibans(aid))] == ["ACTIVE"]

    said = answer_modal(
        qtbot, QMessageBox, [(Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier), Key.Key_Space]
    )
    qtbot.keyClick(dialog.viban_id, Key.Key_Return)
    assert said.shown
    assert not said.left_open
    qtbot.waitUntil(lambda: dialog.state_at(0) == "Inactive", timeout=10_000)
    assert [v.state for v in arun(helpers.list_virtual_ibans(aid))] == ["INACTIVE"]
