"""View > Language builds the main window again for the same session: nothing the session
owns is listened to twice afterwards (one action, one journal entry), and the person is
where they were (the tab, the open case, what was typed in a payout form)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, QMetaMethod

from app.services.context import AccountRef
from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.session import Session
from app.views.app_controller import AppController
from app.views.language import install_language
from app.views.main_window import MainWindow
from app.views.payouts.form_state import FormState
from tests.helpers.bodies import bank_payout
from tests.views.test_language import spanish_catalogue  # noqa: F401


@pytest.fixture
def controller(
    qtbot,  # type: ignore[no-untyped-def]
    qloop,
    settings,
    tmp_path: Path,
    spanish_catalogue,  # noqa: F811
) -> Iterator[AppController]:
    controller = AppController(
        settings=settings,
        credentials=CredentialStore(),
        sandbox=BuiltInSandbox(tmp_path / "sandbox.sqlite3"),
        journal=Journal(tmp_path / "journal.sqlite3"),
    )
    yield controller
    if controller.window is not None:
        controller.window.close()
        controller.window.deleteLater()
        # gone now, with the workspaces it would build when idle
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    controller.journal.close()
    install_language("en")


def listeners(session: Session, journal: Journal) -> dict[str, int]:
    """How many slots listen to each signal of what outlives a window (the session's action
    log, context and directory, the desk's journal): a window built again must not add any."""
    counts: dict[str, int] = {}
    for owner in (session.action_log, session.context, session.directory, journal):
        meta = owner.metaObject()
        for index in range(meta.methodOffset(), meta.methodCount()):
            method = meta.method(index)
            if method.methodType() == QMetaMethod.MethodType.Signal:
                signature = bytes(method.methodSignature().data()).decode()
                counts[f"{type(owner).__name__}.{signature}"] = owner.receivers(SIGNAL(signature))
    return counts


def switch_language(qtbot, controller: AppController, choice: str) -> MainWindow:  # type: ignore[no-untyped-def]
    old = controller.window
    assert old is not None
    gone: list[bool] = []
    old.destroyed.connect(lambda: gone.append(True))
    next(a for a in old.language_actions.actions() if a.data() == choice).trigger()
    new = controller.window
    assert new is not None
    assert new is not old
    qtbot.waitUntil(lambda: bool(gone), timeout=5_000)  # the old window is really gone
    return new


def test_switching_language_three_times_keeps_one_listener_and_the_persons_place(
    qtbot,  # type: ignore[no-untyped-def]
    arun,
    controller: AppController,
    session: Session,
    helpers,
    funded: tuple[str, str],
) -> None:
    uid, aid = funded
    business = arun(helpers.create_user({"type": "BUSINESS", "company_name": "Lumen SL"})).id
    arun(session.actions.start_kyb_session(business))
    controller._open_main_window(session)
    window = controller.window
    assert window is not None
    qtbot.waitExposed(window)
    while window.tabs.build_next():  # every workspace made, as the window does when idle
        pass
    before = listeners(session, controller.journal)

    # the open case, then Payouts with a typed form on top
    window.tabs.setCurrentWidget(window.compliance)
    window.compliance.open_case(business)
    qtbot.waitUntil(lambda: window.compliance.case.case is not None, timeout=10_000)
    session.context.choose_account(uid, aid)
    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    qtbot.waitUntil(lambda: payouts.forms.isEnabled(), timeout=10_000)
    bank = payouts.bank
    payouts.forms.setCurrentWidget(bank)
    bank.amount.setFocus()
    qtbot.keyClicks(bank.amount, "12.34")
    bank.business.click()
    qtbot.keyClicks(bank.company_name, "Acme Widgets SL")
    qtbot.keyClicks(bank.own_reference, "INV-7")

    for choice in ("es", "en", "es"):
        window = switch_language(qtbot, controller, choice)
    assert window.tabs.tabText(0) == "&Cuentas"  # built in Spanish ...

    # ... where the person was
    assert window.tabs.currentWidget() is window.payouts
    bank = window.payouts.bank
    assert window.payouts.forms.currentWidget() is bank
    assert bank.amount.text() == "12.34"
    assert bank.business.isChecked()
    assert bank.company_name.text() == "Acme Widgets SL"
    assert bank.own_reference.text() == "INV-7"
    compliance = window.compliance
    assert compliance.pages.currentWidget() is compliance.case
    assert compliance.case.uid == business
    qtbot.waitUntil(lambda: window.payouts.forms.isEnabled(), timeout=10_000)
    assert bank.amount.text() == "12.34"  # the account's own answer did not clear it

    # nothing of the session is listened to twice
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    while window.tabs.build_next():
        pass
    assert listeners(session, controller.journal) == before

    # one action, one journal entry; one sign-in for the four windows
    key = str(uuid.uuid4())
    arun(session.actions.create_bank_payout(AccountRef(uid, aid), bank_payout(5_000), key))
    journal = controller.journal
    journal.flush()
    entries = journal.store.entries()
    assert [e.action for e in entries if e.details.get("idempotencyKey") == key] == ["bank_payout"]
    assert [e.outcome for e in entries if e.action == "sign_in"] == ["done"]


def test_a_window_built_again_keeps_an_unlocked_read_only_profile_unlocked(
    qtbot,  # type: ignore[no-untyped-def]
    controller: AppController,
    session: Session,
) -> None:
    """The session's guard is the session's: unlocking holds until sign-out, not until the
    language changes, and the guard asks in the window now on screen."""
    import dataclasses

    from app.services.environments import EnvironmentKind

    environment = dataclasses.replace(
        session.environment, kind=EnvironmentKind.PRODUCTION, read_only=True, profile_id="p1"
    )
    live = dataclasses.replace(session, environment=environment)
    controller._open_main_window(live)
    first = controller.window
    assert first is not None
    assert first.guard is not None
    first.guard.unlock()
    second = switch_language(qtbot, controller, "es")
    assert second.guard is first.guard
    assert not second.guard.locked
    assert not second.unlock_action.isVisible()
    assert second.guard.confirm == second.confirm_action


def test_the_selected_order_is_selected_again(
    qtbot,  # type: ignore[no-untyped-def]
    controller: AppController,
    session: Session,
    funded: tuple[str, str],
) -> None:
    uid, aid = funded
    controller._open_main_window(session)
    window = controller.window
    assert window is not None
    session.context.choose_account(uid, aid)
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    qtbot.waitUntil(lambda: orders.model.rowCount() > 0, timeout=10_000)
    orders.table.selectRow(0)
    wanted = orders.selected_order()
    assert wanted is not None

    window = switch_language(qtbot, controller, "es")

    assert window.tabs.currentWidget() is window.orders
    qtbot.waitUntil(lambda: window.orders.selected_order() is not None, timeout=10_000)
    selected = window.orders.selected_order()
    assert selected is not None
    assert selected.id == wanted.id


def test_a_sent_payout_form_stays_sent_in_the_window_built_again(
    qtbot,  # type: ignore[no-untyped-def]
    controller: AppController,
    session: Session,
    funded: tuple[str, str],
) -> None:
    """Seen under Xvfb: a crypto payout sent, then View > Language, and the new window showed
    the same values open, with a fresh quote and Review and send enabled (its result gone):
    one Enter from paying the same recipient twice. It comes back sent, beside its result."""
    from tests.views.test_payouts_workspace import accept_all, fill_person

    uid, aid = funded
    controller._open_main_window(session)
    window = controller.window
    assert window is not None
    qtbot.waitExposed(window)
    session.context.choose_account(uid, aid)
    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    qtbot.waitUntil(lambda: payouts.forms.isEnabled(), timeout=10_000)
    bank = payouts.bank
    accept_all(bank)
    fill_person(bank)
    task = bank.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert bank.state is FormState.DONE
    sent = bank.result.order
    assert sent is not None

    window = switch_language(qtbot, controller, "es")
    bank = window.payouts.bank
    qtbot.waitUntil(lambda: window.payouts.forms.isEnabled(), timeout=10_000)
    assert bank.state is FormState.DONE
    assert bank.result.order is not None
    assert bank.result.order.id == sent.id
    assert not bank.submit_button.isVisibleTo(bank)
    assert not bank.amount.isEnabled()
    assert bank.amount.text() == "100.00"  # what was sent, still in sight


def test_the_waiting_list_stays_in_sight_in_the_new_language(
    qtbot,  # type: ignore[no-untyped-def]
    controller: AppController,
    session: Session,
) -> None:
    """The list opened by itself at sign-in (something waited) vanished when the window was
    built again in Spanish: the new window took the person's last choice, "closed"."""
    controller._open_main_window(session)
    window = controller.window
    assert window is not None
    qtbot.waitExposed(window)
    window.waiting.panel.show()  # as when it opens by itself for something new
    assert not window.waiting.chosen_open()  # the person never chose it
    window = switch_language(qtbot, controller, "es")
    assert window.waiting.panel.isVisible()
