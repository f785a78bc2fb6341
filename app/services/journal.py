"""The audit journal: an append-only chain of entries, each signed by the reviewer who made it.

Entries live in the review store (app/services/review_store): SQLite in the data folder for one
desk, PostgreSQL for a team. Every entry carries the hash of the entry before it and its
author's Ed25519 signature over both; Verify checks every signature and link and the chain
against the head this desk has already seen (kept outside the store), and names the first
entry that does not fit. A chain found broken is not appended to: ``record`` refuses and the
window says how to recover (see docs/review-store.md).

Writes go through one background thread in order, so the UI thread never waits on the disk;
a write that fails is reported through ``failed`` (the window shows it), never swallowed.
Entries recorded while the thread is busy are appended together, in order, in one transaction
(one synced commit). While entries stream in (a batch's rows: the last group was written less
than ``group_window`` ago), the writer also waits until the oldest queued entry is that old,
so that the rows arriving meanwhile share its commit: each commit, connection and sync cost
about 1 ms of CPU, and one an entry or two made the journal the largest part of a batch's CPU
(docs/performance.md, "Bulk payouts"). An entry recorded after a quiet spell is written at
once; ``flush``, ``close`` and every other call to the writer do not wait for the window.
Nothing secret is ever written: the recorder passes summaries, never tokens or api keys.
"""

from __future__ import annotations

import getpass
import json
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.services.journal_entry import JournalEntry, entry_of
from app.services.journal_store import (
    BrokenJournalError,
    JournalStore,
    broken_sentence,
    export_jsonl,
)
from app.services.other_desks import INTERVAL, OtherDesks
from app.services.review_store.chain import GENESIS, entry_hash
from app.services.review_store.heads import SignedHead
from app.services.review_store.schema import HASHED
from app.services.review_store.signing import (
    NAMED,
    REGISTERED,
    KeyKeeper,
    SecretKeeper,
    SigningKey,
)
from app.services.review_store.verify import Cancelled, Progress, Verification
from app.services.reviewers import NOBODY, Reviewer

FIELDS = HASHED
T = TypeVar("T")
# Seconds a streamed entry may wait for the rows after it (the crash window grows by as much).
GROUP_WINDOW = 0.025
GROUP_MOST = 256  # entries queued beyond this are written without waiting for the window
__all__ = [
    "FIELDS",
    "GENESIS",
    "BrokenJournalError",
    "Journal",
    "JournalEntry",
    "JournalStore",
    "Verification",
    "broken_sentence",
    "entry_hash",
    "entry_of",
    "export_jsonl",
]


@cache
def os_user() -> str:
    """Asked once a process: where no variable names the user (a container, a service),
    ``getpass`` reads the password database, 30 to 50 us, and every entry asked it."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no such entry in the password database (containers)
        return "unknown"


class Journal(QObject):
    """Appends in order off the UI thread, signed by this desk's reviewer; says when a write
    failed, and what the start-up check found."""

    written = Signal(object)  # JournalEntry
    failed = Signal(str)  # a sentence for the person
    checked = Signal(object)  # Verification, from ``check``
    reviewer_changed = Signal(object)  # Reviewer

    def __init__(
        self,
        target: Path | str,
        parent: QObject | None = None,
        *,
        secrets: SecretKeeper | None = None,
        seen_folder: Path | None = None,
        group_window: float = GROUP_WINDOW,
    ) -> None:
        super().__init__(parent)
        self.store = JournalStore(target, seen_folder=seen_folder)
        self.keys = KeyKeeper(secrets, self.store.id)
        self._key: SigningKey | None = None
        self._fresh_key = False  # made here, and no person has named it yet
        self.reviewer: Reviewer = NOBODY
        self.broken: Verification | None = None  # set by a check that found the chain broken
        self._said_broken: Verification | None = None
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        # Recorded, not yet taken by the writer (with when, monotonic); a drain is queued
        # whenever this is not empty.
        self._queued: list[tuple[dict[str, str], Future[JournalEntry], float]] = []
        self._queue_lock = threading.Lock()
        self.group_window = group_window
        self._hurry = threading.Event()  # set: the writer waits for no more entries now
        self._last_written = -group_window  # monotonic, when the writer last wrote a group
        self.others: OtherDesks | None = None  # a team store: what other desks append

    @property
    def path(self) -> Path:
        """The SQLite file, or the data folder's stand-in for a PostgreSQL store's messages."""
        return self.store.path or Path(self.store.location)

    # --- who signs ---
    def needs_name(self) -> bool:
        """True until a person named the key this desk made for this store (asked once; a
        key made to sign an entry before anyone was asked still needs its name)."""
        return self._fresh_key or (self._key is None and self.keys.existing() is None)

    def name_reviewer(self, name: str) -> Future[Reviewer]:
        """Make (or find) this desk's key and register it under ``name`` with a signed entry;
        a later, different name is a signed ``reviewer_named`` entry."""
        return self._submit(self._ensure_reviewer, name.strip())

    def _ensure_reviewer(self, name: str = "") -> Reviewer:
        key = self._key or self.keys.existing()
        if key is None:
            self._fresh_key = True  # before the keyring holds it: needs_name stays true
            key = self.keys.make()
        self._key = key
        if name:
            self._fresh_key = False
        names = self.store.names()
        known = names.get(key.key_id)
        wanted = name or known or os_user()
        if key.key_id not in names:
            self._append_signed(
                self._fields(
                    REGISTERED, key.key_id, {"public_key": key.public_hex, "name": wanted}
                ),
                wanted,
            )
        elif name and name != known:
            self._append_signed(self._fields(NAMED, key.key_id, {"name": name}), name)
        reviewer = Reviewer(key.key_id, wanted)
        if reviewer != self.reviewer:
            self.reviewer = reviewer
            self.reviewer_changed.emit(reviewer)
        return reviewer

    # --- writing ---
    def record(
        self,
        *,
        environment: str,
        merchant: str,
        action: str,
        target: str,
        outcome: str,
        detail: Mapping[str, Any] | None = None,
    ) -> Future[JournalEntry]:
        """Queue one entry; returns at once. The time is taken now, not when written."""
        fields = {
            "at": _now(),
            "environment": environment,
            "merchant": merchant,
            "os_user": os_user(),
            "action": action,
            "target": target,
            "outcome": outcome,
            "detail": json.dumps(dict(detail or {}), sort_keys=True, ensure_ascii=False),
        }
        future: Future[JournalEntry] = Future()
        future.add_done_callback(self._report)
        with self._queue_lock:
            self._queued.append((fields, future, time.monotonic()))
            queued = len(self._queued)
        if queued >= GROUP_MOST:
            self._hurry.set()
        if queued == 1:  # later entries join this drain until it takes them
            try:
                self._writer.submit(self._drain)
            except RuntimeError as error:  # the journal was closed: nothing will write them
                with self._queue_lock:
                    lost, self._queued = self._queued, []
                for _fields, queued_future, _at in lost:
                    queued_future.set_exception(error)
                raise
        return future

    def _submit(self, call: Callable[..., T], *args: Any) -> Future[T]:
        """Work for the writer thread that must not wait for a group's window."""
        self._hurry.set()
        return self._writer.submit(call, *args)

    def _drain(self) -> None:
        """On the writer thread: every entry recorded so far, in order, in one transaction;
        while entries stream in, the ones recorded within the window of the oldest too.
        Anything submitted to the writer after an entry (a flush, a check) runs after it."""
        self._wait_for_the_group()
        self._hurry.clear()
        with self._queue_lock:
            taken, self._queued = self._queued, []
        taken = [item for item in taken if item[1].set_running_or_notify_cancel()]
        if not taken:
            return
        futures = [future for _fields, future, _at in taken]
        try:
            entries = self._append([fields for fields, _future, _at in taken])
        except BaseException as error:  # said once per entry, through ``failed``
            for future in futures:
                future.set_exception(error)
            if not isinstance(error, Exception):
                raise
            return
        finally:
            self._last_written = time.monotonic()
        for future, entry in zip(futures, entries, strict=True):
            future.set_result(entry)

    def _wait_for_the_group(self) -> None:
        """While entries stream in, until the oldest queued one is ``group_window`` old (or
        someone hurries the writer)."""
        now = time.monotonic()
        if not self.group_window or now - self._last_written >= self.group_window:
            return  # the first entry after a quiet spell is written at once
        with self._queue_lock:
            oldest = self._queued[0][2] if self._queued else now
        self._hurry.wait(max(0.0, oldest + self.group_window - now))

    def _append(self, many: Sequence[Mapping[str, str]]) -> list[JournalEntry]:
        if self.broken is not None:
            raise BrokenJournalError(self.broken)
        if self._key is None:
            self._ensure_reviewer()
        assert self._key is not None
        written = self.store.append_many(many, self._key, self.reviewer.name)
        for entry in written:
            self.written.emit(entry)
        return written

    def _append_signed(self, fields: Mapping[str, str], name: str) -> JournalEntry:
        assert self._key is not None
        entry = self.store.append(fields, self._key, name)
        self.written.emit(entry)
        return entry

    def _fields(self, action: str, key_id: str, detail: Mapping[str, str]) -> dict[str, str]:
        return {
            "at": _now(),
            "environment": "",
            "merchant": "",
            "os_user": os_user(),
            "action": action,
            "target": key_id,
            "outcome": "done",
            "detail": json.dumps(dict(detail), sort_keys=True, ensure_ascii=False),
        }

    def _report(self, future: Future[JournalEntry]) -> None:
        """On the writer thread: queued signals carry the outcome to the UI thread."""
        error = future.exception()
        if isinstance(error, BrokenJournalError):
            if error.result is not self._said_broken:  # once per check, not per entry
                self._said_broken = error.result
                self.failed.emit(broken_sentence(error.result, self.store.location))
        elif error is not None:
            self.failed.emit(
                f"The audit journal could not be written ({type(error).__name__}: {error}). "
                f"The action itself was carried out; check the review store {self.store.location}."
            )

    # --- checking ---
    def check(
        self, progress: Progress | None = None, cancelled: Cancelled | None = None
    ) -> Future[Verification]:
        """Verify on the writer thread (after what is queued); a broken chain stops appends."""

        def run() -> Verification:
            try:
                result = self.store.verify(progress, cancelled)
            except Exception as error:  # unreachable server, unreadable file: said, not lost
                self.failed.emit(
                    f"The review store {self.store.location} could not be read "
                    f"({type(error).__name__}: {error}). Check that it can be reached, then "
                    f"verify the journal again."
                )
                raise
            if not result.cancelled:
                self.broken = None if result.intact else result
                self._said_broken = self.broken  # whoever asked says it (window, Verify)
            self.checked.emit(result)
            return result

        return self._submit(run)

    def follow(self, interval: float | None = None) -> OtherDesks:
        """Follow the store for what other desks append (a team store; once)."""
        if self.others is None:
            self.others = OtherDesks(self, INTERVAL if interval is None else interval, self)
            self.others.start()
        return self.others

    def refuse_appends(self, result: Verification) -> bool:
        """A chain found broken while following it: nothing more is appended, as after a
        check. True if this is news (the check had not said it)."""
        if self.broken is not None:
            return False
        self.broken = self._said_broken = result
        return True

    def current_head(self) -> SignedHead | None:
        """The head now, signed by this desk's reviewer: for a bundle or report (blocks)."""

        def run() -> SignedHead | None:
            if self._key is None:
                self._ensure_reviewer()
            assert self._key is not None
            return self.store.signed_head(self._key)

        return self._submit(run).result(timeout=30)

    def flush(self, timeout: float | None = 10.0) -> None:
        """Wait until everything queued is written (sign-out, quit, tests)."""
        self._submit(lambda: None).result(timeout=timeout)

    def close(self) -> None:
        if self.others is not None:
            self.others.stop()
        self._hurry.set()
        self._writer.shutdown(wait=True)
        self.store.dispose()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
