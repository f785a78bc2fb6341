"""/openapi.json declares what the sandbox enforces and answers (issue 23, items 7 and 9):
short unique operation ids, every status any request can get, and the rules that were
only 400s (enums, bounds, formats, conditional requirements, the text policy). What the
schema refuses, the sandbox refuses too, so the two cannot drift apart unnoticed."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import jsonschema_rs
import pytest
from fastapi import FastAPI

from app.models import text_limits
from sandbox.openapi_shapes import one_line_pattern
from tests.helpers.bodies import bank_payout, business_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

VERBS = {
    "add", "advance", "arm", "create", "deactivate", "delete", "disarm", "expire", "generate",
    "get", "list", "login", "reset", "set", "simulate", "update", "upload", "validate",
}  # fmt: skip
ENVELOPE = {"$ref": "#/components/schemas/ErrorEnvelope"}


@pytest.fixture
def spec(sandbox_app: FastAPI) -> dict[str, Any]:
    return dict(sandbox_app.openapi())


def operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m, p, op) for p, item in spec["paths"].items() for m, op in item.items()]


def validator(spec: dict[str, Any], name: str) -> Any:
    return jsonschema_rs.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": spec["components"]}
    )


def test_operation_ids_are_short_unique_and_say_what_they_do(spec: dict[str, Any]) -> None:
    ids = [op["operationId"] for _m, _p, op in operations(spec)]
    assert len(ids) == len(set(ids))
    for operation_id in ids:
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", operation_id), operation_id
        assert len(operation_id) <= 32, operation_id
        assert operation_id.split("_")[0] in VERBS, operation_id
    assert {"delete_kyb_document", "list_account_orders", "upload_kyb_document"} <= set(ids)


def test_every_operation_declares_every_answer_it_can_get(spec: dict[str, Any]) -> None:
    for method, path, operation in operations(spec):
        responses = operation["responses"]
        expected = {"429", "500"}
        if "{" in path:
            expected.add("404")
        if operation.get("security"):
            expected.add("401")
        if operation.get("requestBody"):
            expected |= {"400", "413"}
        assert expected <= set(responses), (method, path, expected - set(responses))
        for status in expected:
            schema = responses[status]["content"]["application/json"]["schema"]
            assert schema == ENVELOPE, (method, path, status)
    login = spec["paths"]["/api/v1/auth/login"]["post"]["responses"]
    assert "api key is wrong" in login["401"]["description"]


async def test_the_declared_answers_come_as_declared(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    envelope = validator(spec, "ErrorEnvelope")
    wrong = await sandbox.http.post(
        "/api/v1/auth/login", json={"api_code": "demo", "api_key": "nope"}
    )
    missing = await sandbox.get("/api/v1/account/orders/no-such-order")
    blank = await sandbox.get("/api/v1/account/orders", params={"state_eq": ""})
    for answer, status in ((wrong, 401), (missing, 404), (blank, 400)):
        assert answer.status_code == status, answer.text
        envelope.validate(answer.json())
    # The empty filter value is one the schema no longer allows, so it predicts the 400.
    state_eq = next(
        p
        for p in spec["paths"]["/api/v1/account/orders"]["get"]["parameters"]
        if p["name"] == "state_eq"
    )
    assert not jsonschema_rs.Draft202012Validator(state_eq["schema"]).is_valid("")
    assert not jsonschema_rs.Draft202012Validator(state_eq["schema"]).is_valid("  ")


def test_the_upload_and_the_document_content_are_binary(spec: dict[str, Any]) -> None:
    upload = spec["paths"]["/sandbox/v1/business-users/{uid}/kyb-sessions/{sessionId}/documents"]
    form_ref = upload["post"]["requestBody"]["content"]["multipart/form-data"]["schema"]["$ref"]
    form = spec["components"]["schemas"][form_ref.rsplit("/", 1)[-1]]
    assert form["properties"]["file"]["format"] == "binary"
    assert "contentMediaType" not in form["properties"]["file"]
    assert "COMPANY" in form["properties"]["category"]["enum"]
    assert "PASSPORT" in form["properties"]["type"]["enum"]
    content = spec["paths"][
        "/sandbox/v1/business-users/{uid}/kyb-sessions/{sessionId}/documents/{docId}/content"
    ]["get"]["responses"]["200"]["content"]
    for media_type in ("application/pdf", "image/png", "image/jpeg"):
        assert content[media_type]["schema"] == {"type": "string", "format": "binary"}


def test_the_sort_members_have_names(spec: dict[str, Any]) -> None:
    sort = next(
        p
        for p in spec["paths"]["/api/v1/account/orders"]["get"]["parameters"]
        if p["name"] == "sort"
    )
    assert sort["schema"]["x-enum-varnames"] == ["OLDEST_FIRST", "NEWEST_FIRST"]


PAYIN = {
    "amount": 1_000,
    "currency": "EUR",
    "reference": "r-1",
    "urlFailed": "https://shop.example/no",
    "urlSuccess": "https://shop.example/yes",
}
# (component, body that breaks one enforced rule, the field the sandbox's 400 names)
BROKEN = [
    ("CardPayinRequest", {**PAYIN, "currency": "MXN"}, "currency"),
    ("CardPayinRequest", {**PAYIN, "amount": 0}, "amount"),
    ("CardPayinRequest", {**PAYIN, "amount": 10**15 + 1}, "amount"),
    ("CardPayinRequest", {**PAYIN, "urlSuccess": "ftp://shop.example/yes"}, "urlSuccess"),
    ("CardPayinRequest", {**PAYIN, "reference": "Evil\u202egnp.exe"}, "reference"),
    ("BankPayoutRequest", bank_payout(**{"recipient.name": None}), "recipient.name"),
    ("BankPayoutRequest", bank_payout(**{"recipient.relation": None}), "recipient.relation"),
    (
        "BankPayoutRequest",
        bank_payout(**{"recipient.document.documentType": "TAX_ID"}),
        "recipient.document.documentType",
    ),
    ("BankPayoutRequest", business_payout(**{"recipient.companyName": None}), None),
    ("BankPayoutRequest", bank_payout(**{"recipient.bankCountry": "ZZ"}), "recipient.bankCountry"),
    (
        "BankPayoutRequest",
        bank_payout(**{"recipient.address.country": "XX"}),
        "recipient.address.country",
    ),
    ("BankPayoutRequest", bank_payout(**{"recipient.routingData": "WIRE"}), None),
    (
        "BankPayoutRequest",
        bank_payout(**{"amounts.debitedAmount.amount": 10**15 + 1}),
        "amounts.debitedAmount.amount",
    ),
    ("BankPayoutRequest", bank_payout(description="Rent\u200bfor May"), "description"),
]


async def test_what_the_schema_refuses_the_sandbox_refuses(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    paths = {
        "CardPayinRequest": f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins",
        "BankPayoutRequest": f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
    }
    assert validator(spec, "CardPayinRequest").is_valid(PAYIN)
    assert validator(spec, "BankPayoutRequest").is_valid(bank_payout())
    assert validator(spec, "BankPayoutRequest").is_valid(business_payout())
    for component, body, field in BROKEN:
        assert not validator(spec, component).is_valid(body), (component, field, body)
        answer = await sandbox.post(paths[component], json=body)
        assert answer.status_code == 400, (field, answer.text)
        fields = [d["field"] for d in answer.json()["error"]["details"]]
        assert field is None or field in fields, (field, fields)


async def test_the_kyb_state_helper_declares_its_states(
    sandbox: SandboxApi, spec: dict[str, Any]
) -> None:
    business = (await sandbox.create_user("BUSINESS", companyName="Andes SAS"))["id"]
    session = await sandbox.post(f"/api/v1/account/business-user/{business}/kyb-sessions")
    path = f"/sandbox/v1/business-users/{business}/kyb-sessions/{session.json()['id']}/state"
    states = validator(spec, "KybStateRequest")
    assert states.is_valid({"new_state": "NEEDS_MORE_INFO"})
    assert not states.is_valid({"new_state": "DONE"})
    assert (await sandbox.post(path, json={"new_state": "DONE"})).status_code == 400
    assert (await sandbox.post(path, json={"new_state": "NEEDS_MORE_INFO"})).status_code == 200
    # The KYC transitions share the body model and take any state: no enum there.
    kyc = spec["components"]["schemas"]["TransitionRequest"]["properties"]["new_state"]
    assert "enum" not in kyc


def test_the_text_pattern_is_the_text_rule_for_every_character() -> None:
    """Every code point: the pattern refuses it exactly when the rule refuses it, except a
    joiner, which the rule keeps between two accented letters (the pattern cannot say where
    a character stands, so it keeps joiners and the rule answers those with a 400)."""
    pattern = re.compile(one_line_pattern())
    problem = text_limits.control_character_message
    differ = []
    for code in range(0x110000):
        char = chr(code)
        if unicodedata.category(char) == "Cs":
            continue
        if (pattern.fullmatch(char) is not None) != (problem(char) is None):
            differ.append(code)
    assert differ == [0x200C, 0x200D]
    assert pattern.fullmatch("é\u200dé")
    assert problem("é\u200dé") is None
    for kept in ("Ñandú Ltda.", "中文 العربية Ελληνικά", "Zoë 🙂"):
        assert pattern.fullmatch(kept), kept
