"""Lists that neither repeat nor lose a row while money moves (issue 22, finding 11).

Real orders are written through the sandbox between two page requests (a hook in the page
loader runs a payout, a deposit or a state change when page 2 is asked for), with Qt's own
model checker (``qtmodeltester``) attached to the model the whole time. After each read the
rows are compared with the server's list as it now stands.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterator

import httpx
import pytest
from PySide6.QtCore import QItemSelectionModel, QPersistentModelIndex, Qt

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.models.order_query import Operator, OrderFilter, OrderQuery, Scope
from app.models.orders import OrderList, OrderState, OrderSummary
from app.models.sandbox_helpers import TransactionList
from app.services.session import Session
from app.views.compliance.queue_model import CaseFilterProxy, CaseQueueModel
from app.views.orders.ledger_model import LedgerTableModel
from app.views.orders.table_model import OrdersTableModel
from tests.helpers.bodies import bank_payout
from tests.helpers.counting_transport import CountingTransport
from tests.views.conftest import build_account_with_orders
from tests.views.test_orders_workspace import loaded, workspace_for

Hook = Callable[[int], Awaitable[None]]
CREATED_ONLY = (OrderFilter.build(Scope.ACCOUNT, "state", Operator.EQ, OrderState.CREATED),)


class Between:
    """Runs ``action`` once, just before page ``page`` is asked for, when armed."""

    def __init__(self, page: int = 2) -> None:
        self.page = page
        self.action: Callable[[], Awaitable[None]] | None = None
        self.ran = 0

    def arm(self, action: Callable[[], Awaitable[None]]) -> None:
        self.action = action

    async def __call__(self, number: int) -> None:
        if number == self.page and self.action is not None:
            action, self.action = self.action, None
            await action()
            self.ran += 1


def order_loader(session: Session, uid: str, aid: str, size: int, hook: Between, filters=()):  # type: ignore[no-untyped-def]
    async def load(page: int) -> OrderList:
        await hook(page)
        query = OrderQuery(filters=filters, page=page, page_size=size)
        return await session.client.list_account_orders(uid, aid, query)

    return load


def server_ids(arun, session: Session, uid: str, aid: str, filters=()) -> list[str]:  # type: ignore[no-untyped-def]
    async def every() -> list[str]:
        query = OrderQuery(filters=filters, page_size=100)
        return [o.id async for o in session.client.iter_account_orders(uid, aid, query)]

    return list(arun(every(), timeout=10_000))


def model_ids(model: OrdersTableModel) -> list[str]:
    return [model.order_at(row).id for row in range(model.rowCount())]


def payout(arun, writer: BankingClient, uid: str, aid: str) -> str:  # type: ignore[no-untyped-def]
    return arun(pay(writer, uid, aid)).id  # type: ignore[no-any-return]


async def pay(writer: BankingClient, uid: str, aid: str) -> OrderSummary:
    return await writer.create_bank_payout(
        uid, aid, bank_payout(1_000), idempotency_key=str(uuid.uuid4())
    )


def wait_loaded(qtbot, model) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not model.loading, timeout=10_000)


def loaded_model(qtbot, qtmodeltester, loader, pages: int) -> OrdersTableModel:  # type: ignore[no-untyped-def]
    model = OrdersTableModel()
    qtmodeltester.check(model)  # stays attached: every later signal is checked too
    model.load(loader)
    wait_loaded(qtbot, model)
    while pages > 1:
        model.fetchMore()
        wait_loaded(qtbot, model)
        pages -= 1
    return model


@pytest.fixture
def writer(live_sandbox: str, arun) -> Iterator[BankingClient]:  # type: ignore[no-untyped-def]
    """A client of its own that writes the orders (the views read through the session)."""
    client = BankingClient(live_sandbox)
    arun(client.login("demo", "demo-key"))
    yield client
    arun(client.aclose())


@pytest.fixture
def helpers(writer: BankingClient) -> SandboxHelpers:
    return SandboxHelpers(writer)


@pytest.fixture
def funded(arun, writer: BankingClient, helpers: SandboxHelpers) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """A person's EUR account holding 10,000.00."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Inés", "surname": "Ruiz"}))
    account = arun(writer.create_account(user.id, {"alias": "Ops", "currency": "EUR"}))
    arun(helpers.deposit(account.id, 1_000_000))
    return user.id, account.id


@pytest.fixture
def payouts_account(arun, writer: BankingClient, funded: tuple[str, str]):  # type: ignore[no-untyped-def]
    """A funded account with 20 bank payouts (all still Created)."""
    for _ in range(20):
        payout(arun, writer, *funded)
    return funded


def test_a_refresh_with_a_payout_between_pages_and_two_leaving_the_filter(
    qtbot, qtmodeltester, arun, session, writer, helpers, payouts_account
) -> None:  # type: ignore[no-untyped-def]
    """The model checker failed here ("Actual rowCount 5, Expected 4"): a removal announced
    for a row that no longer existed."""
    uid, aid = payouts_account
    hook = Between(page=2)
    loader = order_loader(session, uid, aid, 5, hook, CREATED_ONLY)
    model = loaded_model(qtbot, qtmodeltester, loader, pages=2)
    held = model_ids(model)
    assert held == server_ids(arun, session, uid, aid, CREATED_ONLY)[:10]

    new: list[str] = []

    async def payout_then_two_leave() -> None:
        new.append((await pay(writer, uid, aid)).id)
        for oid in held[1:3]:  # on page 1, read already
            await helpers.advance_order(oid, OrderState.PENDING)

    hook.arm(payout_then_two_leave)
    model.refresh()
    wait_loaded(qtbot, model)
    assert hook.ran == 1
    now = server_ids(arun, session, uid, aid, CREATED_ONLY)
    shown = model_ids(model)
    assert len(set(shown)) == len(shown), "an order shown twice"
    # Page 1 was read before the two left: they show until the next refresh. Every other
    # order is the list as it now stands, in its order, none skipped.
    still = [oid for oid in shown if oid not in held[1:3]]
    assert still == now[: len(still)], "an order missing, or out of place"
    assert set(held) <= set(shown)
    assert shown[0] == new[0]
    assert model.total == len(now)
    model.refresh()  # nothing moves now: exactly the list
    wait_loaded(qtbot, model)
    assert model_ids(model) == now[: model.rowCount()]
    assert model.rowCount() >= len(still)


def test_a_refresh_with_a_payout_between_pages_repeats_nothing_and_loses_nothing(
    qtbot, qtmodeltester, arun, session, writer, payouts_account
) -> None:  # type: ignore[no-untyped-def]
    """20 rows held one order twice, with the new order and the oldest one missing."""
    uid, aid = payouts_account
    hook = Between(page=2)
    model = loaded_model(qtbot, qtmodeltester, order_loader(session, uid, aid, 10, hook), 2)
    held = model_ids(model)
    new: list[str] = []

    async def one_payout() -> None:
        new.append((await pay(writer, uid, aid)).id)

    hook.arm(one_payout)
    model.refresh()
    wait_loaded(qtbot, model)
    now = server_ids(arun, session, uid, aid)
    shown = model_ids(model)
    # Read as far as every order shown before: the oldest of them, now on page 3, too.
    assert shown == now[: len(shown)]
    assert len(shown) >= 21
    assert shown[0] == new[0]
    assert shown[1:21] == held


def test_a_selection_stays_on_its_order_when_a_new_one_arrives_at_the_top(
    qtbot, qtmodeltester, arun, session, writer, payouts_account
) -> None:  # type: ignore[no-untyped-def]
    """A refresh that put a new order at row 0 emitted only a layout change; the selection on
    the last order shown (pushed onto the next page) went invalid."""
    uid, aid = payouts_account
    hook = Between(page=99)
    model = loaded_model(qtbot, qtmodeltester, order_loader(session, uid, aid, 10, hook), 1)
    selection = QItemSelectionModel(model)
    last = model.rowCount() - 1
    chosen = model.order_at(last).id
    selection.select(
        model.index(last, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    kept = QPersistentModelIndex(model.index(last, 0))
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, first, end: inserted.append((first, end)))
    layouts: list[bool] = []
    model.layoutChanged.connect(lambda *_a: layouts.append(True))
    payout(arun, writer, uid, aid)
    model.refresh()
    wait_loaded(qtbot, model)
    # Said as an insert at the top, not a new layout; the order pushed onto page 2 is read.
    assert inserted[0] == (0, 0)
    assert not layouts
    assert kept.isValid()
    assert model.order_at(kept.row()).id == chosen
    rows = selection.selectedRows()
    assert [model.order_at(r.row()).id for r in rows] == [chosen]


def test_scrolling_on_while_orders_leave_the_filter_loses_none(
    qtbot, qtmodeltester, arun, session, writer, helpers, payouts_account
) -> None:  # type: ignore[no-untyped-def]
    """Page 2 asked for after two orders of page 1 left the filter: its first two orders
    moved up onto page 1 and were never shown."""
    uid, aid = payouts_account
    hook = Between(page=2)
    model = loaded_model(
        qtbot, qtmodeltester, order_loader(session, uid, aid, 5, hook, CREATED_ONLY), 1
    )
    held = model_ids(model)

    async def two_leave() -> None:
        for oid in held[:2]:
            await helpers.advance_order(oid, OrderState.PENDING)

    hook.arm(two_leave)
    model.fetchMore()
    wait_loaded(qtbot, model)
    now = server_ids(arun, session, uid, aid, CREATED_ONLY)
    shown = model_ids(model)
    assert len(set(shown)) == len(shown)
    # Still shown until the next refresh (their rows are not pulled from under the person),
    # and every order after them is there, in order, none skipped: page 1 was read again
    # for the two that moved up onto it, then page 2.
    assert shown[:5] == held
    assert shown[5:] == now[3:10]


def test_scrolling_on_after_a_payout_shows_it_at_the_top_once(
    qtbot, qtmodeltester, arun, session, writer, payouts_account
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = payouts_account
    hook = Between(page=2)
    model = loaded_model(qtbot, qtmodeltester, order_loader(session, uid, aid, 5, hook), 1)
    new: list[str] = []

    async def one_payout() -> None:
        new.append((await pay(writer, uid, aid)).id)

    hook.arm(one_payout)
    model.fetchMore()
    wait_loaded(qtbot, model)
    now = server_ids(arun, session, uid, aid)
    assert model_ids(model) == now[:10]  # 5, the new one above them, then 4 more
    assert model_ids(model)[0] == new[0]
    assert model.total == len(now)


def test_the_ledger_in_pages_with_a_deposit_between_them(
    qtbot, qtmodeltester, arun, session, helpers, funded
) -> None:  # type: ignore[no-untyped-def]
    """The ledger ended with one transaction twice and the new deposit missing."""
    _uid, aid = funded
    for amount in range(1, 9):
        arun(helpers.deposit(aid, amount * 100))
    hook = Between(page=2)

    async def page(number: int) -> TransactionList:
        await hook(number)
        return await helpers.list_transactions(aid, page=number, page_size=5)

    model = LedgerTableModel(page_size=5)
    qtmodeltester.check(model)
    model.load(page, "EUR")
    qtbot.waitUntil(lambda: model.rowCount() == 5 and not model.loading, timeout=10_000)
    new: list[str] = []

    async def deposit() -> None:
        new.append((await helpers.deposit(aid, 4_200)).id)

    hook.arm(deposit)
    model.fetchMore()
    qtbot.waitUntil(lambda: not model.loading, timeout=10_000)
    while model.canFetchMore():
        model.fetchMore()
        qtbot.waitUntil(lambda: not model.loading, timeout=10_000)
    listed = arun(helpers.list_transactions(aid, page=1, page_size=100)).transactions
    shown = [model.entry_at(row) for row in range(model.rowCount())]
    assert [e.id for e in shown if e] == [t.id for t in listed]
    assert model.total == len(listed) == model.rowCount()


def test_the_ledger_refreshed_in_place_keeps_the_selection(
    qtbot, qtmodeltester, arun, session, helpers, funded
) -> None:  # type: ignore[no-untyped-def]
    """A deposit reloads the ledger shown: the new transaction is inserted at the top and
    the selected one stays selected (a reset dropped it)."""
    _uid, aid = funded

    async def page(number: int) -> TransactionList:
        return await helpers.list_transactions(aid, page=number, page_size=5)

    model = LedgerTableModel(page_size=5)
    qtmodeltester.check(model)
    model.load(page, "EUR")
    qtbot.waitUntil(lambda: model.rowCount() == 1 and not model.loading, timeout=10_000)
    kept = QPersistentModelIndex(model.index(0, 0))
    first = model.entry_at(0)
    arun(helpers.deposit(aid, 4_200))
    model.load(page, "EUR")  # what the ledger dialog does after a deposit or a payout
    qtbot.waitUntil(lambda: model.rowCount() == 2 and not model.loading, timeout=10_000)
    assert kept.isValid()
    assert model.entry_at(kept.row()) == first
    assert kept.row() == 1


def test_the_case_queue_through_a_refresh_and_a_sort(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    """Every table model is watched by the model checker: the compliance queue too."""
    from tests.views.test_compliance_reading import T0, cases

    model = CaseQueueModel()
    qtmodeltester.check(model)
    proxy = CaseFilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)
    model.set_cases(cases(), now=T0)
    kept = QPersistentModelIndex(model.index(model.rowCount() - 1, 0))
    uid = model.case_at(kept.row()).uid
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert model.case_at(kept.row()).uid == uid  # the selection follows its case
    proxy.set_filter("IN_REVIEW", "")
    model.set_cases(cases()[1:], now=T0)
    assert model.rowCount() == len(cases()) - 1
    proxy.set_filter("", "")
    assert proxy.rowCount() == model.rowCount()


class PayoutOnPage:
    """A transport hook: when armed, the request for page ``page`` of an order list waits
    while a real payout is made through another client."""

    def __init__(self, page: int = 2) -> None:
        self.page = str(page)
        self.payout: Callable[[], Awaitable[None]] | None = None

    async def __call__(self, request: httpx.Request) -> None:
        if (
            self.payout is not None
            and request.url.path.endswith("/orders")
            and request.url.params.get("page") == self.page
        ):
            payout, self.payout = self.payout, None
            await payout()


@pytest.fixture
def on_page_2() -> PayoutOnPage:
    return PayoutOnPage(2)


@pytest.fixture
def wire(on_page_2: PayoutOnPage) -> CountingTransport:
    """The ``counted_session``'s transport, holding page 2 for a payout when armed."""
    return CountingTransport(before_send=on_page_2)


def test_the_workspace_refresh_with_a_payout_between_its_pages(
    qtbot, qloop, arun, counted_session, settings, writer, live_sandbox, on_page_2
) -> None:  # type: ignore[no-untyped-def]
    """The orders workspace, 105 orders on two pages of 100, the oldest selected; a payout
    lands while the refresh asks for page 2. The selection, the detail and the count follow."""
    uid, aid, _ = build_account_with_orders(live_sandbox, 104, unit=1_000)
    workspace = workspace_for(qtbot, counted_session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.model.fetchMore()
    qtbot.waitUntil(lambda: workspace.model.rowCount() == 105, timeout=10_000)
    model, table = workspace.model, workspace.table
    oldest = model.order_at(104).id
    table.selectRow(104)
    made: list[str] = []

    async def payout() -> None:
        made.append((await pay(writer, uid, aid)).id)

    on_page_2.payout = payout
    workspace.refresh()
    qtbot.waitUntil(lambda: bool(made) and not model.loading, timeout=10_000)
    shown = model_ids(model)
    assert len(set(shown)) == len(shown) == 106
    assert shown[0] == made[0]
    assert workspace.selected_order() is not None
    assert workspace.selected_order().id == oldest
    assert workspace.count.text() == "106 orders"


def test_the_viban_list_through_a_reload_with_a_new_viban(
    qtbot, qloop, qtmodeltester, arun, session, helpers, funded
) -> None:  # type: ignore[no-untyped-def]
    """The vIBAN list (a QTableWidget) under the model checker: a vIBAN issued elsewhere
    comes last (the list is oldest first), and the selected one stays selected."""
    from tests.views.test_viban_dialog import open_dialog

    uid, aid = funded
    first = arun(helpers.create_virtual_iban(aid, name="Rent"))
    dialog = open_dialog(qtbot, session, uid, aid, answer=False)
    qtmodeltester.check(dialog.table.model())
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=10_000)
    dialog.table.selectRow(0)
    arun(helpers.create_virtual_iban(aid, name="Tenants"))
    dialog.reload()
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 2, timeout=10_000)
    rows = dialog.table.selectionModel().selectedRows()
    assert [dialog.vibans[r.row()].id for r in rows] == [first.id]
    assert dialog.viban_id.text() == first.id
