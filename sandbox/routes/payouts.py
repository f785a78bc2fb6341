"""Bank and crypto payouts (POST .../bank-payouts, .../crypto-payouts)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Request
from fastapi.responses import JSONResponse

from app.models.errors import ErrorEnvelope
from app.models.orders import OrderSummary
from app.models.payouts import BankPayoutRequest, CryptoPayoutRequest
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.domain.fees import FeeKind
from sandbox.domain.payout_rules import check_bank_payout, check_crypto_destination
from sandbox.domain.payouts import bank_draft, create_payout, crypto_draft

router = APIRouter(prefix="/api/v1/account/users/{uid}/accounts/{aid}", tags=["Payouts"])

IdempotencyKey = Annotated[
    str | None,
    Header(alias="Idempotency-Key", description="Makes retries safe: same key, same answer."),
]
ERRORS = {code: {"model": ErrorEnvelope} for code in (400, 401, 404, 409, 422, 429, 500)}


@router.post(
    "/bank-payouts",
    status_code=201,
    response_model=OrderSummary,
    responses=ERRORS,  # type: ignore[arg-type]
)
def create_bank_payout(
    uid: str,
    aid: str,
    body: BankPayoutRequest,
    request: Request,
    ctx: Ctx,
    merchant: CurrentMerchant,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse:
    check_bank_payout(body.amounts, body.recipient)
    status, payload = create_payout(
        ctx,
        merchant,
        uid=uid,
        aid=aid,
        endpoint=request.url.path,
        body=body,
        idempotency_key=idempotency_key,
        fee_kind=FeeKind.BANK_PAYOUT,
        draft=bank_draft,
    )
    return JSONResponse(payload, status_code=status)


@router.post(
    "/crypto-payouts",
    status_code=201,
    response_model=OrderSummary,
    responses=ERRORS,  # type: ignore[arg-type]
)
def create_crypto_payout(
    uid: str,
    aid: str,
    body: CryptoPayoutRequest,
    request: Request,
    ctx: Ctx,
    merchant: CurrentMerchant,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse:
    body.recipient.network = check_crypto_destination(body.amounts, body.recipient.network)
    status, payload = create_payout(
        ctx,
        merchant,
        uid=uid,
        aid=aid,
        endpoint=request.url.path,
        body=body,
        idempotency_key=idempotency_key,
        fee_kind=FeeKind.CRYPTO_PAYOUT,
        draft=crypto_draft,
    )
    return JSONResponse(payload, status_code=status)
