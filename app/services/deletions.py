"""Why and by whom a KYB document was deleted: the reason the door asks, and the book of
deletions rebuilt from the journal.

The server keeps only when (``deletedAt``); who deleted it and why are the desk's to keep.
The door's ``delete_kyb_document`` checks the reason (required, one line, the text policy),
deletes, and records the deletion whole as the action's result (its compact JSON), so
``DeletionBook`` rebuilds every deletion from action records or trusted journal entries alone,
as ``NoteBook`` does for notes; the entry's signed author names who deleted it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime

from app.models.text_policy import text_problem
from app.services.action_log import ActionLog, Outcome
from app.services.door import ActionRefused
from app.services.journal_book import JournalBook
from app.services.translation import translate

DELETE_ACTION = "delete_kyb_document"
REASON_MAX = 300  # characters: a sentence or two
CONTEXT = "Deletions"


class DeletionRefused(ActionRefused):
    """The reason cannot be kept as typed (``deletion_problem``'s sentence); nothing sent."""


@dataclass(frozen=True)
class Deletion:
    uid: str
    session_id: str
    doc_id: str
    reason: str
    author: str = ""  # the reviewer's key id as the door knew it
    by: str = ""  # the reviewer's name as the door knew it (the journal's signed name wins)
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        """What the door records as the action's result: the deletion, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def clean_reason(text: str) -> str:
    return " ".join(text.split()) if "\n" in text or "\r" in text else text.strip()


def deletion_problem(reason: str) -> str | None:
    """The sentence refusing a deletion's reason (in the UI's language), or None."""
    if not reason.strip():
        return translate(
            "Deletions", "Say why the document is deleted: the reason is kept in the journal."
        )
    if len(reason) > REASON_MAX:
        return translate(
            "Deletions", "The reason is {0} characters long; at most {1} are kept. Shorten it."
        ).format(len(reason), REASON_MAX)
    return text_problem(reason)


def deletion_from(detail: str) -> Deletion | None:
    try:
        data = json.loads(detail)
    except (TypeError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    known = {name: data[name] for name in Deletion.__dataclass_fields__ if name in data}
    try:
        deletion = Deletion(**known)
    except TypeError:
        return None
    return deletion if all(isinstance(v, str) for v in asdict(deletion).values()) else None


class DeletionBook(JournalBook):
    """The deletions of this session's cases, by document id (the last one met wins)."""

    ACTION = DELETE_ACTION

    def _start(self) -> None:
        self._by_doc: dict[str, Deletion] = {}

    def deletion(self, doc_id: str) -> Deletion | None:
        return self._by_doc.get(doc_id)

    def _take(self, action: str, outcome: str, detail: str, author: str, name: str | None) -> str:
        """One record in; the case's uid, or '' if it was no deletion kept. The signed
        author of the entry wins over what the deletion says of itself."""
        if action != DELETE_ACTION or outcome not in (Outcome.DONE.value, Outcome.FOUND.value):
            return ""
        deletion = deletion_from(detail)
        if deletion is None:
            return ""
        if author and author != deletion.author:
            deletion = Deletion(**{**asdict(deletion), "author": author, "by": name or ""})
        elif name:
            deletion = Deletion(**{**asdict(deletion), "by": name})
        known = self._by_doc.get(deletion.doc_id)
        if known is not None and known.at == deletion.at and known.by and not deletion.by:
            return deletion.uid  # met again (record, then journal): its name is known
        if known is None or known.at <= deletion.at:
            self._by_doc[deletion.doc_id] = deletion
        return deletion.uid


def deletion_book(log: ActionLog) -> DeletionBook:
    """The one deletion book of a session's action log (every case pane shares it)."""
    return log.book(DeletionBook)
