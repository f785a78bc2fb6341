"""Answers bound to what they were asked for (issue 22, findings 6, 7 and 8).

Answers are held back on the wire (a transport that waits before sending what a test names),
the context moves on meanwhile, and then the answer lands: it must never be applied to, nor
paired with, whatever is current by then."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from app.api.client import BankingClient
from app.models.accounts import Account
from app.services.context import AccountRef
from app.services.directory import Directory
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.accounts.account_chooser import AccountChooserDialog
from app.views.accounts.choose_account import ChooseAccountButton, account_name
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.accounts.workspace import AccountsWorkspace
from app.views.activity import ActivityTracker
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.payouts.form_base import DEBITED
from app.views.payouts.workspace import PayoutsWorkspace
from tests.helpers.counting_transport import CountingTransport
from tests.helpers.full_client import full_client, full_sandbox
from tests.views.event_waits import loop_turn
from tests.views.test_payouts_workspace import accept_all, fill_person


class Holds:
    """Requests whose path contains a held fragment wait on the wire until released."""

    def __init__(self) -> None:
        self.held: dict[str, asyncio.Event] = {}
        self.waiting: list[str] = []

    def hold(self, fragment: str) -> None:
        self.held[fragment] = asyncio.Event()

    def release(self, fragment: str) -> None:
        self.held.pop(fragment).set()

    async def before_send(self, request: httpx.Request) -> None:
        for fragment, event in list(self.held.items()):
            if fragment in request.url.path:
                self.waiting.append(fragment)
                await event.wait()


@pytest.fixture
def holds() -> Holds:
    return Holds()


@pytest.fixture
def held_session(live_sandbox: str, arun, holds: Holds) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(live_sandbox, transport=CountingTransport(before_send=holds.before_send))
    arun(client.login("demo", "demo-key"))
    try:
        yield Session(client, Environment(EnvironmentKind.SANDBOX, live_sandbox), "demo")
    finally:
        for event in holds.held.values():
            event.set()
        arun(client.aclose())


def person(session: Session, arun, name: str, surname: str):  # type: ignore[no-untyped-def]
    return arun(
        full_sandbox(session).create_user({"type": "PERSON", "name": name, "surname": surname})
    )


def account(session: Session, arun, uid: str, alias: str, currency: str, funds: int = 0) -> str:  # type: ignore[no-untyped-def]
    made = arun(full_client(session).create_account(uid, {"alias": alias, "currency": currency}))
    if funds:
        arun(full_sandbox(session).deposit(made.id, funds))
    return str(made.id)


def choose_by_keyboard(qtbot, session: Session, typed: str) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+K, the words, Enter: as a person picks an account by name."""
    host = QWidget()
    qtbot.addWidget(host)
    button = ChooseAccountButton(session, host)
    host.show()
    chooser = button.open_chooser()
    qtbot.waitUntil(lambda: chooser.loading is not None and chooser.loading.done(), timeout=10_000)
    qtbot.keyClicks(chooser.search, typed)
    assert chooser.list.count() == 1, [
        chooser.list.item(i).text() for i in range(chooser.list.count())
    ]
    qtbot.keyClick(chooser.search, Qt.Key.Key_Return)


# --- finding 6: the chooser pairs one person's name with another's account ---


def test_two_quick_picks_never_pair_one_persons_name_with_anothers_account(
    qtbot, qloop, arun, held_session, holds, settings
) -> None:  # type: ignore[no-untyped-def]
    """Lucía's EUR account, then James's while James's user list is held back: the accounts
    workspace (still listing Lucía's accounts) must not open one of them under James."""
    session, tag = held_session, uuid.uuid4().hex[:6]
    lucia = person(session, arun, "Lucía", f"Vega{tag}")
    lucia_eur = account(session, arun, lucia.id, "Lucía's EUR", "EUR")  # listed first
    lucia_btc = account(session, arun, lucia.id, "Lucía's BTC", "USDT")
    james = person(session, arun, "James", f"Walker{tag}")
    james_eur = account(session, arun, james.id, "Travel", "EUR")
    session.directory.attach(settings, "sandbox")
    workspace = AccountsWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.show()

    choose_by_keyboard(qtbot, session, f"vega{tag} eur")
    qtbot.waitUntil(lambda: workspace.users.accounts.count() == 2, timeout=10_000)
    holds.hold(f"/users/{james.id}")  # James's list is slow to come
    choose_by_keyboard(qtbot, session, f"walker{tag}")
    qtbot.waitUntil(lambda: f"/users/{james.id}" in holds.waiting, timeout=5_000)
    workspace.users.accounts.setFocus()  # the chooser closed: focus is back in the list
    holds.release(f"/users/{james.id}")
    qtbot.waitUntil(lambda: workspace.users.user_title.text().startswith("James"), timeout=10_000)
    qtbot.waitUntil(lambda: not workspace.account.runner.busy, timeout=10_000)

    for aid in (lucia_btc, lucia_eur):  # the directory: Lucía's accounts are Lucía's
        entry = session.directory.entry(aid)
        assert entry is not None
        assert entry.uid == lucia.id, entry.label
        assert entry.user_name == f"Lucía Vega{tag}"
    chooser = AccountChooserDialog(session)
    qtbot.addWidget(chooser)
    qtbot.keyClicks(chooser.search, f"vega{tag}")
    assert chooser.list.count() == 2  # Lucía's accounts still show under Lucía
    # The context: James's own account, found (not "Lucía's BTC under James", not found).
    assert (session.context.account.uid, session.context.account.aid) == (james.id, james_eur)
    assert workspace.account.account is not None
    chooser.search.clear()
    top = chooser.list.item(0).text()
    assert top.startswith(f"James Walker{tag} · Travel"), top

    again = Directory()  # a restart: the same settings
    again.attach(settings, "sandbox")
    for aid in (lucia_btc, lucia_eur):
        entry = again.entry(aid)
        assert entry is None or entry.uid == lucia.id
    assert all(e.uid != james.id or e.aid == james_eur for e in again.entries())


def test_the_directory_pairs_only_as_a_request_had_it(settings, qtbot, qloop, arun) -> None:  # type: ignore[no-untyped-def]
    """``used`` (the context) never re-pairs a known account; a stored pairing no request
    confirmed is not shown, and a recheck drops it when the server says it is not that user's."""
    first = Directory()
    first.attach(settings, "sandbox")
    first.remember_user("lucia", "Lucía Vega")
    first.remember_user("james", "James Walker")
    first.remember_account("lucia", Account(id="btc", alias="Lucía's BTC", currency="USDT"))
    first.remember_account("james", Account(id="travel", alias="Travel", currency="EUR"))
    first.used("lucia", "btc")
    first.used("james", "btc")  # the context paired Lucía's account with James
    first.used("james", "travel")
    assert first.entry("btc").label == "Lucía Vega · Lucía's BTC · USDT"
    assert first.entries()[0].label == "James Walker · Travel · EUR"

    # What an earlier version saved: Lucía's account under James, unconfirmed.
    stored = settings.directory("sandbox")
    stored["accounts"]["btc"] = {"uid": "james", "alias": "Lucía's BTC", "currency": "USDT"}
    stored["users"]["james"] = "James Walker"
    settings.save_directory("sandbox", stored)
    again = Directory()
    again.attach(settings, "sandbox")
    assert again.entry("btc") is None  # no guessed owner shown beside it
    assert ("james", "btc") in again.unconfirmed()

    from app.api.errors import NotFound

    async def server(uid: str, aid: str) -> Account:
        raise NotFound("No such account.")

    arun(again.recheck(server))
    assert again.unconfirmed() == []
    assert "btc" not in [e.aid for e in again.entries()]
    after = Directory()
    after.attach(settings, "sandbox")
    assert after.unconfirmed() == []


# --- finding 7: an amount carries over into another currency ---


def test_an_amount_is_cleared_when_the_account_currency_changes_even_through_a_failed_load(
    qtbot, qloop, arun, session
) -> None:  # type: ignore[no-untyped-def]
    user = person(session, arun, "Rosa", "Prieto")
    usd = account(session, arun, user.id, "Dollars", "USD", funds=500_000)
    eur = account(session, arun, user.id, "Euros", "EUR", funds=500_000)
    eur_too = account(session, arun, user.id, "More euros", "EUR", funds=500_000)
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 860)
    workspace.show()
    workspace.use_account(user.id, usd)
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    forms = (workspace.bank, workspace.crypto, workspace.transfer, workspace.card)
    for form in forms:
        qtbot.keyClicks(form.amount, "100")
    workspace.card.currency.setCurrentIndex(workspace.card.currency.findData("USD"))

    # An account that fails to load, typed by id, then Enter.
    workspace.account_id.clear()
    qtbot.keyClicks(workspace.account_id, str(uuid.uuid4()))
    qtbot.keyClick(workspace.account_id, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "could not be loaded" in workspace.available.text(), timeout=5_000)
    workspace.use_account(user.id, eur)
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    for form in forms:
        assert form.amount.text() == "", type(form).__name__
        assert form.money_note.isVisibleTo(form)
        assert form.money_note.text() == "The amount was cleared: the new account is in EUR."
    for form in (workspace.bank, workspace.crypto):
        form.revalidate()  # Teller emptied it, not the person: no "Enter an amount." yet
        assert not form.fields.labels[DEBITED].isVisibleTo(form), type(form).__name__

    for form in forms:  # the same currency: what was typed stays
        qtbot.keyClicks(form.amount, "40")
        assert not form.money_note.isVisibleTo(form)
    workspace.use_account(user.id, eur_too)
    qtbot.waitUntil(
        lambda: workspace.bank.account is not None and workspace.bank.account.id == eur_too,
        timeout=5_000,
    )
    for form in forms:
        assert form.amount.text() == "40", type(form).__name__
        assert not form.money_note.isVisibleTo(form)


# --- finding 8: late answers applied to the account now current ---


def test_a_late_card_payin_answer_is_not_shown_on_the_next_account(
    qtbot, qloop, arun, held_session, holds
) -> None:  # type: ignore[no-untyped-def]
    session = held_session
    user = person(session, arun, "Ada", "Serra")
    first = account(session, arun, user.id, "Topups", "EUR")
    second = account(session, arun, user.id, "Other", "EUR")
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 860)
    workspace.show()
    workspace.use_account(user.id, first)
    qtbot.waitUntil(lambda: workspace.card.account is not None, timeout=5_000)
    card = workspace.card
    workspace.forms.setCurrentWidget(card)
    opened: list[str] = []
    card.open_url = opened.append
    card.amount.setText("75.00")
    card.reference.setText("Top-up 42")
    holds.hold("/card-payins")
    task = card.submit()
    assert task is not None
    qtbot.waitUntil(lambda: "/card-payins" in holds.waiting, timeout=5_000)
    workspace.use_account(user.id, second)
    qtbot.waitUntil(lambda: card.account is not None and card.account.id == second, timeout=5_000)
    holds.release("/card-payins")
    qtbot.waitUntil(task.done, timeout=10_000)

    assert opened == []  # the first account's payment page is not opened on the second's form
    assert card.payin is None
    assert not card.page_box.isVisibleTo(card)
    assert card.result.order is None
    assert account_name(session, AccountRef(user.id, first)) in card.banner.text
    assert "Topups" in card.banner.text
    assert "another account was chosen" in card.banner.text
    made = [a for a in session.action_log.records if a.action == "card_payin"]
    assert len(made) == 1  # the journal has it, through the door


def test_a_late_viban_deactivation_is_said_for_its_own_account(
    qtbot, qloop, arun, held_session, holds
) -> None:  # type: ignore[no-untyped-def]
    session = held_session
    user = person(session, arun, "Marta", "Gil")
    first = account(session, arun, user.id, "Rent", "EUR")
    second = account(session, arun, user.id, "Bills", "EUR")
    viban = arun(full_sandbox(session).create_virtual_iban(first, name="Tenants"))
    session.context.choose_account(user.id, first)
    dialog = VirtualIbansDialog(session)
    dialog.confirm = lambda _id, _viban: True  # type: ignore[method-assign]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText(viban.id)
    holds.hold("/deactivate")
    task = dialog.deactivate()
    assert task is not None
    qtbot.waitUntil(lambda: "/deactivate" in holds.waiting, timeout=5_000)
    session.context.choose_account(user.id, second)
    qtbot.waitUntil(lambda: dialog.count.text() == "This account has no vIBANs yet.", timeout=5_000)
    holds.release("/deactivate")
    qtbot.waitUntil(task.done, timeout=10_000)

    assert dialog.ref.aid == second
    assert dialog.vibans == []
    assert not dialog.viban_error.isVisibleTo(dialog)
    assert account_name(session, AccountRef(user.id, first)) in dialog.status.text()
    assert "is now Inactive" in dialog.status.text()


def test_an_account_changed_while_confirming_sends_nothing(qtbot, qloop, arun, session) -> None:  # type: ignore[no-untyped-def]
    """The form's AccountMoved check: confirmed for one account, while another became
    current, nothing leaves either."""
    user = person(session, arun, "Iker", "Sanz")
    first = account(session, arun, user.id, "Main", "EUR", funds=500_000)
    second = account(session, arun, user.id, "Spare", "EUR", funds=500_000)
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1300, 900)
    workspace.show()
    workspace.use_account(user.id, first)
    form = workspace.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    accept_all(form)

    def move_then_accept(_confirmation: object) -> bool:
        session.context.choose_account(user.id, second)  # chosen elsewhere while reading
        return True

    form.confirm = move_then_accept
    fill_person(form, "25.00")
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    for aid in (first, second):
        assert arun(full_client(session).get_account(user.id, aid)).pending_out == 0
    assert "changed while you confirmed" in form.banner.text
    assert account_name(session, AccountRef(user.id, first)) in form.banner.text


def test_a_payouts_load_landing_after_the_context_moved_is_dropped(
    qtbot, qloop, arun, held_session, holds
) -> None:  # type: ignore[no-untyped-def]
    """The tab is hidden when the context moves, so no newer load replaces the one held: only
    its binding keeps its answer out of the forms."""
    session = held_session
    user = person(session, arun, "Nora", "Ruiz")
    first = account(session, arun, user.id, "First", "EUR", funds=123_400)
    second = account(session, arun, user.id, "Second", "EUR")
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.show()
    holds.hold(f"/accounts/{first}")
    workspace.use_account(user.id, first)
    qtbot.waitUntil(lambda: f"/accounts/{first}" in holds.waiting, timeout=5_000)
    workspace.hide()
    session.context.choose_account(user.id, second)
    holds.release(f"/accounts/{first}")
    # nothing in flight any more (the held load answered, or was cancelled), and a turn for
    # what it handed on to land
    qtbot.waitUntil(lambda: not workspace.runner.busy, timeout=5_000)
    loop_turn(qtbot)

    assert workspace.account is None
    assert not workspace.forms.isEnabled()
    assert all(form.account is None for form in (workspace.bank, workspace.card))
    assert "1,234.00" not in workspace.available.text()


def test_a_ledger_transaction_landing_after_the_context_moved_is_dropped(
    qtbot, qloop, arun, held_session, holds
) -> None:  # type: ignore[no-untyped-def]
    session = held_session
    user = person(session, arun, "Olga", "Mas")
    first = account(session, arun, user.id, "First", "EUR")
    second = account(session, arun, user.id, "Second", "EUR")
    arun(full_sandbox(session).deposit(first, 10_000))
    session.context.choose_account(user.id, first)
    ledger = LedgerDialog(session)
    qtbot.addWidget(ledger)
    ledger.show()
    qtbot.waitUntil(lambda: ledger.model.rowCount() > 0, timeout=10_000)
    entry = ledger.model.entry_at(0)
    assert entry is not None
    tid = entry.id
    ledger.transaction_id.setText(tid)
    holds.hold(f"/transactions/{tid}")
    task = ledger.open_transaction()
    assert task is not None
    qtbot.waitUntil(lambda: f"/transactions/{tid}" in holds.waiting, timeout=5_000)
    session.context.choose_account(user.id, second)
    holds.release(f"/transactions/{tid}")
    qtbot.waitUntil(task.done, timeout=10_000)
    loop_turn(qtbot)  # what the task handed on has had its turn to land
    assert ledger.ref.aid == second
    shown = [label.text() for label in ledger.card.findChildren(QLabel)]
    assert tid not in shown  # the first account's transaction is not shown in the second's
    assert "100.00 EUR" not in shown
