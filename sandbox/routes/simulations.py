"""Simulations: what a crypto payout or a transfer would cost, with a quote that expires.

Both answer 200 and reserve nothing but their quote: it is recorded (sandbox/domain/quotes.py)
for the merchant's quote validity, and a crypto payout on the same terms is priced at its rate
while it lives, and refused with QUOTE_EXPIRED once it has ended.
"""

from __future__ import annotations

from fastapi import APIRouter

from app.models.errors import ErrorEnvelope
from app.models.payouts import (
    CryptoPayoutSimulation,
    CryptoPayoutSimulationRequest,
    TransferSimulation,
    TransferSimulationRequest,
)
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.clock import iso
from sandbox.context import Ctx, SandboxContext
from sandbox.domain import fx, quotes
from sandbox.domain.fees import FeeKind
from sandbox.domain.payout_rules import check_crypto_destination
from sandbox.domain.pricing import price_for_account, too_small_to_deliver
from sandbox.domain.scoping import account_of
from sandbox.errors import unprocessable, validation_error

router = APIRouter(prefix="/api/v1/account/users/{uid}/accounts/{aid}", tags=["Simulations"])
ERRORS = {code: {"model": ErrorEnvelope} for code in (400, 401, 404, 422, 429, 500)}


def _quote(
    ctx: SandboxContext, merchant_id: str, aid: str, kind: str, terms: str, rate: fx.Rate
) -> dict[str, object]:
    """The quote on the wire, once recorded with the merchant's validity."""
    with ctx.db.write() as conn:
        validity = quotes.validity_seconds(conn, merchant_id, ctx.config.quote_validity_seconds)
        valid_until = quotes.issue(conn, merchant_id, aid, kind, terms, rate, validity)
    return {"rate": rate.rate, "timestamp": rate.timestamp, "validUntil": iso(valid_until)}


@router.post(
    "/crypto-payouts/simulate",
    response_model=CryptoPayoutSimulation,
    responses=ERRORS,  # type: ignore[arg-type]
)
def simulate_crypto_payout(
    uid: str, aid: str, body: CryptoPayoutSimulationRequest, ctx: Ctx, merchant: CurrentMerchant
) -> CryptoPayoutSimulation:
    network = check_crypto_destination(body.amounts, body.recipient.network)
    with ctx.db.read() as conn:
        account = account_of(conn, merchant.id, aid, uid)
    priced = price_for_account(FeeKind.CRYPTO_PAYOUT, body.amounts, account)
    return CryptoPayoutSimulation.model_validate(
        {
            "origin": {"amount": priced.origin, "currency": priced.origin_currency},
            "destination": {"amount": priced.destination, "currency": priced.destination_currency},
            "fee": {
                "amount": priced.fee.total,
                "currency": priced.origin_currency,
                "breakdown": {"merchantFee": priced.fee.merchant, "systemFee": priced.fee.system},
            },
            "quote": _quote(
                ctx,
                merchant.id,
                aid,
                quotes.CRYPTO_PAYOUT,
                quotes.crypto_terms(body.amounts, network),
                priced.rate,
            ),
        }
    )


@router.post(
    "/transfers/simulate",
    response_model=TransferSimulation,
    responses=ERRORS,  # type: ignore[arg-type]
)
def simulate_transfer(
    uid: str, aid: str, body: TransferSimulationRequest, ctx: Ctx, merchant: CurrentMerchant
) -> TransferSimulation:
    with ctx.db.read() as conn:
        account = account_of(conn, merchant.id, aid, uid)
        recipient = account_of(conn, merchant.id, body.recipient.account_id)
    if body.origin.currency.value != account.currency:
        raise validation_error(
            [
                FieldIssue(
                    "origin.currency",
                    f"The account holds {account.currency}; send {account.currency}.",
                )
            ]
        )
    rate = fx.rate(account.currency, recipient.currency)
    destination = fx.convert(body.origin.amount, rate)
    if destination <= 0:
        problem = too_small_to_deliver(
            body.origin.amount, fx.convert_back(1, rate), account.currency, rate
        )
        raise unprocessable(problem, [FieldIssue("origin.amount", problem)])
    return TransferSimulation.model_validate(
        {
            "origin": {"amount": body.origin.amount, "currency": account.currency},
            "destination": {"amount": destination, "currency": recipient.currency},
            "quote": _quote(
                ctx,
                merchant.id,
                aid,
                quotes.TRANSFER,
                quotes.transfer_terms(body.origin.amount, account.currency, recipient.id),
                rate,
            ),
        }
    )
