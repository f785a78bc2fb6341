"""The export reads the client's order stream a page at a time (one loop turn and one
``writerows`` a page instead of a step through two generators and a queue per order), and
writes the very file the order-by-order path writes."""

from __future__ import annotations

import asyncio
import csv
import io
from collections.abc import AsyncGenerator
from pathlib import Path

import pytest

from app.api.order_pages import OrderStream
from app.models.orders import OrderSummary
from app.services.order_export import HEADER, export_orders
from tests.services.test_order_export_file import before_row, varied_orders

pytestmark = pytest.mark.anyio


class PagesOnly(OrderStream):
    """A stream that refuses to be read order by order: the export must take its pages."""

    def __aiter__(self) -> AsyncGenerator[OrderSummary, None]:
        raise AssertionError("the export read the stream one order at a time")

    async def __anext__(self) -> OrderSummary:
        raise AssertionError("the export read the stream one order at a time")


def stream_of(orders: list[OrderSummary], size: int = 100) -> PagesOnly:
    async def pages() -> AsyncGenerator[list[OrderSummary], None]:
        for start in range(0, len(orders), size):
            await asyncio.sleep(0)  # a page's round trip
            yield orders[start : start + size]

    return PagesOnly(pages)


async def test_a_stream_is_written_by_pages_into_the_same_file(tmp_path: Path) -> None:
    orders = varied_orders(3_000)
    expected = io.StringIO(newline="")
    writer = csv.writer(expected)
    writer.writerow(HEADER)
    for order in orders:
        writer.writerow(before_row(order))
    target = tmp_path / "orders.csv"
    progress: list[int] = []
    assert await export_orders(stream_of(orders), target, progress.append) == 3_000
    assert target.read_bytes() == expected.getvalue().encode()
    assert progress == [*range(100, 3_001, 100), 3_000]


async def test_progress_marks_every_multiple_a_page_passes(tmp_path: Path) -> None:
    """Pages of 70 with a mark every 50: each multiple is said once, in order, as before."""
    progress: list[int] = []
    written = await export_orders(
        stream_of(varied_orders(300), size=70), tmp_path / "o.csv", progress.append, every=50
    )
    assert written == 300
    assert progress == [50, 100, 150, 200, 250, 300, 300]


async def test_a_stream_still_reads_order_by_order_for_other_readers() -> None:
    orders = varied_orders(250)

    async def pages() -> AsyncGenerator[list[OrderSummary], None]:
        for start in range(0, len(orders), 100):
            yield orders[start : start + 100]

    assert [o async for o in OrderStream(pages)] == orders
