"""Responses never crash on what the spec leaves open."""

from __future__ import annotations

from app.models.accounts import Account, VirtualIban
from app.models.onboarding import KycStateHistory
from app.models.orders import OrderSummary


def test_unknown_state_type_and_extra_fields_pass_through() -> None:
    order = OrderSummary.model_validate(
        {"id": "1", "state": "REVERSED_PARTIALLY", "type": "NEW_KIND", "brandNewField": {"x": 1}}
    )
    assert (order.state, order.type) == ("REVERSED_PARTIALLY", "NEW_KIND")
    assert order.origin is None
    assert order.fx is None


def test_account_without_optionals() -> None:
    account = Account.model_validate({"id": "a", "currency": "EUR"})
    assert account.balance == 0
    assert account.state is None


def test_viban_state_is_raw() -> None:
    assert VirtualIban.model_validate({"id": "v", "state": "FROZEN"}).state == "FROZEN"


def test_kyc_history_is_snake_case() -> None:
    history = KycStateHistory.model_validate(
        {
            "session_id": "s",
            "logs": [{"id": 1, "created_at": "2026-01-01T00:00:00Z", "new_state": "A"}],
        }
    )
    assert history.to_wire()["logs"][0]["new_state"] == "A"
