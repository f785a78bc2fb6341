"""Enter in the search: the thing opens in its own workspace, in the current context.

A person becomes the current user in Accounts (their accounts listed); an account becomes
the current account everywhere, shown in Accounts; an order opens its detail in Orders (under
the account it was listed for when a request said which, else in the merchant's list, found
by its id); a case opens in Compliance, asking first when another reviewer holds it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.services.search.entries import AccountTarget, CaseTarget, OrderTarget, PersonTarget

if TYPE_CHECKING:
    from app.views.orders.workspace import OrdersWorkspace
    from app.views.workspace_window import WorkspaceWindow


def open_target(window: WorkspaceWindow, target: object) -> None:
    tabs = window.tabs
    if isinstance(target, PersonTarget):
        tabs.setCurrentWidget(window.accounts)
        window.accounts.open_user(target.uid)
    elif isinstance(target, AccountTarget):
        window.session.context.choose_account(target.uid, target.aid)
        tabs.setCurrentWidget(window.accounts)
    elif isinstance(target, OrderTarget):
        tabs.setCurrentWidget(window.orders)
        show_order(window.orders, target)
    elif isinstance(target, CaseTarget):
        compliance = window.compliance
        tabs.setCurrentWidget(compliance)
        if compliance.queue.may_open(target.uid):
            compliance.open_case(target.uid)


def show_order(orders: OrdersWorkspace, target: OrderTarget) -> None:
    """The order's list, searched by its id (filters cleared: they could hide it), and the
    order selected once its page has come, so its detail shows."""
    oid = target.order.id
    if orders.filters:
        orders.filter_panel.clear()
    orders.search.blockSignals(True)  # one load, not a second debounced one
    orders.search.setText(oid)
    orders.search.blockSignals(False)
    model = orders.model

    def select(loading: bool) -> None:
        """After each load until the order's: a load the scope change cancelled ends too."""
        if loading:
            return
        if orders.search.text() != oid:  # the person searched something else meanwhile
            model.loading_changed.disconnect(select)
            return
        for row in range(model.rowCount()):
            if model.order_at(row).id == oid:
                model.loading_changed.disconnect(select)
                orders.table.selectRow(row)
                orders.table.setFocus()
                return

    model.loading_changed.connect(select)
    if target.uid is not None and target.aid is not None:
        orders.show_account(target.uid, target.aid)
    elif orders.merchant_scope.isChecked():
        orders.reload()
    else:
        orders.merchant_scope.setChecked(True)  # the scope's change reloads
