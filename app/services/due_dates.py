"""Ageing: how long a case has been open, when its current state is due, and how urgent it is.

Days open stop at a decision: an approved or rejected case is not getting older, and counting
on would put decided cases at the top of "oldest first" (Ballerine's metrics measure review
time as resolved - assigned, not now - created).

The due date is per state (Marble's SLA per inbox, Persona's SLA deadlines), counted from when
the case entered the state (the session's last change; its opening for a new one):

- CREATED, 1 business day: a new case is picked up within a day. Unit decides business
  applications under a 2-business-hour SLA once in manual review; picking one up is the first
  step of that, so a day is the outside figure.
- IN_REVIEW, 2 business days: Swipelux's initial KYB review takes 1-2 business days.
- NEEDS_MORE_INFO, 5 calendar days: the applicant's turn; standard reviews take 2-5 business
  days with the applicant's answers, and applicants answer at weekends too, so calendar days.

Decided cases have no due date. The urgency is a word (overdue, due today, on time), so the
queue never says it by colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum

from app.models.kyb_catalogue import FINAL_KYB_STATES, WAITING_FOR_APPLICANT


@dataclass(frozen=True)
class Sla:
    days: int
    business: bool  # weekdays only (Saturday and Sunday do not count)


SLA_BY_STATE: dict[str, Sla] = {
    "CREATED": Sla(1, business=True),
    "IN_REVIEW": Sla(2, business=True),
    WAITING_FOR_APPLICANT: Sla(5, business=False),
}


class Urgency(StrEnum):
    OVERDUE = "overdue"
    DUE_TODAY = "due_today"
    ON_TIME = "on_time"


URGENCY_ORDER = {Urgency.OVERDUE: 0, Urgency.DUE_TODAY: 1, Urgency.ON_TIME: 2}


def add_business_days(start: date, days: int) -> date:
    """``days`` weekdays after ``start`` (a start at a weekend counts from the Monday)."""
    day = start
    while day.weekday() >= 5:
        day += timedelta(days=1)
    added = 0
    while added < days:
        day += timedelta(days=1)
        if day.weekday() < 5:
            added += 1
    return day


def due_date(state: str, entered: datetime | None, zone_of: datetime | None = None) -> date | None:
    """The day the case's current state is due (in the zone of ``zone_of``, the reader's
    "now"; else UTC); None for a decided case, a state without an SLA, or an unknown start."""
    sla = SLA_BY_STATE.get(state)
    if sla is None or entered is None:
        return None
    zone = (zone_of.tzinfo if zone_of is not None else None) or UTC
    start = entered.astimezone(zone).date()
    if sla.business:
        return add_business_days(start, sla.days)
    return start + timedelta(days=sla.days)


def urgency(due: date | None, now: datetime) -> Urgency | None:
    if due is None:
        return None
    today = now.date()
    if today > due:
        return Urgency.OVERDUE
    if today == due:
        return Urgency.DUE_TODAY
    return Urgency.ON_TIME


def days_open(
    opened: datetime | None, state: str, last_change: datetime | None, now: datetime
) -> int | None:
    """Whole days from opening to now, or to the decision for a decided case (its last
    change: when the server moved it to APPROVED or REJECTED)."""
    if opened is None:
        return None
    end = (last_change or now) if state in FINAL_KYB_STATES else now
    return max(0, (end - opened).days)
