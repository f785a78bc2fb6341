"""A case timeline's events in words, in the UI's language: one sentence each, the kind's
name and who. The case pane's Timeline tab and the PDF report read the same sentences, so
they never say one event two ways. Codes (marks, reasons, decisions, states) are named as
the rest of the case names them (``app/views/widgets/review_words.py``); a code this module does not
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
from app.views.widgets.review_words import decision_words, mark_words, reason_words, state_words
from app.views.widgets.visible_text import visible


def kind_names() -> dict[EventKind, str]:
    """Each kind as the filter and the table name it."""
    return {
        EventKind.NOTE: QCoreApplication.translate("CaseTimeline", "Notes"),
        EventKind.MARK: QCoreApplication.translate("CaseTimeline", "Document marks"),
        EventKind.DECISION: QCoreApplication.translate("CaseTimeline", "Decisions"),
        EventKind.STATE: QCoreApplication.translate("CaseTimeline", "States set by hand"),
        EventKind.CLAIM: QCoreApplication.translate("CaseTimeline", "Claims"),
        EventKind.PROPOSAL: QCoreApplication.translate("CaseTimeline", "Proposals"),
        EventKind.CONFIRMATION: QCoreApplication.translate("CaseTimeline", "Confirmations"),
        EventKind.UPLOAD: QCoreApplication.translate("CaseTimeline", "Uploads"),
        EventKind.DELETION: QCoreApplication.translate("CaseTimeline", "Deletions"),
        EventKind.SHAREHOLDER: QCoreApplication.translate("CaseTimeline", "Shareholder edits"),
        EventKind.EXPORT: QCoreApplication.translate("CaseTimeline", "Exports"),
        EventKind.REVEAL: QCoreApplication.translate("CaseTimeline", "Personal data shown"),
        EventKind.SESSION: QCoreApplication.translate("CaseTimeline", "KYB session"),
        EventKind.KYC: QCoreApplication.translate("CaseTimeline", "Shareholders' KYC"),
        EventKind.FLAG: QCoreApplication.translate("CaseTimeline", "Flags dismissed"),
        EventKind.OTHER: QCoreApplication.translate("CaseTimeline", "Other"),
    }


def who_text(event: TimelineEvent) -> str:
    if event.source is Source.SERVER:
        return QCoreApplication.translate("CaseTimeline", "Server")
    if event.source is Source.PROVIDER:
        return QCoreApplication.translate("CaseTimeline", "Identity verification provider")
    return visible(event.who) or QCoreApplication.translate("CaseTimeline", "Unnamed reviewer")


def _outcome(event: TimelineEvent, said: str) -> str:
    if event.outcome in ("done", "found"):
        return said
    if event.outcome == "refused":
        return QCoreApplication.translate("CaseTimeline", "Refused: {0}").format(said)
    return QCoreApplication.translate("CaseTimeline", "Outcome unknown: {0}").format(said)


def _with(said: str, *extra: str) -> str:
    parts = [p for p in extra if p]
    return f"{said}: {' · '.join(parts)}" if parts else said


def event_sentence(event: TimelineEvent) -> str:
    """What happened, as a person reads it (free text shown with its hidden characters
    written as code points)."""
    subject, text = visible(event.subject), visible(event.text)
    kind, action = event.kind, event.action
    if action == SERVER_SESSION_CREATED:
        said = QCoreApplication.translate("CaseTimeline", "KYB session opened")
    elif action == SERVER_SESSION_STATE:
        said = QCoreApplication.translate("CaseTimeline", "KYB session's state is now {0}").format(
            state_words(event.code)
        )
    elif action == SERVER_UPLOADED:
        said = QCoreApplication.translate("CaseTimeline", "{0} uploaded").format(subject)
    elif action == SERVER_DELETED:
        said = QCoreApplication.translate("CaseTimeline", "{0} deleted").format(subject)
    elif action == PROVIDER_STATE:
        said = QCoreApplication.translate(
            "CaseTimeline", "{0}'s identity verification: {1}"
        ).format(subject, state_words(event.code))
    elif kind is EventKind.NOTE:
        where = (
            QCoreApplication.translate("CaseTimeline", "Note on {0}").format(subject)
            if event.doc_id
            else QCoreApplication.translate("CaseTimeline", "Note on the case")
        )
        said = _with(where, text)
    elif kind is EventKind.MARK:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "{0} marked {1}").format(
                subject, mark_words(event.code)
            ),
            reason_words(event.reason) if event.reason else "",
            text,
        )
    elif kind is EventKind.DECISION:
        state = (
            QCoreApplication.translate("CaseTimeline", "state {0}").format(
                state_words(event.reason)
            )
            if event.reason
            else ""
        )
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Decision: {0}").format(
                decision_words(event.code)
            ),
            text,
            state,
        )
    elif kind is EventKind.STATE:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "State set by hand to {0}").format(
                state_words(event.code)
            ),
            text,
        )
    elif kind is EventKind.SESSION:
        said = QCoreApplication.translate("CaseTimeline", "KYB session started")
    elif kind is EventKind.UPLOAD:
        said = QCoreApplication.translate("CaseTimeline", "Uploaded {0}").format(subject)
    elif kind is EventKind.DELETION:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Deleted {0}").format(subject), text
        )
    elif kind is EventKind.FLAG:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Flag dismissed: {0}").format(subject),
            text,
        )
    elif kind is EventKind.SHAREHOLDER:
        said = (
            QCoreApplication.translate("CaseTimeline", "Shareholder {0} added").format(subject)
            if action == "create_shareholder"
            else QCoreApplication.translate("CaseTimeline", "Shareholder {0} corrected").format(
                subject
            )
        )
    elif kind is EventKind.EXPORT:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Case bundle exported")
            if action == "export_case_bundle"
            else QCoreApplication.translate("CaseTimeline", "A copy of a document left Teller"),
            text,
        )
    elif kind is EventKind.REVEAL:
        what = (
            QCoreApplication.translate("CaseTimeline", "{0} of {1}").format(event.code, subject)
            if subject
            else event.code
        )
        said = (
            QCoreApplication.translate("CaseTimeline", "Revealed {0}").format(what)
            if action == "reveal"
            else QCoreApplication.translate("CaseTimeline", "Copied {0} to the clipboard").format(
                what
            )
        )
    elif kind is EventKind.PROPOSAL:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Proposed: {0}").format(
                decision_words(event.code)
            ),
            text,
        )
    elif kind is EventKind.CONFIRMATION:
        said = _with(
            QCoreApplication.translate("CaseTimeline", "Returned the proposal")
            if "return" in action
            else QCoreApplication.translate("CaseTimeline", "Confirmed: {0}").format(
                decision_words(event.code)
            ),
            QCoreApplication.translate("CaseTimeline", "proposed by {0}").format(subject)
            if subject
            else "",
            text,
        )
    elif kind is EventKind.CLAIM:
        verb = {
            "release": QCoreApplication.translate("CaseTimeline", "Released the case"),
            "assign": QCoreApplication.translate("CaseTimeline", "Assigned the case to {0}").format(
                subject
            ),
        }
        said = next(
            (v for k, v in verb.items() if k in action),
            QCoreApplication.translate("CaseTimeline", "Claimed the case"),
        )
    else:
        said = _with(action.replace("_", " "), text)
    if event.outcome not in ("done", "found") and text and text not in said:
        said = _with(said, text)  # the refusal's sentence
    return _outcome(event, said)
