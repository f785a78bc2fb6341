"""A decided case stops ageing: the queue's "Days open" ends at the decision even when the case
changes later (a shareholder's KYC moving on), and the case header says how long it took
instead of counting "ago" to today."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.models.kyb_cases import KybCase
from app.models.onboarding import KybSession
from app.views.compliance.case_header import CaseHeader
from app.views.compliance.queue_model import DAYS_OPEN, CaseQueueModel
from app.views.compliance.sandbox_source import summary

NOW = datetime(2026, 3, 4, 12, 0, tzinfo=UTC)
OPENED = NOW - timedelta(days=40)
DECIDED = OPENED + timedelta(days=10)


def decided_case() -> KybCase:
    session = KybSession(id="s1", kyb_id=7, state="APPROVED", created_at=OPENED, updated_at=DECIDED)
    # The case list's last change: a shareholder's KYC moved on two days ago, after the decision.
    return KybCase.model_validate(
        {
            "userId": "u1",
            "companyName": "Zeta GmbH",
            "session": session.model_dump(mode="json", by_alias=True),
            "lastChange": (NOW - timedelta(days=2)).isoformat(),
        }
    )


def test_days_open_end_at_the_decision_not_at_later_activity(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = CaseQueueModel()
    model.times_in_utc = True
    model.set_cases([summary(decided_case())], now=NOW)
    qtmodeltester.check(model)
    assert model.index(0, DAYS_OPEN).data() == "10"


def test_the_header_of_a_decided_case_says_how_long_it_took(qtbot) -> None:  # type: ignore[no-untyped-def]
    header = CaseHeader()
    qtbot.addWidget(header)
    header.times_in_utc = True
    session = KybSession(id="s1", kyb_id=7, state="REJECTED", created_at=OPENED, updated_at=DECIDED)
    header.show_case("u1", "Zeta GmbH", session)
    line = header.session_line.text()
    assert "decided 10 d later" in line
    assert "ago" not in line
    open_session = session.model_copy(update={"state": "IN_REVIEW"})
    header.show_case("u1", "Zeta GmbH", open_session)
    assert " ago)" in header.session_line.text()  # still open: it keeps counting
