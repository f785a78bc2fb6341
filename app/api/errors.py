"""Everything that can go wrong talking to the API, as exceptions a view can show.

Each carries ``message`` (a sentence for a person), and where known the HTTP ``status``,
``method`` and ``path``. Nothing from httpx or pydantic reaches a view untranslated.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.models.errors import ErrorType
from app.models.validation import FieldIssue


class ApiError(Exception):
    """Base of every error the client raises."""

    default_message = "The request failed."

    def __init__(
        self,
        message: str | None = None,
        *,
        status: int | None = None,
        method: str | None = None,
        path: str | None = None,
        code: str | None = None,
        details: Sequence[FieldIssue] = (),
    ) -> None:
        self.message = message or self.default_message
        self.status = status
        self.method = method
        self.path = path
        self.code = code
        self.details = list(details)
        super().__init__(self.message)

    def redact(self, redact: Callable[[str], str]) -> None:
        """Mask secret values in the message and the details, their fields too (a server
        may echo them anywhere in its answer)."""
        self.message = redact(self.message)
        self.details = [FieldIssue(redact(d.field), redact(d.message)) for d in self.details]
        self.args = (self.message,)

    def __str__(self) -> str:
        where = (
            f" ({self.method} {self.path} → {self.status})" if self.method and self.status else ""
        )
        return f"{self.message}{where}"


# --- answers in the envelope ---
class ValidationFailed(ApiError):
    """400, or refused before sending: ``details`` names each field by its dotted path."""

    default_message = "Some fields are not valid."


class AuthenticationFailed(ApiError):
    default_message = "The API code or API key is wrong."


class SessionExpired(AuthenticationFailed):
    default_message = "Your session has expired; sign in again."


class PermissionDenied(ApiError):
    default_message = "You are not allowed to do this."


class NotFound(ApiError):
    default_message = "It was not found; check the id."


class Conflict(ApiError):
    default_message = "This conflicts with the current state; reload and try again."


class Unprocessable(ApiError):
    default_message = "The server could not carry this out."


class QuoteExpired(Unprocessable):
    default_message = "The quote has expired; get a new quote."


class RateLimited(ApiError):
    default_message = "Too many requests; wait a moment and try again."

    def __init__(
        self, message: str | None = None, *, retry_after: float | None = None, **kwargs: object
    ) -> None:
        super().__init__(message, **kwargs)  # type: ignore[arg-type]
        self.retry_after = retry_after


class ServerError(ApiError):
    default_message = "The server hit an internal error; try again later."


class NotImplementedOnServer(ApiError):
    default_message = "The server does not support this operation."


class BadGateway(ApiError):
    default_message = "A gateway in front of the server failed; try again shortly."


class UnknownApiError(ApiError):
    default_message = "The server answered with an error Teller does not know."


# --- no answer ---
class TransportError(ApiError):
    default_message = "The server could not be reached."


class ConnectionRefused(TransportError):
    pass


class Timeout(TransportError):
    default_message = "The server took too long to answer."


class DeadlineExceeded(Timeout):
    """No complete answer within the client's overall deadline, retries and waits included."""

    default_message = "The server did not answer in time."


class ConnectTimeout(Timeout):
    """No connection within the connect limit: nothing was sent."""

    default_message = "The server could not be reached in time."


class TlsError(TransportError):
    default_message = "The secure connection to the server failed (TLS)."


class DnsError(TransportError):
    default_message = "The server's name could not be resolved."


class ConnectionLost(TransportError):
    default_message = "The connection to the server broke before it answered."


# --- an answer that is not the API's ---
class ProtocolError(ApiError):
    default_message = "The server answered with something that is not the API's format."


class InvalidBaseUrl(ApiError):
    default_message = "The server address is not valid."


BY_TYPE: dict[str, type[ApiError]] = {
    ErrorType.VALIDATION_ERROR: ValidationFailed,
    ErrorType.AUTHENTICATION_ERROR: AuthenticationFailed,
    ErrorType.AUTHORIZATION_ERROR: PermissionDenied,
    ErrorType.NOT_FOUND_ERROR: NotFound,
    ErrorType.CONFLICT_ERROR: Conflict,
    ErrorType.UNPROCESSABLE_ERROR: Unprocessable,
    ErrorType.RATE_LIMIT_ERROR: RateLimited,
    ErrorType.INTERNAL_ERROR: ServerError,
    ErrorType.NOT_IMPLEMENTED_ERROR: NotImplementedOnServer,
    ErrorType.BAD_GATEWAY_ERROR: BadGateway,
    ErrorType.UNKNOWN_ERROR: UnknownApiError,
}

BY_STATUS: dict[int, type[ApiError]] = {
    400: ValidationFailed,
    401: AuthenticationFailed,
    403: PermissionDenied,
    404: NotFound,
    409: Conflict,
    422: Unprocessable,
    429: RateLimited,
    500: ServerError,
    501: NotImplementedOnServer,
    502: BadGateway,
    503: ServerError,
    504: BadGateway,
}


# Failures that prove the server did not act: no connection was made, or it answered with a
# refusal (4xx). Anything else (a lost answer, a timeout after sending, a 5xx, a page that is
# not the API's) may hide an action that took effect.
_NOT_SENT = (ConnectionRefused, ConnectTimeout, TlsError, DnsError, InvalidBaseUrl)
_REFUSED = (
    ValidationFailed,
    AuthenticationFailed,
    PermissionDenied,
    NotFound,
    Conflict,
    Unprocessable,
    RateLimited,
    NotImplementedOnServer,
)


def may_have_taken_effect(exc: BaseException) -> bool:
    """Could the request that failed with ``exc`` have changed something on the server?"""
    return not isinstance(exc, _NOT_SENT + _REFUSED)


def retry_can_help(exc: BaseException) -> bool:
    """Is this a failure that the same request, sent again, may get past (network, timeout,
    rate limit, server trouble)? A refusal needs something changed first, not a Retry."""
    if isinstance(exc, RateLimited | TransportError | ServerError | BadGateway | ProtocolError):
        return True
    return not isinstance(exc, ApiError)  # a bug inside Teller: trying again may pass
