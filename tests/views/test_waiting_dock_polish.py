"""The "Waiting for you" list as someone working all day wants it (issue 27, item 3): it opens
by itself only for what it never put before the person, not for the same payouts at every
start; the person's own opening or closing is kept for the next start; opened beside a
workspace at 1366 x 768 it takes its room from the screen, so no workspace needs a horizontal
scrollbar; each item is two lines cut to the width, with room between items and a sentence
for screen readers."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QScrollArea, QStyleOptionViewItem, QWidget

from app.api.client import BankingClient
from app.models.orders import OrderSummary
from app.services.context import AccountRef
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.services.settings import AppSettings
from app.services.waiting.items import WaitingItem, WaitingKind, order_key
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.waiting import words
from app.views.waiting.install import DOCK_CHOICE
from app.views.waiting.item_look import PAD_X, elided_lines
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.bodies import crypto_payout
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import serve_in_thread

MERCHANTS = tuple((f"dock{i}", f"dock{i}-key") for i in range(8))
LAPTOP = QRect(0, 0, 1366, 768 - 30)  # less a 30 px panel
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(scope="module")
def dock_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    config = SandboxConfig(
        db_path=tmp_path_factory.mktemp("dock") / "s.db",
        demo_data=False,
        lifecycle_delay_seconds=None,  # orders move only when a test moves them
        rate_limit_per_second=0,
        merchants=MERCHANTS,
    )
    with serve_in_thread(create_app(config)) as base_url:
        yield base_url


_next = iter(range(len(MERCHANTS)))


@pytest.fixture
def sign_in(dock_sandbox: str, arun) -> Iterator[Callable[[], Session]]:  # type: ignore[no-untyped-def]
    """Signs in as this test's own merchant; each call is Teller started again."""
    code, key = MERCHANTS[next(_next)]
    made: list[BankingClient] = []

    def start() -> Session:
        client = BankingClient(dock_sandbox)
        arun(client.login(code, key))
        made.append(client)
        return Session(client, Environment(EnvironmentKind.SANDBOX, dock_sandbox), code)

    yield start
    for client in made:
        arun(client.aclose())


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "teller.ini"), QSettings.Format.IniFormat))


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


def waiting_otp(session: Session, ref: AccountRef, arun) -> str:  # type: ignore[no-untyped-def]
    """A payout of 1,000.00 EUR left waiting for its OTP (the sandbox asks from 1,000.00)."""
    body = crypto_payout(100_000)
    order = arun(session.actions.create_crypto_payout(ref, body, str(uuid.uuid4())))
    assert order.is_otp_required
    return str(order.id)


def start(qtbot, session: Session, settings: AppSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    """Teller started: the window shown at the size it opens with, then its first look."""
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.waiting.watch.grace = timedelta(0)
    window.show()
    qtbot.waitExposed(window)
    first = window.waiting.watch.start()
    assert first is not None
    qtbot.waitUntil(first.done, timeout=10_000)
    assert window.waiting.watch.refreshed_at is not None
    return window


def quit_teller(window: MainWindow) -> None:
    window.hide()  # its watch is stopped when the test ends


def test_the_list_opens_by_itself_for_news_only_not_for_the_same_payouts_at_every_start(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    ref = funded(session, arun)
    first_id = waiting_otp(session, ref, arun)

    window = start(qtbot, sign_in(), settings)
    assert [i.key for i in window.waiting.watch.items] == [order_key(first_id)]
    assert window.waiting.panel.isVisible()  # news: it opens at the side
    quit_teller(window)

    window = start(qtbot, sign_in(), settings)  # the same payout waits: no news
    assert len(window.waiting.watch.items) == 1
    assert not window.waiting.panel.isVisible()
    count = window.waiting.count
    assert count.text() == "1 thing waits for you"
    assert count.font().bold()  # the status bar says it
    quit_teller(window)

    second_id = waiting_otp(session, ref, arun)  # something new waits since the last look
    window = start(qtbot, sign_in(), settings)
    assert {i.key for i in window.waiting.watch.items} == {
        order_key(first_id),
        order_key(second_id),
    }
    assert window.waiting.panel.isVisible()
    assert not window.waiting.panel.list.hasFocus()  # the keyboard stays in the workspace
    quit_teller(window)


def ctrl_shift_w(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()  # offscreen has no window manager to give it back
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_W, CTRL_SHIFT)


def test_opening_or_closing_the_list_is_kept_for_the_next_start(
    qtbot, qloop, sign_in, settings
) -> None:  # type: ignore[no-untyped-def]
    window = start(qtbot, sign_in(), settings)
    panel = window.waiting.panel
    assert not panel.isVisible()  # nothing waits and nothing was chosen
    ctrl_shift_w(qtbot, window)
    qtbot.waitUntil(panel.isVisible)
    window.save_state()  # as at quitting: the window's state has the list open
    quit_teller(window)

    window = start(qtbot, sign_in(), settings)
    panel = window.waiting.panel
    assert panel.isVisible()  # opened by the person: open again
    panel.close()  # its title bar's close button
    window.save_state()
    quit_teller(window)
    assert settings.value(DOCK_CHOICE) == "closed"

    window = start(qtbot, sign_in(), settings)
    assert not window.waiting.panel.isVisible()
    quit_teller(window)


def test_a_list_opened_by_itself_is_not_kept_open_by_the_saved_window_state(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    waiting_otp(session, funded(session, arun), arun)
    window = start(qtbot, sign_in(), settings)
    assert window.waiting.panel.isVisible()  # news
    window.save_state()  # quitting with it open: not the person's choice
    quit_teller(window)

    window = start(qtbot, sign_in(), settings)
    assert not window.waiting.panel.isVisible()
    quit_teller(window)


def horizontal_bars(widget: QWidget) -> list[QScrollArea]:
    """The workspace's own scroll areas scrolling sideways (a table scrolling its columns
    is the table's: the orders and case tables fit their columns to what they are given)."""
    return [
        area
        for area in widget.findChildren(QScrollArea)
        if area.isVisible() and area.horizontalScrollBar().isVisible()
    ]


def test_no_workspace_needs_a_horizontal_scrollbar_beside_the_list_at_1366_by_768(
    qtbot, qloop, sign_in, settings, laptop, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    ref = funded(session, arun)
    waiting_otp(session, ref, arun)
    window = start(qtbot, session, settings)  # opens 1180 px wide, as on a laptop
    panel = window.waiting.panel
    assert panel.isVisible()
    assert window.frameGeometry().right() <= laptop.right()  # grown within the screen
    assert panel.width() <= 260  # narrow: its items are cut to it

    accounts = window.accounts
    window.tabs.setCurrentWidget(accounts)
    accounts.open_user(ref.uid)
    qtbot.waitUntil(lambda: accounts.users.accounts.count() == 1, timeout=10_000)
    accounts.open_account(ref.aid)
    view = accounts.account
    qtbot.waitUntil(lambda: view.pending_out.amount.text() != "—", timeout=10_000)
    QApplication.processEvents()
    tile = view.pending_out  # the last balance tile is whole, with its Explain… button
    assert tile.visibleRegion().boundingRect() == tile.rect()
    assert tile.explain_button.isVisible()
    for workspace in (accounts, window.orders, window.payouts, window.compliance):
        window.tabs.setCurrentWidget(workspace)
        QApplication.processEvents()
        assert workspace.minimumSizeHint().width() <= workspace.width(), workspace
        assert horizontal_bars(workspace) == [], workspace

    before = window.width()
    panel.hide()  # closed again: the window gives back what it took
    assert window.width() < before
    quit_teller(window)


BEFORE = datetime(2026, 11, 18, 18, 16, tzinfo=UTC).astimezone()  # local, as shown


def bank_item(session: Session) -> WaitingItem:
    order = OrderSummary.model_validate(
        {
            "id": "o-1",
            "state": "Created",
            "type": "BANK_PAY_OUT",
            "origin": {"amount": 186_400, "currency": "USD"},
            "counterparty": "Mateo González",
            "createdAt": BEFORE.isoformat(),
            "updatedAt": BEFORE.isoformat(),
        }
    )
    return WaitingItem(WaitingKind.OTP, order_key("o-1"), BEFORE, order=order)


def test_an_item_reads_as_two_lines_what_then_kind_and_since_when(
    qtbot, qloop, sign_in, settings
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    item = bank_item(session)
    now = BEFORE + timedelta(days=3)
    stamp = BEFORE.strftime("%-d %b, %H:%M")  # local time, this year: no year
    assert words.headline(item, session) == "1,864.00 USD to Mateo González"
    assert words.detail(item, session, now) == (
        f"Waiting for its OTP · since {stamp} · Bank payout"
    )
    same_day = BEFORE + timedelta(minutes=5)
    assert f"since {BEFORE:%H:%M} ·" in words.detail(item, session, same_day)
    assert words.spoken(item, session, now) == (
        f"1,864.00 USD to Mateo González. Waiting for its OTP · since {stamp} · Bank payout. "
        "Enter: Enter OTP…"
    )
    failed = WaitingItem(WaitingKind.FAILED, "order:o-1", BEFORE, order=item.order)
    assert words.detail(failed, session, now) == f"Failed {stamp} · Bank payout"


def test_each_item_is_two_lines_cut_to_the_list_s_width_with_room_between(
    qtbot, qloop, sign_in, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    session = sign_in()
    ref = funded(session, arun)
    for _ in range(2):
        waiting_otp(session, ref, arun)
    window = start(qtbot, sign_in(), settings)
    panel = window.waiting.panel
    assert panel.isVisible()
    listed = panel.list
    assert listed.count() == 2
    font = listed.font()
    bold = QFont(font)
    bold.setBold(True)
    two_lines = QFontMetrics(bold).height() + QFontMetrics(font).height()
    for row in range(listed.count()):
        line = listed.item(row)
        rect = listed.visualItemRect(line)
        assert two_lines + 8 <= rect.height() <= two_lines + 20  # two lines, with room
        assert rect.width() <= listed.viewport().width()  # never wider than the list
        spoken = line.data(Qt.ItemDataRole.AccessibleTextRole)
        assert spoken.startswith("1,000.00 EUR to ")
        assert spoken.endswith("Enter: Enter OTP…")
        assert "1,000.00 EUR to " in line.toolTip()  # the whole text
    head, detail = listed.item(0).text().split("\n")
    shown_head, shown_detail = elided_lines(head, detail, font, 160)
    assert shown_head.endswith("…")  # a narrow list cuts the line, never wraps it
    assert shown_detail.endswith("…")  # cut at its end: what waits, and since when, first
    assert shown_detail.startswith("Waiting for its OTP")
    assert QFontMetrics(bold).horizontalAdvance(shown_head) <= 160 - 2 * PAD_X
    option = QStyleOptionViewItem()
    option.font = font
    delegate = listed.itemDelegate()
    assert (
        delegate.sizeHint(option, QModelIndex()).height()
        == listed.visualItemRect(listed.item(0)).height()
    )
    quit_teller(window)
