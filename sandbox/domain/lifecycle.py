"""Order lifecycle: Created -> PENDING -> SETTLED | FAILED, with the ledger moved alongside."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from app.models.orders import Direction, OrderState
from sandbox.clock import epoch, now_iso
from sandbox.db.engine import LIFECYCLE_LOCK, Database, advisory_xact_lock
from sandbox.db.tables import orders
from sandbox.domain import ledger
from sandbox.errors import conflict

ALLOWED: dict[str, frozenset[str]] = {
    OrderState.CREATED: frozenset({OrderState.PENDING, OrderState.FAILED}),
    OrderState.PENDING: frozenset({OrderState.SETTLED, OrderState.FAILED}),
}
FINAL = frozenset({OrderState.SETTLED, OrderState.FAILED})
_STAMP: dict[str, str] = {OrderState.SETTLED: "settled_at", OrderState.FAILED: "failed_at"}


def transition(
    conn: Connection, order: Any, new_state: str, *, next_step_at: float | None = None
) -> None:
    """Move ``order`` (a row, read inside ``conn``'s write transaction) to ``new_state``.

    The row is read again ``FOR UPDATE``: on PostgreSQL a racing step of the same order (the
    advance helper against the lifecycle runner) waits here and then sees the state it left.
    """
    order = conn.execute(select(orders).where(orders.c.id == order.id).with_for_update()).one()
    allowed = ALLOWED.get(order.state, frozenset())
    if new_state not in allowed:
        raise conflict(f"An order in state {order.state} cannot move to {new_state}.")
    if (
        order.state == OrderState.CREATED
        and new_state == OrderState.PENDING
        and order.otp_required
        and order.otp_validated_at is None
    ):
        raise conflict("This order waits for its OTP; validate the OTP first.")
    at = now_iso()
    outgoing = order.direction == Direction.OUT
    if new_state == OrderState.SETTLED:
        (ledger.settle_out if outgoing else ledger.settle_in)(conn, order, at=at)
    elif new_state == OrderState.FAILED:
        (ledger.release_out if outgoing else ledger.release_in)(conn, order, at=at)
    values: dict[str, Any] = {"state": new_state, "updated_at": at, "next_step_at": next_step_at}
    if new_state in _STAMP:
        values[_STAMP[new_state]] = at
        values["next_step_at"] = None
    conn.execute(orders.update().where(orders.c.id == order.id).values(values))


def first_step_at(delay: float | None, *, waits_for_otp: bool) -> float | None:
    """When a new order should take its first automatic step (None: never by itself)."""
    if delay is None or waits_for_otp:
        return None
    return epoch() + delay


def advance_due(db: Database, delay: float | None, *, limit: int = 200) -> int:
    """Take every automatic step that is due; returns how many orders moved.

    Every worker ticks, and one runs at a time: on PostgreSQL a tick that finds the lifecycle
    lock taken (another worker is stepping) does nothing; orders that a request holds are
    skipped until the next tick."""
    now = epoch()
    moved = 0
    with db.write() as conn:
        if not advisory_xact_lock(conn, LIFECYCLE_LOCK, wait=False):
            return 0
        due = conn.execute(
            select(orders)
            .where(orders.c.next_step_at.is_not(None), orders.c.next_step_at <= now)
            .limit(limit)
            .with_for_update(skip_locked=True)
        ).all()
        for order in due:
            if order.state == OrderState.CREATED:
                later = None if delay is None else now + delay
                transition(conn, order, OrderState.PENDING, next_step_at=later)
            elif order.state == OrderState.PENDING:
                final = OrderState.FAILED if order.fail_at_settlement else OrderState.SETTLED
                transition(conn, order, final)
            else:
                conn.execute(
                    orders.update().where(orders.c.id == order.id).values(next_step_at=None)
                )
                continue
            moved += 1
    return moved
