"""POST .../card-payins: an incoming card payment, paid on the sandbox's hosted page."""

from __future__ import annotations

import json

from fastapi import APIRouter, Request
from sqlalchemy import select

from app.models.orders import Direction, OrderState
from app.models.payouts import CardPayin, CardPayinRequest
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.clock import now_iso
from sandbox.context import Ctx
from sandbox.db.tables import orders, users
from sandbox.domain import ledger
from sandbox.domain.capabilities import CARD_PAYIN, require_feature
from sandbox.domain.order_records import insert_order, order_summary
from sandbox.domain.scoping import account_of
from sandbox.errors import validation_error

router = APIRouter(tags=["Card pay-in"])


def _payer_name(payer: dict[str, object] | None, owner: object) -> str:
    if payer:
        for key in ("name", "fullName", "cardholder"):
            value = payer.get(key)
            if isinstance(value, str) and value.strip():
                surname = payer.get("surname")
                return f"{value} {surname}" if isinstance(surname, str) and surname else value
    company = getattr(owner, "company_name", None)
    return str(
        company
        or " ".join(p for p in (getattr(owner, "name", ""), getattr(owner, "surname", "")) if p)
    )


@router.post(
    "/api/v1/account/users/{uid}/accounts/{aid}/card-payins",
    response_model=CardPayin,
    status_code=201,
)
def create_card_payin(
    uid: str,
    aid: str,
    body: CardPayinRequest,
    request: Request,
    ctx: Ctx,
    merchant: CurrentMerchant,
) -> CardPayin:
    at = now_iso()
    with ctx.db.write() as conn:
        account = account_of(conn, merchant.id, aid, uid)
        if body.currency.value != account.currency:
            raise validation_error(
                [
                    FieldIssue(
                        "currency",
                        f"The account holds {account.currency}; charge the card in {account.currency}.",
                    )
                ]
            )
        require_feature(account, CARD_PAYIN, body.amount, "amount", what="charge")
        owner = conn.execute(select(users).where(users.c.id == uid)).one()
        oid = insert_order(
            conn,
            merchant_id=merchant.id,
            account_id=aid,
            user_id=uid,
            type="CARD_PAYIN",
            direction=Direction.IN.value,
            state=OrderState.CREATED.value,
            reference=body.reference,
            counterparty=_payer_name(body.payer, owner),
            origin_amount=body.amount,
            origin_currency=body.currency.value,
            destination_amount=body.amount,
            destination_currency=account.currency,
            fee_amount=0,
            recipient_json=json.dumps(
                {"urlSuccess": body.url_success, "urlFailed": body.url_failed, "payer": body.payer}
            ),
            created_at=at,
        )
        row = conn.execute(select(orders).where(orders.c.id == oid)).one()
        ledger.expect_in(conn, row, at=at)
        summary = order_summary(row)
    return CardPayin(
        order=summary, payment_url=f"{str(request.base_url).rstrip('/')}/sandbox/pay/{oid}"
    )
