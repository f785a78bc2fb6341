"""What goes into the audit journal from a session: every action through the door (with its
idempotency key and what came back), sign-in and sign-out, and what views report (reveals of
personal data, exports). The recorder sees summaries only; no secret reaches it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.services.action_log import ActionRecord
from app.services.journal import Journal
from app.services.session import Session


class JournalRecorder:
    def __init__(self, journal: Journal, session: Session) -> None:
        self._journal = journal
        self._session = session
        session.action_log.recorded.connect(self._action)

    def record(
        self, action: str, target: str, outcome: str, detail: Mapping[str, Any] | None = None
    ) -> None:
        self._journal.record(
            environment=self._session.environment.key,
            merchant=self._session.api_code,
            action=action,
            target=target,
            outcome=outcome,
            detail=detail,
        )

    def _action(self, entry: ActionRecord) -> None:
        detail: dict[str, Any] = {}
        if entry.detail:
            detail["result" if entry.outcome in ("done", "found") else "error"] = entry.detail
        if entry.idempotency_key:
            detail["idempotencyKey"] = entry.idempotency_key
        self.record(entry.action, entry.target, entry.outcome.value, detail)

    def signed_in(self) -> None:
        self.record("sign_in", self._session.environment.badge, "done")

    def signed_out(self) -> None:
        self.record("sign_out", self._session.environment.badge, "done")
