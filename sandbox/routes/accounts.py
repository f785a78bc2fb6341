"""Accounts: create and read (funding methods and capabilities live in account_details.py)."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import func, select

from app.models.accounts import Account, CreateAccountRequest
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.db.tables import accounts
from sandbox.domain.accounts import account_model, open_account
from sandbox.domain.scoping import account_of, user_of
from sandbox.errors import validation_error

router = APIRouter(prefix="/api/v1/account/users/{uid}/accounts", tags=["Accounts"])


@router.post("", response_model=Account, status_code=201)
def create_account(
    uid: str, body: CreateAccountRequest, ctx: Ctx, merchant: CurrentMerchant
) -> Account:
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        taken = conn.execute(
            select(accounts.c.id).where(
                accounts.c.user_id == uid, func.lower(accounts.c.alias) == body.alias.lower()
            )
        ).first()
        if taken is not None:
            raise validation_error(
                [
                    FieldIssue(
                        "alias",
                        f"This user already has an account called “{body.alias}”; choose another alias.",
                    )
                ]
            )
        aid = open_account(
            conn, merchant_id=merchant.id, user_id=uid, alias=body.alias, currency=body.currency
        )
        return account_model(account_of(conn, merchant.id, aid, uid))


@router.get("/{aid}", response_model=Account)
def get_account(uid: str, aid: str, ctx: Ctx, merchant: CurrentMerchant) -> Account:
    with ctx.db.read() as conn:
        return account_model(account_of(conn, merchant.id, aid, uid))
