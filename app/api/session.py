"""The bearer token and its expiry, read from the JWT's ``exp`` without verifying it."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import UTC, datetime


def token_expiry(token: str) -> datetime | None:
    """The ``exp`` claim of a JWT, or None if the token does not carry one we can read."""
    try:
        payload = token.split(".")[1]
        padded = payload + "=" * (-len(payload) % 4)
        claims = json.loads(base64.urlsafe_b64decode(padded))
        return datetime.fromtimestamp(int(claims["exp"]), UTC)
    except (IndexError, ValueError, KeyError, TypeError, OverflowError, OSError):
        return None  # unreadable or out of range (a year past 9999): treat as unknown


@dataclass
class Session:
    token: str | None = None
    expires_at: datetime | None = None

    @property
    def signed_in(self) -> bool:
        return self.token is not None

    def start(self, token: str) -> None:
        self.token = token
        self.expires_at = token_expiry(token)

    def end(self) -> None:
        self.token = None
        self.expires_at = None

    def seconds_left(self, now: datetime | None = None) -> float | None:
        if self.expires_at is None:
            return None
        return (self.expires_at - (now or datetime.now(UTC))).total_seconds()
