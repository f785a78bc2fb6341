"""Decisions on the seeded cases, by keyboard where a reviewer meets them (issue 22, findings
1-4): Mercado Verde's five unreviewed documents refuse D → Approve, each named; "Request more
information" says it is not final and leaves the case waiting for the applicant in the queue
and the case; reason "Other" with an empty comment is refused in the dialog; the Sandbox
menu's testers' tool cannot approve past the rules, and a state it sets is journalled by name
and reported as such, never "No decision yet" beside it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from shiboken6 import isValid

from app.services.action_log import Outcome
from app.services.review import Decision, Mark
from app.services.session import Session
from app.views.compliance.case_report import case_data, report_html
from app.views.compliance.case_view import CaseView
from app.views.compliance.queue_model import STATE
from app.views.compliance.workspace import ComplianceWorkspace
from app.views.sandbox_tools.menu import SandboxMenu
from tests.helpers.seeded_world import seeded_sandbox_at, seeded_session
from tests.views.test_compliance_workspace import listed, make, row_of

Key = Qt.Key
MERCADO = "Mercado Verde SA de CV"
ANDES = "Andes Logística SAS"
LOTUS = "Lotus Components Ltd"
BLUE = "Blue Harbor Imports LLC"


@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A sandbox with the seeded KYB cases (docs/sandbox.md), for this module's tests; each
    test uses a case of its own."""
    with seeded_sandbox_at(tmp_path_factory.mktemp("seeded")) as base_url:
        yield base_url


@pytest.fixture
def seeded(seeded_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    # the door judges flags on the evidence: the cards' dates come from the provider's
    # payload, so OCR (minutes on a loaded machine; its own tests) is left off here
    with seeded_session(seeded_sandbox, arun) as session:
        yield session


def uid_of(session: Session, arun, company: str) -> str:  # type: ignore[no-untyped-def]
    assert session.sandbox is not None
    cases = arun(session.sandbox.kyb_cases())
    return next(c.user_id for c in cases if c.company_name == company)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, key: Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(focused(), key)


def opened(qtbot, workspace: ComplianceWorkspace, uid: str) -> CaseView:  # type: ignore[no-untyped-def]
    workspace.open_case(uid)
    view = workspace.case
    qtbot.waitUntil(
        lambda: view.case is not None and view.case.uid == uid and not view.runner.busy,
        timeout=10_000,
    )
    view.documents.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.documents.tree)
    return view


def test_unreviewed_documents_refuse_approval_by_keyboard(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, settings, arun
) -> None:
    """Finding 2: Mercado Verde's five documents are not reviewed: D, 1, a reason, Enter
    stays on the first step naming each of them, and the door refuses the same approval."""
    uid = uid_of(seeded, arun, MERCADO)
    workspace = make(qtbot, seeded, settings)
    view = opened(qtbot, workspace, uid)
    assert view.case is not None
    names = [d.file_name for d in view.case.documents if d.deleted_at is None]
    assert len(names) == 5
    press(qtbot, Key.Key_D)
    dialog = view.review.decision_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.choices)
    press(qtbot, Key.Key_1)  # approve
    qtbot.keyClicks(focused(), "Everything looks fine")
    press(qtbot, Key.Key_Return)
    assert dialog.pages.currentIndex() == 0  # no confirmation: refused, saying why
    refusal = dialog.problem.text()
    assert refusal.startswith("Approval is refused while:")
    for name in names:
        assert f"{name}: not reviewed" in refusal
    assert "KYC" not in refusal  # both shareholders passed
    # every line in sight: the dialog grew to hold the refusal, not squeezed it over the field
    assert dialog.height() >= dialog.sizeHint().height()
    dialog.reject()

    before = len(seeded.action_log.records)
    sid = view.case.session.id  # type: ignore[union-attr]
    task = view.review.decide(Decision.APPROVE.value, "Everything looks fine")  # past the view
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    record = seeded.action_log.records[before]
    assert (record.action, record.outcome) == ("decide_case", Outcome.REFUSED)
    assert view.banner.isVisible()
    assert f"{names[0]}: not reviewed" in view.banner.text  # the door's refusal, said here
    assert arun(seeded.sandbox.get_kyb_session(uid, sid)).state == "APPROVED"  # as seeded
    assert view.review.decision() is None

    # The report does not call the seeded APPROVED state undecided.
    data = case_data(view.case, {}, view.review.book.changes(sid), seeded.action_log.records)
    said = report_html(data)
    assert "No decision yet" not in said
    assert "No decision in Teller's journal: the session's state <b>Approved</b>" in said


def test_more_information_is_not_final_and_waits_for_the_applicant(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, settings, arun
) -> None:
    """Finding 3: the confirmation says the case returns to the applicant; the session moves
    to NEEDS_MORE_INFO, shown in the case and the queue as waiting for the applicant."""
    uid = uid_of(seeded, arun, LOTUS)
    workspace = make(qtbot, seeded, settings)
    view = opened(qtbot, workspace, uid)
    press(qtbot, Key.Key_D)
    dialog = view.review.decision_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.choices)
    press(qtbot, Key.Key_3)  # more information
    qtbot.keyClicks(focused(), "Send the sworn translation's stamp page")
    press(qtbot, Key.Key_Return)
    assert dialog.pages.currentIndex() == 1
    question = dialog.question.text()
    assert "This is not a final decision" in question
    assert "the case returns to the applicant" in question
    assert "This is a final decision." not in question
    assert focused() is dialog.confirm_button
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: view.review.decision() is not None, timeout=10_000)
    decision = view.review.decision()
    assert decision is not None
    assert (decision.decision, decision.state) == (Decision.MORE_INFO, "NEEDS_MORE_INFO")
    qtbot.waitUntil(lambda: view.header.state.text() == "Waiting for the applicant", timeout=10_000)
    assert "Needs more information" in view.header.state.toolTip()  # the state, in words
    assert not view.header.start_button.isEnabled()  # still open: not a new case

    workspace.show_queue()
    row = listed(qtbot, workspace, uid)
    qtbot.waitUntil(
        lambda: (
            workspace.queue.proxy.index(row_of(workspace, uid) or row, STATE).data()
            == "Waiting for the applicant"
        ),
        timeout=10_000,
    )
    queue = workspace.queue
    wide = queue.table.fontMetrics().horizontalAdvance("Waiting for the applicant")
    assert queue.table.columnWidth(STATE) > wide  # said whole, not "Waiting for the …"
    queue.state_filter.setCurrentIndex(queue.state_filter.findData("NEEDS_MORE_INFO"))
    assert row_of(workspace, uid) is not None  # filtered as waiting, not as CREATED
    queue.state_filter.setCurrentIndex(queue.state_filter.findData("CREATED"))
    assert row_of(workspace, uid) is None


def test_other_without_a_comment_is_refused_in_the_dialog(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, settings, arun
) -> None:
    """Finding 4: R, the number of "Other", Enter with no comment: the dialog stays open,
    says a comment is needed and has the comment field focused; nothing is marked."""
    uid = uid_of(seeded, arun, BLUE)
    workspace = make(qtbot, seeded, settings)
    view = opened(qtbot, workspace, uid)
    bar = view.review
    press(qtbot, Key.Key_J)
    document = view.documents.selected()
    assert document is not None
    press(qtbot, Key.Key_R)
    dialog = bar.mark_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.reasons)
    press(qtbot, Key.Key_5)  # Other
    assert dialog.reasons.chosen() == "other"
    assert focused() is dialog.comment
    assert "required for Other" in dialog.comment.placeholderText()
    before = len(seeded.action_log.records)
    press(qtbot, Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.problem.isVisible()
    assert "needs a comment" in dialog.problem.text()
    assert focused() is dialog.comment
    assert len(seeded.action_log.records) == before  # nothing went to the door
    assert document.id not in bar.marks()
    qtbot.keyClicks(focused(), "The stamp is pasted on")
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: document.id in bar.marks(), timeout=5_000)
    mark = bar.marks()[document.id]
    assert (mark.mark, mark.reason, mark.comment) == (
        Mark.REJECTED,
        "other",
        "The stamp is pasted on",
    )


def test_the_testers_tool_cannot_approve_past_the_rules_and_journals_the_state(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, arun, tmp_path: Path
) -> None:
    """Finding 1, the testers' path: the Sandbox menu's tool says it is one; into APPROVED it
    is refused naming Andes' blockers and sends nothing; a state it sets is journalled by name
    and the report says a testers' tool set it."""
    uid = uid_of(seeded, arun, ANDES)
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    menu = SandboxMenu(seeded, window)
    assert "testers' tool" in menu.kyb_state_tool.action.text()
    assert "Move a KYB case to any s" in menu.kyb_state_tool.action.text()
    menu.kyb_state_tool.action.trigger()
    dialog = menu.kyb_state_tool.dialog
    assert dialog is not None
    assert "A testers' tool" in dialog.findChild(QWidget, "said").text()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: dialog.case.count() > 0, timeout=10_000)
    dialog.case.setCurrentIndex(
        next(i for i in range(dialog.case.count()) if dialog.case.itemData(i)[0] == uid)
    )
    _uid, sid, _state = dialog.chosen()  # type: ignore[misc]
    assert arun(seeded.sandbox.get_kyb_session(uid, sid)).state == "IN_REVIEW"
    dialog.state.setCurrentIndex(dialog.state.findData("APPROVED"))
    dialog.reason.setFocus()
    qtbot.keyClicks(focused(), "testing the approved screen")
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.problem.isVisible(), timeout=10_000)
    refusal = dialog.problem.text()
    label = dialog.problem
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))  # all of it
    assert refusal.startswith("Approval is refused while:")
    assert "not reviewed" in refusal
    assert "Andrés Felipe Cárdenas Rojas: KYC Rejected, not passed" in refusal
    assert "Rodrigo Salazar Mejía: KYC Pending, not passed" in refusal
    assert (  # the evidence's flags stand between the case and an approval too
        "Flag not dismissed: Andrés Felipe Cárdenas Rojas's identity document expired on "
        "2025-03-14." in refusal
    )
    assert dialog.isVisible()
    assert dialog.reason.text() == "testing the approved screen"  # nothing typed is lost
    record = seeded.action_log.records[-1]
    assert (record.action, record.outcome) == ("set_kyb_session_state", Outcome.REFUSED)
    assert arun(seeded.sandbox.get_kyb_session(uid, sid)).state == "IN_REVIEW"

    dialog.state.setCurrentIndex(dialog.state.findData("REJECTED"))
    dialog.reason.setFocus()
    press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible(), timeout=10_000)
    assert arun(seeded.sandbox.get_kyb_session(uid, sid)).state == "REJECTED"
    record = seeded.action_log.records[-1]
    assert (record.action, record.outcome) == ("set_kyb_session_state", Outcome.DONE)
    assert json.loads(record.detail)["state"] == "REJECTED"
    assert "moved to Rejected" in window.statusBar().currentMessage()

    from app.services.review import review_book
    from app.views.compliance.source_choice import source_for

    case = arun(source_for(seeded).case(uid))
    book = review_book(seeded.action_log)
    said = report_html(case_data(case, {}, book.changes(sid), seeded.action_log.records))
    assert "No decision yet" not in said
    assert "moved to <b>Rejected</b> by a testers' tool" in said
