"""Fees, FX and pricing without HTTP: the arithmetic the payouts and simulations share."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.models.payouts import PayoutAmounts
from sandbox.domain import fx
from sandbox.domain.fees import Fee, FeeKind, fee_for, split_debit
from sandbox.domain.pricing import price_payout
from sandbox.errors import SandboxError

MOMENT = datetime(2026, 1, 31, 9, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    ("kind", "principal", "fee"),
    [
        (FeeKind.BANK_PAYOUT, 10_000, Fee(100, 25)),  # 0.50 % = 50, below the 1.00 minimum
        (FeeKind.BANK_PAYOUT, 100_000, Fee(500, 25)),
        (FeeKind.BANK_PAYOUT, 20_100, Fee(101, 25)),  # 100.5 rounds half up
        (FeeKind.CRYPTO_PAYOUT, 10_000, Fee(200, 50)),  # 1.00 % = 100, below the 2.00 minimum
        (FeeKind.CRYPTO_PAYOUT, 100_000, Fee(1_000, 50)),
    ],
)
def test_fee_schedule(kind: FeeKind, principal: int, fee: Fee) -> None:
    assert fee_for(kind, principal) == fee


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(list(FeeKind)), st.integers(0, 10**12))
def test_split_debit_is_exact_and_takes_the_largest_principal(kind: FeeKind, debit: int) -> None:
    principal, fee = split_debit(kind, debit)
    assert principal + fee.total == debit
    if principal >= 0:
        scheduled = fee_for(kind, principal)
        assert fee.system == scheduled.system
        assert fee.merchant - scheduled.merchant in (0, 1)  # the one unreachable minor unit
        assert principal + 1 + fee_for(kind, principal + 1).total > debit
    else:
        assert debit < fee_for(kind, 0).total


def test_rates_agree_within_a_moment_and_drift_between_quotes() -> None:
    first = fx.rate("EUR", "USD", MOMENT)
    assert fx.rate("EUR", "USD", MOMENT) == first
    expired = fx.rate("EUR", "USD", MOMENT + timedelta(seconds=31))
    assert expired.rate != first.rate
    base = Decimal("1") / Decimal("0.92")
    assert abs(first.rate / base - 1) <= Decimal("0.0051")
    assert fx.rate("EUR", "EUR", MOMENT).rate == 1
    assert first.pair == "EUR/USD"
    assert first.timestamp == "2026-01-31T09:30:00.000Z"


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 10**10), st.sampled_from(["USD", "MXN", "COP", "USDT"]))
def test_received_amount_is_never_short(destination: int, currency: str) -> None:
    rate = fx.rate("EUR", currency, MOMENT)
    origin = fx.convert_back(destination, rate)
    assert fx.convert(origin, rate) >= destination
    assert origin == 0 or fx.convert(origin - 1, rate) <= destination


def amounts(debited: int, received: int, origin: str = "EUR", to: str = "MXN") -> PayoutAmounts:
    return PayoutAmounts.model_validate(
        {
            "debitedAmount": {"amount": debited, "currency": origin},
            "receivedAmount": {"amount": received, "currency": to},
        }
    )


def test_price_from_the_debit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fx, "utcnow", lambda: MOMENT)
    priced = price_payout(FeeKind.BANK_PAYOUT, amounts(10_000, 0), "EUR")
    rate = fx.rate("EUR", "MXN", MOMENT)
    assert (priced.origin, priced.fee) == (10_000, Fee(100, 25))
    assert priced.destination == fx.convert(9_875, rate)
    assert priced.rate == rate
    assert priced.crosses_currencies


def test_price_from_the_received_amount_solves_for_the_origin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(fx, "utcnow", lambda: MOMENT)
    priced = price_payout(FeeKind.BANK_PAYOUT, amounts(0, 500_000), "EUR")
    principal = priced.origin - priced.fee.total
    assert priced.destination == 500_000
    assert principal == fx.convert_back(500_000, fx.rate("EUR", "MXN", MOMENT))
    assert priced.fee == fee_for(FeeKind.BANK_PAYOUT, principal)


@pytest.mark.parametrize(
    ("debit", "to", "words"),
    [(125, "EUR", "does not cover the fee"), (20_000, "BTC", "too small to deliver any BTC")],
)
def test_too_small_is_422(debit: int, to: str, words: str) -> None:
    with pytest.raises(SandboxError) as caught:
        price_payout(FeeKind.BANK_PAYOUT, amounts(debit, 0, to=to), "EUR")
    assert caught.value.status == 422
    assert words in str(caught.value.message)
    assert [d.field for d in caught.value.details] == ["amounts.debitedAmount.amount"]


def test_debit_in_another_currency_than_the_account_names_the_field() -> None:
    with pytest.raises(SandboxError) as caught:
        price_payout(FeeKind.BANK_PAYOUT, amounts(10_000, 0, origin="USD"), "EUR")
    assert caught.value.status == 400
    assert [d.field for d in caught.value.details] == ["amounts.debitedAmount.currency"]


BTC_RATE = fx.Rate("EUR/BTC", Decimal("0.00001676"), MOMENT)  # the rate of issue 28


def test_a_delivery_is_rounded_down_never_above_what_the_debit_buys() -> None:
    """1,000.00 EUR less the fee (989.60) buys 0.0165857 BTC: 0.01 is delivered, not the
    0.02 that rounding half up gave (20 % more than the rate, paid for by nobody)."""
    priced = price_payout(FeeKind.CRYPTO_PAYOUT, amounts(100_000, 0, to="BTC"), "EUR", BTC_RATE)
    assert priced.origin - priced.fee.total == 98_960
    assert priced.destination == 1
    assert fx.exact_value(98_960, BTC_RATE) == Decimal("0.01658570")


def test_too_small_to_deliver_says_what_the_debit_buys_and_the_least_that_delivers() -> None:
    with pytest.raises(SandboxError) as caught:
        price_payout(FeeKind.CRYPTO_PAYOUT, amounts(10_000, 0, to="BTC"), "EUR", BTC_RATE)
    message = str(caught.value.message)
    assert "97.50 EUR buys 0.0016341 BTC at 0.00001676 BTC per EUR" in message
    assert "delivered in hundredths (0.01 BTC at least)" in message
    assert message.endswith("Send at least 603.13 EUR.")
    least = price_payout(FeeKind.CRYPTO_PAYOUT, amounts(60_313, 0, to="BTC"), "EUR", BTC_RATE)
    assert least.destination == 1
    with pytest.raises(SandboxError):
        price_payout(FeeKind.CRYPTO_PAYOUT, amounts(60_312, 0, to="BTC"), "EUR", BTC_RATE)
