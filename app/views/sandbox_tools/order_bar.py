"""On the selected order in Orders: "Advance to…" (the states it can move to) and "Validate
OTP", through the door; the door announces the order and its account, and the list and the
balances follow."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.models.order_query import Scope
from app.models.orders import OrderState, OrderSummary
from app.models.sandbox_helpers import SANDBOX_OTP_CODE, AdvanceState
from app.services.context import AccountRef
from app.services.order_moves import advance_states
from app.views.orders.workspace import OrdersWorkspace
from app.views.task_runner import Binding
from app.views.widgets.terms import state_name


class OrderToolsBar(QWidget):
    def __init__(self, workspace: OrdersWorkspace) -> None:
        super().__init__(workspace)
        self._workspace = workspace
        self._session = workspace._session
        label = QLabel(self.tr("Sandbox:"))
        label.setProperty("role", "subtle")
        self.advance_button = QToolButton()
        self.advance_button.setText(self.tr("Adva&nce to…"))
        self.advance_button.setToolTip(self.tr("Move the selected order by hand (sandbox only)"))
        self.advance_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.advance_button)
        self.advance_actions: dict[str, QAction] = {}
        for state in AdvanceState:
            action = menu.addAction(state_name(state.value))
            action.triggered.connect(lambda _checked=False, s=state.value: self.advance(s))
            self.advance_actions[state.value] = action
        self.advance_button.setMenu(menu)
        self.otp_button = QPushButton(self.tr("Validate OTP"))
        self.otp_button.setToolTip(
            self.tr("Validate the selected payout's OTP with the sandbox's code {0}").format(
                SANDBOX_OTP_CODE
            )
        )
        self.otp_button.clicked.connect(self.validate_otp)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.advance_button)
        layout.addWidget(self.otp_button)
        layout.addStretch(1)
        workspace.table.selectionModel().selectionChanged.connect(self._on_selection)
        workspace.model.modelReset.connect(self._follow)
        workspace.model.dataChanged.connect(lambda *_args: self._follow())  # a state moved
        self._follow()

    def _on_selection(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._follow()

    def _follow(self) -> None:
        """Only the moves the selected order can make are offered (app/services/order_moves.py);
        a final order's button says why it offers none."""
        order = self._workspace.selected_order()
        moves = advance_states(order.state) if order is not None else ()
        for state, action in self.advance_actions.items():
            action.setVisible(state in moves)
        self.advance_button.setEnabled(bool(moves))
        if order is not None and not moves:
            self.advance_button.setToolTip(
                self.tr("This order's state is {0}: a settled or failed order is final.").format(
                    state_name(order.state)
                )
            )
        else:
            self.advance_button.setToolTip(
                self.tr("Move the selected order by hand (sandbox only)")
            )
        self.otp_button.setEnabled(order is not None and order.state == OrderState.CREATED)

    def _ref(self) -> AccountRef | None:
        """The order's account when the list shows one account (a merchant-wide list does
        not say whose an order is)."""
        if self._workspace.scope is Scope.ACCOUNT:
            return self._session.context.account
        return None

    def advance(self, state: str) -> None:
        order = self._workspace.selected_order()
        if order is None or state not in advance_states(order.state):
            return  # a move it cannot make: not offered, and not sent either
        actions, ref = self._session.actions, self._ref()

        async def move() -> OrderSummary:
            return await actions.advance_order(ref, order.id, state)

        self._workspace.runner.run(
            move, controls=[self.advance_button, self.otp_button], binding=_binding(ref)
        )

    def validate_otp(self) -> None:
        order = self._workspace.selected_order()
        if order is None:
            return
        actions, ref = self._session.actions, self._ref()

        # A merchant-wide list does not say whose the order is: every list refreshes.
        whose = ref or AccountRef("", "")

        async def validate() -> OrderSummary:
            return await actions.validate_otp(whose, order.id, SANDBOX_OTP_CODE)

        self._workspace.runner.run(
            validate, controls=[self.advance_button, self.otp_button], binding=_binding(ref)
        )


def _binding(ref: AccountRef | None) -> Binding:
    """An order of the current account is that account's action: a refusal landing after
    another account was chosen names the order's account. A merchant-wide list's order is
    no account's in particular."""
    return Binding.ACTION if ref is not None else Binding.FREE


def install_order_tools(workspace: OrdersWorkspace) -> OrderToolsBar:
    """The bar goes above the list and the detail (the workspace's last row)."""
    bar = OrderToolsBar(workspace)
    layout = workspace.layout()
    assert isinstance(layout, QVBoxLayout)
    layout.insertWidget(layout.count() - 1, bar)
    return bar
