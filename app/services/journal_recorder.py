"""What goes into the audit journal from a session: every action through the door (with its
idempotency key and what came back), sign-in and sign-out, failed sign-ins, and what views
report (reveals of personal data, exports). The recorder sees summaries only; no secret
reaches it.

One recorder per session (``Session.record_to``), not per window: the window is built again
when the language changes, and a recorder per window wrote every action once per window
built since sign-in."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from app.api.errors import ApiError, AuthenticationFailed, InvalidBaseUrl, TlsError, TransportError
from app.services.action_log import ActionLog, ActionRecord
from app.services.environments import Environment

if TYPE_CHECKING:  # the sign-in dialog reports failures before the journal is loaded
    from app.services.journal import Journal


class SignInFailure(StrEnum):
    """Why a sign-in did not work, as the journal names it (never the key, never a token)."""

    WRONG_CREDENTIALS = "wrong_credentials"  # the server said the code or key is wrong
    UNREACHABLE = "server_unreachable"  # nothing answered, or the connection broke
    UNTRUSTED = "server_not_trusted"  # its TLS certificate could not be verified
    BAD_ADDRESS = "bad_address"  # the server's address cannot be used
    REFUSED = "refused"  # the server answered with another error


@dataclass(frozen=True)
class FailedSignIn:
    """What the journal keeps of a sign-in that did not work: the reason's kind and the HTTP
    status if one came back, never the error's text (a server may echo what it was sent)."""

    reason: SignInFailure
    status: int | None = None

    @classmethod
    def of(cls, exc: ApiError) -> FailedSignIn:
        if isinstance(exc, InvalidBaseUrl):
            reason = SignInFailure.BAD_ADDRESS
        elif isinstance(exc, AuthenticationFailed):
            reason = SignInFailure.WRONG_CREDENTIALS
        elif isinstance(exc, TlsError):
            reason = SignInFailure.UNTRUSTED
        elif isinstance(exc, TransportError):
            reason = SignInFailure.UNREACHABLE
        else:
            reason = SignInFailure.REFUSED
        return cls(reason, exc.status)

    def detail(self) -> dict[str, Any]:
        detail: dict[str, Any] = {"reason": self.reason.value}
        if self.status is not None:
            detail["status"] = self.status
        return detail


def record_failed_sign_in(
    journal: Journal, environment: Environment, api_code: str, failure: FailedSignIn
) -> None:
    """A sign-in (or a sign-in again after an expiry) that did not work: with which API code,
    where, and why, so that keys tried in vain leave a trace on the desk."""
    journal.record(
        environment=environment.key,
        merchant=api_code,
        action="sign_in",
        target=environment.badge,
        outcome="refused",
        detail=failure.detail(),
    )


class RecordedSession(Protocol):
    """What the recorder reads of a session (session.Session): a protocol, so the session
    imports its recorder and not the other way round."""

    @property
    def action_log(self) -> ActionLog: ...

    @property
    def environment(self) -> Environment: ...

    @property
    def api_code(self) -> str: ...


class JournalRecorder:
    def __init__(self, journal: Journal, session: RecordedSession) -> None:
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

    def sign_in_failed(self, failure: FailedSignIn) -> None:
        record_failed_sign_in(
            self.journal, self._session.environment, self._session.api_code, failure
        )

    def signed_out(self) -> None:
        self.record("sign_out", self._session.environment.badge, "done")
