"""The period a statement covers: whole local days, from the first day's midnight to the
midnight after the last, so a movement at 23:59 on the 31st is in March and one at 00:00 on
the 1st of April is not. "This month" runs to the end of the month, not to now: the closing
balance of a month still under way is the balance so far."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from enum import StrEnum


class PeriodKind(StrEnum):
    THIS_MONTH = "this-month"
    LAST_MONTH = "last-month"
    CUSTOM = "custom"


@dataclass(frozen=True)
class Period:
    """``[start, end)`` as aware moments; ``first_day`` and ``last_day`` as the person chose
    them (both included)."""

    kind: PeriodKind
    first_day: date
    last_day: date
    start: datetime
    end: datetime

    def holds(self, moment: datetime) -> bool:
        return self.start <= moment < self.end


def local_zone() -> tzinfo:
    """This computer's zone as of now (a fixed offset; enough to cut a statement's days)."""
    zone = datetime.now().astimezone().tzinfo
    return zone if zone is not None else UTC


def _midnight(day: date, zone: tzinfo) -> datetime:
    return datetime.combine(day, time.min, tzinfo=zone)


def custom(first_day: date, last_day: date, zone: tzinfo | None = None) -> Period:
    """The days from ``first_day`` to ``last_day``, both included (given the wrong way round,
    they are swapped: the person meant the days between them)."""
    if last_day < first_day:
        first_day, last_day = last_day, first_day
    zone = zone or local_zone()
    return Period(
        PeriodKind.CUSTOM,
        first_day,
        last_day,
        _midnight(first_day, zone),
        _midnight(last_day + timedelta(days=1), zone),
    )


def _month(kind: PeriodKind, first: date, zone: tzinfo) -> Period:
    following = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
    last = following - timedelta(days=1)
    return Period(kind, first, last, _midnight(first, zone), _midnight(following, zone))


def this_month(today: date, zone: tzinfo | None = None) -> Period:
    return _month(PeriodKind.THIS_MONTH, today.replace(day=1), zone or local_zone())


def last_month(today: date, zone: tzinfo | None = None) -> Period:
    previous = today.replace(day=1) - timedelta(days=1)
    return _month(PeriodKind.LAST_MONTH, previous.replace(day=1), zone or local_zone())
