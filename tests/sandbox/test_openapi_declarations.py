"""/openapi.json says what the sandbox answers (sandbox/openapi.py): validation is a declared
400 in the envelope, never FastAPI's 422 ``detail``; the business-only routes declare the 422
they answer a person with; the shareholder helper's ``kyc.data`` has the shape the requests
are held to; and a 405 names GET wherever the path has one."""

from __future__ import annotations

import re
from typing import Any

import jsonschema_rs
import pytest
from fastapi import FastAPI

from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

BUSINESS_ONLY = (
    ("post", "/api/v1/account/business-user/{uid}/kyb-sessions"),
    ("post", "/api/v1/account/business-users/{uid}/shareholders"),
)
ENVELOPE = {"$ref": "#/components/schemas/ErrorEnvelope"}


@pytest.fixture
def spec(sandbox_app: FastAPI) -> dict[str, Any]:
    return dict(sandbox_app.openapi())


def operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method, path, operation)
        for path, item in spec["paths"].items()
        for method, operation in item.items()
    ]


def schema_of(response: dict[str, Any]) -> dict[str, Any]:
    return dict(response["content"]["application/json"]["schema"])


def validator(spec: dict[str, Any], name: str) -> Any:
    """A JSON Schema validator for one component, its references resolved in the spec."""
    return jsonschema_rs.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": spec["components"]}
    )


def test_validation_is_declared_as_the_400_envelope_never_fastapis_422(
    spec: dict[str, Any],
) -> None:
    assert "HTTPValidationError" not in spec["components"]["schemas"]
    for method, path, operation in operations(spec):
        responses = operation["responses"]
        if "422" in responses:
            assert schema_of(responses["422"]) == ENVELOPE, (method, path)
        if operation.get("parameters") or operation.get("requestBody"):
            assert schema_of(responses["400"]) == ENVELOPE, (method, path)


@pytest.mark.parametrize(("method", "path"), BUSINESS_ONLY)
def test_the_business_only_routes_declare_their_422(
    spec: dict[str, Any], method: str, path: str
) -> None:
    declared = spec["paths"][path][method]["responses"]["422"]
    assert schema_of(declared) == ENVELOPE
    assert "business onboarding is for business users" in declared["description"]


async def test_a_person_gets_the_declared_422_from_both(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    person = (await sandbox.create_user("PERSON"))["id"]
    envelope = validator(spec, "ErrorEnvelope")
    answers = [
        await sandbox.post(f"/api/v1/account/business-user/{person}/kyb-sessions"),
        await sandbox.post(
            f"/api/v1/account/business-users/{person}/shareholders",
            json={"email": "a@example.com", "name": "A", "surname": "B", "kyc": {"data": {}}},
        ),
    ]
    for answer in answers:
        assert answer.status_code == 422, answer.text
        envelope.validate(answer.json())
        assert answer.json()["error"]["type"] == "UNPROCESSABLE_ERROR"


GOOD_KYC = {
    "computed": {"age": {"data": 41}, "isDocumentExpired": {"data": {"national-id": False}}},
    "identity": {"id": "i-1", "status": "verified"},
    "documents": [{"country": "CO", "type": "national-id", "photos": ["p.png"], "steps": []}],
    "expired": False,
    "steps": [{"id": "liveness", "status": 200, "data": {}}],
    "somethingNew": {"kept": True},  # unknown members are kept: the shape stays open to them
}
BAD_KYC = [
    {"identity": "verified"},  # an object, not a string
    {"documents": {"country": "CO"}},  # an array of objects
    {"computed": {"age": {"data": "forty"}}},  # an integer
    {"steps": [{"status": "done"}]},  # a step's status is an integer
    {"documents": [{"photos": [7]}]},  # photos are strings
]


async def test_the_helpers_kyc_data_has_the_shape_the_request_was_held_to(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    business = (await sandbox.create_user("BUSINESS"))["id"]
    path = f"/api/v1/account/business-users/{business}/shareholders"
    body = {"email": "v@example.com", "name": "Valeria", "surname": "Ospina"}
    made = await sandbox.post(path, json={**body, "kyc": {"data": GOOD_KYC}})
    assert made.status_code == 201, made.text
    listed = (await sandbox.get(f"/sandbox/v1/business-users/{business}/shareholders")).json()
    validator(spec, "ShareholderList").validate(listed)
    assert listed["shareholders"][0]["kyc"]["data"] == GOOD_KYC

    declared = validator(spec, "KycData")
    for data in BAD_KYC:  # what the schema refuses, the sandbox refuses: a 400 in kyc.data
        assert not declared.is_valid(data), data
        refused = await sandbox.post(path, json={**body, "kyc": {"data": data}})
        assert refused.status_code == 400, (data, refused.text)
        fields = [d["field"] for d in refused.json()["error"]["details"]]
        assert all(f.startswith("kyc.data.") for f in fields), fields
    # The schema given for the helper's answer is that shape, no longer an open object.
    kyc = spec["components"]["schemas"]["ShareholderKyc"]["properties"]["data"]
    assert {"$ref": "#/components/schemas/KycData"} in kyc["anyOf"]


def concrete(template: str) -> str:
    return re.sub(r"\{[^/]+\}", "x", template)


async def test_a_405_names_get_wherever_the_path_has_one(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    checked = 0
    for template, item in spec["paths"].items():
        if "get" not in item or "patch" in item:
            continue
        answer = await sandbox.http.request(
            "PATCH", concrete(template), headers=sandbox.auth, content=b"{}"
        )
        assert answer.status_code == 405, (template, answer.text)
        allowed = {m.strip() for m in answer.headers["Allow"].split(",")}
        assert {m.upper() for m in item} <= allowed, (template, allowed)
        assert "GET" in allowed
        assert answer.json()["error"]["type"] == "VALIDATION_ERROR"
        checked += 1
    assert checked > 20
    # A path with GET and PUT (the quote validity): a POST there is told both.
    answer = await sandbox.post("/sandbox/v1/quote-validity", json={})
    assert answer.status_code == 405
    assert {"GET", "PUT"} <= {m.strip() for m in answer.headers["Allow"].split(",")}


async def test_every_rule_refusal_answered_here_is_a_declared_422(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    envelope = validator(spec, "ErrorEnvelope")
    no_account = await sandbox.post("/sandbox/v1/orders/generate", json={"count": 1})
    assert no_account.status_code == 422, no_account.text
    envelope.validate(no_account.json())
    generate = spec["paths"]["/sandbox/v1/orders/generate"]["post"]["responses"]
    assert schema_of(generate["422"]) == ENVELOPE
    uid, aid = await sandbox.funded_account(1_000)
    payin = {
        "amount": 2_000_000,  # above a FIAT account's 10,000.00
        "currency": "EUR",
        "reference": "r-1",
        "urlFailed": "https://shop.example/no",
        "urlSuccess": "https://shop.example/yes",
    }
    refused = [
        ("post", "/api/v1/account/users/{uid}/accounts/{aid}/card-payins", payin),
        ("post", "/sandbox/v1/accounts/{aid}/deposits", {"amount": 10**15}),
    ]
    for method, template, body in refused:
        answer = await sandbox.http.request(
            method.upper(),
            template.format(uid=uid, aid=aid),
            headers=sandbox.auth,
            json=body,
        )
        assert answer.status_code == 422, (template, answer.text)
        envelope.validate(answer.json())
        assert schema_of(spec["paths"][template][method]["responses"]["422"]) == ENVELOPE
