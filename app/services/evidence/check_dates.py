"""Dates as documents and providers write them, read into ``date`` for the checks (expiry,
age, a bill's age): ISO, day-first numeric ("14.03.2025", "14/03/2025", "14 03 2025"), and
day-month-year with the month in words, Spanish or English, full or short ("14 de marzo de
2025", "14 MAR 2025", "14 MAR/MAR 2025" as ID cards print it)."""

from __future__ import annotations

import calendar
import re
import unicodedata
from datetime import date

MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        ("enero", "january", "ene", "jan"),
        ("febrero", "february", "feb"),
        ("marzo", "march", "mar"),
        ("abril", "april", "abr", "apr"),
        ("mayo", "may"),
        ("junio", "june", "jun"),
        ("julio", "july", "jul"),
        ("agosto", "august", "ago", "aug"),
        ("septiembre", "setiembre", "september", "sep", "sept", "set"),
        ("octubre", "october", "oct"),
        ("noviembre", "november", "nov"),
        ("diciembre", "december", "dic", "dec"),
    ),
    start=1,
):
    for _name in _names:
        MONTHS[_name] = _number

_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_NUMERIC = re.compile(r"(\d{1,2})\s*[./\- ]\s*(\d{1,2})\s*[./\- ]\s*(\d{4})")
_WORDS = re.compile(
    r"(\d{1,2})\s*(?:de\s+)?([a-z]{3,10})(?:\s*/\s*[a-z]{3,10})?\.?\s*(?:de(?:l)?\s+)?(\d{4})"
)


def _fold(text: str) -> str:
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    ).casefold()


def parse_date(text: str) -> date | None:
    """The date ``text`` states, or None when it states none (or an impossible one)."""
    folded = _fold(text)
    for pattern, order in ((_ISO, "ymd"), (_NUMERIC, "dmy"), (_WORDS, "dmy")):
        match = pattern.search(folded)
        if not match:
            continue
        parts = dict(zip(order, match.groups(), strict=True))
        month = MONTHS.get(parts["m"]) if not parts["m"].isdigit() else int(parts["m"])
        if month is None:
            continue
        try:
            return date(int(parts["y"]), month, int(parts["d"]))
        except ValueError:
            continue
    return None


def add_months(moment: date, months: int) -> date:
    """The same day ``months`` calendar months away (the month's last day when it is short)."""
    index = moment.year * 12 + moment.month - 1 + months
    year, month = divmod(index, 12)
    day = min(moment.day, calendar.monthrange(year, month + 1)[1])
    return date(year, month + 1, day)
