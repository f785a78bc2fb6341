"""Test helpers that move orders: validate an OTP, advance the lifecycle by hand."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from sqlalchemy import select

from app.models.errors import ErrorEnvelope
from app.models.orders import OrderState, OrderSummary
from app.models.sandbox_helpers import SANDBOX_OTP_CODE, AdvanceRequest, OtpRequest
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.clock import now_iso
from sandbox.context import Ctx
from sandbox.db.tables import orders
from sandbox.domain.lifecycle import first_step_at, transition
from sandbox.domain.order_records import order_summary
from sandbox.domain.scoping import order_of
from sandbox.errors import conflict, validation_error

router = APIRouter(prefix="/sandbox/v1/orders/{oid}", tags=["Sandbox test helpers"])
# Both answer a step the order cannot take now (CONFLICT_ERROR, code INVALID_REQUEST).
ORDER_CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {
        "model": ErrorEnvelope,
        "description": "The order cannot take this step in its state (CONFLICT_ERROR): its OTP "
        "is not needed or already validated, or the state does not follow.",
    }
}


@router.post("/otp", response_model=OrderSummary, responses=ORDER_CONFLICT)
def validate_otp(oid: str, body: OtpRequest, ctx: Ctx, merchant: CurrentMerchant) -> OrderSummary:
    with ctx.db.write() as conn:
        order = order_of(conn, merchant.id, oid)
        if not order.otp_required:
            raise conflict("This order does not need an OTP.")
        if order.otp_validated_at is not None or order.state != OrderState.CREATED:
            raise conflict("This order's OTP was already validated.")
        if body.code != SANDBOX_OTP_CODE:
            raise validation_error(
                [FieldIssue("code", "The OTP code is wrong; the sandbox's code is 123456.")]
            )
        conn.execute(
            orders.update()
            .where(orders.c.id == oid)
            .values(
                otp_validated_at=now_iso(),
                updated_at=now_iso(),
                next_step_at=first_step_at(ctx.config.lifecycle_delay_seconds, waits_for_otp=False),
            )
        )
        return order_summary(conn.execute(select(orders).where(orders.c.id == oid)).one())


@router.post(
    "/advance", response_model=OrderSummary, operation_id="advance_order", responses=ORDER_CONFLICT
)
def advance(oid: str, body: AdvanceRequest, ctx: Ctx, merchant: CurrentMerchant) -> OrderSummary:
    with ctx.db.write() as conn:
        order = order_of(conn, merchant.id, oid)
        # A hand-made step keeps the automatic lifecycle going from the new state.
        later = first_step_at(ctx.config.lifecycle_delay_seconds, waits_for_otp=False)
        transition(conn, order, body.state.value, next_step_at=later)
        return order_summary(conn.execute(select(orders).where(orders.c.id == oid)).one())
