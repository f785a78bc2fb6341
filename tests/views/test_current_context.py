"""One current account, observed by every view: no answer for a previous account ever becomes
the account a payout leaves from, and nothing of a previous account stays on screen."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QLabel

from app.models.accounts import Account
from app.services.session import Session
from app.views.accounts.account_view import AccountView
from app.views.activity import ActivityTracker
from app.views.orders.workspace import OrdersWorkspace
from app.views.payouts.workspace import PayoutsWorkspace
from app.views.task_runner import TaskRunner
from tests.helpers.full_client import full_client
from tests.views.test_payouts_workspace import accept_all, fill_person


def second_account(session: Session, uid: str, arun, helpers) -> str:  # type: ignore[no-untyped-def]
    other = arun(full_client(session).create_account(uid, {"alias": "Reserve", "currency": "EUR"}))
    arun(helpers.deposit(other.id, 500_000))
    return str(other.id)


def test_a_slow_answer_for_the_previous_account_never_becomes_the_payers(
    qtbot, qloop, session, funded, helpers, arun, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The tab opens on the account carried over (its answer held back), the person picks
    another with "Use account" at once, then the first answer arrives last."""
    uid, carried = funded
    chosen = second_account(session, uid, arun, helpers)
    held = asyncio.Event()
    real_get_account = full_client(session).get_account
    asked: list[str] = []
    ended: list[str] = []  # answered, failed or cancelled

    async def slow_for_the_carried_account(user: str, aid: str) -> Account:
        asked.append(aid)
        try:
            if aid == carried:
                await held.wait()
            return await real_get_account(user, aid)
        finally:
            ended.append(aid)

    monkeypatch.setattr(full_client(session), "get_account", slow_for_the_carried_account)
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1300, 900)
    session.context.choose_account(uid, carried)  # chosen earlier, in Accounts
    workspace.show()  # its load starts, and hangs
    qtbot.waitUntil(lambda: asked == [carried], timeout=5_000)
    workspace.use_account(uid, chosen)
    qtbot.waitUntil(lambda: workspace.bank.account is not None, timeout=5_000)
    held.set()  # the carried-over account's answer comes in last
    # ... and has landed (or its ask was cancelled): its task ended, nothing in flight
    qtbot.waitUntil(lambda: carried in ended and not workspace.runner.busy, timeout=5_000)

    assert session.context.account.aid == chosen
    for form in (workspace.bank, workspace.crypto, workspace.transfer, workspace.card):
        assert form.account is not None
        assert form.account.id == chosen
    assert workspace.account is not None
    assert workspace.account.id == chosen

    form = workspace.bank
    qtbot.waitUntil(lambda: form.relation.count() > 2, timeout=5_000)
    shown = accept_all(form)
    fill_person(form, "25.00")
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert shown[0][1][0][1].endswith(chosen)  # the confirmation named the account paid from
    paid = arun(real_get_account(uid, chosen))
    untouched = arun(real_get_account(uid, carried))
    assert paid.pending_out == 2_500
    assert untouched.pending_out == 0


def test_the_orders_scope_follows_an_account_chosen_elsewhere(
    qtbot, qloop, session, settings, funded, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, first = funded
    other = second_account(session, uid, arun, helpers)
    workspace = OrdersWorkspace(session, settings, activity=ActivityTracker(), search_delay_ms=0)
    qtbot.addWidget(workspace)
    workspace.show()
    session.context.choose_account(uid, first)
    qtbot.waitUntil(lambda: workspace.model.total == 1, timeout=5_000)  # its one deposit
    first_rows = {workspace.model.order_at(0).id}
    session.context.choose_account(uid, other)  # e.g. opened in Accounts
    assert workspace.account_id.text() == other
    assert workspace.model.rowCount() == 0  # the previous account's rows go at once
    qtbot.waitUntil(lambda: workspace.model.total == 1, timeout=5_000)
    assert {workspace.model.order_at(0).id}.isdisjoint(first_rows)


def test_ids_typed_in_orders_make_that_account_current_everywhere(
    qtbot, qloop, session, settings, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    workspace = OrdersWorkspace(session, settings, search_delay_ms=0)
    qtbot.addWidget(workspace)
    workspace.show()
    workspace.user_id.setText(uid)
    workspace.account_id.setText(aid)
    workspace.use_typed_account()
    assert (session.context.account.uid, session.context.account.aid) == (uid, aid)
    qtbot.waitUntil(lambda: workspace.model.total == 1, timeout=5_000)


def test_a_refusal_about_the_previous_account_does_not_stay_on_screen(
    qtbot, qloop, session, funded, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, rich = funded
    empty = arun(full_client(session).create_account(uid, {"alias": "Empty", "currency": "EUR"}))
    workspace = PayoutsWorkspace(session)
    qtbot.addWidget(workspace)
    workspace.resize(1300, 900)
    workspace.show()
    workspace.use_account(uid, empty.id)
    form = workspace.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    accept_all(form)
    fill_person(form, "60.00")
    assert form.submit() is None  # refused before any confirmation: no funds
    assert "0.00 EUR available" in form.fields.message_at("amounts.debitedAmount.amount")
    assert form.banner.isVisibleTo(form)
    workspace.use_account(uid, rich)
    assert not form.banner.isVisibleTo(form)  # gone the moment the account changes
    qtbot.waitUntil(lambda: form.account is not None and form.account.id == rich, timeout=5_000)


def test_a_deactivated_viban_leaves_the_funding_methods_at_once(
    qtbot, qloop, session, funded, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    viban = arun(helpers.create_virtual_iban(aid, name="Tenants"))
    view = AccountView(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    qtbot.addWidget(view)
    view.show()
    view.open_account(uid, aid)

    def funding_texts() -> str:
        return " ".join(label.text() for label in view.funding.findChildren(QLabel))

    qtbot.waitUntil(lambda: viban.account_number in funding_texts(), timeout=5_000)
    dialog = view.open_virtual_ibans()
    dialog.confirm = lambda _id, _viban: True  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5_000)
    dialog.viban_id.setText(viban.id)
    task = dialog.deactivate()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    qtbot.waitUntil(lambda: viban.account_number not in funding_texts(), timeout=5_000)
    assert dialog.state_at(0) == "Inactive"


def test_another_account_clears_the_previous_ones_figures_before_its_own_arrive(
    qtbot, qloop, session, funded, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    other = second_account(session, uid, arun, helpers)
    view = AccountView(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    qtbot.addWidget(view)
    view.show()
    view.open_account(uid, aid)
    qtbot.waitUntil(lambda: view.account is not None, timeout=5_000)
    assert view.balance.amount.text() == "10,000.00 EUR"
    view.open_account(uid, other)
    assert view.account is None
    assert view.balance.amount.text() == "—"
    qtbot.waitUntil(lambda: view.account is not None, timeout=5_000)
    assert view.balance.amount.text() == "5,000.00 EUR"


def test_a_session_expiry_while_paging_orders_prompts_and_resumes(
    qtbot, qloop, session, settings, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    prompted: list[bool] = []

    async def sign_in_again() -> bool:
        prompted.append(True)
        await session.client.login("demo", "demo-key")
        return True

    workspace = OrdersWorkspace(session, settings, search_delay_ms=0, reauthenticate=sign_in_again)
    qtbot.addWidget(workspace)
    workspace.show()
    session.client.session.start("expired.token.value")  # the server will answer 401
    session.context.choose_account(uid, aid)
    qtbot.waitUntil(lambda: workspace.model.total == 1, timeout=5_000)
    assert prompted == [True]
    assert not workspace.banner.isVisibleTo(workspace)
