"""The sandbox refuses a shareholder's kyc payload whose enumerated or numeric members make no
sense (an age of -5, a document type "999.1.1.1", a step status of 1000, a country or IP that is
none), with the spec's validation envelope naming each field; a sensible payload passes."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.helpers.sandbox_api import SandboxApi
from tests.sandbox.test_onboarding import KYC, business

pytestmark = pytest.mark.anyio


def _with(**changes: Any) -> dict[str, Any]:
    kyc = copy.deepcopy(KYC)
    data = kyc["data"]
    if "age" in changes:
        data["computed"]["age"]["data"] = changes["age"]
    if "type" in changes:
        data["documents"][0]["type"] = changes["type"]
    if "country" in changes:
        data["documents"][0]["country"] = changes["country"]
    if "status" in changes:
        data["documents"][0]["steps"][0]["status"] = changes["status"]
    if "ip" in changes:
        data["deviceFingerprint"]["ip"] = changes["ip"]
    if "identity" in changes:
        data["identity"]["status"] = changes["identity"]
    return kyc


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"age": -5}, "kyc.data.computed.age.data"),
        ({"age": 400}, "kyc.data.computed.age.data"),
        ({"type": "999.1.1.1"}, "kyc.data.documents.0.type"),
        ({"country": "XX"}, "kyc.data.documents.0.country"),
        ({"status": 1000}, "kyc.data.documents.0.steps.0.status"),
        ({"ip": "999.1.1.1"}, "kyc.data.deviceFingerprint.ip"),
        ({"identity": "42"}, "kyc.data.identity.status"),
    ],
)
async def test_a_senseless_kyc_member_is_refused_at_its_field(
    sandbox: SandboxApi, change: dict[str, Any], field: str
) -> None:
    uid = await business(sandbox)
    path = f"/api/v1/account/business-users/{uid}/shareholders"
    body = {"email": "ana@example.com", "name": "Ana", "surname": "Ruiz", "kyc": _with(**change)}
    refused = await sandbox.post(path, json=body)
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert (error["code"], error["type"]) == ("INVALID_REQUEST", "VALIDATION_ERROR")
    assert [d["field"] for d in error["details"]] == [field]
    assert error["details"][0]["message"].startswith(("Enter", "Choose"))

    fine = {**body, "kyc": _with(age=0, type="national-id", status=0, ip="2001:db8::1")}
    assert (await sandbox.post(path, json=fine)).status_code == 201
    holder = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()
    held = holder["shareholders"][0]["id"]
    corrected = await sandbox.put(f"{path}/{held}", json={"kyc": _with(**change)})
    assert corrected.status_code == 400
    assert [d["field"] for d in corrected.json()["error"]["details"]] == [field]
