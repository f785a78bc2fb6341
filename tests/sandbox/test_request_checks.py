"""Bad input is a 400 naming the field, never a 500; authentication is checked first."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from app.models.money import MAX_AMOUNT_MINOR
from app.models.order_query import MAX_PAGE
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

HUGE = 99999999999999999999  # above SQLite's int64
PAYIN = {
    "amount": 2_500,
    "currency": "EUR",
    "reference": "SHOP-1",
    "urlSuccess": "https://shop.example/ok",
    "urlFailed": "https://shop.example/ko",
}


def assert_400_on(response: httpx.Response, field: str) -> None:
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["type"], error["code"]) == ("VALIDATION_ERROR", "INVALID_REQUEST")
    assert field in [d["field"] for d in error["details"]], error


# --- query parameters ---


@pytest.mark.parametrize(
    ("query", "param"),
    [
        ("page=²", "page"),
        ("pageSize=²", "pageSize"),
        ("page=٣", "page"),  # an Arabic-Indic digit: isdigit() but not ASCII
        ("amount_eq=²", "amount_eq"),
        ("amount_in=1,²", "amount_in"),
        (f"page={HUGE}", "page"),
        (f"page={MAX_PAGE + 1}", "page"),
        (f"amount_gte={HUGE}", "amount_gte"),
        (f"amount_lt=-{HUGE}", "amount_lt"),
        (f"amount_eq={MAX_AMOUNT_MINOR + 1}", "amount_eq"),
    ],
)
async def test_bad_list_parameters_are_400_naming_them(
    sandbox: SandboxApi, query: str, param: str
) -> None:
    uid, aid = await sandbox.funded_account(0)
    for path in ("/api/v1/account/orders", f"/api/v1/account/users/{uid}/accounts/{aid}/orders"):
        assert_400_on(await sandbox.get(f"{path}?{query}"), param)


async def test_the_bounds_themselves_are_accepted(sandbox: SandboxApi) -> None:
    response = await sandbox.get(
        f"/api/v1/account/orders?page={MAX_PAGE}&amount_lte={MAX_AMOUNT_MINOR}"
    )
    assert response.status_code == 200, response.text
    assert response.json()["orders"] == []


@pytest.mark.parametrize("query", [f"page={HUGE}", f"page={MAX_PAGE + 1}", "pageSize=²"])
async def test_transactions_helper_bounds_its_page(sandbox: SandboxApi, query: str) -> None:
    _uid, aid = await sandbox.funded_account(0)
    response = await sandbox.get(f"/sandbox/v1/accounts/{aid}/transactions?{query}")
    assert_400_on(response, query.partition("=")[0])


# --- amounts in request bodies: strict integers within the bound ---

BAD_AMOUNTS: list[Any] = [
    "1500",  # a string
    True,  # a bool is not 1
    1500.0,  # a float, even a whole one
    1e20,
    1e30,
    HUGE,
    MAX_AMOUNT_MINOR + 1,
]


@pytest.mark.parametrize("amount", BAD_AMOUNTS)
async def test_card_payin_amount_is_a_bounded_integer(sandbox: SandboxApi, amount: Any) -> None:
    uid, aid = await sandbox.funded_account(0)
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins", json={**PAYIN, "amount": amount}
    )
    assert_400_on(response, "amount")


@pytest.mark.parametrize("amount", BAD_AMOUNTS)
async def test_deposit_amount_is_a_bounded_integer(sandbox: SandboxApi, amount: Any) -> None:
    _uid, aid = await sandbox.funded_account(0)
    response = await sandbox.post(f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": amount})
    assert_400_on(response, "amount")


@pytest.mark.parametrize("amount", BAD_AMOUNTS)
async def test_transfer_simulation_amount_is_a_bounded_integer(
    sandbox: SandboxApi, amount: Any
) -> None:
    uid, aid = await sandbox.funded_account(0)
    _other_uid, other = await sandbox.funded_account(0, "USD")
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/transfers/simulate",
        json={"origin": {"amount": amount, "currency": "EUR"}, "recipient": {"accountId": other}},
    )
    assert_400_on(response, "origin.amount")


@pytest.mark.parametrize("side", ["debitedAmount", "receivedAmount"])
@pytest.mark.parametrize("amount", BAD_AMOUNTS)
async def test_payout_amounts_are_bounded_integers(
    sandbox: SandboxApi, side: str, amount: Any
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    other = "receivedAmount" if side == "debitedAmount" else "debitedAmount"
    overrides = {f"amounts.{side}.amount": amount, f"amounts.{other}.amount": 0}
    for path, body in (
        ("bank-payouts", bank_payout(**overrides)),
        ("crypto-payouts", crypto_payout(**overrides)),
        ("crypto-payouts/simulate", crypto_payout(**overrides)),
    ):
        if path.endswith("simulate"):
            body["recipient"].pop("address")
        assert_400_on(await sandbox.post(f"{base}/{path}", json=body), f"amounts.{side}.amount")
    assert (await sandbox.get(f"{base}")).json()["pendingOut"] == 0


async def test_unknown_member_inside_an_amount_is_400_naming_it(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    base = f"/api/v1/account/users/{uid}/accounts/{aid}"
    body = bank_payout(**{"amounts.debitedAmount.bogus": 1})
    response = await sandbox.post(f"{base}/bank-payouts", json=body)
    assert_400_on(response, "amounts.debitedAmount.bogus")
    body = crypto_payout(**{"amounts.receivedAmount.bogus": 1})
    assert_400_on(
        await sandbox.post(f"{base}/crypto-payouts", json=body), "amounts.receivedAmount.bogus"
    )


async def test_an_absent_other_amount_is_still_fine(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = bank_payout(**{"amounts.receivedAmount.amount": None})
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=body
    )
    assert response.status_code == 201, response.text


async def test_huge_transfer_simulation_within_the_bound_is_not_a_500(
    sandbox: SandboxApi,
) -> None:
    uid, aid = await sandbox.funded_account(0, "BTC")
    _other_uid, other = await sandbox.funded_account(0, "COP")
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/transfers/simulate",
        json={
            "origin": {"amount": MAX_AMOUNT_MINOR, "currency": "BTC"},
            "recipient": {"accountId": other},
        },
    )
    assert response.status_code == 200, response.text


# --- malformed JSON ---


@pytest.mark.parametrize("content", [b'{"api_code": ', b"{", b'{"a": 1,}', b"nul"])
async def test_malformed_json_names_the_body(sandbox: SandboxApi, content: bytes) -> None:
    response = await sandbox.http.post(
        "/api/v1/auth/login", content=content, headers={"Content-Type": "application/json"}
    )
    assert_400_on(response, "body")
    assert [d["field"] for d in response.json()["error"]["details"]] == ["body"]


# --- authentication before the body ---

PROTECTED_POSTS = [
    "/api/v1/account/users/u/accounts/a/bank-payouts",
    "/api/v1/account/users/u/accounts/a/crypto-payouts",
    "/api/v1/account/users/u/accounts/a/transfers/simulate",
    "/api/v1/account/users/u/accounts/a/card-payins",
    "/api/v1/account/users/u/accounts",
    "/sandbox/v1/users",
    "/sandbox/v1/accounts/a/deposits",
    "/sandbox/v1/orders/o/advance",
]


@pytest.mark.parametrize("path", PROTECTED_POSTS)
@pytest.mark.parametrize("authorization", [None, "Bearer not-a-jwt", "Basic ZGVtbzpkZW1vLWtleQ=="])
async def test_no_valid_token_and_malformed_json_is_401(
    sandbox: SandboxApi, path: str, authorization: str | None
) -> None:
    headers = {"Content-Type": "application/json"}
    if authorization:
        headers["Authorization"] = authorization
    response = await sandbox.http.post(path, content=b"{", headers=headers)
    assert response.status_code == 401, response.text
    assert response.json()["error"]["type"] == "AUTHENTICATION_ERROR"
    assert response.headers["WWW-Authenticate"] == "Bearer"


async def test_no_token_and_an_unparseable_multipart_upload_is_401(sandbox: SandboxApi) -> None:
    response = await sandbox.http.post(
        "/sandbox/v1/business-users/u/kyb-sessions/s/documents",
        content=b"--x\r\n",
        headers={"Content-Type": "multipart/form-data"},  # no boundary: FastAPI cannot parse it
    )
    assert response.status_code == 401, response.text
    assert response.json()["error"]["type"] == "AUTHENTICATION_ERROR"


async def test_a_valid_token_and_malformed_json_is_still_400(sandbox: SandboxApi) -> None:
    response = await sandbox.post(
        "/sandbox/v1/users", content=b"{", headers={"Content-Type": "application/json"}
    )
    assert_400_on(response, "body")


async def test_login_with_malformed_json_stays_400(sandbox_http: httpx.AsyncClient) -> None:
    response = await sandbox_http.post(
        "/api/v1/auth/login", content=b"{", headers={"Content-Type": "application/json"}
    )
    assert_400_on(response, "body")


async def test_deposits_stop_at_the_largest_balance(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(MAX_AMOUNT_MINOR - 1)
    response = await sandbox.post(f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": 2})
    assert response.status_code == 422, response.text
    assert [d["field"] for d in response.json()["error"]["details"]] == ["amount"]
    await sandbox.deposit(aid, 1)
    account = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")).json()
    assert account["balance"] == MAX_AMOUNT_MINOR
