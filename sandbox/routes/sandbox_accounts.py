"""Test helpers on accounts: the ledger's transactions, and issuing vIBANs."""

from __future__ import annotations

import math

from fastapi import APIRouter, Query
from sqlalchemy import func, select

from app.models.accounts import VirtualIban
from app.models.order_query import MAX_PAGE, MAX_PAGE_SIZE
from app.models.sandbox_helpers import TransactionList, VirtualIbanCreate, VirtualIbanList
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.db.tables import ledger_entries, orders, virtual_ibans
from sandbox.domain import vibans
from sandbox.domain.scoping import account_of
from sandbox.domain.transactions import transaction_model

router = APIRouter(prefix="/sandbox/v1/accounts/{aid}", tags=["Sandbox test helpers"])


@router.get(
    "/transactions", response_model=TransactionList, operation_id="list_account_transactions"
)
def list_transactions(
    aid: str,
    ctx: Ctx,
    merchant: CurrentMerchant,
    page: int = Query(1, ge=1, le=MAX_PAGE),
    pageSize: int = Query(30, ge=1, le=MAX_PAGE_SIZE),
) -> TransactionList:
    balance_entries = (ledger_entries.c.account_id == aid) & (ledger_entries.c.bucket == "balance")
    with ctx.db.read() as conn:
        account_of(conn, merchant.id, aid)
        total = conn.execute(
            select(func.count()).select_from(ledger_entries).where(balance_entries)
        ).scalar_one()
        rows = conn.execute(
            select(ledger_entries)
            .where(balance_entries)
            .order_by(ledger_entries.c.seq.desc())
            .limit(pageSize)
            .offset((page - 1) * pageSize)
        ).all()
        # Their orders in one query: one a row made a page of 100 take 100 queries more.
        ids = {row.order_id for row in rows if row.order_id}
        found = conn.execute(select(orders).where(orders.c.id.in_(ids))).all() if ids else []
        by_id = {order.id: order for order in found}
        entries = [transaction_model(conn, row, by_id.get(row.order_id)) for row in rows]
    num_pages = math.ceil(total / pageSize)
    return TransactionList.model_validate(
        {
            "transactions": [e.to_wire() for e in entries],
            "pagination": {
                "page": page,
                "pageSize": pageSize,
                "numPages": num_pages,
                "total": total,
                "next": f"?page={page + 1}&pageSize={pageSize}" if page < num_pages else None,
                "previous": f"?page={page - 1}&pageSize={pageSize}" if page > 1 else None,
            },
        }
    )


@router.post("/virtual-ibans", response_model=VirtualIban, status_code=201)
def create_viban(
    aid: str, body: VirtualIbanCreate, ctx: Ctx, merchant: CurrentMerchant
) -> VirtualIban:
    with ctx.db.write() as conn:
        account = account_of(conn, merchant.id, aid)
        vid = vibans.issue(conn, account, body.name)
        return vibans.viban_model(
            conn.execute(select(virtual_ibans).where(virtual_ibans.c.id == vid)).one()
        )


@router.get("/virtual-ibans", response_model=VirtualIbanList)
def list_vibans(aid: str, ctx: Ctx, merchant: CurrentMerchant) -> VirtualIbanList:
    with ctx.db.read() as conn:
        account_of(conn, merchant.id, aid)
        rows = conn.execute(
            select(virtual_ibans)
            .where(virtual_ibans.c.account_id == aid)
            .order_by(virtual_ibans.c.created_at)
        ).all()
    return VirtualIbanList(virtual_ibans=[vibans.viban_model(r) for r in rows])
