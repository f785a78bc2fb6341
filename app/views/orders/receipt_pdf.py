"""A payout's receipt, saved as a PDF or printed from the order's detail (Receipt…): what
app/services/receipt.py says, drawn by app/views/printing/pages.py (Qt's own PDF writer, as
the case report) and sent through the door (``save_file``, ``print_document``).

The recipient is listed as the detail lists it, with personal data always masked: a receipt
leaves Teller. Money is written from the integers the server sent, in the language on screen.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import UTC, datetime

from app.models.orders import BankPayoutDetail, OrderState, OrderSummary
from app.services.receipt import Step, masked_field, state_history
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.orders.recipient_fields import recipient_fields
from app.views.printing.printout import Document, Pages, Printout
from app.views.widgets.numbers import money_display, money_text
from app.views.widgets.terms import order_type_name, state_name
from app.views.widgets.times import DATE_SECONDS, moment_text
from app.views.widgets.visible_text import visible

STYLE = (
    "<style>body { font-size: 9pt; } h2 { font-size: 13pt; } h3 { font-size: 10pt; }"
    " td { padding: 2px 6px 2px 0; } .note { color: #444444; }</style>"
)
STEPS = {
    Step.CREATED: QT_TRANSLATE_NOOP("PayoutReceipt", "Created"),
    Step.CANCEL_REQUESTED: QT_TRANSLATE_NOOP("PayoutReceipt", "Cancellation requested"),
    Step.SETTLED: QT_TRANSLATE_NOOP("PayoutReceipt", "Settled"),
    Step.FAILED: QT_TRANSLATE_NOOP("PayoutReceipt", "Failed"),
    Step.CANCELLED: QT_TRANSLATE_NOOP("PayoutReceipt", "Cancelled"),
    Step.REVERSED: QT_TRANSLATE_NOOP("PayoutReceipt", "Reversed"),
    Step.UPDATED: QT_TRANSLATE_NOOP("PayoutReceipt", "Last updated"),
}


def _h(text: str) -> str:
    """Text made safe for HTML: references, names and descriptions come from outside."""
    return html.escape(text)


def _facts(rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td><b>{_h(k)}</b></td><td>{_h(v)}</td></tr>" for k, v in rows)
    return f"<table>{cells}</table>"


def _heading(text: str) -> str:
    return f"<h3>{_h(text)}</h3>"


def receipt_title(order: OrderSummary) -> str:
    return translate("PayoutReceipt", "Receipt for payout {0}").format(order.id)


def _fee(order: OrderSummary, detail: BankPayoutDetail | None) -> str:
    if detail is not None and detail.fee is not None and detail.fee.amount is not None:
        currency = detail.fee.currency or ""
        fee = money_text(detail.fee.amount, currency)
        breakdown = detail.fee.breakdown
        if breakdown is None:
            return fee
        return translate("PayoutReceipt", "{0} (merchant {1} + system {2})").format(
            fee,
            money_text(breakdown.merchant_fee, currency),
            money_text(breakdown.system_fee, currency),
        )
    return money_display(order.fee) if order.fee is not None else ""


def _fx(order: OrderSummary, detail: BankPayoutDetail | None) -> str:
    fx = detail.fx if detail is not None and detail.fx is not None else order.fx
    if fx is None or not fx.pair:
        return ""
    if fx.timestamp is None:
        return f"{fx.pair} @ {fx.rate}"
    return translate("PayoutReceipt", "{0} @ {1}, quoted at {2}").format(
        fx.pair, fx.rate, moment_text(fx.timestamp, False, DATE_SECONDS)
    )


def receipt_html(
    order: OrderSummary,
    detail: BankPayoutDetail | None,
    made_at: datetime | None = None,
    *,
    account_name: Callable[[str], str] = lambda _aid: "",
) -> str:
    """The receipt's one page: the order, its money, its recipient (masked), its history.
    ``account_name``: an account's name for its id ("" unknown); the sender's is printed
    with its id after it."""
    made_at = made_at or datetime.now(UTC)
    dash = "—"
    summary = [
        (translate("PayoutReceipt", "Order id"), order.id),
        (translate("PayoutReceipt", "Reference"), visible(order.reference) or dash),
        (translate("PayoutReceipt", "Type"), order_type_name(order.type, order.display_type)),
        (translate("PayoutReceipt", "State"), state_name(order.state)),
    ]
    if detail is not None:
        summary.append(
            (translate("PayoutReceipt", "Description"), visible(detail.description) or dash)
        )
        if detail.sender is not None and detail.sender.account_id:
            aid = detail.sender.account_id
            name = account_name(aid)
            sender = f"{visible(name)} ({aid})" if name else aid
            summary.append((translate("PayoutReceipt", "Sender account"), sender))
    money = [
        (
            translate("PayoutReceipt", "Origin"),
            money_display(order.origin) if order.origin else dash,
        ),
        (
            translate("PayoutReceipt", "Destination"),
            money_display(order.destination) if order.destination else dash,
        ),
        (translate("PayoutReceipt", "Fee"), _fee(order, detail) or dash),
        (translate("PayoutReceipt", "Exchange rate"), _fx(order, detail) or dash),
    ]
    out = [f"<html><head>{STYLE}</head><body><h2>{_h(receipt_title(order))}</h2>"]
    out.append(_facts(summary))
    out.append(_heading(translate("PayoutReceipt", "Amounts")))
    out.append(_facts(money))
    out.append(_heading(translate("PayoutReceipt", "Recipient")))
    if detail is not None and detail.recipient is not None:
        fields = recipient_fields(detail.recipient)
        out.append(
            _facts(
                [
                    (translate("DetailPanel", label), masked_field(attribute, shown))
                    for attribute, label, shown in fields
                ]
            )
        )
    else:
        who = visible(order.counterparty) or dash
        out.append(_facts([(translate("PayoutReceipt", "Counterparty"), who)]))
        said = translate(
            "PayoutReceipt",
            "The API gives no detail of this payout: its recipient is the counterparty the "
            "order names.",
        )
        out.append(f"<p class='note'>{_h(said)}</p>")
    out.append(_heading(translate("PayoutReceipt", "State history")))
    history = [
        (translate("PayoutReceipt", STEPS[step.step]), moment_text(step.at, False, DATE_SECONDS))
        for step in state_history(order, detail)
    ]
    out.append(_facts(history))
    note = translate(
        "PayoutReceipt",
        "The API keeps no list of an order's state changes: these are the moments its record "
        "carries. When it went through other states (such as {0}) is not given.",
    ).format(state_name(OrderState.PENDING))
    out.append(f"<p class='note'>{_h(note)}</p>")
    made = translate("PayoutReceipt", "Made by Teller at {0}. Personal data is masked.").format(
        moment_text(made_at, False, DATE_SECONDS)
    )
    out.append(f"<p class='note'>{_h(made)}</p></body></html>")
    return "".join(out)


def receipt_document(
    order: OrderSummary,
    detail: BankPayoutDetail | None,
    account_name: Callable[[str], str] = lambda _aid: "",
) -> Document:
    """The receipt as the door saves or prints it (made in a worker thread)."""

    def make() -> Pages:
        footer = translate("PayoutReceipt", "Payout {0}").format(order.id)
        page = receipt_html(order, detail, account_name=account_name)
        return Pages([page], receipt_title(order), footer)

    return Document(
        order.id,
        f"the receipt of order {order.id}",
        f"receipt-{order.id[:8]}.pdf",
        make,
    )


class Receipts:
    """The order detail's Receipt… menu: Save as PDF… and Print…, through the door.
    ``account_name``: the directory's name for an account id (the sender's, on the page)."""

    def __init__(
        self, printout: Printout, account_name: Callable[[str], str] = lambda _aid: ""
    ) -> None:
        self.printout = printout
        self.account_name = account_name

    def save_pdf(self, order: OrderSummary, detail: BankPayoutDetail | None) -> None:
        self.printout.choose_pdf_file(receipt_document(order, detail, self.account_name))

    def print_receipt(self, order: OrderSummary, detail: BankPayoutDetail | None) -> None:
        self.printout.choose_printer(receipt_document(order, detail, self.account_name))
