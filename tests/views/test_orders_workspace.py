from __future__ import annotations

import asyncio
import csv
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest
from PySide6.QtCore import Qt

from app.models.order_query import Operator, OrderFilter
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.orders.workspace import OrdersWorkspace


def workspace_for(qtbot, session, settings, uid: str, aid: str, **options) -> OrdersWorkspace:  # type: ignore[no-untyped-def]
    workspace = OrdersWorkspace(
        session, settings, activity=ActivityTracker(), search_delay_ms=0, **options
    )
    qtbot.addWidget(workspace)
    workspace.resize(1200, 700)
    workspace.show()
    session.context.choose_account(uid, aid)  # the account scope is the current account
    return workspace


def last_query(session: Session) -> dict[str, str]:
    url = next(e.url for e in reversed(session.client.request_log.entries()) if "/orders" in e.url)
    return dict(parse_qsl(urlsplit(url).query))


def loaded(workspace: OrdersWorkspace):  # type: ignore[no-untyped-def]
    return lambda: not workspace.model.loading and workspace.model.total > 0


def test_first_page_then_scrolling_loads_the_next(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert workspace.model.total == 131
    assert workspace.model.rowCount() == 100
    assert workspace.count.text() == "100 of 131 orders"
    workspace.table.scrollToBottom()
    qtbot.waitUntil(lambda: workspace.model.rowCount() == 131, timeout=10_000)
    assert workspace.count.text() == "131 orders"
    assert last_query(session)["page"] == "2"


def test_loaded_rows_cost_the_garbage_collector_nothing(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    """Rows are plain tuples of strings, which the collector stops tracking, so full
    collections do not walk thousands of loaded orders; the orders come back intact."""
    import gc

    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    gc.collect()
    rows = workspace.model._rows
    assert len(rows) == 100
    assert not any(gc.is_tracked(row) for row in rows)
    first = workspace.model.order_at(0)
    same = ("id", "reference", "type", "origin", "destination", "fee", "counterparty", "created_at")
    assert first.model_dump(include=set(same)) == payout.model_dump(include=set(same))


@pytest.mark.parametrize(
    ("rows", "query", "expected_total"),
    [
        ([("state", "in", "PENDING,SETTLED")], {"state_in": "PENDING,SETTLED"}, 130),
        ([("type", "eq", "BANK_PAY_OUT")], {"type_eq": "BANK_PAY_OUT"}, 1),
        ([("direction", "neq", "IN")], {"direction_neq": "IN"}, 1),
        ([("amount", "gte", "125.5")], {"amount_gte": "12550"}, 5),
        ([("amount", "in", "1.00; 2")], {"amount_in": "100,200"}, 2),
        ([("amount", "nin", "1,250.00; 3")], {"amount_nin": "125000,300"}, 130),
        ([("amount", "lt", "3")], {"amount_lt": "300"}, 2),
        ([("id", "like", "zzz")], {"id_like": "zzz"}, 0),
        (
            [("originCurrency", "eq", "EUR"), ("state", "nin", "Created")],
            {"originCurrency_eq": "EUR", "state_nin": "Created"},
            130,
        ),
        ([("createdAt", "lt", "2000-01-01")], {"createdAt_lt": "2000-01-01"}, 0),
    ],
)
def test_each_condition_sends_the_exact_query(
    qtbot, qloop, session, settings, account_with_orders, rows, query, expected_total
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    for field, operator, text in rows:
        workspace.filter_panel.add_row(field, operator, text)
    workspace.filter_panel.apply()
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.count.text() != "", timeout=10_000
    )
    sent = last_query(session)
    assert {k: v for k, v in sent.items() if k not in ("page", "pageSize", "sort")} == query
    assert workspace.model.total == expected_total
    assert len(workspace.filter_panel.active) == len(rows)


def test_a_bad_amount_is_refused_at_its_row(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    row = workspace.filter_panel.add_row("amount", "gt", "12.345")
    workspace.filter_panel.apply()
    assert row.error.text() == "Use at most 2 decimal places."
    assert workspace.filter_panel.active == ()


def test_a_condition_the_server_rejects_shows_at_its_row(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    row = workspace.filter_panel.add_row("amount", "gt", "1")
    workspace.filters = (
        OrderFilter("amount", Operator.GT, "one"),
    )  # unchecked: only the server judges it
    workspace.reload()
    qtbot.waitUntil(lambda: row.error.isVisible(), timeout=10_000)
    assert "whole numbers" in row.error.text()
    assert workspace.banner.isVisible()


def test_sort_by_created_both_ways(
    qtbot, qloop, counted_session, wire, settings, account_with_orders, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, counted_session, settings, uid, aid)

    def sorts_sent() -> list[str | None]:
        return [s.url.params.get("sort") for s in wire.to("/orders")]

    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert workspace.model.order_at(0).id == payout.id  # newest first
    assert sorts_sent() == ["-createdAt"]
    workspace.table.horizontalHeader().sectionClicked.emit(0)
    workspace.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.order_at(0).reference == "REF-000",
        timeout=10_000,
    )
    assert sorts_sent() == ["-createdAt", "createdAt"]
    workspace.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # newest first, if it sorted
    assert not workspace.model.loading
    arun(asyncio.sleep(0))  # the loop turns: a load it had started would be on the wire now
    assert sorts_sent() == ["-createdAt", "createdAt"]  # other columns do not sort
    workspace.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.order_at(0).id == payout.id,
        timeout=10_000,
    )
    assert sorts_sent() == ["-createdAt", "createdAt", "-createdAt"]


def test_search_by_reference_and_by_id(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    qtbot.keyClicks(workspace.search, "REF-12")
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 10, timeout=10_000
    )
    assert workspace.count.text() == "10 orders"
    workspace.search.setText(payout.id)
    qtbot.waitUntil(
        lambda: not workspace.model.loading and workspace.model.total == 1, timeout=10_000
    )
    assert workspace.model.order_at(0).id == payout.id


def test_bank_payout_detail_shows_its_recipient(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    from PySide6.QtWidgets import QGroupBox, QLabel

    qtbot.waitUntil(
        lambda: any(
            b.title() == "Recipient" for b in workspace.detail.widget().findChildren(QGroupBox)
        ),
        timeout=10_000,
    )
    texts = {label.text() for label in workspace.detail.widget().findChildren(QLabel)}
    assert {"Lena", "Vogel", "DE••••3000"} <= texts  # the IBAN masked until revealed
    assert "DE89370400440532013000" not in texts
    assert {"Surname", "Account number", "Beneficiary"} <= texts  # labels, not wire names
    assert "accountNumber" not in texts

    from app.views.widgets.masked_value import MaskedValue

    iban = next(
        m
        for m in workspace.detail.widget().findChildren(MaskedValue)
        if m.label.text().startswith("DE••")
    )
    iban.reveal_button.click()  # through the door: shown once it let the reveal through
    qtbot.waitUntil(lambda: iban.label.text() == "DE89370400440532013000")
    reveal = session.action_log.records[-1]
    assert (reveal.action, reveal.target, reveal.detail) == (
        "reveal",
        f"order {payout.id}",
        "iban",
    )


def test_merchant_scope_has_no_direction(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.merchant_scope.setChecked(True)
    row = workspace.filter_panel.add_row()
    fields = [row.field.itemData(i) for i in range(row.field.count())]
    assert "direction" not in fields
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    assert "/api/v1/account/orders" in session.client.request_log.entries()[-1].url


def test_export_writes_exactly_the_filtered_orders(
    qtbot, qloop, session, settings, account_with_orders, tmp_path: Path, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.export_progress_delay_ms = 0  # the progress dialog shows from the first row
    workspace.filter_panel.add_row("amount", "lte", "110.00")
    workspace.filter_panel.apply()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    target = tmp_path / "orders.csv"

    ticks = [0]

    async def other_work() -> None:  # another task awake meanwhile, as the app always has
        while True:
            await asyncio.sleep(0.001)
            ticks[0] += 1

    neighbour = asyncio.ensure_future(other_work())
    task = workspace.export_to(target)
    qtbot.waitUntil(task.done, timeout=20_000)
    assert task.exception() is None
    seen = ticks[0]
    qtbot.waitUntil(lambda: ticks[0] > seen, timeout=2_000)  # its wake-ups were not lost
    neighbour.cancel()
    with target.open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    expected = arun(session.client.list_account_orders(uid, aid, workspace.query(page=1)))
    assert len(rows) == expected.pagination.total == 111  # 110 deposits and the payout of 50.00
    assert rows[0]["originAmount"] == "50.00"

    async def every_order() -> list[str]:
        return [o.id async for o in session.client.iter_account_orders(uid, aid, workspace.query())]

    assert [r["id"] for r in rows] == arun(every_order())  # every page, in the list's order
    assert rows[0]["originCurrency"] == "EUR"
    assert rows[0]["createdAt"].startswith("20")
    assert list(tmp_path.iterdir()) == [target]
    assert workspace.export_dialog.wasCanceled() is False
    export = session.action_log.records[-1]  # the audit journal records that data left
    assert (export.action, export.target) == ("export_orders", f"{uid}/{aid}")
    assert export.detail == f"111 orders to {target.name}"


def test_refresh_keeps_selection_and_shows_state_changes(
    qtbot, qloop, session, settings, helpers, account_with_a_payout, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout  # its own: the payout moves on
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    row = workspace.model.row_of(payout.id)
    workspace.table.selectRow(row)
    arun(helpers.advance_order(payout.id, "PENDING"))
    workspace.refresh()
    qtbot.waitUntil(lambda: workspace.model.order_at(row).state == "PENDING", timeout=10_000)
    assert workspace.selected_order().id == payout.id  # type: ignore[union-attr]


def test_saved_filters_round_trip(qtbot, qloop, session, settings, account_with_orders) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.filter_panel.add_row("state", "in", "FAILED,PENDING")
    workspace.filter_panel.save_as("Problems")
    workspace.filter_panel.clear()
    assert workspace.filter_panel.rows == []
    workspace.filter_panel.load_saved("Problems")
    assert [(r.field_name, r.op.value, r.value_text()) for r in workspace.filter_panel.rows] == [
        ("state", "in", "FAILED,PENDING")
    ]
    assert workspace.filter_panel.active[0].query_value() == "FAILED,PENDING"


def test_amount_columns_are_wide_enough_for_amounts_loaded_later(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    """Columns fit the first rows, yet never narrower than a large amount: a page loaded
    further down must not show "10,675,133.2…"."""
    from app.views.orders.table_model import DESTINATION, FEE, ORIGIN

    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    metrics = workspace.table.fontMetrics()
    for column in (ORIGIN, DESTINATION):
        assert workspace.table.columnWidth(column) > metrics.horizontalAdvance("10,675,133.25 COP")
    assert workspace.table.columnWidth(FEE) > metrics.horizontalAdvance("106,751.33 COP")


def test_a_pasted_search_stops_at_what_the_server_takes(
    qtbot, qloop, session, settings, account_with_orders
) -> None:  # type: ignore[no-untyped-def]
    """A search or filter value pasted past the sandbox's limit would come back as a 400
    naming it; the fields stop at that length instead (one constant in app/models)."""
    from app.models.order_query import MAX_QUERY_VALUE_LENGTH

    uid, aid, _ = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.search.setText("x" * (MAX_QUERY_VALUE_LENGTH + 500))
    assert len(workspace.search.text()) == MAX_QUERY_VALUE_LENGTH
    row = workspace.filter_panel.add_row()
    row.text_value.setText("y" * (MAX_QUERY_VALUE_LENGTH + 1))
    assert len(row.text_value.text()) == MAX_QUERY_VALUE_LENGTH
