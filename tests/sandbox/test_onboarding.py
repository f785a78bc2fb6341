from __future__ import annotations

import pytest
from sqlalchemy import select

from sandbox.db.tables import kyb_documents
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

KYC = {
    "data": {
        "identity": {"id": "i-1", "status": "verified"},
        "expired": False,
        "documents": [
            {
                "country": "ES",
                "type": "passport",
                "photos": ["a.jpg"],
                "steps": [{"id": "s", "status": 200}],
            }
        ],
        "deviceFingerprint": {
            "browser": {"major": "120", "name": "Firefox", "version": "120.0"},
            "ip": "10.0.0.1",
        },
        "computed": {"age": {"data": 41}, "isDocumentExpired": {"data": {"front": False}}},
        "metadata": {"userId": "u"},
    }
}


async def business(sandbox: SandboxApi) -> str:
    return str((await sandbox.create_user("BUSINESS", companyName="Andes SAS"))["id"])


async def test_kyb_session_with_documents_and_soft_delete(sandbox: SandboxApi, sandbox_app) -> None:  # type: ignore[no-untyped-def]
    uid = await business(sandbox)
    created = await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")
    assert created.status_code == 201
    session = created.json()
    assert (session["state"], session["documents"]) == ("CREATED", [])
    sid = session["id"]
    upload = await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents",
        files={"file": ("deed.pdf", b"%PDF-1.4 deed", "application/pdf")},
        data={"category": "COMPANY", "type": "ARTICLES_OF_ASSOCIATION"},
    )
    assert upload.status_code == 201
    doc = upload.json()
    assert (doc["fileName"], doc["fileSize"], doc["kybSessionId"]) == ("deed.pdf", 13, sid)
    read = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}")).json()
    assert [d["id"] for d in read["documents"]] == [doc["id"]]
    path = f"/api/v1/account/business-user/{uid}/kyb-sessions/{sid}/documents/{doc['id']}"
    assert (await sandbox.delete(path)).status_code == 204
    assert (await sandbox.delete(path)).status_code == 404
    listed = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions")).json()[
        "kybSessions"
    ]
    assert listed[0]["documents"] == []
    with sandbox_app.state.ctx.db.read() as conn:
        row = conn.execute(select(kyb_documents).where(kyb_documents.c.id == doc["id"])).one()
    assert row.deleted_at is not None
    empty = await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents",
        files={"file": ("empty.pdf", b"", "application/pdf")},
        data={"category": "COMPANY", "type": "ARTICLES_OF_ASSOCIATION"},
    )
    assert empty.status_code == 400
    assert [d["field"] for d in empty.json()["error"]["details"]] == ["file"]


async def test_kyb_details_and_path_spelling(sandbox: SandboxApi) -> None:
    uid = await business(sandbox)
    await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")
    details = await sandbox.get(f"/api/v1/account/business-users/{uid}/kyb")
    assert details.status_code == 200
    keys = {d["key"] for d in details.json()[0]["details"]}
    assert {"companyName", "kybSessionId", "state"} <= keys
    assert (
        await sandbox.post(f"/api/v1/account/business-users/{uid}/kyb-sessions")
    ).status_code in (404, 405)
    assert (await sandbox.get(f"/api/v1/account/business-user/{uid}/kyb")).status_code == 404


async def test_person_cannot_open_a_kyb_session(sandbox: SandboxApi) -> None:
    person = await sandbox.create_user()
    response = await sandbox.post(f"/api/v1/account/business-user/{person['id']}/kyb-sessions")
    assert response.status_code == 422


async def test_shareholders_create_update_and_validate(sandbox: SandboxApi) -> None:
    uid = await business(sandbox)
    path = f"/api/v1/account/business-users/{uid}/shareholders"
    created = await sandbox.post(
        path, json={"email": "ana@example.com", "name": "Ana", "surname": "Ruiz", "kyc": KYC}
    )
    assert created.status_code == 201
    holder = created.json()
    assert holder["kycLevel"] == "FULL"
    updated = await sandbox.put(
        f"{path}/{holder['id']}", json={"surname": "Ruiz Gil", "kyc": {"data": {}}}
    )
    assert updated.status_code == 200
    assert (updated.json()["surname"], updated.json()["kycLevel"]) == ("Ruiz Gil", "NONE")
    unchanged = await sandbox.put(f"{path}/{holder['id']}", json={})
    assert unchanged.json()["surname"] == "Ruiz Gil"
    listed = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()[
        "shareholders"
    ]
    assert [h["id"] for h in listed] == [holder["id"]]
    bad = await sandbox.post(
        path, json={"email": "not-an-email", "name": "A", "surname": "B", "kyc": {"data": []}}
    )
    assert bad.status_code == 400
    fields = {d["field"] for d in bad.json()["error"]["details"]}
    assert {"email", "kyc.data"} <= fields
    missing = await sandbox.post(path, json={"email": "a@example.com", "name": "A", "surname": "B"})
    assert missing.json()["error"]["details"][0]["field"] == "kyc"
    assert (await sandbox.put(f"{path}/nope", json={})).status_code == 404


async def test_kyc_state_history(sandbox: SandboxApi) -> None:
    person = await sandbox.create_user()
    uid = person["id"]
    started = await sandbox.post(f"/sandbox/v1/users/{uid}/identity-verifications")
    assert started.status_code == 201
    sid = started.json()["session_id"]
    for state in ("PENDING", "APPROVED"):
        moved = await sandbox.post(
            f"/sandbox/v1/users/{uid}/identity-verifications/{sid}/transitions",
            json={"new_state": state},
        )
        assert moved.status_code == 201
    history = (
        await sandbox.get(f"/api/v1/account/users/{uid}/identity-verifications/{sid}/state-history")
    ).json()
    assert history["session_id"] == sid
    assert [log["new_state"] for log in history["logs"]] == ["CREATED", "PENDING", "APPROVED"]
    assert set(history["logs"][0]) == {"id", "created_at", "new_state"}
    await sandbox.login("other", "other-key")
    hidden = await sandbox.get(
        f"/api/v1/account/users/{uid}/identity-verifications/{sid}/state-history"
    )
    assert hidden.status_code == 404
