"""Ageing: days open stop at a decision; each state is due after its SLA (business days for
Teller's own work, calendar days for the applicant's turn); the urgency is a word."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from app.services.due_dates import Urgency, add_business_days, days_open, due_date, urgency

FRIDAY = datetime(2026, 1, 2, 15, 0, tzinfo=UTC)  # 2 January 2026 is a Friday


def test_days_open_stop_at_a_decision() -> None:
    opened = FRIDAY - timedelta(days=10)
    now = FRIDAY + timedelta(days=30)
    assert days_open(opened, "APPROVED", FRIDAY, now) == 10
    assert days_open(opened, "REJECTED", FRIDAY, now) == 10
    assert days_open(opened, "IN_REVIEW", FRIDAY, now) == 40  # still open: counts on
    assert days_open(None, "IN_REVIEW", FRIDAY, now) is None


def test_business_days_skip_the_weekend() -> None:
    assert add_business_days(FRIDAY.date(), 1) == date(2026, 1, 5)  # Monday
    assert add_business_days(FRIDAY.date(), 2) == date(2026, 1, 6)
    assert add_business_days(date(2026, 1, 3), 1) == date(2026, 1, 6)  # from a Saturday


def test_each_state_has_its_due_date_and_a_decided_case_none() -> None:
    assert due_date("CREATED", FRIDAY) == date(2026, 1, 5)
    assert due_date("IN_REVIEW", FRIDAY) == date(2026, 1, 6)
    assert due_date("NEEDS_MORE_INFO", FRIDAY) == date(2026, 1, 7)  # calendar days
    assert due_date("APPROVED", FRIDAY) is None
    assert due_date("REJECTED", FRIDAY) is None
    assert due_date("IN_REVIEW", None) is None


def test_the_urgency_tag() -> None:
    due = date(2026, 1, 6)
    assert urgency(due, datetime(2026, 1, 5, 23, 0, tzinfo=UTC)) is Urgency.ON_TIME
    assert urgency(due, datetime(2026, 1, 6, 9, 0, tzinfo=UTC)) is Urgency.DUE_TODAY
    assert urgency(due, datetime(2026, 1, 7, 0, 1, tzinfo=UTC)) is Urgency.OVERDUE
    assert urgency(None, FRIDAY) is None
