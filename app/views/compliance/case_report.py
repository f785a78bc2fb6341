"""What a case bundle holds, gathered from the case pane, and its PDF report.

``case_data`` turns the case as shown (session, documents, declared data, shareholders and
their KYC histories), the review's marks, decisions and states set by a testers' tool, and the
case's journal entries into the JSON of ``case.json``. The report's decision section never
contradicts the session's state: it names what set it (a decision, a testers' tool) or says
that nothing in Teller's journal did. ``render_report`` draws the readable summary with Qt's own
QTextDocument and QPdfWriter (no new dependency); it runs in the export's worker thread, which
QTextDocument and QPdfWriter allow (neither is a widget).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from app.services.action_log import ActionRecord
from app.services.review import CaseDecision, DocumentMark, StateChange, StateMove
from app.views.compliance.case_source import CaseFile
from app.views.compliance.review_bar import kyc_state


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
                "kycState": kyc_state(s),
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


def report_html(case: Mapping[str, Any]) -> str:
    session = case.get("session") or {}
    rows = []
    for doc in case.get("documents", []):
        review = doc.get("review") or {}
        gone = (
            QCoreApplication.translate("CaseReport", " (deleted)")
            if doc.get("deletedAt") or doc.get("deleted_at")
            else ""
        )
        rows.append(
            "<tr>"
            + "".join(
                f"<td>{_e(v)}</td>"
                for v in (
                    (doc.get("fileName") or doc.get("file_name") or doc.get("id")) + gone,
                    doc.get("category"),
                    doc.get("type"),
                    review.get("mark", QCoreApplication.translate("CaseReport", "not reviewed")),
                    " · ".join(p for p in (review.get("reason"), review.get("comment")) if p),
                )
            )
            + "</tr>"
        )
    owners = [
        "<tr>"
        + "".join(
            f"<td>{_e(v)}</td>"
            for v in (
                " ".join(p for p in (s.get("name"), s.get("surname")) if p) or s.get("id"),
                s.get("kycLevel"),
                s.get("kycState") or "—",
            )
        )
        + "</tr>"
        for s in case.get("shareholders", [])
    ]
    timeline = [
        f"<tr><td>{_e(j['at'][:19])}</td><td>{_e(j['action'])}</td><td>{_e(j['outcome'])}</td></tr>"
        for j in case.get("journal", [])
    ]
    decided = f"<p>{decision_said(case)}</p>"

    def table(headers: list[str], body: list[str]) -> str:
        head = "".join(f"<th>{_e(h)}</th>" for h in headers)
        return (
            '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
            f"<tr>{head}</tr>{''.join(body)}</table>"
        )

    def section(title: str, body: str) -> str:
        """A heading (translated by the caller, where lupdate sees it) and what it heads."""
        return f"<h2>{title}</h2>{body}"

    intro = QCoreApplication.translate(
        "CaseReport", "Business {0}<br>KYB session {1}, state {2}"
    ).format(_e(case.get("uid")), _e(session.get("id")), _e(session.get("state")))
    return (
        f"<h1>{_e(case.get('company') or case.get('uid'))}</h1><p>{intro}</p>"
        + section(QCoreApplication.translate("CaseReport", "Decision"), decided)
        + section(
            QCoreApplication.translate("CaseReport", "Documents"),
            table(
                [
                    QCoreApplication.translate("CaseReport", "File"),
                    QCoreApplication.translate("CaseReport", "Category"),
                    QCoreApplication.translate("CaseReport", "Type"),
                    QCoreApplication.translate("CaseReport", "Mark"),
                    QCoreApplication.translate("CaseReport", "Reason, comment"),
                ],
                rows,
            ),
        )
        + section(
            QCoreApplication.translate("CaseReport", "Owners"),
            table(
                [
                    QCoreApplication.translate("CaseReport", "Name"),
                    QCoreApplication.translate("CaseReport", "KYC level"),
                    QCoreApplication.translate("CaseReport", "KYC state"),
                ],
                owners,
            ),
        )
        + section(
            QCoreApplication.translate("CaseReport", "Timeline (audit journal)"),
            table(
                [
                    QCoreApplication.translate("CaseReport", "When (UTC)"),
                    QCoreApplication.translate("CaseReport", "Action"),
                    QCoreApplication.translate("CaseReport", "Outcome"),
                ],
                timeline,
            ),
        )
    )


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
                "CaseReport", "<b>{0}</b> at {1}: {2} (session state: {3})"
            ).format(
                _e(last["decision"]),
                _e(last["at"]),
                _e(last["reason"]),
                _e(last["state"] or QCoreApplication.translate("CaseReport", "recorded only")),
            )
        return QCoreApplication.translate(
            "CaseReport",
            "No review decision: the state was moved to <b>{0}</b> by a testers' tool "
            "(Sandbox menu) at {1}{2}.",
        ).format(_e(state), _e(last["at"]), f": {_e(last['reason'])}" if last["reason"] else "")
    if last is not None:
        return QCoreApplication.translate(
            "CaseReport",
            "The session's state is <b>{0}</b>, set outside Teller's review after the last "
            "entry of its journal ({1} at {2}, state {3}).",
        ).format(
            _e(state),
            _e(last.get("decision") or QCoreApplication.translate("CaseReport", "a testers' tool")),
            _e(last["at"]),
            _e(last["state"]),
        )
    if state not in UNDECIDED_STATES:
        return QCoreApplication.translate(
            "CaseReport",
            "No decision in Teller's journal: the session's state <b>{0}</b> was set outside "
            "Teller's review.",
        ).format(_e(state))
    return QCoreApplication.translate("CaseReport", "No decision yet.")


def render_report(case: Mapping[str, Any]) -> bytes:
    """The PDF's bytes: A4, the summary flowing over as many pages as it needs."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    # Lay the text out at screen resolution: at the writer's default 1,200 dpi the page was
    # 9,000 "pixels" wide and 9 pt text came out as a thin line of specks.
    writer.setResolution(96)
    writer.setTitle(
        QCoreApplication.translate("CaseReport", "KYB case {0}").format(
            case.get("company") or case.get("uid")
        )
    )
    writer.setCreator("Teller")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setHtml(report_html(case))
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    document.setPageSize(QSizeF(rect.size()))
    document.print_(writer)
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data())
