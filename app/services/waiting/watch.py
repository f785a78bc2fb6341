"""The waiting list of one signed-in session, kept fresh.

Every ``interval_ms`` (and soon after the door records a payout, an OTP, a hand-made step or
a batch) it asks the merchant's order list again, reads the batch store off the UI thread and
folds the batch and case books; the list is rebuilt from those answers each time, never
patched, so what a restart shows is what a refresh shows. Nothing is read on the UI thread:
requests are awaited on the loop, the store and the journal are read in worker threads.

It keeps going while the window is hidden or in the background: that is when a payout that
settles or fails is worth a notification (``finished``). It waits while the session's token
has ended (a request would only fail) and goes on after a sign-in again.

Answers are bound to the session they were asked for (its client, environment and merchant
are the watch's own) and to the watch's generation: one that lands after ``stop`` is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.api.errors import ApiError, AuthenticationFailed
from app.models.orders import OrderSummary
from app.services.action_log import ActionRecord
from app.services.batch_approval_feed import follow_batch_approvals
from app.services.batch_four_eyes import batch_approval_book
from app.services.bulk.model import Batch
from app.services.four_eyes import four_eyes_book
from app.services.waiting.compose import (
    GRACE,
    batch_items,
    confirmation_items,
    order_items,
)
from app.services.waiting.door_memory import DoorMemory
from app.services.waiting.items import WaitingItem, WaitingKind, sort_items
from app.services.waiting.orders import FINAL_STATES, MAX_PAGES, ServerPicture, read_server
from app.services.waiting.seen import SeenMarks, SettingsStore

if TYPE_CHECKING:
    from app.services.journal import Journal
    from app.services.session import Session

log = logging.getLogger(__name__)

INTERVAL_MS = 60_000  # two or three list requests a minute; a payout ending is told within it
SOON_MS = 400  # after the door acted: the server has the change, one look for several acts


def _now() -> datetime:
    return datetime.now(UTC)


class WaitingWatch(QObject):
    changed = Signal()  # the items, or what went wrong reading them
    finished = Signal(object)  # OrderSummary: a watched payout settled or failed

    def __init__(
        self,
        session: Session,
        settings: SettingsStore,
        *,
        journal: Journal | None = None,
        batch_store: Path | None = None,
        interval_ms: int = INTERVAL_MS,
        soon_ms: int = SOON_MS,
        grace: timedelta = GRACE,
        otp_from: int | None = None,
        max_pages: int = MAX_PAGES,
        clock: Callable[[], datetime] = _now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._journal = journal
        self._batch_store = batch_store
        self.grace = grace  # a payout in Created this long waits for something
        self._otp_from = otp_from  # the debit from which an OTP is asked, if known
        self._max_pages = max_pages
        self._clock = clock
        self.seen = SeenMarks(settings, session.environment.key, session.api_code, clock)
        self.memory = DoorMemory()
        self.items: list[WaitingItem] = []
        self.error: BaseException | None = None  # the last refresh's failure, until one works
        self.session_ended = False  # the token ended: the list waits for a sign-in again
        self.more = False  # a list held more payouts than were read
        self.refreshed_at: datetime | None = None
        self._picture = ServerPicture()
        self._batches: list[Batch] = []
        self._states: dict[str, str] = {}  # watched payout -> its last state seen
        self._generation = 0
        self._task: asyncio.Task[None] | None = None
        self._again = False
        self._journal_read = journal is None
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.refresh)
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(soon_ms)
        self._soon.timeout.connect(self.refresh)
        log_ = session.action_log
        for record in log_.records:
            self.memory.take_record(record)
        log_.recorded.connect(self._recorded)
        self._batch_book = batch_approval_book(log_)
        self._case_book = four_eyes_book(log_)
        self._batch_book.changed.connect(self._books_changed)
        self._case_book.changed.connect(self._books_changed)

    # --- running ---
    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def look_due(self) -> bool:
        """A look is due shortly (the door just acted)."""
        return self._soon.isActive()

    def start(self) -> asyncio.Task[None] | None:
        """The first look at once, then every interval."""
        self._timer.start()
        return self.refresh()

    def stop(self) -> None:
        """No more looks; an answer still on its way is dropped."""
        self._timer.stop()
        self._soon.stop()
        self._generation += 1
        if self._task is not None:
            self._task.cancel()
            self._task = None
        with contextlib.suppress(RuntimeError, TypeError):  # already gone with the session
            self._session.action_log.recorded.disconnect(self._recorded)
            self._batch_book.changed.disconnect(self._books_changed)
            self._case_book.changed.disconnect(self._books_changed)

    def refresh(self) -> asyncio.Task[None] | None:
        """Look again now; a look under way is followed by one more, never run twice."""
        if self.busy:
            self._again = True
            return self._task
        self._again = False
        self._task = asyncio.ensure_future(self._look(self._generation))
        return self._task

    def refresh_soon(self) -> None:
        self._soon.start()

    # --- seen ---
    def mark_seen(self, item: WaitingItem) -> None:
        """The person has seen it: a failure leaves the list, for good."""
        if not item.ends_when_seen:
            return
        self.seen.mark_seen(item.key)
        self._rebuild()

    def mark_all_seen(self) -> None:
        self.seen.mark_all_seen()
        self._rebuild()

    # --- the look ---
    def _token_ended(self) -> bool:
        ends = self._session.client.expires_at
        return ends is not None and ends <= self._clock()

    async def _look(self, generation: int) -> None:
        try:
            await self._read_journal_once()
            batches = await self._read_batches()
            if self._token_ended():
                self._landed(generation, batches, None, ended=True)
                return
            picture = await read_server(
                self._session.client,
                failed_since=self.seen.since,
                watched=self._watched(),
                max_pages=self._max_pages,
            )
        except asyncio.CancelledError:
            raise
        except AuthenticationFailed:
            self._landed(generation, self._batches, None, ended=True)
            return
        except ApiError as exc:
            self._failed(generation, exc)
            return
        except Exception as exc:  # a store that cannot be read, a bug: said, never raised
            log.exception("The waiting list could not be read")
            self._failed(generation, exc)
            return
        finally:
            if generation == self._generation and self._again:
                self._soon.start()
        self._landed(generation, batches, picture)

    async def _read_journal_once(self) -> None:
        """After a restart: which account each payout was made from, whose OTP was entered,
        which batches are this environment's, and the decisions waiting for a second
        reviewer, all from the journal (their only store)."""
        journal = self._journal
        if self._journal_read or journal is None:
            return
        session = self._session
        environment, merchant = session.environment.key, session.api_code
        batches_read = follow_batch_approvals(session.action_log, journal, environment, merchant)
        entries: list[Any] = await asyncio.to_thread(journal.store.trusted_entries)
        self.memory.take_entries(entries, environment, merchant)
        self._case_book.replay_journal(entries, environment=environment, merchant=merchant)
        if batches_read is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(batches_read)
        self._journal_read = True

    async def _read_batches(self) -> list[Batch]:
        path = self._batch_store
        if path is None:
            return []
        # SQLAlchemy and the store load with the first look, not at sign-in
        from app.services.bulk.batch_store import unfinished_in

        return await asyncio.to_thread(unfinished_in, path, self._session.actions.place)

    def _watched(self) -> set[str]:
        """Payouts made in this session that have not ended, and those waiting for an OTP."""
        ids = {oid for oid in self.memory.made_here if self._states.get(oid) not in FINAL_STATES}
        ids.update(
            item.order.id
            for item in self.items
            if item.kind is WaitingKind.OTP and item.order is not None
        )  # a failure listed as news has ended already: it is not told again
        return {oid for oid in ids if self._states.get(oid) not in FINAL_STATES}

    def _landed(
        self,
        generation: int,
        batches: list[Batch],
        picture: ServerPicture | None,
        *,
        ended: bool = False,
    ) -> None:
        if generation != self._generation:
            return  # stopped meanwhile: the answer belongs to nobody now
        self._batches = batches
        self.session_ended = ended
        if picture is not None:
            self.error = None
            self._picture = picture
            self.more = picture.more
            self.refreshed_at = self._clock()
            ended_now = self._follow(picture)
        else:
            ended_now = []
        self._rebuild()
        for order in ended_now:
            self.finished.emit(order)

    def _failed(self, generation: int, error: BaseException) -> None:
        if generation != self._generation:
            return
        self.error = error
        self.changed.emit()

    def _follow(self, picture: ServerPicture) -> list[OrderSummary]:
        """The watched payouts that reached SETTLED or FAILED since the last look."""
        now = {order.id: order for order in picture.created}
        now.update(picture.watched)
        ended: list[OrderSummary] = []
        for oid in self._watched():
            order = now.get(oid)
            if order is None:
                continue
            before = self._states.get(oid)
            self._states[oid] = order.state
            if order.state in FINAL_STATES and before not in FINAL_STATES:
                ended.append(order)
        for order in picture.created:  # waiting now: followed from here on
            self._states.setdefault(order.id, order.state)
        return ended

    def _rebuild(self) -> None:
        session = self._session
        started = self.memory.batches if self._journal is not None else None
        items = order_items(
            self._picture,
            self.memory,
            self.seen,
            now=self._clock(),
            grace=self.grace,
            otp_from=self._otp_from,
        )
        items += batch_items(self._batches, started)
        items += confirmation_items(self._batch_book, self._case_book, session.actions.reviewer)
        self.items = sort_items(items)
        self.changed.emit()

    # --- what the door did ---
    def _recorded(self, record: ActionRecord) -> None:
        if self.memory.take_record(record):
            self._rebuild()  # an OTP entered here stops waiting at once
            if self.running:  # a watch not started sends nothing by itself
                self.refresh_soon()

    def _books_changed(self, _uid: str) -> None:
        self._rebuild()
