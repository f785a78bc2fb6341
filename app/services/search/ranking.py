"""An entry as the search reads it, and the best few of a group found without rating all.

Each group's entries are kept in rank order (pinned and recent first, then the shorter
title, then by title), so any filtered list of them is in rank order too: the best ``k`` of a
quality are its first ``k``, taken by a pass that stops when it has them. A one-letter text
that 15,000 entries hold costs a few short passes, not 15,000 ratings and a sort.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.services.search.kinds import Entry, Group, Quality
from app.services.search.normalise import compact, fold, spaced
from app.services.search.query import SearchQuery

Rank = tuple[float, int, str, str]


class Indexed:
    """Prepared once: the texts folded and framed by line breaks (a whole text or its start
    is one ``in``), and with every run of punctuation made a space (a word's start is one
    ``in`` too); the codes compacted; the rank."""

    __slots__ = ("codes", "entry", "fields", "framed", "hay", "ident", "rank", "spaced")

    def __init__(self, entry: Entry) -> None:
        self.entry = entry
        self.ident: tuple[Group, str] = (entry.group, entry.key)
        fields = [f for f in (fold(t) for t in entry.texts) if f]
        self.hay = "\n".join(fields)
        self.framed = f"\n{self.hay}\n"
        self.spaced = f" {spaced(self.hay)} "
        self.fields = frozenset(fields)
        self.codes = tuple(c for c in (compact(c) for c in entry.codes) if c)
        # Among equal qualities: the heavier (pinned, recent), the shorter, then by title;
        # the key last, so that no two entries of a group rank alike.
        self.rank: Rank = (-entry.weight, len(entry.title), entry.title.casefold(), entry.key)


def rank_of(item: Indexed) -> Rank:
    return item.rank


class Wanted:
    """A query's text in the shapes the qualities are checked with, made once per query."""

    __slots__ = ("exact", "prefix", "starts", "words")

    def __init__(self, query: SearchQuery) -> None:
        self.exact = f"\n{query.text}\n"
        self.prefix = f"\n{query.text}"
        self.starts = tuple(f" {spaced(w)}" for w in query.words)
        self.words = query.words

    def holds_words(self, item: Indexed) -> bool:
        hay = item.hay
        return all(word in hay for word in self.words)


def best_by_tiers(
    items: Iterable[Indexed], exact: list[Indexed], wanted: Wanted, limit: int
) -> list[tuple[Quality, Indexed]]:
    """The ``limit`` best of ``items`` (each holds every word; in rank order): ``exact``
    (those with a text that is the query's whole text, looked up), then prefix, word start,
    the rest. One pass, keeping the first ``limit`` of each quality (the best of it, being in
    rank order), and stopping once the prefixes alone fill the rows."""
    best = [(Quality.EXACT, item) for item in exact[:limit]]
    room = limit - len(best)
    if room <= 0:
        return best
    exact_text, prefix, starts = wanted.exact, wanted.prefix, wanted.starts
    only = starts[0] if len(starts) == 1 else None
    prefixes: list[Indexed] = []
    at_start: list[Indexed] = []
    inside: list[Indexed] = []
    for item in items:
        framed = item.framed
        if prefix in framed:
            if exact_text not in framed:
                prefixes.append(item)
                if len(prefixes) == room:
                    break
        elif len(at_start) < room or len(inside) < room:
            hay = item.spaced
            if only in hay if only is not None else all(s in hay for s in starts):
                if len(at_start) < room:
                    at_start.append(item)
            elif len(inside) < room:
                inside.append(item)
    for quality, found in (
        (Quality.PREFIX, prefixes),
        (Quality.WORD_PREFIX, at_start),
        (Quality.SUBSTRING, inside),
    ):
        best.extend((quality, item) for item in found[: limit - len(best)])
    return best
