"""What a case bundle holds, gathered from the case pane, and its PDF report.

``case_data`` turns the case as shown (session, documents, declared data, shareholders and
their KYC histories), the review's marks, decisions and states set by a testers' tool, and the
case's journal entries into the JSON of ``case.json``. The report's decision section never
contradicts the session's state: it names what set it (a decision, a testers' tool) or says
that nothing in Teller's journal did. ``render_report`` draws the readable summary
(app/views/printing/pages.py) in the export's worker thread.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services.action_log import ActionRecord
from app.services.case_timeline import moment_of
from app.services.review import CaseDecision, DocumentMark, StateChange, StateMove
from app.views.compliance.case_source import CaseFile
from app.views.compliance.report_evidence import evidence_html
from app.views.printing.pages import paged_pdf
from app.views.widgets.review_words import (
    code_words,
    decision_words,
    mark_words,
    reason_words,
    state_words,
)


def case_data(
    case: CaseFile,
    marks: Mapping[str, DocumentMark],
    changes: Iterable[StateChange],
    records: Iterable[ActionRecord],
) -> dict[str, Any]:
    """``changes``: the session's decisions and testers' state moves (``ReviewBook.changes``;
    decisions alone are accepted too)."""
    session = case.session
    changes = list(changes)
    decisions = [c for c in changes if isinstance(c, CaseDecision)]
    moves = [c for c in changes if isinstance(c, StateMove)]
    return {
        "uid": case.uid,
        "company": case.company,
        "session": session.model_dump(mode="json", by_alias=True) if session else None,
        "documents": [
            d.model_dump(mode="json", by_alias=True) | {"review": _mark(marks.get(d.id))}
            for d in case.documents
        ],
        "details": [e.model_dump(mode="json", by_alias=True) for e in case.details],
        "shareholders": [
            {
                "id": s.id,
                "name": s.name,
                "surname": s.surname,
                "email": s.email,
                "kycLevel": s.kyc_level,
                "kycState": s.kyc_state,
                "kyc": s.kyc,
                "history": s.history.model_dump(mode="json", by_alias=True) if s.history else None,
            }
            for s in case.shareholders or []
        ],
        "decisions": [
            {
                "decision": d.decision.value,
                "reason": d.reason,
                "state": d.state,
                "at": d.at,
            }
            for d in decisions
        ],
        "stateMoves": [
            {"state": m.state, "by": m.by, "reason": m.reason, "at": m.at} for m in moves
        ],
        "journal": [
            {
                "at": r.at.isoformat(),
                "action": r.action,
                "target": r.target,
                "outcome": r.outcome.value,
                "detail": r.detail,
            }
            for r in records
            if r.target == case.uid or r.target.startswith(f"{case.uid}/")
        ],
    }


def _mark(mark: DocumentMark | None) -> dict[str, str] | None:
    if mark is None:
        return None
    return {"mark": mark.mark.value, "reason": mark.reason, "comment": mark.comment, "at": mark.at}


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value))


def _when(value: Any) -> str:
    """A stored time as the report writes it: ``2026-11-23 10:00 UTC`` (the report is read
    away from this desk, so always UTC, said)."""
    moment = moment_of(value)
    return moment.strftime("%Y-%m-%d %H:%M UTC") if moment is not None else ""


def _mark_words(review: Mapping[str, Any]) -> str:
    mark = review.get("mark")
    if not mark:
        return QCoreApplication.translate("CaseReport", "not reviewed")
    said = mark_words(str(mark))
    who_when = " · ".join(p for p in (review.get("by"), _when(review.get("at"))) if p)
    return f"{said} ({who_when})" if who_when else said


def _reason_words(review: Mapping[str, Any]) -> str:
    reason = review.get("reason") or ""
    return " · ".join(p for p in (reason_words(reason), review.get("comment")) if p)


# Per cent: room for a file name's long word ("incorporation.pdf" was cut in its extension).
DOCUMENT_WIDTHS = (24, 15, 12, 12, 21, 16)


def _table(headers: list[str], body: list[str], widths: tuple[int, ...] = ()) -> str:
    sized = zip(headers, widths or (0,) * len(headers), strict=True)
    head = "".join(f'<th width="{w}%">{_e(h)}</th>' if w else f"<th>{_e(h)}</th>" for h, w in sized)
    return (
        '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f"<tr>{head}</tr>{''.join(body)}</table>"
    )


def _row(*cells: Any) -> str:
    return "<tr>" + "".join(f"<td>{_e(v)}</td>" for v in cells) + "</tr>"


def _deleted_words(doc: Mapping[str, Any], deleted: Any) -> str:
    """'{when} by {name}: {reason}' for a tombstone whose journal entry is known."""
    if not deleted:
        return "—"
    who, why = doc.get("deletedBy") or "", doc.get("deletionReason") or ""
    if not who:
        return _when(deleted)
    return QCoreApplication.translate("CaseReport", "{0} by {1}: {2}").format(
        _when(deleted), who, why
    )


def _named(name: Any, slug: Any) -> str:
    """A catalogue's name for a slug; a slug it did not name (a bundle made without the
    catalogue, a type it does not list) written out: "Certificate of incorporation", never
    "CERTIFICATE_OF_INCOR / PORATION" wrapped in a narrow cell."""
    if name and name != slug:
        return str(name)
    return code_words(str(slug or ""))


def _document_rows(case: Mapping[str, Any]) -> list[str]:
    rows = []
    for doc in case.get("documents", []):
        review = doc.get("review") or {}
        deleted = doc.get("deletedAt") or doc.get("deleted_at")
        gone = QCoreApplication.translate("CaseReport", " (deleted)") if deleted else ""
        name = (doc.get("fileName") or doc.get("file_name") or doc.get("id") or "") + gone
        uploaded = _when(doc.get("createdAt") or doc.get("created_at"))
        rows.append(
            _row(
                name,
                " / ".join(
                    p
                    for p in (
                        _named(doc.get("categoryName"), doc.get("category")),
                        _named(doc.get("typeName"), doc.get("type")),
                    )
                    if p
                ),
                uploaded,
                _deleted_words(doc, deleted),
                _mark_words(review),
                _reason_words(review),
            )
            + '<tr><td colspan="6"><small>SHA-256 '
            + _e(doc.get("sha256") or QCoreApplication.translate("CaseReport", "not fetched"))
            + "</small></td></tr>"
        )
    return rows


def _audit_lines(case: Mapping[str, Any]) -> str:
    """Who exported it and when, the reviewers, and the journal head it was made at."""
    lines = []
    if case.get("generatedAt"):
        lines.append(
            QCoreApplication.translate("CaseReport", "Generated {0} by {1}").format(
                _e(_when(case["generatedAt"])), _e(case.get("exportedBy") or "—")
            )
        )
    reviewers = case.get("reviewers")
    if reviewers is not None:
        lines.append(
            QCoreApplication.translate("CaseReport", "Reviewers: {0}").format(
                _e(
                    ", ".join(reviewers)
                    or QCoreApplication.translate("CaseReport", "none in the journal")
                )
            )
        )
    head = case.get("head")
    if head:
        said = (
            QCoreApplication.translate(
                "CaseReport",
                "Made at the journal's signed head: entry {0}, hash {1}, signed by {2}",
            )
            if head.get("signed")
            else QCoreApplication.translate(
                "CaseReport", "Made at the journal's head (unsigned): entry {0}, hash {1}"
            )
        )
        lines.append(said.format(_e(head["seq"]), _e(head["hash"]), _e(head.get("signer"))))
    elif "head" in case:
        lines.append(
            QCoreApplication.translate("CaseReport", "No audit journal was kept on this desk.")
        )
    lines.append(
        QCoreApplication.translate("CaseReport", "Personal data: {0}").format(
            QCoreApplication.translate("CaseReport", "included")
            if case.get("personalData") == "included"
            else QCoreApplication.translate("CaseReport", "masked")
        )
    )
    return "<p>" + "<br>".join(lines) + "</p>"


def _timeline_rows(case: Mapping[str, Any]) -> list[str]:
    if "timeline" in case:
        return [
            _row(_when(t.get("at")), t.get("whoText") or t.get("who"), t.get("what"))
            for t in case["timeline"]
        ]
    return [  # a bundle made before the timeline: the journal's actions as they are
        _row(
            _when(j.get("at")),
            j.get("author_name") or j.get("os_user") or "",
            code_words(str(j["action"])),
        )
        for j in case.get("journal", [])
    ]


def report_html(case: Mapping[str, Any]) -> str:
    session = case.get("session") or {}
    owners = [
        _row(
            " ".join(p for p in (s.get("name"), s.get("surname")) if p) or s.get("id"),
            s.get("kycLevel"),
            state_words(s.get("kycState")),
        )
        for s in case.get("shareholders", [])
    ]
    intro = QCoreApplication.translate(
        "CaseReport", "Business {0}<br>KYB session {1}, state {2}"
    ).format(
        _e(case.get("uid")),
        _e(session.get("id")),
        f"<b>{_e(state_words(session.get('state')))}</b>",
    )

    def section(title: str, body: str) -> str:
        """A heading (translated by the caller, where lupdate sees it) and what it heads."""
        return f"<h2>{title}</h2>{body}"

    return (
        f"<h1>{_e(case.get('company') or case.get('uid'))}</h1><p>{intro}</p>"
        + _audit_lines(case)
        + section(
            QCoreApplication.translate("CaseReport", "Decision"), f"<p>{decision_said(case)}</p>"
        )
        + section(
            QCoreApplication.translate("CaseReport", "Documents"),
            _table(
                [
                    QCoreApplication.translate("CaseReport", "File"),
                    QCoreApplication.translate("CaseReport", "Kind"),
                    QCoreApplication.translate("CaseReport", "Uploaded"),
                    QCoreApplication.translate("CaseReport", "Deleted"),
                    QCoreApplication.translate("CaseReport", "Mark (by, when)"),
                    QCoreApplication.translate("CaseReport", "Reason, comment"),
                ],
                _document_rows(case),
                DOCUMENT_WIDTHS,
            ),
        )
        + section(
            QCoreApplication.translate("CaseReport", "Owners"),
            _table(
                [
                    QCoreApplication.translate("CaseReport", "Name"),
                    QCoreApplication.translate("CaseReport", "KYC level"),
                    QCoreApplication.translate("CaseReport", "KYC state"),
                ],
                owners,
            ),
        )
        + evidence_html(case)  # flags, declared and found, screening, ownership
        + section(
            QCoreApplication.translate("CaseReport", "Timeline, newest first"),
            _table(
                [
                    QCoreApplication.translate("CaseReport", "When (UTC)"),
                    QCoreApplication.translate("CaseReport", "Who"),
                    QCoreApplication.translate("CaseReport", "What happened"),
                ],
                _timeline_rows(case),
            ),
        )
    )


def _people(decision: Mapping[str, Any]) -> str:
    """Who decided; who proposed and who confirmed it where a second reviewer had to."""
    said = []
    if decision.get("proposedBy"):
        said.append(
            QCoreApplication.translate("CaseReport", "proposed by {0}").format(
                _e(decision["proposedBy"])
            )
        )
    if decision.get("confirmedBy"):
        said.append(
            QCoreApplication.translate("CaseReport", "confirmed by {0}").format(
                _e(decision["confirmedBy"])
            )
        )
    if not said and decision.get("by"):
        said.append(
            QCoreApplication.translate("CaseReport", "decided by {0}").format(_e(decision["by"]))
        )
    return f"; {', '.join(said)}" if said else ""


UNDECIDED_STATES = frozenset({"", "CREATED", "IN_REVIEW"})  # no decision is owed to explain


def decision_said(case: Mapping[str, Any]) -> str:
    """The decision section: the newest decision or testers' move when it is what set the
    session's state; else that the state was set outside Teller's review (never "No decision
    yet" beside a decided state)."""
    state = (case.get("session") or {}).get("state") or ""
    decisions, moves = case.get("decisions") or [], case.get("stateMoves") or []
    changes = sorted([*decisions, *moves], key=lambda c: c["at"])
    last = changes[-1] if changes else None
    if last is not None and last.get("state") in (None, state):
        if "decision" in last:
            return QCoreApplication.translate(
                "CaseReport", "<b>{0}</b> at {1}: {2} (session state: {3}){4}"
            ).format(
                _e(decision_words(last["decision"])),
                _e(_when(last["at"])),
                _e(last["reason"]),
                _e(
                    state_words(last["state"])
                    if last["state"]
                    else QCoreApplication.translate("CaseReport", "recorded only")
                ),
                _people(last),
            )
        return QCoreApplication.translate(
            "CaseReport",
            "No review decision: the state was moved to <b>{0}</b> by a testers' tool "
            "(Sandbox menu) at {1}{2}.",
        ).format(
            _e(state_words(state)),
            _e(_when(last["at"])),
            f": {_e(last['reason'])}" if last["reason"] else "",
        )
    if last is not None:
        return QCoreApplication.translate(
            "CaseReport",
            "The session's state is <b>{0}</b>, set outside Teller's review after the last "
            "entry of its journal ({1} at {2}, state {3}).",
        ).format(
            _e(state_words(state)),
            _e(
                decision_words(last["decision"])
                if last.get("decision")
                else QCoreApplication.translate("CaseReport", "a testers' tool")
            ),
            _e(_when(last["at"])),
            _e(state_words(last["state"])),
        )
    if state not in UNDECIDED_STATES:
        return QCoreApplication.translate(
            "CaseReport",
            "No decision in Teller's journal: the session's state <b>{0}</b> was set outside "
            "Teller's review.",
        ).format(_e(state_words(state)))
    return QCoreApplication.translate("CaseReport", "No decision yet.")


def render_report(case: Mapping[str, Any]) -> bytes:
    """The PDF's bytes: A4, each page numbered with the case and the journal head it was
    made at."""
    head = case.get("head") or {}
    where = " · ".join(
        p
        for p in (
            str(case.get("company") or case.get("uid") or ""),
            QCoreApplication.translate("CaseReport", "journal head {0}").format(head["seq"])
            if head
            else "",
        )
        if p
    )
    title = QCoreApplication.translate("CaseReport", "KYB case {0}").format(
        case.get("company") or case.get("uid")
    )
    return paged_pdf(report_html(case), title, where)
