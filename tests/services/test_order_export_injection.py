"""CSV export neutralises formulas (OWASP's CSV injection rule) in every column, while a
negative amount stays a number a spreadsheet can add up."""

from __future__ import annotations

import csv
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.models.orders import OrderSummary
from app.services.order_export import AMOUNT_COLUMNS, HEADER, export_orders, row

pytestmark = pytest.mark.anyio

DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
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


@pytest.mark.parametrize("prefix", DANGEROUS, ids=repr)
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
