"""How one order moves an account's money, read from the order's own fields.

The API lists orders, not ledger transactions (docs/statement.md), so a statement is built
from what each order says, in the reading the sandbox implements (docs/api-decisions.md,
"Ledger", "Payout amounts"):

- a payout (money out) reserves its whole debit, ``origin`` (principal + fee, in the
  account's currency), while it is Created or PENDING; when it settles the principal and the
  fee leave the balance at ``settledAt``; when it fails nothing leaves;
- an income (money in) adds ``destination`` to the balance at ``settledAt``; while it is open
  it is pending in;
- an order with ``reversedAt`` had settled and was undone then: the same movement, opposite.

What an order cannot tell (a type Teller does not know, money in another currency, a settled
order with no time) becomes a ``Problem``: it is not counted, and it is said.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from app.models.money import Money
from app.models.orders import OrderState, OrderSummary, OrderType


class Direction(StrEnum):
    IN = "IN"
    OUT = "OUT"
    UNKNOWN = "UNKNOWN"


class MovementKind(StrEnum):
    """What a statement line is; FX is not a kind of its own: a payout or income converted
    between currencies carries its ``fx`` (the API converts inside orders)."""

    PAY_IN = "pay-in"
    DEPOSIT = "deposit"
    PAYOUT = "payout"
    REVERSAL = "reversal"
    OTHER_IN = "other-in"
    OTHER_OUT = "other-out"


class ProblemKind(StrEnum):
    UNKNOWN_DIRECTION = "unknown-direction"  # neither its type nor the server says in or out
    OTHER_CURRENCY = "other-currency"  # its money is not in the account's currency
    NO_AMOUNT = "no-amount"  # the amount that would move is missing
    NO_TIME = "no-time"  # settled (or reversed) without saying when
    UNKNOWN_STATE = "unknown-state"  # a state Teller cannot read as open, settled or failed


OUT_TYPES = frozenset({OrderType.BANK_PAY_OUT.value, OrderType.CRYPTO_PAY_OUT.value})
IN_TYPES = frozenset(
    {OrderType.CARD_PAYIN.value, OrderType.CRYPTO_PAYIN.value, OrderType.BANK_PAYIN.value}
)
DEPOSIT_TYPES = frozenset({OrderType.BANK_PAYIN.value})
OPEN_STATES = frozenset({OrderState.CREATED.value, OrderState.PENDING.value})
SETTLED = OrderState.SETTLED.value
FAILED = OrderState.FAILED.value


def direction_of_type(kind: str) -> Direction:
    """In or out by the order's type: the spec's named types, and names that say it."""
    if kind in OUT_TYPES:
        return Direction.OUT
    if kind in IN_TYPES:
        return Direction.IN
    squashed = kind.upper().replace("_", "").replace("-", "")
    if "PAYOUT" in squashed:
        return Direction.OUT
    if "PAYIN" in squashed:
        return Direction.IN
    return Direction.UNKNOWN


# Movements, holds and effects are made ten thousand at a time and never changed after:
# plain slotted classes (a frozen dataclass sets each field through object.__setattr__).
@dataclass(slots=True)
class Movement:
    """One change of the balance: ``amount`` (signed principal) and ``fee`` (signed, never
    positive), in minor units of the account's currency."""

    at: datetime
    kind: MovementKind
    order: OrderSummary
    amount: int
    fee: int = 0

    @property
    def total(self) -> int:
        return self.amount + self.fee


@dataclass(slots=True)
class Hold:
    """An open order: a payout's reserved debit (``direction`` OUT) or an income pending in."""

    order: OrderSummary
    direction: Direction
    amount: int  # positive, minor units


@dataclass(frozen=True, slots=True)
class Problem:
    order: OrderSummary
    kind: ProblemKind
    amount: int | None = None  # what it would have moved, when known (signed)


@dataclass(slots=True)
class Effects:
    movements: tuple[Movement, ...] = ()
    hold: Hold | None = None
    problem: Problem | None = None

    @property
    def net(self) -> int:
        """What the order's movements add to the balance in all."""
        return sum(m.total for m in self.movements)


NOTHING = Effects()


class _OtherCurrencyError(Exception):
    """Money that is not in the account's currency: it cannot be added to its balance."""


def _amount_in(money: Money | None, currency: str) -> int | None:
    """The amount if it is in ``currency`` (a zero in any currency is zero); None if
    missing."""
    if money is None or money.amount is None:
        return None
    if money.amount and money.currency.value != currency:
        raise _OtherCurrencyError
    return money.amount


def _kind(order: OrderSummary, direction: Direction) -> MovementKind:
    if direction is Direction.OUT:
        known = direction_of_type(order.type) is Direction.OUT
        return MovementKind.PAYOUT if known else MovementKind.OTHER_OUT
    if order.type in DEPOSIT_TYPES:
        return MovementKind.DEPOSIT
    if direction_of_type(order.type) is Direction.IN:
        return MovementKind.PAY_IN
    return MovementKind.OTHER_IN


def _settled(order: OrderSummary) -> bool | None:
    """True settled (it moved money), False not (open, failed, cancelled), None: unreadable."""
    state = order.state
    if state == SETTLED or order.reversed_at is not None:
        return True
    if state in OPEN_STATES or state == FAILED:
        return False
    # A state the spec does not name: its timestamps say what became of it.
    if order.failed_at is not None or order.canceled_at is not None:
        return False
    if order.settled_at is not None:
        return True
    return None


def effects(order: OrderSummary, currency: str, direction: Direction) -> Effects:
    """What ``order`` did to an account in ``currency``; ``direction`` as known for it (its
    type, else the server's direction filter)."""
    if direction is Direction.UNKNOWN:
        return Effects(problem=Problem(order, ProblemKind.UNKNOWN_DIRECTION))
    outgoing = direction is Direction.OUT
    try:
        whole = _amount_in(order.origin if outgoing else order.destination, currency)
        fee = (_amount_in(order.fee, currency) or 0) if outgoing else 0
    except _OtherCurrencyError:
        return Effects(problem=Problem(order, ProblemKind.OTHER_CURRENCY))
    if whole is None:
        return Effects(problem=Problem(order, ProblemKind.NO_AMOUNT))
    settled = _settled(order)
    if settled is None:
        return Effects(problem=Problem(order, ProblemKind.UNKNOWN_STATE))
    if not settled:
        if order.state in OPEN_STATES:
            return Effects(hold=Hold(order, direction, whole))
        return NOTHING
    signed = -whole if outgoing else whole
    at = order.settled_at
    if at is None:
        return Effects(problem=Problem(order, ProblemKind.NO_TIME, signed))
    principal, charged = (-(whole - fee), -fee) if outgoing else (whole, 0)
    first = Movement(at, _kind(order, direction), order, principal, charged)
    if order.reversed_at is None:
        return Effects((first,))
    back = Movement(order.reversed_at, MovementKind.REVERSAL, order, -principal, -charged)
    return Effects((first, back))
