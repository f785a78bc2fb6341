"""How an entry is hashed and what its author signs.

Signed entries: SHA-256 and Ed25519 over ``canonical`` of the hashed fields, the author's key
id and the link to the entry before (``prev_hash``) with its sequence, so an entry cannot be
moved, renumbered or re-attributed without breaking its signature. Entries written before
reviewers (no ``author_key``) keep the hash they were written with: the same fields through
``json.dumps`` with ASCII escapes, as journal.py did then.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from app.services.review_store.canonical import canonical
from app.services.review_store.schema import HASHED

GENESIS = "0" * 64


def signed_bytes(row: Mapping[str, Any]) -> bytes:
    fields = {name: row[name] for name in HASHED}
    fields["author_key"] = row["author_key"]
    return canonical(fields)


def entry_hash(row: Mapping[str, Any]) -> str:
    """The hash an entry must carry (its link to the entry before included)."""
    if row.get("author_key"):
        return hashlib.sha256(signed_bytes(row)).hexdigest()
    legacy = json.dumps({name: row[name] for name in HASHED}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(legacy.encode()).hexdigest()
