"""Bulk orders for benchmarks: many settled incomes and payouts on one account, ledger exact."""

from __future__ import annotations

import random
import uuid
from datetime import timedelta

from sqlalchemy import Connection, func, select

from sandbox.clock import iso
from sandbox.db.tables import accounts, ledger_entries
from sandbox.seed_data import ANCHOR, COUNTERPARTIES
from sandbox.seed_ledger import SeedLedger, deterministic_ids


def bulk_orders(conn: Connection, mid: str, first: tuple[str, str], count: int) -> None:
    """``count`` extra orders on one account, for benchmarks: settled incomes and payouts."""
    uid, aid = first
    account = conn.execute(select(accounts).where(accounts.c.id == aid)).one()
    rng = random.Random("teller-bulk")
    ledger = SeedLedger(deterministic_ids(rng))
    ledger.totals[aid].update(
        balance=account.balance, pending_in=account.pending_in, pending_out=account.pending_out
    )
    ledger.seq[aid] = conn.execute(
        select(func.coalesce(func.max(ledger_entries.c.seq), 0)).where(
            ledger_entries.c.account_id == aid
        )
    ).scalar_one()
    base = {"merchant_id": mid, "account_id": aid, "user_id": uid}
    start = ANCHOR - timedelta(days=365 * 3)
    step = timedelta(days=365 * 3) / max(count, 1)
    states = ("SETTLED", "SETTLED", "SETTLED", "FAILED")
    for index in range(count):
        at = start + step * index
        stamp = iso(at)
        outgoing = index % 3 == 2 and ledger.available(aid) > 50_000
        amount = rng.randint(100, 40_000)
        state = states[index % 4] if outgoing else "SETTLED"
        order = {
            **base,
            "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
            "type": "BANK_PAY_OUT" if outgoing else "BANK_PAYIN",
            "direction": "OUT" if outgoing else "IN",
            "state": state,
            "reference": f"BULK-{index:07d}",
            "counterparty": COUNTERPARTIES[index % len(COUNTERPARTIES)],
            "origin_amount": amount,
            "origin_currency": account.currency,
            "destination_amount": amount,
            "destination_currency": account.currency,
            "created_at": stamp,
            "settled_at": stamp if state == "SETTLED" else None,
            "failed_at": stamp if state == "FAILED" else None,
        }
        ledger.add_order(order)
        if len(ledger.order_rows) >= 20_000:
            ledger.flush(conn)
    ledger.flush(conn)
    ledger.write_totals(conn)
