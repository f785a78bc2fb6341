"""Parsed timestamps share the standard UTC object (pydantic would give each its own TzInfo,
which the garbage collector then walks: three per order in a table of thousands)."""

from __future__ import annotations

from datetime import UTC, datetime

from app.models.orders import OrderSummary

BASE = {
    "id": "3f0c8d1e-0000-4000-8000-000000000001",
    "type": "BANK_PAY_OUT",
    "state": "SETTLED",
}


def test_every_form_of_a_timestamp_comes_out_on_the_shared_utc() -> None:
    order = OrderSummary.model_validate(
        {
            **BASE,
            "createdAt": "2026-01-31T09:30:00.000Z",
            "updatedAt": "2026-01-31T10:30:00+01:00",
            "settledAt": "2026-01-31T09:30:00",
        }
    )
    moments = (order.created_at, order.updated_at, order.settled_at)
    assert all(m is not None and m.tzinfo is UTC for m in moments)
    assert order.created_at == order.updated_at == datetime(2026, 1, 31, 9, 30, tzinfo=UTC)
    assert order.settled_at == order.created_at  # a naive time is taken as UTC
