"""Money on screen in the language Teller speaks: '1,234.56 EUR' in English (as
app.models.money.format_money, the wire-side text), '1.234,56 EUR' in Spanish.

Only what is shown changes: typed amounts, exports and the text a confirmation asks to type
keep format_money's form.
"""

from __future__ import annotations

from typing import Protocol

from app.models.money import format_money
from app.views.language import spanish

_SPANISH_MARKS = str.maketrans({",": ".", ".": ","})


def localized_number(text: str) -> str:
    """An English-formatted number ('1,234.56') as the current language writes it."""
    return text.translate(_SPANISH_MARKS) if spanish() else text


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
