"""What a payout costs: origin (the whole debit), destination, fee and the rate used.

Shared by payout creation and simulation, so a quote and the payout made from it agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.models.money import format_money
from app.models.payouts import PayoutAmounts
from app.models.validation import FieldIssue
from sandbox.domain import fx
from sandbox.domain.capabilities import BANK_PAYOUT, CRYPTO_PAYOUT, require_feature
from sandbox.domain.fees import Fee, FeeKind, fee_for, split_debit
from sandbox.errors import unprocessable, validation_error


@dataclass(frozen=True)
class Priced:
    origin: int
    origin_currency: str
    destination: int
    destination_currency: str
    fee: Fee
    rate: fx.Rate

    @property
    def crosses_currencies(self) -> bool:
        return self.origin_currency != self.destination_currency


def amount_field(amounts: PayoutAmounts) -> str:
    """The amount the caller fixed, where an amount error belongs."""
    return f"amounts.{amounts.fixed_side}Amount.amount"


def check_debit_currency(amounts: PayoutAmounts, account_currency: str) -> None:
    if amounts.debited_amount.currency.value != account_currency:
        raise validation_error(
            [
                FieldIssue(
                    "amounts.debitedAmount.currency",
                    f"The account holds {account_currency}; debit it in {account_currency}.",
                )
            ]
        )


def price_payout(
    kind: FeeKind, amounts: PayoutAmounts, account_currency: str, quoted: fx.Rate | None = None
) -> Priced:
    """``quoted``: the rate of the live quote the payout follows (sandbox/domain/quotes.py);
    without one, the rate of this moment."""
    check_debit_currency(amounts, account_currency)
    origin_currency = amounts.debited_amount.currency.value
    destination_currency = amounts.received_amount.currency.value
    rate = quoted or fx.rate(origin_currency, destination_currency)
    if amounts.debited_amount.amount:
        origin = amounts.debited_amount.amount
        principal, fee = split_debit(kind, origin)
        destination = fx.convert(principal, rate) if principal > 0 else 0
    else:
        destination = amounts.received_amount.amount or 0
        principal = fx.convert_back(destination, rate)
        fee = fee_for(kind, principal)
        origin = principal + fee.total
    problem = None
    if principal <= 0:
        problem = (
            "The amount is too small: it does not cover the fee "
            f"of {format_money(fee.total, origin_currency)}."
        )
    elif destination <= 0:
        least = fx.convert_back(1, rate)
        problem = too_small_to_deliver(
            principal, least + fee_for(kind, least).total, origin_currency, rate
        )
    if problem:
        raise unprocessable(problem, [FieldIssue(amount_field(amounts), problem)])
    return Priced(origin, origin_currency, destination, destination_currency, fee, rate)


def too_small_to_deliver(principal: int, least_debit: int, origin: str, rate: fx.Rate) -> str:
    """Why nothing is delivered, with the figures: the destination's amounts have two
    decimals, so what the principal buys is rounded down to a hundredth, here to nothing."""
    destination = rate.pair.partition("/")[2]
    return (
        f"The amount is too small to deliver any {destination}: "
        f"{format_money(principal, origin)} buys {fx.exact_value(principal, rate)} "
        f"{destination} at {rate.rate} {destination} per {origin}, and {destination} is "
        f"delivered in hundredths (0.01 {destination} at least). "
        f"Send at least {format_money(least_debit, origin)}."
    )


FEATURE_BY_KIND = {FeeKind.BANK_PAYOUT: BANK_PAYOUT, FeeKind.CRYPTO_PAYOUT: CRYPTO_PAYOUT}


def price_for_account(
    kind: FeeKind, amounts: PayoutAmounts, account: Any, quoted: fx.Rate | None = None
) -> Priced:
    """Price a payout from ``account`` and hold it to the account's capabilities.

    A fixed debit meets the limits before the fee, so "below the minimum" wins over "too
    small for the fee"; a fixed received amount is priced first to learn its debit.
    """
    feature = FEATURE_BY_KIND[kind]
    check_debit_currency(amounts, account.currency)
    if amounts.debited_amount.amount:
        require_feature(account, feature, amounts.debited_amount.amount, amount_field(amounts))
    priced = price_payout(kind, amounts, account.currency, quoted)
    require_feature(account, feature, priced.origin, amount_field(amounts))
    return priced
