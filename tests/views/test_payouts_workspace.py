from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from app.api.client import BankingClient
from app.api.retrying import RetryPolicy
from app.models.order_query import OrderQuery
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.payouts.bank_form import BankPayoutForm
from app.views.payouts.workspace import PayoutsWorkspace
from tests.api.faulty_servers import dropping_proxy
from tests.helpers.bodies import VALID_IBAN

BALANCE = 1_000_000  # 10,000.00


def open_workspace(qtbot, session: Session, uid: str, aid: str, **options) -> PayoutsWorkspace:  # type: ignore[no-untyped-def]
    workspace = PayoutsWorkspace(session, **options)
    qtbot.addWidget(workspace)
    workspace.resize(1300, 900)
    workspace.show()
    workspace.use_account(uid, aid)
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    qtbot.waitUntil(lambda: workspace.bank.relation.count() > 2, timeout=5_000)
    return workspace


def fill_person(form: BankPayoutForm, amount: str = "100.00") -> None:
    form.amount.setText(amount)
    form.person.setChecked(True)
    form.name.setText("Lena")
    form.surname.setText("Vogel")
    form.relation.setCurrentIndex(form.relation.findData("FRIEND"))
    form.document_type.setCurrentIndex(form.document_type.findData("PASSPORT"))
    form.document_number.setText("X1234567")
    form.routing.setCurrentIndex(form.routing.findData("SEPA"))
    form.account_number.setText(VALID_IBAN)
    form.bank_country.set_code("DE")
    form.line1.setText("Unter den Linden 1")
    form.city.setText("Berlin")
    form.postal_code.setText("10117")
    form.province.setText("Berlin")
    form.address_country.set_code("DE")
    form.description.setText("Rent for May")


def fill_business(form: BankPayoutForm, amount: str = "250.00") -> None:
    fill_person(form, amount)
    form.business.setChecked(True)
    form.company_name.setText("Acme GmbH")
    form.document_type.setCurrentIndex(form.document_type.findData("TAX_ID"))
    form.document_number.setText("DE123456789")


def sent_payouts(session: Session) -> int:
    return sum(
        1
        for e in session.client.request_log.entries()
        if e.method == "POST" and e.url.endswith("/bank-payouts")
    )


def accept_all(form: Any) -> list[tuple[str, list[tuple[str, str]], str]]:
    shown: list[tuple[str, list[tuple[str, str]], str]] = []

    def confirm(confirmation: Any) -> bool:
        shown.append((confirmation.title, list(confirmation.rows), confirmation.otp_note))
        return True

    form.confirm = confirm
    return shown


def person_without_relation(form: BankPayoutForm) -> None:
    form.relation.setCurrentIndex(0)


def business_without_company(form: BankPayoutForm) -> None:
    fill_business(form)
    form.company_name.clear()


def us_bank_without_aba(form: BankPayoutForm) -> None:
    form.routing.setCurrentIndex(form.routing.findData("IBAN"))
    form.bank_country.set_code("US")


def us_bank_with_eight_digit_aba(form: BankPayoutForm) -> None:
    us_bank_without_aba(form)
    form.aba.setText("12345678")


def wire_without_aba(form: BankPayoutForm) -> None:
    form.routing.setCurrentIndex(form.routing.findData("WIRE"))


def short_description(form: BankPayoutForm) -> None:
    form.description.setText("ab")


def bad_iban(form: BankPayoutForm) -> None:
    form.account_number.setText("DE89370400440532013001")


@pytest.mark.parametrize(
    ("breaks", "path", "message"),
    [
        (person_without_relation, "recipient.relation", "how the user relates to the recipient"),
        (business_without_company, "recipient.companyName", "Enter the company name"),
        (us_bank_without_aba, "recipient.abaRoutingCode", "banks in US need it"),
        (us_bank_with_eight_digit_aba, "recipient.abaRoutingCode", "exactly 9 digits"),
        (wire_without_aba, "recipient.abaRoutingCode", "WIRE payouts need it"),
        (short_description, "description", "at least 3 characters"),
        (bad_iban, "recipient.accountNumber", "IBAN"),
    ],
)
def test_each_recipient_rule_is_refused_at_its_field_before_sending(
    qtbot,
    qloop,
    session,
    funded,
    breaks: Callable[[BankPayoutForm], None],
    path: str,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    workspace = open_workspace(qtbot, session, *funded)
    form = workspace.bank
    fill_person(form)
    breaks(form)
    shown = accept_all(form)
    before = sent_payouts(session)
    assert form.submit() is None
    assert message in form.fields.message_at(path)
    assert form.fields.labels[path].isVisible()
    assert shown == []  # no confirmation, nothing sent
    assert sent_payouts(session) == before


def test_a_business_is_offered_only_its_tax_id_and_the_aba_field_appears_for_us_banks(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    form.business.setChecked(True)
    offered = [form.document_type.itemData(i) for i in range(form.document_type.count())]
    assert offered == ["TAX_ID"]
    assert not form.name.isVisible()
    assert form.company_name.isVisible()
    assert not form.aba.isVisible()
    form.bank_country.set_code("PR")
    assert form.aba.isVisible()


def test_errors_show_as_the_person_types_only_on_fields_already_left(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    form.revalidate()
    assert not form.fields.labels["recipient.surname"].isVisible()  # untouched: no red yet
    form.fields.touched.add("description")
    form.description.setText("ab")
    form.revalidate()
    assert form.fields.message_at("description") == "Enter at least 3 characters."


def test_a_person_and_a_business_are_paid_and_listed(qtbot, qloop, session, funded, arun) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    workspace = open_workspace(qtbot, session, uid, aid)
    form = workspace.bank
    shown = accept_all(form)
    fill_person(form)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    person_order = form.result.order
    assert person_order is not None
    assert person_order.state == "Created"
    _title, rows, note = shown[0]
    assert ("Debited", "100.00 EUR (fee included)") in rows
    assert any(label == "To" and "Lena Vogel" in value for label, value in rows)
    assert "No OTP needed" in note

    assert form.submit() is None  # done: the form shows what was sent, read-only
    assert not form.amount.isEnabled()
    form.clear_button.click()  # "New payout"
    fill_business(form)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    business_order = form.result.order
    assert business_order is not None
    assert business_order.id != person_order.id
    listed = arun(session.client.list_account_orders(uid, aid, OrderQuery(page_size=10)))
    ids = {o.id for o in listed.orders}
    assert {person_order.id, business_order.id} <= ids
    assert any(o.counterparty and "Acme" in o.counterparty for o in listed.orders)
    qtbot.waitUntil(lambda: "Available 9," in workspace.available.text(), timeout=5_000)


def test_the_server_field_error_lands_at_the_field(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    accept_all(form)
    fill_person(form)
    form.relation.addItem("Not in the catalogue", "NOT_A_RELATION")
    form.relation.setCurrentIndex(form.relation.count() - 1)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert "catalogue" in form.fields.message_at("recipient.relation")
    assert form.name.text() == "Lena"  # nothing typed is lost


def test_a_lost_answer_keeps_the_form_and_the_retry_pays_once(
    qtbot, qloop, live_sandbox, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    """The proxy drops the first payout answer after the server made the payout; the client
    is not allowed to retry by itself, so the person sees the failure and submits again."""
    uid, aid = funded
    dropped: list[bool] = []

    def drop_first(head: bytes) -> bool:
        if b"POST" in head and b"/bank-payouts" in head and not dropped:
            dropped.append(True)
            return True
        return False

    proxy = dropping_proxy(live_sandbox, drop_first)
    proxy_url, seen = arun(proxy.__aenter__())
    client = BankingClient(proxy_url, retry=RetryPolicy(attempts=1))
    arun(client.login("demo", "demo-key"))
    session = Session(client, Environment(EnvironmentKind.SANDBOX, proxy_url), "demo")
    workspace = open_workspace(qtbot, session, uid, aid)
    form = workspace.bank
    accept_all(form)
    fill_person(form, "300.00")
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.result.order is None
    assert form.banner.text  # the failure is said
    assert form.amount.text() == "300.00"  # and nothing typed is lost
    assert form.account_number.text() == VALID_IBAN
    first_key = form.submission.pending_key
    assert first_key is not None

    task = form.submit()  # the person tries again
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.result.order is not None
    keys = {
        line
        for head in seen
        if b"/bank-payouts" in head
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"idempotency-key")
    }
    assert len(keys) == 1
    assert first_key.encode() in next(iter(keys))
    orders = arun(client.list_account_orders(uid, aid, OrderQuery(page_size=10)))
    assert sum(1 for o in orders.orders if o.type == "BANK_PAY_OUT") == 1
    account = arun(client.get_account(uid, aid))
    assert account.pending_out == 30_000  # debited once
    workspace.close()
    arun(client.aclose())
    arun(proxy.__aexit__(None, None, None))


def test_otp_flow_to_settlement(qtbot, qloop, session, helpers, funded, arun) -> None:  # type: ignore[no-untyped-def]
    workspace = open_workspace(qtbot, session, *funded, follow_interval_ms=50)
    form = workspace.bank
    shown = accept_all(form)
    fill_person(form, "1500.00")
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert "will need an OTP" in shown[0][2]
    result = form.result
    assert result.order is not None
    assert result.otp_button.isVisible()
    assert not result.following  # it cannot move before its OTP: no polling every 2 s
    dialog = result.ask_otp()
    assert dialog is not None
    dialog.code.setText("000000")
    dialog.submit()
    qtbot.waitUntil(lambda: dialog.code_error.text() != "", timeout=5_000)
    assert dialog.isVisible()
    dialog.code.setText("123456")
    dialog.submit()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert not result.otp_button.isVisible()
    arun(helpers.advance_order(result.order.id, "PENDING"))
    arun(helpers.advance_order(result.order.id, "SETTLED"))
    qtbot.waitUntil(
        lambda: result.order is not None and result.order.state == "SETTLED", timeout=5_000
    )
    assert not result.following
