"""Testers' tools: reset to the seed, add orders, fail the next request (docs/sandbox.md)."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from sandbox.config import SandboxConfig
from sandbox.domain.ledger import ledger_totals
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


def assert_envelope(response: httpx.Response, status: int, field: str | None = None) -> None:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(error) >= {"message", "type", "code", "details"}
    assert error["message"]
    if field is not None:
        assert field in [d["field"] for d in error["details"]], error


async def counts(api: SandboxApi) -> tuple[int, int]:
    users = (await api.get("/sandbox/v1/users")).json()["users"]
    orders = (await api.get("/api/v1/account/orders", params={"pageSize": 1})).json()
    return len(users), orders["pagination"]["total"]


class TestReset:
    @pytest.fixture
    def sandbox_config(self, sandbox_config: SandboxConfig) -> SandboxConfig:
        return replace(sandbox_config, demo_data=True)

    async def test_reset_restores_the_seed_of_this_merchant_only(
        self, sandbox: SandboxApi, sandbox_http: httpx.AsyncClient, sandbox_app: FastAPI
    ) -> None:
        other = SandboxApi(sandbox_http)
        await other.login("other", "other-key")
        seeded, other_seeded = await counts(sandbox), await counts(other)
        await sandbox.create_user()
        made = await sandbox.post("/sandbox/v1/orders/generate", json={"count": 7})
        assert made.status_code == 201, made.text
        await other.post("/sandbox/v1/orders/generate", json={"count": 2})
        assert await counts(sandbox) == (seeded[0] + 1, seeded[1] + 7)

        answer = await sandbox.post("/sandbox/v1/reset")
        assert answer.status_code == 200, answer.text
        assert answer.json()["users"] == seeded[0]
        assert answer.json()["orders"] == seeded[1]
        assert await counts(sandbox) == seeded
        assert await counts(other) == (other_seeded[0], other_seeded[1] + 2)
        gone = made.json()["orders"][0]["id"]
        assert (await sandbox.get(f"/api/v1/account/orders/{gone}")).status_code == 404
        with sandbox_app.state.ctx.db.read() as conn:  # every balance explained again
            from sqlalchemy import select

            from sandbox.db.tables import accounts

            for row in conn.execute(select(accounts)).all():
                assert ledger_totals(conn, row.id)["balance"] == row.balance

    async def test_reset_without_a_token_is_401_in_the_envelope(
        self, sandbox_http: httpx.AsyncClient
    ) -> None:
        assert_envelope(await sandbox_http.post("/sandbox/v1/reset"), 401)


async def test_generated_orders_are_settled_credits_of_the_account(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"], "EUR")
    answer = await sandbox.post(
        "/sandbox/v1/orders/generate", json={"count": 3, "accountId": account["id"]}
    )
    assert answer.status_code == 201, answer.text
    made = answer.json()["orders"]
    assert len(made) == 3
    assert {o["state"] for o in made} == {"SETTLED"}
    assert [o["reference"] for o in made] == ["GEN-000001", "GEN-000002", "GEN-000003"]
    total = sum(o["destination"]["amount"] for o in made)
    after = await sandbox.get(f"/api/v1/account/users/{user['id']}/accounts/{account['id']}")
    assert after.json()["balance"] == total


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"count": 0}, "count"),
        ({"count": 501}, "count"),
        ({"count": "3"}, "count"),
        ({"count": 2.5}, "count"),
        ({}, "count"),
        ({"count": 1, "colour": "red"}, "colour"),
        ({"count": 1, "accountId": ""}, "accountId"),
    ],
)
async def test_adding_orders_refuses_bad_input(
    sandbox: SandboxApi, body: dict[str, Any], field: str
) -> None:
    assert_envelope(await sandbox.post("/sandbox/v1/orders/generate", json=body), 400, field)


async def test_adding_orders_to_an_unknown_account_or_to_none_is_refused(
    sandbox: SandboxApi,
) -> None:
    unknown = await sandbox.post(
        "/sandbox/v1/orders/generate", json={"count": 1, "accountId": "nope"}
    )
    assert_envelope(unknown, 404)
    assert_envelope(await sandbox.post("/sandbox/v1/orders/generate", json={"count": 1}), 422)


async def test_a_rate_limit_fault_answers_the_next_request_once(sandbox: SandboxApi) -> None:
    armed = await sandbox.post(
        "/sandbox/v1/faults", json={"kind": "RATE_LIMIT", "retryAfterSeconds": 2}
    )
    assert armed.status_code == 201, armed.text
    shown = await sandbox.get("/sandbox/v1/faults")  # the helper itself is never failed
    assert shown.json()["fault"]["kind"] == "RATE_LIMIT"
    limited = await sandbox.get("/sandbox/v1/users")
    assert_envelope(limited, 429)
    assert limited.headers["Retry-After"] == "2"
    assert (await sandbox.get("/sandbox/v1/users")).status_code == 200
    assert (await sandbox.get("/sandbox/v1/faults")).json()["fault"] is None


async def test_a_server_error_fault_touches_only_its_merchant(
    sandbox: SandboxApi, sandbox_http: httpx.AsyncClient
) -> None:
    other = SandboxApi(sandbox_http)
    await other.login("other", "other-key")
    await sandbox.post("/sandbox/v1/faults", json={"kind": "SERVER_ERROR"})
    assert (await other.get("/sandbox/v1/users")).status_code == 200
    assert_envelope(await sandbox.get("/sandbox/v1/users"), 500)


async def test_a_slow_fault_answers_late_and_can_be_disarmed(sandbox: SandboxApi) -> None:
    await sandbox.post("/sandbox/v1/faults", json={"kind": "SLOW", "delaySeconds": 0.3})
    started = time.monotonic()
    assert (await sandbox.get("/sandbox/v1/users")).status_code == 200
    assert time.monotonic() - started >= 0.3
    await sandbox.post("/sandbox/v1/faults", json={"kind": "SERVER_ERROR"})
    assert (await sandbox.delete("/sandbox/v1/faults")).status_code == 204
    assert (await sandbox.get("/sandbox/v1/users")).status_code == 200


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"kind": "NOPE"}, "kind"),
        ({}, "kind"),
        ({"kind": "RATE_LIMIT", "retryAfterSeconds": 0}, "retryAfterSeconds"),
        ({"kind": "RATE_LIMIT", "retryAfterSeconds": 61}, "retryAfterSeconds"),
        ({"kind": "SLOW", "delaySeconds": 0}, "delaySeconds"),
        ({"kind": "SLOW", "delaySeconds": 61}, "delaySeconds"),
        ({"kind": "DROP", "after": 1}, "after"),
    ],
)
async def test_arming_a_fault_refuses_bad_input(
    sandbox: SandboxApi, body: dict[str, Any], field: str
) -> None:
    assert_envelope(await sandbox.post("/sandbox/v1/faults", json=body), 400, field)
    assert (await sandbox.get("/sandbox/v1/faults")).json()["fault"] is None


async def test_arming_a_fault_needs_a_token(sandbox_http: httpx.AsyncClient) -> None:
    assert_envelope(await sandbox_http.post("/sandbox/v1/faults", json={"kind": "NOPE"}), 401)
