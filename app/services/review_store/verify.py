"""Verify: what a reader can prove about the chain without trusting the store.

One pass in sequence order checks numbering, links and hashes, that every signed entry's key
was registered before it (or by it) and not revoked, that unsigned entries come only before
the first signed one ("unsigned, before reviewers"), and that every entry up to the head this
desk saw is the one it saw (``heads.Witness``). Signatures are then checked for entries past
that head (those below it are bound to the ones this desk already checked by the chain), on
two threads, with progress and a way to cancel. It says exactly what it proved, and where it
stopped: the first entry that does not fit.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from app.services.review_store.chain import GENESIS, entry_hash, signed_bytes
from app.services.review_store.heads import PREFIX, SeenHead
from app.services.review_store.schema import COLUMNS
from app.services.review_store.signing import (
    NAMED,
    REGISTERED,
    REVOKED,
    key_id_of,
    signature_holds,
)

Progress = Callable[[int, int], None]  # done, of
Cancelled = Callable[[], bool]
STEP = 2000


@dataclass(frozen=True)
class Verification:
    count: int  # entries that fit, from the first
    broken_at: int | None  # the seq of the first entry that does not fit, if any
    reason: str = ""
    unsigned: int = 0  # entries before reviewers (all at the start)
    reviewers: int = 0  # distinct authors of the signed entries that fit
    seen: SeenHead | None = None  # the head this desk saw, checked against
    seen_matched: bool = False
    signatures_checked: int = 0  # checked in this run (the rest are bound by the seen head)
    cancelled: bool = False
    hashes: list[str] = field(default_factory=list, repr=False, compare=False)

    @property
    def intact(self) -> bool:
        return self.broken_at is None and not self.cancelled


@dataclass
class _Walk:
    seen: SeenHead | None
    prefixes: bytes
    keys: dict[str, str] = field(default_factory=dict)  # key id -> public key hex
    revoked: dict[str, int] = field(default_factory=dict)  # key id -> seq of its revocation
    authors: set[str] = field(default_factory=set)
    pending: list[tuple[int, str, bytes, str]] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    unsigned: int = 0


def verify_rows(
    rows: Sequence[Sequence[Any]],
    seen: SeenHead | None,
    prefixes: bytes,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Verification:
    walk = _Walk(seen, prefixes)
    broken: tuple[int, str] | None = None
    total = len(rows)
    for index, values in enumerate(rows):
        if cancelled is not None and index % STEP == 0 and cancelled():
            return Verification(index, None, cancelled=True, seen=seen)
        row = dict(zip(COLUMNS, values, strict=True))
        problem = _check(walk, index + 1, row)
        if problem:
            broken = (int(row["seq"]), problem)
            break
    fits = len(walk.hashes)
    if broken is None and seen is not None and fits < seen.seq:
        broken = (
            fits + 1,
            f"entries {fits + 1}–{seen.seq} are missing: this desk saw the chain reach "
            f"entry {seen.seq} on {_when(seen.at)}",
        )
    failed = _signatures(walk.pending, total, progress, cancelled)
    if failed == -1:
        return Verification(fits, None, cancelled=True, seen=seen)
    if failed is not None and (broken is None or failed < broken[0]):
        broken = (failed, "its signature does not hold: it was changed or signed by another key")
    if broken is not None:
        good = broken[0] - 1
        return Verification(
            good,
            broken[0],
            broken[1],
            unsigned=min(walk.unsigned, good),
            seen=seen,
            signatures_checked=len(walk.pending),
        )
    matched = seen is not None and fits >= seen.seq and walk.hashes[seen.seq - 1] == seen.hash
    if seen is not None and not matched:  # every prefix matched but not the whole hash
        return Verification(seen.seq - 1, seen.seq, "it is not the entry this desk saw", seen=seen)
    return Verification(
        fits,
        None,
        unsigned=walk.unsigned,
        reviewers=len(walk.authors),
        seen=seen,
        seen_matched=matched,
        signatures_checked=len(walk.pending),
        hashes=walk.hashes,
    )


def _check(walk: _Walk, expected: int, row: dict[str, Any]) -> str:
    """'' if the entry fits so far; else why not (signatures come after, in bulk)."""
    seq = int(row["seq"])
    if seq != expected:
        return f"entry {expected} is missing before entry {seq}"
    prev = walk.hashes[-1] if walk.hashes else GENESIS
    if row["prev_hash"] != prev:
        return "its link to the entry before is broken"
    author = str(row["author_key"])
    message = signed_bytes(row) if author else b""
    digest = hashlib.sha256(message).hexdigest() if author else entry_hash(row)
    if digest != row["hash"]:
        return "its content was changed"
    seen_prefix = walk.prefixes[(seq - 1) * PREFIX : seq * PREFIX]
    if len(seen_prefix) == PREFIX and seen_prefix != bytes.fromhex(digest[: PREFIX * 2]):
        when = f" on {_when(walk.seen.at)}" if walk.seen else ""
        return f"it is not the entry this desk saw{when}: the chain was rewritten from here"
    if not author:
        if walk.authors or walk.keys:
            return "it is unsigned, after signed entries"
        walk.unsigned += 1
        walk.hashes.append(digest)
        return ""
    action = row["action"]
    detail = _detail(row) if action in (REGISTERED, REVOKED) else {}
    if action == REGISTERED and author not in walk.keys:
        public = str(detail.get("public_key", ""))
        try:
            holds = key_id_of(bytes.fromhex(public)) == author
        except ValueError:
            holds = False
        if not holds:
            return "it registers a public key that is not its author's"
        walk.keys[author] = public
    if author not in walk.keys:
        return "it is signed by a key no reviewer registered before it"
    if author in walk.revoked:
        return f"it is signed by a key revoked at entry {walk.revoked[author]}"
    if action == REVOKED:
        target = str(detail.get("key_id", ""))
        if target not in walk.keys:
            return "it revokes a key no reviewer registered"
        walk.revoked.setdefault(target, seq)
    if walk.seen is None or seq > walk.seen.seq or seq * PREFIX > len(walk.prefixes):
        walk.pending.append((seq, walk.keys[author], message, str(row["signature"])))
    walk.authors.add(author)
    walk.hashes.append(digest)
    return ""


def _signatures(
    pending: list[tuple[int, str, bytes, str]],
    total: int,
    progress: Progress | None,
    cancelled: Cancelled | None,
) -> int | None:
    """The seq of the first signature that does not hold; None if all hold; -1 if cancelled."""

    def check(job: tuple[int, str, bytes, str]) -> int | None:
        seq, public, message, signature = job
        return None if signature_holds(public, message, signature) else seq

    done = total - len(pending)
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="verify") as pool:
        for start in range(0, len(pending), STEP):
            if cancelled is not None and cancelled():
                return -1
            failed = [s for s in pool.map(check, pending[start : start + STEP]) if s is not None]
            if failed:
                return min(failed)
            done += min(STEP, len(pending) - start)
            if progress is not None:
                progress(done, total)
    if progress is not None:
        progress(total, total)
    return None


def _detail(row: dict[str, Any]) -> dict[str, Any]:
    try:
        found = json.loads(row["detail"])
    except (TypeError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def names_of(rows: Sequence[Sequence[Any]]) -> dict[str, str]:
    """Key id -> display name, as the entries registered and renamed them (unverified)."""
    names: dict[str, str] = {}
    action_at, author_at, detail_at = (COLUMNS.index(n) for n in ("action", "author_key", "detail"))
    for values in rows:
        if values[action_at] in (REGISTERED, NAMED) and values[author_at]:
            name = _detail({"detail": values[detail_at]}).get("name")
            if isinstance(name, str) and name:
                names[str(values[author_at])] = name
    return names


def _when(at: str) -> str:
    return at.replace("T", " ").replace("Z", " UTC")


class Tail:
    """The verified end of a chain a desk follows (other desks appending to a team store).

    Entries are taken in sequence, each checked as Verify checks it (numbering, link, hash,
    the hashes this desk saw, its key, then its signature), so what other desks append is
    trusted entry by entry without reading the whole chain again. The first entry that does
    not fit stops the tail for good: nothing after a break is ever taken (as
    ``JournalStore.trusted_entries`` keeps only what comes before it).
    """

    def __init__(self, seen: SeenHead | None, prefixes: bytes) -> None:
        self._walk = _Walk(seen, prefixes)
        self.broken: Verification | None = None

    @property
    def seq(self) -> int:
        """The last entry taken (0: none); past a break, the last before it."""
        return self.broken.count if self.broken is not None else len(self._walk.hashes)

    @property
    def hashes(self) -> list[str]:
        return self._walk.hashes

    def extend(self, rows: Sequence[Sequence[Any]]) -> int:
        """Take ``rows`` (the entries after ``seq``, in sequence order); how many of them fit
        from the first. When one does not, ``broken`` says which and why."""
        if self.broken is not None:
            return 0
        walk, start = self._walk, self.seq
        broken: tuple[int, str] | None = None
        for values in rows:
            row = dict(zip(COLUMNS, values, strict=True))
            problem = _check(walk, self.seq + 1, row)
            if problem:
                broken = (int(row["seq"]), problem)
                break
        failed = _signatures(walk.pending, len(walk.pending), None, None)
        walk.pending = []
        if failed is not None and (broken is None or failed < broken[0]):
            broken = (
                failed,
                "its signature does not hold: it was changed or signed by another key",
            )
        if broken is None:
            return self.seq - start
        self.broken = Verification(broken[0] - 1, broken[0], broken[1], seen=walk.seen)
        return max(0, broken[0] - 1 - start)

    def settle(self) -> None:
        """After the first read: the chain must reach, and hold, the head this desk saw."""
        seen = self._walk.seen
        if self.broken is not None or seen is None:
            return
        if self.seq < seen.seq:
            reason = (
                f"entries {self.seq + 1}–{seen.seq} are missing: this desk saw the chain "
                f"reach entry {seen.seq} on {_when(seen.at)}"
            )
            self.broken = Verification(self.seq, self.seq + 1, reason, seen=seen)
        elif self._walk.hashes[seen.seq - 1] != seen.hash:
            reason = "it is not the entry this desk saw"
            self.broken = Verification(seen.seq - 1, seen.seq, reason, seen=seen)
