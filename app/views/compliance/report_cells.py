"""The report's smallest pieces, shared by its sections (``case_report.py``) and its evidence
(``report_evidence.py``): a value escaped for HTML, and a stored time as the report writes it.
"""

from __future__ import annotations

import html
from typing import Any

from app.services.case_timeline import moment_of


def escaped(value: Any) -> str:
    """``value`` as HTML text; None as nothing."""
    return html.escape("" if value is None else str(value))


def utc_time(value: Any) -> str:
    """A stored time as the report writes it: ``2026-11-23 10:00 UTC`` (the report is read
    away from this desk, so always UTC, said)."""
    moment = moment_of(value)
    return moment.strftime("%Y-%m-%d %H:%M UTC") if moment is not None else ""
