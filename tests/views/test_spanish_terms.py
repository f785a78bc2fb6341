"""The API's own words in the language on screen: states, order types, document types,
country names and the bank form's routing hints; English keeps the API's spelling."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.views.language import install_language
from app.views.widgets.terms import (
    country_label,
    document_type_name,
    order_type_name,
    phrase,
    relation_name,
    state_name,
)
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_english_says_every_state_in_words(qapp) -> None:  # type: ignore[no-untyped-def]
    install_language("en")
    assert state_name("SETTLED") == "Settled"
    assert state_name("SOMETHING_NEW") == "SOMETHING_NEW"
    assert order_type_name("BANK_PAY_OUT", "Bank payout") == "Bank payout"
    assert order_type_name("NEW_KIND", "Shown by the server") == "Shown by the server"
    assert document_type_name("NATIONAL_ID") == "National ID"
    assert country_label("DE") == "DE — Germany"


def test_spanish_names_them_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    assert state_name("SETTLED") == "Liquidada"
    assert state_name("Created") == "Creada"
    assert state_name("PENDING") == "Pendiente"  # one wording: not "PENDIENTE" beside "Creada"
    assert relation_name("LANDLORD") == "Arrendador/a"
    assert state_name("SOMETHING_NEW") == "SOMETHING_NEW"  # unknown: as sent
    assert order_type_name("BANK_PAY_OUT", "Bank payout") == "Pago bancario"
    assert document_type_name("PASSPORT") == "Pasaporte"
    assert country_label("DE") == "DE — Alemania"
    assert phrase("Bank transfer to the account") == "Transferencia bancaria a la cuenta"
    assert phrase("Lucía's rent vIBAN") == "Lucía's rent vIBAN"


def test_the_bank_form_in_spanish(qtbot, qloop, session, spanish) -> None:  # type: ignore[no-untyped-def]
    from app.views.payouts.bank_form import BankPayoutForm
    from app.views.task_runner import TaskRunner

    form = BankPayoutForm(session, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(form)
    form.person.setChecked(True)
    names = [form.document_type.itemText(i) for i in range(form.document_type.count())]
    assert "Pasaporte" in names
    form.bank_country.set_code("DE")
    assert form.bank_country.currentText() == "DE — Alemania"
    form.routing.setCurrentIndex(form.routing.findData("WIRE"))
    assert form.routing_hint.text().startswith("Transferencia doméstica de EE. UU.")


def test_a_ledger_entrys_kind_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    from app.models.orders import LedgerTransaction
    from app.views.orders.ledger_model import KIND, ledger_cell

    assert ledger_cell(LedgerTransaction(id="t-1", amount=500), KIND, "EUR") == "Abono"
    assert ledger_cell(LedgerTransaction(id="t-2", amount=-500), KIND, "EUR") == "Cargo"
    fee = LedgerTransaction(id="t-3", amount=-50, is_fee=True)
    assert ledger_cell(fee, KIND, "EUR") == "Comisión"
