"""CSV export of orders, streamed page by page to a temporary file that becomes the real one
only when every page is written: a cancelled or failed export leaves no half file behind.

A spreadsheet runs a cell that begins with ``=``, ``+``, ``-``, ``@``, a tab, a carriage
return or a line feed as a formula, and a reference or counterparty comes from whoever sent the
money. Such cells get a leading single quote (OWASP's CSV injection rule), in every column. In
the rule's spirit, so does anything a spreadsheet may read as one: the full-width and small
forms of those signs (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫, which some spreadsheets and input methods turn
into ASCII), and any of them behind spaces, other white space or invisible format characters
(a zero-width space, a BOM, a bidi control), which a spreadsheet may trim. The amount columns
are the one exception: Teller writes them itself from integers, and a plain negative number
(``-12.50``) stays a number a spreadsheet can add up (docs/api-decisions.md).

The description column: the API gives a description only in a bank payout's detail (the order
lists carry none), so ``bank_payout_descriptions`` reads each bank payout's detail, a few at a
time, while the next page of the list is on its way; other orders have none to give. That is
one request more per bank payout: the price of the column.
"""

from __future__ import annotations

import asyncio
import contextlib
import csv
import os
import re
import tempfile
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping, Sequence
from pathlib import Path

from app.api.errors import NotFound
from app.api.order_pages import OrderStream
from app.models.money import Currency, Money, format_amount
from app.models.orders import BankPayoutDetail, OrderSummary, OrderType
from app.services.read_ahead import read_ahead

HEADER = (
    "id",
    "createdAt",
    "type",
    "state",
    "originAmount",
    "originCurrency",
    "destinationAmount",
    "destinationCurrency",
    "feeAmount",
    "feeCurrency",
    "counterparty",
    "reference",
    "description",
    "settledAt",
    "failedAt",
)
AMOUNT_COLUMNS = frozenset({"originAmount", "destinationAmount", "feeAmount"})
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
# The signs a formula starts with, in every width a spreadsheet may take for them.
FORMULA_SIGNS = frozenset("=+-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b")
_PLAIN_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def _skippable(char: str) -> bool:
    """White space or an invisible character a spreadsheet may drop before a formula."""
    return char.isspace() or not char.isprintable()


def _reads_as_formula(cell: str) -> bool:
    if cell.startswith(FORMULA_STARTS):
        return True
    start = 0
    while start < len(cell) and _skippable(cell[start]):
        start += 1
    return start < len(cell) and cell[start] in FORMULA_SIGNS


def neutralised(cell: str, column: str) -> str:
    """The cell as a spreadsheet shows it, never runs it."""
    if not _reads_as_formula(cell):
        return cell
    if column in AMOUNT_COLUMNS and _PLAIN_NUMBER.fullmatch(cell):
        return cell
    return "'" + cell


# A formula start is one character, or one behind skippable ones: a set look-up of the first
# character decides for nearly every cell (14 cells an order, 1.4 million at 100,000 orders;
# startswith with a tuple cost twice as much); only a cell starting with a space or an
# unprintable character takes the longer look.
_FORMULA_FIRST = frozenset(FORMULA_STARTS) | FORMULA_SIGNS | {" "}
# Below this, an integer's own digits give what format_amount's Decimal gives (its context
# keeps 28 digits); larger amounts take format_amount itself, errors included.
_EXACT_BELOW = 10**18


def _plain_amount(minor: int) -> str:
    """``format_amount(minor, grouping=False)`` without Decimal: -5 -> '-0.05'. The digits
    are cut where the point goes (0.4 µs; ``divmod`` and a formatted field took 0.8, three
    times a row)."""
    if not -_EXACT_BELOW < minor < _EXACT_BELOW:
        return format_amount(minor, grouping=False)
    if minor < 0:
        digits = str(-minor).rjust(3, "0")
        return "-" + digits[:-2] + "." + digits[-2:]
    digits = str(minor).rjust(3, "0")
    return digits[:-2] + "." + digits[-2:]


# A currency's code without the enum's descriptor (0.3 µs, three times a row).
_CODES: dict[Currency, str] = {currency: currency.value for currency in Currency}


def _amount(money: Money | None) -> tuple[str, str]:
    if money is None:
        return "", ""
    code = _CODES.get(money.currency) or money.currency.value
    if money.amount is None:
        return "", code
    if -_EXACT_BELOW < money.amount < _EXACT_BELOW:
        return _plain_amount(money.amount), code  # a plain number: never read as a formula
    return neutralised(_plain_amount(money.amount), "originAmount"), code


# The columns whose words come from the server; the others cannot start like a formula:
# timestamps (``isoformat`` begins with the year's digits), currency codes (the enum's
# letters) and amounts (plain numbers, which the amount columns keep as they are).
_WORDS = tuple(
    HEADER.index(c) for c in ("id", "type", "state", "counterparty", "reference", "description")
)


def row(order: OrderSummary, description: str = "") -> list[str]:
    """One order's cells, in HEADER's order, each neutralised. Only the server's words are
    looked at (a set look-up of their first character): the other eight cells of a row
    cannot start like a formula, and looking at them was a third of writing it."""
    cells = _cells(order, description)
    for index in _WORDS:
        cell = cells[index]
        if cell and (cell[0] in _FORMULA_FIRST or not cell[0].isprintable()):
            cells[index] = neutralised(cell, HEADER[index])
    return cells


def _cells(order: OrderSummary, description: str) -> list[str]:
    origin, destination, fee = _amount(order.origin), _amount(order.destination), _amount(order.fee)
    created, settled, failed = order.created_at, order.settled_at, order.failed_at
    return [
        order.id,
        created.isoformat() if created else "",
        order.type,
        order.state,
        *origin,
        *destination,
        *fee,
        order.counterparty or "",
        order.reference or "",
        description,
        settled.isoformat() if settled else "",
        failed.isoformat() if failed else "",
    ]


# Given a page of orders, the description of those that have one, by order id.
Describe = Callable[[Sequence[OrderSummary]], Awaitable[Mapping[str, str]]]
DETAIL_READS = 8  # bank payout details read at once for the description column
PAGES_AHEAD = 5  # pages read and waiting, at most (read_ahead's limit, counted in pages)


def bank_payout_descriptions(
    get_detail: Callable[[str], Awaitable[BankPayoutDetail]], *, at_once: int = DETAIL_READS
) -> Describe:
    """The descriptions of a page's bank payouts, each from its detail (``get_detail``: the
    client's ``get_bank_payout``), ``at_once`` at a time. A payout gone from the server (404)
    has none; any other failure stops the export, which then leaves no file."""

    async def describe(page: Sequence[OrderSummary]) -> Mapping[str, str]:
        gate = asyncio.Semaphore(at_once)
        found: dict[str, str] = {}

        async def read(oid: str) -> None:
            async with gate:
                try:
                    detail = await get_detail(oid)
                except NotFound:
                    return
            found[oid] = detail.description or ""

        reads = [
            asyncio.ensure_future(read(order.id))
            for order in page
            if order.type == OrderType.BANK_PAY_OUT.value
        ]
        try:
            await asyncio.gather(*reads)
        except BaseException:  # the first failure as it is (a sentence for the banner)
            for task in reads:
                task.cancel()
            await asyncio.gather(*reads, return_exceptions=True)
            raise
        return found

    return describe


async def export_orders(
    orders: AsyncIterator[OrderSummary],
    path: Path,
    progress: Callable[[int], None] | None = None,
    *,
    every: int = 100,
    describe: Describe | None = None,
) -> int:
    """Write every order to ``path`` as CSV; returns how many were written.

    The orders are read ahead (app/services/read_ahead.py): the next page is on its way
    while this one is written (and its bank payouts' descriptions read, with ``describe``),
    the same requests in the same order. The client's order streams are read a page at a
    time (``OrderStream.pages``): one turn of the loop and one ``writerows`` a page, where
    each of 100,000 orders took a step through two generators and a queue."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    written = 0
    try:
        with os.fdopen(handle, "w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(HEADER)
            # Closed here, even when cancelled: the reading task and the pages stop with it.
            async with contextlib.aclosing(_pages(orders)) as batches:
                async for batch in batches:
                    described = await describe(batch) if describe is not None else {}
                    if described:
                        writer.writerows(row(o, described.get(o.id, "")) for o in batch)
                    else:
                        writer.writerows(row(order) for order in batch)
                    before, written = written, written + len(batch)
                    for mark in range((before // every + 1) * every, written + 1, every):
                        if progress is not None:
                            progress(mark)
                        await asyncio.sleep(0)  # let the UI breathe between pages
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    if progress is not None:
        progress(written)
    return written


async def _pages(orders: AsyncIterator[OrderSummary]) -> AsyncGenerator[list[OrderSummary], None]:
    """The orders in batches, read ahead: the stream's own pages when it has them, each as
    it came; else whatever has arrived of a plain iterator's orders."""
    if isinstance(orders, OrderStream):
        async with contextlib.aclosing(read_ahead(orders.pages(), limit=PAGES_AHEAD)) as ahead:
            async for pages in ahead:
                for page in pages:
                    yield page
        return
    async with contextlib.aclosing(read_ahead(orders)) as batches:
        async for batch in batches:
            yield batch
