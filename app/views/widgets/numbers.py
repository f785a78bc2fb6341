"""Money on screen in the language Teller speaks: '1,234.56 EUR' in English (as
app.models.money.format_money, the wire-side text), '1.234,56 EUR' in Spanish.

What a person types is read in the same language: in Spanish '1.250,50' and '1250,5' are
1,250.50, and a point is taken as the thousands mark only where it groups three digits
('1.250'), so '12.50' typed out of habit still means twelve and a half; with both marks the
last is the decimal one, so '1,500.00' pasted from an English document is read as written. Exports and the wire
keep format_money's form.
"""

from __future__ import annotations

from typing import Protocol

from app.models.money import as_english_number, format_money, parse_amount_in
from app.views.language import spanish, ui_language

_SPANISH_MARKS = str.maketrans({",": ".", ".": ","})


def localized_number(text: str) -> str:
    """An English-formatted number ('1,234.56') as the current language writes it."""
    return text.translate(_SPANISH_MARKS) if spanish() else text


def typed_number(text: str) -> str:
    """A number typed in the current language, written the way parse_amount reads it."""
    return as_english_number(text, ui_language())


def parse_typed_amount(text: str) -> int:
    """parse_amount for what a person typed in the language on screen."""
    return parse_amount_in(text, ui_language())


def money_text(minor: int, currency: str) -> str:
    """12345, 'EUR' -> '123.45 EUR' (English) or '123,45 EUR' (Spanish)."""
    text = format_money(minor, currency)
    if not spanish():
        return text
    amount, _, code = text.rpartition(" ")
    return f"{localized_number(amount)} {code}" if amount else localized_number(text)


class _Amount(Protocol):
    @property
    def amount(self) -> int | None: ...

    @property
    def currency(self) -> object: ...


def money_display(money: _Amount) -> str:
    """Money.display() in the language on screen ('' without an amount)."""
    return "" if money.amount is None else money_text(money.amount, str(money.currency))
