"""Every failure leaves the sandbox as the spec's error envelope, never FastAPI's defaults."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic_core import ErrorDetails
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.models.errors import STATUS_BY_TYPE, ErrorCode, ErrorType
from app.models.validation import FieldIssue, issues_from_errors
from sandbox.input_limits import unreadable_body_issue, unreadable_form_issue

log = logging.getLogger("sandbox")

CODE_BY_TYPE: dict[ErrorType, ErrorCode] = {
    ErrorType.VALIDATION_ERROR: ErrorCode.INVALID_REQUEST,
    ErrorType.CONFLICT_ERROR: ErrorCode.INVALID_REQUEST,
    ErrorType.UNPROCESSABLE_ERROR: ErrorCode.INVALID_REQUEST,
    ErrorType.AUTHENTICATION_ERROR: ErrorCode.UNAUTHORIZED,
    ErrorType.AUTHORIZATION_ERROR: ErrorCode.FORBIDDEN,
    ErrorType.NOT_FOUND_ERROR: ErrorCode.NOT_FOUND,
    ErrorType.INTERNAL_ERROR: ErrorCode.INTERNAL_SERVER_ERROR,
    ErrorType.NOT_IMPLEMENTED_ERROR: ErrorCode.NOT_IMPLEMENTED,
    ErrorType.UNKNOWN_ERROR: ErrorCode.UNKNOWN_ERROR,
    ErrorType.RATE_LIMIT_ERROR: ErrorCode.TOO_MANY_REQUESTS,
    ErrorType.BAD_GATEWAY_ERROR: ErrorCode.BAD_GATEWAY,
}


class SandboxError(Exception):
    """Raise anywhere in a route; the handler turns it into the envelope."""

    def __init__(
        self,
        type_: ErrorType,
        message: str,
        details: Sequence[FieldIssue] = (),
        *,
        code: ErrorCode | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.type = type_
        self.message = message
        self.details = list(details)
        self.code = code or CODE_BY_TYPE[type_]
        self.headers = headers or {}

    @property
    def status(self) -> int:
        return STATUS_BY_TYPE[self.type]


class BodyTooLarge(StarletteHTTPException):
    """A request body past the sandbox's limit (sandbox/app.py): a 413 saying the limit.

    An HTTPException, so FastAPI lets it through when it is raised while reading a body."""

    def __init__(self, message: str) -> None:
        super().__init__(413, message)
        self.message = message

    def response(self) -> JSONResponse:
        error = SandboxError(
            ErrorType.VALIDATION_ERROR,
            self.message,
            [FieldIssue("body", self.message)],
            headers={"Connection": "close"},  # the rest of the body is never read
        )
        answer = error_response(error)
        answer.status_code = 413
        return answer


def validation_error(details: Sequence[FieldIssue], message: str | None = None) -> SandboxError:
    text = message or "The request is not valid: " + "; ".join(
        f"{d.field}: {d.message}" if d.field else d.message for d in details
    )
    return SandboxError(ErrorType.VALIDATION_ERROR, text, details)


def not_found(what: str) -> SandboxError:
    return SandboxError(ErrorType.NOT_FOUND_ERROR, f"{what} was not found.")


def conflict(message: str) -> SandboxError:
    return SandboxError(ErrorType.CONFLICT_ERROR, message)


def unprocessable(message: str, details: Sequence[FieldIssue] = ()) -> SandboxError:
    return SandboxError(ErrorType.UNPROCESSABLE_ERROR, message, details)


def unauthenticated(message: str) -> SandboxError:
    return SandboxError(
        ErrorType.AUTHENTICATION_ERROR, message, headers={"WWW-Authenticate": "Bearer"}
    )


def envelope(
    type_: ErrorType | str,
    code: ErrorCode | str,
    message: str,
    details: Sequence[FieldIssue] = (),
) -> dict[str, object]:
    return {
        "error": {
            "code": str(code),
            "type": str(type_),
            "message": message,
            "details": [{"field": d.field, "message": d.message} for d in details],
        }
    }


def error_response(exc: SandboxError) -> JSONResponse:
    return JSONResponse(
        envelope(exc.type, exc.code, exc.message, exc.details),
        status_code=exc.status,
        headers=exc.headers,
    )


_HTTP_TYPES: dict[int, tuple[ErrorType, str]] = {
    400: (ErrorType.VALIDATION_ERROR, "The request is not valid."),
    401: (ErrorType.AUTHENTICATION_ERROR, "Sign in first: this endpoint needs a bearer token."),
    403: (ErrorType.AUTHORIZATION_ERROR, "You are not allowed to do this."),
    404: (ErrorType.NOT_FOUND_ERROR, "There is no such endpoint; check the path."),
    405: (ErrorType.VALIDATION_ERROR, "This endpoint does not accept that HTTP method."),
    413: (ErrorType.VALIDATION_ERROR, "The request body is too large."),
    415: (ErrorType.VALIDATION_ERROR, "Send the body as application/json."),
}


def request_issues(errors: Sequence[ErrorDetails]) -> list[FieldIssue]:
    """FastAPI's request errors as field issues: wire paths, and "body" for the body itself.

    A JSON syntax error's loc is ("body", <character offset>); the offset is not a field.
    """
    issues: list[FieldIssue] = []
    for error in errors:
        if error["type"] == "json_invalid":
            issues.extend(issues_from_errors([{**error, "loc": ()}]))
        else:
            issues.extend(issues_from_errors([error], strip=1))
    return [issue if issue.field else FieldIssue("body", issue.message) for issue in issues]


def allowed_methods(request: Request, given: str = "") -> str:
    """Every method the API takes at this path, from its OpenAPI paths: Starlette's own 405
    names only those of the first route that matched (POST where GET is there too)."""
    methods = {m.strip().upper() for m in given.split(",") if m.strip()}
    path = request.url.path
    for template, operations in request.app.openapi().get("paths", {}).items():
        if re.fullmatch(re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(template)), path):
            methods |= {m.upper() for m in operations if m.upper() in _HTTP_METHODS}
    if "GET" in methods:
        methods.add("HEAD")
    return ", ".join(sorted(methods))


_HTTP_METHODS = frozenset({"GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS"})


async def unreadable_issue(request: Request, detail: str) -> FieldIssue:
    """What to say of a body FastAPI could not parse, naming the field (never empty)."""
    content_type = request.headers.get("content-type", "").lower()
    if content_type.startswith(("multipart/", "application/x-www-form-urlencoded")):
        return unreadable_form_issue(detail)
    try:
        body = await request.body()  # the bytes FastAPI read, kept on this request
    except RuntimeError:  # read as a stream elsewhere: nothing left to judge
        body = b""
    return unreadable_body_issue(body)


def install_error_handlers(
    app: FastAPI, *, authenticate_first: Callable[[Request], None] | None = None
) -> None:
    """``authenticate_first`` runs before a 400 is answered: its 401 wins on protected routes."""

    @app.exception_handler(SandboxError)
    async def _sandbox_error(_request: Request, exc: SandboxError) -> JSONResponse:
        return error_response(exc)

    def refused(request: Request) -> JSONResponse | None:
        """The 401 of a protected route, which wins over any complaint about the body."""
        if authenticate_first is not None:
            try:
                authenticate_first(request)
            except SandboxError as error:
                return error_response(error)
        return None

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        return refused(request) or error_response(validation_error(request_issues(exc.errors())))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400:  # a body FastAPI could not parse (a broken multipart)
            answer = refused(request)
            if answer is not None:
                return answer
            issue = await unreadable_issue(request, str(exc.detail))
            return error_response(validation_error([issue]))
        if isinstance(exc, BodyTooLarge):
            return exc.response()
        type_, message = _HTTP_TYPES.get(
            exc.status_code, (ErrorType.UNKNOWN_ERROR, str(exc.detail))
        )
        headers = dict(exc.headers or {})
        if exc.status_code == 405:
            headers["Allow"] = allowed_methods(request, headers.get("Allow", ""))
        error = SandboxError(type_, message, headers=headers)
        response = error_response(error)
        response.status_code = exc.status_code
        return response

    @app.exception_handler(Exception)
    async def _unhandled(request: Request, exc: Exception) -> JSONResponse:
        """Starlette re-raises the error after this answer and uvicorn then closes the
        connection: ``Connection: close`` says so, so a client never reuses it."""
        log.exception("Unhandled error on %s %s", request.method, request.url.path)
        return error_response(
            SandboxError(
                ErrorType.INTERNAL_ERROR,
                "The sandbox hit an internal error; the details are in its log.",
                headers={"Connection": "close"},
            )
        )
