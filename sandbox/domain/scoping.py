"""Merchant isolation: a row of another merchant is answered exactly like a missing one.

Inside a write transaction an account or order is read ``FOR UPDATE``: on PostgreSQL what the
caller decides from it (funds, state) holds until it commits; SQLite ignores the clause (its
write lock already covers the whole transaction).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Select, bindparam, select

from sandbox.db.engine import is_write
from sandbox.db.tables import accounts, orders, users
from sandbox.errors import not_found

# An account by merchant, and by user too: built once, bound at each execution (as
# sandbox/domain/ledger.py's). Keyed (by user, locked).
_ACCOUNT = select(accounts).where(
    accounts.c.id == bindparam("p_account"), accounts.c.merchant_id == bindparam("p_merchant")
)
_ACCOUNT_OF_USER = _ACCOUNT.where(accounts.c.user_id == bindparam("p_user"))
_ACCOUNTS: dict[tuple[bool, bool], Select[Any]] = {
    (False, False): _ACCOUNT,
    (False, True): _ACCOUNT.with_for_update(),
    (True, False): _ACCOUNT_OF_USER,
    (True, True): _ACCOUNT_OF_USER.with_for_update(),
}


def user_of(conn: Connection, merchant_id: str, uid: str) -> Any:
    row = conn.execute(
        select(users).where(users.c.id == uid, users.c.merchant_id == merchant_id)
    ).first()
    if row is None:
        raise not_found(f"The user {uid}")
    return row


def account_of(conn: Connection, merchant_id: str, aid: str, uid: str | None = None) -> Any:
    """The account ``aid`` of this merchant (and of user ``uid`` when given), else 404."""
    query = _ACCOUNTS[uid is not None, is_write(conn)]
    params = {"p_account": aid, "p_merchant": merchant_id, "p_user": uid}
    row = conn.execute(query, params).first()
    if row is None:
        raise not_found(f"The account {aid}")
    return row


def order_of(conn: Connection, merchant_id: str, oid: str) -> Any:
    query = select(orders).where(orders.c.id == oid, orders.c.merchant_id == merchant_id)
    row = conn.execute(_locked(conn, query)).first()
    if row is None:
        raise not_found(f"The order {oid}")
    return row


def _locked(conn: Connection, query: Select[Any]) -> Select[Any]:
    return query.with_for_update() if is_write(conn) else query
