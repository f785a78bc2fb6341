"""Ids inside request paths: percent-encoded, so a typed or pasted id stays one segment.

Without this an id such as ``x/../y`` or ``abc?x=1`` would reach another endpoint or add
query parameters; a person pasting ids by hand must only ever get "not found".
"""

from __future__ import annotations

from urllib.parse import quote

from app.api.errors import ValidationFailed
from app.models.validation import FieldIssue


def seg(value: str, name: str) -> str:
    """``value`` as one path segment; an empty or dot-only id is refused before sending."""
    text = str(value).strip()
    if not text or set(text) == {"."}:
        message = "Enter an id." if not text else f"“{text}” is not an id."
        raise ValidationFailed(message, details=[FieldIssue(name, message)])
    return quote(text, safe="")
