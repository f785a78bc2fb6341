"""The local half of the search: what Teller already knows, ranked as the person types.

Built once and updated (``put``, ``remove``, ``replace_group``), never rebuilt per keystroke:
every entry keeps its texts folded and its codes compacted, amounts and days are looked up
in tables, and a query that only adds to the previous one (typing on) looks only among the
previous one's candidates. Best first: exact > prefix > word prefix > substring > a near
spelling (rapidfuzz, only when little else matched), then the entry's own weight (pinned,
recent), then the shorter title.
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from enum import IntEnum, StrEnum

from rapidfuzz import fuzz, process

from app.services.search.normalise import compact, fold, spaced
from app.services.search.query import MIN_CODE, SearchQuery

FUZZY_CUTOFF = 80  # rapidfuzz's partial ratio: "lucai" for "lucia" is 80
FUZZY_BELOW = 3  # near spellings are looked for when fewer hits than this matched exactly
FUZZY_MIN_LENGTH = 4


class Group(StrEnum):
    PEOPLE = "people"
    ACCOUNTS = "accounts"
    ORDERS = "orders"
    CASES = "cases"


GROUPS = (Group.PEOPLE, Group.ACCOUNTS, Group.ORDERS, Group.CASES)


class Quality(IntEnum):
    FUZZY = 1
    SUBSTRING = 2
    WORD_PREFIX = 3
    PREFIX = 4
    EXACT = 5


@dataclass(frozen=True)
class Entry:
    """One thing the search can find. ``texts`` are matched as words (names, e-mail, alias,
    reference, counterparty, address), ``codes`` compacted (ids, IBANs); ``target`` is what
    opening it needs, for the view."""

    group: Group
    key: str
    title: str
    detail: str = ""
    texts: tuple[str, ...] = ()
    codes: tuple[str, ...] = ()
    amounts: tuple[int, ...] = ()
    currencies: tuple[str, ...] = ()
    day: date | None = None
    weight: float = 0.0
    target: object = None


@dataclass(frozen=True)
class Hit:
    entry: Entry
    quality: Quality


@dataclass(frozen=True)
class SearchResults:
    query: SearchQuery
    hits: dict[Group, list[Hit]] = field(default_factory=dict)
    totals: dict[Group, int] = field(default_factory=dict)

    def of(self, group: Group) -> list[Hit]:
        return self.hits.get(group, [])

    @property
    def count(self) -> int:
        return sum(len(h) for h in self.hits.values())


class _Indexed:
    """An entry as the search reads it, prepared once: its texts folded and framed by line
    breaks (a whole text or its start is one ``in``), and with every run of punctuation made
    a space (a word's start is one ``in`` too)."""

    __slots__ = ("codes", "entry", "framed", "hay", "ident", "order", "spaced")

    def __init__(self, entry: Entry) -> None:
        self.entry = entry
        self.ident = (entry.group, entry.key)
        fields = [f for f in (fold(t) for t in entry.texts) if f]
        self.hay = "\n".join(fields)
        self.framed = f"\n{self.hay}\n"
        self.spaced = f" {spaced(self.hay)} "
        self.codes = tuple(c for c in (compact(c) for c in entry.codes) if c)
        # Among equal qualities: the heavier (pinned, recent), the shorter, then by title.
        self.order = (-entry.weight, len(entry.title), entry.title.casefold())


class _Wanted:
    """A query's text in the shapes the qualities are checked with, made once per query."""

    __slots__ = ("exact", "prefix", "starts")

    def __init__(self, query: SearchQuery) -> None:
        self.exact = f"\n{query.text}\n"
        self.prefix = f"\n{query.text}"
        self.starts = tuple(f" {spaced(w)}" for w in query.words)

    def quality(self, item: _Indexed) -> Quality:
        framed = item.framed
        if self.exact in framed:
            return Quality.EXACT
        if self.prefix in framed:
            return Quality.PREFIX
        spaced_hay = item.spaced
        if all(start in spaced_hay for start in self.starts):
            return Quality.WORD_PREFIX
        return Quality.SUBSTRING


def _code_quality(item: _Indexed, code: str) -> Quality | None:
    best: Quality | None = None
    for own in item.codes:
        if own == code:
            return Quality.EXACT
        if own.startswith(code):
            best = Quality.PREFIX
        elif best is None and code in own:
            best = Quality.SUBSTRING
    return best


class SearchIndex:
    def __init__(self) -> None:
        self._items: dict[tuple[Group, str], _Indexed] = {}
        self._by_amount: dict[int, set[tuple[Group, str]]] = defaultdict(set)
        self._by_day: dict[date, set[tuple[Group, str]]] = defaultdict(set)
        self._listed: list[_Indexed] | None = None  # every item, made again after a change
        self._hays: list[str] = []  # their texts, in the same order (for near spellings)
        self._version = 0
        self._narrow: tuple[int, tuple[str, ...], list[_Indexed]] | None = None

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, ident: tuple[Group, str]) -> bool:
        return ident in self._items

    def get(self, group: Group, key: str) -> Entry | None:
        item = self._items.get((group, key))
        return None if item is None else item.entry

    # --- updates ---
    def put(self, entry: Entry) -> bool:
        """Add or replace; False when the same entry was there already (nothing to do)."""
        ident = (entry.group, entry.key)
        known = self._items.get(ident)
        if known is not None:
            if known.entry is entry or known.entry == entry:
                return False
            self._unlist(known)
        item = _Indexed(entry)
        self._items[ident] = item
        for amount in entry.amounts:
            self._by_amount[amount].add(ident)
        if entry.day is not None:
            self._by_day[entry.day].add(ident)
        self._changed()
        return True

    def remove(self, group: Group, key: str) -> None:
        item = self._items.pop((group, key), None)
        if item is not None:
            self._unlist(item)
            self._changed()

    def replace_group(self, group: Group, entries: list[Entry]) -> int:
        """The group is now exactly ``entries``: unchanged ones are kept as they are, so a
        refresh costs only what changed. Returns how many were added, changed or removed."""
        wanted = {e.key: e for e in entries}
        changes = 0
        for ident in [i for i in self._items if i[0] is group and i[1] not in wanted]:
            self.remove(*ident)
            changes += 1
        for entry in wanted.values():
            changes += self.put(entry)
        return changes

    def keys(self, group: Group) -> list[str]:
        return [key for g, key in self._items if g is group]

    def _unlist(self, item: _Indexed) -> None:
        for amount in item.entry.amounts:
            self._by_amount[amount].discard(item.ident)
        if item.entry.day is not None:
            self._by_day[item.entry.day].discard(item.ident)

    def _changed(self) -> None:
        self._listed = None
        self._narrow = None
        self._version += 1

    # --- search ---
    def search(self, query: SearchQuery, limit: int = 8) -> SearchResults:
        """The best ``limit`` hits of each group, and how many matched in all.

        The words' candidates are ranked by tiers, each one pass of ``in`` over them (a
        prefix, then word starts, then the rest), and only as far as a group still needs
        rows: "a" matching 15,000 entries costs a few passes, not 15,000 ratings.
        """
        if query.empty:
            return SearchResults(query)
        candidates = self._word_candidates(query.words) if query.words else []
        others = self._other_hits(query)
        if len(candidates) + len(others) < FUZZY_BELOW and not query.recognised:
            self._near_spellings(query, others)
        by_group: dict[Group, list[_Indexed]] = defaultdict(list)
        for item in candidates:
            by_group[item.ident[0]].append(item)
        wanted = _Wanted(query) if query.words else None
        hits: dict[Group, list[Hit]] = {}
        totals: dict[Group, int] = {}
        for group in GROUPS:
            mine = by_group.get(group, [])
            extra = {i: q for i, q in others.items() if i[0] is group}
            if not mine and not extra:
                continue
            ranked = _best_by_tiers(mine, wanted, limit) if wanted is not None else []
            rated = {item.ident: quality for quality, item in ranked}
            for ident, quality in extra.items():
                rated[ident] = max(quality, rated.get(ident, quality))
            best = heapq.nsmallest(
                limit, rated.items(), key=lambda pair: (-pair[1], self._items[pair[0]].order)
            )
            hits[group] = [Hit(self._items[ident].entry, quality) for ident, quality in best]
            known = {item.ident for item in mine} if extra else set()
            totals[group] = len(mine) + sum(1 for ident in extra if ident not in known)
        return SearchResults(query, hits, totals)

    def _other_hits(self, query: SearchQuery) -> dict[tuple[Group, str], Quality]:
        """Entries found by a code (id, IBAN), an amount or a day rather than by words."""
        found: dict[tuple[Group, str], Quality] = {}
        code = query.compact
        if len(code) >= MIN_CODE and any(c.isdigit() for c in code):
            for item in self._all():
                if item.codes and (quality := _code_quality(item, code)) is not None:
                    found[item.ident] = quality
        if query.amount is not None:
            currency = query.amount.currency
            for ident in self._by_amount.get(query.amount.minor, ()):
                if currency is None or currency in self._items[ident].entry.currencies:
                    found[ident] = Quality.EXACT
        if query.day is not None:
            for ident in self._by_day.get(query.day, ()):
                found[ident] = max(Quality.WORD_PREFIX, found.get(ident, Quality.WORD_PREFIX))
        return found

    def _all(self) -> list[_Indexed]:
        if self._listed is None:
            self._listed = list(self._items.values())
            self._hays = [item.hay for item in self._listed]
        return self._listed

    def _word_candidates(self, words: tuple[str, ...]) -> list[_Indexed]:
        """Items holding every word; typing on narrows the previous query's candidates."""
        pool = self._all()
        narrow = self._narrow
        if (
            narrow is not None
            and narrow[0] == self._version
            and all(any(old in new for new in words) for old in narrow[1])
        ):
            pool = narrow[2]
        first, *rest = sorted(words, key=len, reverse=True)  # the longest rules out most
        candidates = [item for item in pool if first in item.hay]
        for word in rest:
            candidates = [item for item in candidates if word in item.hay]
        self._narrow = (self._version, words, candidates)
        return candidates

    def _near_spellings(self, query: SearchQuery, found: dict[tuple[Group, str], Quality]) -> None:
        if len(query.text) < FUZZY_MIN_LENGTH:
            return
        items = self._all()
        near = process.extract(
            query.text,
            self._hays,
            scorer=fuzz.partial_ratio,
            score_cutoff=FUZZY_CUTOFF,
            limit=20,
        )
        for _hay, _score, position in near:
            found.setdefault(items[position].ident, Quality.FUZZY)


def _best_by_tiers(
    items: list[_Indexed], wanted: _Wanted, limit: int
) -> list[tuple[Quality, _Indexed]]:
    """The ``limit`` best of ``items`` (each holds every word), tier by tier."""
    best: list[tuple[Quality, _Indexed]] = []
    prefix, exact_text = wanted.prefix, wanted.exact
    starting = [item for item in items if prefix in item.framed]
    exact = [item for item in starting if exact_text in item.framed]
    tiers: list[tuple[Quality, list[_Indexed]]] = [(Quality.EXACT, exact)]
    if len(exact) < limit:
        tiers.append((Quality.PREFIX, [i for i in starting if exact_text not in i.framed]))
        if len(starting) < limit:
            rest = [item for item in items if prefix not in item.framed]
            starts = wanted.starts
            at_start = [i for i in rest if all(s in i.spaced for s in starts)]
            tiers.append((Quality.WORD_PREFIX, at_start))
            if len(starting) + len(at_start) < limit:
                inside = [i for i in rest if not all(s in i.spaced for s in starts)]
                tiers.append((Quality.SUBSTRING, inside))
    for quality, tier in tiers:
        room = limit - len(best)
        if room <= 0:
            break
        chosen = tier if len(tier) <= room else heapq.nsmallest(room, tier, key=_order)
        best.extend((quality, item) for item in sorted(chosen, key=_order))
    return best


def _order(item: _Indexed) -> tuple[float, int, str]:
    return item.order
