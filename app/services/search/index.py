"""The local half of the search: what Teller already knows, ranked as the person types.

Built once and updated (``put``, ``remove``, ``replace_group``), never rebuilt per keystroke:
every entry keeps its texts folded and its codes compacted, each group is kept in rank
order, amounts and days are looked up in tables, codes in one text (codes.py), and a query
that only adds to the previous one (typing on) looks only among the previous one's
candidates. Best first: exact > prefix > word prefix > substring > a near spelling
(rapidfuzz, only when little else matched), then the entry's own weight (pinned, recent),
then the shorter title; only the few best of each group are picked (ranking.py).
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from collections.abc import Iterator
from datetime import date

from rapidfuzz import fuzz, process

from app.services.search.kinds import GROUPS, Entry, Group, Hit, Quality, SearchResults
from app.services.search.query import MIN_CODE, SearchQuery
from app.services.search.ranked import EXACT, PREFIX, Holding, RankedGroup
from app.services.search.ranking import Indexed, Wanted, best_by_tiers, rank_of

__all__ = ["GROUPS", "Entry", "Group", "Hit", "Quality", "SearchIndex", "SearchResults"]

FUZZY_CUTOFF = 80  # rapidfuzz's partial ratio: "lucai" for "lucia" is 80
FUZZY_BELOW = 3  # near spellings are looked for when fewer hits than this matched exactly
FUZZY_MIN_LENGTH = 4
NEAR_KEPT = 20  # near spellings offered at most
NARROW_MAX = 2_000  # typing on looks among the previous candidates when they are this few
_CODE_QUALITY = {EXACT: Quality.EXACT, PREFIX: Quality.PREFIX}

Ident = tuple[Group, str]
Candidates = list[Indexed] | Holding  # in rank order


class SearchIndex:
    def __init__(self) -> None:
        self._items: dict[Ident, Indexed] = {}
        self._ranked: dict[Group, RankedGroup] = {group: RankedGroup() for group in GROUPS}
        self._by_amount: dict[int, set[Ident]] = defaultdict(set)
        self._by_day: dict[date, set[Ident]] = defaultdict(set)
        self._by_field: dict[str, set[Ident]] = defaultdict(set)  # a folded text, whole
        self._listed: list[Indexed] | None = None  # every item, made again after a change
        self._hays: list[str] = []  # their texts, in the same order (for near spellings)
        self._version = 0
        self._narrow: tuple[int, tuple[str, ...], dict[Group, Candidates]] | None = None

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, ident: Ident) -> bool:
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
        item = Indexed(entry)
        self._items[ident] = item
        self._ranked[entry.group].add(item)
        for amount in entry.amounts:
            self._by_amount[amount].add(ident)
        if entry.day is not None:
            self._by_day[entry.day].add(ident)
        for text in item.fields:
            self._by_field[text].add(ident)
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
        for key in [k for k in self.keys(group) if k not in wanted]:
            self.remove(group, key)
            changes += 1
        for entry in wanted.values():
            changes += self.put(entry)
        return changes

    def count(self, group: Group) -> int:
        return len(self._ranked[group])

    def keys(self, group: Group) -> list[str]:
        return [item.entry.key for item in self._ranked[group]]

    def _unlist(self, item: Indexed) -> None:
        self._ranked[item.ident[0]].remove(item)
        for amount in item.entry.amounts:
            self._by_amount[amount].discard(item.ident)
        if item.entry.day is not None:
            self._by_day[item.entry.day].discard(item.ident)
        for text in item.fields:
            self._by_field[text].discard(item.ident)

    def _changed(self) -> None:
        self._listed = None
        self._narrow = None
        self._version += 1

    # --- search ---
    def search(self, query: SearchQuery, limit: int = 8) -> SearchResults:
        """The best ``limit`` hits of each group, and how many matched in all."""
        if query.empty:
            return SearchResults(query)
        wanted = Wanted(query) if query.words else None
        candidates = self._word_candidates(query.words) if query.words else {}
        others = self._other_hits(query)
        found = sum(len(c) for c in candidates.values()) + len(others)
        wants_near = (
            found < FUZZY_BELOW and not query.recognised and len(query.text) >= FUZZY_MIN_LENGTH
        )
        hits: dict[Group, list[Hit]] = {}
        totals: dict[Group, int] = {}
        for group in GROUPS:
            mine = candidates.get(group, [])
            extra = {i: q for i, q in others.items() if i[0] is group}
            if not mine and not extra:
                continue
            ranked = []
            if wanted is not None:
                exact = self._whole(query.text, group)
                ranked = best_by_tiers(mine, exact, wanted, limit)
            rated = {item.ident: quality for quality, item in ranked}
            for ident, quality in extra.items():
                rated[ident] = max(quality, rated.get(ident, quality))
            best = heapq.nsmallest(
                limit, rated.items(), key=lambda pair: (-pair[1], self._items[pair[0]].rank)
            )
            hits[group] = [Hit(self._items[ident].entry, quality) for ident, quality in best]
            # The others not among the word candidates (those hold every word).
            holds = wanted.holds_words if wanted is not None else lambda _item: False
            totals[group] = len(mine) + sum(1 for i in extra if not holds(self._items[i]))
        return SearchResults(query, hits, totals, wants_near=wants_near)

    # --- near spellings: a pass over every text, asked for apart (a job of its own) ---
    @property
    def version(self) -> int:
        """Changes with every change of the index."""
        return self._version

    def hays(self) -> list[str]:
        """Every entry's folded texts, in the order ``near`` positions refer to (valid while
        ``version`` stays the same)."""
        self._all()
        return self._hays

    def near(self, text: str, hays: list[str], start: int) -> list[tuple[float, int]]:
        """(score, position) of the texts among ``hays`` (a slice of ``hays()`` from
        ``start``) that ``text`` nearly spells, the best first."""
        found = process.extract(
            text, hays, scorer=fuzz.partial_ratio, score_cutoff=FUZZY_CUTOFF, limit=NEAR_KEPT
        )
        return [(score, start + position) for _hay, score, position in found]

    def with_near(
        self, results: SearchResults, positions: list[int], version: int, limit: int = 8
    ) -> SearchResults:
        """``results`` and, after them in each group, the entries at ``positions`` (found
        by ``near`` at ``version``) it does not hold yet, by rank."""
        if version != self._version:
            return results
        items = self._all()
        hits = {group: list(found) for group, found in results.hits.items()}
        totals = dict(results.totals)
        shown = {(hit.entry.group, hit.entry.key) for found in hits.values() for hit in found}
        near = sorted((items[p] for p in positions), key=rank_of)
        for item in near:
            if item.ident in shown:
                continue
            group = item.ident[0]
            totals[group] = totals.get(group, 0) + 1
            mine = hits.setdefault(group, [])
            if len(mine) < limit:
                mine.append(Hit(item.entry, Quality.FUZZY))
        return SearchResults(results.query, hits, totals)

    def _other_hits(self, query: SearchQuery) -> dict[Ident, Quality]:
        """Entries found by a code (id, IBAN), an amount or a day rather than by words."""
        found: dict[Ident, Quality] = {}
        code = query.compact
        if len(code) >= MIN_CODE and any(c.isdigit() for c in code):
            coded: dict[Indexed, int] = {}
            for ranked in self._ranked.values():
                ranked.with_code(code, coded)
            for item, quality in coded.items():
                found[item.ident] = _CODE_QUALITY.get(quality, Quality.SUBSTRING)
        if query.amount is not None:
            currency = query.amount.currency
            for ident in self._by_amount.get(query.amount.minor, ()):
                if currency is None or currency in self._items[ident].entry.currencies:
                    found[ident] = Quality.EXACT
        if query.day is not None:
            for ident in self._by_day.get(query.day, ()):
                found[ident] = max(Quality.WORD_PREFIX, found.get(ident, Quality.WORD_PREFIX))
        return found

    def _all(self) -> list[Indexed]:
        if self._listed is None:
            self._listed = list(self._items.values())
            self._hays = [item.hay for item in self._listed]
        return self._listed

    def _whole(self, text: str, group: Group) -> list[Indexed]:
        """The group's items with a text that is ``text`` whole, in rank order."""
        found = [self._items[i] for i in self._by_field.get(text, ()) if i[0] is group]
        return sorted(found, key=rank_of)

    def _word_candidates(self, words: tuple[str, ...]) -> dict[Group, Candidates]:
        """Each group's items holding every word, in rank order. Typing on narrows the
        previous query's candidates when they are few; else the group's text is searched."""
        narrow = self._narrow
        pools: dict[Group, Candidates] = {}
        if (
            narrow is not None
            and narrow[0] == self._version
            and all(any(old in new for new in words) for old in narrow[1])
        ):
            pools = {g: pool for g, pool in narrow[2].items() if len(pool) <= NARROW_MAX}
        if len(words) == 1 and len(words[0]) == 1 and not pools:  # held by most entries
            self._narrow = None
            return {g: self._ranked[g].holding_letter(words[0]) for g in GROUPS}
        first, *rest = sorted(words, key=len, reverse=True)  # the longest rules out most
        found: dict[Group, Candidates] = {}
        for group in GROUPS:
            pool = pools.get(group)
            if pool is not None:
                candidates = [item for item in pool if first in item.hay]
            else:
                candidates = self._ranked[group].holding(first)
            for word in rest:
                candidates = [item for item in candidates if word in item.hay]
            found[group] = candidates
        self._narrow = (self._version, words, found)
        return found

    def warm(self) -> Iterator[None]:
        """The texts of every chunk changed since it was last searched made now, a chunk
        a step (a job between keystrokes, so no keystroke makes them)."""
        for ranked in self._ranked.values():
            yield from ranked.warm()
