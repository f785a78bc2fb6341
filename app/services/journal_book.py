"""What the books rebuilt from one door action share (notes, deletions, flag dismissals): the
action log's records as they happen, and the journal's entries of one environment and merchant
when it is replayed, each handed to the book's own ``_take``.

A record carries the acting reviewer's key id and no name (``name`` None: the door made it in
this run); a journal entry carries its signed author's key id and name, which win over what
the stored JSON says of itself. Which entries are trusted is the journal's to say
(``JournalStore.trusted_entries``); a book takes what it is given.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.services.action_log import ActionLog, ActionRecord


class JournalBook(QObject):
    """A book of one door action; subclasses set ``ACTION`` and write ``_take``."""

    ACTION = ""
    changed = Signal(str)  # uid: a case whose entries changed

    def __init__(self, log: ActionLog | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._start()
        if log is not None:
            self.replay_records(log.records)
            log.recorded.connect(self._recorded)

    def _start(self) -> None:
        """Make the book's own empty state (before any record is read)."""

    def _take(self, action: str, outcome: str, detail: str, author: str, name: str | None) -> str:
        """One record or entry in; the case's uid if the book kept it, else ''."""
        raise NotImplementedError

    def replay_records(self, records: Iterable[ActionRecord]) -> None:
        for record in records:
            self._take(record.action, record.outcome.value, record.detail, record.author, None)

    def replay_journal(
        self,
        entries: Iterable[Any],
        *,
        environment: str | None = None,
        merchant: str | None = None,
    ) -> None:
        """From ``JournalEntry`` rows: a done action's JSON is its detail's ``result``; the
        entry's signed author, when it has one, names it."""
        touched: set[str] = set()
        for entry in entries:
            if entry.action != self.ACTION:
                continue
            if environment is not None and entry.environment != environment:
                continue
            if merchant is not None and entry.merchant != merchant:
                continue
            uid = self._take(
                entry.action,
                entry.outcome,
                str(entry.details.get("result", "")),
                getattr(entry, "author_key", "") or "",
                getattr(entry, "author_name", "") or "",
            )
            if uid:
                touched.add(uid)
        for uid in sorted(touched):
            self.changed.emit(uid)

    def _recorded(self, record: ActionRecord) -> None:
        uid = self._take(record.action, record.outcome.value, record.detail, record.author, None)
        if uid:
            self.changed.emit(uid)
