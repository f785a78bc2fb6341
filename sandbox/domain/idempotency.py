"""Idempotency-Key: the same key and body replay the first answer; another body is a 409.

Looked up and stored inside the caller's write transaction, so two racing requests with
one key are serialized (SQLite: its write lock; PostgreSQL: a transaction advisory lock on the
key, taken before the lookup) and the second one replays the first.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from typing import Any

from sqlalchemy import Connection, bindparam, delete, select

from app.models.validation import FieldIssue
from sandbox.clock import epoch
from sandbox.db.engine import advisory_xact_lock
from sandbox.db.tables import idempotency_keys
from sandbox.errors import conflict, validation_error

MAX_KEY_LENGTH = 255
# Built once, bound at each execution (as sandbox/domain/ledger.py's, and for its reason).
_SWEEP = delete(idempotency_keys).where(idempotency_keys.c.created_at < bindparam("p_before"))
_FIND = select(idempotency_keys).where(
    idempotency_keys.c.merchant_id == bindparam("p_merchant"),
    idempotency_keys.c.key == bindparam("p_key"),
)
_REMEMBER = idempotency_keys.insert()


def fingerprint(endpoint: str, body: dict[str, Any]) -> str:
    canonical = json.dumps(
        {"endpoint": endpoint, "body": body}, sort_keys=True, separators=(",", ":")
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def check_key(key: str) -> str:
    key = key.strip()
    if not key or len(key) > MAX_KEY_LENGTH:
        raise validation_error(
            [FieldIssue("Idempotency-Key", f"Use a key of 1 to {MAX_KEY_LENGTH} characters.")]
        )
    return key


def replay(
    conn: Connection, merchant_id: str, key: str, endpoint: str, digest: str, retention: float
) -> tuple[int, Any] | None:
    """The stored (status, body) for this key, None if new; 409 if it was used differently."""
    # A racing duplicate waits here until the first commits, then finds its answer. The lock's
    # number is a hash: two keys sharing one merely take turns.
    advisory_xact_lock(conn, _lock_number(merchant_id, key))
    conn.execute(_SWEEP, {"p_before": epoch() - retention})
    row = conn.execute(_FIND, {"p_merchant": merchant_id, "p_key": key}).first()
    if row is None:
        return None
    if row.endpoint != endpoint or row.body_hash != digest:
        raise conflict(
            "This Idempotency-Key was already used for a different request; "
            "use a new key for a new payout."
        )
    return int(row.status), json.loads(row.response_json)


def _lock_number(merchant_id: str, key: str) -> int:
    """A 31-bit number for the key (advisory lock numbers are int4; 1 and 2 are the
    sandbox's own, so keys start above them)."""
    return 16 + zlib.crc32(f"{merchant_id}\x00{key}".encode()) % (2**31 - 16)


def remember(
    conn: Connection,
    merchant_id: str,
    key: str,
    endpoint: str,
    digest: str,
    status: int,
    body: Any,
) -> None:
    conn.execute(
        _REMEMBER,
        {
            "merchant_id": merchant_id,
            "key": key,
            "endpoint": endpoint,
            "body_hash": digest,
            "status": status,
            "response_json": json.dumps(body),
            "created_at": epoch(),
        },
    )
