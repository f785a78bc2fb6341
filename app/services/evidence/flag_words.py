"""The small pieces every flag is made of, shared by checks.py, screening.py and ownership.py:
its stable key, its named facts, and numbers written the way the sentences write them."""

from __future__ import annotations

import re
from decimal import Decimal

from app.services.evidence.model import FlagKind


def flag_key(kind: FlagKind, subject: str, what: str) -> str:
    """``kind:subject:what``: ``what`` names the evidence, never a time or a score."""
    return f"{kind}:{subject or 'business'}:{what}"


def facts(**values: object) -> tuple[tuple[str, str], ...]:
    return tuple((name, str(value)) for name, value in values.items())


def sentence_end(text: str) -> str:
    """``text`` ending with a full stop (unless it already ends a sentence)."""
    text = text.strip()
    return text if re.search(r"[.!?]$", text) else f"{text}."


def percent_text(value: Decimal) -> str:
    """12.50 -> "12.5", 40.0 -> "40"."""
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text
