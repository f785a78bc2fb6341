"""Crypto payouts with their live quote, the transfer preview, and card pay-ins through the
hosted page: against a sandbox whose quotes last two seconds."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.payouts.workspace import PayoutsWorkspace
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import quote_sandbox as live_quote_sandbox

QUOTE_SECONDS = 2.0


@pytest.fixture(scope="module")
def quick_quotes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with live_quote_sandbox(tmp_path_factory.mktemp("quick-quotes"), QUOTE_SECONDS) as base_url:
        yield base_url


@pytest.fixture
def quick_session(quick_quotes: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(quick_quotes)
    arun(client.login("demo", "demo-key"))
    yield Session(client, Environment(EnvironmentKind.SANDBOX, quick_quotes), "demo")
    arun(client.aclose())


@pytest.fixture
def two_accounts(quick_session: Session, arun):  # type: ignore[no-untyped-def]
    helpers = full_sandbox(quick_session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Noa", "surname": "Levi"}))
    eur = arun(
        full_client(quick_session).create_account(user.id, {"alias": "Main", "currency": "EUR"})
    )
    usd = arun(
        full_client(quick_session).create_account(user.id, {"alias": "Dollars", "currency": "USD"})
    )
    arun(helpers.deposit(eur.id, 500_000))
    return user.id, eur.id, usd.id


def workspace_on(qtbot, session: Session, uid: str, aid: str, **options) -> PayoutsWorkspace:  # type: ignore[no-untyped-def]
    workspace = PayoutsWorkspace(session, **options)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 860)
    workspace.show()
    workspace.use_account(uid, aid)
    qtbot.waitUntil(lambda: workspace.crypto.account is not None, timeout=5_000)
    return workspace


def test_crypto_quote_counts_down_to_expired_then_refreshes(
    qtbot, qloop, quick_session, two_accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    workspace = workspace_on(qtbot, quick_session, uid, eur)
    workspace.forms.setCurrentWidget(workspace.crypto)
    form = workspace.crypto
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDT"))
    form.network.setCurrentText("TRON")
    qtbot.keyClicks(form.address, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")
    qtbot.keyClicks(form.amount, "200.00")  # typing alone brings the quote (debounced)
    qtbot.waitUntil(lambda: form.simulation is not None, timeout=5_000)
    preview = form.preview
    assert preview.origin.text() == "200.00 EUR"
    assert preview.destination.text().endswith("USDT")
    assert "merchant" in preview.fee.text()
    # A two-second quote is in its last ten seconds from the start: the warning shows.
    assert preview.countdown.text().startswith("Quote expires in")
    assert preview.countdown.property("tone") == "wait"
    assert form.submit_button.isEnabled()
    first_deadline = preview.deadline

    qtbot.waitUntil(lambda: preview.countdown.text() == "Quote expired", timeout=5_000)
    assert preview.countdown.property("tone") == "bad"
    assert preview.expired
    assert not form.submit_button.isEnabled()
    assert preview.refresh_button.isVisible()

    preview.refresh_button.click()
    qtbot.waitUntil(lambda: not preview.expired, timeout=5_000)
    assert preview.deadline is not None
    assert first_deadline is not None
    assert preview.deadline > first_deadline
    assert form.submit_button.isEnabled()


def test_crypto_payout_sent_from_a_live_quote(
    qtbot, qloop, quick_session, two_accounts, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    workspace = workspace_on(qtbot, quick_session, uid, eur)
    form = workspace.crypto
    shown: list[list[tuple[str, str]]] = []
    form.confirm = lambda confirmation: shown.append(list(confirmation.rows)) is None
    form.amount.setText("150.00")
    form.changed()
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDC"))
    form.network.setCurrentText("POLYGON")
    form.address.setText("0xabc1230000000000000000000000000000000001")
    form.changed()
    qtbot.waitUntil(lambda: form.simulation is not None and not form.preview.expired, timeout=5_000)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is not None
    assert form.result.order.type == "CRYPTO_PAY_OUT"
    assert ("Debited", "150.00 EUR") in shown[0]
    assert not form.preview.ticking  # the quote was used: no countdown goes on
    assert form.preview.countdown.text() == "Quote used"  # frozen as sent
    assert form.simulation is None
    account = arun(quick_session.client.get_account(uid, eur))
    assert account.pending_out == 15_000


def test_a_network_that_does_not_carry_the_coin_is_said_at_the_network(
    qtbot, qloop, quick_session, two_accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    form = workspace_on(qtbot, quick_session, uid, eur).crypto
    form.amount.setText("50.00")
    form.received_currency.setCurrentIndex(form.received_currency.findData("BTC"))
    form.network.setCurrentText("SOLANA")
    form.simulate()
    qtbot.waitUntil(lambda: form.fields.message_at("recipient.network") != "", timeout=5_000)
    assert "BTC does not travel on SOLANA" in form.fields.message_at("recipient.network")
    assert form.preview.status.text().startswith("No quote")
    assert not form.submit_button.isEnabled()


def test_transfer_preview_between_accounts(qtbot, qloop, quick_session, two_accounts) -> None:  # type: ignore[no-untyped-def]
    uid, eur, usd = two_accounts
    transfer = workspace_on(qtbot, quick_session, uid, eur).transfer
    transfer.amount.setText("100.00")
    transfer.recipient.setText(usd)
    transfer.simulate()
    qtbot.waitUntil(lambda: transfer.simulation is not None, timeout=5_000)
    assert transfer.preview.origin.text() == "100.00 EUR"
    assert transfer.preview.destination.text().endswith("USD")
    assert transfer.preview.rate.text().startswith("1 EUR = ")
    transfer.amount.setText("1.234")
    transfer.simulate()
    assert transfer.fields.message_at("origin.amount") == "Use at most 2 decimal places."


def test_transfer_too_small_to_deliver_anything_is_marked_on_the_amount(
    qtbot, qloop, quick_session, two_accounts, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    btc = arun(
        full_client(quick_session).create_account(uid, {"alias": "Coins", "currency": "BTC"})
    )
    transfer = workspace_on(qtbot, quick_session, uid, eur).transfer
    transfer.amount.setText("75.00")
    transfer.recipient.setText(btc.id)
    transfer.simulate()
    qtbot.waitUntil(lambda: transfer.fields.message_at("origin.amount") != "", timeout=5_000)
    assert "too small to deliver any BTC" in transfer.fields.message_at("origin.amount")
    assert transfer.simulation is None
    assert transfer.preview.status.text().startswith("No quote")
    assert transfer.amount.text() == "75.00"


def test_card_payin_paid_on_the_hosted_page_credits_the_balance(
    qtbot, qloop, quick_session, two_accounts, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    workspace = workspace_on(qtbot, quick_session, uid, eur, follow_interval_ms=50)
    card = workspace.card
    workspace.forms.setCurrentWidget(card)
    opened: list[str] = []
    card.open_url = opened.append
    card.amount.setText("75.00")
    card.reference.setText("Top-up 42")
    task = card.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert card.payin is not None
    assert opened == [card.payin.payment_url]
    assert card.page_box.isVisible()
    before = arun(quick_session.client.get_account(uid, eur)).balance

    async def pay_by_card() -> int:  # what the person does in the browser
        async with httpx.AsyncClient() as browser:
            answer = await browser.post(
                opened[0],
                data={"card_number": "4242 4242 4242 4242", "expiry": "12/30", "cvc": "123"},
            )
        return answer.status_code

    assert arun(pay_by_card()) == 303
    qtbot.waitUntil(
        lambda: card.result.order is not None and card.result.order.state == "SETTLED",
        timeout=5_000,
    )
    qtbot.waitUntil(lambda: "5,075.00" in workspace.balances.text(), timeout=5_000)
    assert arun(quick_session.client.get_account(uid, eur)).balance == before + 7_500


def test_card_payin_fields_are_checked_before_sending(
    qtbot, qloop, quick_session, two_accounts
) -> None:  # type: ignore[no-untyped-def]
    uid, eur, _ = two_accounts
    card = workspace_on(qtbot, quick_session, uid, eur).card
    card.amount.setText("10.00")
    card.url_success.setText("not a url")
    assert card.submit() is None
    assert "web address" in card.fields.message_at("urlSuccess")
    assert card.fields.message_at("reference") == "This field is required."
