"""What a batch's printed summary says (Qt-free; app/views/bulk/summary_pdf.py draws it): the
batch (file by name and SHA-256, who started and who confirmed it, when it started and ended),
how many rows and how much money per currency, how many rows ended in each state, and every
row with its recipient, amount, state, order and reason.

A summary leaves Teller on paper or as a file, so a recipient's account number, IBAN or wallet
address is always masked by the one masking policy (app/services/masking.py), whatever the
screen shows; names stay, as on every screen (a person reconciles by name). A wallet address
is masked as an account number is (its last four characters tell two apart); the policy's
"address" means where a person lives. Amounts are the integers sent, never the file's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.services.bulk.fingerprint import CONFIRM_BATCH_ACTION
from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.journal_entry import JournalEntry
from app.services.masking import Kind, mask, personal_kind

# The ending states a summary always counts, zeros included, in reading order; the others
# (not sent, sent without an answer, waiting for a code) are counted only when a row is in one.
ALWAYS_COUNTED = (
    RowState.CREATED,
    RowState.SETTLED,
    RowState.FAILED,
    RowState.REFUSED,
    RowState.UNKNOWN,
)
COUNTED_WHEN_SEEN = (RowState.OTP_NEEDED, RowState.PENDING, RowState.SENDING)
# Rows whose payout was made (a row waiting for its code has moved no money yet).
MADE = frozenset({RowState.CREATED, RowState.SETTLED})
# Rows the run has not finished with: a batch with one has not ended.
UNSENT = frozenset({RowState.PENDING, RowState.SENDING})
DONE_OUTCOMES = frozenset({"done", "found"})
START_ACTION = "start_batch"


@dataclass(frozen=True)
class SummaryRow:
    number: int  # the file's row number
    recipient: str  # the name and the masked account, or the masked wallet and its network
    amount: int | None  # minor units, the one amount the row fixed
    currency: str
    received: bool  # the amount is what the recipient gets (not what the account pays)
    state: RowState
    order_id: str
    reason: str


@dataclass(frozen=True)
class CurrencyTotal:
    currency: str
    rows: int
    total: int  # minor units, every row
    made: int  # minor units, rows created or settled


@dataclass(frozen=True)
class BatchPeople:
    started_by: str
    confirmed_by: str = ""  # '' where the journal names no second person


@dataclass(frozen=True)
class BatchSummary:
    batch: Batch
    people: BatchPeople
    ended_at: datetime | None  # None: rows are still to be sent
    counts: tuple[tuple[RowState, int], ...]
    currencies: tuple[CurrencyTotal, ...]
    rows: tuple[SummaryRow, ...]


def batch_summary(
    batch: Batch, rows: Iterable[BatchRow], people: BatchPeople | None = None
) -> BatchSummary:
    """The summary of ``batch`` from its stored rows; ``people`` from the journal
    (``people_from_journal``), else the batch's own ``started_by``."""
    ordered = sorted(rows, key=lambda r: r.index)
    shown = tuple(summary_row(row) for row in ordered)
    seen: dict[RowState, int] = {}
    for row in ordered:
        seen[row.state] = seen.get(row.state, 0) + 1
    counts = tuple((state, seen.get(state, 0)) for state in ALWAYS_COUNTED) + tuple(
        (state, seen[state]) for state in COUNTED_WHEN_SEEN if seen.get(state)
    )
    return BatchSummary(
        batch,
        people or BatchPeople(short_key(batch.started_by)),
        _ended_at(batch, ordered),
        counts,
        _currencies(shown),
        shown,
    )


def _ended_at(batch: Batch, rows: list[BatchRow]) -> datetime | None:
    if not batch.finished or any(row.state in UNSENT for row in rows):
        return None
    moments = [row.updated_at for row in rows if row.updated_at is not None]
    return max(moments) if moments else None


def _currencies(rows: Iterable[SummaryRow]) -> tuple[CurrencyTotal, ...]:
    found: dict[str, list[int]] = {}  # currency -> [rows, total, made]
    for row in rows:
        entry = found.setdefault(row.currency, [0, 0, 0])
        entry[0] += 1
        entry[1] += row.amount or 0
        if row.state in MADE:
            entry[2] += row.amount or 0
    return tuple(
        CurrencyTotal(currency, n, total, made)
        for currency, (n, total, made) in sorted(found.items())
    )


def summary_row(row: BatchRow) -> SummaryRow:
    amount, currency, received = fixed_amount(row.body)
    return SummaryRow(
        row.number,
        masked_recipient(row.kind, row.body),
        amount,
        currency,
        received,
        row.state,
        row.order_id,
        row.reason,
    )


def _member(body: Any, camel: str, snake: str) -> Any:
    """A member of the request as sent: by its wire name, or its field name."""
    return body.get(camel, body.get(snake)) if isinstance(body, Mapping) else None


def fixed_amount(body: Mapping[str, Any]) -> tuple[int | None, str, bool]:
    """(minor units, currency, is it the received side) of the single-amount rule's amount."""
    amounts = _member(body, "amounts", "amounts")
    currency = ""
    for received, camel, snake in (
        (False, "debitedAmount", "debited_amount"),
        (True, "receivedAmount", "received_amount"),
    ):
        money = _member(amounts, camel, snake)
        if not isinstance(money, Mapping):
            continue
        minor = money.get("amount")
        currency = currency or str(money.get("currency") or "")
        if isinstance(minor, int) and not isinstance(minor, bool) and minor:
            return minor, str(money.get("currency") or ""), received
    return None, currency, False


def masked_recipient(kind: PayoutKind, body: Mapping[str, Any]) -> str:
    """Who is paid and where, the account part masked: 'Ana Ruiz · ES••••3000'."""
    recipient = _member(body, "recipient", "recipient")
    if not isinstance(recipient, Mapping):
        return ""
    if kind is PayoutKind.CRYPTO:
        wallet = mask(Kind.ACCOUNT_NUMBER, str(recipient.get("address") or ""))
        return " · ".join(p for p in (wallet, str(recipient.get("network") or "")) if p)
    company = _member(recipient, "companyName", "company_name")
    names = (recipient.get("name"), recipient.get("surname"))
    who = str(company) if company else " ".join(str(n) for n in names if n)
    number = str(_member(recipient, "accountNumber", "account_number") or "")
    account = mask(personal_kind("accountNumber", number) or Kind.ACCOUNT_NUMBER, number)
    return " · ".join(p for p in (who, account) if p)


def short_key(who: str) -> str:
    """A reviewer's key id (64 hex) by its start, as the journal names keys; anything else
    (the desk's API code) as it is."""
    is_key = len(who) == 64 and all(c in "0123456789abcdef" for c in who)
    return who[:8] if is_key else who


def people_from_journal(entries: Iterable[JournalEntry], batch: Batch) -> BatchPeople:
    """Who started the batch (the first start entry the door recorded for it) and who
    confirmed it (the second person's confirmation on a four-eyes profile:
    app/services/batch_four_eyes.py), as the journal names them."""
    started = ""
    confirmed: list[str] = []
    for entry in entries:
        if entry.outcome not in DONE_OUTCOMES:
            continue
        if entry.action == START_ACTION and entry.target.endswith("/" + batch.id):
            started = started or _named(entry)
        elif entry.action == CONFIRM_BATCH_ACTION and entry.target.endswith("/" + batch.id):
            name = _named(entry)
            if name not in confirmed:
                confirmed.append(name)
    return BatchPeople(started or short_key(batch.started_by), ", ".join(confirmed))


def _named(entry: JournalEntry) -> str:
    return entry.author_name or short_key(entry.author_key) or entry.os_user
