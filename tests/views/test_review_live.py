"""Against a server that speaks only the spec, a decision is recorded in the journal only:
the dialog says the API has no decision operation, and nothing is sent; an approval, which
Teller cannot check there (no document or shareholder can be listed), is refused."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

import dataclasses

from app.services.environments import EnvironmentKind
from app.services.session import Session
from tests.views.test_compliance_workspace import case, make  # noqa: F401


def test_a_live_server_decision_is_recorded_only(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def,no-redef]
    live = Session(
        client=session.client,
        environment=dataclasses.replace(session.environment, kind=EnvironmentKind.CUSTOM),
        api_code=session.api_code,
    )
    workspace = make(qtbot, live, settings)
    view = workspace.case
    workspace.open_case(case.uid)
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    bar = view.review
    assert not bar.decide_button.isEnabled()
    assert "none is known here" in bar.decide_button.toolTip()
    view.start_session()  # the spec has it: now the case has a session Teller knows
    qtbot.waitUntil(lambda: bar.decide_button.isEnabled(), timeout=10_000)
    session_id = view.case.session.id
    dialog = bar.open_decision()
    assert dialog is not None
    assert "API has no decision operation" in dialog.note.text()
    assert "recorded in Teller's audit journal only" in dialog.note.text()
    dialog.choices.setCurrentRow(0)  # approve: Teller cannot read what it would rest on
    dialog.reason.setText("Looks fine")
    assert not dialog.to_confirm()
    assert "cannot list the case's documents" in dialog.problem.text()
    dialog.choices.setCurrentRow(2)  # more information
    dialog.reason.setText("Send the articles")
    before = len(live.client.request_log.entries())
    assert dialog.to_confirm()
    assert "not a final decision" in dialog.question.text()
    assert "recorded in Teller's journal only" in dialog.question.text()
    dialog.confirm_button.click()
    qtbot.waitUntil(lambda: bar.decision() is not None, timeout=5_000)
    decision = bar.decision()
    assert decision is not None
    assert "Send the articles" in bar.status.text()
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=5_000)  # the case read again…
    assert view.case.session is not None  # …keeps the session it started (none is listed)
    assert bar.decision() == decision
    assert decision.state is None  # recorded, nothing moved
    assert decision.session_id == session_id
    sent = live.client.request_log.entries()[before:]
    assert all(e.method == "GET" for e in sent)  # at most the case read again
    assert live.action_log.records[-1].action == "decide_case"
