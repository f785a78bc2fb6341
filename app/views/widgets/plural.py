"""Counts in words: "1 order", "2 orders", "1,250 orders" ("1.250 órdenes" in Spanish).

Both forms are whole sentences the caller translated (``self.tr("{0} order")``,
``self.tr("{0} orders")``), so a translator sees each one; ``{0}`` is the count with
the language's thousands separators, ``{1}``… the further values given ("{1} of {0} orders").
"""

from __future__ import annotations

from app.views.widgets.numbers import localized_number


def plural(count: int, one: str, many: str, *more: object) -> str:
    return (one if count == 1 else many).format(count_text(count), *more)


def count_text(count: int) -> str:
    """A count with the thousands mark of the language on screen ("10,000"; "10.000")."""
    return localized_number(f"{count:,}")
