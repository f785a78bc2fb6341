"""What an order list learns by reading every matching row, kept for the next request.

A list's exact ``total`` (the spec's pagination has one) means counting every matching row,
and page N by ``OFFSET`` means walking past every row before it: an export of 100,000
orders in pages of 100 did both a thousand times (about 17 ms of counting per page). Both
are kept here under the merchant's data version (sandbox/db/versions.py), which every write
to its orders changes, so an answer is never served for data it was not computed from:

- the total, per (version, scope, filters);
- page boundaries: the sort key ``(created_at, id)`` of the row that ends each page served,
  per (version, scope, filters, direction). As ``(created_at, id)`` is unique and the
  list's total order, the rows after the one at offset k are exactly those whose key sorts
  after its key: page N+1 becomes an index seek from there, with the same rows as OFFSET.

One cache per process (``--workers`` each keep their own); the version lives in the
database, so all agree on what is current. Bounded, least recently used first out.
"""

from __future__ import annotations

import bisect
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

# (version, merchant id, scope, list id, filter and search parameters as sent, in order)
QueryKey = tuple[Any, ...]
SortKey = tuple[str, str]  # (created_at, id) of a row


@dataclass
class _Boundaries:
    offsets: list[int] = field(default_factory=list)  # sorted
    keys: dict[int, SortKey] = field(default_factory=dict)  # insertion order: oldest first


class ListCache:
    def __init__(
        self, max_totals: int = 1024, max_walks: int = 64, max_boundaries: int = 2000
    ) -> None:
        self._lock = threading.Lock()  # routes run in a thread pool
        self._totals: OrderedDict[QueryKey, int] = OrderedDict()
        self._walks: OrderedDict[tuple[QueryKey, bool], _Boundaries] = OrderedDict()
        self._max_totals = max_totals
        self._max_walks = max_walks
        self._max_boundaries = max_boundaries

    def total(self, key: QueryKey) -> int | None:
        with self._lock:
            found = self._totals.get(key)
            if found is not None:
                self._totals.move_to_end(key)
            return found

    def store_total(self, key: QueryKey, total: int) -> None:
        with self._lock:
            self._totals[key] = total
            self._totals.move_to_end(key)
            while len(self._totals) > self._max_totals:
                self._totals.popitem(last=False)

    def nearest(self, key: QueryKey, newest_first: bool, offset: int) -> tuple[int, SortKey] | None:
        """The known boundary closest before ``offset``: (its offset, the sort key there)."""
        with self._lock:
            walk = self._walks.get((key, newest_first))
            if walk is None:
                return None
            self._walks.move_to_end((key, newest_first))
            index = bisect.bisect_right(walk.offsets, offset) - 1
            if index < 0:
                return None
            known = walk.offsets[index]
            return known, walk.keys[known]

    def store_boundary(self, key: QueryKey, newest_first: bool, offset: int, last: SortKey) -> None:
        """``last`` is the sort key of the row at position ``offset`` - 1 (0-based)."""
        with self._lock:
            walk = self._walks.get((key, newest_first))
            if walk is None:
                walk = self._walks[(key, newest_first)] = _Boundaries()
                while len(self._walks) > self._max_walks:
                    self._walks.popitem(last=False)
            self._walks.move_to_end((key, newest_first))
            if offset in walk.keys:
                return
            bisect.insort(walk.offsets, offset)
            walk.keys[offset] = last
            if len(walk.keys) > self._max_boundaries:
                oldest = next(iter(walk.keys))
                del walk.keys[oldest]
                walk.offsets.pop(bisect.bisect_left(walk.offsets, oldest))
