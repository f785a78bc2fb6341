"""What went through the action door, in order: the seam the audit journal is built on.

Every action that changes something on the server is recorded here with its outcome, by the
door itself (``app/services/actions.py``), so no view can forget it. This in-memory record is
what the session keeps; the tamper-evident journal on disk listens to ``recorded``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import TypeVar

from PySide6.QtCore import QObject, Signal

KEPT = 1000
B = TypeVar("B", bound=QObject)


class Outcome(StrEnum):
    DONE = "done"  # the server did it
    REFUSED = "refused"  # the server (or the guard) said no: nothing changed
    UNKNOWN = "unknown"  # no clear answer: it may have taken effect
    FOUND = "found"  # a retry found that an earlier, unanswered attempt had taken effect


@dataclass(frozen=True)
class ActionRecord:
    action: str  # e.g. "bank_payout"
    target: str  # what it acted on: "user/account", an order id, a vIBAN id
    outcome: Outcome
    detail: str = ""  # the new object's id, or the error's sentence
    idempotency_key: str | None = None
    at: datetime = field(default_factory=lambda: datetime.now(UTC))
    author: str = ""  # the reviewer's key id (app/services/reviewers.py); '' if unnamed


class ActionLog(QObject):
    recorded = Signal(object)  # ActionRecord

    def __init__(self, parent: QObject | None = None, kept: int = KEPT) -> None:
        super().__init__(parent)
        self._records: deque[ActionRecord] = deque(maxlen=kept)
        self._books: dict[Callable[..., QObject], QObject] = {}

    def record(self, entry: ActionRecord) -> None:
        self._records.append(entry)
        self.recorded.emit(entry)

    @property
    def records(self) -> list[ActionRecord]:
        return list(self._records)

    def book(self, kind: Callable[..., B]) -> B:
        """The one book of ``kind`` (marks, claims, four-eyes, notes) this log feeds, made on
        first use; every view showing a case and the door read the same one."""
        book = self._books.get(kind)
        if book is None:
            book = self._books[kind] = kind(self, parent=self)
        return book  # type: ignore[return-value]  # stored under its own kind
