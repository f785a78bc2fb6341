"""The case queue's row data: each case's cell texts and sort keys, worked out once when the
listing arrives (pure Python, safe in a worker thread), and the words its cells use. The
words keep the model's translation context ("CaseQueueModel")."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from app.services.due_dates import (
    SLA_BY_STATE,
    URGENCY_ORDER,
    Urgency,
    days_open,
    due_date,
    urgency,
)
from app.services.search.normalise import fold
from app.services.translation import translate
from app.views.compliance.case_source import CaseSummary, kyc_severity
from app.views.compliance.formatting import when
from app.views.compliance.queue_columns import NO_DUE_KEY
from app.views.widgets.terms import kyb_state_name, state_name
from app.views.widgets.visible_text import visible


def urgency_words() -> dict[Urgency, str]:
    return {
        Urgency.OVERDUE: translate("CaseQueueModel", "Overdue"),
        Urgency.DUE_TODAY: translate("CaseQueueModel", "Due today"),
        Urgency.ON_TIME: translate("CaseQueueModel", "On time"),
    }


def sla_text(state: str) -> str:
    """Why the day is due: the state's SLA, counted from when the case entered it."""
    sla = SLA_BY_STATE[state]
    words = (
        translate("CaseQueueModel", "{0}: due {1} business days after the case entered it")
        if sla.business
        else translate("CaseQueueModel", "{0}: due {1} days after the case entered it")
    )
    return words.format(kyb_state_name(state), sla.days)


def due_text(due: date | None, level: Urgency | None) -> str:
    """``Overdue · 2026-01-06``: the urgency in words, never by colour alone, then the day."""
    if due is None or level is None:
        return ""
    return translate("CaseQueueModel", "{0} · {1}").format(urgency_words()[level], due.isoformat())


def documents_text(live: int, deleted: int) -> str:
    """``4``, or ``4 (+1 deleted)`` when some were deleted."""
    if deleted:
        return translate("CaseQueueModel", "{0} (+{1} deleted)").format(live, deleted)
    return str(live)


class QueueRow:
    __slots__ = ("case", "cells", "keys", "search", "urgency")

    def __init__(self, case: CaseSummary, now: datetime, utc: bool, zone: str) -> None:
        self.case = case
        end = case.decided_at or case.last_change
        days = days_open(case.opened_at, case.state, end, now) if case.state else None
        local_now = now.astimezone() if not utc else now.astimezone(UTC)
        due = due_date(case.state, case.last_change or case.opened_at, local_now)
        self.urgency = urgency(due, local_now)
        self.cells: tuple[str, ...] = (
            visible(case.company),
            "",  # the owner: from the claims book, which changes without a new listing
            kyb_state_name(case.state) if case.state else translate("CaseQueueModel", "No session"),
            "",  # the flags: from the evidence service, read in the background
            documents_text(case.documents, case.deleted_documents) if case.state else "",
            str(case.shareholders),
            state_name(case.worst_kyc_state) if case.worst_kyc_state else "",
            when(case.opened_at, utc, zone),
            when(case.last_change, utc, zone),
            "" if days is None else str(days),
            due_text(due, self.urgency),
        )
        stamp = _stamp(case.opened_at)
        self.keys: tuple[Any, ...] = (
            case.company.casefold(),
            "",
            case.state or "",
            0,
            case.documents * 1000 + case.deleted_documents,
            case.shareholders,
            kyc_severity(case.worst_kyc_state),
            stamp,
            _stamp(case.last_change),
            -1 if days is None else days,
            (URGENCY_ORDER[self.urgency], due.toordinal())
            if due is not None and self.urgency is not None
            else NO_DUE_KEY,
        )
        self.search = fold(f"{case.company}\n{case.uid}")  # "andes logistica" finds Logística


def _stamp(moment: datetime | None) -> float:
    return moment.timestamp() if moment is not None else 0.0
