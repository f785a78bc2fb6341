from __future__ import annotations

import pytest

from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

PAYIN = {
    "amount": 2_500,
    "currency": "EUR",
    "reference": "SHOP-1",
    "urlSuccess": "https://shop.example/ok",
    "urlFailed": "https://shop.example/ko",
}


async def create_payin(sandbox: SandboxApi, uid: str, aid: str, **overrides: object) -> dict:  # type: ignore[type-arg]
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins", json={**PAYIN, **overrides}
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


async def test_card_payin_paid_with_the_success_card(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    payin = await create_payin(sandbox, uid, aid)
    assert payin["order"]["state"] == "Created"
    assert payin["paymentUrl"].endswith(f"/sandbox/pay/{payin['order']['id']}")
    account_path = f"/api/v1/account/users/{uid}/accounts/{aid}"
    assert (await sandbox.get(account_path)).json()["pendingIn"] == 2_500
    page = await sandbox.http.get(f"/sandbox/pay/{payin['order']['id']}")
    assert page.status_code == 200
    assert "4242 4242 4242 4242" in page.text
    assert "SHOP-1" in page.text
    paid = await sandbox.http.post(
        f"/sandbox/pay/{payin['order']['id']}",
        data={"card_number": "4242 4242 4242 4242", "expiry": "12/30", "cvc": "123", "name": "A"},
    )
    assert paid.status_code == 303
    assert paid.headers["location"] == "https://shop.example/ok"
    account = (await sandbox.get(account_path)).json()
    assert (account["balance"], account["pendingIn"]) == (2_500, 0)
    again = await sandbox.http.post(
        f"/sandbox/pay/{payin['order']['id']}", data={"card_number": "4242424242424242"}
    )
    assert again.status_code == 409
    assert (await sandbox.get(account_path)).json()["balance"] == 2_500


async def test_declined_card_fails_the_payin(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    payin = await create_payin(sandbox, uid, aid)
    wrong = await sandbox.http.post(
        f"/sandbox/pay/{payin['order']['id']}", data={"card_number": "1111"}
    )
    assert wrong.status_code == 200
    assert "test cards" in wrong.text
    declined = await sandbox.http.post(
        f"/sandbox/pay/{payin['order']['id']}", data={"card_number": "4000 0000 0000 0002"}
    )
    assert declined.headers["location"] == "https://shop.example/ko"
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert (account["balance"], account["pendingIn"]) == (0, 0)
    orders = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/orders")).json()[
        "orders"
    ]
    assert orders[0]["state"] == "FAILED"


async def test_card_payin_rules(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins"
    for body, field in (
        ({**PAYIN, "currency": "MXN"}, "currency"),
        ({**PAYIN, "currency": "USD"}, "currency"),
    ):
        response = await sandbox.post(path, json=body)
        assert response.status_code == 400
        assert response.json()["error"]["details"][0]["field"] == field
    assert (await sandbox.http.get("/sandbox/pay/nope")).status_code == 404


async def test_funding_methods_and_vibans(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(0)
    created = await sandbox.post(
        f"/sandbox/v1/accounts/{aid}/virtual-ibans", json={"name": "Rent collection"}
    )
    assert created.status_code == 201
    viban = created.json()
    assert viban["state"] == "ACTIVE"
    funding = (
        await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/funding-methods")
    ).json()
    assert funding["card"]["currencies"] == ["EUR"]
    assert [f["isVirtual"] for f in funding["fiat"]] == [False, True]
    assert funding["fiat"][1]["accountNumber"] == viban["accountNumber"]
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/virtual-ibans/{viban['id']}/deactivate"
    deactivated = await sandbox.post(path)
    assert deactivated.status_code == 200
    assert deactivated.json()["state"] == "INACTIVE"
    assert (await sandbox.post(path)).status_code == 409
    listed = (await sandbox.get(f"/sandbox/v1/accounts/{aid}/virtual-ibans")).json()["virtualIbans"]
    assert [v["state"] for v in listed] == ["INACTIVE"]
    funding = (
        await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/funding-methods")
    ).json()
    assert len(funding["fiat"]) == 1
    missing = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/virtual-ibans/nope/deactivate"
    )
    assert missing.status_code == 404


async def test_crypto_account_funding_and_capabilities(sandbox: SandboxApi) -> None:
    user = await sandbox.create_user()
    account = await sandbox.create_account(user["id"], "USDT")
    funding = (
        await sandbox.get(
            f"/api/v1/account/users/{user['id']}/accounts/{account['id']}/funding-methods"
        )
    ).json()
    assert {c["network"] for c in funding["crypto"]} == {"ETHEREUM", "TRON", "POLYGON"}
    assert funding["fiat"] == []
    caps = (await sandbox.get(f"/api/v1/account/{account['id']}/capabilities")).json()
    assert caps["accountType"] == "CRYPTO"
    assert caps["cryptoTransferAllowed"] is True
    assert caps["features"][0]["featureSlug"] == "CRYPTO_PAYOUT"


async def test_transactions_read_back_with_running_balances(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(1_000)
    await sandbox.deposit(aid, 500, counterparty="Globex")
    listed = (await sandbox.get(f"/sandbox/v1/accounts/{aid}/transactions")).json()
    assert [t["runningBalance"] for t in listed["transactions"]] == [1_500, 1_000]
    assert listed["pagination"]["total"] == 2
    newest = listed["transactions"][0]
    single = await sandbox.get(
        f"/api/v1/account/users/{uid}/accounts/{aid}/transactions/{newest['id']}"
    )
    assert single.status_code == 200
    assert single.json()["counterparty"] == "Globex"
    assert single.json()["order"]["type"] == "BANK_PAYIN"
    missing = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/transactions/nope")
    assert missing.status_code == 404


async def test_user_relations_need_no_token_and_speak_spanish(sandbox: SandboxApi) -> None:
    english = await sandbox.http.get("/api/v1/reference/user-relations")
    assert english.status_code == 200
    names = {r["slug"]: r["name"] for r in english.json()["relations"]}
    assert {"FRIEND", "COMERCIAL"} <= set(names)
    assert names["FRIEND"] == "Friend"
    spanish = await sandbox.http.get(
        "/api/v1/reference/user-relations", headers={"Accept-Language": "es-ES,es;q=0.9,en;q=0.8"}
    )
    assert {r["slug"]: r["name"] for r in spanish.json()["relations"]}["FRIEND"] == "Amigo/a"
    french = await sandbox.http.get(
        "/api/v1/reference/user-relations", headers={"Accept-Language": "fr"}
    )
    assert french.json()["relations"][0]["name"] == "Friend"


async def test_simulations_quote_and_match_the_payout(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    body = {
        "amounts": {
            "debitedAmount": {"amount": 10_000, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "USDT"},
        },
        "recipient": {"network": "TRON"},
    }
    sim = await sandbox.post(f"{base}/crypto-payouts/simulate", json=body)
    assert sim.status_code == 200
    data = sim.json()
    assert (
        data["fee"]["amount"]
        == data["fee"]["breakdown"]["merchantFee"] + data["fee"]["breakdown"]["systemFee"]
    )
    assert data["quote"]["validUntil"] > data["quote"]["timestamp"]
    assert data["destination"]["currency"] == "USDT"
    other_user = await sandbox.create_user()
    target = await sandbox.create_account(other_user["id"], "USD")
    transfer = await sandbox.post(
        f"{base}/transfers/simulate",
        json={
            "origin": {"amount": 10_000, "currency": "EUR"},
            "recipient": {"accountId": target["id"]},
        },
    )
    assert transfer.status_code == 200
    assert transfer.json()["destination"]["currency"] == "USD"
    missing = await sandbox.post(
        f"{base}/transfers/simulate",
        json={"origin": {"amount": 10_000, "currency": "EUR"}, "recipient": {"accountId": "nope"}},
    )
    assert missing.status_code == 404
    account = (await sandbox.get(base)).json()
    assert account["pendingOut"] == 0


@pytest.mark.parametrize(
    ("amount", "status"), [(99, 422), (100, 201), (1_000_000, 201), (1_000_001, 422)]
)
async def test_card_payins_obey_the_capability_limits(
    sandbox: SandboxApi, amount: int, status: int
) -> None:
    uid, aid = await sandbox.funded_account(0)
    capabilities = (await sandbox.get(f"/api/v1/account/{aid}/capabilities")).json()
    card = next(f for f in capabilities["features"] if f["featureSlug"] == "CARD_PAYIN")
    assert (card["minAmount"], card["maxAmount"]) == (100, 1_000_000)
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins", json={**PAYIN, "amount": amount}
    )
    assert response.status_code == status, response.text
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    if status == 422:
        error = response.json()["error"]
        assert error["type"] == "UNPROCESSABLE_ERROR"
        assert [d["field"] for d in error["details"]] == ["amount"]
        assert "limits for a card payin: 1.00 EUR to 10,000.00 EUR" in error["message"]
        assert error["message"].startswith("The charge of ")
        assert account["pendingIn"] == 0
        orders = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/orders")).json()
        assert orders["pagination"]["total"] == 0
    else:
        assert account["pendingIn"] == amount
