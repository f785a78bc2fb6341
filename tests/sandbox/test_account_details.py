"""Funding methods and capabilities of an account."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi import FastAPI
from schwifty import BIC, IBAN

from app.models.crypto_addresses import address_problem
from sandbox.db.tables import virtual_ibans
from sandbox.domain.accounts import sandbox_iban
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio


async def funding(sandbox: SandboxApi, uid: str, aid: str) -> dict[str, Any]:
    response = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/funding-methods")
    assert response.status_code == 200, response.text
    return dict(response.json())


async def new_account(sandbox: SandboxApi, currency: str) -> tuple[str, str]:
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"], currency)
    return user["id"], account["id"]


async def test_fiat_account_lists_its_own_iban_and_active_vibans(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    uid, aid = await new_account(sandbox, "EUR")
    made = [
        (await sandbox.post(f"/sandbox/v1/accounts/{aid}/virtual-ibans", json={"name": n})).json()
        for n in ("Rent", "Shop", "Old")
    ]
    with sandbox_app.state.ctx.db.write() as conn:  # one waits for the bank, one is closed
        for viban, state in ((made[1], "PENDING"), (made[2], "INACTIVE")):
            conn.execute(
                virtual_ibans.update().where(virtual_ibans.c.id == viban["id"]).values(state=state)
            )
    methods = await funding(sandbox, uid, aid)
    assert methods["card"] == {"currencies": ["EUR"]}
    assert methods["crypto"] == []
    own, *virtual = methods["fiat"]
    assert own["iban"] == own["accountNumber"] == sandbox_iban(aid)
    IBAN(own["iban"])  # checksum-valid
    assert BIC(own["swift"]).country_code == "DE"
    assert (own["bankName"], own["isVirtual"], own["accountHolder"]) == (
        "Teller Sandbox Bank",
        False,
        "Ana García",
    )
    assert [(v["accountNumber"], v["isVirtual"]) for v in virtual] == [
        (made[0]["accountNumber"], True)
    ]


@pytest.mark.parametrize(("currency", "cards"), [("USD", ["USD"]), ("MXN", [])])
async def test_card_currencies_are_the_accounts_own_when_cards_take_it(
    sandbox: SandboxApi, currency: str, cards: list[str]
) -> None:
    uid, aid = await new_account(sandbox, currency)
    assert (await funding(sandbox, uid, aid))["card"]["currencies"] == cards


@pytest.mark.parametrize(
    ("currency", "networks"),
    [
        ("BTC", ["BITCOIN"]),
        ("ETH", ["ETHEREUM"]),
        ("USDT", ["ETHEREUM", "TRON", "POLYGON"]),
        ("USDC", ["ETHEREUM", "POLYGON", "SOLANA"]),
        ("EURC", ["ETHEREUM", "SOLANA"]),
    ],
)
async def test_crypto_account_has_a_stable_valid_address_per_network(
    sandbox: SandboxApi, currency: str, networks: list[str]
) -> None:
    uid, aid = await new_account(sandbox, currency)
    methods = await funding(sandbox, uid, aid)
    assert (methods["card"]["currencies"], methods["fiat"]) == ([], [])
    assert [c["network"] for c in methods["crypto"]] == networks
    assert {c["currency"] for c in methods["crypto"]} == {currency}
    addresses = [c["address"] for c in methods["crypto"]]
    assert len(set(addresses)) == len(addresses)
    for method in methods["crypto"]:  # what a payout to it would be checked against
        assert address_problem(method["network"], method["address"]) is None, method
    assert await funding(sandbox, uid, aid) == methods  # deterministic
    other_uid, other_aid = await new_account(sandbox, currency)
    assert [c["address"] for c in (await funding(sandbox, other_uid, other_aid))["crypto"]] != (
        addresses
    )


async def test_usdt_addresses_look_like_their_chains(sandbox: SandboxApi) -> None:
    uid, aid = await new_account(sandbox, "USDT")
    by_network = {c["network"]: c["address"] for c in (await funding(sandbox, uid, aid))["crypto"]}
    assert re.fullmatch(r"0x[0-9a-fA-F]{40}", by_network["ETHEREUM"])
    assert by_network["TRON"].startswith("T")


async def test_funding_methods_are_scoped(sandbox: SandboxApi) -> None:
    uid, aid = await new_account(sandbox, "EUR")
    stranger, _ = await new_account(sandbox, "EUR")
    wrong_user = await sandbox.get(
        f"/api/v1/account/users/{stranger}/accounts/{aid}/funding-methods"
    )
    assert wrong_user.status_code == 404
    assert wrong_user.json()["error"]["type"] == "NOT_FOUND_ERROR"
    await sandbox.login("other", "other-key")
    other = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/funding-methods")
    assert other.status_code == 404
    anonymous = await sandbox.http.get(
        f"/api/v1/account/users/{uid}/accounts/{aid}/funding-methods"
    )
    assert anonymous.status_code == 401


async def test_fiat_capabilities(sandbox: SandboxApi) -> None:
    _, aid = await new_account(sandbox, "EUR")
    response = await sandbox.get(f"/api/v1/account/{aid}/capabilities")
    assert response.status_code == 200
    caps = response.json()
    assert caps["accountType"] == "FIAT"
    assert caps["fiatExternalTransferAllowed"] is True
    assert caps["cryptoTransferAllowed"] is True
    assert (caps["monthlyFee"], caps["openAccountFee"]) == (500, 0)
    features = {f["featureSlug"]: f for f in caps["features"]}
    assert features["BANK_PAYOUT"] == {
        "featureSlug": "BANK_PAYOUT",
        "enabled": True,
        "minAmount": 100,
        "maxAmount": 5_000_000,
    }
    assert {"CRYPTO_PAYOUT", "CARD_PAYIN"} <= set(features)


async def test_crypto_capabilities(sandbox: SandboxApi) -> None:
    _, aid = await new_account(sandbox, "BTC")
    caps = (await sandbox.get(f"/api/v1/account/{aid}/capabilities")).json()
    assert caps["accountType"] == "CRYPTO"
    assert caps["fiatExternalTransferAllowed"] is False
    slugs = [f["featureSlug"] for f in caps["features"]]
    assert "CRYPTO_PAYOUT" in slugs
    assert "BANK_PAYOUT" not in slugs
    assert "CARD_PAYIN" not in slugs


async def test_capabilities_are_scoped(sandbox: SandboxApi) -> None:
    _, aid = await new_account(sandbox, "EUR")
    assert (await sandbox.get("/api/v1/account/nope/capabilities")).status_code == 404
    assert (await sandbox.http.get(f"/api/v1/account/{aid}/capabilities")).status_code == 401
    await sandbox.login("other", "other-key")
    response = await sandbox.get(f"/api/v1/account/{aid}/capabilities")
    assert response.status_code == 404
    assert response.json()["error"]["type"] == "NOT_FOUND_ERROR"
