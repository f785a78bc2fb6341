"""The parsed orders and formatted cells of one table's rows, kept only while it holds them.

Rows are held as JSON (table_model.py); the rows being painted are parsed and formatted once
and kept here. They were kept in a module-wide ``lru_cache`` of 1,024 orders shared by every
table: each auto-refresh that brought an order changed (its state, a time) parsed the new
JSON and kept the old one too, so live OrderSummary and Money objects grew 64 -> 1,024 and
192 -> 3,072 over a 15-minute soak (issue 23, item 10), and orders of an account left or a
session signed out stayed in memory. Here each model has its own, bounded (``LIMIT``) and
pruned to the rows it still holds whenever they change as a whole (a refresh, a new query).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Set
from typing import Generic, TypeVar

from app.models.orders import OrderSummary

K = TypeVar("K")
V = TypeVar("V")
# A few screens of rows (about 30 on a screen): scrolling back finds them still parsed; one
# parsed order with its three amounts is about a dozen objects the collector tracks.
LIMIT = 256
Texts = tuple[str, ...]


class _Bounded(Generic[K, V]):
    """The newest ``limit`` entries, the least recently used dropped first."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self.entries.get(key)
        if value is not None:
            self.entries.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> V:
        self.entries[key] = value
        self.entries.move_to_end(key)
        if len(self.entries) > self.limit:
            self.entries.popitem(last=False)
        return value


class RowCache:
    """Orders and their cells by the row's JSON; ``keep_only`` after the rows change."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._orders: _Bounded[str, OrderSummary] = _Bounded(limit)
        self._texts: _Bounded[str, tuple[bool, str, Texts]] = _Bounded(limit)

    def order(self, packed: str) -> OrderSummary:
        order = self._orders.get(packed)
        if order is None:
            order = self._orders.put(packed, OrderSummary.model_validate_json(packed))
        return order

    def texts(
        self, packed: str, utc: bool, zone: str, make: Callable[[OrderSummary, bool, str], Texts]
    ) -> Texts:
        """A row's cells as shown in ``zone`` (or UTC), made by ``make`` on a miss."""
        held = self._texts.get(packed)
        if held is not None and held[0] == utc and held[1] == zone:
            return held[2]
        return self._texts.put(packed, (utc, zone, make(self.order(packed), utc, zone)))[2]

    def keep_only(self, rows: Set[str]) -> None:
        """Forget every row not in ``rows`` (the JSON of the rows the model holds now)."""
        for cache in (self._orders.entries, self._texts.entries):
            for gone in [packed for packed in cache if packed not in rows]:
                del cache[gone]

    def clear(self) -> None:
        self._orders.entries.clear()
        self._texts.entries.clear()

    @property
    def orders_held(self) -> int:
        return len(self._orders.entries)
