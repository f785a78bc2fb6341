"""Four-eyes decisions and claims in the case pane, by keyboard, on a sandbox profile that asks
for four eyes (what testers use to try it): D proposes (the dialog says "Propose", the session
does not move), the bar shows who proposed it, the proposer's F does nothing, a second
reviewer's F confirms it (after a question) and the session moves; B returns it with a reason;
C claims; a second reviewer's mark on a claimed case asks first, naming the owner."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.api.client import BankingClient
from app.services.action_log import Outcome
from app.services.claims import claim_book
from app.services.environments import Environment, EnvironmentKind
from app.services.four_eyes import four_eyes_book
from app.services.reviewers import Reviewer
from app.services.session import Session
from app.views.compliance.case_view import CaseView
from app.views.compliance.shortcuts_dialog import ShortcutsDialog
from app.views.compliance.workspace import ComplianceWorkspace
from tests.helpers.full_client import full_sandbox
from tests.views.test_compliance_workspace import make

Key = Qt.Key
ANA = Reviewer("a" * 64, "Ana")
LUIS = Reviewer("b" * 64, "Luis")


@pytest.fixture
def four_eyes(live_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    """A session on a sandbox profile with four eyes ON; Ana at the desk."""
    client = BankingClient(live_sandbox)
    try:
        arun(client.login("demo", "demo-key"))
        env = Environment(EnvironmentKind.SANDBOX, live_sandbox, four_eyes=True)
        session = Session(client, env, "demo")
        session.actions.reviewer = ANA
        yield session
    finally:
        arun(client.aclose())


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, key: Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(focused(), key)


def new_case(session: Session, arun) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    helpers = full_sandbox(session)
    uid = arun(helpers.create_user({"type": "BUSINESS", "company_name": "Cuatro Ojos SL"})).id
    return uid, arun(session.actions.start_kyb_session(uid)).id


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


def state_of(session: Session, arun, uid: str, sid: str) -> str:  # type: ignore[no-untyped-def]
    assert session.sandbox is not None
    return str(arun(session.sandbox.get_kyb_session(uid, sid)).state)


def test_propose_then_a_second_reviewer_confirms_by_keyboard(  # type: ignore[no-untyped-def]
    qtbot, qloop, four_eyes, settings, arun
) -> None:
    session = four_eyes
    uid, sid = new_case(session, arun)
    workspace = make(qtbot, session, settings)
    view = opened(qtbot, workspace, uid)
    team = view.review.team
    press(qtbot, Key.Key_D)
    dialog = view.review.decision_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.choices)
    press(qtbot, Key.Key_2)  # reject
    qtbot.keyClicks(focused(), "Forged deed")
    press(qtbot, Key.Key_Return)
    assert dialog.confirm_button.text() == "Propose: Reject the case"
    assert "second, different reviewer" in dialog.question.text()
    press(qtbot, Key.Key_Return)
    book = four_eyes_book(session.action_log)
    qtbot.waitUntil(lambda: book.pending(sid) is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=10_000)
    assert state_of(session, arun, uid, sid) == "CREATED"  # a proposal moves nothing
    assert "Ana" in team.pending.text()
    assert "waiting for a second reviewer" in team.pending.text()
    assert not team.confirm_button.isEnabled()  # Ana's own proposal
    asked: list[str] = []
    view.confirm = lambda title, question, yes: asked.append(question) or True
    view.documents.tree.setFocus()
    press(qtbot, Key.Key_F)
    assert asked == []  # the proposer's F does nothing

    session.actions.reviewer = LUIS  # the second reviewer at this desk
    view.review.refresh()
    assert team.confirm_button.isEnabled()
    view.documents.tree.setFocus()
    press(qtbot, Key.Key_F)
    assert len(asked) == 1
    assert "Ana" in asked[0]
    qtbot.waitUntil(lambda: state_of(session, arun, uid, sid) == "REJECTED", timeout=10_000)
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=10_000)
    actions = [(r.action, r.outcome, r.author) for r in session.action_log.records[-3:]]
    assert actions == [
        ("propose_decision", Outcome.DONE, ANA.key_id),
        ("confirm_decision", Outcome.DONE, LUIS.key_id),
        ("decide_case", Outcome.DONE, LUIS.key_id),
    ]
    assert team.pending.text() == ""
    assert not team.confirm_button.isVisible()


def test_a_second_reviewer_returns_the_proposal_with_a_reason(  # type: ignore[no-untyped-def]
    qtbot, qloop, four_eyes, settings, arun
) -> None:
    session = four_eyes
    uid, sid = new_case(session, arun)
    arun(session.actions.decide_case(uid, sid, "reject", "Forged deed"))
    workspace = make(qtbot, session, settings)
    view = opened(qtbot, workspace, uid)
    session.actions.reviewer = LUIS
    view.review.refresh()
    press(qtbot, Key.Key_B)
    dialog = view.review.team.return_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.reason)
    press(qtbot, Key.Key_Return)  # no reason: said beside the field, the dialog stays
    assert dialog.isVisible()
    assert not dialog.problem.isHidden()
    qtbot.keyClicks(focused(), "Only blurry")
    press(qtbot, Key.Key_Return)
    book = four_eyes_book(session.action_log)
    qtbot.waitUntil(lambda: book.pending(sid) is None, timeout=10_000)
    assert book.trail(sid)[-1].reason == "Only blurry"
    assert state_of(session, arun, uid, sid) == "CREATED"


def test_claim_by_key_and_a_second_reviewers_mark_asks_naming_the_owner(  # type: ignore[no-untyped-def]
    qtbot, qloop, four_eyes, settings, arun
) -> None:
    session = four_eyes
    uid, sid = new_case(session, arun)
    helpers = full_sandbox(session)
    arun(
        helpers.upload_kyb_document(
            uid, sid, file_name="deed.pdf", content=b"%PDF-1.4\n%%EOF\n", category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )
    )  # fmt: skip
    workspace = make(qtbot, session, settings)
    view = opened(qtbot, workspace, uid)
    claims = claim_book(session.action_log)
    press(qtbot, Key.Key_C)
    qtbot.waitUntil(lambda: claims.owner(uid) == ANA, timeout=10_000)
    assert view.review.team.owner.text() == "Claimed by you"
    assert view.review.team.claim_button.text() == "Release (C)"

    session.actions.reviewer = LUIS
    view.review.refresh()
    assert "Ana" in view.review.team.owner.text()
    assert not view.review.team.claim_button.isEnabled()  # held by Ana
    asked: list[Reviewer] = []
    view.review.team.ask_owner = lambda owner: asked.append(owner) or False
    view.documents.tree.setFocus()
    view.review.step_document(1)
    before = len(session.action_log.records)
    press(qtbot, Key.Key_A)
    assert asked == [ANA]
    assert len(session.action_log.records) == before  # said no: nothing recorded
    view.review.team.ask_owner = lambda owner: True
    press(qtbot, Key.Key_A)
    qtbot.waitUntil(lambda: len(session.action_log.records) == before + 2, timeout=10_000)
    done = [(r.action, r.outcome) for r in session.action_log.records[before:]]
    assert done == [("override_claim", Outcome.DONE), ("mark_document", Outcome.DONE)]


def test_the_team_keys_are_in_the_shortcuts_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ShortcutsDialog()
    qtbot.addWidget(dialog)
    keys = {
        dialog.table.topLevelItem(i).text(0)  # type: ignore[union-attr]
        for i in range(dialog.table.topLevelItemCount())
    }
    assert {"C", "G", "F", "B"} <= keys
