"""A statement as CSV: the opening balance, every movement with its running balance, the
closing balance and the check against the account. Times in UTC (ISO 8601), amounts as
plain numbers (``-12.50``) a spreadsheet adds up; every text cell a spreadsheet could run as
a formula is neutralised as the orders export does (app/services/order_export.py).

Written to a temporary file that becomes the real one only when complete."""

from __future__ import annotations

import contextlib
import csv
import os
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from app.models.money import format_amount
from app.services.order_export import neutralised
from app.services.statement.book import Statement
from app.services.statement.effects import Movement

HEADER = (
    "date",
    "kind",
    "description",
    "counterparty",
    "reference",
    "orderId",
    "amount",
    "fee",
    "balance",
    "currency",
)
AMOUNTS = frozenset({"amount", "fee", "balance"})
Describe = Callable[[Movement], str]


def plain_description(movement: Movement) -> str:
    """The order's own label, and its conversion when it had one (English, for files)."""
    order = movement.order
    text = order.display_type or order.type
    if movement.kind.value == "reversal":
        text = f"Reversal of {text}"
    fx = order.fx
    if fx is not None and fx.pair and fx.rate is not None:
        text += f" (FX {fx.pair} {fx.rate:g})"
    return text


def _moment(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _money(minor: int | None) -> str:
    return "" if minor is None else format_amount(minor, grouping=False)


def rows(
    statement: Statement, describe: Describe = plain_description, check: str = ""
) -> list[list[str]]:
    """Every row after the header, each cell safe for a spreadsheet. ``check``: the
    reconciliation said in words (the window's sentence)."""
    currency = statement.account.currency
    table: list[list[str | int | None]] = [
        [
            _moment(statement.period.start),
            "opening",
            "Opening balance",
            "",
            "",
            "",
            None,
            None,
            statement.opening,
            currency,
        ]
    ]
    for line in statement.lines:
        movement, order = line.movement, line.movement.order
        table.append(
            [
                _moment(movement.at),
                movement.kind.value,
                describe(movement),
                order.counterparty or "",
                order.reference or "",
                order.id,
                movement.amount,
                movement.fee,
                line.balance,
                currency,
            ]
        )
    table.append(
        [
            _moment(statement.period.end),
            "closing",
            "Closing balance",
            "",
            "",
            "",
            None,
            None,
            statement.closing,
            currency,
        ]
    )
    difference = statement.balance_check.difference
    table.append(
        [_moment(statement.read_at), "check", check, "", "", "", difference, None, None, currency]
    )
    return [_cells(row) for row in table]


def _cells(row: list[str | int | None]) -> list[str]:
    cells: list[str] = []
    for column, value in zip(HEADER, row, strict=True):
        if column in AMOUNTS:
            cells.append(_money(value if isinstance(value, int) else None))
        else:
            cells.append(neutralised(str(value or ""), column))
    return cells


def write_statement_csv(
    statement: Statement, path: Path, describe: Describe = plain_description, check: str = ""
) -> int:
    """Writes the file; returns how many movements went into it."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(handle, "w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(HEADER)
            writer.writerows(rows(statement, describe, check))
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return len(statement.lines)
