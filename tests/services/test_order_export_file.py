"""The CSV export writes the same file as before its speed-ups (integer amounts, a first-
character test before neutralising, reading ahead), and reads the next page while it
writes the current one."""

from __future__ import annotations

import asyncio
import csv
import io
import os
import random
from collections.abc import AsyncIterator
from decimal import InvalidOperation
from pathlib import Path

import pytest

from app.models.money import MAX_AMOUNT_MINOR, format_amount
from app.models.orders import OrderSummary
from app.services.order_export import HEADER, _plain_amount, export_orders, neutralised
from app.services.read_ahead import read_ahead

pytestmark = pytest.mark.anyio

STARTS = ["", "=", "+", "-", "@", "\t", "\r", "'", "a", "é", " "]


def before_row(order: OrderSummary) -> list[str]:
    """The export's row as it was written before (Decimal amounts, every cell neutralised)."""

    def amount(money: object) -> tuple[str, str]:
        if money is None or money.amount is None:  # type: ignore[attr-defined]
            return "", money.currency.value if money is not None else ""  # type: ignore[attr-defined]
        return format_amount(money.amount, grouping=False), money.currency.value  # type: ignore[attr-defined]

    cells = [
        order.id,
        order.created_at.isoformat() if order.created_at else "",
        order.type,
        order.state,
        *amount(order.origin),
        *amount(order.destination),
        *amount(order.fee),
        order.counterparty or "",
        order.reference or "",
        "",  # description: none without a detail to read it from
        order.settled_at.isoformat() if order.settled_at else "",
        order.failed_at.isoformat() if order.failed_at else "",
    ]
    return [neutralised(cell, column) for column, cell in zip(HEADER, cells, strict=True)]


def varied_orders(count: int) -> list[OrderSummary]:
    rng = random.Random(11)
    amounts = [0, 1, -1, 5, -5, 99, 100, -100, 101, -1250, 10**15, -(10**15), 10**17 + 3]

    def money() -> dict[str, object] | None:
        if rng.random() < 0.1:
            return None
        value = rng.choice(amounts) if rng.random() < 0.5 else rng.randint(-(10**9), 10**9)
        return {"amount": None if rng.random() < 0.05 else value, "currency": "EUR"}

    def text() -> str:
        return rng.choice(STARTS) + rng.choice(["", "SUM(A1)", "12.50", "-3", "Acme, Inc."])

    def stamp() -> str | None:
        if rng.random() < 0.3:
            return None
        return f"2026-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T0{rng.randint(0, 9)}:30:00.{rng.randint(0, 999):03d}Z"

    return [
        OrderSummary.model_validate(
            {
                "id": text() or "x",
                "reference": text() if rng.random() < 0.9 else None,
                "state": text() or "SETTLED",
                "type": text() or "BANK_PAYIN",
                "origin": money(),
                "destination": money(),
                "fee": money(),
                "counterparty": text() if rng.random() < 0.9 else None,
                "createdAt": stamp(),
                "settledAt": stamp(),
                "failedAt": stamp(),
            }
        )
        for _ in range(count)
    ]


async def pages(orders: list[OrderSummary], size: int = 100) -> AsyncIterator[OrderSummary]:
    for start in range(0, len(orders), size):
        await asyncio.sleep(0)  # a page's round trip
        for order in orders[start : start + size]:
            yield order


async def test_the_file_is_the_one_written_before(tmp_path: Path) -> None:
    orders = varied_orders(3_000)
    expected = io.StringIO(newline="")
    writer = csv.writer(expected)
    writer.writerow(HEADER)
    for order in orders:
        writer.writerow(before_row(order))
    target = tmp_path / "orders.csv"
    progress: list[int] = []
    assert await export_orders(pages(orders), target, progress.append) == 3_000
    assert target.read_bytes() == expected.getvalue().encode()
    assert progress == [*range(100, 3_001, 100), 3_000]


@pytest.mark.parametrize(
    "minor", [*range(-1_050, 1_050), MAX_AMOUNT_MINOR, 10**18 - 1, -(10**18) + 1]
)
def test_amounts_without_decimal_read_as_format_amount_writes_them(minor: int) -> None:
    assert _plain_amount(minor) == format_amount(minor, grouping=False)


def test_amounts_beyond_the_exact_range_take_format_amount_itself() -> None:
    assert _plain_amount(10**18) == format_amount(10**18, grouping=False)
    huge = 10**40 + 7  # beyond Decimal's 28 digits: the same refusal as before
    with pytest.raises(InvalidOperation):
        format_amount(huge, grouping=False)
    with pytest.raises(InvalidOperation):
        _plain_amount(huge)


async def test_the_next_page_is_asked_for_while_this_one_is_written() -> None:
    asked: list[int] = []
    written_before_asking: list[int] = []
    written = 0

    async def source() -> AsyncIterator[int]:
        for page in range(3):
            asked.append(page)
            written_before_asking.append(written)
            await asyncio.sleep(0.01)  # the server's time
            for item in range(page * 10, page * 10 + 10):
                yield item

    seen: list[int] = []
    async for batch in read_ahead(source()):
        assert len(batch) == 10  # a page arrives whole
        await asyncio.sleep(0.02)  # writing it takes longer than the next page's round trip
        seen.extend(batch)
        written += len(batch)
    assert seen == list(range(30))
    # In turn, page 2 would be asked for once page 1 was written ([0, 10, 20]): here it was
    # asked for while page 1 was being written.
    assert written_before_asking[:2] == [0, 0]
    assert written_before_asking[2] < 20


async def test_an_error_comes_after_the_items_before_it() -> None:
    async def source() -> AsyncIterator[int]:
        yield 1
        yield 2
        await asyncio.sleep(0)
        raise ConnectionError("gone")

    seen: list[int] = []

    async def consume() -> None:
        async for batch in read_ahead(source()):
            seen.extend(batch)

    with pytest.raises(ConnectionError):
        await consume()
    assert seen == [1, 2]


async def test_stopping_early_closes_the_source_and_waits_within_the_limit() -> None:
    closed = asyncio.Event()
    pulled = 0

    async def source() -> AsyncIterator[int]:
        nonlocal pulled
        try:
            while True:
                pulled += 1
                yield pulled
                await asyncio.sleep(0)
        finally:
            closed.set()

    reader = read_ahead(source(), limit=5)
    first = await anext(reader)
    await asyncio.sleep(0.05)
    assert pulled <= len(first) + 5  # never more than the limit waits unread
    await reader.aclose()
    assert closed.is_set()


async def test_a_failed_export_leaves_no_file(tmp_path: Path) -> None:
    async def failing() -> AsyncIterator[OrderSummary]:
        for order in varied_orders(150):
            yield order
        await asyncio.sleep(0)
        raise ConnectionError("the server went away")

    with pytest.raises(ConnectionError):
        await export_orders(failing(), tmp_path / "orders.csv")
    assert not any(os.scandir(tmp_path))
