"""Ledger entries of the balance bucket, shown as the spec's ledger transactions."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from app.models.orders import LedgerTransaction
from sandbox.db.tables import orders
from sandbox.domain.order_records import order_summary


def transaction_model(conn: Connection, entry: Any, order: Any = None) -> LedgerTransaction:
    if order is None and entry.order_id:
        order = conn.execute(select(orders).where(orders.c.id == entry.order_id)).first()
    return LedgerTransaction(
        id=entry.id,
        amount=entry.amount,
        counterparty=entry.counterparty,
        created_at=entry.created_at,
        is_fee=bool(entry.is_fee),
        running_balance=entry.running_balance,
        order=order_summary(order) if order is not None else None,
    )
