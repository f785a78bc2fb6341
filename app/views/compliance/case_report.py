"""What a case bundle holds, gathered from the case pane, and its PDF report.

``case_data`` turns the case as shown (session, documents, declared data, shareholders and
their KYC histories), the review's marks, decisions and states set by a testers' tool, and the
case's journal entries into the JSON of ``case.json``. The report's decision section never
contradicts the session's state: it names what set it (a decision, a testers' tool) or says
that nothing in Teller's journal did. ``render_report`` draws the readable summary
(app/views/printing/pages.py) in the export's worker thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services.action_log import ActionRecord
from app.services.review import CaseDecision, DocumentMark, StateChange, StateMove
from app.views.compliance.case_source import CaseFile
from app.views.compliance.report_cells import escaped as _e
from app.views.compliance.report_cells import utc_time as _when
from app.views.compliance.report_evidence import evidence_html
from app.views.compliance.report_head import audit_lines, decision_said
from app.views.printing.pages import paged_pdf
from app.views.widgets.review_words import (
    code_words,
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
    """The report's HTML: the case named, who made it and from what, then a section each for
    the decision, the documents, the owners, the evidence and the timeline."""
    return (
        _title(case)
        + audit_lines(case)
        + _section(
            QCoreApplication.translate("CaseReport", "Decision"), f"<p>{decision_said(case)}</p>"
        )
        + _documents_section(case)
        + _owners_section(case)
        + evidence_html(case)  # flags, declared and found, screening, ownership
        + _timeline_section(case)
    )


def _section(title: str, body: str) -> str:
    """A heading (translated by the caller, where lupdate sees it) and what it heads."""
    return f"<h2>{title}</h2>{body}"


def _title(case: Mapping[str, Any]) -> str:
    """The business's name, then its id and the session's id and state."""
    session = case.get("session") or {}
    intro = QCoreApplication.translate(
        "CaseReport", "Business {0}<br>KYB session {1}, state {2}"
    ).format(
        _e(case.get("uid")),
        _e(session.get("id")),
        f"<b>{_e(state_words(session.get('state')))}</b>",
    )
    return f"<h1>{_e(case.get('company') or case.get('uid'))}</h1><p>{intro}</p>"


def _documents_section(case: Mapping[str, Any]) -> str:
    headers = [
        QCoreApplication.translate("CaseReport", "File"),
        QCoreApplication.translate("CaseReport", "Kind"),
        QCoreApplication.translate("CaseReport", "Uploaded"),
        QCoreApplication.translate("CaseReport", "Deleted"),
        QCoreApplication.translate("CaseReport", "Mark (by, when)"),
        QCoreApplication.translate("CaseReport", "Reason, comment"),
    ]
    return _section(
        QCoreApplication.translate("CaseReport", "Documents"),
        _table(headers, _document_rows(case), DOCUMENT_WIDTHS),
    )


def _owner_name(shareholder: Mapping[str, Any]) -> Any:
    named = " ".join(p for p in (shareholder.get("name"), shareholder.get("surname")) if p)
    return named or shareholder.get("id")


def _owners_section(case: Mapping[str, Any]) -> str:
    headers = [
        QCoreApplication.translate("CaseReport", "Name"),
        QCoreApplication.translate("CaseReport", "KYC level"),
        QCoreApplication.translate("CaseReport", "KYC state"),
    ]
    rows = [
        _row(_owner_name(s), s.get("kycLevel"), state_words(s.get("kycState")))
        for s in case.get("shareholders", [])
    ]
    return _section(QCoreApplication.translate("CaseReport", "Owners"), _table(headers, rows))


def _timeline_section(case: Mapping[str, Any]) -> str:
    headers = [
        QCoreApplication.translate("CaseReport", "When (UTC)"),
        QCoreApplication.translate("CaseReport", "Who"),
        QCoreApplication.translate("CaseReport", "What happened"),
    ]
    return _section(
        QCoreApplication.translate("CaseReport", "Timeline, newest first"),
        _table(headers, _timeline_rows(case)),
    )


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
