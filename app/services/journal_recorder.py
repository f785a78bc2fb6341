"""What goes into the audit journal from a session: every action through the door (with its
idempotency key and what came back), sign-in and sign-out, failed sign-ins, and what views
report (reveals of personal data, exports). The recorder sees summaries only; no secret
reaches it.

One recorder per session (``Session.record_to``), not per window: the window is built again
when the language changes, and a recorder per window wrote every action once per window
built since sign-in."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from app.services.action_log import ActionRecord
from app.services.environments import Environment
from app.services.journal import Journal

if TYPE_CHECKING:
    from app.services.session import Session


class SignInFailure(StrEnum):
    """Why a sign-in did not work, as the journal names it (never the key, never a token)."""

    WRONG_CREDENTIALS = "wrong_credentials"  # the server said the code or key is wrong
    UNREACHABLE = "server_unreachable"  # nothing answered, or the connection broke
    BAD_ADDRESS = "bad_address"  # the server's address cannot be used
    REFUSED = "refused"  # the server answered with another error


def record_failed_sign_in(
    journal: Journal, environment: Environment, api_code: str, reason: SignInFailure
) -> None:
    """A sign-in (or a sign-in again after an expiry) that did not work: who tried, where,
    and why, so that guessing at keys leaves a trace on the desk."""
    journal.record(
        environment=environment.key,
        merchant=api_code,
        action="sign_in",
        target=environment.badge,
        outcome="refused",
        detail={"reason": reason.value},
    )


class JournalRecorder:
    def __init__(self, journal: Journal, session: Session) -> None:
        self.journal = journal
        self._session = session
        session.action_log.recorded.connect(self._action)

    def detach(self) -> None:
        """Stop listening to the session's actions (another journal takes over)."""
        self._session.action_log.recorded.disconnect(self._action)

    def record(
        self, action: str, target: str, outcome: str, detail: Mapping[str, Any] | None = None
    ) -> None:
        self.journal.record(
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

    def sign_in_failed(self, reason: SignInFailure) -> None:
        record_failed_sign_in(
            self.journal, self._session.environment, self._session.api_code, reason
        )

    def signed_out(self) -> None:
        self.record("sign_out", self._session.environment.badge, "done")
