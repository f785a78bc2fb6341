"""What the person has already seen, kept between runs for each environment and merchant.

A failed payout is news once: it shows until the person opens it or marks it seen, and a
restart does not bring it back. ``since`` is when Teller first looked in this environment (or
when the person last marked everything seen): failures before it are history, not news,
so a first start does not list every failure the server ever had.

``shown`` are the items the list has already put before the person (it was on screen when
they were listed, or it opened by itself for them): only an item not among them opens the
list by itself at the next start, so the same seeded payouts do not open it every time.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any, Protocol

KEPT = 500  # keys remembered; older ones are before ``since`` long before this fills


class SettingsStore(Protocol):
    """What is needed of ``AppSettings`` (QSettings underneath)."""

    def value(self, key: str, default: Any = None) -> Any: ...
    def set_value(self, key: str, value: Any) -> None: ...


def _now() -> datetime:
    return datetime.now(UTC)


def slot(environment: str, merchant: str) -> str:
    """A settings key for one environment and merchant ('/' and ':' are not safe in keys)."""
    return "waiting/" + f"{environment}\n{merchant}".encode().hex()


class SeenMarks:
    def __init__(
        self,
        settings: SettingsStore,
        environment: str,
        merchant: str,
        clock: Callable[[], datetime] = _now,
    ) -> None:
        self._settings = settings
        self._key = slot(environment, merchant)
        self._clock = clock
        self._since, self._seen, self._shown = self._read()

    @property
    def since(self) -> datetime:
        return self._since

    def is_seen(self, key: str) -> bool:
        return key in self._seen

    def mark_seen(self, key: str) -> None:
        if key in self._seen:
            return
        self._seen[key] = None
        while len(self._seen) > KEPT:
            del self._seen[next(iter(self._seen))]
        self._write()

    def unshown(self, keys: Iterable[str]) -> list[str]:
        """The keys the list has not yet put before the person."""
        return [key for key in keys if key not in self._shown]

    def mark_shown(self, keys: Iterable[str]) -> None:
        """The person has had these before their eyes: they open nothing by themselves again."""
        fresh = self.unshown(keys)
        if not fresh:
            return
        self._shown.update(dict.fromkeys(fresh))
        while len(self._shown) > KEPT:
            del self._shown[next(iter(self._shown))]
        self._write()

    def mark_all_seen(self) -> None:
        """Everything up to now is seen: only what happens later is news."""
        self._since = self._clock()
        self._seen = {}
        self._write()

    def _read(self) -> tuple[datetime, dict[str, None], dict[str, None]]:
        raw = self._settings.value(self._key)
        data: dict[str, Any] = {}
        if isinstance(raw, str):
            try:
                loaded = json.loads(raw)
            except ValueError:
                loaded = None
            data = loaded if isinstance(loaded, dict) else {}
        since = _when(data.get("since"))
        seen = data.get("seen")
        keys = dict.fromkeys(str(k) for k in seen) if isinstance(seen, list) else {}
        shown = data.get("shown")
        told = dict.fromkeys(str(k) for k in shown) if isinstance(shown, list) else {}
        if since is None:  # the first look in this environment: only later failures are news
            since = self._clock()
            self._since, self._seen, self._shown = since, keys, told
            self._write()
        return since, keys, told

    def _write(self) -> None:
        data = {
            "since": self._since.isoformat(),
            "seen": list(self._seen),
            "shown": list(self._shown),
        }
        self._settings.set_value(self._key, json.dumps(data))


def _when(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
