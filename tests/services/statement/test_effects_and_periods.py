"""How one order moves the money (a payout's principal and fee, an income, a reversal, an open
order's hold, and what cannot be counted), and the periods a statement covers."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any

from app.models.accounts import Account
from app.models.orders import OrderSummary
from app.services.statement.book import StatementBook
from app.services.statement.effects import (
    Direction,
    MovementKind,
    ProblemKind,
    direction_of_type,
    effects,
)
from app.services.statement.history import History
from app.services.statement.period import PeriodKind, custom, last_month, this_month

T0 = datetime(2026, 3, 31, 22, 30, tzinfo=UTC)


def order(**fields: Any) -> OrderSummary:
    body: dict[str, Any] = {
        "id": fields.pop("id", "o-1"),
        "state": "SETTLED",
        "type": "BANK_PAY_OUT",
        "origin": {"amount": 10_050, "currency": "EUR"},
        "destination": {"amount": 10_000, "currency": "EUR"},
        "fee": {"amount": 50, "currency": "EUR"},
        "createdAt": (T0 - timedelta(hours=1)).isoformat(),
        "settledAt": T0.isoformat(),
    }
    body.update(fields)
    return OrderSummary.model_validate(body)


def test_a_settled_payout_is_its_principal_and_its_fee() -> None:
    [line] = effects(order(), "EUR", Direction.OUT).movements
    assert (line.kind, line.amount, line.fee, line.total, line.at) == (
        MovementKind.PAYOUT,
        -10_000,
        -50,
        -10_050,
        T0,
    )


def test_an_income_and_a_deposit() -> None:
    card = order(type="CARD_PAYIN", fee={"amount": 0, "currency": "EUR"})
    [line] = effects(card, "EUR", Direction.IN).movements
    assert (line.kind, line.amount, line.fee) == (MovementKind.PAY_IN, 10_000, 0)
    bank = order(type="BANK_PAYIN")
    assert effects(bank, "EUR", Direction.IN).movements[0].kind is MovementKind.DEPOSIT


def test_a_reversed_payout_goes_back_whole_when_reversed() -> None:
    back_at = T0 + timedelta(days=2)
    settled, back = effects(order(reversedAt=back_at.isoformat()), "EUR", Direction.OUT).movements
    assert (back.kind, back.amount, back.fee, back.at) == (
        MovementKind.REVERSAL,
        10_000,
        50,
        back_at,
    )
    assert settled.total + back.total == 0


def test_open_orders_hold_and_failed_ones_move_nothing() -> None:
    held = effects(order(state="PENDING", settledAt=None), "EUR", Direction.OUT)
    assert (held.movements, held.hold.amount, held.hold.direction) == (  # type: ignore[union-attr]
        (),
        10_050,
        Direction.OUT,
    )
    failed = effects(order(state="FAILED", settledAt=None), "EUR", Direction.OUT)
    assert (failed.movements, failed.hold, failed.problem) == ((), None, None)


def test_what_cannot_be_counted_is_said() -> None:
    usd = order(origin={"amount": 100, "currency": "USD"})
    assert effects(usd, "EUR", Direction.OUT).problem.kind is ProblemKind.OTHER_CURRENCY  # type: ignore[union-attr]
    untimed = effects(order(settledAt=None), "EUR", Direction.OUT).problem
    assert (untimed.kind, untimed.amount) == (ProblemKind.NO_TIME, -10_050)  # type: ignore[union-attr]
    odd = effects(order(state="ON_HOLD", settledAt=None), "EUR", Direction.OUT).problem
    assert odd.kind is ProblemKind.UNKNOWN_STATE  # type: ignore[union-attr]
    # A state the spec does not name, with its settlement time: it moved the money.
    assert effects(order(state="COMPLETED"), "EUR", Direction.OUT).movements


def test_direction_by_type() -> None:
    assert direction_of_type("CRYPTO_PAY_OUT") is Direction.OUT
    assert direction_of_type("SEPA_PAYIN") is Direction.IN
    assert direction_of_type("ADJUSTMENT") is Direction.UNKNOWN


def test_lines_are_in_settlement_order_with_a_running_balance() -> None:
    deposit = order(
        id="in",
        type="BANK_PAYIN",
        destination={"amount": 50_000, "currency": "EUR"},
        createdAt=(T0 - timedelta(days=1)).isoformat(),
        settledAt=(T0 - timedelta(days=1)).isoformat(),
    )
    late = order(id="late", createdAt=(T0 - timedelta(hours=5)).isoformat())  # settles at T0
    early = order(id="early", settledAt=(T0 - timedelta(hours=2)).isoformat())
    account = Account(id="a", currency="EUR", balance=50_000 - 2 * 10_050)
    book = StatementBook(History(account, (deposit, late, early), None, T0))
    assert [line.movement.order.id for line in book.lines] == ["in", "early", "late"]
    assert [line.balance for line in book.lines] == [50_000, 39_950, 29_900]
    assert book.balance_check.reconciles


def test_periods_are_whole_local_days() -> None:
    madrid = timezone(timedelta(hours=2))
    month = this_month(date(2026, 4, 15), madrid)
    assert (month.kind, month.first_day, month.last_day) == (
        PeriodKind.THIS_MONTH,
        date(2026, 4, 1),
        date(2026, 4, 30),
    )
    assert month.holds(T0)  # 22:30 UTC on 31 March is 00:30 on 1 April in Madrid
    assert not last_month(date(2026, 4, 15), madrid).holds(T0)
    january = last_month(date(2026, 1, 10), UTC)
    assert (january.first_day, january.last_day) == (date(2025, 12, 1), date(2025, 12, 31))
    swapped = custom(date(2026, 3, 31), date(2026, 3, 1), UTC)
    assert (swapped.first_day, swapped.last_day) == (date(2026, 3, 1), date(2026, 3, 31))
    assert swapped.holds(T0)
    assert not swapped.holds(swapped.end)
