"""The report's opening lines and its decision, as an auditor reads them first: who made the
report and when, the reviewers, the journal head it was made at, whether personal data is in;
then the decision that set the session's state, with who made it (or that the state was set
outside Teller's review).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.views.compliance.report_cells import escaped as _e
from app.views.compliance.report_cells import utc_time as _when
from app.views.widgets.review_words import decision_words, state_words


def audit_lines(case: Mapping[str, Any]) -> str:
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
