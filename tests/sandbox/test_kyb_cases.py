"""The KYB case list: what each business's row says, and that it stays one SQL statement
however many businesses there are."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import event, update

from app.models.kyb_catalogue import KYC_STATES_WORST_FIRST, kyc_state_rank, worst_kyc_state
from sandbox.db.tables import (
    identity_verification_logs,
    identity_verifications,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
    users,
)
from sandbox.seed import merchant_id
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

PDF = b"%PDF-1.4\n%%EOF\n"
KYC = {"data": {"identity": {"id": "i", "status": "pending"}}}


@contextmanager
def counted_statements(app: FastAPI) -> Iterator[list[str]]:
    """Every SQL statement the sandbox sends to SQLite meanwhile (BEGIN aside)."""
    seen: list[str] = []
    engine = app.state.ctx.db.engine

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if not statement.lstrip().upper().startswith(("BEGIN", "COMMIT", "ROLLBACK")):
            seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)


@contextmanager
def sqlite_steps(app: FastAPI, every: int = 100) -> Iterator[list[int]]:
    """SQLite's virtual machine steps meanwhile, in ``every``s (its progress handler): the
    work a query does, counted the same on a busy machine as on a quiet one, where a clock
    is not. ``[0]`` holds the count."""
    steps = [0]
    engine = app.state.ctx.db.engine
    watched: list[Any] = []

    def step() -> int:
        steps[0] += 1
        return 0  # go on

    def watch(conn: Any, *_args: Any) -> None:
        raw = conn.connection.driver_connection
        if raw not in watched:
            raw.set_progress_handler(step, every)
            watched.append(raw)

    event.listen(engine, "before_cursor_execute", watch)
    try:
        yield steps
    finally:
        event.remove(engine, "before_cursor_execute", watch)
        for raw in watched:
            raw.set_progress_handler(None, 0)


async def cases(sandbox: SandboxApi) -> dict[str, dict[str, Any]]:
    response = await sandbox.get("/sandbox/v1/kyb/cases")
    assert response.status_code == 200, response.text
    return {c["userId"]: c for c in response.json()["cases"]}


async def shareholder(sandbox: SandboxApi, uid: str, *states: str) -> dict[str, Any]:
    """A shareholder whose KYC session has moved through ``states`` (after CREATED)."""
    holder = (
        await sandbox.post(
            f"/api/v1/account/business-users/{uid}/shareholders",
            json={"email": "a@example.com", "name": "Ana", "surname": "Ruiz", "kyc": KYC},
        )
    ).json()
    listed = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()
    verification = next(
        h["identityVerificationId"] for h in listed["shareholders"] if h["id"] == holder["id"]
    )
    for state in states:
        moved = await sandbox.post(
            f"/sandbox/v1/users/{uid}/identity-verifications/{verification}/transitions",
            json={"new_state": state},
        )
        assert moved.status_code == 201
    return {**holder, "identityVerificationId": verification}


def test_the_order_of_kyc_states_is_explicit() -> None:
    assert KYC_STATES_WORST_FIRST[:2] == ("REJECTED", "FAILED")
    assert KYC_STATES_WORST_FIRST[-2:] == ("APPROVED", "COMPLETED")
    assert worst_kyc_state(["APPROVED", "PENDING", "IN_REVIEW"]) == "PENDING"
    assert worst_kyc_state(["CREATED", "ON_HOLD"]) == "ON_HOLD"  # unknown: worth a look
    assert kyc_state_rank("NEEDS_MORE_INFO") < kyc_state_rank("ON_HOLD") < kyc_state_rank("CREATED")
    assert worst_kyc_state([]) is None


async def test_a_case_row_per_business(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    bare = await sandbox.create_user("BUSINESS", companyName="Pampa Agro SRL")
    busy = await sandbox.create_user("BUSINESS", companyName="Andes Logística SAS")
    await sandbox.create_user("PERSON")
    uid = busy["id"]
    old_sid = (await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()["id"]
    await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{old_sid}/documents",
        files={"file": ("a.pdf", PDF)},
        data={"category": "COMPANY", "type": "CERTIFICATE_OF_INCORPORATION"},
    )
    with sandbox_app.state.ctx.db.write() as conn:  # the first session: a month older
        conn.execute(
            update(kyb_sessions)
            .where(kyb_sessions.c.id == old_sid)
            .values(created_at="2026-01-01T00:00:00.000Z", updated_at="2026-01-02T00:00:00.000Z")
        )
    new = (await sandbox.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()
    docs = []
    for name in ("b.pdf", "c.pdf"):
        uploaded = await sandbox.post(
            f"/sandbox/v1/business-users/{uid}/kyb-sessions/{new['id']}/documents",
            files={"file": (name, PDF)},
            data={"category": "COMPANY", "type": "ARTICLES_OF_ASSOCIATION"},
        )
        docs.append(uploaded.json())
    await sandbox.delete(
        f"/api/v1/account/business-user/{uid}/kyb-sessions/{new['id']}/documents/{docs[0]['id']}"
    )
    await shareholder(sandbox, uid, "PENDING", "IN_REVIEW", "APPROVED")
    await shareholder(sandbox, uid, "PENDING", "NEEDS_MORE_INFO")
    await shareholder(sandbox, uid)

    found = await cases(sandbox)
    assert set(found) == {bare["id"], uid}  # businesses only
    empty = found[bare["id"]]
    assert empty == {
        "userId": bare["id"],
        "companyName": "Pampa Agro SRL",
        "createdAt": bare["createdAt"],
        "session": None,
        "documents": 0,
        "deletedDocuments": 0,
        "shareholders": 0,
        "worstKycState": None,
        "lastChange": bare["createdAt"],
    }
    case = found[uid]
    assert case["session"] == {
        "id": new["id"],
        "kybId": new["kybId"],
        "state": "CREATED",
        "createdAt": new["createdAt"],
        "updatedAt": new["updatedAt"],
    }
    assert (case["documents"], case["deletedDocuments"], case["shareholders"]) == (1, 1, 3)
    assert case["worstKycState"] == "NEEDS_MORE_INFO"
    history = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()[
        "shareholders"
    ]
    latest_holder = max(h["updatedAt"] for h in history)
    assert case["lastChange"] >= latest_holder
    assert list((await sandbox.get("/sandbox/v1/kyb/cases")).json()["cases"][0]) == list(case)

    # A later change of any part moves lastChange: a KYC transition, then a detail entry.
    before = case["lastChange"]
    await shareholder(sandbox, uid, "REJECTED")
    after = (await cases(sandbox))[uid]
    assert after["worstKycState"] == "REJECTED"
    assert after["shareholders"] == 4
    assert after["lastChange"] >= before
    with sandbox_app.state.ctx.db.write() as conn:
        conn.execute(
            kyb_details.insert().values(
                user_id=uid, created_at="2099-01-01T00:00:00.000Z", details_json="[]"
            )
        )
    assert (await cases(sandbox))[uid]["lastChange"] == "2099-01-01T00:00:00.000Z"

    await sandbox.login("other", "other-key")
    assert await cases(sandbox) == {}


async def test_newest_change_first(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    first = await sandbox.create_user("BUSINESS", companyName="B first")
    second = await sandbox.create_user("BUSINESS", companyName="A second")
    with sandbox_app.state.ctx.db.write() as conn:
        conn.execute(
            update(users)
            .where(users.c.id == first["id"])
            .values(created_at="2026-01-01T00:00:00.000Z")
        )
        conn.execute(
            update(users)
            .where(users.c.id == second["id"])
            .values(created_at="2026-01-01T00:00:00.000Z")
        )
    order = [c["companyName"] for c in (await sandbox.get("/sandbox/v1/kyb/cases")).json()["cases"]]
    assert order == ["A second", "B first"]  # equal: by name
    await sandbox.post(f"/api/v1/account/business-user/{first['id']}/kyb-sessions")
    order = [c["companyName"] for c in (await sandbox.get("/sandbox/v1/kyb/cases")).json()["cases"]]
    assert order == ["B first", "A second"]


def bulk_businesses(app: FastAPI, count: int, prefix: str) -> None:
    """``count`` businesses with two sessions, documents (one deleted), details and two
    shareholders each with a three-step KYC history, inserted in bulk."""
    mid = merchant_id("demo")
    stamp = "2026-06-01T10:00:00.000Z"
    rows: dict[str, list[dict[str, Any]]] = {
        name: [] for name in ("u", "s", "d", "h", "v", "l", "k")
    }
    for n in range(count):
        uid = f"{prefix}-u{n}"
        rows["u"].append(
            {
                "id": uid,
                "merchant_id": mid,
                "type": "BUSINESS",
                "company_name": f"Empresa {n:04d}",
                "created_at": stamp,
            }
        )
        for s in range(2):
            sid = f"{uid}-s{s}"
            rows["s"].append(
                {
                    "id": sid,
                    "kyb_id": n * 2 + s,
                    "merchant_id": mid,
                    "user_id": uid,
                    "state": "IN_REVIEW",
                    "created_at": f"2026-06-0{s + 1}T10:00:00.000Z",
                    "updated_at": f"2026-06-0{s + 2}T10:00:00.000Z",
                }
            )
            for d in range(3):
                rows["d"].append(
                    {
                        "id": f"{sid}-d{d}",
                        "session_id": sid,
                        "category": "COMPANY",
                        "type": "OTHER",
                        "file_name": "x.pdf",
                        "file_size": len(PDF),
                        "content": PDF,
                        "media_type": "application/pdf",
                        "created_at": stamp,
                        "updated_at": stamp,
                        "deleted_at": stamp if d == 0 else None,
                    }
                )
        for h in range(2):
            vid = f"{uid}-v{h}"
            rows["v"].append({"id": vid, "merchant_id": mid, "user_id": uid, "created_at": stamp})
            for state in ("CREATED", "PENDING", "APPROVED" if h else "IN_REVIEW"):
                rows["l"].append({"session_id": vid, "new_state": state, "created_at": stamp})
            rows["h"].append(
                {
                    "id": f"{uid}-h{h}",
                    "merchant_id": mid,
                    "user_id": uid,
                    "email": "a@example.com",
                    "name": "Ana",
                    "surname": "Ruiz",
                    "kyc_level": "NONE",
                    "kyc_json": json.dumps(KYC),
                    "identity_verification_id": vid,
                    "created_at": stamp,
                    "updated_at": stamp,
                }
            )
        rows["k"].append(
            {"user_id": uid, "created_at": "2026-06-09T10:00:00.000Z", "details_json": "[]"}
        )
    tables = {
        "u": users,
        "s": kyb_sessions,
        "d": kyb_documents,
        "v": identity_verifications,
        "l": identity_verification_logs,
        "h": shareholders,
        "k": kyb_details,
    }
    with app.state.ctx.db.write() as conn:
        for key in ("u", "s", "d", "v", "l", "h", "k"):
            conn.execute(tables[key].insert(), rows[key])


async def test_a_thousand_businesses_in_one_statement_and_linear_work(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    bulk_businesses(sandbox_app, 10, "few")
    with counted_statements(sandbox_app) as few, sqlite_steps(sandbox_app) as few_steps:
        small = (await sandbox.get("/sandbox/v1/kyb/cases")).json()["cases"]
    assert len(small) == 10
    bulk_businesses(sandbox_app, 990, "many")
    with counted_statements(sandbox_app) as many, sqlite_steps(sandbox_app) as many_steps:
        response = await sandbox.get("/sandbox/v1/kyb/cases")
    found = response.json()["cases"]
    assert len(found) == 1_000
    assert len(many) == len(few)  # no statement per business
    case_queries = [s for s in many if "kyb_sessions" in s]
    assert len(case_queries) == 1, many
    # the work grows with the businesses, not faster: 100 times as many, at most 150 times the
    # steps (a lookup without its index, once a business, would take thousands of times)
    assert many_steps[0] <= 150 * few_steps[0], (few_steps, many_steps)
    row = next(c for c in found if c["userId"] == "many-u500")
    assert row["session"]["id"] == "many-u500-s1"
    assert (row["documents"], row["deletedDocuments"], row["shareholders"]) == (2, 1, 2)
    assert row["worstKycState"] == "IN_REVIEW"
    assert row["lastChange"] == "2026-06-09T10:00:00.000Z"
