"""The selected order in full: a bank payout's recipient and fees, or the summary; a timeline,
its times in local time or UTC, each saying its zone."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.models.orders import BankPayoutDetail, DetailRecipient, OrderSummary
from app.services.masking import Kind, Masking, personal_kind
from app.services.receipt import has_receipt, needs_detail
from app.views.orders.id_line import id_line
from app.views.orders.recipient_fields import recipient_fields
from app.views.widgets.masked_value import MaskedValue, Reveal
from app.views.widgets.numbers import money_display, money_text
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.terms import order_type_name
from app.views.widgets.times import DATE_SECONDS, moment_text
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:  # the receipt reads this panel's recipient rows
    from app.views.orders.receipt_pdf import Receipts

AccountName = Callable[[str], str]


def _label(text: str) -> QLabel:
    label = QLabel(visible(text))  # a server's text as it is held
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


def _form(parent: QWidget | None = None) -> QFormLayout:
    """Labels beside their values, or above them when the pane is too narrow for both (a
    narrow pane at 1366 px beside the waiting dock, or at 200 %): nothing is cut."""
    form = QFormLayout(parent)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return form


def _no_name(_aid: str) -> str:
    return ""


def kind_of(attribute: str, value: str) -> Kind | None:
    """Personal data in a recipient (masked until revealed): the one masking policy's."""
    return personal_kind(attribute, value)


def recipient_rows(recipient: DetailRecipient) -> list[tuple[str, str]]:
    """Labelled, readable rows for the fields the server filled in, in reading order."""
    return [(label, value) for _attribute, label, value in recipient_fields(recipient)]


class DetailPanel(QScrollArea):
    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        masking: Masking | None = None,
        on_reveal: Reveal | None = None,
        receipts: Receipts | None = None,
        account_name: AccountName | None = None,
    ) -> None:
        """Personal data in a recipient shows masked (``masking``); a reveal calls
        ``on_reveal`` so that it is journalled. A payout's receipt is saved or printed by
        ``receipts`` (none: no Receipt button). ``account_name`` names an account by its id
        ("Lucía · Payouts · EUR"; "" when unknown): the sender shows by name, its id second."""
        super().__init__(parent)
        self._account_name: AccountName = account_name or _no_name
        self._masking = masking or Masking(sandbox=True, off_for_sandbox=True)
        self._on_reveal = on_reveal
        self._receipts = receipts
        self.receipt_button: QPushButton | None = None  # the shown payout's Receipt…
        self.setWidgetResizable(True)
        # No Tab stop of its own: its Copy and Show buttons take the focus (and scroll into view).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumWidth(280)  # its rows go under their labels when narrow
        self.times_in_utc = False
        self._shown: tuple[object, ...] | None = None  # what the body was built from
        self.show_nothing()

    def show_nothing(self) -> None:
        self._shown = None
        self.receipt_button = None
        hint = QLabel(self.tr("Select an order to see its detail."))
        hint.setProperty("role", "subtle")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWidget(hint)

    def _receipt_button(
        self, order: OrderSummary, detail: BankPayoutDetail | None
    ) -> QPushButton | None:
        """Receipt… for a payout (app/views/orders/receipt_pdf.py): Save as PDF or Print. A
        bank payout's waits for its detail, which holds the recipient and the fee's parts."""
        receipts = self._receipts
        if receipts is None or not has_receipt(order):
            return None
        button = QPushButton(self.tr("Rec&eipt…"))
        menu = QMenu(button)
        menu.addAction(self.tr("Save as PDF…"), lambda: receipts.save_pdf(order, detail))
        menu.addAction(self.tr("Print…"), lambda: receipts.print_receipt(order, detail))
        button.setMenu(menu)
        if needs_detail(order) and detail is None:
            button.setEnabled(False)
            button.setToolTip(self.tr("The receipt waits for the payout's detail."))
        return button

    def _shows_detail_of(self, key: tuple[object, ...]) -> bool:
        """The same order, unchanged, is on screen with its detail: the summary alone (asked
        while its detail is fetched again) would only take the detail away for a moment."""
        before = self._shown
        return (
            before is not None
            and before[1] is not None
            and (before[0], *before[2:]) == (key[0], *key[2:])
        )

    def show_order(self, order: OrderSummary, detail: BankPayoutDetail | None = None) -> None:
        """Built again only when something shown changed: an auto-refresh shows the selected
        order again every few seconds, and building the panel (about 40 widgets, wrapped
        labels laid out) stalled the window 20-80 ms each time (benchmarks/stalls.py). An
        unchanged order also keeps a value the person revealed."""
        key = (order, detail, self.times_in_utc, self._masking.enabled)
        if key == self._shown or (detail is None and self._shows_detail_of(key)):
            return
        self._shown = key
        body = QWidget()
        layout = QVBoxLayout(body)
        self._add_heading(layout, order, detail)
        layout.addLayout(self._summary(order, detail))
        if detail is not None and detail.recipient is not None:
            layout.addWidget(self._recipient(order, detail.recipient))
        layout.addWidget(self._timeline(order, detail))
        layout.addStretch(1)
        self.setWidget(body)

    def _add_heading(
        self, layout: QVBoxLayout, order: OrderSummary, detail: BankPayoutDetail | None
    ) -> None:
        """What the order is, its state, and its receipt when it has one."""
        title = QLabel(order_type_name(order.type, order.display_type))
        title.setProperty("role", "heading")
        layout.addWidget(title)
        layout.addWidget(StateBadge(order.state), 0, Qt.AlignmentFlag.AlignLeft)
        self.receipt_button = self._receipt_button(order, detail)
        if self.receipt_button is not None:
            layout.addWidget(self.receipt_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _summary(self, order: OrderSummary, detail: BankPayoutDetail | None) -> QFormLayout:
        """The order's id, amounts, fee and counterparty; a payout's detail adds its own."""
        summary = _form()
        summary.addRow(self.tr("Id"), id_line(order.id, self.tr("the order id")))
        summary.addRow(self.tr("Reference"), _label(order.reference or "—"))
        for label, money in (
            (self.tr("Origin"), order.origin),
            (self.tr("Destination"), order.destination),
        ):
            summary.addRow(label, _label(money_display(money) if money else "—"))
        fee = self._fee_text(order, detail)
        if fee:
            summary.addRow(self.tr("Fee"), _label(fee))
        fx = detail.fx if detail is not None and detail.fx is not None else order.fx
        if fx is not None and fx.pair:
            summary.addRow(self.tr("FX"), _label(f"{fx.pair} @ {fx.rate}"))
        summary.addRow(self.tr("Counterparty"), _label(order.counterparty or "—"))
        if detail is not None:
            self._add_detail_rows(summary, detail)
        return summary

    def _fee_text(self, order: OrderSummary, detail: BankPayoutDetail | None) -> str:
        """The payout detail's fee with its parts, else the summary's; "" when none."""
        if detail is not None and detail.fee is not None and detail.fee.amount is not None:
            breakdown = detail.fee.breakdown
            currency = detail.fee.currency or ""
            fee = money_text(detail.fee.amount, currency)
            if breakdown is not None:
                fee += self.tr(" (merchant {0} + system {1})").format(
                    money_text(breakdown.merchant_fee, currency),
                    money_text(breakdown.system_fee, currency),
                )
            return fee
        return money_display(order.fee) if order.fee is not None else ""

    def _add_detail_rows(self, summary: QFormLayout, detail: BankPayoutDetail) -> None:
        """A payout's description, the account it was sent from (by name) and cancelling."""
        summary.addRow(self.tr("Description"), _label(detail.description or "—"))
        if detail.sender is not None:
            aid = detail.sender.account_id or ""
            name = self._account_name(aid) if aid else ""
            summary.addRow(
                self.tr("Sender account"),
                id_line(aid, self.tr("the sender account id"), name=name) if aid else _label("—"),
            )
        summary.addRow(
            self.tr("Can cancel"),
            _label(self.tr("yes") if detail.can_cancel else self.tr("no")),
        )

    def _recipient(self, order: OrderSummary, recipient: DetailRecipient) -> QGroupBox:
        """The recipient's fields; personal data masked until revealed (and journalled)."""
        box = QGroupBox(self.tr("Recipient"))
        form = _form(box)
        for attribute, label, shown in recipient_fields(recipient):
            kind = kind_of(attribute, shown)
            if kind is None:
                form.addRow(self.tr(label), _label(shown))
                continue
            form.addRow(
                self.tr(label),
                MaskedValue(
                    kind,
                    shown,
                    self._masking,
                    whose=self.tr("order {0}").format(order.id),
                    on_reveal=self._on_reveal,
                ),
            )
        return box

    def _timeline(self, order: OrderSummary, detail: BankPayoutDetail | None) -> QGroupBox:
        """Each moment the order went through, in the chosen zone, each saying it."""
        timeline = QGroupBox(self.tr("Timeline"))
        steps = _form(timeline)
        for label, moment in (
            (self.tr("Created"), order.created_at),
            (self.tr("Updated"), order.updated_at),
            (self.tr("Settled"), order.settled_at),
            (self.tr("Failed"), order.failed_at),
            (
                self.tr("Cancel requested"),
                detail.cancel_requested_at if detail is not None else None,
            ),
            (self.tr("Cancelled"), order.canceled_at),
            (self.tr("Reversed"), order.reversed_at),
        ):
            if moment is not None:  # "2026-11-20 13:00:00 UTC+01:00"
                steps.addRow(label, _label(moment_text(moment, self.times_in_utc, DATE_SECONDS)))
        return timeline
