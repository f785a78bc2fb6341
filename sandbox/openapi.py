"""The sandbox's /openapi.json made to say what the sandbox does, where FastAPI's defaults say
otherwise (docs/sandbox.md, "The OpenAPI description"):

- FastAPI declares a 422 ``HTTPValidationError`` (``{"detail": [...]}``) on every route with a
  parameter or body; the sandbox never sends one: a request that fails validation is a 400
  in the error envelope. That 400 is declared instead on every operation that takes a
  parameter or a body, and a 422 is left only where a route declares its own (a business
  rule, a limit, QUOTE_EXPIRED) with the envelope.
- Every operation that needs the bearer token declares the 401 it answers without one.
- The shareholder helper's ``kyc.data`` came out as an open object, though every stored one
  passed the request's ``KycData`` shape (members typed, unknown members kept): it refers to
  that shape.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from app.models.errors import ErrorEnvelope

ENVELOPE_REF = "#/components/schemas/ErrorEnvelope"
FASTAPI_422_REF = "#/components/schemas/HTTPValidationError"


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


def honest(schema: dict[str, Any]) -> None:
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    if "ErrorEnvelope" not in components:
        envelope = ErrorEnvelope.model_json_schema(ref_template="#/components/schemas/{model}")
        components.update(envelope.pop("$defs", {}))
        components["ErrorEnvelope"] = envelope
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            _validation_is_a_400(operation)
            if operation.get("security"):
                operation["responses"].setdefault("401", dict(UNAUTHENTICATED_401))
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


def _validation_is_a_400(operation: dict[str, Any]) -> None:
    """Whatever takes a parameter or a body may be refused with the 400 (the order lists'
    filters are declared by hand, so FastAPI gave them no 422 to replace)."""
    responses = operation.setdefault("responses", {})
    if _refers(responses.get("422", {}), FASTAPI_422_REF):
        del responses["422"]
    if operation.get("parameters") or operation.get("requestBody"):
        responses.setdefault("400", dict(VALIDATION_400))


def _refers(response: dict[str, Any], ref: str) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return bool(schema.get("$ref") == ref)
