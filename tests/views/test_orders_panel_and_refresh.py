"""The filter panel's chips and pickers, the table's keyboard and columns, a refused query,
debounced search, auto-refresh with the detail following, and an export cancelled mid-way."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QToolButton

from app.models.order_query import Operator, OrderFilter
from app.views.activity import ActivityTracker
from app.views.orders.table_model import COLUMNS, ID
from app.views.orders.workspace import OrdersWorkspace
from app.views.widgets.state_badge import StateBadge
from tests.helpers.full_client import full_client
from tests.views.event_waits import loop_turn
from tests.views.test_orders_workspace import (
    last_query,
    loaded,
    workspace_for,
)


def loaded_workspace(qtbot, session, settings, uid: str, aid: str, **options) -> OrdersWorkspace:  # type: ignore[no-untyped-def]
    """The account's orders, first page on screen."""
    workspace = workspace_for(qtbot, session, settings, uid, aid, **options)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    return workspace


def chips(workspace: OrdersWorkspace) -> list[QToolButton]:
    layout = workspace.filter_panel.chips
    found = [layout.itemAt(i).widget() for i in range(layout.count())]
    return [w for w in found if isinstance(w, QToolButton)]


def test_removing_a_chip_removes_that_condition_only(
    qtbot,
    qloop,
    session,
    settings,
    account_with_orders,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    panel = workspace.filter_panel
    state_row = panel.add_row("state", "in", "PENDING,SETTLED")
    panel.add_row("amount", "gte", "125.5")
    panel.apply()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert [c.text() for c in chips(workspace)] == [
        "State is any of Pending, Settled  ✕",  # named for a person, not as on the wire
        "Amount from / at least 125.50  ✕",
    ]
    panel._remove(state_row)  # an edit not applied yet: the chip's click must not apply it
    chips(workspace)[1].click()  # drop the amount condition
    qtbot.waitUntil(lambda: not workspace.model.loading, timeout=10_000)
    qtbot.waitUntil(lambda: len(chips(workspace)) == 1, timeout=5_000)
    assert [f.param for f in panel.active] == ["state_in"]
    assert [(r.field_name, r.op.value, r.value_text()) for r in panel.rows] == [
        ("state", "in", "PENDING,SETTLED")
    ]
    sent = last_query(session)
    assert sent.get("state_in") == "PENDING,SETTLED"
    assert "amount_gte" not in sent


def test_known_values_are_a_multi_select_that_becomes_a_list(
    qtbot,
    qloop,
    session,
    settings,
    account_with_orders,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    row = workspace.filter_panel.add_row()
    row.field.setCurrentIndex(row.field.findData("state"))
    assert row.op is Operator.IN  # a pick of known values starts as "is any of"
    menu = row.pick.menu()
    assert menu is not None
    assert [a.text() for a in menu.actions()] == ["Created", "Pending", "Settled", "Failed"]
    by_text = {a.data(): a for a in menu.actions()}  # words shown, the API's values held
    by_text["PENDING"].trigger()
    by_text["FAILED"].trigger()
    assert row.text_value.text() == "PENDING,FAILED"
    menu.aboutToShow.emit()
    assert by_text["PENDING"].isCheckable()
    assert by_text["PENDING"].isChecked()
    assert not by_text["SETTLED"].isChecked()
    by_text["PENDING"].trigger()  # picked again: taken off the list
    assert row.text_value.text() == "FAILED"
    empty = workspace.filter_panel.add_row("amount", "gt", "")
    workspace.filter_panel.apply()
    assert empty.error.text() == "Enter an amount."


def test_a_refused_query_leaves_no_rows_of_the_previous_one(
    qtbot,
    qloop,
    session,
    settings,
    account_with_orders,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = loaded_workspace(qtbot, session, settings, uid, aid)
    assert workspace.model.rowCount() == 100
    workspace.filters = (OrderFilter("amount", Operator.GT, "one"),)  # only the server judges
    task = workspace.reload()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert workspace.model.rowCount() == 0
    assert workspace.model.total == 0
    assert not workspace.model.canFetchMore()
    assert workspace.banner.isVisible()


def test_copy_id_and_the_column_chooser(
    qtbot,
    qloop,
    session,
    settings,
    account_with_orders,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = loaded_workspace(qtbot, session, settings, uid, aid)
    workspace.table.setFocus()
    workspace.table.selectRow(0)
    qtbot.keyClick(workspace.table, Qt.Key.Key_Down)  # keyboard navigation moves the row
    assert workspace.selected_order() == workspace.model.order_at(1)
    copy = next(a for a in workspace.table.actions() if a.text() == "Copy order id")
    assert copy.shortcutContext() is Qt.ShortcutContext.WidgetWithChildrenShortcut
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    copy.trigger()
    assert QGuiApplication.clipboard().text() == payout.id

    menu = workspace.columns_button.menu()
    assert menu is not None
    id_action = next(a for a in menu.actions() if a.text() == COLUMNS[ID])
    id_action.setChecked(False)
    assert workspace.table.isColumnHidden(ID)
    id_action.setChecked(True)
    assert not workspace.table.isColumnHidden(ID)


def test_search_is_debounced(
    qtbot, qloop, counted_session, wire, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    """Keys typed faster than the delay send one search, for the whole text. The loop turns
    between keys, as it does between a person's; a load a key started is seen as it starts
    (the model's ``loading_changed``), not only once on the wire. The delay is long beside
    a keystroke on a loaded machine, so only a search without its pause could fire."""
    uid, aid, _ = account_with_orders
    workspace = OrdersWorkspace(
        counted_session, settings, activity=ActivityTracker(), search_delay_ms=1_000
    )
    qtbot.addWidget(workspace)
    workspace.show()
    counted_session.context.choose_account(uid, aid)  # its orders load at once, unsearched
    qtbot.waitUntil(lambda: not workspace.model.loading and workspace.model.total > 10)
    start = len(wire.to("/orders"))
    started: list[str] = []
    workspace.model.loading_changed.connect(
        lambda on: started.append(workspace.search.text()) if on else None
    )
    for key in "REF-12":  # six keystrokes
        qtbot.keyClicks(workspace.search, key)
        loop_turn(qtbot)
    assert started == []  # nothing yet: the pause has not come
    assert wire.to("/orders")[start:] == []
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 10, timeout=5_000
    )  # REF-120..129
    assert started == ["REF-12"]
    assert [s.url.params.get("search") for s in wire.to("/orders")[start:]] == ["REF-12"]
    assert last_query(counted_session)["search"] == "REF-12"


def test_auto_refresh_shows_a_state_change_in_the_row_and_the_detail(
    qtbot,
    qloop,
    session,
    settings,
    helpers,
    account_with_a_payout,
    arun,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout  # its own: the payout moves on
    # One unit of "Auto every" lasts 50 ms here (a second in the app): 2 units, 100 ms.
    workspace = loaded_workspace(qtbot, session, settings, uid, aid, auto_refresh_unit_ms=50)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    qtbot.waitUntil(
        lambda: any(b.text() == "Created" for b in workspace.detail.findChildren(StateBadge)),
        timeout=5_000,
    )
    workspace.auto_seconds.setValue(2)
    workspace.auto_refresh.setChecked(True)
    arun(helpers.advance_order(payout.id, "PENDING"))
    qtbot.waitUntil(
        lambda: workspace.model.order_at(workspace.model.row_of(payout.id)).state == "PENDING",
        timeout=10_000,
    )
    assert workspace.selected_order().id == payout.id  # type: ignore[union-attr]
    qtbot.waitUntil(
        lambda: any(b.text() == "Pending" for b in workspace.detail.findChildren(StateBadge)),
        timeout=10_000,
    )
    workspace.auto_refresh.setChecked(False)


def test_an_export_cancelled_mid_way_leaves_no_file(
    qtbot,
    qloop,
    session,
    settings,
    account_with_orders,
    tmp_path: Path,
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.export_progress_delay_ms = 0
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    gate = asyncio.Event()  # holds the second page, so the cancel lands mid-way
    real = full_client(session).iter_account_orders

    async def held(*args, **kwargs) -> AsyncIterator[object]:  # type: ignore[no-untyped-def]
        count = 0
        async for order in real(*args, **kwargs):
            if count == 100:
                await gate.wait()
            count += 1
            yield order

    full_client(session).iter_account_orders = held  # type: ignore[method-assign]
    target = tmp_path / "orders.csv"
    task = workspace.export_to(target)
    qtbot.waitUntil(lambda: workspace.export_dialog.value() >= 100, timeout=10_000)
    assert [p.suffix for p in tmp_path.iterdir()] == [".part"]  # half written
    cancel = next(b for b in workspace.export_dialog.findChildren(type(workspace.refresh_button)))
    cancel.click()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.cancelled()
    assert list(tmp_path.iterdir()) == []
