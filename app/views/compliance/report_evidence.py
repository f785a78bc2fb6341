"""The evidence sections of a case's PDF report, drawn from ``case.json``'s ``evidence``
member alone (``case_evidence_data``), so the report and the JSON cannot say different
things: the flags (each one's sentence, its evidence by document and page, standing at
export or who dismissed it, when and why), what was declared beside what was found where it
is not a match, the screening steps that matched or erred, and the ownership tree.

Personal values arrive masked in ``case.json`` unless the person chose to include them;
nothing here unmasks or masks again. Words are the case pane's (``evidence_words``,
``screening_cards``), so a verdict or a step reads the same on screen and on paper.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services.case_evidence_data import not_matching
from app.services.evidence.model import ScreeningMatch, ScreeningOutcome, Verdict
from app.views.compliance.evidence_words import field_name, verdict_text
from app.views.compliance.report_cells import escaped as _e
from app.views.compliance.report_cells import utc_time as _when
from app.views.compliance.screening_cards import error_words, match_lines, outcome_text, step_name
from app.views.widgets.numbers import localized_number
from app.views.widgets.review_words import state_words

STANDING_MARK = "⚑"
WORRYING = (ScreeningOutcome.MATCH.value, ScreeningOutcome.ERROR.value)


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return (
        '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f"<tr>{head}</tr>{body}</table>"
    )


def _para(text: str) -> str:
    return f"<p>{_e(text)}</p>"


def _section(title: str, body: str) -> str:
    return f"<h2>{_e(title)}</h2>{body}"


def _where(found: Mapping[str, Any] | None) -> str:
    """'certificate.pdf, page 2'; the identity provider's reading named as such."""
    if not found:
        return "—"
    name = found.get("documentName") or ""
    if not name and found.get("source") == "provider":
        return QCoreApplication.translate("CaseReport", "the identity provider's reading")
    page = found.get("page")
    return (
        QCoreApplication.translate("CaseReport", "{0}, page {1}").format(name, page)
        if name and page
        else name or "—"
    )


def flag_standing(flag: Mapping[str, Any]) -> str:
    """'⚑ Standing at export', or who dismissed it, when and why."""
    dismissal = flag.get("dismissal")
    if flag.get("standing", True) or not dismissal:
        standing = QCoreApplication.translate("CaseReport", "Standing at export")
        return f"{STANDING_MARK} {standing}"
    return QCoreApplication.translate("CaseReport", "Dismissed by {0} at {1}: {2}").format(
        dismissal.get("by") or QCoreApplication.translate("CaseReport", "an unnamed reviewer"),
        _when(dismissal.get("at")),
        dismissal.get("reason") or "",
    )


def flag_evidence(flag: Mapping[str, Any]) -> str:
    places = dict.fromkeys(_where(found) for found in flag.get("evidence") or [])
    return "; ".join(places) or "—"


def _flags(evidence: Mapping[str, Any]) -> str:
    flags = evidence.get("flags") or []
    if not flags:
        return _para(
            QCoreApplication.translate(
                "CaseReport", "No flag: nothing in the evidence asked for a judgement."
            )
        )
    standing = sum(1 for f in flags if f.get("standing", True))
    said = QCoreApplication.translate(
        "CaseReport", "{0} standing at export, {1} dismissed."
    ).format(standing, len(flags) - standing)
    rows = [(f.get("sentence") or "", flag_evidence(f), flag_standing(f)) for f in flags]
    headers = (
        QCoreApplication.translate("CaseReport", "Flag"),
        QCoreApplication.translate("CaseReport", "Evidence"),
        QCoreApplication.translate("CaseReport", "At export"),
    )
    return f"<p>{_e(said)}</p>" + _table(headers, rows)


def _subject_field(comparison: Mapping[str, Any]) -> str:
    name = field_name(str(comparison.get("field") or ""))
    who = comparison.get("subjectName") or comparison.get("subject")
    return f"{who} · {name}" if who else name


def _result(comparison: Mapping[str, Any]) -> str:
    try:
        verdict = Verdict(str(comparison.get("verdict")))
    except ValueError:
        return str(comparison.get("verdict") or "")
    return verdict_text(verdict, comparison.get("score"))


def _declared_found(evidence: Mapping[str, Any]) -> str:
    rows = []
    for c in not_matching(evidence):
        found = c.get("found")
        rows.append(
            (
                _subject_field(c),
                c.get("declared") or "—",
                (found or {}).get("value") or "—",
                _where(found),
                _result(c),
            )
        )
    if not rows:
        return _para(
            QCoreApplication.translate(
                "CaseReport", "Every declared value compared matches the documents."
            )
        )
    headers = (
        QCoreApplication.translate("CaseReport", "Field"),
        QCoreApplication.translate("CaseReport", "Declared"),
        QCoreApplication.translate("CaseReport", "Found"),
        QCoreApplication.translate("CaseReport", "Document"),
        QCoreApplication.translate("CaseReport", "Result"),
    )
    return _table(headers, rows)


def _screening(evidence: Mapping[str, Any]) -> str:
    cards = evidence.get("screening") or []
    if not cards:
        return _para(
            QCoreApplication.translate(
                "CaseReport", "No screening results in the shareholders’ payloads."
            )
        )
    rows = []
    for card in cards:
        if card.get("outcome") not in WORRYING:
            continue
        detail = [
            line
            for m in card.get("matches") or []
            for line in match_lines(
                ScreeningMatch(
                    str(m.get("name") or ""),
                    m.get("score"),
                    tuple(m.get("lists") or ()),
                    tuple(m.get("categories") or ()),
                )
            )
        ]
        error = error_words(str(card.get("errorCode") or ""), str(card.get("errorMessage") or ""))
        if error:
            detail.append(error)
        rows.append(
            (
                card.get("subjectName") or card.get("subject") or "",
                step_name(str(card.get("step") or "")),
                outcome_text(ScreeningOutcome(card["outcome"])),
                " · ".join(detail) or "—",
            )
        )
    people = len({c.get("subject") for c in cards})
    said = QCoreApplication.translate(
        "CaseReport", "{0} steps of {1} people screened; {2} matched or erred."
    ).format(len(cards), people, len(rows))
    if not rows:
        return f"<p>{_e(said)}</p>"
    headers = (
        QCoreApplication.translate("CaseReport", "Person"),
        QCoreApplication.translate("CaseReport", "Step"),
        QCoreApplication.translate("CaseReport", "Outcome"),
        QCoreApplication.translate("CaseReport", "Detail"),
    )
    return f"<p>{_e(said)}</p>" + _table(headers, rows)


def _share(percent: Any) -> str:
    """ "12.5" (case.json's) as the report's language writes it: "12.5 %", "12,5 %"."""
    return f"{localized_number(str(percent))} %" if percent is not None else "—"


def _source_words(share: Mapping[str, Any]) -> str:
    kind = share.get("source")
    name = (
        QCoreApplication.translate("CaseReport", "declared")
        if kind == "declared"
        else QCoreApplication.translate("CaseReport", "certificate (scanned)")
        if kind == "ocr"
        else QCoreApplication.translate("CaseReport", "certificate")
    )
    parts = [p for p in (share.get("document"), share.get("documentName")) if p]
    said = f"{name} {_share(share.get('percent'))}"
    return f"{said} ({', '.join(parts)})" if parts else said


def _ownership(evidence: Mapping[str, Any]) -> str:
    tree = evidence.get("ownership")
    if not tree or not tree.get("owners"):
        return _para(
            QCoreApplication.translate("CaseReport", "No owner and no share was read or declared.")
        )
    rows = []
    for owner in tree["owners"]:
        if owner.get("shareholderId") is None:
            record = QCoreApplication.translate("CaseReport", "No shareholder record")
        else:
            record = QCoreApplication.translate("CaseReport", "KYC {0}").format(
                state_words(owner.get("kycState") or "")
            )
        rows.append(
            (
                owner.get("name") or "",
                _share(owner.get("percent")),
                "; ".join(_source_words(s) for s in owner.get("sources") or []) or "—",
                record,
            )
        )
    rows.append(
        (QCoreApplication.translate("CaseReport", "Total"), _share(tree.get("total")), "", "")
    )
    headers = (
        QCoreApplication.translate("CaseReport", "Owner"),
        QCoreApplication.translate("CaseReport", "Share"),
        QCoreApplication.translate("CaseReport", "Sources"),
        QCoreApplication.translate("CaseReport", "Record"),
    )
    top = f"<p>{_e(tree.get('company') or '')}</p>"
    return top + _table(headers, rows)


def evidence_html(case: Mapping[str, Any]) -> str:
    """The report's evidence sections; '' for a bundle made before evidence was kept."""
    evidence = case.get("evidence")
    if not isinstance(evidence, Mapping):
        return ""
    if "unavailable" in evidence:
        return _section(
            QCoreApplication.translate("CaseReport", "Flags"),
            f"<p>{_e(evidence['unavailable'])}</p>",
        )
    judged = evidence.get("judgedOn")
    judged_on = QCoreApplication.translate("CaseReport", "Judged on {0}.")
    intro = (
        f"<p>{_e(judged_on.format(judged))}"
        + (f" {_e(evidence['ocrProblem'])}" if evidence.get("ocrProblem") else "")
        + "</p>"
        if judged
        else ""
    )
    return (
        _section(QCoreApplication.translate("CaseReport", "Flags"), intro + _flags(evidence))
        + _section(
            QCoreApplication.translate("CaseReport", "Declared and found"),
            _declared_found(evidence),
        )
        + _section(QCoreApplication.translate("CaseReport", "Screening"), _screening(evidence))
        + _section(QCoreApplication.translate("CaseReport", "Ownership"), _ownership(evidence))
    )
