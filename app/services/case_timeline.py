"""One timeline per case: what Teller's journal, the server and the identity verification
provider each say happened to it, merged, newest first.

Qt-free: records in, ``TimelineEvent`` out; the case pane's model and the report word each
event in the UI's language (app/views/compliance/timeline_words.py), so the same events read
the same in both. Sources:

- journal entries (``JournalEntry``) or, where no journal is kept, the session's action
  records (``ActionRecord``) of this case: marks, decisions, states set by hand, notes,
  claims, proposals and confirmations, uploads, deletions, shareholder edits, exports and
  reveals. A record names its author: the signed entry's reviewer name when the journal
  has one, else the name the record's key is known by, else the desk's OS user;
- the server's own dates: each KYB session created and its state's last change, each
  document uploaded and deleted (a live server cannot list these: then there are none);
- each shareholder's identity verification history, as the provider reports it.

Order: newest first by time; entries of one journal at the same instant by sequence (a
journal's order is its sequence, never the clock). A refused or unsettled action stays in
the timeline with its outcome: an auditor wants what was tried too.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from app.models.onboarding import KybSession, KycStateHistory
from app.services.search.normalise import fold


class EventKind(StrEnum):
    NOTE = "note"
    MARK = "mark"
    DECISION = "decision"
    STATE = "state"  # a state set by hand (the testers' tool)
    CLAIM = "claim"  # claimed, released, assigned
    PROPOSAL = "proposal"  # four-eyes: a decision proposed
    CONFIRMATION = "confirmation"  # four-eyes: confirmed or returned
    UPLOAD = "upload"
    DELETION = "deletion"
    SHAREHOLDER = "shareholder"  # added or corrected
    EXPORT = "export"  # a bundle, a copy of a document
    REVEAL = "reveal"  # personal data shown or copied
    SESSION = "session"  # the KYB session as the server dates it
    KYC = "kyc"  # a shareholder's identity verification state
    FLAG = "flag"  # an evidence flag dismissed, with the reason
    OTHER = "other"


class Source(StrEnum):
    REVIEWER = "reviewer"  # through Teller's door, by a person
    SERVER = "server"  # the server's own dates
    PROVIDER = "provider"  # the identity verification provider's history


# The door's actions by kind. Claims and four-eyes actions are matched by their name's words
# too (``kind_of``), so a new action of that family lands in its kind without an edit here.
ACTION_KINDS: dict[str, EventKind] = {
    "add_note": EventKind.NOTE,
    "mark_document": EventKind.MARK,
    "decide_case": EventKind.DECISION,
    "set_kyb_session_state": EventKind.STATE,
    "start_kyb_session": EventKind.SESSION,
    "upload_kyb_document": EventKind.UPLOAD,
    "delete_kyb_document": EventKind.DELETION,
    "create_shareholder": EventKind.SHAREHOLDER,
    "update_shareholder": EventKind.SHAREHOLDER,
    "export_case_bundle": EventKind.EXPORT,
    "save_document_copy": EventKind.EXPORT,
    "open_document_externally": EventKind.EXPORT,
    "reveal": EventKind.REVEAL,
    "copy_personal_data": EventKind.REVEAL,
    "dismiss_flag": EventKind.FLAG,
}
_WORD_KINDS: tuple[tuple[str, EventKind], ...] = (
    ("propos", EventKind.PROPOSAL),
    ("confirm", EventKind.CONFIRMATION),
    ("return", EventKind.CONFIRMATION),
    ("claim", EventKind.CLAIM),
    ("assign", EventKind.CLAIM),
    ("release", EventKind.CLAIM),
)
SERVER_SESSION_CREATED = "session_created"
SERVER_SESSION_STATE = "session_state"
SERVER_UPLOADED = "document_uploaded"
SERVER_DELETED = "document_deleted"
PROVIDER_STATE = "kyc_state"


def kind_of(action: str) -> EventKind:
    known = ACTION_KINDS.get(action)
    if known is not None:
        return known
    for word, kind in _WORD_KINDS:
        if word in action:
            return kind
    return EventKind.OTHER


@dataclass(frozen=True)
class TimelineEvent:
    at: datetime  # UTC
    kind: EventKind
    action: str  # the door's action, or one of the server's / provider's event names above
    source: Source
    who: str = ""  # the reviewer's name (or the desk's OS user); '' for server and provider
    author: str = ""  # the reviewer's key id, when known
    outcome: str = "done"  # done, refused, unknown, found
    subject: str = ""  # what it is about, by name: a document's file, a shareholder
    doc_id: str = ""
    code: str = ""  # the mark, decision or state as stored (words are the view's)
    reason: str = ""  # a reason's slug
    text: str = ""  # a note, a comment, a written reason, an error's sentence, a file name
    seq: int | None = None  # the journal entry's sequence, when it came from the journal

    def as_json(self) -> dict[str, Any]:
        return {
            "at": self.at.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "kind": self.kind.value,
            "action": self.action,
            "source": self.source.value,
            "who": self.who,
            "author": self.author,
            "outcome": self.outcome,
            "subject": self.subject,
            "documentId": self.doc_id,
            "code": self.code,
            "reason": self.reason,
            "text": self.text,
            "seq": self.seq,
        }


@dataclass(frozen=True)
class Person:
    """A shareholder as the timeline names them, with their verification's history."""

    id: str
    name: str
    history: KycStateHistory | None = None


def moment_of(value: object) -> datetime | None:
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, str) and value:
        try:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    else:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _parts(target: str) -> list[str]:
    return [p for chunk in target.split("/") for p in chunk.split(" ") if p]


def belongs(target: str, uid: str, ids: frozenset[str]) -> bool:
    """Whether an entry's target is this case: its uid first, or one of its sessions,
    documents or shareholders named in it (a reveal names 'shareholder <id>')."""
    if target == uid or target.startswith(f"{uid}/"):
        return True
    return any(part in ids for part in _parts(target))


def _json(text: object) -> dict[str, Any]:
    if not isinstance(text, str) or not text.startswith("{"):
        return {}
    try:
        found = json.loads(text)
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


@dataclass(frozen=True)
class _Raw:
    """An entry or a record, as the timeline reads either."""

    at: datetime
    action: str
    target: str
    outcome: str
    result: str
    error: str
    author: str
    who: str
    seq: int | None


def _raw(item: Any, names: Mapping[str, str]) -> _Raw | None:
    at = moment_of(getattr(item, "at", None))
    if at is None:
        return None
    outcome = getattr(item, "outcome", "")
    outcome = str(getattr(outcome, "value", outcome))
    details = getattr(item, "details", None)
    if isinstance(details, Mapping):  # a journal entry: its detail is JSON
        result, error = str(details.get("result", "")), str(details.get("error", ""))
        author = str(getattr(item, "author_key", "") or "")
        who = str(getattr(item, "author_name", "") or "") or names.get(author, "")
        who = who or str(getattr(item, "os_user", "") or "")
        seq = getattr(item, "seq", None)
    else:  # an action record: its detail is the result, or the error's sentence
        detail = str(getattr(item, "detail", "") or "")
        done = outcome in ("done", "found")
        result, error = (detail, "") if done else ("", detail)
        author = str(getattr(item, "author", "") or "")
        who, seq = names.get(author, ""), None
    return _Raw(
        at,
        str(item.action),
        str(item.target),
        outcome,
        result,
        error,
        author,
        who,
        seq if isinstance(seq, int) else None,
    )


def _journal_event(raw: _Raw, names: Mapping[str, str]) -> TimelineEvent:
    kind = kind_of(raw.action)
    data = _json(raw.result)
    parts = raw.target.split("/")
    doc_id = str(data.get("doc_id", "")) if data else ""
    code = reason = text = subject = ""
    who = raw.who
    if kind is EventKind.MARK:
        doc_id = doc_id or (parts[2] if len(parts) > 2 else "")
        code, reason = str(data.get("mark", "")), str(data.get("reason", ""))
        text = str(data.get("comment", ""))
    elif kind is EventKind.DECISION:
        code, text = str(data.get("decision", "")), str(data.get("reason", ""))
        reason = str(data.get("state") or "")
    elif kind is EventKind.STATE:
        code, text = str(data.get("state", "")), str(data.get("reason", ""))
    elif kind is EventKind.NOTE:
        text = str(data.get("text", ""))
    elif kind is EventKind.UPLOAD:
        doc_id = raw.result if raw.result and not data else doc_id
    elif kind is EventKind.DELETION:
        doc_id = parts[2] if len(parts) > 2 else ""
        text = str(data.get("reason", ""))  # the reason the door asked (deletions.py)
    elif kind is EventKind.SHAREHOLDER:
        holder = raw.result if raw.result and not data else (parts[1] if len(parts) > 1 else "")
        subject = names.get(holder, "")
    elif kind is EventKind.FLAG:  # the flag as it read when dismissed, and why
        subject = str(data.get("sentence") or data.get("key") or "")
        text = str(data.get("reason", ""))
    elif kind in (EventKind.REVEAL, EventKind.EXPORT):
        code = raw.result if kind is EventKind.REVEAL else ""
        text = raw.result if kind is EventKind.EXPORT else ""
        holder = next((p for p in _parts(raw.target) if p in names), "")
        subject = names.get(holder, "")
    elif data:  # claims, proposals, confirmations and whatever comes next: their JSON
        code = str(data.get("decision") or data.get("state") or data.get("kind") or "")
        text = str(data.get("reason") or data.get("comment") or "")
        subject = str(  # an assignment's new owner; an answer's proposer
            data.get("to_name") or data.get("owner_name") or data.get("proposed_by_name") or ""
        )
        who = raw.who or str(data.get("by_name") or "")
    if raw.outcome not in ("done", "found"):
        text = raw.error or text
    if doc_id:
        subject = names.get(doc_id, doc_id)
    return TimelineEvent(
        raw.at,
        kind,
        raw.action,
        Source.REVIEWER,
        who,
        raw.author,
        raw.outcome,
        subject,
        doc_id,
        code,
        reason,
        text,
        raw.seq,
    )


def server_events(sessions: Iterable[KybSession]) -> list[TimelineEvent]:
    """What the server dates: each session's creation and its state's last change, each
    document's upload and deletion."""
    events: list[TimelineEvent] = []
    for session in sessions:
        created = moment_of(session.created_at)
        if created is not None:
            events.append(
                TimelineEvent(
                    created,
                    EventKind.SESSION,
                    SERVER_SESSION_CREATED,
                    Source.SERVER,
                    code="CREATED",
                )
            )
        changed = moment_of(session.updated_at)
        if changed is not None and (changed != created or session.state != "CREATED"):
            events.append(
                TimelineEvent(
                    changed,
                    EventKind.SESSION,
                    SERVER_SESSION_STATE,
                    Source.SERVER,
                    code=session.state,
                )
            )
        for document in session.documents:
            name = document.file_name or document.id
            uploaded, deleted = moment_of(document.created_at), moment_of(document.deleted_at)
            if uploaded is not None:
                events.append(
                    TimelineEvent(
                        uploaded,
                        EventKind.UPLOAD,
                        SERVER_UPLOADED,
                        Source.SERVER,
                        subject=name,
                        doc_id=document.id,
                    )
                )
            if deleted is not None:
                events.append(
                    TimelineEvent(
                        deleted,
                        EventKind.DELETION,
                        SERVER_DELETED,
                        Source.SERVER,
                        subject=name,
                        doc_id=document.id,
                    )
                )
    return events


def provider_events(people: Iterable[Person]) -> list[TimelineEvent]:
    """Each shareholder's identity verification states, as the provider's history gives them."""
    events: list[TimelineEvent] = []
    for person in people:
        if person.history is None:
            continue
        for log in person.history.logs:
            at = moment_of(log.created_at)
            if at is None:
                continue
            events.append(
                TimelineEvent(
                    at,
                    EventKind.KYC,
                    PROVIDER_STATE,
                    Source.PROVIDER,
                    subject=person.name,
                    code=log.new_state,
                    seq=log.id,
                )
            )
    return events


def case_timeline(
    uid: str,
    *,
    entries: Iterable[Any] = (),
    sessions: Sequence[KybSession] = (),
    people: Sequence[Person] = (),
    reviewers: Mapping[str, str] | None = None,
) -> list[TimelineEvent]:
    """The case's events, newest first. ``entries``: journal entries or action records (any
    case's: this case's are picked); ``reviewers``: key id -> name, for records that carry
    only a key."""
    names: dict[str, str] = dict(reviewers or {})
    ids: set[str] = set()
    for session in sessions:
        ids.add(session.id)
        for document in session.documents:
            ids.add(document.id)
            names[document.id] = document.file_name or document.id
    for person in people:
        ids.add(person.id)
        names[person.id] = person.name
    frozen = frozenset(ids)
    events = [
        _journal_event(raw, names)
        for raw in (_raw(item, names) for item in entries)
        if raw is not None and belongs(raw.target, uid, frozen)
    ]
    events += server_events(sessions)
    events += provider_events(people)
    return newest_first(events)


def newest_first(events: Iterable[TimelineEvent]) -> list[TimelineEvent]:
    return sorted(events, key=lambda e: (e.at, e.seq if e.seq is not None else -1), reverse=True)


def matching(
    events: Iterable[TimelineEvent],
    kinds: frozenset[EventKind] | None = None,
    search: str = "",
    words: Callable[[TimelineEvent], str] | None = None,
) -> list[TimelineEvent]:
    """The events of the chosen kinds (None: all) whose text holds ``search`` (any case):
    the names, codes and free text, and ``words`` (how the view says the event) too."""
    needle = fold(search)  # case and accents aside, as every search in Teller
    found = []
    for event in events:
        if kinds is not None and event.kind not in kinds:
            continue
        if needle:
            hay = " ".join(
                (event.who, event.subject, event.code, event.reason, event.text, event.action)
            )
            if words is not None:
                hay += " " + words(event)
            if needle not in fold(hay):
                continue
        found.append(event)
    return found
