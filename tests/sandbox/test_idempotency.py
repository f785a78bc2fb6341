from __future__ import annotations

import pytest

from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def test_same_key_same_body_replays_without_paying_twice(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    first = await sandbox.post(path, json=bank_payout(), headers={"Idempotency-Key": "k-1"})
    again = await sandbox.post(path, json=bank_payout(), headers={"Idempotency-Key": "k-1"})
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.json() == first.json()
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert account["pendingOut"] == 10_000


async def test_same_key_other_body_or_endpoint_is_409(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    await sandbox.post(
        f"{base}/bank-payouts", json=bank_payout(), headers={"Idempotency-Key": "k-2"}
    )
    changed = await sandbox.post(
        f"{base}/bank-payouts", json=bank_payout(20_000), headers={"Idempotency-Key": "k-2"}
    )
    assert changed.status_code == 409
    assert changed.json()["error"]["type"] == "CONFLICT_ERROR"
    other = await sandbox.post(
        f"{base}/crypto-payouts", json=crypto_payout(), headers={"Idempotency-Key": "k-2"}
    )
    assert other.status_code == 409


async def test_keys_are_per_merchant(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    await sandbox.post(path, json=bank_payout(), headers={"Idempotency-Key": "shared"})
    await sandbox.login("other", "other-key")
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"])
    await sandbox.deposit(account["id"], 50_000)
    response = await sandbox.post(
        f"/api/v1/account/users/{user['id']}/accounts/{account['id']}/bank-payouts",
        json=bank_payout(),
        headers={"Idempotency-Key": "shared"},
    )
    assert response.status_code == 201


async def test_a_refused_payout_does_not_burn_its_key(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    refused = await sandbox.post(path, json=bank_payout(5_000), headers={"Idempotency-Key": "k-3"})
    assert refused.status_code == 422
    await sandbox.deposit(aid, 10_000)
    accepted = await sandbox.post(path, json=bank_payout(5_000), headers={"Idempotency-Key": "k-3"})
    assert accepted.status_code == 201
