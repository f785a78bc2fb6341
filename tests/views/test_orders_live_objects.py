"""Auto-refresh keeps no order it no longer shows (issue 23, item 10): live OrderSummary and
Money objects grew 64 -> 1,024 and 192 -> 3,072 over 15 minutes of auto-refresh, held by a
module-wide cache of every order JSON ever painted. Here the server answers each order
changed at every refresh (as a live server's ``updated_at`` would), and the count stays that
of the rows shown."""

from __future__ import annotations

import gc

import pytest

from app.api.client import BankingClient
from app.models.money import Money
from app.models.order_query import OrderQuery
from app.models.orders import OrderList, OrderSummary
from tests.views.test_orders_panel_and_refresh import loaded_workspace

REFRESHES = 25


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for thing in gc.get_objects() if type(thing) is kind)


def test_auto_refresh_keeps_live_orders_bounded_by_the_rows_shown(
    qtbot, qloop, session, settings, account_with_a_payout, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, _payout = account_with_a_payout  # its own four orders
    real = BankingClient.list_account_orders
    answered = [0]

    async def changing(
        client: BankingClient, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList:
        page = await real(client, uid, aid, query)
        answered[0] += 1
        moved = [o.model_copy(update={"counterparty": f"Seen {answered[0]}"}) for o in page.orders]
        return page.model_copy(update={"orders": moved})

    monkeypatch.setattr(BankingClient, "list_account_orders", changing)
    workspace = loaded_workspace(qtbot, session, settings, uid, aid, auto_refresh_unit_ms=10)
    rows = workspace.model.rowCount()
    assert rows == 4
    workspace.table.selectRow(0)  # the detail panel holds the selected one too
    before_orders, before_money = live(OrderSummary), live(Money)

    workspace.auto_seconds.setValue(1)  # every 10 ms here
    workspace.auto_refresh.setChecked(True)
    start = answered[0]
    qtbot.waitUntil(lambda: answered[0] >= start + REFRESHES, timeout=30_000)
    qtbot.waitUntil(lambda: not workspace.model.loading, timeout=5_000)
    workspace.auto_refresh.setChecked(False)
    workspace.table.viewport().grab()  # every row painted with what came back last

    assert workspace.model.order_at(0).counterparty == f"Seen {answered[0]}"
    # Each refresh changed all four: 100 more orders were parsed. Only the rows shown stay
    # (and the few a refresh or the detail panel holds at the moment of counting).
    assert live(OrderSummary) <= before_orders + rows
    assert live(Money) <= before_money + 3 * rows
    assert workspace.model.cache.orders_held <= rows

    workspace.model.clear()  # another query, another account, a sign-out: none kept
    assert workspace.model.cache.orders_held == 0
