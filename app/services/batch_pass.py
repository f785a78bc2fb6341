"""A batch confirmed once: the production guard asks for a batch's typed total at its start,
and its rows then pass the door without asking again, one row at a time.

Without it, a production batch of 500 rows would ask for 500 typed confirmations (every payout
through the door asks the guard). The pass is narrow: it holds only the keys written for the
batch's rows when it was confirmed, so a payout with any other key (a single form's, another
batch's) is asked as before; it ends with the batch's ``finish_batch`` and with the session
(it lives on the session's door, in memory, never on disk), so a resume after a restart is
confirmed again.
"""

from __future__ import annotations

from collections.abc import Iterable


class BatchPass:
    def __init__(self) -> None:
        self._keys: dict[str, frozenset[str]] = {}  # batch id -> its rows' keys
        self._starts: dict[str, str] = {}  # batch id -> the door target of its start

    def grant(self, batch_id: str, start_target: str, keys: Iterable[str]) -> None:
        """The batch's start was confirmed: its rows (and a run's start again) pass."""
        self._keys[batch_id] = self._keys.get(batch_id, frozenset()) | frozenset(keys)
        self._starts[batch_id] = start_target

    def holds(self, batch_id: str) -> bool:
        return batch_id in self._starts

    def covers(self, target: str, idempotency_key: str | None) -> bool:
        """Was this action confirmed with a batch: a row's payout under its own key, or the
        start of a run of a batch already confirmed?"""
        if idempotency_key is not None:
            return any(idempotency_key in keys for keys in self._keys.values())
        return target in self._starts.values()

    def end(self, batch_id: str) -> None:
        self._keys.pop(batch_id, None)
        self._starts.pop(batch_id, None)
