"""The Sandbox menu's quote tools against a real sandbox: "Quote validity…" shows the value
and sets a new one (a bad one is said in the dialog), and "Expire quotes now" makes the
crypto payout form meet QUOTE_EXPIRED, say it, and fetch a new quote that then pays."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.payouts.workspace import PayoutsWorkspace
from app.views.sandbox_tools.menu import SandboxMenu
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import quote_sandbox as live_quote_sandbox

DEFAULT_SECONDS = 300.0  # long enough that no quote here ends by the clock


@pytest.fixture(scope="module")
def quote_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A sandbox of this module's own: its quote validity is changed here."""
    with live_quote_sandbox(tmp_path_factory.mktemp("quote-tools"), DEFAULT_SECONDS) as base_url:
        yield base_url


@pytest.fixture
def quote_session(quote_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(quote_sandbox)
    arun(client.login("demo", "demo-key"))
    session = Session(client, Environment(EnvironmentKind.SANDBOX, quote_sandbox), "demo")
    yield session
    arun(SandboxHelpers(client).set_quote_validity(DEFAULT_SECONDS))
    arun(client.aclose())


@pytest.fixture
def window(qtbot, quote_session: Session) -> tuple[QMainWindow, SandboxMenu]:  # type: ignore[no-untyped-def]
    main = QMainWindow()
    qtbot.addWidget(main)
    menu = SandboxMenu(quote_session, main)
    main.menuBar().addMenu(menu)
    main.show()
    return main, menu


def test_quote_validity_shows_the_value_refuses_a_bad_one_and_sets_a_new_one(
    qtbot, qloop, arun, quote_session, window
) -> None:  # type: ignore[no-untyped-def]
    main, menu = window
    menu.validity_action.trigger()
    dialog = menu.dialog
    qtbot.waitUntil(lambda: "Quotes last 300 s now" in dialog.current.text(), timeout=5_000)
    assert "default is 300 s" in dialog.current.text()
    assert dialog.seconds.text() == "300"
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5_000)
    dialog.seconds.setFocus()

    for bad in ("abc", "0", "86401", "-5", "1e3"):
        dialog.seconds.selectAll()
        qtbot.keyClicks(dialog.seconds, bad)
        qtbot.keyClick(dialog.seconds, Qt.Key.Key_Return)
        assert dialog.isVisible(), bad
        assert dialog.error.isVisible(), bad
        assert "a number from 1 to 86400" in dialog.error.text(), bad
    assert arun(quote_session.sandbox.quote_validity()).seconds == DEFAULT_SECONDS

    dialog.seconds.selectAll()
    qtbot.keyClicks(dialog.seconds, "2,5")  # a decimal comma, as Spanish writes it
    assert not dialog.error.isVisible()  # typing again hides the complaint
    qtbot.keyClick(dialog.seconds, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert main.statusBar().currentMessage() == "New quotes last 2.5 s."
    assert arun(quote_session.sandbox.quote_validity()).seconds == 2.5
    assert [r.action for r in quote_session.action_log.records] == ["set_quote_validity"]


def test_a_refusal_from_the_sandbox_is_said_in_the_dialog(
    qtbot, qloop, quote_session, window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The server checks again (a live sandbox of another version may bound it otherwise)."""
    _main, menu = window
    menu.validity_action.trigger()
    dialog = menu.dialog
    qtbot.waitUntil(lambda: dialog.seconds.text() == "300", timeout=5_000)
    monkeypatch.setattr("app.views.sandbox_tools.quote_validity.MAX_QUOTE_VALIDITY_SECONDS", 10**9)
    dialog.seconds.setText("100000")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(dialog.error.isVisible, timeout=5_000)
    assert "seconds" in dialog.error.text()
    assert dialog.isVisible()
    assert dialog.buttons.isEnabled()


def test_a_quote_the_server_ends_early_is_met_and_the_new_one_said(
    qtbot, qloop, arun, quote_session
) -> None:  # type: ignore[no-untyped-def]
    """The sandbox's quotes expired behind Teller's back (the helper called directly, not
    the menu, which tells the previews): as a live server whose quote ends before the
    countdown. The server's QUOTE_EXPIRED drops the quote; once the new one is shown the
    banner says so, not "get a new quote" beside it."""
    helpers = full_sandbox(quote_session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Ines", "surname": "Roca"}))
    eur = arun(
        full_client(quote_session).create_account(user.id, {"alias": "Main", "currency": "EUR"})
    )
    arun(helpers.deposit(eur.id, 500_000))
    workspace = PayoutsWorkspace(quote_session)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 860)
    workspace.show()
    workspace.use_account(user.id, eur.id)
    qtbot.waitUntil(lambda: workspace.crypto.account is not None, timeout=5_000)
    workspace.forms.setCurrentWidget(workspace.crypto)
    form = workspace.crypto
    form.confirm = lambda _confirmation: True
    form.amount.setText("150.00")
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDC"))
    form.network.setCurrentText("POLYGON")
    form.address.setText("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    form.changed()
    qtbot.waitUntil(lambda: form.simulation is not None and not form.preview.expired, timeout=5_000)
    first_quote = form.simulation

    assert arun(helpers.expire_quotes()).expired == 1
    assert not form.preview.expired  # Teller was not told: the server will say it

    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is None
    assert not form.banner.offers_retry  # sending the same again cannot help
    qtbot.waitUntil(
        lambda: form.simulation is not None and form.simulation is not first_quote,
        timeout=5_000,
    )
    assert "A new quote is shown: check its amounts" in form.banner.text
    assert "get a new quote" not in form.banner.text.lower()
    assert form.submit_button.isEnabled()
    assert arun(quote_session.client.get_account(user.id, eur.id)).pending_out == 0

    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert form.result.order is not None
    assert form.result.order.type == "CRYPTO_PAY_OUT"
    journal = [(r.action, r.outcome.name) for r in quote_session.action_log.records]
    assert journal == [
        ("crypto_payout", "REFUSED"),
        ("crypto_payout", "DONE"),
    ]
