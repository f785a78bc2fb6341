"""Quotes that tell the truth (issue 28, items 1 and 6), against a sandbox of this module's
own whose quotes last long enough that none ends by the clock unless a test says so:

- Sandbox › Expire quotes now ends every open preview at once (crypto and transfer), and
  Review and send waits for a new quote, saying what to do;
- a sent payout's quote stays frozen beside the result: no new quote, no changing rate;
- a quote that ends while the confirmation is open is refused at the door, and the banner
  says what is true once the new quote is shown;
- a simulation refused at the amount says it once, at the amount;
- the preview shows what the rate buys, unrounded, beside the amount delivered.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QMainWindow

from app.api.client import BankingClient
from app.models.money import Money
from app.models.payouts import Quote
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.payouts.crypto_form import CryptoPayoutForm
from app.views.payouts.quote_preview import QuotePreview
from app.views.payouts.workspace import PayoutsWorkspace
from app.views.sandbox_tools.menu import SandboxMenu
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import quote_sandbox as live_quote_sandbox

QUOTE_SECONDS = 300.0


@pytest.fixture(scope="module")
def long_quotes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with live_quote_sandbox(tmp_path_factory.mktemp("truthful-quotes"), QUOTE_SECONDS) as url:
        yield url


@pytest.fixture
def quote_session(long_quotes: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(long_quotes)
    arun(client.login("demo", "demo-key"))
    yield Session(client, Environment(EnvironmentKind.SANDBOX, long_quotes), "demo")
    arun(client.aclose())


@pytest.fixture
def accounts(quote_session: Session, arun) -> tuple[str, str, str]:  # type: ignore[no-untyped-def]
    helpers = full_sandbox(quote_session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Lea", "surname": "Marti"}))
    client = full_client(quote_session)
    eur = arun(client.create_account(user.id, {"alias": "Main", "currency": "EUR"}))
    usd = arun(client.create_account(user.id, {"alias": "Dollars", "currency": "USD"}))
    arun(helpers.deposit(eur.id, 500_000))
    return user.id, eur.id, usd.id


def open_workspace(qtbot, session: Session, uid: str, aid: str) -> PayoutsWorkspace:  # type: ignore[no-untyped-def]
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 860)
    workspace.show()
    workspace.use_account(uid, aid)
    qtbot.waitUntil(lambda: workspace.crypto.account is not None, timeout=5_000)
    workspace.forms.setCurrentWidget(workspace.crypto)
    return workspace


def fill_crypto(form: CryptoPayoutForm, amount: str = "150.00") -> None:
    form.amount.setText(amount)
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDC"))
    form.network.setCurrentText("POLYGON")
    form.address.setText("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    form.changed()


def live_quote(qtbot, form: CryptoPayoutForm) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: form.simulation is not None and not form.preview.expired, timeout=5_000)


def payouts_journaled(session: Session) -> list[str]:
    return [r.outcome.name for r in session.action_log.records if r.action == "crypto_payout"]


def test_expire_quotes_now_ends_every_open_preview_at_once(
    qtbot, qloop, arun, quote_session, accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, usd = accounts
    main = QMainWindow()
    qtbot.addWidget(main)
    menu = SandboxMenu(quote_session, main)
    main.menuBar().addMenu(menu)
    main.show()
    workspace = open_workspace(qtbot, quote_session, uid, eur)
    form = workspace.crypto
    form.confirm = lambda _confirmation: True
    fill_crypto(form)
    live_quote(qtbot, form)
    transfer = workspace.transfer
    transfer.amount.setText("20.00")
    transfer.recipient.setText(usd)
    transfer.simulate()
    qtbot.waitUntil(lambda: transfer.simulation is not None, timeout=5_000)
    assert form.submit_button.isEnabled()
    assert not transfer.preview.expired

    menu.expire_action.trigger()
    qtbot.waitUntil(lambda: main.statusBar().currentMessage() != "", timeout=5_000)
    assert main.statusBar().currentMessage().startswith("Quotes expired: 2.")
    for preview in (form.preview, transfer.preview):  # at once, before anything is sent
        assert preview.expired
        assert not preview.ticking
        assert preview.countdown.text() == "Quote expired"
        assert preview.refresh_button.isVisibleTo(preview)
        assert "Expire quotes now" in preview.status.text()
        assert "Refresh the quote" in preview.status.text()
    assert not form.submit_button.isEnabled()
    assert "Refresh the quote" in form.submit_button.toolTip()
    assert form.submit() is None  # Ctrl+Enter is refused too, with what to do
    assert "Refresh the quote, then review and send" in form.banner.text
    assert payouts_journaled(quote_session) == []  # nothing went to the door or the server

    form.preview.refresh_button.click()
    live_quote(qtbot, form)
    assert form.submit_button.isEnabled()
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is not None
    assert payouts_journaled(quote_session) == ["DONE"]


def test_a_sent_payouts_quote_stays_frozen_beside_the_result(
    qtbot, qloop, arun, quote_session, accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = accounts
    workspace = open_workspace(qtbot, quote_session, uid, eur)
    form = workspace.crypto
    form.confirm = lambda _confirmation: True
    fill_crypto(form)
    live_quote(qtbot, form)
    sent_rate = form.preview.rate.text()
    sent_received = form.preview.destination.text()
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is not None
    # The payout moved the balance: the workspace loads the account again, which used to
    # ask the form for a new quote beside the result, at the rate of that moment.
    qtbot.waitUntil(
        lambda: workspace.account is not None and workspace.account.pending_out > 0,
        timeout=5_000,
    )
    assert not form._simulate_timer.isActive()
    assert not form.preview_runner.busy
    assert form.preview.countdown.text() == "Quote used"
    assert not form.preview.ticking
    assert not form.preview.refresh_button.isVisibleTo(form.preview)
    assert (form.preview.rate.text(), form.preview.destination.text()) == (
        sent_rate,
        sent_received,
    )
    assert "used this quote" in form.preview.status.text()
    form.simulate()  # a refresh asked some other way changes nothing either
    assert not form.preview_runner.busy


def test_a_quote_ended_during_the_confirmation_is_refused_and_the_new_one_said(
    qtbot, qloop, arun, quote_session, accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = accounts
    workspace = open_workspace(qtbot, quote_session, uid, eur)
    form = workspace.crypto
    fill_crypto(form)
    live_quote(qtbot, form)
    first = form.simulation

    def confirm_late(_confirmation: object) -> bool:
        form.preview.deadline = time.monotonic() - 1  # the person read past the quote's end
        return True

    form.confirm = confirm_late
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is None
    assert payouts_journaled(quote_session) == ["REFUSED"]  # by the door: nothing was sent
    assert arun(quote_session.client.get_account(uid, eur)).pending_out == 0
    qtbot.waitUntil(
        lambda: form.simulation is not None and form.simulation is not first, timeout=5_000
    )
    text = form.banner.text
    assert "A new quote is shown" in text
    assert "get a new quote" not in text.lower()
    assert form.submit_button.isEnabled()


def test_too_small_to_deliver_is_said_once_at_the_amount(
    qtbot, qloop, quote_session, accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = accounts
    form = open_workspace(qtbot, quote_session, uid, eur).crypto
    form.amount.setText("100.00")
    form.received_currency.setCurrentIndex(form.received_currency.findData("BTC"))
    form.network.setCurrentText("BITCOIN")
    form.simulate()
    qtbot.waitUntil(
        lambda: form.fields.message_at("amounts.debitedAmount.amount") != "", timeout=5_000
    )
    qtbot.waitUntil(lambda: not form.preview_runner.busy, timeout=5_000)
    said = form.fields.message_at("amounts.debitedAmount.amount")
    assert "delivered in hundredths (0.01 BTC at least)" in said
    assert "Send at least" in said
    shown = [form.preview.status.text(), form._preview_banner.text, form.banner.text]
    assert not any("too small" in t for t in shown), shown
    assert form.preview.status.text().startswith("No quote")


def test_the_preview_shows_what_the_rate_buys_beside_the_rounded_amount(qtbot) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime, timedelta

    from app.models.orders import Fee

    preview = QuotePreview("Preview")
    qtbot.addWidget(preview)
    now = datetime.now(UTC)
    quote = Quote.model_validate(
        {
            "rate": Decimal("0.00001676"),
            "timestamp": now.isoformat(),
            "validUntil": (now + timedelta(seconds=30)).isoformat(),
        }
    )
    fee = Fee.model_validate({"amount": 1_040, "currency": "EUR"})
    preview.show_quote(
        Money(amount=100_000, currency="EUR"), Money(amount=1, currency="BTC"), quote, fee
    )
    assert preview.destination.text() == "0.01 BTC"
    note = preview.rounding.text()
    assert "989.60 EUR buys 0.0165857 BTC" in note
    assert "the recipient gets 0.01 BTC (rounded down to a hundredth)" in note
    assert "two decimals" in note
    assert preview.rounding.isVisibleTo(preview)
    same = Money(amount=5_000, currency="EUR")
    preview.show_quote(same, same, quote)
    assert not preview.rounding.isVisibleTo(preview)  # nothing converted, nothing rounded


def test_a_confirmation_left_open_past_its_quote_no_longer_offers_to_send(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.services.quotes import QuoteBook
    from app.views.payouts.confirm_dialog import ConfirmPayoutDialog

    quote = QuoteBook().hold(30.0)
    dialog = ConfirmPayoutDialog(
        "Send this crypto payout?", [("Debited", "150.00 EUR")], "", quote=quote
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.confirm_button.isEnabled()
    assert not dialog.quote_ended.isVisible()
    quote.deadline = time.monotonic() - 1  # the person read on past the quote's end
    qtbot.waitUntil(lambda: not dialog.confirm_button.isEnabled(), timeout=2_000)
    assert dialog.quote_ended.isVisible()
    assert "refresh the quote" in dialog.quote_ended.text()
    assert dialog.cancel_button.hasFocus() or not dialog.isActiveWindow()


def test_a_transfer_too_small_to_deliver_is_said_once_at_the_amount(
    qtbot, qloop, arun, quote_session, accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = accounts
    coins = arun(
        full_client(quote_session).create_account(uid, {"alias": "Coins", "currency": "BTC"})
    )
    transfer = open_workspace(qtbot, quote_session, uid, eur).transfer
    transfer.amount.setText("75.00")
    transfer.recipient.setText(coins.id)
    transfer.simulate()
    qtbot.waitUntil(lambda: transfer.fields.message_at("origin.amount") != "", timeout=5_000)
    qtbot.waitUntil(lambda: not transfer.runner.busy, timeout=5_000)
    assert "Send at least" in transfer.fields.message_at("origin.amount")
    shown = [transfer.preview.status.text(), transfer.banner.text]
    assert not any("too small" in t for t in shown), shown
