"""Merchant isolation: a row of another merchant is answered exactly like a missing one."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from sandbox.db.tables import accounts, orders, users
from sandbox.errors import not_found


def user_of(conn: Connection, merchant_id: str, uid: str) -> Any:
    row = conn.execute(
        select(users).where(users.c.id == uid, users.c.merchant_id == merchant_id)
    ).first()
    if row is None:
        raise not_found(f"The user {uid}")
    return row


def account_of(conn: Connection, merchant_id: str, aid: str, uid: str | None = None) -> Any:
    """The account ``aid`` of this merchant (and of user ``uid`` when given), else 404."""
    query = select(accounts).where(accounts.c.id == aid, accounts.c.merchant_id == merchant_id)
    if uid is not None:
        query = query.where(accounts.c.user_id == uid)
    row = conn.execute(query).first()
    if row is None:
        raise not_found(f"The account {aid}")
    return row


def order_of(conn: Connection, merchant_id: str, oid: str) -> Any:
    row = conn.execute(
        select(orders).where(orders.c.id == oid, orders.c.merchant_id == merchant_id)
    ).first()
    if row is None:
        raise not_found(f"The order {oid}")
    return row
