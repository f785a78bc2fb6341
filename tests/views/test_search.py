"""Search everything (Ctrl+K): from every tab, bound answers, debounce, and Enter opening
a person's account, an order and a case against the sandbox."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.api.errors import ServerError
from app.models.order_query import OrderQuery
from app.models.orders import OrderList, OrderSummary, Pagination
from app.models.sandbox_helpers import SandboxUser
from app.services.search.entries import OrderTarget
from app.services.search.query import parse_query
from app.services.session import Session
from app.views.accounts.user_picker import UserPickerDialog
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.search.dialog import SearchDialog
from app.views.search.server_part import ServerSearch
from tests.helpers.full_client import full_client
from tests.views.event_waits import loop_turn


def answer(*references: str) -> OrderList:
    orders = [
        OrderSummary(id=str(uuid.uuid4()), reference=r, state="SETTLED", type="BANK_PAYIN")
        for r in references
    ]
    return OrderList(
        orders=orders, pagination=Pagination(page=1, page_size=10, num_pages=1, total=len(orders))
    )


class HeldServer:
    """A merchant order list whose answers wait until the test lets them go. ``stubborn``:
    an answer that comes back even though its request was cancelled (it was on the wire)."""

    def __init__(self, *, stubborn: bool = False) -> None:
        self.asked: list[str] = []
        self.gates: dict[str, asyncio.Future[None]] = {}
        self.cancelled: list[str] = []
        self.ended: list[str] = []  # answered, failed or cancelled
        self.stubborn = stubborn
        self.fail: Exception | None = None

    async def list_merchant_orders(self, query: OrderQuery) -> OrderList:
        text = query.search or ""
        self.asked.append(text)
        gate = self.gates.setdefault(text, asyncio.get_running_loop().create_future())
        try:
            try:
                await gate
            except asyncio.CancelledError:
                self.cancelled.append(text)
                if not self.stubborn:
                    raise
            if self.fail is not None:
                raise self.fail
            return answer(f"REF-{text}")
        finally:
            self.ended.append(text)

    def release(self, text: str) -> None:
        gate = self.gates.setdefault(text, asyncio.get_running_loop().create_future())
        if not gate.done():
            gate.set_result(None)


def server_search(qtbot, server: HeldServer, delay_ms: int = 30) -> tuple[ServerSearch, list[Any]]:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    search = ServerSearch(server, owner, delay_ms=delay_ms)  # type: ignore[arg-type]
    landed: list[Any] = []
    search.answered.connect(lambda n, _ask, orders: landed.append((n, orders.orders[0].reference)))
    return search, landed


def test_typing_on_sends_one_request_for_the_text_typing_paused_on(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    server = HeldServer()
    search, landed = server_search(qtbot, server, delay_ms=300)
    for text in ("ab", "abc", "abcd"):
        search.ask(parse_query(text, "en"))
        loop_turn(qtbot)  # keystrokes apart, the event loop turning in between
    qtbot.waitUntil(lambda: server.asked == ["abcd"], timeout=2_000)
    server.release("abcd")
    qtbot.waitUntil(lambda: bool(landed))
    assert landed == [(search.ask_number, "REF-abcd")]


def test_a_new_text_cancels_the_request_under_way(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    server = HeldServer()
    search, landed = server_search(qtbot, server)
    search.ask(parse_query("ab", "en"))
    qtbot.waitUntil(lambda: server.asked == ["ab"])
    search.ask(parse_query("abc", "en"))  # at once, before the next text's requests start
    qtbot.waitUntil(lambda: server.cancelled == ["ab"])
    qtbot.waitUntil(lambda: server.asked == ["ab", "abc"])
    server.release("abc")
    qtbot.waitUntil(lambda: bool(landed))
    assert [ref for _n, ref in landed] == ["REF-abc"]


def test_a_late_answer_for_an_earlier_text_is_dropped(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    """The answer for "ab" comes back after "abc" was typed (it was on the wire): it must not
    show under "abc". Two safeguards each drop it: the request is cancelled, and an answer
    is bound to the ask it was sent for (the test proves each by removing the other)."""
    server = HeldServer(stubborn=True)
    search, landed = server_search(qtbot, server)
    search.ask(parse_query("ab", "en"))
    qtbot.waitUntil(lambda: server.asked == ["ab"])
    search.ask(parse_query("abc", "en"))
    server.release("ab")  # the late answer
    qtbot.waitUntil(lambda: server.asked == ["ab", "abc"])
    server.release("abc")
    qtbot.waitUntil(lambda: bool(landed))
    qtbot.waitUntil(lambda: "ab" in server.ended)  # the late answer came back ...
    loop_turn(qtbot)  # ... and had its turn to land
    assert [ref for _n, ref in landed] == ["REF-abc"]


def test_a_failed_server_search_is_a_sentence_and_the_local_results_stay(
    qtbot, qloop, session: Session
) -> None:  # type: ignore[no-untyped-def]
    dialog = SearchDialog(session, delay_ms=10)
    qtbot.addWidget(dialog)
    server = HeldServer()
    server.fail = ServerError("The service is down for a moment.", status=503)
    dialog.server._client = server  # type: ignore[assignment]
    dialog.show()
    qtbot.keyClicks(dialog.field, "zz-nothing")
    assert dialog.status.text() == "Searching the server…"
    qtbot.waitUntil(lambda: bool(server.asked))
    server.release("zz-nothing")
    qtbot.waitUntil(lambda: "could not be searched" in dialog.status.text())
    assert "try again" in dialog.status.text()


# --- the whole window, against the sandbox ---


def window_on(qtbot, session: Session, settings) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def ctrl_k(qtbot, window: MainWindow) -> SearchDialog:  # type: ignore[no-untyped-def]
    window.activateWindow()  # offscreen has no window manager to give it back
    qtbot.waitUntil(window.isActiveWindow)
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dialog = window.search.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_ctrl_k_opens_the_search_from_every_tab(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    window = window_on(qtbot, session, settings)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
        dialog = ctrl_k(qtbot, window)
        qtbot.waitUntil(dialog.field.hasFocus)
        qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())
    assert window.search.action.shortcut().toString() == "Ctrl+K"
    assert window.payouts.choose_button.shortcut().toString() != "Ctrl+K"  # no second one


def open_first_of(qtbot, dialog: SearchDialog, typed: str, key_prefix: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(dialog.field, typed)

    def highlighted() -> bool:
        keys = [row.key for row in dialog.list.rows()]
        if not any(k.startswith(key_prefix) for k in keys):
            return False
        while (row := dialog.list.current_row()) is not None and not row.key.startswith(key_prefix):
            qtbot.keyClick(dialog.field, Qt.Key.Key_Tab)  # to the group's first row
        return True

    qtbot.waitUntil(highlighted, timeout=10_000)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)


def test_enter_on_an_account_makes_it_current_in_accounts(
    qtbot, qloop, session, settings, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    surname = f"Fernández{uuid.uuid4().hex[:6]}"
    user = arun(helpers.create_user({"type": "PERSON", "name": "Lucía", "surname": surname}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Nómina", "currency": "EUR"})
    )
    window = window_on(qtbot, session, settings)
    window.tabs.setCurrentWidget(window.payouts)
    dialog = ctrl_k(qtbot, window)
    open_first_of(qtbot, dialog, f"lucia {surname[-6:]} nomina", "account:")
    assert session.context.account is not None
    assert (session.context.account.uid, session.context.account.aid) == (user.id, account.id)
    assert window.tabs.currentWidget() is window.accounts


def test_enter_on_an_order_opens_its_detail_in_orders(
    qtbot, qloop, session, settings, account_with_a_payout
) -> None:  # type: ignore[no-untyped-def]
    _uid, _aid, payout = account_with_a_payout
    window = window_on(qtbot, session, settings)
    dialog = ctrl_k(qtbot, window)
    open_first_of(qtbot, dialog, payout.id, "order:")
    orders = window.orders
    assert window.tabs.currentWidget() is orders
    qtbot.waitUntil(lambda: orders.selected_order() is not None, timeout=10_000)
    assert orders.selected_order().id == payout.id  # type: ignore[union-attr]
    assert orders.search.text() == payout.id


def test_enter_on_a_case_opens_it_in_compliance(
    qtbot, qloop, session, settings, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    company = f"Andes Logística {uuid.uuid4().hex[:6]} SAS"
    uid = arun(helpers.create_user({"type": "BUSINESS", "company_name": company})).id
    arun(session.actions.start_kyb_session(uid))
    window = window_on(qtbot, session, settings)
    window.tabs.setCurrentWidget(window.orders)
    dialog = ctrl_k(qtbot, window)
    open_first_of(qtbot, dialog, f"andes logistica {company.split()[2]}", "case:")
    compliance = window.compliance
    assert window.tabs.currentWidget() is compliance
    qtbot.waitUntil(lambda: compliance.case.uid == uid, timeout=10_000)


def test_an_order_found_by_the_server_is_opened_by_its_id(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    """The target a merchant list gives has no account: the merchant's list, by id."""
    order = OrderSummary(id=str(uuid.uuid4()), state="SETTLED", type="BANK_PAYIN")
    window = window_on(qtbot, session, settings)
    from app.views.search.opening import open_target

    open_target(window, OrderTarget(order))
    assert window.orders.merchant_scope.isChecked()
    assert window.orders.search.text() == order.id


# --- the sandbox users' browser uses the same matching ---


@pytest.mark.parametrize("typed", ["lucia", "LUCÍA fern", "fernandez lucia"])
def test_the_users_browser_finds_lucia_without_accents(qtbot, typed: str) -> None:  # type: ignore[no-untyped-def]
    users = [
        SandboxUser(id="u1", type="PERSON", name="Lucía", surname="Fernández"),
        SandboxUser(id="u2", type="PERSON", name="Mateo", surname="González"),
    ]
    dialog = UserPickerDialog(users)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.search, typed)
    assert dialog.visible_count() == 1
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.chosen == "u1"
