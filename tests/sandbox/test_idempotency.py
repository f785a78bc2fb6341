from __future__ import annotations

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from sandbox.config import SandboxConfig
from sandbox.db.tables import idempotency_keys
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

ADDRESS = crypto_payout()["recipient"]["address"]


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


async def test_crypto_payout_replays_too(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts"
    first = await sandbox.post(path, json=crypto_payout(), headers={"Idempotency-Key": "c-1"})
    # The same request written differently (member order, network spelling) is the same body.
    reordered = crypto_payout(**{"recipient": {"network": "ethereum", "address": ADDRESS}})
    again = await sandbox.post(path, json=reordered, headers={"Idempotency-Key": "c-1"})
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.json() == first.json()
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert account["pendingOut"] == 10_000


async def test_same_key_and_body_on_another_account_is_409(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    second = await sandbox.create_account(uid, "EUR", alias="Second")
    await sandbox.deposit(second["id"], 100_000)
    base = f"/api/v1/account/users/{uid}/accounts"
    key = {"Idempotency-Key": "k-acc"}
    first = await sandbox.post(f"{base}/{aid}/bank-payouts", json=bank_payout(), headers=key)
    assert first.status_code == 201
    other = await sandbox.post(
        f"{base}/{second['id']}/bank-payouts", json=bank_payout(), headers=key
    )
    assert other.status_code == 409
    assert other.json()["error"]["type"] == "CONFLICT_ERROR"
    untouched = (await sandbox.get(f"{base}/{second['id']}")).json()
    assert untouched["pendingOut"] == 0


@pytest.mark.parametrize("key", [" ", "k" * 256])
async def test_unusable_keys_are_400(sandbox: SandboxApi, key: str) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
        json=bank_payout(),
        headers={"Idempotency-Key": key},
    )
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"] == "Idempotency-Key"


async def test_replay_is_the_original_answer_even_after_the_order_moved(
    sandbox: SandboxApi,
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    first = (
        await sandbox.post(path, json=bank_payout(), headers={"Idempotency-Key": "k-4"})
    ).json()
    for state in ("PENDING", "SETTLED"):
        await sandbox.post(f"/sandbox/v1/orders/{first['id']}/advance", json={"state": state})
    again = await sandbox.post(path, json=bank_payout(), headers={"Idempotency-Key": "k-4"})
    assert again.json() == first
    assert again.json()["state"] == "Created"
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert (account["balance"], account["pendingOut"]) == (90_000, 0)


async def test_keys_older_than_the_retention_are_forgotten(
    sandbox: SandboxApi, sandbox_app: FastAPI, sandbox_config: SandboxConfig
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    key = {"Idempotency-Key": "k-old"}
    first = (await sandbox.post(path, json=bank_payout(), headers=key)).json()
    retention = sandbox_config.idempotency_retention_seconds
    assert retention == 24 * 3600
    with sandbox_app.state.ctx.db.write() as conn:  # as if the key were a day and a second old
        conn.execute(
            idempotency_keys.update().values(
                created_at=idempotency_keys.c.created_at - retention - 1
            )
        )
    later = await sandbox.post(path, json=bank_payout(20_000), headers=key)
    assert later.status_code == 201
    assert later.json()["id"] != first["id"]
    with sandbox_app.state.ctx.db.read() as conn:
        kept = conn.execute(select(idempotency_keys.c.body_hash)).all()
    assert len(kept) == 1  # the old one was purged, the new one remembered
    replay = await sandbox.post(path, json=bank_payout(20_000), headers=key)
    assert replay.json() == later.json()


async def test_a_key_just_inside_the_retention_still_replays(
    sandbox: SandboxApi, sandbox_app: FastAPI, sandbox_config: SandboxConfig
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    key = {"Idempotency-Key": "k-young"}
    first = (await sandbox.post(path, json=bank_payout(), headers=key)).json()
    with sandbox_app.state.ctx.db.write() as conn:
        conn.execute(
            idempotency_keys.update().values(
                created_at=idempotency_keys.c.created_at
                - sandbox_config.idempotency_retention_seconds
                + 60
            )
        )
    assert (await sandbox.post(path, json=bank_payout(), headers=key)).json() == first


async def test_an_invalid_body_does_not_burn_its_key(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts"
    key = {"Idempotency-Key": "k-5"}
    bad = await sandbox.post(path, json=bank_payout(**{"recipient.relation": "BFF"}), headers=key)
    assert bad.status_code == 400
    assert (await sandbox.post(path, json=bank_payout(), headers=key)).status_code == 201
