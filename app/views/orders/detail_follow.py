"""The order detail follows the table's selection: the summary at once, and a bank payout's
detail (its recipient, the fee's parts, the sender) once fetched, if that order is still the
one selected."""

from __future__ import annotations

from collections.abc import Callable

from app.api.read_client import ReadClient
from app.models.orders import BankPayoutDetail, OrderSummary
from app.views.orders.detail_panel import DetailPanel
from app.views.task_runner import TaskRunner


def follow_selection(
    detail: DetailPanel,
    selected: Callable[[], OrderSummary | None],
    client: ReadClient,
    runner: TaskRunner,
) -> None:
    """Shows ``selected()`` in ``detail`` (nothing when none), and fetches a bank payout's
    detail through ``runner`` (one at a time: a newer selection's fetch replaces it)."""
    order = selected()
    if order is None:
        detail.show_nothing()
        return
    detail.show_order(order)
    if order.type != "BANK_PAY_OUT":
        return

    async def load() -> BankPayoutDetail:
        return await client.get_bank_payout(order.id)

    def show(payout: BankPayoutDetail) -> None:
        now = selected()
        if now is not None and now.id == order.id:
            detail.show_order(order, payout)

    runner.run(load, on_success=show, key="detail")
