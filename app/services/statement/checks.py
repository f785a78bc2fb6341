"""The statement checked against the account, to the unit: what Teller computed from the
orders beside what the account says, and the orders that explain a difference.

With the ledger (a sandbox lists it), a difference is split exactly: for every order, what
its ledger transactions moved beside what Teller counted from the order; ledger transactions
of no order Teller has; and the ledger's own total beside the balance. The shares add up to
the difference. Without it (a live server lists no ledger transactions) nothing can be split:
orders whose amount is exactly the difference are offered as candidates, each one alone
enough to explain it, or the difference is said to be unexplained.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from app.models.orders import LedgerTransaction, OrderSummary
from app.services.statement.effects import Direction, Effects, Problem


class Why(StrEnum):
    LEDGER_DIFFERS = "ledger-differs"  # the ledger moved another amount for this order
    NOT_COUNTED = "not-counted"  # an order Teller could not count (its problem says why)
    LEDGER_WITHOUT_ORDER = "ledger-without-order"  # ledger money of an order not listed, or none
    LEDGER_TOTAL = "ledger-total"  # the ledger's transactions do not add up to the balance
    STILL_OPEN = "still-open"  # open when read: the server may have settled or dropped it
    SETTLED_AMOUNT = "settled-amount"  # a settled order of exactly that amount
    FEE_AMOUNT = "fee-amount"  # a fee of exactly that amount
    DONE_BUT_HELD = "done-but-held"  # settled or failed when read; the server may still hold it


@dataclass(frozen=True)
class Explanation:
    """``share``: how much of the difference (computed - account) this accounts for.
    ``counted``: what Teller counted from the order; ``ledger``: what the ledger moved."""

    why: Why
    order_id: str | None
    order: OrderSummary | None
    share: int
    counted: int | None = None
    ledger: int | None = None
    problem: Problem | None = None


@dataclass(frozen=True)
class Check:
    """``expected``: the account's figure; ``computed``: Teller's from the orders.
    ``explanations`` add up to what they explain; ``candidates`` are alternatives, each
    alone of the difference's size (nothing better is known without a ledger)."""

    expected: int
    computed: int
    explanations: tuple[Explanation, ...] = ()
    candidates: tuple[Explanation, ...] = ()

    @property
    def difference(self) -> int:
        return self.computed - self.expected

    @property
    def reconciles(self) -> bool:
        return self.difference == 0

    @property
    def explained(self) -> int:
        return sum(e.share for e in self.explanations)

    @property
    def unexplained(self) -> int:
        return self.difference - self.explained


CANDIDATES = 5  # the most orders of the difference's amount worth reading through


def balance_check(
    balance: int,
    computed: int,
    effects: Mapping[str, Effects],
    orders: Mapping[str, OrderSummary],
    ledger: Iterable[LedgerTransaction] | None,
) -> Check:
    """The computed balance (every order's movements) beside the account's ``balance``."""
    if ledger is not None:
        return Check(balance, computed, tuple(_ledger_split(balance, effects, orders, ledger)))
    check = Check(balance, computed)
    if check.reconciles:
        return check
    certain = [
        Explanation(Why.NOT_COUNTED, p.order.id, p.order, -p.amount, problem=p)
        for p in _problems(effects)
        if p.amount is not None  # settled (it says), but not when: it moved this much
    ]
    left = check.difference - sum(e.share for e in certain)
    candidates = _balance_candidates(left, effects) if left else []
    return Check(balance, computed, tuple(certain), tuple(candidates[:CANDIDATES]))


def _problems(effects: Mapping[str, Effects]) -> list[Problem]:
    return [e.problem for e in effects.values() if e.problem is not None]


def _ledger_split(
    balance: int,
    effects: Mapping[str, Effects],
    orders: Mapping[str, OrderSummary],
    ledger: Iterable[LedgerTransaction],
) -> list[Explanation]:
    moved: dict[str, int] = defaultdict(int)
    orphans = total = 0
    seen: set[str] = set()
    for entry in ledger:
        if entry.id in seen:
            continue
        seen.add(entry.id)
        total += entry.amount
        if entry.order is None:
            orphans += entry.amount
        else:
            moved[entry.order.id] += entry.amount
    found: list[Explanation] = []
    for oid in list(dict.fromkeys([*effects, *moved])):
        order_effects = effects.get(oid)
        counted = order_effects.net if order_effects is not None else 0
        by_ledger = moved.get(oid, 0)
        if counted == by_ledger:
            continue
        problem = order_effects.problem if order_effects is not None else None
        if oid not in orders:
            why = Why.LEDGER_WITHOUT_ORDER
        else:
            why = Why.NOT_COUNTED if problem is not None else Why.LEDGER_DIFFERS
        found.append(
            Explanation(why, oid, orders.get(oid), counted - by_ledger, counted, by_ledger, problem)
        )
    if orphans:
        found.append(Explanation(Why.LEDGER_WITHOUT_ORDER, None, None, -orphans, 0, orphans))
    if total != balance:
        found.append(Explanation(Why.LEDGER_TOTAL, None, None, total - balance, balance, total))
    return found


def _balance_candidates(difference: int, effects: Mapping[str, Effects]) -> list[Explanation]:
    """Orders that alone would make ``difference`` (computed - account): read as open but
    settled (or failed) on the server, counted as settled but not moved there, or a fee."""
    found: list[Explanation] = []
    for oid, order_effects in effects.items():
        hold = order_effects.hold
        if hold is not None:
            # A payout settled since: the account has its debit less. An income: more.
            would = hold.amount if hold.direction is Direction.OUT else -hold.amount
            if would == difference:
                found.append(Explanation(Why.STILL_OPEN, oid, hold.order, difference, 0))
            continue
        net = order_effects.net
        if net and net == difference:
            order = order_effects.movements[0].order
            found.append(Explanation(Why.SETTLED_AMOUNT, oid, order, difference, net))
        for movement in order_effects.movements:
            if movement.fee and movement.fee == difference:
                found.append(
                    Explanation(Why.FEE_AMOUNT, oid, movement.order, difference, movement.fee)
                )
    return found


def hold_check(
    expected: int,
    direction: Direction,
    effects: Mapping[str, Effects],
) -> Check:
    """Pending out (``direction`` OUT: payouts' reserved debits) or pending in, beside the
    account's figure. No list of holds exists anywhere, so a difference only gets
    candidates: an order open when read that the server no longer holds, or one settled or
    failed when read that it still holds."""
    holds = [e.hold for e in effects.values() if e.hold is not None]
    computed = sum(h.amount for h in holds if h.direction is direction)
    check = Check(expected, computed)
    if check.reconciles:
        return check
    difference = check.difference
    found: list[Explanation] = []
    for oid, order_effects in effects.items():
        hold = order_effects.hold
        if hold is not None and hold.direction is direction and hold.amount == difference:
            found.append(Explanation(Why.STILL_OPEN, oid, hold.order, difference, hold.amount))
        for movement in order_effects.movements[:1]:
            whole = abs(movement.total)
            incoming = movement.total > 0
            if whole == -difference and incoming == (direction is Direction.IN):
                found.append(
                    Explanation(Why.DONE_BUT_HELD, oid, movement.order, difference, movement.total)
                )
    return Check(expected, computed, (), tuple(found[:CANDIDATES]))
