"""The sandbox's fee schedule (docs/api-decisions.md): merchant fee + system fee.

Fees are charged in the origin currency, out of the debited amount.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum


class FeeKind(StrEnum):
    BANK_PAYOUT = "bank"
    CRYPTO_PAYOUT = "crypto"


@dataclass(frozen=True)
class FeeRule:
    merchant_percent: Decimal
    merchant_minimum: int  # minor units
    system_flat: int  # minor units


SCHEDULE: dict[FeeKind, FeeRule] = {
    FeeKind.BANK_PAYOUT: FeeRule(Decimal("0.50"), 100, 25),
    FeeKind.CRYPTO_PAYOUT: FeeRule(Decimal("1.00"), 200, 50),
}


@dataclass(frozen=True)
class Fee:
    merchant: int
    system: int

    @property
    def total(self) -> int:
        return self.merchant + self.system


def fee_for(kind: FeeKind, principal: int) -> Fee:
    """The fee on a principal (the part that reaches the recipient, in origin units)."""
    rule = SCHEDULE[kind]
    percent = (Decimal(principal) * rule.merchant_percent / 100).quantize(Decimal(1), ROUND_HALF_UP)
    return Fee(merchant=max(int(percent), rule.merchant_minimum), system=rule.system_flat)


def split_debit(kind: FeeKind, debit: int) -> tuple[int, Fee]:
    """Given the whole debit, find the principal p with p + fee(p) == debit (or just under).

    The fee grows by at most 1 per 100 of principal, so a couple of steps settle it.
    """
    principal = debit
    for _ in range(8):
        fee = fee_for(kind, principal)
        new_principal = debit - fee.total
        if new_principal == principal:
            break
        principal = new_principal
    fee = fee_for(kind, max(principal, 0))
    principal = debit - fee.total
    return principal, fee
