"""What the search finds and how well: the entries, their groups, the qualities of a match,
and the results of one query (the index and the ranking both speak of them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import IntEnum, StrEnum

from app.services.search.query import SearchQuery


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
    # Little matched a text long enough to be misspelled: near spellings are worth a look
    # (SearchIndex.near, a pass over every text, is asked for apart).
    wants_near: bool = False

    def of(self, group: Group) -> list[Hit]:
        return self.hits.get(group, [])

    @property
    def count(self) -> int:
        return sum(len(h) for h in self.hits.values())
