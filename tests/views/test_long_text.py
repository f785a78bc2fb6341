"""Long free text wraps or is elided; it never widens a dialog or drags a column off-screen."""

from __future__ import annotations

from app.models.money import Money
from app.models.orders import OrderSummary
from app.services.context import AccountRef
from app.views.payouts.confirm_dialog import MAX_WIDTH, ConfirmPayoutDialog
from app.views.payouts.payout_result import PayoutResult
from app.views.task_runner import TaskRunner
from app.views.widgets.long_text import ElidedLabel, breakable, plain

LONG_NAME = "Compañía" * 40  # 320 characters and not one space


def test_a_long_name_wraps_inside_the_confirmation(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ConfirmPayoutDialog("Send?", [("To", LONG_NAME), ("Debited", "10.00 EUR")], "note")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.width() <= MAX_WIDTH
    assert dialog.minimumSizeHint().width() <= MAX_WIDTH


def test_a_long_counterparty_does_not_widen_the_payout_result(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    result = PayoutResult(session, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(result)
    order = OrderSummary(
        id="9f1c0000-0000-4000-8000-000000000001",
        state="SETTLED",
        type="BANK_PAY_OUT",
        origin=Money(amount=1_000, currency="EUR"),
        counterparty=LONG_NAME,
    )
    result.show_order(order, AccountRef("u", "a"))
    assert result.minimumSizeHint().width() < 600
    assert LONG_NAME in plain(result.summary.text())  # all of it is there to read


def test_breakable_keeps_the_text_and_short_words() -> None:
    assert breakable("Ana Ruiz") == "Ana Ruiz"
    assert plain(breakable(LONG_NAME)) == LONG_NAME
    assert breakable(LONG_NAME) != LONG_NAME


def test_an_elided_label_keeps_the_whole_value_in_its_tooltip(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = ElidedLabel(LONG_NAME)
    qtbot.addWidget(label)
    label.resize(200, 20)
    label.show()
    assert label.toolTip() == LONG_NAME
    assert "…" in label.text()
    assert label.minimumSizeHint().width() < 200
