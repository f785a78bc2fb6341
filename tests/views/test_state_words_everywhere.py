"""States read one way everywhere (issue 28, item 9): the API writes an order's first state
"Created" and the others in capitals ("SETTLED"); every place Teller shows a state says it
in words ("Created", "Settled"), the same words in each place, in English and in Spanish.
The walk goes through each place that shows a state; a new place belongs in PLACES."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QLabel

from app.models.accounts import AccountCapabilities, Feature, VirtualIban
from app.models.order_query import Operator, OrderFilter
from app.models.orders import (
    DetailRecipient,
    Direction,
    LedgerTransaction,
    OrderState,
    OrderSummary,
)
from app.services.search.entries import OrderTarget
from app.services.search.kinds import Entry, Group
from app.services.statement.effects import Hold
from app.views.accounts.capabilities_view import CapabilitiesView
from app.views.accounts.viban_table import VibanTable
from app.views.orders.filter_row import chip_text, value_words
from app.views.orders.ledger_model import ORDER, ledger_cell
from app.views.orders.receipt_pdf import receipt_html
from app.views.orders.recipient_fields import recipient_fields
from app.views.orders.table_model import STATE, _cell
from app.views.search.rows import _order_row
from app.views.statement.statement_pdf import _holds
from app.views.statement.table_model import H_STATE, HoldsTableModel
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.terms import STATE_WORDS, state_name

ORDER_STATES = [s.value for s in OrderState]  # "Created", "PENDING", "SETTLED", "FAILED"


def order(state: str) -> OrderSummary:
    return OrderSummary(
        id="0b6a4c1e-8d2f-4f7a-9a51-3c2e1d0f9b88",
        state=state,
        type="BANK_PAY_OUT",
        reference="RENT-MAY",
        created_at=datetime(2026, 5, 1, 9, 30, tzinfo=UTC),
    )


def in_orders_table(state: str) -> str:
    return _cell(order(state), STATE)


def in_badge(state: str) -> str:
    return StateBadge(state).text()


def in_search_results(state: str) -> str:
    made = order(state)
    entry = Entry(Group.ORDERS, made.id, "RENT-MAY", target=OrderTarget(made))
    return _order_row(entry, made).text


def in_ledger(state: str) -> str:
    entry = LedgerTransaction(id="t-1", amount=-5000, order=order(state))
    return ledger_cell(entry, ORDER, "EUR")


def in_statement_holds(state: str) -> str:
    model = HoldsTableModel()
    model.set_holds((Hold(order(state), Direction.OUT, 5000),), "EUR")
    return str(model.data(model.index(0, H_STATE)))


def in_statement_pdf(state: str) -> str:
    return _holds("Reserved", (Hold(order(state), Direction.OUT, 5000),), "EUR")


def in_receipt(state: str) -> str:
    return receipt_html(order(state), None)


def in_viban_list(state: str) -> str:
    table = VibanTable()
    table.show_list([VirtualIban(id="v-1", name="Tenants", state=state)])
    return table.state_at(0)


def in_filter_chip(state: str) -> str:
    return chip_text(OrderFilter("state", Operator.EQ, state))


def in_filter_pick(state: str) -> str:
    return value_words("state", state)


Place = Callable[[str], str]
PLACES: dict[str, Place] = {
    "orders table": in_orders_table,
    "state badge (order detail, account, payout result, case header)": in_badge,
    "search results": in_search_results,
    "ledger": in_ledger,
    "statement's reserved tab": in_statement_holds,
    "statement PDF": in_statement_pdf,
    "payout receipt": in_receipt,
    "orders filter's chip": in_filter_chip,
    "orders filter's pick menu": in_filter_pick,
}


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("state", ORDER_STATES)
def test_an_orders_state_reads_as_words_in_every_place(qapp, place: str, state: str) -> None:  # type: ignore[no-untyped-def]
    shown = PLACES[place](state)
    assert state_name(state) in shown
    if state != "Created":  # the API's capitals never reach the screen
        assert state not in shown


@pytest.mark.parametrize("state", ["ACTIVE", "INACTIVE", "PENDING", "REJECTED", "IN_PROGRESS"])
def test_a_vibans_state_reads_as_words(qapp, state: str) -> None:  # type: ignore[no-untyped-def]
    assert in_viban_list(state) == state_name(state)
    assert state not in in_viban_list(state)


def test_one_wording_for_every_state(qapp) -> None:  # type: ignore[no-untyped-def]
    """Every state word is written alike: a capital, then lower case (never "SETTLED")."""
    for state in STATE_WORDS:
        word = state_name(state)
        assert word[0].isupper(), word
        assert word[1:] == word[1:].lower(), word
    assert state_name("CREATED") == state_name("Created")  # a KYB session's, an order's


def test_a_recipients_relation_reads_as_a_word_not_its_slug(qapp) -> None:  # type: ignore[no-untyped-def]
    """The order detail and the receipt show the relation the recipient was sent with: the
    catalogue's word ("Landlord"), never the slug the wire carries ("LANDLORD")."""
    rows = {
        attribute: value
        for attribute, _label, value in recipient_fields(
            DetailRecipient(name="Ana", surname="Gil", relation="LANDLORD")
        )
    }
    assert rows["relation"] == "Landlord"
    unknown = recipient_fields(DetailRecipient(name="Ana", relation="BUSINESS_PARTNER"))
    assert [v for a, _l, v in unknown if a == "relation"] == ["Business partner"]


def test_an_accounts_features_read_as_words_not_slugs(qtbot) -> None:  # type: ignore[no-untyped-def]
    caps = AccountCapabilities(
        features=[
            Feature(feature_slug="CARD_PAYIN", enabled=True, min_amount=100, max_amount=1000),
            Feature(feature_slug="VIRTUAL_IBAN", enabled=False),
        ]
    )
    view = CapabilitiesView()
    qtbot.addWidget(view)
    view.show_capabilities(caps, "EUR")
    texts = [label.text() for label in view.findChildren(QLabel)]
    assert "Card pay-ins (on)" in texts
    assert "Virtual IBANs (off)" in texts
    assert not [t for t in texts if "CARD_PAYIN" in t or "VIRTUAL_IBAN" in t]


def test_an_order_type_condition_reads_as_words_not_its_code() -> None:
    """Seen at 1366 px: "Type is any of BANK_PAY_OUT" beside "State is none of Settled"."""
    chip = chip_text(OrderFilter("type", Operator.IN, ("BANK_PAY_OUT", "CRYPTO_PAY_OUT")))
    assert "BANK_PAY_OUT" not in chip
    assert chip.endswith("Bank payout, Crypto payout")
    assert value_words("type", "CARD_PAYIN") == "Card pay-in"
