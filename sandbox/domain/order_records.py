"""Turning order rows into the spec's order summary, and inserting new orders."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import Connection

from app.models.orders import OrderSummary
from sandbox.db.tables import orders

_INSERT = orders.insert()
DISPLAY_TYPES: dict[str, str] = {
    "BANK_PAY_OUT": "Bank payout",
    "CRYPTO_PAY_OUT": "Crypto payout",
    "CARD_PAYIN": "Card pay-in",
    "CRYPTO_PAYIN": "Crypto pay-in",
    "BANK_PAYIN": "Bank transfer in",
}


def order_summary(row: Any, *, with_otp_flag: bool = False) -> OrderSummary:
    fx = None
    if row.fx_pair:
        fx = {"pair": row.fx_pair, "rate": row.fx_rate, "timestamp": row.fx_timestamp}
    data: dict[str, Any] = {
        "id": row.id,
        "reference": row.reference,
        "state": row.state,
        "type": row.type,
        "displayType": row.display_type,
        "origin": {"amount": row.origin_amount, "currency": row.origin_currency},
        "destination": {"amount": row.destination_amount, "currency": row.destination_currency},
        "fee": {"amount": row.fee_amount, "currency": row.fee_currency},
        "fx": fx,
        "counterparty": row.counterparty,
        "detailUrl": f"/api/v1/account/orders/{row.id}",
        "createdAt": row.created_at,
        "updatedAt": row.updated_at,
        "settledAt": row.settled_at,
        "failedAt": row.failed_at,
        "canceledAt": row.canceled_at,
        "reversedAt": row.reversed_at,
    }
    if with_otp_flag:
        data["isOTPRequired"] = bool(row.otp_required)
    return OrderSummary.model_validate(data)


def insert_order(conn: Connection, **values: Any) -> str:
    """Insert an order; fills id, display type and timestamps the caller left out."""
    values.setdefault("id", str(uuid.uuid4()))
    values.setdefault("display_type", DISPLAY_TYPES.get(values["type"], values["type"]))
    values.setdefault("updated_at", values["created_at"])
    values.setdefault("fee_currency", values["origin_currency"])
    # The values bound at execution, not built into the statement (see sandbox/domain/ledger.py).
    conn.execute(_INSERT, values)
    return str(values["id"])
