"""Double-entry-ish ledger: every change of balance, pendingIn or pendingOut is an entry.

The account row carries the three totals for fast reads; they change only here, in the
caller's write transaction, together with the entry that explains them. Entries in the
``balance`` bucket are the spec's ledger transactions; the two pending buckets are holds.
"""

from __future__ import annotations

import uuid
from enum import StrEnum
from typing import Any

from sqlalchemy import Connection, bindparam, func, select

from app.models.money import format_money
from sandbox.db.tables import accounts, ledger_entries
from sandbox.errors import not_found, unprocessable


class Bucket(StrEnum):
    BALANCE = "balance"
    PENDING_IN = "pending_in"
    PENDING_OUT = "pending_out"


_COLUMN = {
    Bucket.BALANCE: "balance",
    Bucket.PENDING_IN: "pending_in",
    Bucket.PENDING_OUT: "pending_out",
}


# Built once, parameters bound at each execution: building a statement with its values inside
# (``.where(col == value)``, ``.values(...)``) cost more Python than SQLite spent running it,
# and a payout ran five of them while holding the write lock (issue 28, team load).
_TOTAL = {
    bucket: select(accounts.c[column])
    .where(accounts.c.id == bindparam("p_account"))
    .with_for_update()
    for bucket, column in _COLUMN.items()
}
_SET_TOTAL = {
    bucket: accounts.update()
    .where(accounts.c.id == bindparam("p_account"))
    .values({column: bindparam("p_total")})
    for bucket, column in _COLUMN.items()
}
_LAST_SEQ = select(func.coalesce(func.max(ledger_entries.c.seq), 0)).where(
    ledger_entries.c.account_id == bindparam("p_account")
)
_NEW_ENTRY = ledger_entries.insert()
_AVAILABLE = (
    select(accounts.c.balance, accounts.c.pending_out)
    .where(accounts.c.id == bindparam("p_account"))
    .with_for_update()
)


def account_row(conn: Connection, account_id: str) -> Any:
    row = conn.execute(select(accounts).where(accounts.c.id == account_id)).first()
    if row is None:
        raise not_found("The account")
    return row


def post(
    conn: Connection,
    account_id: str,
    bucket: Bucket,
    amount: int,
    *,
    at: str,
    order_id: str | None = None,
    is_fee: bool = False,
    counterparty: str = "",
) -> str:
    """Append one entry and move the account's total for its bucket by ``amount``."""
    # FOR UPDATE: on PostgreSQL the total and the entry's seq below are this transaction's
    # until it commits (SQLite's write lock already covers them).
    current = conn.execute(_TOTAL[bucket], {"p_account": account_id}).scalar_one()
    new_total = current + amount
    if new_total < 0:
        # Never reachable through the API: reservations are checked first. A guard, not a rule.
        raise unprocessable("This movement would make the account's ledger negative.")
    seq = conn.execute(_LAST_SEQ, {"p_account": account_id}).scalar_one()
    entry_id = str(uuid.uuid4())
    conn.execute(
        _NEW_ENTRY,
        {
            "id": entry_id,
            "seq": seq + 1,
            "account_id": account_id,
            "order_id": order_id,
            "bucket": bucket.value,
            "amount": amount,
            "is_fee": is_fee,
            "counterparty": counterparty,
            "running_balance": new_total,
            "created_at": at,
        },
    )
    conn.execute(_SET_TOTAL[bucket], {"p_account": account_id, "p_total": new_total})
    return entry_id


def available(conn: Connection, account_id: str) -> int:
    """Read with the account row locked, so a reservation decided from it stays true."""
    row = conn.execute(_AVAILABLE, {"p_account": account_id}).first()
    if row is None:
        raise not_found("The account")
    return int(row.balance - row.pending_out)


def reserve(conn: Connection, order: Any, *, at: str) -> None:
    """Hold a payout's whole debit (principal + fee) at Created; 422 if funds are short."""
    free = available(conn, order.account_id)
    if order.origin_amount > free:
        currency = order.origin_currency
        raise unprocessable(
            "Insufficient funds: this payout needs "
            f"{format_money(order.origin_amount, currency)}, and "
            f"{format_money(max(free, 0), currency)} is available."
        )
    post(conn, order.account_id, Bucket.PENDING_OUT, order.origin_amount, at=at, order_id=order.id)


def settle_out(conn: Connection, order: Any, *, at: str) -> None:
    post(conn, order.account_id, Bucket.PENDING_OUT, -order.origin_amount, at=at, order_id=order.id)
    principal = order.origin_amount - order.fee_amount
    post(
        conn,
        order.account_id,
        Bucket.BALANCE,
        -principal,
        at=at,
        order_id=order.id,
        counterparty=order.counterparty,
    )
    if order.fee_amount:
        post(
            conn,
            order.account_id,
            Bucket.BALANCE,
            -order.fee_amount,
            at=at,
            order_id=order.id,
            is_fee=True,
            counterparty="Fee",
        )


def release_out(conn: Connection, order: Any, *, at: str) -> None:
    post(conn, order.account_id, Bucket.PENDING_OUT, -order.origin_amount, at=at, order_id=order.id)


def expect_in(conn: Connection, order: Any, *, at: str) -> None:
    post(
        conn,
        order.account_id,
        Bucket.PENDING_IN,
        order.destination_amount,
        at=at,
        order_id=order.id,
    )


def settle_in(conn: Connection, order: Any, *, at: str) -> None:
    post(
        conn,
        order.account_id,
        Bucket.PENDING_IN,
        -order.destination_amount,
        at=at,
        order_id=order.id,
    )
    credit(conn, order, at=at)


def release_in(conn: Connection, order: Any, *, at: str) -> None:
    post(
        conn,
        order.account_id,
        Bucket.PENDING_IN,
        -order.destination_amount,
        at=at,
        order_id=order.id,
    )


def credit(conn: Connection, order: Any, *, at: str) -> None:
    """An income that lands at once (a deposit) or at settlement (a paid card pay-in)."""
    post(
        conn,
        order.account_id,
        Bucket.BALANCE,
        order.destination_amount,
        at=at,
        order_id=order.id,
        counterparty=order.counterparty,
    )


def ledger_totals(conn: Connection, account_id: str) -> dict[str, int]:
    """What the ledger says each total should be (for invariant checks)."""
    rows = conn.execute(
        select(ledger_entries.c.bucket, func.coalesce(func.sum(ledger_entries.c.amount), 0))
        .where(ledger_entries.c.account_id == account_id)
        .group_by(ledger_entries.c.bucket)
    ).all()
    totals = {b.value: 0 for b in Bucket}
    totals.update({bucket: int(total) for bucket, total in rows})
    return totals
