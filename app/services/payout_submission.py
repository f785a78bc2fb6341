"""One Idempotency-Key per confirmed payout, so that no way of retrying can pay twice.

The key is bound to the exact body the person confirmed: sending that body again (the
banner's Retry, or Submit once more after a network failure) reuses it, and the server
answers with the order it already made. A changed body, or a payout that succeeded, gets a
new key, so a second, deliberate payout is never mistaken for a retry.
"""

from __future__ import annotations

import json
import uuid
from typing import Any


def _fingerprint(body: dict[str, Any], path: str) -> str:
    return path + "\n" + json.dumps(body, sort_keys=True, separators=(",", ":"))


class PayoutSubmission:
    def __init__(self) -> None:
        self._fingerprint: str | None = None
        self._key: str | None = None

    @property
    def pending_key(self) -> str | None:
        """The key of a submission that has not (knowingly) succeeded yet."""
        return self._key

    def key_for(self, body: dict[str, Any], path: str) -> str:
        """The key to send with ``body`` to ``path``: the previous one if nothing changed."""
        fingerprint = _fingerprint(body, path)
        if self._key is None or fingerprint != self._fingerprint:
            self._key = str(uuid.uuid4())
            self._fingerprint = fingerprint
        return self._key

    def succeeded(self) -> None:
        """The payout exists: the next submission, even with the same body, is a new one."""
        self._key = None
        self._fingerprint = None
