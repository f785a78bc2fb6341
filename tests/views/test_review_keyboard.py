"""Review by keyboard alone: from the queue to a decision with key presses into whatever has
the focus: J/K move between documents, A approves one, U asks for a re-upload (a number picks
the reason), D decides (a number, a reason, Enter, Enter to confirm), N opens the next case.
Approval is refused, naming the re-upload and the shareholder whose KYC has not passed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.services.review import Decision, Mark
from app.views.compliance.documents_list import MARK
from app.views.compliance.queue_model import COMPANY
from tests.views.test_compliance_workspace import case, listed, make  # noqa: F401

Key = Qt.Key


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, key: Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(focused(), key)


def test_a_case_is_reviewed_and_decided_by_keyboard(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def,no-redef]  # noqa: F811
    workspace = make(qtbot, session, settings)
    queue = workspace.queue
    row = listed(qtbot, workspace, case.uid)
    queue.table.setCurrentIndex(queue.proxy.index(row, COMPANY))
    queue.table.setFocus()
    below = queue.proxy.index(row + 1, COMPANY).data(Qt.ItemDataRole.UserRole)
    press(qtbot, Key.Key_Return)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    bar, documents = view.review, view.documents
    assert bar.approve_button.text() == "Approve (A)"  # every key is shown on its button

    press(qtbot, Key.Key_J)
    first = documents.selected()
    assert first is not None
    press(qtbot, Key.Key_A)
    qtbot.waitUntil(lambda: first.id in bar.marks(), timeout=5_000)
    assert bar.marks()[first.id].mark is Mark.APPROVED
    assert documents.item_for(first.id).text(MARK).endswith("Approved")

    press(qtbot, Key.Key_J)
    second = documents.selected()
    assert second is not None
    assert second.id != first.id
    press(qtbot, Key.Key_U)
    dialog = bar.mark_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.reasons)
    press(qtbot, Key.Key_3)  # unreadable or blurry
    assert focused() is dialog.comment
    qtbot.keyClicks(focused(), "scan cut off")
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: second.id in bar.marks(), timeout=5_000)
    mark = bar.marks()[second.id]
    assert (mark.mark, mark.reason, mark.comment) == (Mark.REUPLOAD, "unreadable", "scan cut off")
    assert "Unreadable or blurry" in documents.item_for(second.id).toolTip(MARK)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is documents.tree)
    press(qtbot, Key.Key_K)
    assert documents.selected().id == first.id

    qtbot.waitUntil(lambda: QApplication.focusWidget() is documents.tree)
    press(qtbot, Key.Key_D)
    decide = bar.decision_dialog
    assert decide is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is decide.choices)
    press(qtbot, Key.Key_1)  # approve: refused, saying why
    qtbot.keyClicks(focused(), "All in order")
    press(qtbot, Key.Key_Return)
    assert decide.pages.currentIndex() == 0
    refusal = decide.problem.text()
    assert f"{second.file_name}: Re-upload requested" in refusal
    assert first.file_name not in refusal  # approved: no obstacle
    assert "Marta Ibarra: KYC In review, not passed" in refusal

    qtbot.keyClick(focused(), Key.Key_Backtab)
    assert focused() is decide.choices
    press(qtbot, Key.Key_2)  # reject
    assert focused() is decide.reason
    press(qtbot, Key.Key_Return)  # a reason is written: the confirmation comes
    assert decide.pages.currentIndex() == 1
    assert "final decision" in decide.question.text()
    assert focused() is decide.confirm_button
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: bar.decision() is not None, timeout=5_000)
    decision = bar.decision()
    assert (decision.decision, decision.reason, decision.state) == (
        Decision.REJECT,
        "All in order",
        "REJECTED",
    )
    qtbot.waitUntil(lambda: view.header.state.text() == "Rejected", timeout=10_000)
    actions = [r.action for r in session.action_log.records]
    assert actions[-3:] == ["mark_document", "mark_document", "decide_case"]

    assert below is not None  # the other businesses of the shared sandbox are listed too
    view.documents.tree.setFocus()
    press(qtbot, Key.Key_N)
    assert view.uid == below
    qtbot.waitUntil(lambda: view.case is not None and view.case.uid == below, timeout=10_000)


def test_help_lists_the_review_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.views.compliance.shortcuts_dialog import ShortcutsDialog

    dialog = ShortcutsDialog()
    qtbot.addWidget(dialog)
    keys = [dialog.table.topLevelItem(i).text(0) for i in range(dialog.table.topLevelItemCount())]
    assert {"J", "K", "A", "R", "U", "D", "N"} <= set(keys)
