"""What the case's report and timeline tell of the team's work on a case: its claims history
and its four-eyes trail (who proposed, who confirmed or returned, when, why), in the
journal's order. Read from the session's books, which the journal and the door feed."""

from __future__ import annotations

from dataclasses import dataclass

from app.services.action_log import ActionLog
from app.services.claims import ClaimStep, claim_book
from app.services.four_eyes import TrailStep, four_eyes_book


@dataclass(frozen=True)
class TeamHistory:
    claims: list[ClaimStep]  # claims, releases, assignments, overrides (and which took effect)
    decisions: list[TrailStep]  # proposals, confirmations, returns, proposals a mark cleared


def team_history(log: ActionLog, uid: str, session_id: str | None) -> TeamHistory:
    """The case's (business user ``uid``'s) claims, and its session's four-eyes trail."""
    trail = four_eyes_book(log).trail(session_id) if session_id else []
    return TeamHistory(claim_book(log).history(uid), trail)
