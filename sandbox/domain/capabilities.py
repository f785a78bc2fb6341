"""What each account type may do, and the per-feature amount limits payouts obey.

The capabilities endpoint shows this table and the payouts (and their simulations) enforce
it, so what a client reads there is what the sandbox does. Amounts are minor units of the
account's currency; limits apply to the whole debit (principal + fee).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.models.money import format_money
from app.models.validation import FieldIssue
from sandbox.errors import unprocessable

BANK_PAYOUT = "BANK_PAYOUT"
CRYPTO_PAYOUT = "CRYPTO_PAYOUT"
CARD_PAYIN = "CARD_PAYIN"
CRYPTO_PAYIN = "CRYPTO_PAYIN"
VIRTUAL_IBAN = "VIRTUAL_IBAN"


@dataclass(frozen=True)
class Feature:
    slug: str
    enabled: bool
    min_amount: int
    max_amount: int

    def to_wire(self) -> dict[str, Any]:
        return {
            "featureSlug": self.slug,
            "enabled": self.enabled,
            "minAmount": self.min_amount,
            "maxAmount": self.max_amount,
        }


@dataclass(frozen=True)
class Capabilities:
    crypto_transfer_allowed: bool
    fiat_external_transfer_allowed: bool
    fiat_own_transfer_allowed: bool
    internal_transfer_allowed: bool
    intra_provider_transfer_allowed: bool
    income_limit_per_day: int
    income_limit_per_month: int
    income_limit_per_transaction: int
    monthly_fee: int
    open_account_fee: int
    features: tuple[Feature, ...]

    def feature(self, slug: str) -> Feature | None:
        return next((f for f in self.features if f.slug == slug), None)

    def to_wire(self, account_type: str) -> dict[str, Any]:
        return {
            "accountType": account_type,
            "cryptoTransferAllowed": self.crypto_transfer_allowed,
            "fiatExternalTransferAllowed": self.fiat_external_transfer_allowed,
            "fiatOwnTransferAllowed": self.fiat_own_transfer_allowed,
            "internalTransferAllowed": self.internal_transfer_allowed,
            "intraProviderTransferAllowed": self.intra_provider_transfer_allowed,
            "incomeLimitPerDay": self.income_limit_per_day,
            "incomeLimitPerMonth": self.income_limit_per_month,
            "incomeLimitPerTransaction": self.income_limit_per_transaction,
            "monthlyFee": self.monthly_fee,
            "openAccountFee": self.open_account_fee,
            "features": [f.to_wire() for f in self.features],
        }


CAPABILITIES: dict[str, Capabilities] = {
    # A fiat account pays out to banks and, converting, to crypto addresses.
    "FIAT": Capabilities(
        crypto_transfer_allowed=True,
        fiat_external_transfer_allowed=True,
        fiat_own_transfer_allowed=True,
        internal_transfer_allowed=True,
        intra_provider_transfer_allowed=True,
        income_limit_per_day=5_000_000,
        income_limit_per_month=50_000_000,
        income_limit_per_transaction=1_000_000,
        monthly_fee=500,
        open_account_fee=0,
        features=(
            Feature(BANK_PAYOUT, True, 100, 5_000_000),
            Feature(CRYPTO_PAYOUT, True, 1_000, 2_000_000),
            Feature(CARD_PAYIN, True, 100, 1_000_000),
            Feature(VIRTUAL_IBAN, True, 0, 0),
        ),
    ),
    # A crypto account sends only to crypto addresses: no bank payouts, no cards.
    "CRYPTO": Capabilities(
        crypto_transfer_allowed=True,
        fiat_external_transfer_allowed=False,
        fiat_own_transfer_allowed=False,
        internal_transfer_allowed=True,
        intra_provider_transfer_allowed=False,
        income_limit_per_day=10_000_000,
        income_limit_per_month=100_000_000,
        income_limit_per_transaction=2_000_000,
        monthly_fee=0,
        open_account_fee=0,
        features=(
            Feature(CRYPTO_PAYOUT, True, 1_000, 10_000_000),
            Feature(CRYPTO_PAYIN, True, 100, 10_000_000),
        ),
    ),
}


def capabilities_of(account_type: str) -> Capabilities:
    return CAPABILITIES.get(account_type, CAPABILITIES["FIAT"])


def require_feature(
    account: Any, slug: str, amount: int, amount_field: str, *, what: str = "debit"
) -> None:
    """422 when the account cannot use ``slug`` or ``amount`` (a debit, or a pay-in's charge:
    ``what``) is outside its limits, said in money as a person reads it."""
    feature = capabilities_of(account.type).feature(slug)
    kind = slug.replace("_", " ").lower()
    if feature is None or not feature.enabled:
        raise unprocessable(
            f"A {account.type} account cannot make a {kind}; see the account's capabilities."
        )
    if not feature.min_amount <= amount <= feature.max_amount:
        currency = account.currency
        message = (
            f"The {what} of {format_money(amount, currency)} is outside this account's limits "
            f"for a {kind}: {format_money(feature.min_amount, currency)} to "
            f"{format_money(feature.max_amount, currency)}."
        )
        raise unprocessable(message, [FieldIssue(amount_field, message)])
