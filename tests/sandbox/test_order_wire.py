"""Order lists are written from the rows (sandbox/domain/order_wire.py): byte for byte what
the models wrote before, for every kind of order the seed makes, and through the models
still for a row the fast path cannot vouch for."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import select, text

from app.models.orders import OrderList
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import orders
from sandbox.domain.order_records import order_summary
from sandbox.domain.order_wire import SUMMARY_COLUMNS, order_list_json

PAGINATION = {"page": 1, "pageSize": 100, "numPages": 1, "total": 1, "next": None, "previous": None}


@pytest.fixture
def seeded(tmp_path: Path) -> Iterator[FastAPI]:
    config = SandboxConfig(db_path=tmp_path / "s.sqlite3", lifecycle_delay_seconds=None)
    app = create_app(replace(config, merchants=(("demo", "demo-key"),)))
    yield app
    app.state.ctx.db.close()


def as_models(rows: list[Any]) -> bytes:
    """What FastAPI wrote from ``response_model=OrderList`` before."""
    model = OrderList.model_validate(
        {"orders": [order_summary(r) for r in rows], "pagination": PAGINATION}
    )
    return model.model_dump_json(by_alias=True).encode()


def test_every_seeded_order_is_written_as_the_models_wrote_it(seeded: FastAPI) -> None:
    with seeded.state.ctx.db.read() as conn:
        rows = list(conn.execute(select(*SUMMARY_COLUMNS).order_by(orders.c.id)).all())
    kinds = {(r.type, r.state, r.fx_pair is not None) for r in rows}
    assert len(rows) > 2_000
    assert len(kinds) >= 15  # every type and state, with and without an exchange
    for start in range(0, len(rows), 100):
        page = rows[start : start + 100]
        assert order_list_json(page, PAGINATION) == as_models(page)


@pytest.mark.parametrize(
    "stamp", ["2026-01-31T09:30:00Z", "2026-01-31T10:30:00.000+01:00", "2026-01-31 09:30:00"]
)
def test_a_timestamp_in_another_form_goes_through_the_model(seeded: FastAPI, stamp: str) -> None:
    with seeded.state.ctx.db.write() as conn:
        oid = conn.execute(select(orders.c.id).limit(1)).scalar_one()
        conn.execute(
            text("UPDATE orders SET settled_at = :at, created_at = :at WHERE id = :oid"),
            {"at": stamp, "oid": oid},
        )
        row = conn.execute(select(*SUMMARY_COLUMNS).where(orders.c.id == oid)).one()
    written = order_list_json([row], PAGINATION)
    assert written == as_models([row])
    assert b'"createdAt":"2026-01-31T09:30:00.000Z"' in written
