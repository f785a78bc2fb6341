"""Counts in words: "1 order", "2 orders", "1,250 orders".

Both forms are whole sentences the caller translated (``self.tr("{0} order")``,
``self.tr("{0} orders")``), so a translator sees each one; ``{0}`` is the count with
thousands separators, ``{1}``… the further values given ("{1} of {0} orders").
"""

from __future__ import annotations


def plural(count: int, one: str, many: str, *more: object) -> str:
    return (one if count == 1 else many).format(f"{count:,}", *more)
