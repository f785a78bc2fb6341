"""A simulation the server refuses at a field (an amount too small to deliver anything, a
network that does not carry the coin) is said once, at that field: the refusal comes back
as the answer, so the preview's task runner does not say it again in its banner, and the
preview's own line only points at the field."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TypeVar

from app.api.errors import ApiError

T = TypeVar("T")


async def answer_or_field_refusal(call: Awaitable[T]) -> T | ApiError:
    """``call``'s answer, or the refusal that names its fields (others are raised)."""
    try:
        return await call
    except ApiError as exc:
        if exc.details:
            return exc
        raise
