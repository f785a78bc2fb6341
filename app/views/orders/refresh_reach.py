"""How far a refresh reads: until its pass has covered the last order shown before it.

A refresh reads the list again from page 1. A new order at the top pushes the last one shown
onto the next page, so the pass goes on until it has read that order, or one listed after it
(an order that left meanwhile is never found: the next one in the list's order stands in)."""

from __future__ import annotations

from app.api.page_walk import PageTrail
from app.models.orders import OrderSummary


def covers(
    trail: PageTrail[OrderSummary], final: OrderSummary | None, last: OrderSummary | None
) -> bool:
    """The pass (``trail``, whose last order read is ``final``) has read as far as ``last``."""
    if last is None:
        return True
    if last.id in trail.seen:
        return True
    if final is None or final.created_at is None or last.created_at is None:
        return False
    if trail.newest_first:
        return final.created_at < last.created_at
    return final.created_at > last.created_at
