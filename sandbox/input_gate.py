"""Where text enters the sandbox: one dependency of the whole application checks every
request's path ids, query parameters, headers and body against sandbox/input_limits.py
before the route's own parameters, models or database see them."""

from __future__ import annotations

from fastapi import Request, params

from app.models.errors import ErrorType
from app.models.validation import FieldIssue
from sandbox.auth import authenticate_first
from sandbox.errors import SandboxError, validation_error
from sandbox.input_limits import (
    NUL,
    form_issues,
    header_issues,
    json_body_issue,
    query_issues,
)


async def refuse_hostile_input(request: Request) -> None:
    """Runs first on every route, after FastAPI has read the body and before it judges it
    (a body FastAPI cannot parse at all is named by the 400 handler, sandbox/errors.py)."""
    problem = await input_problem(request)
    if problem is not None:
        authenticate_first(request)  # a protected route's 401 wins, as over any other 400
        raise problem


async def input_problem(request: Request) -> SandboxError | None:
    """The refusal what the request carries earns, or None: a NUL in a path id is a 404 (no
    id holds one), anything else a 400 naming each parameter, header or field."""
    if any(NUL in value for value in request.path_params.values()):
        return SandboxError(
            ErrorType.NOT_FOUND_ERROR,
            "Nothing was found at this path: no id holds a NUL character (%00).",
        )
    issues = query_issues(request.query_params.multi_items())
    issues += header_issues(request.headers.items())
    if not issues:
        issues = await body_issues(request)
    return validation_error(issues) if issues else None


async def body_issues(request: Request) -> list[FieldIssue]:
    """The body the route reads, as FastAPI read it: a form's text fields and file names,
    or the bytes of any other body."""
    body_field = getattr(request.scope.get("route"), "body_field", None)
    if body_field is None:
        return []  # the route takes no body: FastAPI never read one, nor will the route
    if isinstance(body_field.field_info, params.Form):
        return form_issues((await request.form()).multi_items())
    issue = json_body_issue(await request.body())
    return [issue] if issue is not None else []
