"""Test helpers (docs/sandbox.md): users, and deposits that fund an account at once."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy import select

from app.models.money import MAX_AMOUNT_MINOR, format_money
from app.models.orders import Direction, OrderState, OrderSummary, OrderType
from app.models.sandbox_helpers import (
    DepositRequest,
    SandboxUser,
    SandboxUserCreate,
    SandboxUserDetail,
    SandboxUserList,
    UserType,
)
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.clock import now_iso
from sandbox.context import Ctx
from sandbox.db.tables import accounts, orders, users
from sandbox.domain import ledger
from sandbox.domain.accounts import account_model
from sandbox.domain.order_records import insert_order, order_summary
from sandbox.domain.scoping import account_of, user_of
from sandbox.errors import unprocessable, validation_error

router = APIRouter(prefix="/sandbox/v1", tags=["Sandbox test helpers"])


def user_model(row: Any) -> SandboxUser:
    return SandboxUser(
        id=row.id,
        type=row.type,
        name=row.name,
        surname=row.surname,
        company_name=row.company_name,
        email=row.email,
        created_at=row.created_at,
    )


@router.post("/users", response_model=SandboxUser, status_code=201)
def create_user(body: SandboxUserCreate, ctx: Ctx, merchant: CurrentMerchant) -> SandboxUser:
    if body.type is UserType.BUSINESS and not body.company_name:
        raise validation_error([FieldIssue("companyName", "A business user needs a company name.")])
    uid = str(uuid.uuid4())
    with ctx.db.write() as conn:
        conn.execute(
            users.insert().values(
                id=uid,
                merchant_id=merchant.id,
                type=body.type.value,
                name=body.name,
                surname=body.surname,
                company_name=body.company_name,
                email=body.email,
                created_at=now_iso(),
            )
        )
        return user_model(user_of(conn, merchant.id, uid))


@router.get("/users", response_model=SandboxUserList)
def list_users(ctx: Ctx, merchant: CurrentMerchant) -> SandboxUserList:
    with ctx.db.read() as conn:
        rows = conn.execute(
            select(users)
            .where(users.c.merchant_id == merchant.id)
            .order_by(users.c.created_at, users.c.id)
        ).all()
    return SandboxUserList(users=[user_model(r) for r in rows])


@router.get("/users/{uid}", response_model=SandboxUserDetail)
def get_user(uid: str, ctx: Ctx, merchant: CurrentMerchant) -> SandboxUserDetail:
    with ctx.db.read() as conn:
        user = user_of(conn, merchant.id, uid)
        rows = conn.execute(
            select(accounts).where(accounts.c.user_id == uid).order_by(accounts.c.created_at)
        ).all()
    return SandboxUserDetail(
        **user_model(user).model_dump(), accounts=[account_model(r) for r in rows]
    )


@router.post(
    "/accounts/{aid}/deposits",
    response_model=OrderSummary,
    status_code=201,
    operation_id="create_deposit",
)
def deposit(aid: str, body: DepositRequest, ctx: Ctx, merchant: CurrentMerchant) -> OrderSummary:
    """An incoming bank transfer that settles at once and credits the balance."""
    at = now_iso()
    with ctx.db.write() as conn:
        account = account_of(conn, merchant.id, aid)
        room = MAX_AMOUNT_MINOR - account.balance - account.pending_in
        if body.amount > room:
            # keeps every balance (and every sum of the ledger) far inside SQLite's int64
            problem = (
                f"An account holds at most {format_money(MAX_AMOUNT_MINOR, account.currency)}: "
                f"this one can take {format_money(max(room, 0), account.currency)} more."
            )
            raise unprocessable(problem, [FieldIssue("amount", problem)])
        oid = insert_order(
            conn,
            merchant_id=merchant.id,
            account_id=aid,
            user_id=account.user_id,
            type=OrderType.BANK_PAYIN.value,
            direction=Direction.IN.value,
            state=OrderState.SETTLED.value,
            reference=body.reference or f"DEP-{uuid.uuid4().hex[:8].upper()}",
            counterparty=body.counterparty or "Sandbox deposit",
            origin_amount=body.amount,
            origin_currency=account.currency,
            destination_amount=body.amount,
            destination_currency=account.currency,
            fee_amount=0,
            created_at=at,
            settled_at=at,
        )
        row = conn.execute(select(orders).where(orders.c.id == oid)).one()
        ledger.credit(conn, row, at=at)
        return order_summary(row)
