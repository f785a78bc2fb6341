"""A reviewer's marks on a case's documents and the case's decision: what they are, why a case
may not be approved yet, and where they are kept.

Where: in the audit journal, nowhere else. A mark or a decision goes through the action door
(``Actions.mark_document`` / ``Actions.decide_case``), which records it in the session's
``ActionLog``, which the journal writes, hash-chained. Each record's detail is the mark's
compact JSON, so ``ReviewBook.replay`` rebuilds every mark and decision from journal entries
(or action records) alone. A second store (a SQLite of marks) could disagree with the journal;
one source that proves it was not edited cannot. The latest record for a document wins.
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.models.kyb_catalogue import kyc_state_rank
from app.services.action_log import ActionLog, ActionRecord, Outcome

MARK_ACTION = "mark_document"
DECIDE_ACTION = "decide_case"
PASSED_KYC = ("APPROVED", "COMPLETED")


class Mark(StrEnum):
    APPROVED = "approved"
    REJECTED = "rejected"
    REUPLOAD = "reupload"  # the applicant is asked for the document again


class Decision(StrEnum):
    APPROVE = "approve"
    REJECT = "reject"
    MORE_INFO = "more_info"


# The session state a decision moves a sandbox case to. "More information" sends the case back
# to CREATED: the applicant's turn again (uploads reopen), as before a first submission.
DECISION_STATES: dict[Decision, str] = {
    Decision.APPROVE: "APPROVED",
    Decision.REJECT: "REJECTED",
    Decision.MORE_INFO: "CREATED",
}

# Reasons: slugs stored in the journal; the view names them in the UI's language.
REJECT_REASONS: tuple[str, ...] = (
    "fake_or_altered",
    "not_the_applicant",
    "wrong_document",
    "expired",
    "other",
)
REUPLOAD_REASONS: tuple[str, ...] = (
    "missing_page",
    "expired",
    "unreadable",
    "name_mismatch",
    "address_mismatch",
    "wrong_document",
    "other",
)


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


def mark_from(data: dict[str, Any]) -> DocumentMark:
    return DocumentMark(**{**data, "mark": Mark(data["mark"])})


def decision_from(data: dict[str, Any]) -> CaseDecision:
    return CaseDecision(**{**data, "decision": Decision(data["decision"])})


@dataclass(frozen=True)
class Blocker:
    """Why a case may not be approved: one document or one shareholder, and what is wrong."""

    kind: str  # "document" or "shareholder"
    key: str  # a document id or a shareholder id
    state: str  # the document's mark, or the shareholder's KYC state ('' for none)


def approval_blockers(
    documents: Iterable[str],
    marks: dict[str, DocumentMark],
    shareholders: Iterable[tuple[str, str | None]],
) -> list[Blocker]:
    """Documents rejected or awaiting re-upload, and shareholders whose KYC has not passed."""
    blockers = [
        Blocker("document", doc, marks[doc].mark.value)
        for doc in documents
        if doc in marks and marks[doc].blocks_approval
    ]
    for key, state in shareholders:
        if not state or kyc_state_rank(state) < kyc_state_rank("APPROVED"):
            blockers.append(Blocker("shareholder", key, state or ""))
    return blockers


class ReviewBook(QObject):
    """Marks and decisions of this session, rebuilt from what the door records."""

    changed = Signal(str)  # uid

    def __init__(self, log: ActionLog | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._marks: dict[tuple[str, str], DocumentMark] = {}  # (session, doc)
        self._decisions: dict[str, list[CaseDecision]] = {}  # session -> oldest first
        if log is not None:
            self.replay_records(log.records)
            log.recorded.connect(self._recorded)

    def marks(self, session_id: str) -> dict[str, DocumentMark]:
        return {doc: m for (sid, doc), m in self._marks.items() if sid == session_id}

    def decisions(self, session_id: str) -> list[CaseDecision]:
        return list(self._decisions.get(session_id, []))

    def decision(self, session_id: str) -> CaseDecision | None:
        found = self._decisions.get(session_id)
        return found[-1] if found else None

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
            if entry.action not in (MARK_ACTION, DECIDE_ACTION):
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
        """Take one record in; the case's uid, or '' if it was not a mark or decision.
        The same record met twice (in the action log and in the journal) counts once."""
        if action not in (MARK_ACTION, DECIDE_ACTION) or outcome != Outcome.DONE.value:
            return ""
        try:
            data = json.loads(detail)
        except (TypeError, ValueError):
            return ""
        if action == MARK_ACTION:
            mark = mark_from(data)
            known = self._marks.get((mark.session_id, mark.doc_id))
            if known is None or known.at <= mark.at:
                self._marks[(mark.session_id, mark.doc_id)] = mark
            return mark.uid
        decision = decision_from(data)
        decisions = self._decisions.setdefault(decision.session_id, [])
        if decision not in decisions:
            decisions.append(decision)
            decisions.sort(key=lambda d: d.at)
        return decision.uid


_BOOKS: weakref.WeakKeyDictionary[ActionLog, ReviewBook] = weakref.WeakKeyDictionary()


def review_book(log: ActionLog) -> ReviewBook:
    """The one book of a session's action log (every case pane shares it)."""
    book = _BOOKS.get(log)
    if book is None:
        book = ReviewBook(log, parent=log)
        _BOOKS[log] = book
    return book
