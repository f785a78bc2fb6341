"""Builds orders and their ledger entries in memory, then writes them in bulk.

The seed cannot afford a round trip per posting (a million orders for the benchmarks), so
it keeps each account's three totals here, with the same rules as sandbox/domain/ledger.py,
and inserts orders, entries and final totals with executemany.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection

from sandbox.db.tables import accounts, ledger_entries, orders
from sandbox.domain.order_records import DISPLAY_TYPES

CHUNK = 5000


@dataclass
class SeedLedger:
    ids: Any  # a callable returning a deterministic uuid string
    totals: dict[str, dict[str, int]] = field(
        default_factory=lambda: defaultdict(
            lambda: {"balance": 0, "pending_in": 0, "pending_out": 0}
        )
    )
    seq: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    order_rows: list[dict[str, Any]] = field(default_factory=list)
    entry_rows: list[dict[str, Any]] = field(default_factory=list)

    def available(self, account_id: str) -> int:
        t = self.totals[account_id]
        return t["balance"] - t["pending_out"]

    def post(
        self, order: dict[str, Any], bucket: str, amount: int, at: str, *, is_fee: bool = False
    ) -> None:
        account_id = order["account_id"]
        totals = self.totals[account_id]
        totals[bucket] += amount
        if totals[bucket] < 0:
            raise ValueError(f"seed would make {bucket} negative on {account_id}")
        self.seq[account_id] += 1
        self.entry_rows.append(
            {
                "id": self.ids(),
                "seq": self.seq[account_id],
                "account_id": account_id,
                "order_id": order["id"],
                "bucket": bucket,
                "amount": amount,
                "is_fee": is_fee,
                "counterparty": "Fee" if is_fee else order["counterparty"],
                "running_balance": totals[bucket],
                "created_at": at,
            }
        )

    def add_order(self, order: dict[str, Any]) -> None:
        """Record an order and the postings its final state implies."""
        order.setdefault("display_type", DISPLAY_TYPES.get(order["type"], order["type"]))
        order.setdefault(
            "updated_at", order.get("settled_at") or order.get("failed_at") or order["created_at"]
        )
        order.setdefault("fee_currency", order["origin_currency"])
        for key in ("merchant_fee", "system_fee", "fee_amount"):
            order.setdefault(key, 0)
        for key in (
            "description",
            "fx_pair",
            "fx_rate",
            "fx_timestamp",
            "recipient_json",
            "otp_validated_at",
            "next_step_at",
            "settled_at",
            "failed_at",
            "canceled_at",
            "reversed_at",
            "cancel_requested_at",
        ):
            order.setdefault(key, None)
        order.setdefault("otp_required", False)
        order.setdefault("fail_at_settlement", False)
        self.order_rows.append(order)
        state, created = order["state"], order["created_at"]
        if order["direction"] == "OUT":
            self.post(order, "pending_out", order["origin_amount"], created)
            if state == "SETTLED":
                at = order["settled_at"]
                self.post(order, "pending_out", -order["origin_amount"], at)
                self.post(order, "balance", -(order["origin_amount"] - order["fee_amount"]), at)
                if order["fee_amount"]:
                    self.post(order, "balance", -order["fee_amount"], at, is_fee=True)
            elif state == "FAILED":
                self.post(order, "pending_out", -order["origin_amount"], order["failed_at"])
        elif state == "SETTLED":
            if order["type"] == "CARD_PAYIN":
                self.post(order, "pending_in", order["destination_amount"], created)
                self.post(order, "pending_in", -order["destination_amount"], order["settled_at"])
            self.post(order, "balance", order["destination_amount"], order["settled_at"])
        elif state == "Created" and order["type"] == "CARD_PAYIN":
            self.post(order, "pending_in", order["destination_amount"], created)
        elif state == "FAILED" and order["type"] == "CARD_PAYIN":
            self.post(order, "pending_in", order["destination_amount"], created)
            self.post(order, "pending_in", -order["destination_amount"], order["failed_at"])

    def flush(self, conn: Connection) -> None:
        for start in range(0, len(self.order_rows), CHUNK):
            conn.execute(orders.insert(), self.order_rows[start : start + CHUNK])
        for start in range(0, len(self.entry_rows), CHUNK):
            conn.execute(ledger_entries.insert(), self.entry_rows[start : start + CHUNK])
        self.order_rows.clear()
        self.entry_rows.clear()

    def write_totals(self, conn: Connection) -> None:
        for account_id, totals in self.totals.items():
            conn.execute(accounts.update().where(accounts.c.id == account_id).values(**totals))


def deterministic_ids(rng: Any) -> Any:
    return lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4))
