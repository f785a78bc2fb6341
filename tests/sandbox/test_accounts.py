from __future__ import annotations

import pytest

from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def test_create_and_read_an_account(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    created = await sandbox.create_account(user["id"], "USD", alias="Payroll")
    assert created["alias"] == "Payroll"
    assert (created["balance"], created["pendingIn"], created["pendingOut"]) == (0, 0, 0)
    read = await sandbox.get(f"/api/v1/account/users/{user['id']}/accounts/{created['id']}")
    assert read.status_code == 200
    assert read.json() == created


async def test_bad_alias_and_currency_are_named(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    response = await sandbox.post(
        f"/api/v1/account/users/{user['id']}/accounts", json={"alias": "", "currency": "GBP"}
    )
    assert response.status_code == 400
    fields = {d["field"] for d in response.json()["error"]["details"]}
    assert fields == {"alias", "currency"}


async def test_deposit_credits_the_balance(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(12_345)
    order = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert order["balance"] == 12_345


async def test_another_merchants_account_is_not_found(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100)
    await sandbox.login("other", "other-key")
    response = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")
    assert response.status_code == 404
    assert response.json()["error"]["type"] == "NOT_FOUND_ERROR"
    assert (await sandbox.get(f"/sandbox/v1/users/{uid}")).status_code == 404


async def test_protected_endpoints_need_a_valid_token(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}"
    assert (await sandbox.http.get(path)).status_code == 401
    forged = {"Authorization": "Bearer " + sandbox.token[:-4] + "AAAA"}  # type: ignore[index]
    response = await sandbox.http.get(path, headers=forged)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "UNAUTHORIZED"


async def test_user_detail_lists_its_accounts(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user("BUSINESS", companyName="Zeta SA")
    a = await sandbox.create_account(user["id"], "EUR")
    b = await sandbox.create_account(user["id"], "BTC")
    detail = (await sandbox.get(f"/sandbox/v1/users/{user['id']}")).json()
    assert [acc["id"] for acc in detail["accounts"]] == [a["id"], b["id"]]
    listed = (await sandbox.get("/sandbox/v1/users")).json()["users"]
    assert user["id"] in {u["id"] for u in listed}


async def test_alias_is_unique_per_user(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    await sandbox.create_account(user["id"], "EUR", alias="Main")
    response = await sandbox.post(
        f"/api/v1/account/users/{user['id']}/accounts", json={"alias": "main", "currency": "USD"}
    )
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"] == "alias"
