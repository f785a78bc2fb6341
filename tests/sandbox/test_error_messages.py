"""What a person reads in the sandbox's errors: money as money, and each field named once.

Money: every amount a message states is written as the screen writes it (``500.00 EUR``),
never as a bare count of minor units (``50000``). Fields: the details name the field; a
detail's message does not name it again, and the summary names each field once.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from app.models.money import MAX_AMOUNT_MINOR
from app.models.payouts import PayoutAmounts
from sandbox.domain.fees import FeeKind
from sandbox.domain.pricing import price_payout
from sandbox.errors import SandboxError
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

MONEY = re.compile(r"\d{1,3}(?:,\d{3})*\.\d{2} [A-Z]{3,4}")
NUMBER = re.compile(r"\d[\d,.]*\d|\d")


def assert_speaks_money(message: str, currency: str) -> None:
    """Every number in ``message`` is part of an amount in ``currency``, as shown on screen."""
    assert "minor unit" not in message, message
    assert currency in message, message
    amounts = MONEY.findall(message)
    assert amounts, message
    assert all(a.endswith(" " + currency) for a in amounts), message
    rest = MONEY.sub("", message)
    assert not NUMBER.findall(rest), f"a bare number in: {message}"


async def payout(sandbox: SandboxApi, uid: str, aid: str, kind: str, body: Any) -> Any:
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/{kind}-payouts", json=body
    )
    assert response.status_code == 422, response.text
    return response.json()["error"]


async def test_insufficient_funds_speaks_money(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(20_000)
    assert (
        await sandbox.post(
            f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=bank_payout(15_000)
        )
    ).status_code == 201
    error = await payout(sandbox, uid, aid, "bank", bank_payout(50_000))
    assert error["message"] == (
        "Insufficient funds: this payout needs 500.00 EUR, and 50.00 EUR is available."
    )
    assert_speaks_money(error["message"], "EUR")


@pytest.mark.parametrize(
    ("kind", "body", "words"),
    [
        ("bank", bank_payout(99), "The debit of 0.99 EUR"),  # below the minimum
        ("bank", bank_payout(5_000_001), "50,000.00 EUR"),  # above the maximum
        ("crypto", crypto_payout(999), "10.00 EUR to 20,000.00 EUR"),  # crypto's own limits
    ],
)
async def test_payout_limits_speak_money(
    sandbox: SandboxApi, kind: str, body: dict[str, Any], words: str
) -> None:
    uid, aid = await sandbox.funded_account(10_000_000)
    error = await payout(sandbox, uid, aid, kind, body)
    assert words in error["message"]
    for text in [error["message"], *(d["message"] for d in error["details"])]:
        assert_speaks_money(text, "EUR")


@pytest.mark.parametrize("amount", [99, 1_000_001])
async def test_card_payin_limits_speak_money(sandbox: SandboxApi, amount: int) -> None:
    uid, aid = await sandbox.funded_account(0, "USD")
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/card-payins",
        json={
            "amount": amount,
            "currency": "USD",
            "reference": "ORDER-1",
            "urlSuccess": "https://shop.example/ok",
            "urlFailed": "https://shop.example/ko",
        },
    )
    assert response.status_code == 422
    error = response.json()["error"]
    for text in [error["message"], *(d["message"] for d in error["details"])]:
        assert_speaks_money(text, "USD")


async def test_deposit_ceiling_speaks_money(sandbox: SandboxApi) -> None:
    _, aid = await sandbox.funded_account(MAX_AMOUNT_MINOR - 5_000)
    response = await sandbox.post(f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": 5_001})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["message"] == (
        "An account holds at most 10,000,000,000,000.00 EUR: this one can take 50.00 EUR more."
    )
    assert [d["field"] for d in error["details"]] == ["amount"]
    assert_speaks_money(error["details"][0]["message"], "EUR")


def test_a_debit_below_the_fee_speaks_money() -> None:
    amounts = PayoutAmounts.model_validate(
        {
            "debitedAmount": {"amount": 125, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "EUR"},
        }
    )
    with pytest.raises(SandboxError) as caught:
        price_payout(FeeKind.BANK_PAYOUT, amounts, "EUR")
    assert "the fee of 1.25 EUR" in caught.value.message
    assert_speaks_money(caught.value.message, "EUR")


# --- each field named once ---


def wire_names(field: str) -> list[str]:
    """The names a message must not repeat: the path, and its camelCase or snake_case parts
    (a plain word such as "amount" or "code" may appear in a sentence)."""
    parts = [p for p in field.split(".") if re.search(r"[A-Z_-]", p) or p != p.lower()]
    return [field, *parts] if "." in field else [field] if parts else []


def assert_each_field_named_once(error: dict[str, Any]) -> None:
    assert error["details"], error
    for detail in error["details"]:
        for name in wire_names(detail["field"]):
            assert name not in detail["message"], detail
        assert error["message"].count(detail["field"] + ":") == 1, error["message"]


async def test_field_errors_of_a_payout_name_each_field_once(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    body = bank_payout(
        **{
            "amounts.debitedAmount.amount": "100",
            "recipient.companyName": "x" * 500,
            "recipient.surname": None,
            "recipient.abaRoutingCode": "12",
            "recipient.swift": "NOTABIC",
            "recipient.address.country": "Germany",
            "description": "ab",
        }
    )
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=body
    )
    assert response.status_code == 400
    assert_each_field_named_once(response.json()["error"])


@pytest.mark.parametrize(
    "params",
    [
        {"amount_like": "5"},
        {"bogus_eq": "1"},
        {"nounderscore": "1"},
        {"state_between": "1"},
        {"amount_gt": "lots"},
        {"originCurrency_eq": "XXX"},
        {"pageSize": "1000", "sort": "amount"},
    ],
)
async def test_order_list_errors_name_each_parameter_once(
    sandbox: SandboxApi, params: dict[str, str]
) -> None:
    uid, aid = await sandbox.funded_account(0)
    response = await sandbox.get(
        f"/api/v1/account/users/{uid}/accounts/{aid}/orders", params=params
    )
    assert response.status_code == 400
    error = response.json()["error"]
    assert_each_field_named_once(error)
    for detail in error["details"]:  # nor the field or operator the parameter is made of
        for name in {detail["field"], *detail["field"].split("_")}:
            assert f"'{name}'" not in detail["message"], detail
