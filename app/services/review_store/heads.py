"""What this desk has seen of a store, kept apart from it: the witness a rewrite must match.

A hash chain alone proves nothing to someone who can rewrite the whole file or table; a head
remembered elsewhere does (Certificate Transparency's lesson). Per store (named by its
location, which nobody inside the store can change) two small files in the desk's config
folder: ``seen-<id>.json`` with the highest (sequence, hash) this desk verified or appended,
and when; ``seen-<id>.bin`` with the first 8 bytes of every seen entry's hash, so a rewrite
below the head is named at its first entry, not only "somewhere before 412".
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

PREFIX = 8  # bytes of each seen hash kept


@dataclass(frozen=True)
class SeenHead:
    seq: int
    hash: str
    at: str  # when this desk saw it, UTC ISO 8601


@dataclass(frozen=True)
class SignedHead:
    """A head as a bundle or report carries it: signed by the reviewer who made them."""

    seq: int
    hash: str
    signer: str  # the reviewer's key id
    signature: str  # Ed25519 over canonical({"seq", "hash", "store"}), hex
    store: str = ""  # the store's id (hash of its location)


def store_id(location: str) -> str:
    return hashlib.sha256(location.encode()).hexdigest()[:16]


def now_utc() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


class Witness:
    """The seen head of one store; with no folder (tests, a desk without a config folder),
    nothing is remembered and verification says it was checked against no head."""

    def __init__(self, folder: Path | None, location: str) -> None:
        self.folder = folder
        self.id = store_id(location)
        # The journal's writer (its own appends) and a desk following the store (what other
        # desks append) both move the head: one at a time, so it never goes back.
        self._lock = threading.Lock()

    @property
    def _head_path(self) -> Path | None:
        return None if self.folder is None else self.folder / f"seen-{self.id}.json"

    @property
    def _prefix_path(self) -> Path | None:
        return None if self.folder is None else self.folder / f"seen-{self.id}.bin"

    def head(self) -> SeenHead | None:
        path = self._head_path
        if path is None or not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return SeenHead(int(data["seq"]), str(data["hash"]), str(data["at"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def prefixes(self) -> bytes:
        path = self._prefix_path
        if path is None or not path.exists():
            return b""
        return path.read_bytes()

    def saw(self, hashes: list[str], *, at: str | None = None) -> None:
        """Entries 1..len(hashes) were verified: remember the ones past the seen head."""
        if self.folder is None or not hashes:
            return
        with self._lock:
            head = self.head()
            if head is not None and head.seq >= len(hashes):
                return
            known = self._known()
            self._write(hashes[known:], known, len(hashes), hashes[-1], at)

    def saw_appended_run(self, seq: int, prev_hash: str, digests: list[str]) -> None:
        """Our own appends ``seq``, ``seq + 1``… (their hashes in order, the first linked to
        ``prev_hash``) extend the head only if they follow the head seen (checked)."""
        if self.folder is None or not digests:
            return
        with self._lock:
            head = self.head()
            if head is None or head.seq != seq - 1 or head.hash != prev_hash:
                return
            if self._known() != head.seq:
                return
            self._write(digests, head.seq, seq + len(digests) - 1, digests[-1], None)

    def _known(self) -> int:
        """How many hashes the prefix file holds (its size: not read whole on every entry)."""
        path = self._prefix_path
        return 0 if path is None or not path.exists() else path.stat().st_size // PREFIX

    def _write(self, new: list[str], known: int, seq: int, digest: str, at: str | None) -> None:
        assert self.folder is not None
        head_path, prefix_path = self._head_path, self._prefix_path
        assert head_path is not None
        assert prefix_path is not None
        self.folder.mkdir(parents=True, exist_ok=True)
        with prefix_path.open("r+b" if prefix_path.exists() else "wb") as out:
            out.seek(known * PREFIX)
            out.write(b"".join(bytes.fromhex(h[: PREFIX * 2]) for h in new))
            out.truncate()
        temporary = head_path.with_suffix(".tmp")
        temporary.write_text(
            json.dumps({"seq": seq, "hash": digest, "at": at or now_utc()}), encoding="utf-8"
        )
        os.replace(temporary, head_path)
