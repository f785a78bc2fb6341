"""The batch book fed from the journal: what earlier sessions and other desks recorded.

A batch's proposal, confirmation and return live only in the journal, like a case's marks
(``book_feed.py`` feeds the compliance workspace's books the same way). The bulk review page
and the confirmation dialog need them wherever the person is, the compliance workspace opened
or not: this feed reads the trusted chain once, off the UI thread, and then takes what other
desks append (``OtherDesks.arrived``, on a team store) as it comes. The door waits for that
first read before judging a start (``BatchApprovalBook.settled``), so a batch resumed right
after a restart is judged with the confirmation on record.

A QObject on the UI thread: the follower emits from its own thread, and a slot of an object
living here runs here, where the book is read.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot

from app.services.action_log import ActionLog
from app.services.batch_four_eyes import BatchApprovalBook, batch_approval_book

if TYPE_CHECKING:
    from app.services.journal import Journal


class BatchApprovalFeed(QObject):
    """One per session's action log (``log.book(BatchApprovalFeed)``), following one journal."""

    def __init__(self, log: ActionLog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book: BatchApprovalBook = batch_approval_book(log)
        self._journal: Journal | None = None
        self._environment = ""
        self._merchant = ""

    def follow(self, journal: Journal, environment: str, merchant: str) -> asyncio.Future[None]:
        """Read ``journal`` into the book (once: a second call returns the same reading) and
        take what other desks append to it from now on."""
        if self._journal is not journal:
            self._journal, self._environment, self._merchant = journal, environment, merchant
            others = journal.others
            if others is not None:  # connected before the read: nothing falls between them
                others.arrived.connect(self._arrived)
            self.book.reading = None
        reading = self.book.reading
        if reading is None or reading.cancelled() or _failed(reading):  # read (again)
            reading = self.book.reading = asyncio.ensure_future(self._read(journal))
        return reading

    async def _read(self, journal: Journal) -> None:
        entries = await asyncio.to_thread(journal.store.trusted_entries)
        self.book.replay_journal(entries, environment=self._environment, merchant=self._merchant)

    @Slot(object)
    def _arrived(self, entries: Sequence[Any]) -> None:
        self.book.replay_journal(
            entries, environment=self._environment, merchant=self._merchant, more=True
        )


def _failed(reading: asyncio.Future[None]) -> bool:
    return reading.done() and not reading.cancelled() and reading.exception() is not None


def follow_batch_approvals(
    log: ActionLog, journal: Journal | None, environment: str, merchant: str
) -> asyncio.Future[None] | None:
    """The session's batch book fed from its journal (None: the session writes no journal,
    and the book holds what this session did)."""
    if journal is None:
        return None
    return log.book(BatchApprovalFeed).follow(journal, environment, merchant)
