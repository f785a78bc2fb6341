"""The audit journal: an append-only, hash-chained record of what was done from this desk.

Every entry carries the SHA-256 of the entry before it, and its own hash covers all its
fields and that link; editing, inserting or deleting any entry breaks the chain from there on,
and ``verify`` names the first entry that no longer fits. The store is SQLite in the data
folder; triggers refuse UPDATE and DELETE through SQLite, and anything done to the file
outside Teller is what ``verify`` is for.

Writes go through one background thread in order, so the UI thread never waits on the disk;
a write that fails is reported through ``failed`` (the window shows it), never swallowed.
Nothing secret is ever written: the recorder passes summaries, never tokens or api keys.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import json
import sqlite3
import threading
from collections.abc import Iterable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

GENESIS = "0" * 64
SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    environment TEXT NOT NULL,
    merchant TEXT NOT NULL,
    os_user TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    outcome TEXT NOT NULL,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS entries_no_update BEFORE UPDATE ON entries
BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END;
CREATE TRIGGER IF NOT EXISTS entries_no_delete BEFORE DELETE ON entries
BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END;
"""
FIELDS = (
    "seq",
    "at",
    "environment",
    "merchant",
    "os_user",
    "action",
    "target",
    "outcome",
    "detail",
    "prev_hash",
)


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

    @property
    def details(self) -> dict[str, Any]:
        try:
            found = json.loads(self.detail)
        except ValueError:
            return {}
        return found if isinstance(found, dict) else {}


@dataclass(frozen=True)
class Verification:
    count: int
    broken_at: int | None  # the seq of the first entry that does not fit, if any
    reason: str = ""

    @property
    def intact(self) -> bool:
        return self.broken_at is None


def entry_hash(fields: Mapping[str, Any]) -> str:
    """SHA-256 over the entry's fields (its link to the previous entry included)."""
    canonical = json.dumps(
        {name: fields[name] for name in FIELDS}, sort_keys=True, separators=(",", ":")
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def os_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no such entry in the password database (containers)
        return "unknown"


class JournalStore:
    """The SQLite file; every method runs on the journal's writer thread or in a test."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, isolation_level=None)
        connection.executescript(SCHEMA)
        return connection

    def append(self, fields: Mapping[str, str]) -> JournalEntry:
        with self._lock, contextlib.closing(self._connect()) as db:
            db.execute("BEGIN IMMEDIATE")
            last = db.execute("SELECT seq, hash FROM entries ORDER BY seq DESC LIMIT 1").fetchone()
            seq, prev = (last[0] + 1, last[1]) if last else (1, GENESIS)
            row: dict[str, Any] = {**fields, "seq": seq, "prev_hash": prev}
            digest = entry_hash(row)
            db.execute(
                "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                [row[name] for name in FIELDS] + [digest],
            )
            db.execute("COMMIT")
        return JournalEntry(**row, hash=digest)

    def entries(self) -> list[JournalEntry]:
        if not self.path.exists():
            return []
        with self._lock, contextlib.closing(self._connect()) as db:
            rows = db.execute(
                f"SELECT {', '.join(FIELDS)}, hash FROM entries ORDER BY seq"
            ).fetchall()
        return [JournalEntry(*row) for row in rows]

    def verify(self) -> Verification:
        """Walk the chain from the first entry; name the first that does not fit."""
        prev, expected_seq, count = GENESIS, 1, 0
        for entry in self.entries():
            fields = asdict(entry)
            if entry.seq != expected_seq:
                return Verification(
                    count, entry.seq, f"entry {expected_seq} is missing before entry {entry.seq}"
                )
            if entry.prev_hash != prev:
                return Verification(count, entry.seq, "its link to the entry before is broken")
            if entry_hash(fields) != entry.hash:
                return Verification(count, entry.seq, "its content was changed")
            prev, expected_seq, count = entry.hash, expected_seq + 1, count + 1
        return Verification(count, None)


class Journal(QObject):
    """Appends in order off the UI thread; says when a write failed."""

    written = Signal(object)  # JournalEntry
    failed = Signal(str)  # a sentence for the person

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = JournalStore(path)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")

    @property
    def path(self) -> Path:
        return self.store.path

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
            "at": datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "environment": environment,
            "merchant": merchant,
            "os_user": os_user(),
            "action": action,
            "target": target,
            "outcome": outcome,
            "detail": json.dumps(dict(detail or {}), sort_keys=True, ensure_ascii=False),
        }
        future = self._writer.submit(self.store.append, fields)
        future.add_done_callback(self._report)
        return future

    def _report(self, future: Future[JournalEntry]) -> None:
        """On the writer thread: queued signals carry the outcome to the UI thread."""
        error = future.exception()
        if error is not None:
            self.failed.emit(
                f"The audit journal could not be written ({type(error).__name__}: {error}). "
                f"The action itself was carried out; check the data folder {self.path.parent}."
            )
        else:
            self.written.emit(future.result())

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything queued is written (sign-out, quit, tests)."""
        self._writer.submit(lambda: None).result(timeout=timeout)

    def close(self) -> None:
        self._writer.shutdown(wait=True)


def export_jsonl(entries: Iterable[JournalEntry], path: Path) -> int:
    """One JSON object per line, hashes included, so the export can be checked too."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for entry in entries:
            out.write(json.dumps(asdict(entry), ensure_ascii=False, sort_keys=True) + "\n")
            count += 1
    return count
