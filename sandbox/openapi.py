"""The sandbox's /openapi.json made to say what the sandbox does, where FastAPI's defaults say
otherwise, so that a client generated from it works (docs/sandbox.md, "The OpenAPI
description"):

- Operation ids are the routes' own short names (``delete_kyb_document``,
  ``list_account_orders``), never FastAPI's name-path-method concatenation; they are unique.
- FastAPI declares a 422 ``HTTPValidationError`` (``{"detail": [...]}``) on every route with a
  parameter or body; the sandbox never sends one: a request that fails validation is a 400
  in the error envelope. That 400 is declared instead on every operation that takes a
  parameter or a body, and a 422 is left only where a route declares its own (a business
  rule, a limit, QUOTE_EXPIRED) with the envelope.
- Every answer any request can get is declared, in the envelope: the 401 of a protected
  operation, the 404 of one whose path names something, the 413 of one that takes a body,
  and the 429 (rate limit, or a fault armed by a tester) and 500 of every operation.
- Request shapes say what their validation enforces where FastAPI cannot see it: the upload's
  ``file`` is binary (``format: binary``), and every free-text member of a request carries
  the text policy as a pattern (sandbox/openapi_shapes.py).
- The shareholder helper's ``kyc.data`` came out as an open object, though every stored one
  passed the request's ``KycData`` shape (members typed, unknown members kept): it refers to
  that shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.routing import APIRoute

from app.models.errors import ErrorEnvelope
from sandbox.openapi_shapes import refine_request_shapes

ENVELOPE_REF = "#/components/schemas/ErrorEnvelope"
FASTAPI_422_REF = "#/components/schemas/HTTPValidationError"
# A short id: lower-case words joined by underscores, as a generated client names its calls.
OPERATION_ID = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def _envelope(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": ENVELOPE_REF}}},
    }


UNAUTHENTICATED_401 = _envelope(
    "No token, or one that is not valid or has expired (AUTHENTICATION_ERROR, with "
    "WWW-Authenticate: Bearer); answered before anything in the request is looked at."
)
VALIDATION_400 = _envelope(
    "The request is not valid (VALIDATION_ERROR, code INVALID_REQUEST): each detail names "
    "a field by its wire path, a query parameter, or body."
)
TOO_LARGE_413 = _envelope(
    "The body is larger than the sandbox reads (1 MB for JSON, 10 MB for an upload): "
    "VALIDATION_ERROR with a detail on body, and Connection: close; the body is not read."
)
RATE_LIMITED_429 = _envelope(
    "Too many requests (RATE_LIMIT_ERROR, code TOO_MANY_REQUESTS), with Retry-After in "
    "seconds; also what a tester's armed 429 fault answers."
)
INTERNAL_500 = _envelope(
    "The sandbox hit an internal error (INTERNAL_ERROR), or a tester armed a 500 fault; "
    "Connection: close."
)
# 422s of routes that raise them from shared rules without declaring them in their decorator
# (the business-only routes, payouts, simulations and the testers' tools declare their own).
RULE_REFUSALS = {
    ("post", "/api/v1/account/users/{uid}/accounts/{aid}/card-payins"): (
        "The account's card pay-ins are disabled, or the amount is outside their limits "
        "(UNPROCESSABLE_ERROR, a detail on amount)."
    ),
    ("post", "/sandbox/v1/accounts/{aid}/deposits"): (
        "The deposit would take the balance (pending income included) above "
        "10,000,000,000,000.00 (UNPROCESSABLE_ERROR, a detail on amount)."
    ),
}
# Response members kept open in their model, though what they hold passed a request's shape.
ENFORCED_SHAPES = {("ShareholderKyc", "data"): "#/components/schemas/KycData"}


def install_openapi(app: FastAPI) -> None:
    """``app.openapi`` builds FastAPI's description once, then corrects it as above."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = build()
            honest(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def name_operations(routers: Iterable[APIRouter]) -> None:
    """Each route's operation id is the one its decorator gives, else its function's name
    (set before the routers are included: FastAPI copies it then). Two operations with one
    id would make a generated client drop one, so that is an error."""
    seen: dict[str, str] = {}
    for router in routers:
        for route in router.routes:
            if not isinstance(route, APIRoute) or not route.include_in_schema:
                continue
            route.operation_id = route.operation_id or route.name
            if not OPERATION_ID.fullmatch(route.operation_id):
                raise ValueError(f"{route.path}: {route.operation_id!r} is not a short id")
            if seen.setdefault(route.operation_id, route.path) != route.path:
                raise ValueError(
                    f"{route.path} and {seen[route.operation_id]} share the operation id "
                    f"{route.operation_id!r}; give one of them operation_id= in its decorator"
                )


def honest(schema: dict[str, Any]) -> None:
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    if "ErrorEnvelope" not in components:
        envelope = ErrorEnvelope.model_json_schema(ref_template="#/components/schemas/{model}")
        components.update(envelope.pop("$defs", {}))
        components["ErrorEnvelope"] = envelope
    for path, operations in schema.get("paths", {}).items():
        for operation in operations.values():
            _validation_is_a_400(operation)
            _every_answer_declared(path, operation)
    for (method, path), description in RULE_REFUSALS.items():
        operation = schema.get("paths", {}).get(path, {}).get(method)
        if operation is not None:
            operation["responses"].setdefault("422", _envelope(description))
    for (model, member), ref in ENFORCED_SHAPES.items():
        properties = components.get(model, {}).get("properties", {})
        if member in properties:
            properties[member] = {"anyOf": [{"$ref": ref}, {"type": "null"}]}
    if FASTAPI_422_REF not in repr(schema.get("paths")):
        components.pop("HTTPValidationError", None)
        components.pop("ValidationError", None)
    refine_request_shapes(schema)


def _validation_is_a_400(operation: dict[str, Any]) -> None:
    """Whatever takes a parameter or a body may be refused with the 400 (the order lists'
    filters are declared by hand, so FastAPI gave them no 422 to replace)."""
    responses = operation.setdefault("responses", {})
    if _refers(responses.get("422", {}), FASTAPI_422_REF):
        del responses["422"]
    if operation.get("parameters") or operation.get("requestBody"):
        responses.setdefault("400", dict(VALIDATION_400))


def _every_answer_declared(path: str, operation: dict[str, Any]) -> None:
    """The answers any operation may give besides its own: a decorator's more precise
    declaration is kept (``setdefault``)."""
    responses = operation["responses"]
    if operation.get("security"):
        responses.setdefault("401", dict(UNAUTHENTICATED_401))
    names = re.findall(r"\{([^}]+)\}", path)
    if names:
        responses.setdefault(
            "404",
            _envelope(
                f"No such {', '.join(names)} for this merchant (NOT_FOUND_ERROR, code "
                "NOT_FOUND): the path names something the merchant does not have."
            ),
        )
    if operation.get("requestBody"):
        responses.setdefault("413", dict(TOO_LARGE_413))
    responses.setdefault("429", dict(RATE_LIMITED_429))
    responses.setdefault("500", dict(INTERNAL_500))


def _refers(response: dict[str, Any], ref: str) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return bool(schema.get("$ref") == ref)
