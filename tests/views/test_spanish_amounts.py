"""Amounts typed in Spanish are read in Spanish: '1.250,50' is 1,250.50 in the payout forms,
the orders filter and the production guard's typed confirmation, which also shows its amount
as Spanish writes money."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.door import ActionRequest
from app.services.environments import Environment, EnvironmentKind
from app.views.environments.confirm import TypedConfirmationDialog
from app.views.language import install_language
from app.views.widgets.numbers import parse_typed_amount, typed_number
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


@pytest.mark.parametrize(
    ("typed", "minor"),
    [
        ("1.250,50", 125050),
        ("1250,5", 125050),
        ("1.250", 125000),  # a point grouping three digits is the thousands mark
        ("1.234.567,89", 123456789),
        ("12.50", 1250),  # typed out of habit: a point not grouping three digits is decimal
        ("0,07", 7),
        (" 1 250,00 ", 125000),
        ("1,500.00", 150000),  # pasted from an English document: the last mark is decimal
    ],
)
def test_spanish_typed_amounts(spanish, typed: str, minor: int) -> None:  # type: ignore[no-untyped-def]
    assert parse_typed_amount(typed) == minor


def test_english_typed_amounts_are_unchanged(qapp) -> None:  # type: ignore[no-untyped-def]
    install_language("en")
    assert typed_number("1,250.50") == "1,250.50"
    assert parse_typed_amount("1,250.50") == 125050
    with pytest.raises(ValueError, match=r"for example 1234\.56"):
        parse_typed_amount("1.250,50")


def test_a_spanish_amount_with_two_commas_is_refused(spanish) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError):
        parse_typed_amount("1,250,50")


def test_the_bank_form_reads_a_spanish_amount(qtbot, qloop, session, spanish) -> None:  # type: ignore[no-untyped-def]
    from app.views.payouts.bank_form import BankPayoutForm
    from app.views.task_runner import TaskRunner

    form = BankPayoutForm(session, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(form)
    assert form.amount.placeholderText() == "0,00"
    form.amount.setText("1.250,50")
    assert form.amount_minor() == (125050, None)


def test_the_orders_filter_reads_and_shows_spanish_amounts(qtbot, spanish) -> None:  # type: ignore[no-untyped-def]
    from app.models.order_query import Operator, OrderFilter, Scope
    from app.views.orders.filter_row import FilterRow

    row = FilterRow(Scope.ACCOUNT)
    qtbot.addWidget(row)
    row.set_filter(OrderFilter.build(Scope.ACCOUNT, "amount", Operator.GTE, 125050))
    assert row.text_value.text() == "1.250,50"
    row.text_value.setText("2.000,75")
    assert row.value() == 200075


def test_the_typed_confirmation_shows_and_takes_a_spanish_amount(qtbot, spanish) -> None:  # type: ignore[no-untyped-def]
    environment = Environment(EnvironmentKind.PRODUCTION, "https://bank.example", name="Live")
    request = ActionRequest("bank_payout", "account …1234", "Pay 1,250.00 EUR", "1,250.00 EUR")
    dialog = TypedConfirmationDialog(request, environment)
    qtbot.addWidget(dialog)
    assert "1.250,00 EUR" in dialog.prompt.text()
    for typed in ("1.250,00", "1250,00", "1.250,00 eur", "1,250.00 EUR"):
        dialog.typed.setText(typed)
        assert dialog.text_matches, typed
    for wrong in ("1.250,01", "125,00", "12.500,00"):
        dialog.typed.setText(wrong)
        assert not dialog.text_matches, wrong
