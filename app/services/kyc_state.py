"""A shareholder's identity verification, read: its newest state.

On its own floor: the case's material (evidence/material.py) and the case's rules
(review_rules.py) both read it, and the rules build on the evidence model, so the material
importing the rules for it closed a circle between the two.
"""

from __future__ import annotations

from app.models.onboarding import KycStateHistory


def latest_kyc_state(history: KycStateHistory | None) -> str | None:
    """The newest state of an identity verification (its last transition), if any."""
    if history is None or not history.logs:
        return None
    return max(history.logs, key=lambda log: log.id).new_state
