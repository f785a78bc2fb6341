"""What Teller prints, for ``make screenshots``: a payout's receipt (Orders, the order's detail,
Receipt… > Save as PDF…) and a batch's summary (the send page's Save summary as PDF…), each
saved through the door as a person would, and its first page rendered to PNG."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from app.views.printing.printout import Document, Printout
from tools.screenshot_kit import wait_until

if TYPE_CHECKING:
    from app.views.bulk.send_page import SendPage
    from app.views.main_window import MainWindow


def save_first_page(pdf: Path, folder: Path, name: str) -> None:
    """The PDF's first page as ``name``.png, at about 100 dpi (as a reader opens it)."""
    import pypdfium2  # type: ignore[import-untyped]

    document = pypdfium2.PdfDocument(pdf.read_bytes())
    try:
        bitmap = document[0].render(scale=1.4, rev_byteorder=True)  # RGB, as QImage reads it
        pixels = bytes(bitmap.buffer)
        image = QImage(
            pixels, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888
        )
        path = folder / f"{name}.png"
        image.save(str(path))
        print(f"wrote {path}")
    finally:
        document.close()


@contextmanager
def saving_to(target: Path) -> Iterator[None]:
    """Save as PDF… answered with ``target``, as a person picks a file in the dialog."""
    chooser = Printout.choose_pdf_file

    def choose(self: Printout, document: Document, controls: Sequence[QWidget] = ()) -> None:
        self.save_pdf(document, target, controls)

    Printout.choose_pdf_file = choose  # type: ignore[method-assign]
    try:
        yield
    finally:
        Printout.choose_pdf_file = chooser  # type: ignore[method-assign]


async def render_receipt(window: MainWindow, folder: Path) -> None:
    """The newest settled bank payout of the merchant, its receipt saved from its detail."""
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.clear_search_and_filters()
    orders.merchant_scope.setChecked(True)
    await wait_until(lambda: not orders.model.loading, "the merchant's orders")
    orders.filter_panel.add_row("type", "in", "BANK_PAY_OUT")
    orders.filter_panel.add_row("state", "in", "SETTLED")
    orders.filter_panel.apply()
    await wait_until(
        lambda: not orders.model.loading and orders.model.rowCount() > 0, "the settled payouts"
    )
    orders.table.selectRow(0)
    panel = orders.detail
    await wait_until(
        lambda: panel.receipt_button is not None and panel.receipt_button.isEnabled(),
        "the payout's receipt",
    )
    assert panel.receipt_button is not None
    log = window.session.action_log
    before = len(log.records)
    with tempfile.TemporaryDirectory() as work:
        target = Path(work) / "receipt.pdf"
        with saving_to(target):
            panel.receipt_button.menu().actions()[0].trigger()  # Save as PDF…
            # The door records the save once the file is whole: its entry, not the file.
            await wait_until(
                lambda: any(r.action == "save_file" for r in log.records[before:]),
                "the receipt",
            )
        save_first_page(target, folder, "payout-receipt")
    orders.clear_search_and_filters()
    await wait_until(lambda: not orders.model.loading, "every order again")


async def render_batch_summary(send: SendPage, folder: Path) -> None:
    """The ended batch's summary, saved from the send page (Save summary as PDF…)."""
    with tempfile.TemporaryDirectory() as work:
        target = Path(work) / "summary.pdf"
        with saving_to(target):
            send.summary_button.click()
            await wait_until(lambda: not send.runner.busy, "the batch's summary")
        if not target.exists():
            raise SystemExit(f"screenshots: the summary was not saved: {send.banner.text}")
        save_first_page(target, folder, "bulk-summary")
