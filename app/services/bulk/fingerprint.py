"""What a batch's second person confirms, made comparable: the fingerprint of its rows'
payloads, and the journal's names for proposing, confirming and returning a batch.

Below the four-eyes rules (batch_four_eyes.py), which are named there too: the bulk package's
review and summary read these, and importing the rules for them made the package and the
rules import each other. The fingerprint leaves the rows' idempotency keys out (made once per
batch, no part of what a person checks); any change to an amount, a recipient or a row's
order changes it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from app.services.bulk.model import BatchRow

PROPOSE_BATCH_ACTION = "propose_batch"
CONFIRM_BATCH_ACTION = "confirm_batch"
RETURN_BATCH_ACTION = "return_batch"
BATCH_FOUR_EYES_ACTIONS = frozenset(
    {PROPOSE_BATCH_ACTION, CONFIRM_BATCH_ACTION, RETURN_BATCH_ACTION}
)


def fingerprint(payloads: Iterable[tuple[str, Mapping[str, Any]]]) -> str:
    """SHA-256 of the rows' canonical payloads, in the order they are sent: each row's kind and
    request body (sorted keys, no spaces), never its idempotency key."""
    canonical = json.dumps(
        [[kind, dict(body)] for kind, body in payloads],
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def rows_fingerprint(rows: Sequence[BatchRow]) -> str:
    """The fingerprint of stored rows (as reviewed, or read back to resume)."""
    ordered = sorted(rows, key=lambda row: row.index)
    return fingerprint((row.kind.value, row.body) for row in ordered)
