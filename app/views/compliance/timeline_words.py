"""A case timeline's events in words, in the UI's language: one sentence each, the kind's
name and who. The case pane's Timeline tab and the PDF report read the same sentences, so
they never say one event two ways. Codes (marks, reasons, decisions, states) are named as
the rest of the case names them (``review_dialogs``, ``terms``); a code this module does not
know is shown as stored rather than hidden."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.services.case_timeline import (
    PROVIDER_STATE,
    SERVER_DELETED,
    SERVER_SESSION_CREATED,
    SERVER_SESSION_STATE,
    SERVER_UPLOADED,
    EventKind,
    Source,
    TimelineEvent,
)
from app.services.review_rules import Decision, Mark
from app.views.compliance.review_dialogs import decision_names, mark_names, reason_names
from app.views.widgets.terms import kyb_state_name
from app.views.widgets.visible_text import visible

CONTEXT = "CaseTimeline"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def kind_names() -> dict[EventKind, str]:
    """Each kind as the filter and the table name it."""
    return {
        EventKind.NOTE: _tr("Notes"),
        EventKind.MARK: _tr("Document marks"),
        EventKind.DECISION: _tr("Decisions"),
        EventKind.STATE: _tr("States set by hand"),
        EventKind.CLAIM: _tr("Claims"),
        EventKind.PROPOSAL: _tr("Proposals"),
        EventKind.CONFIRMATION: _tr("Confirmations"),
        EventKind.UPLOAD: _tr("Uploads"),
        EventKind.DELETION: _tr("Deletions"),
        EventKind.SHAREHOLDER: _tr("Shareholder edits"),
        EventKind.EXPORT: _tr("Exports"),
        EventKind.REVEAL: _tr("Personal data shown"),
        EventKind.SESSION: _tr("KYB session"),
        EventKind.KYC: _tr("Shareholders' KYC"),
        EventKind.OTHER: _tr("Other"),
    }


def state_words(state: str | None) -> str:
    """A session or KYC state in words: as the UI names it, else its code written out
    ("IN_REVIEW" -> "In review"), never the bare code."""
    if not state:
        return "—"
    named = kyb_state_name(state)
    return named if named != state else state.replace("_", " ").capitalize()


def who_text(event: TimelineEvent) -> str:
    if event.source is Source.SERVER:
        return _tr("Server")
    if event.source is Source.PROVIDER:
        return _tr("Identity verification provider")
    return visible(event.who) or _tr("Unnamed reviewer")


def _mark(code: str) -> str:
    try:
        return mark_names()[Mark(code)]
    except ValueError:
        return code


def _decision(code: str) -> str:
    try:
        return decision_names()[Decision(code)]
    except ValueError:
        return code


def _reason(slug: str) -> str:
    return reason_names().get(slug, slug)


def _outcome(event: TimelineEvent, said: str) -> str:
    if event.outcome in ("done", "found"):
        return said
    if event.outcome == "refused":
        return _tr("Refused: {0}").format(said)
    return _tr("Outcome unknown: {0}").format(said)


def _with(said: str, *extra: str) -> str:
    parts = [p for p in extra if p]
    return f"{said}: {' · '.join(parts)}" if parts else said


def event_sentence(event: TimelineEvent) -> str:
    """What happened, as a person reads it (free text shown with its hidden characters
    written as code points)."""
    subject, text = visible(event.subject), visible(event.text)
    kind, action = event.kind, event.action
    if action == SERVER_SESSION_CREATED:
        said = _tr("KYB session opened")
    elif action == SERVER_SESSION_STATE:
        said = _tr("KYB session's state is now {0}").format(state_words(event.code))
    elif action == SERVER_UPLOADED:
        said = _tr("{0} uploaded").format(subject)
    elif action == SERVER_DELETED:
        said = _tr("{0} deleted").format(subject)
    elif action == PROVIDER_STATE:
        said = _tr("{0}'s identity verification: {1}").format(subject, state_words(event.code))
    elif kind is EventKind.NOTE:
        where = _tr("Note on {0}").format(subject) if event.doc_id else _tr("Note on the case")
        said = _with(where, text)
    elif kind is EventKind.MARK:
        said = _with(
            _tr("{0} marked {1}").format(subject, _mark(event.code)),
            _reason(event.reason) if event.reason else "",
            text,
        )
    elif kind is EventKind.DECISION:
        state = _tr("state {0}").format(state_words(event.reason)) if event.reason else ""
        said = _with(_tr("Decision: {0}").format(_decision(event.code)), text, state)
    elif kind is EventKind.STATE:
        said = _with(_tr("State set by hand to {0}").format(state_words(event.code)), text)
    elif kind is EventKind.SESSION:
        said = _tr("KYB session started")
    elif kind is EventKind.UPLOAD:
        said = _tr("Uploaded {0}").format(subject)
    elif kind is EventKind.DELETION:
        said = _tr("Deleted {0}").format(subject)
    elif kind is EventKind.SHAREHOLDER:
        said = (
            _tr("Shareholder {0} added").format(subject)
            if action == "create_shareholder"
            else _tr("Shareholder {0} corrected").format(subject)
        )
    elif kind is EventKind.EXPORT:
        said = _with(
            _tr("Case bundle exported")
            if action == "export_case_bundle"
            else _tr("A copy of a document left Teller"),
            text,
        )
    elif kind is EventKind.REVEAL:
        what = _tr("{0} of {1}").format(event.code, subject) if subject else event.code
        said = (
            _tr("Revealed {0}").format(what)
            if action == "reveal"
            else _tr("Copied {0} to the clipboard").format(what)
        )
    elif kind is EventKind.PROPOSAL:
        said = _with(_tr("Proposed: {0}").format(_decision(event.code)), text)
    elif kind is EventKind.CONFIRMATION:
        said = _with(
            _tr("Returned the proposal")
            if "return" in action
            else _tr("Confirmed: {0}").format(_decision(event.code)),
            _tr("proposed by {0}").format(subject) if subject else "",
            text,
        )
    elif kind is EventKind.CLAIM:
        verb = {
            "release": _tr("Released the case"),
            "assign": _tr("Assigned the case to {0}").format(subject),
        }
        said = next((v for k, v in verb.items() if k in action), _tr("Claimed the case"))
    else:
        said = _with(action.replace("_", " "), text)
    if event.outcome not in ("done", "found") and text and text not in said:
        said = _with(said, text)  # the refusal's sentence
    return _outcome(event, said)
