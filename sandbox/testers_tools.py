"""Testers' tools (docs/sandbox.md, "Testers' tools"): put a merchant's world back to its seed,
and add deterministic orders. Routes in ``sandbox/routes/sandbox_tools.py``; the quote tools'
work is in ``sandbox/domain/quotes.py``."""

from __future__ import annotations

import random
import uuid
from typing import Any

from sqlalchemy import Connection, delete, func, select

from app.models.money import MAX_AMOUNT_MINOR
from app.models.orders import Direction, OrderState, OrderType
from sandbox.config import SandboxConfig
from sandbox.db.tables import (
    accounts,
    idempotency_keys,
    identity_verification_logs,
    identity_verifications,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    ledger_entries,
    orders,
    shareholders,
    users,
    virtual_ibans,
)
from sandbox.domain import ledger, quotes
from sandbox.domain.order_records import insert_order
from sandbox.seed_data import COUNTERPARTIES


def counts(conn: Connection, mid: str) -> dict[str, int]:
    """How many users, accounts and orders the merchant has."""
    return {
        name: conn.execute(
            select(func.count()).select_from(table).where(table.c.merchant_id == mid)
        ).scalar_one()
        for name, table in (("users", users), ("accounts", accounts), ("orders", orders))
    }


def clear_merchant(conn: Connection, mid: str) -> None:
    """Everything the merchant owns, children first; the merchant row and its key stay, its
    quote validity back to the sandbox's default (as a fresh database has it)."""
    merchant_accounts = select(accounts.c.id).where(accounts.c.merchant_id == mid)
    merchant_users = select(users.c.id).where(users.c.merchant_id == mid)
    merchant_sessions = select(kyb_sessions.c.id).where(kyb_sessions.c.merchant_id == mid)
    merchant_ivs = select(identity_verifications.c.id).where(
        identity_verifications.c.merchant_id == mid
    )
    conn.execute(delete(ledger_entries).where(ledger_entries.c.account_id.in_(merchant_accounts)))
    conn.execute(
        delete(identity_verification_logs).where(
            identity_verification_logs.c.session_id.in_(merchant_ivs)
        )
    )
    conn.execute(delete(shareholders).where(shareholders.c.merchant_id == mid))
    conn.execute(delete(identity_verifications).where(identity_verifications.c.merchant_id == mid))
    conn.execute(delete(kyb_documents).where(kyb_documents.c.session_id.in_(merchant_sessions)))
    conn.execute(delete(kyb_sessions).where(kyb_sessions.c.merchant_id == mid))
    conn.execute(delete(kyb_details).where(kyb_details.c.user_id.in_(merchant_users)))
    conn.execute(delete(virtual_ibans).where(virtual_ibans.c.merchant_id == mid))
    conn.execute(delete(orders).where(orders.c.merchant_id == mid))
    conn.execute(delete(idempotency_keys).where(idempotency_keys.c.merchant_id == mid))
    conn.execute(delete(accounts).where(accounts.c.merchant_id == mid))
    conn.execute(delete(users).where(users.c.merchant_id == mid))
    quotes.forget_all(conn, mid)
    quotes.set_validity(conn, mid, None)


def reseed_merchant(conn: Connection, mid: str, code: str, config: SandboxConfig) -> None:
    """The merchant's world exactly as a fresh database seeds it (same ids, same data)."""
    from sandbox import seed  # the seed draws KYB files: loaded only when asked
    from sandbox.seed_bulk import bulk_orders

    clear_merchant(conn, mid)
    if not config.demo_data:
        return
    codes = [c for c, _key in config.merchants]
    index = codes.index(code) if code in codes else len(codes)
    scale = 1.0 if index == 0 else 0.25
    first = seed._world(conn, mid, random.Random(f"teller-seed:{code}"), scale)
    if index == 0 and config.seed_orders and first:
        bulk_orders(conn, mid, first, config.seed_orders)


def generate_orders(conn: Connection, targets: list[Any], count: int, at: str) -> list[str]:
    """``count`` settled incoming transfers, spread over ``targets`` (account rows) in turn.

    Deterministic: an order's id, amount and counterparty follow from its account and how
    many orders that account had, so the same steps on a fresh seed give the same orders."""
    made: list[str] = []
    for index in range(count):
        account = targets[index % len(targets)]
        row = conn.execute(select(accounts).where(accounts.c.id == account.id)).one()
        existing = conn.execute(
            select(func.count()).select_from(orders).where(orders.c.account_id == row.id)
        ).scalar_one()
        rng = random.Random(f"teller-tools:{row.id}:{existing}")
        amount = rng.randint(100, 50_000)
        if row.balance + row.pending_in + amount > MAX_AMOUNT_MINOR:
            raise OverflowError(row.id)
        crypto = row.type == "CRYPTO"
        oid = insert_order(
            conn,
            id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
            merchant_id=row.merchant_id,
            account_id=row.id,
            user_id=row.user_id,
            type=(OrderType.CRYPTO_PAYIN if crypto else OrderType.BANK_PAYIN).value,
            direction=Direction.IN.value,
            state=OrderState.SETTLED.value,
            reference=f"GEN-{existing + 1:06d}",
            counterparty=COUNTERPARTIES[rng.randrange(len(COUNTERPARTIES))],
            origin_amount=amount,
            origin_currency=row.currency,
            destination_amount=amount,
            destination_currency=row.currency,
            fee_amount=0,
            created_at=at,
            settled_at=at,
        )
        ledger.credit(conn, conn.execute(select(orders).where(orders.c.id == oid)).one(), at=at)
        made.append(oid)
    return made
