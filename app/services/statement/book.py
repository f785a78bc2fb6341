"""An account's statement: every order's movements once, in time order, with a running
balance from the account's opening (zero); a period is then a slice of it, so choosing
another period needs no new read.

Movements are ordered by when the balance moved (``settledAt``, ``reversedAt``), ties by the
order's creation and id, so the same history gives the same statement every time.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from app.models.accounts import Account
from app.models.orders import OrderSummary
from app.services.statement.checks import Check, balance_check, hold_check
from app.services.statement.effects import (
    Direction,
    Effects,
    Hold,
    Movement,
    MovementKind,
    Problem,
    direction_of_type,
    effects,
)
from app.services.statement.history import History
from app.services.statement.period import Period


@dataclass(slots=True)
class Line:
    """A movement and the balance right after it."""

    movement: Movement
    balance: int


@dataclass(frozen=True)
class Statement:
    account: Account
    period: Period
    opening: int  # the balance at the period's start
    lines: Sequence[Line]
    closing: int  # the balance at its end: opening + credits + debits + fees
    credits: int  # principal in (positive)
    debits: int  # principal out (negative)
    fees: int  # fees (negative; a reversal's fee given back counts positive)
    later: int  # what moved after the period, up to the read
    computed_balance: int  # closing + later: Teller's balance as of the read
    reserved: tuple[Hold, ...]  # payouts not settled when read (pending out)
    pending_in: tuple[Hold, ...]
    problems: tuple[Problem, ...]  # orders that could not be counted, and why
    balance_check: Check
    reserved_check: Check
    pending_in_check: Check
    ledger_read: bool  # the ledger's transactions were read (a sandbox): differences split
    ledger_listed: bool  # the server lists its ledger (read only to explain a difference)
    steady: bool  # the account held still while it was read
    read_at: datetime
    orders: int  # how many orders were read


def _order_key(movement: Movement) -> tuple[datetime, datetime, str, bool]:
    order = movement.order
    created = order.created_at or movement.at
    return (movement.at, created, order.id, movement.kind is MovementKind.REVERSAL)


class StatementBook:
    """The whole history of one account, computed once; ``statement(period)`` slices it."""

    def __init__(self, history: History) -> None:
        self.history = history
        currency = history.account.currency
        found: dict[str, Effects] = {}
        movements: list[Movement] = []
        for order in history.orders:
            direction = direction_of_type(order.type)
            if direction is Direction.UNKNOWN:
                direction = history.directions.get(order.id, Direction.UNKNOWN)
            order_effects = effects(order, currency, direction)
            found[order.id] = order_effects
            movements.extend(order_effects.movements)
        movements.sort(key=_order_key)
        running = 0
        lines: list[Line] = []
        for movement in movements:
            running += movement.amount + movement.fee
            lines.append(Line(movement, running))
        self.effects = found
        self.lines = lines
        self._moments = [line.movement.at for line in lines]
        self.computed_balance = running
        holds = [e.hold for e in found.values() if e.hold is not None]
        self.reserved = tuple(h for h in holds if h.direction is Direction.OUT)
        self.pending_in = tuple(h for h in holds if h.direction is Direction.IN)
        self.problems = tuple(e.problem for e in found.values() if e.problem is not None)
        account = history.account
        orders: dict[str, OrderSummary] = {order.id: order for order in history.orders}
        self.balance_check = balance_check(account.balance, running, found, orders, history.ledger)
        self.reserved_check = hold_check(account.pending_out, Direction.OUT, found)
        self.pending_in_check = hold_check(account.pending_in, Direction.IN, found)

    @property
    def agrees(self) -> bool:
        """Balance, pending out and pending in all as the account says, to the unit."""
        return (
            self.balance_check.reconciles
            and self.reserved_check.reconciles
            and self.pending_in_check.reconciles
        )

    def statement(self, period: Period) -> Statement:
        first = bisect_left(self._moments, period.start)
        last = bisect_left(self._moments, period.end)
        lines = self.lines[first:last]
        opening = self.lines[first - 1].balance if first else 0
        closing = self.lines[last - 1].balance if last else 0
        credits = debits = fees = 0
        for line in lines:
            amount = line.movement.amount
            if amount > 0:
                credits += amount
            else:
                debits += amount
            fees += line.movement.fee
        history = self.history
        return Statement(
            account=history.account,
            period=period,
            opening=opening,
            lines=lines,
            closing=closing,
            credits=credits,
            debits=debits,
            fees=fees,
            later=self.computed_balance - closing,
            computed_balance=self.computed_balance,
            reserved=self.reserved,
            pending_in=self.pending_in,
            problems=self.problems,
            balance_check=self.balance_check,
            reserved_check=self.reserved_check,
            pending_in_check=self.pending_in_check,
            ledger_read=history.ledger is not None,
            ledger_listed=history.ledger_listed or history.ledger is not None,
            steady=history.steady,
            read_at=history.read_at,
            orders=len(history.orders),
        )
