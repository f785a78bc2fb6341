"""A reviewer's marks on a case's documents, the case's decisions and the states a testers'
tool set by hand: what they are and where they are kept (why a case may not be approved is
the rule book's, ``review_rules.py``).

Where: in the audit journal, nowhere else. A mark or a decision goes through the action door
(``Actions.mark_document`` / ``Actions.decide_case``), which records it in the session's
``ActionLog``, which the journal writes, hash-chained. Each record's detail is the mark's
compact JSON, so ``ReviewBook.replay`` rebuilds every mark, decision and move from journal entries
(or action records) alone. A second store (a SQLite of marks) could disagree with the journal;
one source that proves it was not edited cannot. The latest record for a document wins.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.review_rules import (
    DECISION_STATES,
    REJECT_REASONS,
    REUPLOAD_REASONS,
    Blocker,
    Decision,
    Mark,
)

MARK_ACTION = "mark_document"
DECIDE_ACTION = "decide_case"
MOVE_ACTION = "set_kyb_session_state"
REVIEW_ACTIONS = (MARK_ACTION, DECIDE_ACTION, MOVE_ACTION)
TESTERS_TOOL = "testers_tool"  # who moved a state by hand (StateMove.by)

__all__ = [
    "DECISION_STATES",
    "REJECT_REASONS",
    "REUPLOAD_REASONS",
    "Blocker",
    "CaseDecision",
    "Decision",
    "DocumentMark",
    "Mark",
    "ReviewBook",
    "StateMove",
    "review_book",
]


@dataclass(frozen=True)
class DocumentMark:
    uid: str
    session_id: str
    doc_id: str
    mark: Mark
    reason: str = ""  # a slug from REJECT_REASONS / REUPLOAD_REASONS; '' for an approval
    comment: str = ""
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        """What the door records as the action's result: this mark, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def blocks_approval(self) -> bool:
        return self.mark is not Mark.APPROVED


@dataclass(frozen=True)
class CaseDecision:
    uid: str
    session_id: str
    decision: Decision
    reason: str
    state: str | None = None  # the session state it moved the case to; None: recorded only
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class StateMove:
    """A session moved to a state by hand (the Sandbox menu's testers' tool), not by a
    decision: the journal names the state, and the report says who set it."""

    uid: str
    session_id: str
    state: str
    reason: str = ""
    by: str = TESTERS_TOOL
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        """What the door records as the action's result: the move, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))


StateChange = CaseDecision | StateMove


def mark_from(data: dict[str, Any]) -> DocumentMark:
    return DocumentMark(**{**data, "mark": Mark(data["mark"])})


def decision_from(data: dict[str, Any]) -> CaseDecision:
    return CaseDecision(**{**data, "decision": Decision(data["decision"])})


def move_from(data: dict[str, Any]) -> StateMove:
    return StateMove(**data)


def what_set(state: str, changes: Iterable[StateChange]) -> StateChange | None:
    """The newest decision or move, if it is what left the session in ``state``; None when
    the state was set some other way (seed data, another tool, a server's own process), so
    a report never calls a decision what the journal does not hold."""
    newest = max(changes, key=lambda c: c.at, default=None)
    if newest is None or (newest.state is not None and newest.state != state):
        return None
    return newest


class ReviewBook(QObject):
    """Marks, decisions and state moves of this session, rebuilt from what the door records."""

    changed = Signal(str)  # uid

    def __init__(self, log: ActionLog | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._marks: dict[tuple[str, str], DocumentMark] = {}  # (session, doc)
        self._decisions: dict[str, list[CaseDecision]] = {}  # session -> oldest first
        self._moves: dict[str, list[StateMove]] = {}  # session -> oldest first
        if log is not None:
            self.replay_records(log.records)
            log.recorded.connect(self._recorded)

    def marks(self, session_id: str) -> dict[str, DocumentMark]:
        return {doc: m for (sid, doc), m in self._marks.items() if sid == session_id}

    def mark_slugs(self, session_id: str) -> dict[str, str]:
        """Document id -> mark, as the rule book reads them."""
        return {doc: m.mark.value for doc, m in self.marks(session_id).items()}

    def decisions(self, session_id: str) -> list[CaseDecision]:
        return list(self._decisions.get(session_id, []))

    def decision(self, session_id: str) -> CaseDecision | None:
        found = self._decisions.get(session_id)
        return found[-1] if found else None

    def moves(self, session_id: str) -> list[StateMove]:
        return list(self._moves.get(session_id, []))

    def changes(self, session_id: str) -> list[StateChange]:
        """Decisions and moves together, oldest first."""
        both: list[StateChange] = [*self.decisions(session_id), *self.moves(session_id)]
        return sorted(both, key=lambda c: c.at)

    def replay_records(self, records: Iterable[ActionRecord]) -> None:
        for record in records:
            self._take(record.action, record.outcome.value, record.detail)

    def replay_journal(
        self,
        entries: Iterable[Any],
        *,
        environment: str | None = None,
        merchant: str | None = None,
    ) -> None:
        """From ``JournalEntry`` rows (of one environment and merchant, if given): a done
        mark's JSON is its detail's ``result``. Views showing a case it touched hear it."""
        touched: set[str] = set()
        for entry in entries:
            if entry.action not in REVIEW_ACTIONS:
                continue
            if environment is not None and entry.environment != environment:
                continue
            if merchant is not None and entry.merchant != merchant:
                continue
            uid = self._take(entry.action, entry.outcome, entry.details.get("result", ""))
            if uid:
                touched.add(uid)
        for uid in sorted(touched):
            self.changed.emit(uid)

    def _recorded(self, record: ActionRecord) -> None:
        uid = self._take(record.action, record.outcome.value, record.detail)
        if uid:
            self.changed.emit(uid)

    def _take(self, action: str, outcome: str, detail: str) -> str:
        """Take one record in; the case's uid, or '' if it was not a mark, decision or move.
        The same record met twice (in the action log and in the journal) counts once; a
        move journalled before moves named their state (its detail a bare id) is skipped."""
        if action not in REVIEW_ACTIONS or outcome != Outcome.DONE.value:
            return ""
        try:
            data = json.loads(detail)
        except (TypeError, ValueError):
            return ""
        if not isinstance(data, dict):
            return ""
        if action == MARK_ACTION:
            mark = mark_from(data)
            known = self._marks.get((mark.session_id, mark.doc_id))
            if known is None or known.at <= mark.at:
                self._marks[(mark.session_id, mark.doc_id)] = mark
            return mark.uid
        change: StateChange
        if action == DECIDE_ACTION:
            change = decision_from(data)
            kept: list[Any] = self._decisions.setdefault(change.session_id, [])
        else:
            change = move_from(data)
            kept = self._moves.setdefault(change.session_id, [])
        if change not in kept:
            kept.append(change)
            kept.sort(key=lambda c: c.at)
        return change.uid


def review_book(log: ActionLog) -> ReviewBook:
    """The one book of a session's action log (every case pane, and the door, share it)."""
    return log.book(ReviewBook)
