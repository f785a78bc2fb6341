"""Moments shown in local time or in UTC, always with the zone said.

A column names its zone once in its header ("Created (UTC+01:00)"); a cell whose own offset
differs from the header's (a summer date under a winter header) says its offset after the
time, so no time on screen is read in the wrong zone. The CSV export stays in UTC.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.views.language import spanish

DATE_MINUTES = "%Y-%m-%d %H:%M"
DATE_SECONDS = "%Y-%m-%d %H:%M:%S"


def date_format(fmt: str) -> str:
    """``fmt`` as the language on screen writes dates: ISO in English, day/month/year in
    Spanish; hours are 24-hour in both."""
    return fmt.replace("%Y-%m-%d", "%d/%m/%Y") if spanish() else fmt


def offset_text(offset: timedelta | None) -> str:
    """'UTC', 'UTC+01:00', 'UTC-03:30'."""
    if not offset:
        return "UTC"
    minutes = int(offset.total_seconds()) // 60
    sign = "+" if minutes >= 0 else "-"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours:02d}:{rest:02d}"


def zone_now(utc: bool) -> str:
    """The zone times are shown in, as of now: 'UTC', or this machine's offset."""
    return "UTC" if utc else offset_text(datetime.now().astimezone().utcoffset())


def moment_text(
    moment: datetime, utc: bool, fmt: str = DATE_SECONDS, zone: str | None = None
) -> str:
    """``moment`` in UTC or in local time. Its zone is said after it unless it is ``zone``,
    the one a column header already names."""
    shown = moment.astimezone(UTC) if utc else moment.astimezone()
    own = offset_text(shown.utcoffset())
    text = shown.strftime(date_format(fmt))
    return text if own == zone else f"{text} {own}"
