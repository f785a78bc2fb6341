"""The mechanics the team's books share (claims in ``claims.py``, four-eyes decisions in
``four_eyes.py``): an ordered stream of what the door recorded, folded into state.

Like ``ReviewBook`` (``review.py``), a book is fed by the session's ``ActionLog`` and by the
journal's entries, and keeps nothing of its own: its state is a pure fold over the stream, so
two desks replaying one journal agree, and nothing a book holds can disagree with the journal.
Order is the journal's sequence (then what this session did since), never the events' clock
times: desks' clocks differ, and "the first claim wins" must mean the first written.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.services.action_log import ActionLog, ActionRecord, Outcome

Event = tuple[str, str]  # (action, the done record's detail: the event's compact JSON)


def event_data(detail: str) -> dict[str, Any] | None:
    """The event's fields, or None for a detail that is not one (an old or foreign entry)."""
    try:
        data = json.loads(detail)
    except (TypeError, ValueError):
        return None
    return data if isinstance(data, dict) else None


class EventBook(QObject):
    """A stream of done records of ``actions``, folded into state by ``_fold``."""

    changed = Signal(str)  # the business user id (the case) whose state may have changed
    actions: frozenset[str] = frozenset()

    def __init__(self, log: ActionLog | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._events: list[Event] = []
        self._known: set[Event] = set()
        self._journalled: list[Event] = []  # the journal's part of the stream, in sequence
        if log is not None:
            for record in log.records:
                self._add(record.action, record.outcome.value, record.detail)
            log.recorded.connect(self._recorded)
        self._refold()

    @property
    def events(self) -> list[tuple[str, dict[str, Any]]]:
        """The stream in order, each event's fields decoded (what ``_fold`` reads)."""
        decoded = ((action, event_data(detail)) for action, detail in self._events)
        return [(action, data) for action, data in decoded if data is not None]

    def _add(self, action: str, outcome: str, detail: str) -> bool:
        """Take one done record of ours in, once (the action log and the journal both hold
        what this session did)."""
        if action not in self.actions or outcome != Outcome.DONE.value:
            return False
        event = (action, detail)
        if event in self._known or event_data(detail) is None:
            return False
        self._known.add(event)
        self._events.append(event)
        return True

    def _recorded(self, record: ActionRecord) -> None:
        if self._add(record.action, record.outcome.value, record.detail):
            self._refold()
            uid = str((event_data(record.detail) or {}).get("uid", ""))
            if uid:
                self.changed.emit(uid)

    def replay_journal(
        self,
        entries: Iterable[Any],
        *,
        environment: str | None = None,
        merchant: str | None = None,
        more: bool = False,
    ) -> None:
        """From ``JournalEntry`` rows (of one environment and merchant, if given), in their
        sequence, followed by whatever this session recorded that the journal does not hold
        yet. ``more``: the rows continue the ones replayed before (another desk appended
        them), so they go after those instead of replacing them. Views showing a case it
        touched hear it."""
        journalled: list[Event] = list(self._journalled) if more else []
        before, written = len(journalled), set(journalled)
        for entry in entries:
            if entry.action not in self.actions or entry.outcome != Outcome.DONE.value:
                continue
            if environment is not None and entry.environment != environment:
                continue
            if merchant is not None and entry.merchant != merchant:
                continue
            event = (entry.action, str(entry.details.get("result", "")))
            if event_data(event[1]) is not None and event not in written:
                journalled.append(event)
                written.add(event)
        later = [event for event in self._events if event not in written]
        self._journalled = journalled
        self._events = journalled + later
        self._known = set(self._events)
        self._refold()
        news = journalled[before:] if more else self._events
        touched = {str((event_data(detail) or {}).get("uid", "")) for _action, detail in news}
        for uid in sorted(touched - {""}):
            self.changed.emit(uid)

    def _refold(self) -> None:
        self._fold(self.events)

    def _fold(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        """Rebuild the book's state from the whole stream, in order."""
        raise NotImplementedError
