"""What an auditor needs in a case bundle beyond the case itself: who exported it and when,
the reviewers who acted on it, each document's SHA-256 (deleted ones too), each mark's and
decision's author (the proposer and confirmer where four-eyes applied), the journal head the
bundle was made at, and the case's timeline in words.

All of it goes into ``case.json`` first; the PDF report is drawn from ``case.json`` alone
(``case_report.report_html``), so the two cannot say different things.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from app.services.case_timeline import EventKind, Source, TimelineEvent
from app.services.reviewers import Reviewer
from app.views.compliance.timeline_words import event_sentence, kind_names, who_text


@dataclass(frozen=True)
class Head:
    """The journal's head the bundle was made at: signed when the store signs entries."""

    seq: int
    hash: str
    signer: str = ""  # the head's signer (name or key id); '' for an unsigned journal
    signature: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "hash": self.hash,
            "signer": self.signer,
            "signature": self.signature,
            "signed": bool(self.signature),
        }


def head_of(journal: Any, entries: list[Any]) -> Head | None:
    """The store's signed head when it offers one (``current_head()``), else the last entry
    as the journal holds it (its seq and hash); None without a journal or entries.
    Blocking: call it from the thread that read ``entries``."""
    for owner in (journal, getattr(journal, "store", None)):
        current = getattr(owner, "current_head", None)
        if callable(current):
            found = current()
            if found is not None:
                signer = str(getattr(found, "signer", "") or "")
                names = {
                    e.author_key: e.author_name for e in entries if getattr(e, "author_name", "")
                }
                named = Reviewer(signer, names[signer]).short if signer in names else signer
                return Head(
                    int(found.seq),
                    str(found.hash),
                    named,
                    str(getattr(found, "signature", "") or ""),
                )
    if not entries:
        return None
    last = max(entries, key=lambda e: e.seq)
    return Head(last.seq, last.hash)


def sha256_of(files: Mapping[str, bytes]) -> dict[str, str]:
    return {doc_id: hashlib.sha256(content).hexdigest() for doc_id, content in files.items()}


def _newest(events: Iterable[TimelineEvent], kind: EventKind) -> TimelineEvent | None:
    done = [e for e in events if e.kind is kind and e.outcome in ("done", "found")]
    return done[0] if done else None  # the timeline is newest first


def audit_data(
    data: Mapping[str, Any],
    *,
    events: list[TimelineEvent],
    files: Mapping[str, bytes],
    head: Head | None,
    exported_by: str,
    generated_at: datetime | None = None,
) -> dict[str, Any]:
    """``data`` (``case_report.case_data``) with the auditor's members added."""
    digests = sha256_of(files)
    mark_by: dict[str, TimelineEvent] = {}
    for event in events:  # newest first: the first done mark of a document is its mark's
        if event.kind is EventKind.MARK and event.outcome == "done" and event.doc_id:
            mark_by.setdefault(event.doc_id, event)
    deleted_by: dict[str, TimelineEvent] = {}
    for event in events:  # newest first: a document's newest done deletion says who and why
        if event.kind is EventKind.DELETION and event.outcome == "done" and event.doc_id:
            deleted_by.setdefault(event.doc_id, event)
    documents = []
    for document in data.get("documents", []):
        doc_id = document.get("id", "")
        review = document.get("review")
        made = mark_by.get(doc_id)
        if review is not None and made is not None:
            review = {**review, "by": made.who}
        kept = {**document, "sha256": digests.get(doc_id, ""), "review": review}
        deletion = deleted_by.get(doc_id)
        if deletion is not None:
            kept |= {"deletedBy": who_text(deletion), "deletionReason": deletion.text}
        documents.append(kept)
    decision = _newest(events, EventKind.DECISION)
    proposal = _newest(events, EventKind.PROPOSAL)
    confirmation = next(
        (
            e
            for e in events
            if e.kind is EventKind.CONFIRMATION and e.outcome == "done" and "confirm" in e.action
        ),
        None,
    )
    decisions = [dict(d) for d in data.get("decisions", [])]
    if decisions and decision is not None:
        decisions[-1]["by"] = decision.who
        if confirmation is not None:
            decisions[-1]["confirmedBy"] = confirmation.who
            decisions[-1]["proposedBy"] = confirmation.subject or (
                proposal.who if proposal is not None else ""
            )
        elif proposal is not None:
            decisions[-1]["proposedBy"] = proposal.who
    reviewers = sorted({e.who for e in events if e.source is Source.REVIEWER and e.who})
    moment = (generated_at or datetime.now(UTC)).astimezone(UTC)
    return {
        **data,
        "documents": documents,
        "decisions": decisions,
        "generatedAt": moment.isoformat(timespec="seconds").replace("+00:00", "Z"),
        "exportedBy": exported_by,
        "reviewers": reviewers,
        "head": head.as_json() if head is not None else None,
        "timeline": [
            {
                **event.as_json(),
                "kindText": kind_names()[event.kind],
                "whoText": who_text(event),
                "what": event_sentence(event),
            }
            for event in events
        ],
    }
