"""The order a submission made: its id to copy, a way into the Orders tab, its OTP when one
is needed, and its state followed until it settles or fails."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.order_query import OrderQuery
from app.models.orders import OrderList, OrderSummary
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.payouts.otp_dialog import OtpDialog
from app.views.task_runner import RunnerFactory
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.into_view import scroll_into_view
from app.views.widgets.long_text import breakable
from app.views.widgets.numbers import money_display
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.visible_text import visible

FINAL_STATES = frozenset({"SETTLED", "FAILED", "CANCELED", "CANCELLED", "REVERSED"})
FOLLOW_INTERVAL_MS = 2000
SLOWEST_FOLLOW_MS = 30_000  # an OTP validated outside Teller may take a while


class PayoutResult(QGroupBox):
    show_in_orders = Signal(str, str, str)  # uid, aid, order id
    state_changed = Signal(str)  # the followed order moved (announced to the context too)

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
    ) -> None:
        super().__init__(self.tr("Last payout"), parent)
        self._session = session
        self._runner_factory = runner_factory
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.order: OrderSummary | None = None
        self.ref: AccountRef | None = None  # the account the order was made from
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = StateBadge()
        self.order_id = QLabel()
        self.order_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_id = CopyButton(
            lambda: self.order.id if self.order else "", what=self.tr("the order id")
        )
        self.orders_link = QPushButton(self.tr("Show in Orders"))
        self.orders_link.setFlat(True)
        self.orders_link.setProperty("role", "link")
        self.otp_button = QPushButton(self.tr("Enter OTP…"))
        self.otp_button.setAutoDefault(True)  # focused after a payout: Enter opens the prompt
        self.otp_note = QLabel()
        self.otp_note.setWordWrap(True)
        self.otp_note.setProperty("role", "notice")
        self._follow_interval_ms = follow_interval_ms
        self._follow = QTimer(self)
        self._follow.setInterval(follow_interval_ms)
        self._follow.timeout.connect(self.poll)
        self.otp_dialog: OtpDialog | None = None
        self.otp_required = False
        self.otp_validated = False

        ids = QHBoxLayout()
        ids.addWidget(self.state)
        ids.addWidget(self.order_id, 1)
        ids.addWidget(self.copy_id)
        ids.addWidget(self.orders_link)
        layout = QVBoxLayout(self)
        layout.addLayout(ids)
        layout.addWidget(self.banner)  # floats over the summary, not the order's id
        layout.addWidget(self.summary)
        layout.addWidget(self.otp_note)
        layout.addWidget(self.otp_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.orders_link.clicked.connect(self._show_in_orders)
        self.otp_button.clicked.connect(self.ask_otp)
        self.hide()

    @property
    def following(self) -> bool:
        return self._follow.isActive()

    def _show_in_orders(self) -> None:
        if self.ref is not None and self.order is not None:
            self.show_in_orders.emit(self.ref.uid, self.ref.aid, self.order.id)

    def clear(self) -> None:
        """The account changed: the last order made from the previous one is not shown."""
        self.stop()
        self.order = None
        self.ref = None
        self.hide()

    def show_order(self, order: OrderSummary, ref: AccountRef) -> None:
        self.ref = ref
        self.order = order
        self.otp_required = bool(order.is_otp_required)  # only the creation response says so
        self.otp_validated = False
        self.order_id.setText(order.id)
        origin = money_display(order.origin) if order.origin else ""
        destination = money_display(order.destination) if order.destination else ""
        fee = money_display(order.fee) if order.fee else ""
        summary = self.tr("{0}: {1} → {2} ({3}); fee {4}.").format(
            order.display_type or order.type,
            origin or "—",
            destination or "—",
            visible(order.counterparty) or "—",
            fee or "0",
        )
        self.summary.setText(breakable(summary))  # a long name or address wraps, never widens
        self._show_state(order)
        self.show()
        self._follow.setInterval(self._follow_interval_ms)
        if order.state not in FINAL_STATES and not self._waits_for_otp_here():
            self._follow.start()  # one waiting for its OTP here moves only once it is entered
        QTimer.singleShot(0, self, self.bring_forward)  # laid out first: the next turn

    def bring_forward(self) -> None:
        """The order just made where the person is looking: scrolled into view (the tab's and
        the form's scroll areas: at 1366 x 768 it sat below the fold), and its OTP step with
        the focus, so Enter opens the code prompt. Not the prompt itself: the result above
        the button (amount, recipient, order id) is what the person reads before asking the
        user for the code, and a prompt opening by itself would cover it. Against a live
        server the OTP is entered outside Teller: the note saying so comes into view, and the
        focus stays where the form put it."""
        if not self.isVisible():
            return  # the person went elsewhere meanwhile: nothing moves under them
        scroll_into_view(self)
        if self.otp_button.isVisible():
            scroll_into_view(self.otp_button)
            self.otp_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.otp_note.isVisible():
            scroll_into_view(self.otp_note)

    def _waits_for_otp_here(self) -> bool:
        order = self.order
        return (
            order is not None
            and self.otp_required
            and not self.otp_validated
            and order.state == "Created"
            and self._session.sandbox is not None
        )

    def _show_state(self, order: OrderSummary) -> None:
        moved = (
            self.order is not None and self.order.id == order.id and self.order.state != order.state
        )
        self.order = order
        self.state.set_state(order.state)
        waiting = self.otp_required and not self.otp_validated and order.state == "Created"
        sandbox = self._session.sandbox is not None
        self.otp_button.setVisible(waiting and sandbox)
        if waiting and sandbox:
            self.otp_note.setText(self.tr("This payout waits for its OTP before it moves."))
        elif waiting:
            self.otp_note.setText(
                self.tr(
                    "This payout needs an OTP. The API does not show how it is validated: "
                    "that happens outside Teller. Its state here follows the server."
                )
            )
        self.otp_note.setVisible(waiting)
        if order.state in FINAL_STATES:
            self._follow.stop()
        elif waiting and not moved:  # its OTP is entered outside Teller: ask less and less often
            self._follow.setInterval(min(self._follow.interval() * 2, SLOWEST_FOLLOW_MS))
        if moved:
            self._follow.setInterval(self._follow_interval_ms)
            self.state_changed.emit(order.state)
            if self.ref is not None:  # balances moved with it: the views showing them refresh
                self._session.context.announce(ChangeKind.ORDER, self.ref.aid)
                self._session.context.announce(ChangeKind.ACCOUNT, self.ref.aid)

    def poll(self) -> None:
        if self.order is None or self.ref is None or self.runner.busy:
            return
        client, ref, oid = self._session.client, self.ref, self.order.id

        async def load() -> OrderList:
            return await client.list_account_orders(
                ref.uid, ref.aid, OrderQuery(search=oid, page_size=1)
            )

        def show(found: OrderList) -> None:
            match = next((o for o in found.orders if o.id == oid), None)
            if match is not None and self.order is not None and self.order.id == oid:
                self._show_state(match)

        self.runner.run(load, on_success=show)

    def ask_otp(self) -> OtpDialog | None:
        if self.order is None or self.ref is None:
            return None
        dialog = OtpDialog(self._session, self.ref, self.order, self._runner_factory, self)
        self.otp_dialog = dialog
        dialog.finished.connect(lambda result: self._after_otp(dialog, result))
        dialog.open()
        return dialog

    def _after_otp(self, dialog: OtpDialog, result: int) -> None:
        if result == QDialog.DialogCode.Accepted and dialog.validated is not None:
            self.otp_validated = True
            self._show_state(dialog.validated)
            if dialog.validated.state not in FINAL_STATES:
                self._follow.start()

    def stop(self) -> None:
        self._follow.stop()
        self.runner.cancel_all()
