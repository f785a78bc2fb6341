"""What an account lets a payout or pay-in be, checked before the person confirms anything.

The server refuses a payout above the available balance or outside its feature's limits
(capabilities: ``minAmount``/``maxAmount`` per feature, in the account's currency), but only
after the person has confirmed it. These rules say the same at the amount field, in money.
"""

from __future__ import annotations

from app.models.accounts import Account, AccountCapabilities, Feature
from app.models.money import format_money

BANK_PAYOUT = "BANK_PAYOUT"
CRYPTO_PAYOUT = "CRYPTO_PAYOUT"
CARD_PAYIN = "CARD_PAYIN"


def available(account: Account) -> int:
    """What can leave the account now: the balance less what is already on its way out."""
    return account.balance - account.pending_out


def feature(capabilities: AccountCapabilities | None, slug: str) -> Feature | None:
    if capabilities is None:
        return None
    return next((f for f in capabilities.features if f.feature_slug == slug), None)


def limit_problem(
    amount: int, currency: str, found: Feature | None, what: str, *, capabilities_known: bool
) -> str | None:
    """The feature's own rule for ``amount`` (in the account's currency), as a sentence."""
    if found is None:
        if capabilities_known:
            return f"This account cannot make {what}s."
        return None
    if not found.enabled:
        return f"{what.capitalize()}s are turned off for this account."
    if found.min_amount is not None and amount < found.min_amount:
        return (
            f"The smallest {what} from this account is {format_money(found.min_amount, currency)}."
        )
    if found.max_amount and amount > found.max_amount:
        return (
            f"The largest {what} from this account is {format_money(found.max_amount, currency)}."
        )
    return None


def payout_problem(
    account: Account,
    capabilities: AccountCapabilities | None,
    slug: str,
    debit: int,
    what: str,
    *,
    fee_known: bool,
) -> str | None:
    """Why a payout debiting ``debit`` cannot leave ``account``, or None. Without a known
    fee (bank payouts: the API has no simulation for them) the debit is the least it needs."""
    currency = account.currency
    found = feature(capabilities, slug)
    problem = limit_problem(
        debit, currency, found, what, capabilities_known=capabilities is not None
    )
    if problem is not None:
        return problem
    free = available(account)
    if debit > free:
        needs = "needs" if fee_known else "needs at least"
        return (
            f"This account has {format_money(free, currency)} available; "
            f"this {what} {needs} {format_money(debit, currency)}."
        )
    return None
