from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.models.money import format_amount, format_money, parse_amount, to_decimal, to_minor


def test_minor_units_are_cents() -> None:
    assert to_decimal(12345) == Decimal("123.45")
    assert format_money(12345, "EUR") == "123.45 EUR"
    assert format_amount(123456789) == "1,234,567.89"
    assert format_amount(-5) == "-0.05"


@pytest.mark.parametrize(
    ("text", "minor"),
    [
        ("123.45", 12345),
        ("1,234.5", 123450),
        (" 7 ", 700),
        ("0.07", 7),
        (".5", 50),
        ("1000", 100000),
    ],
)
def test_parse_amount(text: str, minor: int) -> None:
    assert parse_amount(text) == minor


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Enter an amount."),
        ("12.345", "Use at most 2 decimal places."),
        ("1e3", "Enter the amount as a number, for example 1234.56."),
        ("abc", "Enter the amount as a number, for example 1234.56."),
        ("1,23.00", "Enter the amount as a number, for example 1234.56."),
    ],
)
def test_parse_amount_refuses_with_a_sentence(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_amount(text)


@given(st.integers(min_value=-(10**15), max_value=10**15))
def test_format_then_parse_round_trips(minor: int) -> None:
    assert parse_amount(format_amount(minor)) == minor
    assert to_minor(to_decimal(minor)) == minor
