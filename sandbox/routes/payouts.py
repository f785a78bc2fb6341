"""Bank and crypto payouts (POST .../bank-payouts, .../crypto-payouts)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header
from fastapi.responses import JSONResponse

from app.models.errors import ErrorEnvelope
from app.models.orders import OrderSummary
from app.models.payouts import BankPayoutRequest, BeneficiaryType, CryptoPayoutRequest
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.domain.fees import FeeKind
from sandbox.domain.payouts import CRYPTO_NETWORKS, bank_draft, create_payout, crypto_draft
from sandbox.domain.relations import RELATION_SLUGS
from sandbox.errors import validation_error

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
    ctx: Ctx,
    merchant: CurrentMerchant,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse:
    recipient = body.recipient
    if (
        recipient.beneficiary_type is BeneficiaryType.PERSON
        and recipient.relation not in RELATION_SLUGS
    ):
        raise validation_error(
            [
                FieldIssue(
                    "recipient.relation",
                    "Choose a relation from the user-relations catalogue, e.g. FRIEND or FAMILY.",
                )
            ]
        )
    status, payload = create_payout(
        ctx,
        merchant,
        uid=uid,
        aid=aid,
        endpoint="bank-payouts",
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
    ctx: Ctx,
    merchant: CurrentMerchant,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse:
    check_network(body.recipient.network)
    status, payload = create_payout(
        ctx,
        merchant,
        uid=uid,
        aid=aid,
        endpoint="crypto-payouts",
        body=body,
        idempotency_key=idempotency_key,
        fee_kind=FeeKind.CRYPTO_PAYOUT,
        draft=crypto_draft,
    )
    return JSONResponse(payload, status_code=status)


def check_network(network: str) -> None:
    if network.upper() not in CRYPTO_NETWORKS:
        raise validation_error(
            [
                FieldIssue(
                    "recipient.network",
                    "Choose a network the sandbox knows: " + ", ".join(CRYPTO_NETWORKS) + ".",
                )
            ]
        )
