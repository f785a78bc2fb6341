"""The sandbox holds every name and free text to the text policy (app/models/text_policy.py):
an invisible or bidi character is a 400 naming the field and nothing is stored, on SQLite and
on PostgreSQL; accents, scripts and emoji are stored and read back as sent."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.models.text_policy import file_name_problem
from tests.helpers.bodies import bank_payout, business_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

HOSTILE = {
    "RLO": "Evil\u202egnp.exe",
    "LRI": "Evil\u2066gnp",
    "ZWSP": "Ev\u200bil",
    "BOM": "\ufeffEvil",
}  # every class the policy refuses, in every field: tests/models/test_text_policy.py
KEPT = "José Ñúñez 中文 می\u200cخواهم 👨\u200d👩\u200d👧"
SHAREHOLDER = {"email": "ana@example.com", "name": "Ana", "surname": "Ruiz", "kyc": {"data": {}}}
CARD = {
    "amount": 5_000,
    "currency": "EUR",
    "reference": "ORDER-1",
    "urlSuccess": "https://shop.example/ok",
    "urlFailed": "https://shop.example/ko",
}
PDF = b"%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n"


def _with(body: dict[str, Any], path: str, value: str) -> dict[str, Any]:
    body = copy.deepcopy(body)
    target = body
    *parents, leaf = path.split(".")
    for part in parents:
        target = target.setdefault(part, {})
    target[leaf] = value
    return body


async def _refused_at(response: Any, field: str, message: str = "Remove the") -> None:
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["type"] == "VALIDATION_ERROR"
    assert [d["field"] for d in error["details"]] == [field]
    assert message in error["details"][0]["message"]


async def _orders(sandbox: SandboxApi, uid: str, aid: str) -> list[Any]:
    response = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/orders")
    assert response.status_code == 200, response.text
    return list(response.json()["orders"])


@pytest.mark.parametrize("hostile", HOSTILE.values(), ids=HOSTILE.keys())
async def test_money_requests_refuse_it_at_the_field_and_store_nothing(
    sandbox: SandboxApi, db_engine: str, hostile: str
) -> None:
    uid, aid = await sandbox.funded_account(1_000_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    before = await _orders(sandbox, uid, aid)
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("bank-payouts", bank_payout(), "recipient.name"),
        ("bank-payouts", bank_payout(), "recipient.surname"),
        ("bank-payouts", bank_payout(), "description"),
        ("bank-payouts", bank_payout(), "ownReference"),
        ("bank-payouts", business_payout(), "recipient.companyName"),
        ("crypto-payouts", crypto_payout(), "ownReference"),
        ("card-payins", CARD, "reference"),
        ("card-payins", CARD, "payer.name"),
    ]
    for route, body, field in cases:
        response = await sandbox.post(f"{base}/{route}", json=_with(body, field, hostile))
        await _refused_at(response, field)
    deposit = f"/sandbox/v1/accounts/{aid}/deposits"
    for field in ("counterparty", "reference"):
        response = await sandbox.post(deposit, json={"amount": 100, field: hostile})
        await _refused_at(response, field)
    assert await _orders(sandbox, uid, aid) == before


@pytest.mark.parametrize("hostile", HOSTILE.values(), ids=HOSTILE.keys())
async def test_names_refuse_it_at_the_field_and_store_nothing(
    sandbox: SandboxApi, db_engine: str, hostile: str
) -> None:
    users_before = (await sandbox.get("/sandbox/v1/users")).json()["users"]
    for body, field in (
        ({"type": "PERSON", "name": hostile, "surname": "Ruiz"}, "name"),
        ({"type": "PERSON", "name": "Ana", "surname": hostile}, "surname"),
        ({"type": "BUSINESS", "companyName": hostile}, "companyName"),
    ):
        await _refused_at(await sandbox.post("/sandbox/v1/users", json=body), field)
    assert (await sandbox.get("/sandbox/v1/users")).json()["users"] == users_before

    uid, aid = await sandbox.funded_account(0)
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts", json={"alias": hostile, "currency": "USD"}
    )
    await _refused_at(response, "alias")
    response = await sandbox.post(
        f"/sandbox/v1/accounts/{aid}/virtual-ibans", json={"name": hostile}
    )
    await _refused_at(response, "name")

    business = (await sandbox.create_user("BUSINESS", companyName="Andes SAS"))["id"]
    path = f"/api/v1/account/business-users/{business}/shareholders"
    for field in ("name", "surname"):
        await _refused_at(await sandbox.post(path, json={**SHAREHOLDER, field: hostile}), field)
    holder = (await sandbox.post(path, json=SHAREHOLDER)).json()
    for field in ("name", "surname"):
        response = await sandbox.put(f"{path}/{holder['id']}", json={field: hostile})
        await _refused_at(response, field)
    listed = (await sandbox.get(f"/sandbox/v1/business-users/{business}/shareholders")).json()
    assert [(h["name"], h["surname"]) for h in listed["shareholders"]] == [("Ana", "Ruiz")]


@pytest.mark.parametrize(
    "name", ["Evil\u202egnp.pdf", "../../etc/passwd.pdf", "..", "a\\b.pdf", "x\u200b.pdf"]
)
async def test_an_upload_name_is_a_name_in_the_policy(
    sandbox: SandboxApi, db_engine: str, name: str
) -> None:
    uid = (await sandbox.create_user("BUSINESS", companyName="Andes SAS"))["id"]
    sid = (await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()["id"]
    response = await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents",
        files={"file": (name, PDF, "application/pdf")},
        data={"category": "COMPANY", "type": "CERTIFICATE_OF_INCORPORATION"},
    )
    await _refused_at(response, "file", str(file_name_problem(name)))
    session = await sandbox.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}")
    assert session.json()["documents"] == []


async def test_accents_scripts_and_emoji_are_stored_as_sent(
    sandbox: SandboxApi, db_engine: str
) -> None:
    user = await sandbox.create_user("PERSON", name=KEPT, surname="Ruiz")
    read = (await sandbox.get(f"/sandbox/v1/users/{user['id']}")).json()
    assert read["name"] == KEPT
    account = await sandbox.create_account(user["id"], alias=KEPT[:30])
    assert account["alias"] == KEPT[:30]
    await sandbox.deposit(account["id"], 100, counterparty=KEPT, reference=KEPT)
    orders = await _orders(sandbox, user["id"], account["id"])
    assert [(o["counterparty"], o["reference"]) for o in orders] == [(KEPT, KEPT)]
    uid = (await sandbox.create_user("BUSINESS", companyName="Andes SAS"))["id"]
    sid = (await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()["id"]
    uploaded = await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents",
        files={"file": ("Acta de constitución 营业执照.pdf", PDF, "application/pdf")},
        data={"category": "COMPANY", "type": "CERTIFICATE_OF_INCORPORATION"},
    )
    assert uploaded.status_code == 201, uploaded.text
    assert uploaded.json()["fileName"] == "Acta de constitución 营业执照.pdf"
