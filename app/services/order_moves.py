"""Where an order may be moved by hand (the sandbox's advance helper, docs/sandbox.md): a
Created order to PENDING or FAILED, a PENDING one to SETTLED or FAILED; SETTLED and FAILED are
final. The sandbox enforces it (a 409 otherwise); Teller asks it first so that "Advance to…"
offers only the moves the order can make, never the state it is in."""

from __future__ import annotations

from app.models.orders import OrderState
from app.models.sandbox_helpers import AdvanceState

NEXT_STATES: dict[str, tuple[AdvanceState, ...]] = {
    OrderState.CREATED: (AdvanceState.PENDING, AdvanceState.FAILED),
    OrderState.PENDING: (AdvanceState.SETTLED, AdvanceState.FAILED),
}


def advance_states(state: str) -> tuple[AdvanceState, ...]:
    """The states an order in ``state`` can be advanced to (none from a final state)."""
    return NEXT_STATES.get(state, ())
