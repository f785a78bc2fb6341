"""CSV export neutralises formulas (OWASP's CSV injection rule) in every column, while a
negative amount stays a number a spreadsheet can add up."""

from __future__ import annotations

import csv
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.models.orders import OrderSummary
from app.services.order_export import AMOUNT_COLUMNS, HEADER, export_orders, neutralised, row

pytestmark = pytest.mark.anyio

DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
# What a spreadsheet may also read as a formula (issue 23, item 8): a line feed; the signs in
# full and small width; a sign behind spaces, other white space or invisible characters.
ALSO_DANGEROUS = (
    "\n",
    "\uff1d",  # ＝
    "\uff0b",  # ＋
    "\uff0d",  # －
    "\uff20",  # ＠
    "\ufe66",  # ﹦
    " =",
    "   +",
    " \t-",
    "\u00a0@",  # no-break space
    "\u3000=",  # ideographic space
    "\u200b=",  # zero-width space
    "\ufeff+",  # BOM
    "\u202e-",  # right-to-left override
    "\u2066@",  # left-to-right isolate
    "\u00ad=",  # soft hyphen
    " \u200b\uff1d",
)
# Ordinary cells stay as they are, byte for byte.
ORDINARY = ("Acme, Inc.", " Acme", "\u200bAcme", "a=b", "x-1", "é", "中文", "'=", "12.50")
TEXT_FIELDS = ("id", "reference", "state", "type", "counterparty")


def hostile(prefix: str) -> OrderSummary:
    payload = f'{prefix}HYPERLINK("http://evil.example","x")'
    return OrderSummary.model_validate(
        {
            **{field: payload for field in TEXT_FIELDS},
            "origin": {"amount": -1250, "currency": "EUR"},
            "destination": {"amount": 1250, "currency": "USD"},
            "fee": {"amount": -5, "currency": "EUR"},
            "createdAt": "2026-01-31T09:30:00.000Z",
        }
    )


@pytest.mark.parametrize("prefix", DANGEROUS + ALSO_DANGEROUS, ids=repr)
def test_no_cell_of_any_column_starts_a_formula(prefix: str) -> None:
    cells = dict(zip(HEADER, row(hostile(prefix)), strict=True))
    for column, cell in cells.items():
        if column in AMOUNT_COLUMNS:
            continue
        assert not cell.startswith(DANGEROUS), (column, cell)
    for field in TEXT_FIELDS:
        assert cells[field] == "'" + hostile(prefix).model_dump()[field]


def test_negative_amounts_stay_numbers() -> None:
    cells = dict(zip(HEADER, row(hostile("=")), strict=True))
    assert cells["originAmount"] == "-12.50"
    assert cells["feeAmount"] == "-0.05"
    assert cells["destinationAmount"] == "12.50"


async def test_the_written_file_holds_the_neutralised_cells(tmp_path: Path) -> None:
    async def orders() -> AsyncIterator[OrderSummary]:
        yield hostile("@")

    path = tmp_path / "orders.csv"
    await export_orders(orders(), path)
    with path.open(newline="", encoding="utf-8") as file:
        header, cells = list(csv.reader(file))
    assert cells[header.index("reference")].startswith("'@")
    assert cells[header.index("originAmount")] == "-12.50"


@pytest.mark.parametrize("cell", ORDINARY, ids=repr)
def test_an_ordinary_cell_is_written_as_it_is(cell: str) -> None:
    order = OrderSummary.model_validate(
        {**{field: cell for field in TEXT_FIELDS}, "createdAt": "2026-01-31T09:30:00.000Z"}
    )
    cells = dict(zip(HEADER, row(order), strict=True))
    assert [cells[field] for field in TEXT_FIELDS] == [cell] * len(TEXT_FIELDS)


def test_the_first_character_look_up_agrees_with_the_rule_for_every_character() -> None:
    """row() decides from the first character whether to look further: no character of the
    Basic Multilingual Plane before a formula gets past it."""
    needs_a_look = [
        cell
        for cell in (chr(code) + "=1+1" for code in range(0x10000) if not 0xD800 <= code <= 0xDFFF)
        if neutralised(cell, "reference") != cell
    ]
    missed = []
    for cell in needs_a_look:
        order = OrderSummary.model_construct(id="x", reference=cell, state="S", type="T")
        if dict(zip(HEADER, row(order), strict=True))["reference"] == cell:
            missed.append(hex(ord(cell[0])))
    assert missed == []
    assert len(needs_a_look) > 100  # the signs, white space and invisible characters at least
