"""A payout's receipt from the order detail (Receipt… > Save as PDF… / Print…), read back with
pypdfium2: order id, amounts, fee and its parts, the recipient masked as the detail masks it
(even after the IBAN was revealed on screen), the state history and what the API cannot give;
saved and printed through the door. Pay-ins get no receipt; a bank payout's waits for its
detail."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from app.models.orders import BankPayoutDetail, OrderSummary
from app.services.action_log import Outcome
from app.services.receipt import Step, state_history
from app.views.orders.detail_panel import DetailPanel
from app.views.orders.receipt_pdf import Receipts, receipt_document, receipt_html
from app.views.printing.printout import Document, Printout
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import MaskedValue
from tests.views.test_orders_workspace import loaded, workspace_for

IBAN = "DE89370400440532013000"


def pdf_text(content: bytes) -> str:
    pdf = pypdfium2.PdfDocument(content)
    try:
        return " ".join(
            " ".join(pdf[i].get_textpage().get_text_range().split()) for i in range(len(pdf))
        )
    finally:
        pdf.close()


def test_the_receipt_of_a_bank_payout_from_its_detail(
    qtbot, qloop, session, settings, account_with_a_payout, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    panel = workspace.detail
    qtbot.waitUntil(
        lambda: panel.receipt_button is not None and panel.receipt_button.isEnabled(),
        timeout=10_000,
    )
    iban = next(
        m for m in panel.widget().findChildren(MaskedValue) if m.label.text() == "DE••••3000"
    )
    iban.reveal_button.click()  # shown whole on screen: the receipt still masks it
    qtbot.waitUntil(lambda: iban.label.text() == IBAN, timeout=5_000)

    path = tmp_path / "receipt.pdf"
    monkeypatch.setattr(
        Printout,
        "choose_pdf_file",
        lambda self, document, controls=(): self.save_pdf(document, path, controls),
    )
    assert panel.receipt_button is not None
    menu = panel.receipt_button.menu()
    assert [a.text() for a in menu.actions()] == ["Save as PDF…", "Print…"]
    menu.actions()[0].trigger()
    # the door records the save once the file is whole: wait for its entry, not the file
    qtbot.waitUntil(lambda: session.action_log.records[-1].action == "save_file", timeout=10_000)
    text = pdf_text(path.read_bytes())

    assert f"Receipt for payout {payout.id}" in text
    assert f"Order id {payout.id}" in text
    assert "Description Rent for May" in text
    assert "Origin 50.00 EUR" in text
    assert re.search(r"Fee \d+\.\d\d EUR \(merchant \d+\.\d\d EUR \+ system \d+\.\d\d EUR\)", text)
    assert "Name Lena" in text
    assert "Surname Vogel" in text
    assert "Account number DE••••3000" in text
    assert "Document number ••••67" in text
    assert IBAN not in text.replace(" ", "")
    assert "X1234567" not in text
    assert "Unter den Linden" not in text  # a person's street: masked
    assert "State history Created " in text
    assert "The API keeps no list of an order's state changes" in text
    assert f"Payout {payout.id} Page 1 of 1" in text
    record = session.action_log.records[-1]
    assert (record.action, record.target, record.outcome) == ("save_file", payout.id, Outcome.DONE)
    assert record.detail == f"the receipt of order {payout.id} to receipt.pdf"


def test_the_receipt_prints_through_the_door(
    qtbot, qloop, session, account_with_a_payout, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    _uid, _aid, payout = account_with_a_payout
    detail = arun(session.client.get_bank_payout(payout.id))
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner()
    out = Printout(owner, session.actions, TaskRunner(owner, banner), banner)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printed = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(printed))
    task = out.print_to(receipt_document(payout, detail), printer)
    qtbot.waitUntil(task.done, timeout=10_000)
    text = pdf_text(printed.read_bytes())
    assert f"Receipt for payout {payout.id}" in text
    assert "Account number DE••••3000" in text
    assert banner.text == f"1 page sent to {printed}."
    record = session.action_log.records[-1]
    assert (record.action, record.outcome) == ("print_document", Outcome.DONE)


ORDER = {
    "id": "7d1e6f1c-8a4b-4c1e-9d2a-0b5c3e2f1a00",
    "reference": "PO-1",
    "state": "SETTLED",
    "type": "BANK_PAY_OUT",
    "origin": {"amount": 5000, "currency": "EUR"},
    "destination": {"amount": 4900, "currency": "EUR"},
    "createdAt": "2026-11-20T12:00:00Z",
    "settledAt": "2026-11-20T12:05:00Z",
    "updatedAt": "2026-11-20T12:05:00Z",
}


@pytest.fixture
def receipts(qtbot, session) -> Receipts:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner()
    return Receipts(Printout(owner, session.actions, TaskRunner(owner, banner), banner))


def test_a_bank_payouts_receipt_waits_for_its_detail_and_a_pay_in_has_none(
    qtbot, receipts: Receipts
) -> None:  # type: ignore[no-untyped-def]
    panel = DetailPanel(receipts=receipts)
    qtbot.addWidget(panel)
    order = OrderSummary.model_validate(ORDER)
    panel.show_order(order)
    assert panel.receipt_button is not None
    assert not panel.receipt_button.isEnabled()
    assert panel.receipt_button.toolTip() == "The receipt waits for the payout's detail."
    detail = BankPayoutDetail.model_validate(
        {"id": order.id, "state": "SETTLED", "type": "BANK_PAY_OUT"}
    )
    panel.show_order(order, detail)
    assert panel.receipt_button is not None
    assert panel.receipt_button.isEnabled()
    crypto = OrderSummary.model_validate({**ORDER, "id": "c-1", "type": "CRYPTO_PAY_OUT"})
    panel.show_order(crypto)  # the API has no crypto payout detail: the summary is enough
    assert panel.receipt_button is not None
    assert panel.receipt_button.isEnabled()
    panel.show_order(OrderSummary.model_validate({**ORDER, "id": "p-1", "type": "CARD_PAYIN"}))
    assert panel.receipt_button is None
    panel.show_order(crypto)
    panel.show_nothing()
    assert panel.receipt_button is None  # nothing selected: no button kept from before
    assert DetailPanel().receipt_button is None  # no door given: no receipt offered


def test_the_history_is_the_moments_the_record_carries_in_order() -> None:
    order = OrderSummary.model_validate(
        {**ORDER, "state": "FAILED", "failedAt": "2026-11-20T12:03:00Z", "settledAt": None}
    )
    detail = BankPayoutDetail.model_validate(
        {
            "id": order.id,
            "state": "FAILED",
            "type": "BANK_PAY_OUT",
            "cancelRequestedAt": "2026-11-20T12:01:00Z",
            "createdAt": "2026-11-20T12:00:00Z",
        }
    )
    steps = [s.step for s in state_history(order, detail)]
    assert steps == [Step.CREATED, Step.CANCEL_REQUESTED, Step.FAILED, Step.UPDATED]
    assert [s.step for s in state_history(OrderSummary.model_validate(ORDER), None)] == [
        Step.CREATED,
        Step.SETTLED,  # updated at the same moment: not said twice
    ]


def test_a_crypto_payouts_receipt_says_what_the_api_does_not_give(qapp) -> None:  # type: ignore[no-untyped-def]
    crypto = OrderSummary.model_validate(
        {
            **ORDER,
            "type": "CRYPTO_PAY_OUT",
            "counterparty": "0x5290…9EE7",
            "fx": {"pair": "EUR/USDT", "rate": 1.08},
        }
    )
    document: Document = receipt_document(crypto, None)
    assert document.target == crypto.id
    text = " ".join(receipt_html(crypto, None).split())
    assert "Counterparty</b></td><td>0x5290…9EE7" in text
    assert "EUR/USDT @ 1.08" in text
    assert "The API gives no detail of this payout" in text
