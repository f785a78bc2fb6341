"""Creating payout orders: price, reserve the funds, remember the idempotency key."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, bindparam, select

from app.models.orders import Direction, OrderState, OrderSummary
from app.models.payouts import BankPayoutRequest, BeneficiaryType, CryptoPayoutRequest
from sandbox.auth import Merchant
from sandbox.clock import now_iso
from sandbox.context import SandboxContext
from sandbox.db.tables import orders
from sandbox.domain import idempotency, ledger, quotes
from sandbox.domain.fees import FeeKind
from sandbox.domain.lifecycle import first_step_at
from sandbox.domain.order_records import insert_order, order_summary
from sandbox.domain.pricing import Priced, price_for_account
from sandbox.domain.scoping import account_of

MAGIC_FAILURE_SUFFIX = "0000"  # a recipient account or address ending so fails at settlement
# Base58 (TRON, SOLANA, Bitcoin's 1... and 3...) has no 0: its addresses fail ending in 1111.
CRYPTO_FAILURE_SUFFIXES = (MAGIC_FAILURE_SUFFIX, "1111")


_ORDER = select(orders).where(orders.c.id == bindparam("p_order"))  # bound at execution


@dataclass(frozen=True)
class PayoutDraft:
    """What differs between bank and crypto payouts once priced."""

    type: str
    reference: str
    counterparty: str
    description: str | None
    recipient_json: str
    fails: bool


def new_reference(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8].upper()}"


def bank_draft(body: BankPayoutRequest, priced: Priced) -> PayoutDraft:
    r = body.recipient
    business = r.beneficiary_type is BeneficiaryType.BUSINESS
    name = r.company_name if business else r.name
    flat = {
        "accountNumber": r.account_number,
        "address": r.address.line1,
        "beneficiaryType": r.beneficiary_type.value,
        "city": r.address.city,
        "country": r.address.country,
        "currency": priced.destination_currency,
        "documentNumber": r.document.number,
        "documentType": r.document.document_type,
        "name": name,
        "postalCode": r.address.postal_code,
        "routingData": r.routing_data.value,
        "abaRoutingCode": r.aba_routing_code,
        "amount": priced.destination,
        "bankCountry": r.bank_country,
        "institutionNumber": r.institution_number,
        "phone": r.contact.phone if r.contact else None,
        "province": r.address.province,
        "relation": r.relation,
        "surname": None if business else r.surname,
        "swift": r.swift,
        "transitNumber": r.transit_number,
    }
    counterparty = name if business else f"{r.name} {r.surname}"
    return PayoutDraft(
        type="BANK_PAY_OUT",
        reference=body.own_reference or new_reference("PO"),
        counterparty=counterparty or "",
        description=body.description,
        recipient_json=json.dumps({k: v for k, v in flat.items() if v is not None}),
        fails=r.account_number.endswith(MAGIC_FAILURE_SUFFIX),
    )


def crypto_draft(body: CryptoPayoutRequest, _priced: Priced) -> PayoutDraft:
    recipient = body.recipient
    return PayoutDraft(
        type="CRYPTO_PAY_OUT",
        reference=body.own_reference or new_reference("CP"),
        counterparty=recipient.address,
        description=None,
        recipient_json=json.dumps({"address": recipient.address, "network": recipient.network}),
        fails=recipient.address.endswith(CRYPTO_FAILURE_SUFFIXES),
    )


def create_payout(
    ctx: SandboxContext,
    merchant: Merchant,
    *,
    uid: str,
    aid: str,
    endpoint: str,
    body: BankPayoutRequest | CryptoPayoutRequest,
    idempotency_key: str | None,
    fee_kind: FeeKind,
    draft: Callable[[Any, Priced], PayoutDraft],
) -> tuple[int, dict[str, Any]]:
    """Returns (status, wire body): 201 and the new order, or the replay of an earlier one.

    ``endpoint`` is the request path, so one key reused on another account or endpoint is a
    409 rather than a replay of a payout from somewhere else.
    """
    wire = body.to_wire()
    key = idempotency.check_key(idempotency_key) if idempotency_key is not None else None
    digest = idempotency.fingerprint(endpoint, wire)
    retention = ctx.config.idempotency_retention_seconds
    with ctx.db.write() as conn:
        if key is not None:
            earlier = idempotency.replay(conn, merchant.id, key, endpoint, digest, retention)
            if earlier is not None:
                return earlier
        summary = _create(ctx, conn, merchant, uid, aid, body, fee_kind, draft)
        response = summary.to_wire()
        if key is not None:
            idempotency.remember(conn, merchant.id, key, endpoint, digest, 201, response)
    return 201, response


def _create(
    ctx: SandboxContext,
    conn: Connection,
    merchant: Merchant,
    uid: str,
    aid: str,
    body: BankPayoutRequest | CryptoPayoutRequest,
    fee_kind: FeeKind,
    draft: Callable[[Any, Priced], PayoutDraft],
) -> OrderSummary:
    account = account_of(conn, merchant.id, aid, uid)
    quoted = quotes.redeem(conn, merchant.id, aid, body)  # QUOTE_EXPIRED, or the quote's rate
    priced = price_for_account(fee_kind, body.amounts, account, quoted)
    details = draft(body, priced)
    otp = priced.origin >= ctx.config.otp_threshold_minor
    at = now_iso()
    oid = insert_order(
        conn,
        merchant_id=merchant.id,
        account_id=aid,
        user_id=uid,
        type=details.type,
        direction=Direction.OUT.value,
        state=OrderState.CREATED.value,
        reference=details.reference,
        description=details.description,
        counterparty=details.counterparty,
        origin_amount=priced.origin,
        origin_currency=priced.origin_currency,
        destination_amount=priced.destination,
        destination_currency=priced.destination_currency,
        fee_amount=priced.fee.total,
        fee_currency=priced.origin_currency,
        merchant_fee=priced.fee.merchant,
        system_fee=priced.fee.system,
        fx_pair=priced.rate.pair if priced.crosses_currencies else None,
        fx_rate=float(priced.rate.rate) if priced.crosses_currencies else None,
        fx_timestamp=priced.rate.timestamp if priced.crosses_currencies else None,
        recipient_json=details.recipient_json,
        otp_required=otp,
        fail_at_settlement=details.fails,
        next_step_at=first_step_at(ctx.config.lifecycle_delay_seconds, waits_for_otp=otp),
        created_at=at,
    )
    row = conn.execute(_ORDER, {"p_order": oid}).one()
    ledger.reserve(conn, row, at=at)
    return order_summary(row, with_otp_flag=True)
