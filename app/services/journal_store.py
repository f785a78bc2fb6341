"""The review store read as audit journal entries, and what is said of it: a chain that does
not verify (``BrokenJournalError`` and its sentence) and an export a reader can check. Every
call blocks: the journal (journal.py) makes them on its writer thread.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path

from app.services.journal_entry import ROW, JournalEntry, entry_of, journal_entry
from app.services.review_store.signing import SigningKey
from app.services.review_store.store import ReviewStore
from app.services.review_store.verify import Verification


class BrokenJournalError(RuntimeError):
    """The chain does not verify: nothing more is appended until someone looks."""

    def __init__(self, result: Verification) -> None:
        super().__init__(f"entry {result.broken_at} does not fit: {result.reason}")
        self.result = result


class JournalStore(ReviewStore):
    """The store read as journal entries; every method blocks (writer thread or a test)."""

    def append(  # type: ignore[override]
        self, fields: Mapping[str, str], key: SigningKey | None = None, author_name: str = ""
    ) -> JournalEntry:
        """``author_name``: the name the signer goes by (not signed: entries name keys)."""
        return self.append_many([fields], key, author_name)[0]

    def append_many(  # type: ignore[override]
        self,
        many: Sequence[Mapping[str, str]],
        key: SigningKey | None = None,
        author_name: str = "",
    ) -> list[JournalEntry]:
        """Entries in order in one transaction (all or none), as ``append``."""
        name = author_name if key else ""
        rows = super().append_many(many, key)
        return [journal_entry(tuple(row[column] for column in ROW), name) for row in rows]

    def entries(self) -> list[JournalEntry]:
        rows = self.rows()
        names = self.names(rows)
        return [entry_of(row, names) for row in rows]

    def trusted_entries(self) -> list[JournalEntry]:
        """The entries before the first that does not verify: what marks and decisions may be
        rebuilt from (a flipped mark past a break never reaches a case)."""
        rows = self.rows()  # read once: the entries given are the rows verified
        result = self.verify(rows=rows)
        names = self.names(rows)
        kept = rows if result.intact else rows[: result.count]
        return [entry_of(row, names) for row in kept]


def broken_sentence(result: Verification, location: str) -> str:
    return (
        f"The audit journal is broken at entry {result.broken_at} ({result.reason}), so Teller "
        f"writes nothing more to it; the action itself was carried out. Export the journal "
        f"for the record, then move the review store aside ({location}) so Teller starts a "
        f"new one, and tell whoever keeps your records."
    )


def export_jsonl(entries: Iterable[JournalEntry], path: Path) -> int:
    """One JSON object per line, hashes and signatures included, so the export can be
    checked too."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for entry in entries:
            out.write(json.dumps(asdict(entry), ensure_ascii=False, sort_keys=True) + "\n")
            count += 1
    return count
