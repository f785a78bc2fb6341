"""Reading a list one offset page at a time while it changes, so that no row is repeated or
lost (issue 22, finding 11).

The API pages by number (``page``, ``pageSize``) and filters ``createdAt`` by whole days, so
a client cannot ask for "the rows after this one" (docs/api-decisions.md, "Lists read while
they change"). An order written between two page requests moves every later row down one
place, and an order that leaves the filter moves them up: page 2 then repeats the last row of
page 1, or skips the row that moved up onto page 1. The pass below tells the two apart from
what each answer says:

- a row it already has on a later page: rows moved down (something arrived above); the
  repeats are dropped, and for a list read newest first the orders that arrived are read
  from the top ("top-up") and put above the rest;
- the total changed and the page shares no row with what was read: rows may have moved up
  past the page boundary, so the page before is read again (and again, up to page 1) until
  it shares a row with what was read; its new rows are the ones that would have been lost.

When the total is unchanged and no row repeats, nothing moved across the boundary (orders
only arrive at the newest end). Against a server that answers inconsistently the pass gives
up stepping back after ``MAX_STEPS_BACK`` and keeps what it has, each row once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Generic, Protocol, TypeVar

from app.models.orders import Pagination

MAX_STEPS_BACK = 8  # per pass: a list changing faster than it can be read is kept as read


class Listed(Protocol):
    """A row of a list: an order summary or a ledger transaction."""

    @property
    def id(self) -> str: ...

    @property
    def created_at(self) -> datetime | None: ...


class Paged(Protocol):
    @property
    def pagination(self) -> Pagination: ...


R = TypeVar("R", bound=Listed)
P = TypeVar("P", bound=Paged)


@dataclass
class Taken(Generic[R]):
    """What one page added: ``top`` arrived since the pass began and goes above every row
    held (in list order); ``tail`` continues the list."""

    top: list[R] = field(default_factory=list)
    tail: list[R] = field(default_factory=list)
    moved_down: bool = False  # a row already held came again: something arrived above


class PageTrail(Generic[R]):
    """Where a pass stands: the rows it has, the total last answered, the page read last,
    and the newest row of its first page (the pin: rows newer than it arrived since)."""

    def __init__(self, newest_first: bool) -> None:
        self.newest_first = newest_first
        self.seen: set[str] = set()
        self.total: int | None = None
        self.num_pages = 0
        self.page = 0  # the page read last; the next is page + 1
        self.pin: tuple[datetime | None, str] | None = None
        self.steps_back_left = MAX_STEPS_BACK
        self._stepped_back_for: tuple[int, int] | None = None  # (page, total)

    @property
    def done(self) -> bool:
        return self.page >= self.num_pages

    def connects(self, number: int, rows: Sequence[R], total: int) -> bool:
        """False: rows may have moved up past what was read; read page ``number - 1`` again."""
        if number <= 1 or self.total is None or total == self.total:
            return True
        if any(row.id in self.seen for row in rows):
            return True  # the page starts at or above the boundary: nothing skipped
        if self.steps_back_left <= 0 or self._stepped_back_for == (number, total):
            return True  # stepped back for this answer already and found nothing missing
        self.steps_back_left -= 1
        self._stepped_back_for = (number, total)
        return False

    def take(self, number: int, rows: Sequence[R], pagination: Pagination) -> Taken[R]:
        """The rows of page ``number`` not had yet, split into arrivals and the rest."""
        taken: Taken[R] = Taken()
        # The page that begins the pass: nothing on it can have arrived since. (A list kept in
        # another order than ``createdAt``, the ledger's posting order, has rows below the
        # first that are newer than it: taken for arrivals, the first page dropped them.)
        beginning = self.pin is None and number == 1
        if beginning:
            self.pin = (rows[0].created_at, rows[0].id) if rows else (None, "")
        for position, row in enumerate(rows):
            if row.id in self.seen:
                taken.moved_down = taken.moved_down or number > self.page
                continue
            self.seen.add(row.id)
            arrived = not beginning and self.arrived(row, rows, position)
            (taken.top if arrived else taken.tail).append(row)
        self.total = pagination.total
        self.num_pages = pagination.num_pages
        self.page = number
        return taken

    def arrived(self, row: R, rows: Sequence[R], position: int) -> bool:
        """Newer than the pin, in a list read newest first (read oldest first, orders that
        arrive come last and are read in their place)."""
        if not self.newest_first or self.pin is None:
            return False
        pinned_at, pinned_id = self.pin
        if row.created_at is None:
            return False
        if pinned_at is None:
            return not pinned_id  # the first page was empty: everything arrived since
        if row.created_at != pinned_at:
            return row.created_at > pinned_at
        # Created in the same millisecond as the pin: above it only if listed above it.
        ids = [r.id for r in rows]
        return pinned_id in ids and position < ids.index(pinned_id)


Load = Callable[[int], Awaitable[P]]
RowsOf = Callable[[P], Sequence[R]]


class PageWalk(Generic[P, R]):
    """One pass over a list through a page loader: ``first`` then ``next`` until ``done``.

    Used by the orders table and the ledger (their pages load as the view scrolls); the
    export reads through ``every_order``, which applies the same ``PageTrail``."""

    def __init__(self, load: Load[P], rows: RowsOf[P, R], *, newest_first: bool) -> None:
        self._load = load
        self._rows = rows
        self.trail: PageTrail[R] = PageTrail(newest_first)

    @property
    def done(self) -> bool:
        return self.trail.done

    @property
    def total(self) -> int:
        return self.trail.total or 0

    @property
    def page(self) -> int:
        return self.trail.page

    async def first(self) -> list[R]:
        page = await self._load(1)
        return self.trail.take(1, self._rows(page), page.pagination).tail

    async def next(self) -> Taken[R]:
        """The next page, joined to what was read: stepping back over rows that moved up,
        dropping rows that moved down and reading what arrived at the top."""
        trail = self.trail
        total_before = trail.total
        target = number = trail.page + 1
        taken: Taken[R] = Taken()
        while True:
            page = await self._load(number)
            rows = self._rows(page)
            if not trail.connects(number, rows, page.pagination.total):
                number -= 1
                continue
            read = trail.take(number, rows, page.pagination)
            taken.top += read.top
            taken.tail += read.tail
            taken.moved_down = taken.moved_down or read.moved_down
            if number >= target or trail.done:
                break
            number += 1  # back where the pass was asked to go
        grew = total_before is not None and trail.total is not None and trail.total > total_before
        if trail.newest_first and (taken.moved_down or grew):
            taken.top = await self._top_up() + taken.top
        return taken

    async def _top_up(self) -> list[R]:
        """The rows that arrived above the first one held, read from page 1 down to the
        first page that holds a row already had (or the end of the list)."""
        trail = self.trail
        arrived: list[R] = []
        number = 1
        while True:
            page = await self._load(number)
            rows = self._rows(page)
            held = any(row.id in trail.seen for row in rows)
            for position, row in enumerate(rows):
                if row.id not in trail.seen and trail.arrived(row, rows, position):
                    trail.seen.add(row.id)
                    arrived.append(row)
            if held or not rows or number >= page.pagination.num_pages:
                return arrived
            number += 1
