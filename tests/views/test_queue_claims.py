"""The queue with owners: who holds each case (kept current as claims arrive), "Mine" and
"Unclaimed" beside the state filter, the due day said in words, and a warning naming the
owner before a case someone else holds is opened by the keyboard."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt

from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.claims import CLAIM_ACTION, ClaimBook, ClaimEvent
from app.services.reviewers import Reviewer
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import (
    COMPANY,
    DAYS_OPEN,
    DUE,
    MINE,
    OWNER,
    UNCLAIMED,
    CaseFilterProxy,
    CaseQueueModel,
)
from app.views.compliance.queue_view import CaseQueueView
from tests.views.event_waits import resized

ANA = Reviewer("a" * 64, "Ana")
LUIS = Reviewer("b" * 64, "Luis")
NOW = datetime(2026, 3, 4, 12, 0, tzinfo=UTC)  # a Wednesday


def cases() -> list[CaseSummary]:
    return [
        CaseSummary("u1", "Acme SL", session_id="s1", state="IN_REVIEW", opened_at=NOW,
                    last_change=NOW - timedelta(days=7)),
        CaseSummary("u2", "Beta Ltd", session_id="s2", state="CREATED", opened_at=NOW,
                    last_change=NOW - timedelta(hours=20)),
        CaseSummary("u3", "Zeta GmbH", session_id="s3", state="APPROVED",
                    opened_at=NOW - timedelta(days=40), last_change=NOW - timedelta(days=30)),
    ]  # fmt: skip


def claim(log: ActionLog, uid: str, who: Reviewer) -> None:
    event = ClaimEvent(uid, who.key_id, who.name)
    log.record(ActionRecord(CLAIM_ACTION, uid, Outcome.DONE, event.id, author=who.key_id))


def companies(proxy: CaseFilterProxy) -> list[str]:
    return [proxy.index(r, COMPANY).data() for r in range(proxy.rowCount())]


def test_owners_mine_and_unclaimed(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    log = ActionLog()
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    me = ANA
    view.watch_claims(ClaimBook(log), lambda: me)
    view.model.set_cases(cases(), now=NOW)
    claim(log, "u1", ANA)
    claim(log, "u2", LUIS)  # heard at once: no new listing needed
    qtmodeltester.check(view.model)
    model = view.model
    owners = {uid: model.index(model.row_of(uid) or 0, OWNER).data() for uid in ("u1", "u2", "u3")}
    assert owners == {"u1": "Ana (you)", "u2": "Luis", "u3": ""}
    luis_row = model.row_of("u2") or 0
    assert "bbbbbbbb" in model.index(luis_row, OWNER).data(Qt.ItemDataRole.ToolTipRole)
    view.who_filter.setCurrentIndex(view.who_filter.findData(MINE))
    assert companies(view.proxy) == ["Acme SL"]
    view.who_filter.setCurrentIndex(view.who_filter.findData(UNCLAIMED))
    assert companies(view.proxy) == ["Zeta GmbH"]
    claim(log, "u3", ANA)  # the filter follows the claims as they come
    assert companies(view.proxy) == []
    me = LUIS  # another reviewer at this desk: "Mine" is theirs
    view.show_owners()
    view.who_filter.setCurrentIndex(view.who_filter.findData(MINE))
    assert companies(view.proxy) == ["Beta Ltd"]
    view.proxy.set_filter("CREATED", "")  # with the state filter too
    assert companies(view.proxy) == ["Beta Ltd"]
    view.proxy.set_filter("IN_REVIEW", "")
    assert companies(view.proxy) == []
    qtmodeltester.check(view.proxy)


def test_days_open_stop_at_a_decision_and_the_due_day_is_said_in_words(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = CaseQueueModel()
    model.times_in_utc = True
    model.set_cases(cases(), now=NOW)
    qtmodeltester.check(model)
    assert model.index(2, DAYS_OPEN).data() == "10"  # decided after 10 days: not 40
    assert model.index(0, DUE).data() == "Overdue · 2026-02-27"  # in review since Wed 25th
    assert model.index(1, DUE).data() == "Due today · 2026-03-04"
    assert model.index(2, DUE).data() == ""  # decided: nothing is due
    assert "2 business days" in model.index(0, DUE).data(Qt.ItemDataRole.ToolTipRole)
    model.sort(DUE)  # the most urgent first, decided cases last
    assert [model.index(r, COMPANY).data() for r in range(3)] == [
        "Acme SL",
        "Beta Ltd",
        "Zeta GmbH",
    ]


def test_opening_a_case_someone_else_holds_asks_naming_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = ActionLog()
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    view.watch_claims(ClaimBook(log), lambda: ANA)
    asked: list[Reviewer] = []
    answer = [False]

    def ask(owner: Reviewer) -> bool:
        asked.append(owner)
        return answer[0]

    view.ask_owner = ask
    view.set_cases(cases())
    claim(log, "u2", LUIS)
    opened: list[str] = []
    overrides: list[str] = []
    view.open_requested.connect(opened.append)
    view.override_requested.connect(overrides.append)
    view.show()
    view.select("u2")
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert asked == [LUIS]
    assert opened == []  # said no: nothing opened
    answer[0] = True
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert opened == ["u2"]
    assert overrides == ["u2"]  # the door is asked to record it
    view.select("u1")  # nobody holds it: no question
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert opened == ["u2", "u1"]
    assert len(asked) == 2


def test_the_company_is_never_squeezed_by_the_columns_beside_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With Owner and Due beside it, the company (the column a reviewer reads first) was
    the stretch column and got what the others left: "Blue Harb…" at 1182 px. It keeps at
    least 200 px; the table scrolls sideways first."""
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    view.set_cases(cases())
    assert view.table.columnWidth(COMPANY) >= 200
    resized(qtbot, view, view.table, 700, 500)
    assert view.table.columnWidth(COMPANY) >= 200
