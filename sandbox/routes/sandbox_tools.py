"""Testers' tools (docs/sandbox.md, "Testers' tools"): reset to the seed, add orders, fail
the next request on purpose, the quote validity and "Expire quotes now". Like every helper:
the merchant's token, its data only."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from sqlalchemy import select

from app.models.errors import ErrorEnvelope
from app.models.sandbox_helpers import (
    Fault,
    FaultRequest,
    FaultState,
    GeneratedOrders,
    GenerateOrdersRequest,
    QuotesExpired,
    QuoteValidity,
    QuoteValidityRequest,
    ResetResult,
)
from app.models.validation import FieldIssue
from sandbox import testers_tools
from sandbox.auth import CurrentMerchant
from sandbox.clock import iso, now_iso
from sandbox.context import Ctx, SandboxContext
from sandbox.db.tables import accounts, orders
from sandbox.domain import fx, quotes
from sandbox.domain.faults import FAULTS_PATH, FaultBook
from sandbox.domain.order_records import order_summary
from sandbox.domain.scoping import account_of
from sandbox.errors import unprocessable

router = APIRouter(prefix="/sandbox/v1", tags=["Sandbox test helpers"])


def _book(request: Request) -> FaultBook:
    book: FaultBook = request.app.state.faults
    return book


@router.post("/reset", response_model=ResetResult, operation_id="reset_merchant")
def reset(request: Request, ctx: Ctx, merchant: CurrentMerchant) -> ResetResult:
    """The merchant's users, accounts, orders, vIBANs and KYB/KYC back to the seed."""
    with ctx.db.write() as conn:
        testers_tools.reseed_merchant(conn, merchant.id, merchant.code, ctx.config)
        counted = testers_tools.counts(conn, merchant.id)
    _book(request).take(merchant.id)
    return ResetResult(**counted)


@router.post(
    "/orders/generate",
    response_model=GeneratedOrders,
    status_code=201,
    responses={
        404: {"model": ErrorEnvelope, "description": "No such account of this merchant."},
        422: {
            "model": ErrorEnvelope,
            "description": "The merchant has no account, or an account cannot hold more "
            "(UNPROCESSABLE_ERROR, a detail on accountId or count).",
        },
    },
)
def generate_orders(
    body: GenerateOrdersRequest, ctx: Ctx, merchant: CurrentMerchant
) -> GeneratedOrders:
    with ctx.db.write() as conn:
        if body.account_id is not None:
            targets = [account_of(conn, merchant.id, body.account_id)]
        else:
            targets = list(
                conn.execute(
                    select(accounts)
                    .where(accounts.c.merchant_id == merchant.id)
                    .order_by(accounts.c.created_at, accounts.c.id)
                ).all()
            )
            if not targets:
                problem = "The merchant has no account to add orders to; create one first."
                raise unprocessable(problem, [FieldIssue("accountId", problem)])
        try:
            made = testers_tools.generate_orders(conn, targets, body.count, now_iso())
        except OverflowError as exc:
            problem = f"Account {exc} cannot hold more; add fewer orders or pick another account."
            raise unprocessable(problem, [FieldIssue("count", problem)]) from None
        rows = conn.execute(select(orders).where(orders.c.id.in_(made))).all()
    by_id = {row.id: row for row in rows}
    return GeneratedOrders(orders=[order_summary(by_id[oid]) for oid in made])


@router.post(FAULTS_PATH.removeprefix("/sandbox/v1"), response_model=Fault, status_code=201)
def arm_fault(body: FaultRequest, request: Request, merchant: CurrentMerchant) -> Fault:
    """Arms one failure for the merchant's next request (a new one replaces it)."""
    fault = Fault(
        kind=body.kind,
        retry_after_seconds=body.retry_after_seconds,
        delay_seconds=body.delay_seconds,
    )
    _book(request).arm(merchant.id, fault)
    return fault


@router.get(
    FAULTS_PATH.removeprefix("/sandbox/v1"),
    response_model=FaultState,
    operation_id="get_armed_fault",
)
def armed_fault(request: Request, merchant: CurrentMerchant) -> FaultState:
    return FaultState(fault=_book(request).peek(merchant.id))


@router.delete(FAULTS_PATH.removeprefix("/sandbox/v1"), status_code=204)
def disarm_fault(request: Request, merchant: CurrentMerchant) -> Response:
    _book(request).take(merchant.id)
    return Response(status_code=204)


def _validity(ctx: SandboxContext, merchant_id: str) -> QuoteValidity:
    default = ctx.config.quote_validity_seconds
    with ctx.db.read() as conn:
        seconds = quotes.validity_seconds(conn, merchant_id, default)
    return QuoteValidity(seconds=seconds, default_seconds=default)


@router.get("/quote-validity", response_model=QuoteValidity, operation_id="get_quote_validity")
def quote_validity(ctx: Ctx, merchant: CurrentMerchant) -> QuoteValidity:
    """How long the merchant's new quotes last; kept in the database, so every worker agrees."""
    return _validity(ctx, merchant.id)


@router.put("/quote-validity", response_model=QuoteValidity)
def set_quote_validity(
    body: QuoteValidityRequest, ctx: Ctx, merchant: CurrentMerchant
) -> QuoteValidity:
    """From now on; quotes already given keep the validUntil they were given with."""
    with ctx.db.write() as conn:
        quotes.set_validity(conn, merchant.id, body.seconds)
    return _validity(ctx, merchant.id)


@router.post("/quotes/expire", response_model=QuotesExpired)
def expire_quotes(ctx: Ctx, merchant: CurrentMerchant) -> QuotesExpired:
    """Every live quote of the merchant ends now: a crypto payout on one answers
    QUOTE_EXPIRED (422) until its terms are simulated again."""
    at = fx.now()
    with ctx.db.write() as conn:
        count = quotes.expire_all(conn, merchant.id, at.timestamp())
    return QuotesExpired(expired=count, at=iso(at))
