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
    """Split a whole debit into (principal, fee) with principal + fee.total == debit.

    The principal is the largest p with p + fee(p) <= debit (p + fee(p) grows strictly, so a
    binary search finds it). Some debits no principal reaches exactly, because the percentage
    steps by one minor unit; that one leftover unit goes to the merchant fee. A debit below
    the fee of nothing gives a negative principal, which the caller refuses.
    """
    zero = fee_for(kind, 0)
    if debit < zero.total:
        return debit - zero.total, zero
    low, high = 0, debit
    while low < high:
        middle = (low + high + 1) // 2
        if middle + fee_for(kind, middle).total <= debit:
            low = middle
        else:
            high = middle - 1
    fee = fee_for(kind, low)
    leftover = debit - low - fee.total
    return low, Fee(merchant=fee.merchant + leftover, system=fee.system)
