"""Everything one session's search knows, kept in one index and kept up to date.

Fed from the directory (accounts and the names of their owners: refreshed when it says it
changed, by difference), the sandbox's user list (e-mails, persons or businesses), the IBANs
of accounts' virtual IBANs, the cases, and recent orders (the merchant's newest, and every
order a server search found; the oldest learned leave past ``RECENT_ORDERS``).

Learning is queued, not done on the spot: 10,000 accounts take about 1.5 s to index (3 s
under load), which on the UI thread was one long stall at the first Ctrl+K. ``work`` does
what is queued for a few milliseconds at a time (catalogue_worker.py runs it between the
event loop's other work), so the index fills while the window stays live, and a search
reads what is indexed so far. Near spellings, a pass over every text (35 ms under load),
are a job too: the typed results come at once, near spellings a few turns later.
"""

from __future__ import annotations

import itertools
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from app.models.orders import OrderSummary
from app.models.sandbox_helpers import SandboxUser
from app.services.bulk.quiet_work import collector_paused
from app.services.search.entries import (
    OrderTarget,
    account_entry,
    named_person_entry,
    order_entry,
    person_entry,
)
from app.services.search.index import NEAR_KEPT, Entry, Group, SearchIndex, SearchResults
from app.services.search.query import SearchQuery

if TYPE_CHECKING:
    from app.services.directory import AccountEntry, Directory

RECENT_ORDERS = 2_000
BUDGET = 0.006  # seconds of queued work at a time: well inside a 16.7 ms frame
NEAR_SLICE = 1_500  # texts a near-spelling step reads (about 3 ms)
DIRECTORY = "directory"
NEAR = "near"
WARM = "warm"

Job = Iterator[None]


class SearchCatalogue:
    def __init__(self, directory: Directory | None = None) -> None:
        self.index = SearchIndex()
        self._directory = directory
        self._dirty = directory is not None
        self._people: dict[str, Entry] = {}  # listed by the sandbox: they say more
        self._named: dict[str, str] = {}  # people known only by a name: user id -> name
        self._ibans: dict[str, tuple[str, ...]] = {}  # account id -> its IBANs
        self._orders: OrderedDict[str, None] = OrderedDict()  # learned, oldest first
        self._made: dict[str, tuple[AccountEntry, tuple[str, ...], Entry]] = {}
        self._jobs: dict[str, Job] = {}  # first queued, first done
        self._numbers = itertools.count()
        self._near: tuple[int, str, list[int]] | None = None  # version, text, positions
        self._news = False  # something a search would show differently since ``work`` said
        self._warmed = 0  # the index's version when its texts were last made
        self.people_listed = False  # the sandbox's user list has been read
        self.on_work: Callable[[], None] | None = None  # told when work is queued
        if directory is not None:
            directory.changed.connect(self.directory_changed)

    # --- the queue ---
    @property
    def pending(self) -> bool:
        return bool(self._jobs) or self._dirty

    def _queue(self, kind: str, job: Job) -> None:
        """``job`` after the others; one queued before of the same kind is dropped."""
        self._jobs.pop(kind, None)
        self._jobs[kind] = job
        if self.on_work is not None:
            self.on_work()

    def _queue_more(self, job: Job) -> None:
        self._queue(f"more-{next(self._numbers)}", job)

    def work(self, budget: float = BUDGET) -> bool:
        """Queued work for about ``budget`` seconds; True when a search would now show
        something else (the index changed, or near spellings arrived)."""
        if self._dirty:
            self._read_directory()
        version = self.index.version
        deadline = time.perf_counter() + budget
        # Indexing makes tens of thousands of objects: a full pass of the cyclic collector
        # in the middle of a turn held it 40-100 ms. Paused, and what was made frozen.
        with collector_paused():
            while self._jobs and time.perf_counter() < deadline:
                kind, job = next(iter(self._jobs.items()))
                try:
                    next(job)
                except StopIteration:
                    if self._jobs.get(kind) is job:
                        del self._jobs[kind]
        if self.index.version != self._warmed and not self._jobs:
            self._warmed = self.index.version  # the texts a search reads, made before it
            self._queue(WARM, self.index.warm())
        news = self._news or self.index.version != version
        self._news = False
        return news

    def finish(self) -> None:
        """Everything queued, now (tests, benchmarks)."""
        while self.pending:
            self.work(float("inf"))

    # --- learning ---
    def directory_changed(self) -> None:
        """Marked only: the difference is taken by the next ``work`` or search, once
        however many changes came meanwhile."""
        self._dirty = True
        if self.on_work is not None:
            self.on_work()

    def refresh(self) -> int:
        """Everything queued done now, the directory read again if it changed; how many
        entries changed."""
        before = self.index.version
        self.finish()
        return self.index.version - before

    def _read_directory(self) -> None:
        """A pass over the directory's accounts, queued; a change during one is read by the
        next pass (queued when this one ends, if marked meanwhile)."""
        directory = self._directory
        if directory is None or DIRECTORY in self._jobs:
            return
        self._dirty = False
        self._queue(DIRECTORY, self._directory_pass(directory))

    def _directory_pass(self, directory: Directory) -> Job:
        seen: set[str] = set()
        for aid in directory.account_ids():
            account = directory.entry(aid)
            if account is None:
                continue
            seen.add(aid)
            self.index.put(self._account(account))
            self._learn_names(((account.uid, account.user_name),))
            yield
        if self.index.count(Group.ACCOUNTS) == len(seen):
            return  # every one indexed was seen: none left the directory
        yield
        for number, aid in enumerate(self.index.keys(Group.ACCOUNTS)):
            if aid not in seen and directory.entry(aid) is None:
                self.index.remove(Group.ACCOUNTS, aid)
            if number % 500 == 499:
                yield

    def _account(self, account: AccountEntry) -> Entry:
        """The account's entry, the one made before while nothing it shows has changed."""
        ibans = self._ibans.get(account.aid, ())
        made = self._made.get(account.aid)
        if made is not None and made[0] == account and made[1] == ibans:
            return made[2]
        entry = account_entry(account, ibans)
        self._made[account.aid] = (account, ibans, entry)
        return entry

    def learn_users(self, users: Iterable[SandboxUser]) -> None:
        """The sandbox's users: names, e-mails and kinds (over a name the directory gave)."""
        listed = list(users)

        def job() -> Job:
            for user in listed:
                entry = person_entry(user)
                self._people[user.id] = entry
                self._named.pop(user.id, None)
                self.index.put(entry)
                yield
            self.people_listed = True

        self._queue_more(job())

    def learn_names(self, names: Iterable[tuple[str, str]]) -> None:
        """(user id, name) pairs known otherwise (recent users, cases' companies)."""
        self._learn_names(names)

    def _learn_names(self, names: Iterable[tuple[str, str]]) -> int:
        changes = 0
        for uid, name in names:
            if name and uid not in self._people and self._named.get(uid) != name:
                self._named[uid] = name
                changes += self.index.put(named_person_entry(uid, name))
        return changes

    def learn_ibans(self, aid: str, ibans: Iterable[str]) -> None:
        found = tuple(i for i in ibans if i)
        if found != self._ibans.get(aid, ()):
            self._ibans[aid] = found
            known = self._directory.entry(aid) if self._directory is not None else None
            if known is not None:
                self.index.put(self._account(known))

    def knows_ibans(self, aid: str) -> bool:
        return aid in self._ibans

    def learn_orders(
        self, orders: Iterable[OrderSummary], uid: str | None = None, aid: str | None = None
    ) -> None:
        """Orders a list answered; under the account they were listed for, when there was
        one (a merchant list does not say whose an order is)."""
        listed = list(orders)

        def job() -> Job:
            for order in listed:
                owner = (uid, aid)
                if uid is None:  # a merchant list: keep the account an earlier answer named
                    known = self.index.get(Group.ORDERS, order.id)
                    if known is not None and isinstance(known.target, OrderTarget):
                        owner = (known.target.uid, known.target.aid)
                self.index.put(order_entry(order, *owner))
                self._orders.pop(order.id, None)
                self._orders[order.id] = None
                yield
            while len(self._orders) > RECENT_ORDERS:
                oid, _ = self._orders.popitem(last=False)
                self.index.remove(Group.ORDERS, oid)
                yield

        self._queue_more(job())

    def set_cases(self, cases: list[Entry]) -> None:
        """The cases are now exactly these (a later call replaces one not done yet)."""

        def job() -> Job:
            wanted = {case.key for case in cases}
            for key in self.index.keys(Group.CASES):
                if key not in wanted:
                    self.index.remove(Group.CASES, key)
                    yield
            for case in cases:
                self.index.put(case)
                yield

        self._queue("cases", job())

    # --- reading ---
    def search(self, query: SearchQuery, limit: int = 8) -> SearchResults:
        """What is indexed so far; near spellings once their job has read every text (it
        is queued when the rest of the queue is done: the index still filling would make
        it start again and again)."""
        if self._dirty:
            self._read_directory()
        results = self.index.search(query, limit)
        if not results.wants_near:
            return results
        near = self._near
        if near is not None and near[:2] == (self.index.version, query.text):
            return self.index.with_near(results, near[2], near[0], limit)
        if not any(kind not in (NEAR, WARM) for kind in self._jobs):
            self._queue(NEAR, self._near_spellings(query.text))
        return results

    def _near_spellings(self, text: str) -> Job:
        version, hays = self.index.version, self.index.hays()
        found: list[tuple[float, int]] = []
        for start in range(0, len(hays), NEAR_SLICE):
            yield
            if self.index.version != version:
                return  # the index changed: the next search asks again
            found.extend(self.index.near(text, hays[start : start + NEAR_SLICE], start))
        found.sort(key=lambda pair: -pair[0])
        self._near = (version, text, [position for _score, position in found[:NEAR_KEPT]])
        self._news = True
