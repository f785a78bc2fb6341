"""The quotes the simulations give, kept so that a late payout answers QUOTE_EXPIRED
(docs/sandbox.md, "Quotes"; docs/api-decisions.md, "Quotes").

The spec's payouts carry no quote id, so a crypto payout is matched to the simulation that
priced the same terms: the same account, fixed amount (and which side was fixed), both
currencies and network. The latest such quote decides:

- live: the payout is priced at the quote's rate, and the quote is used up (deleted);
- expired (its ``validUntil`` passed, or a tester expired it): a 422 QUOTE_EXPIRED;
- none (never simulated, or its quote already used): priced at the current rate, as a
  payout always was, so a client that never simulates keeps working.

Transfer simulations are recorded too (the tester's "Expire quotes now" counts them), though
the spec has no transfer to hold to them. Quotes are forgotten a day after they end.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Connection, delete, select, update

from app.models.errors import ErrorCode, ErrorType
from app.models.payouts import BankPayoutRequest, CryptoPayoutRequest, PayoutAmounts
from sandbox.clock import iso
from sandbox.db.tables import merchants, quotes
from sandbox.domain import fx
from sandbox.errors import SandboxError

CRYPTO_PAYOUT = "CRYPTO_PAYOUT"
TRANSFER = "TRANSFER"
RETENTION_SECONDS = 24 * 3600.0


def validity_seconds(conn: Connection, merchant_id: str, default: float) -> float:
    """The merchant's quote validity: the tester's, else the sandbox's ``--quote-validity``."""
    stored = conn.execute(
        select(merchants.c.quote_validity_seconds).where(merchants.c.id == merchant_id)
    ).scalar_one_or_none()
    return default if stored is None else float(stored)


def set_validity(conn: Connection, merchant_id: str, seconds: float | None) -> None:
    """``None`` goes back to the sandbox's default. Quotes already given keep their end."""
    conn.execute(
        update(merchants)
        .where(merchants.c.id == merchant_id)
        .values(quote_validity_seconds=seconds)
    )


def crypto_terms(amounts: PayoutAmounts, network: str) -> str:
    """What a crypto payout simulation priced, in one comparable string."""
    side = amounts.fixed_side
    fixed = amounts.debited_amount if side == "debited" else amounts.received_amount
    return (
        f"{side}:{fixed.amount}:{amounts.debited_amount.currency.value}"
        f">{amounts.received_amount.currency.value}@{network.strip().upper()}"
    )


def transfer_terms(amount: int, currency: str, recipient_account_id: str) -> str:
    return f"debited:{amount}:{currency}>{recipient_account_id}"


def issue(
    conn: Connection,
    merchant_id: str,
    account_id: str,
    kind: str,
    terms: str,
    rate: fx.Rate,
    validity: float,
) -> datetime:
    """Record a simulation's quote and return its ``validUntil``; an earlier quote on the
    same terms is replaced (the latest one is the one a payout is held to)."""
    valid_until = rate.at + timedelta(seconds=validity)
    conn.execute(
        delete(quotes).where(
            quotes.c.merchant_id == merchant_id,
            quotes.c.valid_until < fx.now().timestamp() - RETENTION_SECONDS,
        )
    )
    conn.execute(delete(quotes).where(*_same_terms(account_id, kind, terms)))
    conn.execute(
        quotes.insert().values(
            id=str(uuid.uuid4()),
            merchant_id=merchant_id,
            account_id=account_id,
            kind=kind,
            terms=terms,
            rate=str(rate.rate),
            rate_at=rate.at.timestamp(),
            valid_until=valid_until.timestamp(),
        )
    )
    return valid_until


def expire_all(conn: Connection, merchant_id: str, at: float) -> int:
    """Every quote of the merchant still live is expired now; returns how many were."""
    result = conn.execute(
        update(quotes)
        .where(
            quotes.c.merchant_id == merchant_id,
            quotes.c.expired_at.is_(None),
            quotes.c.valid_until > at,
        )
        .values(expired_at=at)
    )
    return int(result.rowcount or 0)


def forget_all(conn: Connection, merchant_id: str) -> None:
    conn.execute(delete(quotes).where(quotes.c.merchant_id == merchant_id))


def redeem(
    conn: Connection,
    merchant_id: str,
    account_id: str,
    body: BankPayoutRequest | CryptoPayoutRequest,
) -> fx.Rate | None:
    """The rate a payout is priced at: its live quote's (used up here), or None for the
    current rate. Raises QUOTE_EXPIRED when the quote on its terms has ended.

    Called inside the payout's write transaction: a refused payout keeps the quote, and two
    racing payouts on one quote take turns (the second finds it used and pays the current
    rate, as a payout without a simulation does)."""
    if not isinstance(body, CryptoPayoutRequest):
        return None  # bank payouts have no simulation in the spec
    terms = crypto_terms(body.amounts, body.recipient.network)
    quote = conn.execute(
        select(quotes)
        .where(*_same_terms(account_id, CRYPTO_PAYOUT, terms), quotes.c.merchant_id == merchant_id)
        .order_by(quotes.c.rate_at.desc(), quotes.c.id)
        .limit(1)
        .with_for_update()  # PostgreSQL: a racing payout waits, then finds the quote used
    ).first()
    if quote is None:
        return None
    if quote.expired_at is not None or quote.valid_until <= fx.now().timestamp():
        raise quote_expired(quote)
    conn.execute(delete(quotes).where(*_same_terms(account_id, CRYPTO_PAYOUT, terms)))
    amounts = body.amounts
    pair = f"{amounts.debited_amount.currency.value}/{amounts.received_amount.currency.value}"
    return fx.Rate(pair, Decimal(quote.rate), _moment(quote.rate_at))


def quote_expired(quote: Any) -> SandboxError:
    """422 UNPROCESSABLE_ERROR with code QUOTE_EXPIRED, saying when and what to do."""
    if quote.expired_at is not None:
        when = f"was expired by a tester at {_clock(quote.expired_at)} UTC (Expire quotes now)"
    else:
        when = f"expired at {_clock(quote.valid_until)} UTC"
    return SandboxError(
        ErrorType.UNPROCESSABLE_ERROR,
        f"The quote for this payout {when}; nothing was sent. "
        "Get a new quote (simulate the payout again), then send it.",
        code=ErrorCode.QUOTE_EXPIRED,
    )


def _same_terms(account_id: str, kind: str, terms: str) -> tuple[Any, ...]:
    return (quotes.c.account_id == account_id, quotes.c.kind == kind, quotes.c.terms == terms)


def _moment(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _clock(seconds: float) -> str:
    """09:30:12 of an ISO timestamp, as the quote's own ``validUntil`` writes it."""
    return iso(_moment(seconds))[11:19]
