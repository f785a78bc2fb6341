"""What a failure means, as one typed ApiError with a sentence a person can read: a refused
connection, a DNS or TLS failure, or a server's answer (the envelope, or a page that is not)."""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any

import httpx
from pydantic import ValidationError

from app.api.errors import (
    BY_STATUS,
    BY_TYPE,
    ApiError,
    AuthenticationFailed,
    ConnectionRefused,
    DnsError,
    ProtocolError,
    QuoteExpired,
    RateLimited,
    SessionExpired,
    TlsError,
    UnknownApiError,
)
from app.models.errors import ErrorCode, ErrorEnvelope
from app.models.validation import FieldIssue

SESSION_EXPIRED = "Your session has expired; sign in again to continue."


def connect_error(text: str, request: httpx.Request) -> ApiError:
    method, path, host = request.method, request.url.path, request.url.netloc.decode()
    lowered = text.lower()
    if any(
        s in lowered
        for s in (
            "name or service not known",
            "nodename nor servname",
            "getaddrinfo",
            "name resolution",
            "no address associated",
        )
    ):
        return DnsError(
            f"The server name “{request.url.host}” could not be found. Check the address.",
            method=method,
            path=path,
        )
    if any(s in lowered for s in ("ssl", "certificate", "tls")):
        return TlsError(
            f"The secure connection to {host} failed: its certificate could not be verified.",
            method=method,
            path=path,
        )
    return ConnectionRefused(
        f"The server could not be reached at {host}. Check that it is running and the address is right.",
        method=method,
        path=path,
    )


class UnreadableJsonError(Exception):
    """The body is not JSON Teller can read; ``reason`` ends a sentence about the answer."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


NESTED_TOO_DEEPLY = "was nested too deeply to read"


def json_of(response: httpx.Response) -> Any:
    """The body as JSON. Every way of failing (bad UTF-8, broken JSON, nesting deeper than
    Python's recursion limit: 2 KB of brackets is enough) is one UnreadableJsonError."""
    try:
        return response.json()
    except RecursionError:
        raise UnreadableJsonError(NESTED_TOO_DEEPLY) from None
    except ValueError:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise UnreadableJsonError("was not complete JSON") from None


def error_from_response(response: httpx.Response, authenticated: bool) -> ApiError:
    status = response.status_code
    method, path = response.request.method, response.request.url.path
    try:
        envelope = ErrorEnvelope.model_validate(json_of(response))
    except UnreadableJsonError as exc:
        if exc.reason != NESTED_TOO_DEEPLY:
            return _not_the_envelope(response, authenticated)
        return ProtocolError(
            f"The server's answer (HTTP {status}) {exc.reason}; it is not the API's format.",
            status=status,
            method=method,
            path=path,
        )
    except (ValidationError, RecursionError):
        return _not_the_envelope(response, authenticated)
    return _from_envelope(response, envelope, authenticated)


def _not_the_envelope(response: httpx.Response, authenticated: bool) -> ApiError:
    status = response.status_code
    method, path = response.request.method, response.request.url.path
    if status == 401 and authenticated:  # a gateway's own 401 page: the token is refused
        return SessionExpired(
            SESSION_EXPIRED,
            status=status,
            method=method,
            path=path,
        )
    content_type = response.headers.get("content-type", "unknown").split(";")[0]
    return ProtocolError(
        f"The server answered HTTP {status} with a {content_type} page instead of the API's "
        "error format. A proxy or gateway may be in the way.",
        status=status,
        method=method,
        path=path,
    )


def _from_envelope(
    response: httpx.Response, envelope: ErrorEnvelope, authenticated: bool
) -> ApiError:
    status = response.status_code
    method, path = response.request.method, response.request.url.path
    body = envelope.error
    cls = BY_TYPE.get(body.type) or BY_STATUS.get(status, UnknownApiError)
    if body.code == ErrorCode.QUOTE_EXPIRED:
        cls = QuoteExpired
    if authenticated and (cls is AuthenticationFailed or status == 401):
        cls = SessionExpired
    details = [FieldIssue(d.field, d.message) for d in body.details]
    kwargs: dict[str, Any] = {
        "status": status,
        "method": method,
        "path": path,
        "code": body.code,
        "details": details,
    }
    message = body.message
    if cls is SessionExpired:
        message = SESSION_EXPIRED
    if cls is RateLimited:
        return RateLimited(message, retry_after=_retry_after(response), **kwargs)
    return cls(message, **kwargs)


def _retry_after(response: httpx.Response) -> float | None:
    """Retry-After in seconds, given as a number or as an HTTP date (RFC 9110)."""
    value = response.headers.get("Retry-After")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())
