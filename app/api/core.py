"""The one path every request takes: validate, send, retry if safe, log, map errors."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, TypeAdapter, ValidationError
from tenacity import AsyncRetrying, retry_if_exception, stop_after_attempt

from app.api.base_url import check_base_url
from app.api.body_reader import ACCEPTED_ENCODINGS, BadEncodingError, BodyTooLargeError, read_capped
from app.api.error_mapping import (
    NESTED_TOO_DEEPLY,
    UnreadableJsonError,
    connect_error,
    error_from_response,
    json_of,
)
from app.api.errors import (
    ApiError,
    ConnectionLost,
    ConnectTimeout,
    DeadlineExceeded,
    ProtocolError,
    SessionExpired,
    Timeout,
    TransportError,
    ValidationFailed,
)
from app.api.redaction import (
    redact_body,
    redact_headers,
    redact_url,
    redact_values,
    secret_forms,
)
from app.api.request_log import Exchange, RequestLog, redact_exchange
from app.api.retrying import BackoffWait, RetryPolicy, is_retryable
from app.api.session import Session
from app.api.wire import telling, verifying_tls
from app.models.validation import FieldIssue, field_issues

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
IDEMPOTENCY_HEADER = "Idempotency-Key"
MAX_RESPONSE_BYTES = 32 * 2**20
# The most one call may take, every try and wait included: a server trickling a byte a second
# never trips a read timeout, and four tries of a silent one took two minutes.
DEFAULT_DEADLINE_SECONDS = 30.0


@dataclass(frozen=True)
class Timeouts:
    connect: float = 5.0
    read: float = 30.0
    write: float = 30.0
    pool: float = 10.0

    def as_httpx(self) -> httpx.Timeout:
        return httpx.Timeout(connect=self.connect, read=self.read, write=self.write, pool=self.pool)


def validated(model: type[M], body: M | Mapping[str, Any]) -> M:
    """A request model from a model or a dict; refused before sending with the field paths."""
    # An instance is checked again: fields assigned after construction skip validation.
    data = body.model_dump(by_alias=True) if isinstance(body, BaseModel) else body
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        issues = field_issues(exc)
        raise ValidationFailed(_summary(issues), details=issues) from None


def _summary(issues: list[FieldIssue]) -> str:
    if len(issues) == 1:
        issue = issues[0]
        return f"{issue.field}: {issue.message}" if issue.field else issue.message
    return f"{len(issues)} fields need attention: " + ", ".join(i.field for i in issues) + "."


class ApiCore:
    def __init__(
        self,
        base_url: str,
        *,
        http: httpx.AsyncClient | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        timeouts: Timeouts | None = None,
        retry: RetryPolicy | None = None,
        request_log: RequestLog | None = None,
        deadline: float = DEFAULT_DEADLINE_SECONDS,
    ) -> None:
        self.base_url = check_base_url(base_url)
        self.deadline = deadline
        self.timeouts = timeouts or Timeouts()
        self.retry = retry or RetryPolicy()
        self.request_log = request_log or RequestLog()
        self.max_response_bytes = MAX_RESPONSE_BYTES
        self.session = Session()
        # Rewords a failure its owner knows more about, in place, after it is logged as it was
        # (the built-in sandbox's client: "the sandbox stopped", not "check the address").
        self.explain_failure: Callable[[ApiError], None] | None = None
        self._http = http or httpx.AsyncClient(
            base_url=self.base_url,
            timeout=self.timeouts.as_httpx(),
            transport=transport,
            verify=verifying_tls() if transport is None else True,
            # Plain http is only ever this machine: never through a proxy from the environment,
            # which would see the token in clear. https may go through one (corporate networks).
            mounts=None
            if transport is not None
            else {"http://": httpx.AsyncHTTPTransport(verify=verifying_tls())},
            headers={
                "Accept": "application/json",
                "Accept-Encoding": ACCEPTED_ENCODINGS,
                "User-Agent": "Teller",
            },
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Any = None,
        headers: Mapping[str, str] | None = None,
        authenticated: bool = True,
        files: Any = None,
        data: Any = None,
        secrets: Sequence[str] = (),
        sent: asyncio.Future[None] | None = None,
    ) -> httpx.Response:
        """Send; a 2xx answer comes back, anything else raises an ApiError.

        ``sent`` is done once a GET's request is on the wire, for a caller with work to do
        while the server answers (order_pages.py); transports that do not say so
        (in-process ones) never make it done.

        ``secrets`` (the api key at sign-in) and the session's token are masked by value in
        the logged exchange and in the error's message: a server may echo them anywhere."""
        forms = secret_forms([*secrets, self.session.token])
        all_headers = dict(headers or {})
        if authenticated:
            if self.session.token is None:
                raise SessionExpired("Sign in first.", method=method, path=path)
            all_headers["Authorization"] = f"Bearer {self.session.token}"
        _check_header_values(all_headers, method, path)
        safe = method == "GET" or IDEMPOTENCY_HEADER in all_headers
        attempts = self.retry.attempts if safe else 1
        policy = self.retry
        started_wall, started = datetime.now(UTC), time.perf_counter()
        tries = 0
        last_request: httpx.Request | None = None
        last_response: httpx.Response | None = None
        try:
            async with asyncio.timeout(self.deadline):
                async for attempt in AsyncRetrying(
                    stop=stop_after_attempt(attempts),
                    wait=BackoffWait(self.retry),
                    retry=retry_if_exception(lambda exc: is_retryable(exc, policy)),
                    reraise=True,
                ):
                    with attempt:
                        tries += 1
                        last_request = self._http.build_request(
                            method,
                            path,
                            json=json,
                            params=params,
                            headers=all_headers,
                            files=files,
                            data=data,
                            extensions=None if sent is None else telling(sent),
                        )
                        last_response = None
                        last_response = await self._send(last_request)
                        if not last_response.is_success:
                            raise error_from_response(last_response, authenticated)
        except TimeoutError:
            error = self._deadline_error(method, path)
            self._log(started_wall, started, last_request, last_response, tries, error, forms)
            raise error from None
        except ApiError as exc:
            exc.redact(lambda text: redact_values(text, forms))
            self._log(started_wall, started, last_request, last_response, tries, exc, forms)
            if self.explain_failure is not None:
                self.explain_failure(exc)
            raise
        except Exception as exc:  # nothing above foresaw it: the exchange is still logged
            note = ApiError(f"{type(exc).__name__} while handling the answer.")
            self._log(started_wall, started, last_request, last_response, tries, note, forms)
            raise
        self._log(started_wall, started, last_request, last_response, tries, None, forms)
        assert last_response is not None
        return last_response

    def _deadline_error(self, method: str, path: str) -> DeadlineExceeded:
        message = (
            f"The server did not answer completely within {self.deadline:g} s, Teller's limit "
            "for one request (retries included). Check the network and the server, then try "
            "again"
        )
        message += "." if method == "GET" else "; first check whether the action took place."
        return DeadlineExceeded(message, method=method, path=path)

    async def _send(self, request: httpx.Request) -> httpx.Response:
        """The server's answer, whatever its status; transport failures become ApiErrors."""
        method, path = request.method, request.url.path
        try:
            response = await self._http.send(request, stream=True)
            try:
                body = await self._read_capped(response)
            finally:
                await response.aclose()
        except httpx.ConnectTimeout:
            raise ConnectTimeout(
                f"The server could not be reached within {self.timeouts.connect:g} s. Check the "
                "address and the network, then try again.",
                method=method,
                path=path,
            ) from None
        except httpx.TimeoutException:
            raise Timeout(
                f"The server did not answer within {self.timeouts.read:g} s. Try again; if it keeps "
                "happening, the server may be overloaded.",
                method=method,
                path=path,
            ) from None
        except httpx.ConnectError as exc:
            raise connect_error(str(exc), request) from None
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError):
            raise ConnectionLost(
                "The connection to the server broke before it answered. Check whether the action "
                "happened before repeating it.",
                method=method,
                path=path,
            ) from None
        except httpx.HTTPError as exc:
            raise TransportError(
                f"The request could not be sent ({type(exc).__name__}).", method=method, path=path
            ) from None
        headers = [
            (name, value)
            for name, value in response.headers.multi_items()
            if name.lower() not in ("content-encoding", "content-length", "transfer-encoding")
        ]
        return httpx.Response(response.status_code, headers=headers, content=body, request=request)

    async def _read_capped(self, response: httpx.Response) -> bytes:
        """The decoded body, refused past ``max_response_bytes``: a broken or hostile server
        must not fill the memory of the app (a page of 100 orders is about 60 KB)."""
        try:
            return await read_capped(response, self.max_response_bytes)
        except BodyTooLargeError:
            message = (
                f"The server's answer is larger than {self.max_response_bytes // 2**20} MB, far "
                "more than any answer of this API; it was not read."
            )
        except BadEncodingError:
            message = "The server's answer could not be decoded (broken compression or encoding)."
        raise ProtocolError(
            message,
            status=response.status_code,
            method=response.request.method,
            path=response.request.url.path,
        )

    def _log(
        self,
        started_wall: datetime,
        started: float,
        request: httpx.Request | None,
        response: httpx.Response | None,
        tries: int,
        error: ApiError | None,
        forms: Sequence[str] = (),
    ) -> None:
        if request is None:
            return
        if response is None and error is not None and error.status is not None:
            status: int | None = error.status
        else:
            status = response.status_code if response is not None else None
        exchange = Exchange(
            started_at=started_wall,
            method=request.method,
            url=redact_url(str(request.url)),
            request_headers=redact_headers(request.headers),
            request_body=redact_body(
                request.content if not _is_multipart(request) else b"<multipart upload>", forms
            ),
            status=status,
            response_headers=redact_headers(response.headers) if response is not None else {},
            response_body=_logged_response_body(response, forms)
            if response is not None
            else _error_body(error, forms),
            duration=time.perf_counter() - started,
            retries=max(0, tries - 1),
            error=None if error is None or error.status is not None else error.message,
        )
        self.request_log.record(redact_exchange(exchange, forms, bodies=False))

    @staticmethod
    def parse(model: type[M], response: httpx.Response) -> M:
        """The answer as ``model``; a body that is not JSON or not that shape is a ProtocolError."""
        try:  # one pass over the bytes: a page of 100 orders, 0.6 ms instead of 0.8
            return model.model_validate_json(response.content)
        except (ValidationError, RecursionError):
            pass  # say why the careful way below
        return ApiCore._checked(response, model.model_validate)

    @staticmethod
    def parse_list(adapter: TypeAdapter[T], response: httpx.Response) -> T:
        try:
            return adapter.validate_json(response.content)
        except (ValidationError, RecursionError):
            pass
        return ApiCore._checked(response, adapter.validate_python)

    @staticmethod
    def _checked(response: httpx.Response, validate: Callable[[Any], T]) -> T:
        """The answer parsed by ``json`` and validated: slower than pydantic's own JSON
        parser, but it is where every way of failing has its sentence (and it reads what
        ``json`` reads and pydantic does not, such as UTF-16 or NaN), so an answer pydantic
        refuses is looked at again here."""
        method, path = response.request.method, response.request.url.path
        try:
            payload = json_of(response)
        except UnreadableJsonError as exc:
            raise ProtocolError(
                f"The server's answer {exc.reason} (HTTP {response.status_code}); it is not the "
                "API's format. Try again; if it keeps happening, the server is at fault.",
                status=response.status_code,
                method=method,
                path=path,
            ) from None
        try:
            return validate(payload)
        except RecursionError:
            raise ProtocolError(
                f"The server's answer {NESTED_TOO_DEEPLY} (HTTP {response.status_code}).",
                status=response.status_code,
                method=method,
                path=path,
            ) from None
        except ValidationError as exc:
            fields = ", ".join(sorted({i.field or "body" for i in field_issues(exc)})[:5])
            raise ProtocolError(
                f"The server's answer did not have the expected shape (problem at: {fields}).",
                status=response.status_code,
                method=method,
                path=path,
            ) from None


def _logged_response_body(response: httpx.Response, forms: Sequence[str]) -> str | None:
    """JSON and text as the log shows them; a file (a KYB document, up to 10 MB) by its type
    and size only: decoding it as text would cost time and show nothing worth reading."""
    media_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
    textual = media_type.startswith("text/") or media_type.endswith(("json", "xml", "urlencoded"))
    if media_type and not textual:
        return f"<{media_type}, {len(response.content):,} bytes>"
    return redact_body(response.content, forms)


def _is_multipart(request: httpx.Request) -> bool:
    return bool(request.headers.get("content-type", "").startswith("multipart/"))


def _error_body(error: ApiError | None, forms: Sequence[str]) -> str | None:
    if error is None or error.status is None:
        return None
    return redact_values(error.message, forms)


def _check_header_values(headers: Mapping[str, str], method: str, path: str) -> None:
    """HTTP headers carry ASCII only; anything else is refused before sending, by name."""
    for name, value in headers.items():
        if not value.isascii() or not value.isprintable():
            message = f"{name} can only carry plain ASCII characters."
            raise ValidationFailed(
                message, details=[FieldIssue(name, message)], method=method, path=path
            )
