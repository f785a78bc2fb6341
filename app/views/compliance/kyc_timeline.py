"""A shareholder's identity verification as a timeline: each state, when it came, and how
long the verification had been in the state before."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from app.models.onboarding import KycStateHistory


@dataclass(frozen=True)
class TimelineStep:
    state: str
    at: datetime | None
    previous: str | None  # the state it left
    spent: timedelta | None  # time in the previous state


def timeline(history: KycStateHistory | None) -> list[TimelineStep]:
    """Oldest first, as the states happened."""
    if history is None:
        return []
    logs = sorted(history.logs, key=lambda log: log.id)
    steps: list[TimelineStep] = []
    for index, log in enumerate(logs):
        before = logs[index - 1] if index else None
        spent = (
            log.created_at - before.created_at
            if before is not None and before.created_at and log.created_at
            else None
        )
        steps.append(
            TimelineStep(log.new_state, log.created_at, before.new_state if before else None, spent)
        )
    return steps
