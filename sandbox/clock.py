"""Timestamps as the spec writes them: ISO 8601 UTC with milliseconds and a Z.

``iso`` is the models' ``format_timestamp``: what the sandbox stores and what every response
carries (the response models format their timestamps with it too) are one form.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

from app.models.timestamps import format_timestamp


def utcnow() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    return format_timestamp(moment)


def now_iso() -> str:
    return iso(utcnow())


def epoch() -> float:
    return time.time()
