"""Money: integer minor units on the wire, ``Decimal`` on screen, never float.

The spec fixes the scale for every currency: "12345 means 123.45" (two decimals),
crypto included. See docs/api-decisions.md.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Annotated

from pydantic import AfterValidator, Field, StrictInt

from app.models.base import RequestModel, WireModel

MINOR_UNITS_PER_MAJOR = 100
DECIMAL_PLACES = 2
_QUANTUM = Decimal(1).scaleb(-DECIMAL_PLACES)

# The largest amount a request (or an amount filter) may carry: 10,000,000,000,000.00.
# Far above any real payment, far below SQLite's int64, and small enough that converting it
# at any rate of the sandbox stays within Decimal's 28 digits (docs/api-decisions.md).
MAX_AMOUNT_MINOR = 10**15


def _within_bound(minor: int) -> int:
    """The bound said in money (a person types major units), not as 1000000000000000."""
    if minor > MAX_AMOUNT_MINOR:
        raise ValueError(f"Enter at most {format_amount(MAX_AMOUNT_MINOR)}.")
    return minor


# An amount in a request body: a JSON integer (no string, bool or float) up to the bound.
# The bound is said in the schema too (the validator's sentence stays the person's); a
# request amount is never negative (PayoutAmounts says so at its field).
_BOUNDED = {"maximum": MAX_AMOUNT_MINOR}
RequestAmount = Annotated[
    StrictInt,
    Field(description="minor units", json_schema_extra={**_BOUNDED, "minimum": 0}),
    AfterValidator(_within_bound),
]
PositiveRequestAmount = Annotated[
    StrictInt,
    Field(gt=0, description="minor units", json_schema_extra=_BOUNDED),
    AfterValidator(_within_bound),
]


class Currency(StrEnum):
    EUR = "EUR"
    USD = "USD"
    MXN = "MXN"
    CAD = "CAD"
    BRL = "BRL"
    COP = "COP"
    PEN = "PEN"
    BOB = "BOB"
    CLP = "CLP"
    ARS = "ARS"
    UYU = "UYU"
    PYG = "PYG"
    CNY = "CNY"
    HKD = "HKD"
    MYR = "MYR"
    USDT = "USDT"
    USDC = "USDC"
    EURC = "EURC"
    BTC = "BTC"
    ETH = "ETH"


CRYPTO_CURRENCIES = frozenset(
    {Currency.USDT, Currency.USDC, Currency.EURC, Currency.BTC, Currency.ETH}
)
CARD_PAYIN_CURRENCIES = (Currency.EUR, Currency.USD, Currency.CAD)


class _MoneyDisplay:
    amount: int | None
    currency: Currency

    @property
    def decimal(self) -> Decimal | None:
        return None if self.amount is None else to_decimal(self.amount)

    def display(self) -> str:
        return "" if self.amount is None else format_money(self.amount, self.currency)


class Money(_MoneyDisplay, WireModel):
    """Money in a response: lenient, as a live server may send more than the spec shows."""

    amount: int | None = Field(default=None, description="minor units")
    currency: Currency


class RequestMoney(_MoneyDisplay, RequestModel):
    """Money in a request body: a strict, bounded integer amount and no unknown members."""

    amount: RequestAmount | None = None
    currency: Currency


def to_decimal(minor: int) -> Decimal:
    """12345 -> Decimal('123.45')."""
    return (Decimal(minor) / MINOR_UNITS_PER_MAJOR).quantize(_QUANTUM)


def to_minor(value: Decimal) -> int:
    """Decimal('123.45') -> 12345; refuses sub-cent precision rather than rounding money."""
    scaled = value * MINOR_UNITS_PER_MAJOR
    if scaled != scaled.to_integral_value():
        raise ValueError(f"Use at most {DECIMAL_PLACES} decimal places.")
    return int(scaled)


def format_amount(minor: int, *, grouping: bool = True) -> str:
    """12345678 -> '123,456.78' (grouped) or '123456.78'."""
    value = to_decimal(minor)
    return f"{value:,.{DECIMAL_PLACES}f}" if grouping else f"{value:.{DECIMAL_PLACES}f}"


def format_money(minor: int, currency: str) -> str:
    """12345, 'EUR' -> '123.45 EUR'."""
    return f"{format_amount(minor)} {currency}"


_AMOUNT_TEXT = re.compile(r"^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d*)?$|^[+-]?\.\d+$")


def parse_amount(text: str) -> int:
    """A typed amount ('1,234.5', '1234.50', '0.07') -> minor units.

    Raises ValueError with a sentence a person understands.
    """
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "")
    if not cleaned:
        raise ValueError("Enter an amount.")
    if not _AMOUNT_TEXT.match(cleaned):
        raise ValueError("Enter the amount as a number, for example 1234.56.")
    try:
        value = Decimal(cleaned.replace(",", ""))
    except InvalidOperation as exc:  # pragma: no cover - the regex guards this
        raise ValueError("Enter the amount as a number, for example 1234.56.") from exc
    return to_minor(value)


_SPANISH_MARKS = str.maketrans({",": ".", ".": ","})
_SPANISH_GROUPED = re.compile(r"[+-]?\d{1,3}(\.\d{3})+")


def as_english_number(text: str, language: str) -> str:
    """A number as ``language`` ('en' or 'es') writes it, written the way parse_amount reads it.

    In Spanish '1.250,50' and '1250,5' are 1,250.50, and a point is the thousands mark only
    where it groups three digits ('1.250'), so '12.50' typed out of habit still means twelve
    and a half; with both marks the last is the decimal one, so '1,500.00' pasted from an
    English document is read as written. One reader for the forms and for imported files.
    """
    if language != "es":
        return text
    bare = "".join(text.split())
    if "," in bare and "." in bare and bare.rindex(".") > bare.rindex(","):
        return bare
    if "," in bare:
        return bare.translate(_SPANISH_MARKS)
    if _SPANISH_GROUPED.fullmatch(bare):
        return bare.replace(".", "")
    return text


def parse_amount_in(text: str, language: str) -> int:
    """parse_amount for an amount written as ``language`` writes it."""
    return parse_amount(as_english_number(text, language))
