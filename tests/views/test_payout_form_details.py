"""The payout forms' finer promises: the amount's currency follows its mode, a Retry sends the
form as it is now, the account paid from is never a stale one, a business cannot use a
passport, a preview's clock starts when the quote was asked for and stops with its view."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from PySide6.QtCore import Qt

from app.api.client import BankingClient
from app.models.money import Money
from app.models.order_query import OrderQuery
from app.models.payouts import Quote
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.payouts.bank_form import BankPayoutForm
from app.views.payouts.quote_preview import QuotePreview
from tests.api.conftest import FAST_RETRY
from tests.api.faulty_servers import dropping_proxy
from tests.helpers.full_client import full_client
from tests.views.test_payouts_workspace import (
    accept_all,
    fill_business,
    fill_person,
    open_workspace,
    sent_payouts,
)


def test_recipient_receives_exactly_sends_debited_zero_in_the_recipients_currency(
    qtbot,
    qloop,
    session,
    funded,
) -> None:  # type: ignore[no-untyped-def]
    workspace = open_workspace(qtbot, session, *funded)
    form = workspace.bank
    shown = accept_all(form)
    fill_person(form, "100.00")
    assert form.amount_currency.text() == "EUR"
    form.receive_mode.setChecked(True)
    form.received_currency.setCurrentIndex(form.received_currency.findData("USD"))
    assert form.amount_currency.text() == "USD"  # the amount is what the recipient gets
    body = form.body()
    assert body["amounts"]["debitedAmount"] == {"amount": 0, "currency": "EUR"}
    assert body["amounts"]["receivedAmount"] == {"amount": 10_000, "currency": "USD"}
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    _title, rows, _note = shown[0]
    assert ("Received", "100.00 USD") in rows
    assert rows[0][0] == "From"
    assert funded[1] in rows[0][1]
    assert any(label == "To" and "Lena Vogel (Friend)" in value for label, value in rows)
    assert form.result.order is not None
    form.debit_mode.setChecked(True)
    assert form.amount_currency.text() == "EUR"


def test_a_business_with_a_passport_is_refused_at_the_document_type(
    qtbot,
    qloop,
    session,
    funded,
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    shown = accept_all(form)
    fill_business(form)
    assert form.document_type.findData("PASSPORT") == -1  # not offered to a business at all
    form.document_type.addItem("Passport", "PASSPORT")  # and refused if it slips in anyway
    form.document_type.setCurrentIndex(form.document_type.count() - 1)
    before = sent_payouts(session)
    assert form.submit() is None
    assert "TAX_ID" in form.fields.message_at("recipient.document.documentType")
    assert shown == []
    assert sent_payouts(session) == before


def test_retry_after_a_failure_sends_the_form_as_it_is_now(
    qtbot,
    qloop,
    live_sandbox,
    funded,
    arun,
) -> None:  # type: ignore[no-untyped-def]
    """The first payout's connection dies before it reaches the server, every try of it
    (its key); the person edits the amount and presses Retry: the form as it is now goes."""
    uid, aid = funded
    first_key: list[bytes] = []

    def drop_the_first_payout(head: bytes) -> bool:
        if b"/bank-payouts" not in head:
            return False
        key = idempotency_key(head)
        if not first_key:
            first_key.append(key)
        return key == first_key[0]

    proxy = dropping_proxy(live_sandbox, drop_the_first_payout, forward_dropped=False)
    proxy_url, seen = arun(proxy.__aenter__())
    try:
        client = BankingClient(proxy_url, retry=FAST_RETRY)
        try:
            arun(client.login("demo", "demo-key"))
            session = Session(client, Environment(EnvironmentKind.SANDBOX, proxy_url), "demo")
            form = open_workspace(qtbot, session, uid, aid).bank
            shown = accept_all(form)
            fill_person(form, "300.00")
            task = form.submit()
            assert task is not None
            qtbot.waitUntil(task.done, timeout=10_000)
            assert "connection" in form.banner.text.lower()
            assert form.result.order is None
            form.amount.setText("250.00")
            form.changed()
            retry_buttons = [
                b for b in form.banner.findChildren(type(form.submit_button)) if b.isVisible()
            ]
            assert retry_buttons
            retry_buttons[0].click()  # the banner's Retry
            qtbot.waitUntil(lambda: form.result.order is not None, timeout=10_000)
            orders = arun(client.list_account_orders(uid, aid, OrderQuery(page_size=10)))
            account = arun(client.get_account(uid, aid))
        finally:
            arun(client.aclose())
    finally:
        arun(proxy.__aexit__(None, None, None))
    keys = [idempotency_key(head) for head in seen if b"/bank-payouts" in head]
    assert keys == [first_key[0]] * FAST_RETRY.attempts + [keys[-1]]  # each try died
    assert keys[-1] != first_key[0]  # a changed body is a new payout: a new key
    assert len(shown) == 2  # confirmed again, showing the new amount
    assert ("Debited", "250.00 EUR (fee included)") in shown[1][1]
    payouts = [o for o in orders.orders if o.type == "BANK_PAY_OUT"]
    assert [p.id for p in payouts] == [form.result.order.id]  # the lost one never arrived
    assert account.pending_out == 25_000


def idempotency_key(head: bytes) -> bytes:
    return next(
        line.split(b":", 1)[1].strip()
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"idempotency-key:")
    )


def test_the_payouts_tab_never_pays_from_a_stale_account(
    qtbot,
    qloop,
    session,
    funded,
    helpers,
    arun,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    workspace = open_workspace(qtbot, session, uid, aid)
    workspace.account_id.setText("no-such-account")
    task = workspace.load_account()
    assert task is not None
    assert not workspace.forms.isEnabled()  # disabled while the other account loads
    qtbot.waitUntil(task.done, timeout=5_000)
    assert not workspace.forms.isEnabled()
    assert workspace.account is None
    assert workspace.bank.account is None
    assert workspace.available.text() == "Account no-such-account could not be loaded"
    assert workspace.banner.text

    other = arun(full_client(session).create_account(uid, {"alias": "Second", "currency": "USD"}))
    session.context.choose_account(uid, other.id)  # chosen in the accounts workspace
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    assert workspace.bank.account.id == other.id
    assert workspace.forms.isEnabled()
    assert "USD" in workspace.available.text()


def test_show_in_orders_opens_the_order_in_the_orders_tab(
    qtbot,
    qloop,
    session,
    settings,
    funded,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.payouts)
    window.payouts.use_account(uid, aid)
    form: BankPayoutForm = window.payouts.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    accept_all(form)
    fill_person(form)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    order = form.result.order
    assert order is not None
    qtbot.mouseClick(form.result.orders_link, Qt.MouseButton.LeftButton)
    assert window.tabs.currentWidget() is window.orders
    qtbot.waitUntil(
        lambda: window.orders.model.rowCount() == 1 and not window.orders.model.loading,
        timeout=10_000,
    )
    assert window.orders.model.order_at(0).id == order.id


def test_field_map_places_a_bare_field_name_from_a_live_server(
    qtbot,
    qloop,
    session,
    funded,
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    assert form.fields.path_of("relation") == "recipient.relation"
    assert form.fields.path_of("documentType") == "recipient.document.documentType"
    assert form.fields.path_of("colour") is None  # unknown: the banner says it


def _quote(valid_seconds: float) -> Quote:
    now = datetime.now(UTC)
    return Quote.model_validate(
        {
            "rate": "1.1",
            "timestamp": now.isoformat(),
            "validUntil": (now + timedelta(seconds=valid_seconds)).isoformat(),
        }
    )


def test_a_preview_counts_from_when_the_quote_was_asked_for(qtbot) -> None:  # type: ignore[no-untyped-def]
    preview = QuotePreview("Preview")
    qtbot.addWidget(preview)
    preview.show()
    eur, usd = Money(amount=10_000, currency="EUR"), Money(amount=10_900, currency="USD")
    preview.show_quote(eur, usd, _quote(30), asked_at=time.monotonic() - 5)
    assert 24 < preview.seconds_left <= 25  # five seconds of latency are not time left
    assert preview.countdown.text().startswith("Quote valid for")
    assert preview.countdown.property("tone") == "good"
    assert not preview.refresh_button.isVisible()
    assert preview.rate.text() == f"1 EUR = {Decimal('1.1')} USD"


def test_a_hidden_preview_does_not_tick_and_a_closed_form_stops_asking(
    qtbot,
    qloop,
    session,
    funded,
) -> None:  # type: ignore[no-untyped-def]
    preview = QuotePreview("Preview")
    qtbot.addWidget(preview)
    eur, usd = Money(amount=10_000, currency="EUR"), Money(amount=10_900, currency="USD")
    preview.show_quote(eur, usd, _quote(30))
    assert not preview.ticking  # hidden: it ticks again once shown
    preview.show()
    assert preview.ticking

    workspace = open_workspace(qtbot, session, *funded)
    form = workspace.crypto
    workspace.forms.setCurrentWidget(form)
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDT"))
    form.network.setCurrentText("TRON")
    form.amount.setText("20.00")
    form.simulate()
    asking = set(form.preview_runner.tasks)
    assert asking  # the quote is on its way
    workspace.close()
    assert all(t.cancelling() for t in asking)  # closing cancels it at once
    qtbot.waitUntil(lambda: all(t.done() for t in asking), timeout=5_000)
    assert all(t.cancelled() for t in asking)
    assert not form.preview_runner.busy
    assert not form.preview.ticking
    assert form.simulation is None


def test_new_payout_empties_the_recipient_and_asks_for_a_relation_again(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    form = open_workspace(qtbot, session, uid, aid).bank
    fill_person(form)
    form.routing.setCurrentIndex(form.routing.findData("SWIFT"))
    form.clear_button.click()
    assert form.name.text() == form.account_number.text() == form.amount.text() == ""
    assert form.relation.currentData() == ""  # "Choose…": the last recipient's is not reused
    assert form.document_type.currentIndex() == 0
    assert form.routing.currentData() == "SWIFT"  # a run of similar payouts keeps its rail
    form.submit()
    assert form.fields.message_at("recipient.relation") != ""
