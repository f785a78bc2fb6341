"""One session's books fed from its journal: the one replay path.

Marks, decisions and state moves (``ReviewBook``), claims (``ClaimBook``), four-eyes
proposals (``FourEyesBook``), notes (``NoteBook``) and flag dismissals (``FlagBook``) are
rebuilt from journal entries alone.
The workspace hands the trusted chain here once (``replay``); on a team store, what other
desks append arrives afterwards (``take``, from ``OtherDesks.arrived``), in sequence, and
goes after it. Entries are counted by sequence: arrivals past a gap (the first read ended
before the follower's first look) ask for the chain to be read again rather than fold out
of order; arrivals before the first read are kept until it is done.

A claim of this desk's reviewer that a replay shows did not take effect (another desk's
claim reached the store first: the store's order decides) is said with who holds the case
(``claim_lost``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.services.action_log import ActionLog
from app.services.claims import CLAIM_ACTION, claim_book
from app.services.deletions import deletion_book
from app.services.evidence.flag_book import flag_book
from app.services.four_eyes import four_eyes_book
from app.services.notes import note_book
from app.services.review import review_book
from app.services.reviewers import Reviewer
from app.services.team_book import event_data


def replay_books(
    log: ActionLog,
    entries: Sequence[Any],
    *,
    environment: str,
    merchant: str,
    more: bool = False,
) -> None:
    """Every book of the session's log takes the entries (``more``: they continue the ones
    it took before); views showing a case they touch hear it from their book."""
    review_book(log).replay_journal(entries, environment=environment, merchant=merchant)
    claim_book(log).replay_journal(entries, environment=environment, merchant=merchant, more=more)
    four_eyes_book(log).replay_journal(
        entries, environment=environment, merchant=merchant, more=more
    )
    note_book(log).replay_journal(entries, environment=environment, merchant=merchant)
    flag_book(log).replay_journal(entries, environment=environment, merchant=merchant)
    deletion_book(log).replay_journal(entries, environment=environment, merchant=merchant)


class BookFeed(QObject):
    reload_needed = Signal()  # arrivals do not continue what was read: read the chain again
    claim_lost = Signal(str, object)  # the case's uid, the Reviewer who holds it

    def __init__(
        self,
        log: ActionLog,
        environment: str,
        merchant: str,
        me: Callable[[], Reviewer],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._log = log
        self._environment = environment
        self._merchant = merchant
        self._me = me
        self._replayed: int | None = None  # the last seq the books took; None: reading
        self._waiting: list[Any] = []  # arrivals while the chain is read
        self._told: int | None = None  # the last seq whose lost claims were looked for

    @property
    def replayed(self) -> int | None:
        return self._replayed

    def replay(self, entries: Sequence[Any]) -> None:
        """The trusted chain, whole (the first read, or again after a gap)."""
        self._replay(entries, more=False)
        self._replayed = int(entries[-1].seq) if entries else 0
        if self._told is not None:  # read again after a gap: what came since may be news
            self._say_lost_claims([e for e in entries if int(e.seq) > self._told])
        self._told = self._replayed
        waiting, self._waiting = self._waiting, []
        if waiting:
            self.take(waiting)

    def reading(self) -> None:
        """The chain is being read again: arrivals wait for it."""
        self._replayed = None

    def take(self, entries: Sequence[Any]) -> None:
        """Entries another desk (or this one) appended, verified, in sequence."""
        if self._replayed is None:
            self._waiting.extend(entries)
            return
        new = [e for e in entries if int(e.seq) > self._replayed]
        if not new:
            return
        if int(new[0].seq) != self._replayed + 1:  # the first read ended before these began
            self._replayed = None
            self._waiting.extend(new)
            self.reload_needed.emit()
            return
        self._replay(new, more=True)
        self._replayed = self._told = int(new[-1].seq)
        self._say_lost_claims(new)

    def _replay(self, entries: Sequence[Any], *, more: bool) -> None:
        replay_books(
            self._log,
            entries,
            environment=self._environment,
            merchant=self._merchant,
            more=more,
        )

    def _say_lost_claims(self, entries: Sequence[Any]) -> None:
        me = self._me().key_id
        if not me:
            return
        book = claim_book(self._log)
        for entry in entries:
            if entry.action != CLAIM_ACTION or entry.author_key != me:
                continue
            if entry.environment != self._environment or entry.merchant != self._merchant:
                continue
            detail = str(entry.details.get("result", ""))
            uid = str((event_data(detail) or {}).get("uid", ""))
            for step in book.history(uid):
                if step.event.id == detail and not step.took_effect:
                    owner = book.owner(step.event.uid)
                    if owner is not None and owner.key_id != me:
                        self.claim_lost.emit(step.event.uid, owner)
