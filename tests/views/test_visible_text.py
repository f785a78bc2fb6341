"""A server's text is shown as it is held (app/views/widgets/visible_text.py): a bidi override
or an invisible character stored before the text policy, or by a live server, is written as
its code point wherever names and references are shown, never interpreted. The forms refuse
such text at the field (the policy of app/models/text_policy.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QLabel

from app.models.orders import BankPayoutDetail, LedgerTransaction, OrderSummary
from app.models.text_policy import first_hidden, text_problem
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import QueueRow
from app.views.orders import table_model
from app.views.orders.detail_panel import DetailPanel
from app.views.orders.ledger_model import COUNTERPARTY, ledger_cell
from app.views.widgets.visible_text import visible
from tests.views.test_payouts_workspace import accept_all, fill_person, open_workspace, sent_payouts

HOSTILE = "Evil\u202egnp.exe"
SHOWN = "Evil⟨U+202E⟩gnp.exe"
ORDER = {
    "id": "ord-1",
    "reference": "INV\u200b-7\u2066",
    "state": "SETTLED",
    "type": "BANK_PAY_IN",
    "origin": {"amount": 1000, "currency": "EUR"},
    "counterparty": HOSTILE,
    "createdAt": "2026-11-20T12:00:00Z",
}


@pytest.mark.parametrize(
    ("held", "shown"),
    [
        (HOSTILE, SHOWN),
        ("\ufeffAcme", "⟨U+FEFF⟩Acme"),
        ("Ev\u200dil", "Ev⟨U+200D⟩il"),
        ("A\u2028B\x00", "A⟨U+2028⟩B⟨U+0000⟩"),
        ("x\U000e0041", "x⟨U+E0041⟩"),
        (
            "José 中文 می\u200cخواهم 👨\u200d👩\u200d👧",
            "José 中文 می\u200cخواهم 👨\u200d👩\u200d👧",
        ),
        (None, ""),
    ],
)
def test_what_the_policy_refuses_is_written_as_its_code_point(held: str | None, shown: str) -> None:
    assert visible(held) == shown


def test_the_orders_table_shows_a_stored_hostile_value_visibly() -> None:
    order = OrderSummary.model_validate(ORDER)
    assert table_model._cell(order, table_model.COUNTERPARTY) == SHOWN
    assert table_model._cell(order, table_model.REFERENCE) == "INV⟨U+200B⟩-7⟨U+2066⟩"


def test_the_order_detail_shows_every_text_visibly(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = DetailPanel()
    qtbot.addWidget(panel)
    detail = BankPayoutDetail.model_validate(
        {
            "id": "ord-1",
            "state": "SETTLED",
            "type": "BANK_PAY_OUT",
            "description": "Rent\u202e",
            "recipient": {"name": HOSTILE, "surname": "Vo\u200bgel", "city": "Ber\u2067lin"},
        }
    )
    panel.show_order(OrderSummary.model_validate(ORDER), detail)
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert all(first_hidden(text) is None for text in texts), [t for t in texts if first_hidden(t)]
    assert SHOWN in texts
    assert "INV⟨U+200B⟩-7⟨U+2066⟩" in texts
    assert "Rent⟨U+202E⟩" in texts


def test_the_ledger_and_the_case_queue_show_it_visibly() -> None:
    entry = LedgerTransaction.model_validate({"id": "t", "amount": 5, "counterparty": HOSTILE})
    assert ledger_cell(entry, COUNTERPARTY, "EUR") == SHOWN
    row = QueueRow(CaseSummary(uid="u", company=HOSTILE), datetime.now(UTC), False, "UTC")
    assert row.cells[0] == SHOWN


def test_the_payout_form_refuses_it_at_the_field_and_sends_nothing(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    accept_all(form)
    fill_person(form)
    form.name.setText(HOSTILE)
    before = sent_payouts(session)
    assert form.submit() is None
    assert form.fields.message_at("recipient.name") == text_problem(HOSTILE)
    assert form.name.text() == HOSTILE  # nothing typed is lost
    assert sent_payouts(session) == before


def test_a_refusals_blockers_name_what_they_hold() -> None:
    """The decision dialog's blockers name documents and shareholders as the server holds
    them: a file name with a right-to-left override reads as what it is."""
    from app.services.review_rules import Blocker, BlockerKind
    from app.views.compliance.review_dialogs import blocker_text

    document = blocker_text(Blocker(BlockerKind.DOCUMENT, "d-1", "", HOSTILE))
    person = blocker_text(Blocker(BlockerKind.SHAREHOLDER, "s-1", "PENDING", HOSTILE))
    assert SHOWN in document
    assert HOSTILE not in document
    assert SHOWN in person
    assert HOSTILE not in person
