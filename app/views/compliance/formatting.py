"""How the compliance screens write times, spans and sizes: times as the orders screens do
(local time or UTC as the person chose, the zone always said: by a column's header, else
after the time); spans in the two largest units a reviewer reads at a glance."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.services.translation import translate
from app.views.widgets.times import DATE_MINUTES, moment_text, zone_now


def when(moment: datetime | None, utc: bool = False, zone: str | None = None) -> str:
    """``2026-01-31 10:30 UTC+01:00``; without the zone when it is ``zone`` (the one a header
    names); '' for none."""
    return moment_text(moment, utc, DATE_MINUTES, zone) if moment is not None else ""


def zone(utc: bool) -> str:
    """The zone times are shown in now ('UTC', 'UTC+01:00'), for a header to name."""
    return zone_now(utc)


def span(delta: timedelta) -> str:
    """``3 d 4 h``, ``5 h 12 min``, ``40 s``: the two largest units that are not zero."""
    seconds = max(0, int(delta.total_seconds()))
    days, rest = divmod(seconds, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes, secs = divmod(rest, 60)
    if days:
        return (
            translate("compliance", "{0} d {1} h").format(days, hours)
            if hours
            else translate("compliance", "{0} d").format(days)
        )
    if hours:
        return (
            translate("compliance", "{0} h {1} min").format(hours, minutes)
            if minutes
            else translate("compliance", "{0} h").format(hours)
        )
    if minutes:
        return translate("compliance", "{0} min").format(minutes)
    return translate("compliance", "{0} s").format(secs)


def days_between(start: datetime | None, end: datetime | None = None) -> int | None:
    if start is None:
        return None
    end = end or datetime.now(UTC)
    return max(0, (end - start).days)


def size(count: int | None) -> str:
    """``812 B``, ``40.0 KB``, ``2.4 MB`` (units of 1,024)."""
    if count is None:
        return ""
    if count < 1024:
        return translate("compliance", "{0} B").format(count)
    if count < 1024 * 1024:
        return translate("compliance", "{0:.1f} KB").format(count / 1024)
    return translate("compliance", "{0:.1f} MB").format(count / (1024 * 1024))
