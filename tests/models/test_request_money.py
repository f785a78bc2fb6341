"""Amounts in request bodies are strict, bounded integers; responses stay lenient."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.models.money import MAX_AMOUNT_MINOR, Currency, Money, RequestMoney
from app.models.orders import LedgerTransaction, OrderList, OrderSummary
from app.models.payouts import (
    CardPayinRequest,
    CryptoPayoutSimulationRequest,
    PayoutAmounts,
    Quote,
    TransferSimulationRequest,
)
from app.models.sandbox_helpers import DepositRequest
from app.models.timestamps import format_timestamp
from app.models.validation import field_issues

NOT_AMOUNTS: list[Any] = ["20000", True, False, 1500.0, 1e20, MAX_AMOUNT_MINOR + 1, [1], {"a": 1}]


def fields(model: type[BaseModel], body: dict[str, Any]) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    return [issue.field for issue in field_issues(caught.value)]


@pytest.mark.parametrize("amount", NOT_AMOUNTS)
def test_request_money_takes_only_bounded_integers(amount: Any) -> None:
    assert fields(RequestMoney, {"amount": amount, "currency": "EUR"}) == ["amount"]


def test_request_money_refuses_unknown_members_and_accepts_the_bound() -> None:
    assert fields(RequestMoney, {"amount": 1, "currency": "EUR", "bogus": 1}) == ["bogus"]
    assert RequestMoney.model_validate({"amount": MAX_AMOUNT_MINOR, "currency": "EUR"}).amount == (
        MAX_AMOUNT_MINOR
    )
    assert RequestMoney.model_validate({"currency": "EUR"}).amount is None


def test_response_money_stays_lenient() -> None:
    money = Money.model_validate({"amount": "20000", "currency": "EUR", "bogus": 1})
    assert money.amount == 20000


@pytest.mark.parametrize("amount", NOT_AMOUNTS)
def test_payout_amounts_name_the_bad_amount(amount: Any) -> None:
    body = {
        "debitedAmount": {"amount": 0, "currency": "EUR"},
        "receivedAmount": {"amount": amount, "currency": "USD"},
    }
    assert fields(PayoutAmounts, body) == ["receivedAmount.amount"]
    body = {
        "amounts": {
            "debitedAmount": {"amount": amount, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "USDT"},
        },
        "recipient": {"network": "ETHEREUM"},
    }
    assert fields(CryptoPayoutSimulationRequest, body) == ["amounts.debitedAmount.amount"]


@pytest.mark.parametrize("amount", NOT_AMOUNTS)
def test_single_amount_bodies_take_only_bounded_integers(amount: Any) -> None:
    payin = {
        "amount": amount,
        "currency": "EUR",
        "reference": "R",
        "urlFailed": "https://a.example/ko",
        "urlSuccess": "https://a.example/ok",
    }
    assert fields(CardPayinRequest, payin) == ["amount"]
    assert fields(DepositRequest, {"amount": amount}) == ["amount"]
    transfer = {"origin": {"amount": amount, "currency": "EUR"}, "recipient": {"accountId": "a"}}
    assert fields(TransferSimulationRequest, transfer) == ["origin.amount"]


def test_the_client_can_revalidate_a_model_it_built() -> None:
    """What app/api does before sending: dump the model (enums and all) and validate again."""
    amounts = PayoutAmounts.model_validate(
        {
            "debitedAmount": {"amount": 12_345, "currency": Currency.EUR},
            "receivedAmount": {"amount": 0, "currency": "USD"},
        }
    )
    again = PayoutAmounts.model_validate(amounts.model_dump(by_alias=True))
    assert again.debited_amount.amount == 12_345
    assert again.to_wire()["debitedAmount"] == {"amount": 12_345, "currency": "EUR"}
    assert amounts.debited_amount.display() == "123.45 EUR"


# --- response serialisation ---


def order(**extra: Any) -> OrderSummary:
    return OrderSummary.model_validate(
        {"id": "o", "state": "Created", "type": "BANK_PAY_OUT", "createdAt": None, **extra}
    )


def test_is_otp_required_is_left_out_unless_known() -> None:
    plain = order()
    assert "isOTPRequired" not in plain.model_dump(mode="json", by_alias=True)
    assert "is_otp_required" not in plain.model_dump()
    assert plain.model_dump(mode="json", by_alias=True)["createdAt"] is None  # other nulls stay
    flagged = order(isOTPRequired=False)
    assert flagged.model_dump(mode="json", by_alias=True)["isOTPRequired"] is False
    nested = OrderList.model_validate(
        {
            "orders": [plain.model_dump(by_alias=True)],
            "pagination": {"page": 1, "pageSize": 1, "numPages": 1, "total": 1},
        }
    )
    assert "isOTPRequired" not in nested.model_dump(mode="json", by_alias=True)["orders"][0]
    entry = LedgerTransaction(id="t", amount=1, order=plain)
    assert "isOTPRequired" not in entry.model_dump(mode="json", by_alias=True)["order"]


@pytest.mark.parametrize(
    ("moment", "text"),
    [
        (datetime(2026, 1, 31, 9, 30, tzinfo=UTC), "2026-01-31T09:30:00.000Z"),
        (datetime(2026, 1, 31, 9, 30, 0, 208_999, tzinfo=UTC), "2026-01-31T09:30:00.208Z"),
        (
            datetime(2026, 1, 31, 10, 30, tzinfo=timezone(timedelta(hours=1))),
            "2026-01-31T09:30:00.000Z",
        ),
        (datetime(2026, 1, 31, 9, 30), "2026-01-31T09:30:00.000Z"),  # naive: taken as UTC
    ],
)
def test_timestamps_have_milliseconds_and_z(moment: datetime, text: str) -> None:
    assert format_timestamp(moment) == text
    wire = order(createdAt=moment.isoformat(), updatedAt=moment).model_dump(
        mode="json", by_alias=True
    )
    assert (wire["createdAt"], wire["updatedAt"]) == (text, text)


def test_timestamps_parse_leniently_and_keep_python_datetimes() -> None:
    quote = Quote.model_validate({"rate": 1.5, "validUntil": "2026-01-31T09:30:00Z"})
    assert quote.valid_until == datetime(2026, 1, 31, 9, 30, tzinfo=UTC)
    assert quote.model_dump()["valid_until"] == datetime(2026, 1, 31, 9, 30, tzinfo=UTC)
    assert quote.model_dump(mode="json")["valid_until"] == "2026-01-31T09:30:00.000Z"


def test_the_amount_bound_is_said_in_money() -> None:
    with pytest.raises(ValidationError) as caught:
        RequestMoney.model_validate({"amount": MAX_AMOUNT_MINOR + 1, "currency": "EUR"})
    assert [i.message for i in field_issues(caught.value)] == [
        "Enter at most 10,000,000,000,000.00."
    ]
    assert RequestMoney.model_validate({"amount": MAX_AMOUNT_MINOR, "currency": "EUR"}).amount
