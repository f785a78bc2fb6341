"""Waiting for you (issue 27, item 3), against a sandbox of its own (a merchant per test, so
the merchant's order list holds only the test's payouts): a crypto payout left waiting for its
OTP is listed after a restart, with its account, and leaves once its code is entered from the
list by keyboard; a payout the testers' tools fail shows once and leaves for good when seen;
the status bar's count is the list's; a watched payout that settles while Teller is not in
front is told once; an unfinished batch opens its resume offer; after a payout the OTP step
is in view and focused at 1366 x 768; and the list speaks Spanish through tr."""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSettings, Qt, QTranslator
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.api.client import BankingClient
from app.services.action_log import ActionRecord, Outcome
from app.services.batch_four_eyes import BatchProposal
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.fingerprint import PROPOSE_BATCH_ACTION
from app.services.bulk.model import Batch, BatchRow, PayoutKind
from app.services.context import AccountRef
from app.services.environments import Environment, EnvironmentKind
from app.services.journal import Journal
from app.services.reviewers import Reviewer
from app.services.session import Session
from app.services.settings import AppSettings
from app.services.waiting.items import WaitingKind
from app.services.waiting.watch import WaitingWatch
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.payouts.otp_dialog import OtpDialog
from app.views.payouts.payout_result import PayoutResult
from app.views.waiting.count import WaitingCount
from app.views.waiting.notify import PayoutNotifier, Telling, how_to_tell
from app.views.waiting.panel import WaitingPanel
from app.views.widgets.screen_fit import FRAME_ALLOWANCE
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import serve_in_thread
from tests.views.test_payouts_workspace import accept_all, fill_person

ANA = Reviewer("a" * 64, "Ana")
BEA = Reviewer("b" * 64, "Bea")
MERCHANTS = tuple((f"wait{i}", f"wait{i}-key") for i in range(16))
_merchants = itertools.count()
LAPTOP = QRect(0, 0, 1366, 768 - 30)  # less a 30 px panel
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(scope="module")
def waiting_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    config = SandboxConfig(
        db_path=tmp_path_factory.mktemp("waiting") / "s.db",
        demo_data=False,
        lifecycle_delay_seconds=None,  # orders move only when a test moves them
        rate_limit_per_second=0,
        merchants=MERCHANTS,
    )
    with serve_in_thread(create_app(config)) as base_url:
        yield base_url


@pytest.fixture
def sign_in(waiting_sandbox: str, arun) -> Iterator[Callable[[], Session]]:  # type: ignore[no-untyped-def]
    """Signs in as this test's own merchant; each call is Teller started again."""
    code, key = MERCHANTS[next(_merchants)]
    made: list[BankingClient] = []

    def start() -> Session:
        client = BankingClient(waiting_sandbox)
        arun(client.login(code, key))
        made.append(client)
        return Session(client, Environment(EnvironmentKind.SANDBOX, waiting_sandbox), code)

    yield start
    for client in made:
        arun(client.aclose())


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "teller.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def journal(tmp_path: Path, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3")
    yield made
    made.close()


@pytest.fixture
def laptop(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(LAPTOP))
    return LAPTOP


def funded(session: Session, arun) -> AccountRef:  # type: ignore[no-untyped-def]
    helpers = full_sandbox(session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Payouts", "currency": "EUR"})
    )
    arun(helpers.deposit(account.id, 1_000_000))
    return AccountRef(user.id, account.id)


def window_on(qtbot, session: Session, settings: AppSettings, **options) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker(), **options)
    qtbot.addWidget(window)
    watch = window.waiting.watch
    watch.grace = timedelta(0)  # the sandbox's payouts move only by hand here
    window.show()
    qtbot.waitExposed(window)
    first = watch.start()  # as a signed-in window does once painted (not in other tests)
    assert first is not None
    qtbot.waitUntil(first.done, timeout=10_000)
    return window


def look(qtbot, watch: WaitingWatch) -> None:  # type: ignore[no-untyped-def]
    task = watch.refresh()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.exception() is None
    assert watch.error is None


def ctrl_shift_w(qtbot, window: MainWindow) -> WaitingPanel:  # type: ignore[no-untyped-def]
    window.activateWindow()  # offscreen has no window manager to give it back
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_W, CTRL_SHIFT)
    panel = window.waiting.panel
    qtbot.waitUntil(panel.isVisible)
    return panel


def test_a_payout_left_waiting_for_its_otp_is_listed_after_a_restart_until_its_code_is_entered(
    qtbot, qloop, sign_in, settings, journal, arun
) -> None:  # type: ignore[no-untyped-def]
    first = sign_in()
    first.record_to(journal)
    ref = funded(first, arun)
    order = arun(first.actions.create_crypto_payout(ref, crypto_payout(100_000), str(uuid.uuid4())))
    assert order.is_otp_required
    journal.flush()

    window = window_on(qtbot, sign_in(), settings, journal=journal)  # Teller started again
    watch = window.waiting.watch
    look(qtbot, watch)
    [item] = watch.items
    assert (item.kind, item.order and item.order.id) == (WaitingKind.OTP, order.id)
    assert item.account == ref  # from the journal: the list does not say whose it is
    assert window.waiting.count.text() == "1 thing waits for you"
    assert window.waiting.panel.isVisible()  # opened at the side by itself, once
    assert not window.waiting.panel.list.hasFocus()  # the keyboard stays where it was

    panel = ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.list.hasFocus)
    assert "1,000.00 EUR" in panel.list.item(0).text()
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    dialog = next(d for d in window.findChildren(OtpDialog) if d.isVisible())
    qtbot.waitUntil(dialog.code.hasFocus)
    qtbot.keyClicks(dialog.code, "123456")
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: watch.items == [])  # at once: the door recorded the code
    assert window.waiting.count.text() == "Nothing waiting"
    look(qtbot, watch)
    assert watch.items == []  # and the server's Created answer does not bring it back


def test_the_list_takes_the_keyboard_and_esc_gives_it_back(qtbot, qloop, sign_in, settings) -> None:  # type: ignore[no-untyped-def]
    window = window_on(qtbot, sign_in(), settings)
    look(qtbot, window.waiting.watch)
    window.tabs.setCurrentWidget(window.orders)
    field = window.orders.search
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    panel = ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.refresh_button.hasFocus)  # nothing listed: Refresh is what is left
    qtbot.keyClick(panel.refresh_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(field.hasFocus)
    assert panel.isVisible()  # Esc leaves it open at the side
    ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.refresh_button.hasFocus)
    qtbot.keyClick(panel.refresh_button, Qt.Key.Key_W, CTRL_SHIFT)  # again: closed
    qtbot.waitUntil(lambda: not panel.isVisible())
    qtbot.waitUntil(field.hasFocus)


def test_a_failed_payout_shows_once_and_leaves_for_good_when_seen(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    window = window_on(qtbot, session, settings)
    watch = window.waiting.watch
    ref = funded(session, arun)
    look(qtbot, watch)
    order = arun(session.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    arun(session.actions.advance_order(ref, order.id, "FAILED"))  # Orders > Advance to…
    qtbot.waitUntil(lambda: [i.kind for i in watch.items] == [WaitingKind.FAILED])
    look(qtbot, watch)
    [item] = watch.items  # once, however often it looks
    assert item.order is not None
    assert item.order.id == order.id
    assert item.account == ref  # made here: the door said whose
    assert window.waiting.count.text() == "1 thing waits for you"
    qtbot.mouseClick(window.waiting.count, Qt.MouseButton.LeftButton)  # the count opens it
    panel = window.waiting.panel
    qtbot.waitUntil(panel.isVisible)
    assert panel.list.count() == 1
    assert window.waiting.count.accessibleName() == "Waiting for you: 1 thing waits for you"
    qtbot.waitUntil(panel.list.hasFocus)
    qtbot.keyClick(panel.list, Qt.Key.Key_Delete)  # seen
    assert watch.items == []
    assert window.waiting.count.text() == "Nothing waiting"
    assert not panel.list.isVisible()
    assert panel.empty.isVisible()

    again = window_on(qtbot, sign_in(), settings)  # started again: the same settings
    look(qtbot, again.waiting.watch)
    assert again.waiting.watch.items == []


def test_enter_on_a_failure_shows_it_in_orders_and_counts_it_seen(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    window = window_on(qtbot, session, settings)
    watch = window.waiting.watch
    ref = funded(session, arun)
    look(qtbot, watch)
    order = arun(session.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    arun(session.actions.advance_order(ref, order.id, "FAILED"))
    qtbot.waitUntil(lambda: [i.kind for i in watch.items] == [WaitingKind.FAILED])
    panel = ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.list.hasFocus)
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.orders
    orders = window.orders
    qtbot.waitUntil(lambda: orders.selected_order() is not None, timeout=10_000)
    assert orders.selected_order().id == order.id
    assert watch.items == []


def test_a_watched_payout_that_settles_is_told_once_while_teller_is_not_in_front(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    window = window_on(qtbot, session, settings)
    watch = window.waiting.watch
    away = PayoutNotifier(window, session, watch, in_front=lambda: False, tray_available=bool)
    here = PayoutNotifier(window, session, watch, in_front=lambda: True, tray_available=bool)
    ref = funded(session, arun)
    order = arun(session.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    look(qtbot, watch)
    helpers = full_sandbox(session)  # moved outside Teller: only the watch can see it
    arun(helpers.advance_order(order.id, "PENDING"))
    arun(helpers.advance_order(order.id, "SETTLED"))
    look(qtbot, watch)
    look(qtbot, watch)
    assert [(how, title) for how, title, _text in away.told] == [(Telling.ALERT, "Payout settled")]
    assert "50.00 EUR" in away.told[0][2]
    assert here.told == []  # in front: the person sees it in Teller


def test_a_failure_found_after_a_restart_is_listed_not_told(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    first = sign_in()
    window_on(qtbot, first, settings)  # the first look in this environment sets the mark
    ref = funded(first, arun)
    order = arun(first.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    arun(first.actions.advance_order(ref, order.id, "FAILED"))
    window = window_on(qtbot, sign_in(), settings)  # started again
    watch = window.waiting.watch
    away = PayoutNotifier(
        window, window.session, watch, in_front=lambda: False, tray_available=bool
    )
    look(qtbot, watch)
    look(qtbot, watch)
    assert [i.kind for i in watch.items] == [WaitingKind.FAILED]
    assert away.told == []  # it failed before this run watched it: news in the list only


@pytest.mark.parametrize(
    ("in_front", "tray", "told"),
    [
        (True, True, Telling.NOTHING),
        (True, False, Telling.NOTHING),
        (False, True, Telling.TRAY),
        (False, False, Telling.ALERT),
    ],
)
def test_how_a_payout_ending_is_told(in_front: bool, tray: bool, told: Telling) -> None:
    assert how_to_tell(in_front=in_front, tray=tray) is told


def test_the_session_ended_sends_nothing_and_says_why(qtbot, qloop, sign_in, settings) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    later = datetime.now(UTC) + timedelta(hours=1)  # past the token's fifteen minutes
    watch = WaitingWatch(session, settings, clock=lambda: later)
    panel = WaitingPanel(session, watch)
    qtbot.addWidget(panel)
    before = len(session.client.request_log.entries())
    look(qtbot, watch)
    assert watch.session_ended
    assert len(session.client.request_log.entries()) == before
    assert "once you sign in again" in panel.status.text()
    watch.stop()


def test_a_window_whose_list_was_not_started_sends_nothing_for_it(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    window = MainWindow(session, settings, ActivityTracker())  # as most tests build one
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    ref = funded(session, arun)
    arun(session.actions.create_bank_payout(ref, bank_payout(5_000), str(uuid.uuid4())))
    watch = window.waiting.watch
    assert not watch.running
    assert not watch.busy
    assert not watch.look_due  # the door acted, and still no look of its own
    assert watch.refreshed_at is None


def test_enter_on_an_unfinished_batch_opens_its_resume_offer(
    qtbot, qloop, sign_in, settings, tmp_path, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    ref = funded(session, arun)
    store_path = tmp_path / "batches.sqlite3"
    store = SqliteBatchStore(store_path)
    when = datetime.now(UTC)
    place = session.actions.place
    batch = Batch("batch-1", ref.uid, ref.aid, "payroll.csv", "0" * 64, when, "me", 1, place=place)
    row = BatchRow("batch-1", 0, 2, PayoutKind.BANK, str(uuid.uuid4()), bank_payout(1_000))
    store.create(batch, [row])
    store.close()
    window = window_on(qtbot, session, settings, batch_store=store_path, resumed=True)
    watch = window.waiting.watch
    look(qtbot, watch)
    assert [(i.kind, i.batch and i.batch.id) for i in watch.items] == [
        (WaitingKind.UNFINISHED_BATCH, "batch-1")
    ]
    panel = ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.list.hasFocus)
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    offer = window.resume_offer
    assert offer is not None
    assert offer.box is not None
    qtbot.waitUntil(offer.box.isVisible)
    assert "payroll.csv" in offer.box.text()
    assert offer.box.defaultButton().text() == "&Later"  # Enter never sends money by itself
    offer.box.done(QMessageBox.StandardButton.Cancel)


def test_enter_on_a_batch_to_confirm_opens_it_among_the_batches_waiting_for_confirmation(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    session.actions.reviewer = BEA
    window = window_on(qtbot, session, settings)
    watch = window.waiting.watch
    ref = funded(session, arun)
    for batch_id, by in (("mine", BEA), ("anas", ANA)):  # Bea's own waits for someone else
        proposal = BatchProposal(
            ref.uid, ref.aid, batch_id, f"{batch_id}.csv", "0" * 64, "f" * 64, 2,
            {"EUR": 2_000}, by.key_id, by.name,
        )  # fmt: skip
        detail = proposal.id
        session.action_log.record(
            ActionRecord(PROPOSE_BATCH_ACTION, ref.uid, Outcome.DONE, detail, author=by.key_id)
        )
    look(qtbot, watch)
    assert [(i.kind, i.proposal and i.proposal.batch_id) for i in watch.items] == [
        (WaitingKind.BATCH_TO_CONFIRM, "anas")
    ]
    panel = ctrl_shift_w(qtbot, window)
    assert "asked by Ana" in panel.list.item(0).text()
    qtbot.waitUntil(panel.list.hasFocus)
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    dialog = window.batch_confirmations
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    selected = dialog.selected()
    assert selected is not None
    assert selected.batch_id == "anas"
    dialog.reject()


def _visible_whole(widget: QWidget) -> bool:
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def payout_at_1366(qtbot, session, settings, laptop, arun, kind: str, amount: str) -> PayoutResult:  # type: ignore[no-untyped-def]
    """A payout sent from the Payouts tab of a maximised window on a 1366 x 768 laptop."""
    ref = funded(session, arun)
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.resize(laptop.size() - FRAME_ALLOWANCE)  # maximised, as on a laptop
    window.show()
    qtbot.waitExposed(window)
    first = window.waiting.watch.start()
    assert first is not None
    qtbot.waitUntil(first.done, timeout=10_000)
    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    payouts.use_account(ref.uid, ref.aid)
    if kind == "bank":
        form = payouts.bank
        qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2)
        fill_person(form, amount)
    else:
        form = payouts.crypto
        payouts.forms.setCurrentWidget(form)
        qtbot.waitUntil(lambda: form.account is not None)
        form.amount.setText(amount)
        form.received_currency.setCurrentIndex(form.received_currency.findData("USDT"))
        form.network.setCurrentText("ETHEREUM")
        form.address.setText("0x52908400098527886E0F7030069857D2E4169EE7")
        form.changed()
        qtbot.waitUntil(lambda: form.simulation is not None and not form.preview.expired)
    accept_all(form)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    return form.result


@pytest.mark.parametrize("kind", ["bank", "crypto"])
def test_after_a_payout_the_otp_step_is_in_view_with_the_focus_at_1366_by_768(
    qtbot, qloop, sign_in, settings, laptop, arun, kind: str
) -> None:  # type: ignore[no-untyped-def]
    result = payout_at_1366(qtbot, sign_in(), settings, laptop, arun, kind, "1000.00")
    assert result.otp_required
    qtbot.waitUntil(result.otp_button.hasFocus)
    count = result.window().waiting.count  # listed at once: the sandbox's rule says it waits
    qtbot.waitUntil(lambda: count.text() == "1 thing waits for you")
    assert _visible_whole(result.otp_button), result.otp_button.visibleRegion().boundingRect()
    qtbot.keyClick(result.otp_button, Qt.Key.Key_Return)  # Enter: the code prompt
    dialog = result.otp_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.reject()


def test_a_payout_without_an_otp_is_shown_in_view_and_leaves_the_focus_alone(
    qtbot, qloop, sign_in, settings, laptop, arun
) -> None:  # type: ignore[no-untyped-def]
    result = payout_at_1366(qtbot, sign_in(), settings, laptop, arun, "bank", "10.00")
    assert not result.otp_required
    qtbot.waitUntil(lambda: _visible_whole(result))  # below the bank form's fold, brought up
    focused = QApplication.focusWidget()
    assert focused is None or not result.isAncestorOf(focused)


SPANISH = {
    ("WaitingCount", "Waiting for you: {0}"): "Pendiente para ti: {0}",
    ("Waiting", "Nothing waiting"): "Nada pendiente",
    ("Waiting", "{0} thing waits for you"): "{0} cosa te espera",
    ("WaitingPanel", "Waiting for you"): "Pendiente para ti",
    ("WaitingPanel", "Looking…"): "Mirando…",
    ("WaitingPanel", "Refresh"): "Actualizar",
}


class Catalogue(QTranslator):
    """The Spanish of the list's own contexts, as the catalogue will hold it."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return SPANISH.get((context, source), "")


def test_the_list_and_its_count_speak_the_language_on_screen(
    qtbot, qloop, sign_in, settings
) -> None:  # type: ignore[no-untyped-def]
    catalogue = Catalogue()
    QCoreApplication.installTranslator(catalogue)
    try:
        session = sign_in()
        watch = WaitingWatch(session, settings)
        panel = WaitingPanel(session, watch)
        count = WaitingCount(watch, "Ctrl+Shift+W")
        qtbot.addWidget(panel)
        qtbot.addWidget(count)
        assert count.text() == "Nada pendiente"
        assert count.accessibleName() == "Pendiente para ti: Nada pendiente"
        assert panel.windowTitle() == "Pendiente para ti"
        assert panel.status.text() == "Mirando…"
        assert panel.refresh_button.text() == "Actualizar"
        watch.stop()
    finally:
        QCoreApplication.removeTranslator(catalogue)
