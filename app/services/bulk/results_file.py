"""A batch's results as CSV: every row, in the order it was sent, with the order it made (or
why not) and its idempotency key, so a person can reconcile the batch with the bank's records.

Names, addresses and reasons come from the imported file or the server: every cell goes through
the orders export's neutraliser (app/services/order_export.py, OWASP's CSV injection rule), so
a spreadsheet shows ``=HYPERLINK(...)`` as text and never runs it. Amounts are written by Teller
from the integers sent, never from the file's text. The file starts with a byte order mark:
spreadsheets on Windows read UTF-8 without one as their local code page and mangle accents in
names ("José" as "JosÃ©").
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from app.models.money import format_amount
from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.order_export import neutralised
from app.services.translation import QT_TRANSLATE_NOOP, translate

HEADER = (
    "batch",
    "row",
    "kind",
    "amount",
    "currency",
    "amountIs",
    "recipient",
    "account",
    "idempotencyKey",
    "state",
    "outcome",
    "orderId",
    "reason",
)

# The state as a person reads it (translated where written).
STATE_WORDS: dict[RowState, str] = {
    RowState.PENDING: QT_TRANSLATE_NOOP("BulkResults", "Not sent"),
    RowState.SENDING: QT_TRANSLATE_NOOP("BulkResults", "Sent, no answer yet"),
    RowState.CREATED: QT_TRANSLATE_NOOP("BulkResults", "Created"),
    RowState.SETTLED: QT_TRANSLATE_NOOP("BulkResults", "Settled"),
    RowState.OTP_NEEDED: QT_TRANSLATE_NOOP("BulkResults", "Waiting for its one-time code"),
    RowState.FAILED: QT_TRANSLATE_NOOP("BulkResults", "Failed"),
    RowState.REFUSED: QT_TRANSLATE_NOOP("BulkResults", "Refused"),
    RowState.UNKNOWN: QT_TRANSLATE_NOOP(
        "BulkResults", "Unknown: resolved by sending it again with the same key"
    ),
}
AMOUNT_IS = {
    "debited": QT_TRANSLATE_NOOP("BulkResults", "debited"),
    "received": QT_TRANSLATE_NOOP("BulkResults", "received"),
}


def state_in_words(state: RowState) -> str:
    return translate("BulkResults", STATE_WORDS[state])


def results_csv(batch: Batch, rows: Iterable[BatchRow]) -> bytes:
    """Every row of ``batch`` as CSV (UTF-8 with a byte order mark), in sending order."""
    out = io.StringIO(newline="")
    writer = csv.writer(out)
    writer.writerow(HEADER)
    for row in sorted(rows, key=lambda r: r.index):
        writer.writerow(
            [
                neutralised(cell, column)
                for cell, column in zip(_cells(batch, row), HEADER, strict=True)
            ]
        )
    return out.getvalue().encode("utf-8-sig")


def _cells(batch: Batch, row: BatchRow) -> list[str]:
    amount, currency, side = _amount(row.body)
    recipient, account = _recipient(row.kind, row.body)
    return [
        batch.id,
        str(row.number),
        row.kind.value,
        amount,
        currency,
        translate("BulkResults", AMOUNT_IS[side]) if side else "",
        recipient,
        account,
        row.key,
        row.state.value,
        state_in_words(row.state),
        row.order_id,
        row.reason,
    ]


def _member(body: Mapping[str, Any], camel: str, snake: str) -> Any:
    """A member of the request as sent: by its wire name, or its field name."""
    return body.get(camel, body.get(snake)) if isinstance(body, Mapping) else None


def _amount(body: Mapping[str, Any]) -> tuple[str, str, str]:
    """The fixed side of the single-amount rule: the one amount that is not 0."""
    amounts = _member(body, "amounts", "amounts") or {}
    first: tuple[str, str, str] | None = None
    for side, camel, snake in (
        ("debited", "debitedAmount", "debited_amount"),
        ("received", "receivedAmount", "received_amount"),
    ):
        money = _member(amounts, camel, snake)
        if not isinstance(money, Mapping):
            continue
        minor, currency = money.get("amount"), str(money.get("currency") or "")
        if isinstance(minor, int) and not isinstance(minor, bool) and minor:
            return format_amount(minor, grouping=False), currency, side
        if first is None:
            first = ("", currency, "")
    return first or ("", "", "")


def _recipient(kind: PayoutKind, body: Mapping[str, Any]) -> tuple[str, str]:
    """Who is paid and where: a person's or company's name and the account number; a crypto
    address and its network."""
    recipient = _member(body, "recipient", "recipient") or {}
    if not isinstance(recipient, Mapping):
        return "", ""
    if kind is PayoutKind.CRYPTO:
        return str(recipient.get("address") or ""), str(recipient.get("network") or "")
    company = _member(recipient, "companyName", "company_name")
    names = (recipient.get("name"), recipient.get("surname"))
    who = str(company) if company else " ".join(str(n) for n in names if n)
    return who, str(_member(recipient, "accountNumber", "account_number") or "")
