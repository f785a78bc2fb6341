"""One journal entry as Teller reads it: the signed row of the review store, with its
author's name beside it.

Apart from ``journal.py`` so that what reads rows off the store in another thread (the other
desks' follower, ``other_desks.py``) turns them into entries without importing the journal
that starts it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.services.review_store.schema import HASHED
from app.services.review_store.store import Row
from app.services.reviewers import Reviewer


@dataclass(frozen=True)
class JournalEntry:
    seq: int
    at: str  # UTC, ISO 8601 with milliseconds
    environment: str
    merchant: str
    os_user: str
    action: str
    target: str
    outcome: str
    detail: str  # JSON: idempotency key, the order that came back, the error's sentence…
    prev_hash: str
    hash: str
    author_key: str = ""  # the signing reviewer's key id; '' before reviewers
    signature: str = ""  # Ed25519 over the canonical entry, hex
    author_name: str = ""  # the name the author registered (or last gave), not signed here

    @property
    def details(self) -> dict[str, Any]:
        try:
            found = json.loads(self.detail)
        except ValueError:
            return {}
        return found if isinstance(found, dict) else {}

    @property
    def author(self) -> Reviewer:
        return Reviewer(self.author_key, self.author_name)


ROW = (*HASHED, "hash", "author_key", "signature")
ROW_AUTHOR = ROW.index("author_key")


def journal_entry(row: Row, author_name: str) -> JournalEntry:
    return JournalEntry(**dict(zip(ROW, row, strict=True)), author_name=author_name)


def entry_of(row: Row, names: Mapping[str, str]) -> JournalEntry:
    """A stored row as an entry, its author named as the store's entries name them."""
    return journal_entry(row, names.get(str(row[ROW_AUTHOR]), ""))
