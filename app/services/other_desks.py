"""Other desks on one team store: what they append, read in sequence, verified, handed on.

Two reviewers on one PostgreSQL review store see each other's claims, marks, decisions,
proposals and notes within two seconds, without restarting. A thread of its own polls the
store's head (``SELECT seq, hash ... ORDER BY seq DESC LIMIT 1``, on the primary key) every
``interval`` seconds; when it moved, it reads the entries past the last one it trusted, in
sequence (never by clock), checks each as Verify does (link, hash, the hashes this desk saw,
key, signature: ``verify.Tail``), advances the head this desk has seen, and hands the entries
that hold to the UI thread (``arrived``). Why polling rather than LISTEN/NOTIFY:
docs/review-store.md. The first entry that does not verify is never handed on, nor anything
after it; it is said (``problem``), and the journal stops appending to the broken chain.

A single SQLite desk does not follow: nobody else appends to its file.
"""

from __future__ import annotations

import threading
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from app.services.journal_entry import entry_of
from app.services.review_store.store import ReviewStore
from app.services.review_store.verify import Tail, Verification, names_of
from app.services.translation import translate

INTERVAL = 0.5  # seconds between looks at the head: a mark shows within about half a second


class FollowedJournal(Protocol):
    """What following needs of the journal (journal.Journal): its store, its start-up
    check finished, and a way to stop it appending to a chain found broken. A protocol, so
    the journal imports this module and not the other way round."""

    @property
    def store(self) -> ReviewStore: ...

    def flush(self, timeout: float | None = ...) -> None: ...

    def refuse_appends(self, result: Verification) -> bool: ...


class OtherDesks(QObject):
    """Follows one team store for a journal; started by ``Journal.follow``."""

    arrived = Signal(object)  # list[JournalEntry]: verified, in sequence, contiguous
    problem = Signal(str)  # a sentence for the person: an entry refused, the store unreachable

    def __init__(
        self, journal: FollowedJournal, interval: float = INTERVAL, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._journal = journal
        self.interval = interval
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._tail: Tail | None = None
        self._names: dict[str, str] = {}
        self._unreachable = False

    @property
    def seq(self) -> int:
        """The last entry this desk trusts of the store (0 before the first read)."""
        return 0 if self._tail is None else self._tail.seq

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="other-desks", daemon=True)
            self._thread.start()

    def look_now(self) -> None:
        """Look at the head without waiting for the interval (a person's Refresh, tests)."""
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _run(self) -> None:
        try:
            self._journal.flush(timeout=None)  # the start-up check first: the seen head moves
        except Exception:  # a journal closed under us: nothing to follow
            return
        while not self._stop.is_set():
            try:
                self._look()
            except Exception as error:  # the server went away: said once, looked at again
                if not self._unreachable:
                    self._unreachable = True
                    self.problem.emit(
                        translate(
                            "OtherDesks",
                            "Teller cannot reach the team review store {0} ({1}), so what "
                            "other reviewers do does not show here now. It keeps trying; check "
                            "the network or ask whoever runs the store.",
                        ).format(self._journal.store.location, type(error).__name__)
                    )
            else:
                self._unreachable = False
            if self._tail is not None and self._tail.broken is not None:
                return  # nothing after a break is ever taken
            self._wake.wait(self.interval)
            self._wake.clear()

    def _look(self) -> None:
        """One look at the head; the entries past ours, if it moved, read and checked."""
        store = self._journal.store
        if self._tail is None:  # the first read: the whole chain, taken as this desk saw it
            tail = Tail(store.witness.head(), store.witness.prefixes())
            rows = store.rows()
            self._names.update(names_of(rows))
            fits = tail.extend(rows)
            tail.settle()
            self._tail = tail
            # handed on too: an entry another desk appended between the workspace's own
            # read of the chain and this first look would otherwise be in neither (the book
            # feed drops what it already took)
            self._settled(tail, rows[:fits] if tail.broken is None else [])
            return
        head = store.head()
        if head is None or head[0] <= self._tail.seq:
            return
        rows = store.rows_after(self._tail.seq)
        self._names.update(names_of(rows))
        fits = self._tail.extend(rows)
        self._settled(self._tail, rows[:fits])

    def _settled(self, tail: Tail, rows: list[tuple[object, ...]]) -> None:
        store = self._journal.store
        if tail.broken is None:
            store.witness.saw(tail.hashes)
        if rows:
            self.arrived.emit([entry_of(row, self._names) for row in rows])
        if tail.broken is not None and self._journal.refuse_appends(tail.broken):
            self.problem.emit(refused_sentence(tail.broken.broken_at, tail.broken.reason))


def refused_sentence(seq: int | None, reason: str) -> str:
    return translate(
        "OtherDesks",
        "An entry of the team review store did not verify (entry {0}: {1}), so Teller shows "
        "nothing from it or after it, and writes nothing more there; your action was carried "
        "out. Someone may have changed the store by hand: run Verify in the journal view and "
        "tell whoever keeps your records.",
    ).format(seq, reason)
