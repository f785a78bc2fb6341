"""Render Teller's screens to PNG (``make screenshots``), against a seeded built-in sandbox.

Usage: QT_QPA_PLATFORM=offscreen python -m tools.screenshots docs/screenshots
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.services.credentials import CredentialStore
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.sign_in.dialog import SignInDialog
from app.views.theme import apply_theme, stylesheet

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.views.main_window import MainWindow
    from app.views.payouts.bank_form import BankPayoutForm

TIMEOUT = 60.0


async def wait_until(predicate: Callable[[], bool], what: str) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + TIMEOUT
    while not predicate():
        if loop.time() > end:
            raise SystemExit(f"screenshots: timed out waiting for {what}")
        await asyncio.sleep(0.05)


def save(widget: QWidget, folder: Path, name: str) -> None:
    QApplication.processEvents()
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


async def render(folder: Path, work: Path) -> None:
    settings = AppSettings(QSettings(str(work / "teller.ini"), QSettings.Format.IniFormat))
    sandbox = BuiltInSandbox(work / "sandbox.sqlite3")
    try:
        dialog = SignInDialog(settings, CredentialStore(), sandbox)
        dialog.resize(520, 360)
        dialog.show()
        await wait_until(lambda: sandbox.base_url is not None, "the built-in sandbox")
        save(dialog, folder, "sign-in")
        dialog.submit()
        await wait_until(lambda: dialog.session is not None, "sign-in")
        session = dialog.session
        assert session is not None

        from app.views.main_window import MainWindow

        window = MainWindow(session, settings, ActivityTracker())
        window.resize(1280, 800)
        window.show()
        helpers = session.sandbox
        assert helpers is not None
        users = await helpers.list_users()
        person = next(u for u in users if u.name == "Lucía")
        window.accounts.open_user(person.id)
        await wait_until(lambda: window.accounts.users.accounts.count() > 0, "the user's accounts")
        window.accounts.users.accounts.setCurrentRow(0)
        await wait_until(lambda: window.accounts.account.account is not None, "the account")
        await asyncio.sleep(0.3)
        save(window, folder, "main-window-account")

        vibans = window.accounts.account.open_virtual_ibans()
        await wait_until(lambda: vibans.table.rowCount() > 0, "the vIBANs")
        vibans.table.selectRow(0)
        await asyncio.sleep(0.2)
        save(vibans, folder, "virtual-ibans")
        vibans.close()

        window.request_log.show()
        window.resize(1280, 900)
        log = window.request_log
        log.table.selectRow(log.model.rowCount() - 1)
        save(window, folder, "request-log")
        window.request_log.hide()
        window.resize(1400, 860)

        account = window.accounts.account.account
        assert account is not None
        await render_orders(window, folder, person.id, account.id)
        await render_payouts(window, folder, person.id, account.id)
        await render_transfer_and_card(window, folder, helpers)
        await render_dark(window, folder)
        window.close()
        await session.client.aclose()
    finally:
        sandbox.stop()


async def render_orders(window: MainWindow, folder: Path, uid: str, aid: str) -> None:
    """The merchant's bank payouts that are not settled, one of them open; then a ledger."""
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.merchant_scope.setChecked(True)
    await wait_until(lambda: not orders.model.loading, "the merchant's orders")
    orders.filter_panel.add_row("type", "in", "BANK_PAY_OUT")
    orders.filter_panel.add_row("state", "nin", "SETTLED")
    orders.filter_panel.apply()
    await wait_until(
        lambda: not orders.model.loading and orders.model.rowCount() > 0, "the filtered orders"
    )
    orders.table.selectRow(0)
    await wait_until(lambda: not orders.runner.busy, "the payout's detail")
    await asyncio.sleep(0.2)
    save(window, folder, "orders")

    orders.user_id.setText(uid)
    orders.account_id.setText(aid)
    orders.account_scope.setChecked(True)
    dialog = orders.open_ledger()
    assert dialog is not None
    await wait_until(lambda: dialog.model.rowCount() > 0, "the ledger")
    dialog.table.selectRow(0)
    await asyncio.sleep(0.2)
    save(dialog, folder, "ledger")
    dialog.close()


async def submit_person_with_errors(bank: BankPayoutForm) -> None:
    """A US wire to a person, half filled: no surname, an 8-digit ABA, a short description."""
    bank.amount.setText("1,250.00")
    bank.name.setText("Lena")
    bank.relation.setCurrentIndex(bank.relation.findData("FRIEND"))
    bank.document_number.setText("X1234567")
    bank.routing.setCurrentIndex(bank.routing.findData("WIRE"))
    bank.account_number.setText("000123456789")
    bank.bank_country.set_code("US")
    bank.aba.setText("12345678")
    bank.city.setText("Miami")
    bank.address_country.set_code("US")
    bank.description.setText("ab")
    bank.confirm = lambda *_args: False  # type: ignore[method-assign]
    bank.submit()
    await asyncio.sleep(0.2)


async def render_payouts(window: MainWindow, folder: Path, uid: str, aid: str) -> None:
    """The bank form with a person's and a business's errors, a crypto quote, the OTP prompt."""
    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    payouts.use_account(uid, aid)
    bank = payouts.bank
    await wait_until(lambda: bank.account is not None and bank.relation.count() > 2, "the account")
    await submit_person_with_errors(bank)
    save(window, folder, "payout-person-errors")

    bank.business.setChecked(True)
    bank.submit()
    await asyncio.sleep(0.2)
    save(window, folder, "payout-business-errors")

    payouts.forms.setCurrentWidget(payouts.crypto)
    crypto = payouts.crypto
    crypto.amount.setText("300.00")
    crypto.received_currency.setCurrentIndex(crypto.received_currency.findData("USDT"))
    crypto.network.setCurrentText("TRON")
    crypto.address.setText("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE")
    crypto.changed()
    await wait_until(lambda: crypto.simulation is not None, "a crypto quote")
    await asyncio.sleep(1.2)
    save(window, folder, "crypto-quote")

    payouts.forms.setCurrentWidget(bank)
    bank.clear_form()
    bank.person.setChecked(True)
    bank.amount.setText("1,500.00")
    bank.name.setText("Lena")
    bank.surname.setText("Vogel")
    bank.relation.setCurrentIndex(bank.relation.findData("FRIEND"))
    bank.document_type.setCurrentIndex(bank.document_type.findData("PASSPORT"))
    bank.document_number.setText("X1234567")
    bank.routing.setCurrentIndex(bank.routing.findData("SEPA"))
    bank.account_number.setText("DE89370400440532013000")
    bank.bank_country.set_code("DE")
    bank.line1.setText("Unter den Linden 1")
    bank.city.setText("Berlin")
    bank.postal_code.setText("10117")
    bank.province.setText("Berlin")
    bank.address_country.set_code("DE")
    bank.description.setText("Rent for May")
    bank.confirm = lambda *_args: True
    task = bank.submit()
    assert task is not None, bank.banner.text
    await wait_until(task.done, "the payout")
    dialog = bank.result.ask_otp()
    assert dialog is not None
    dialog.code.setText("12345")
    await asyncio.sleep(0.2)
    save(window, folder, "payout-created")
    save(dialog, folder, "otp-prompt")
    dialog.reject()


async def render_transfer_and_card(
    window: MainWindow, folder: Path, helpers: SandboxHelpers
) -> None:
    """A transfer preview to Mateo's peso account; a card pay-in created."""
    payouts = window.payouts
    transfer = payouts.transfer
    mateo = next(u for u in await helpers.list_users() if u.name == "Mateo")
    accounts = (await helpers.get_user(mateo.id)).accounts
    target = next(a for a in accounts if a.currency == "MXN")
    payouts.forms.setCurrentWidget(transfer)
    transfer.amount.setText("75.00")
    transfer.recipient.setText(target.id)
    transfer.simulate()
    await wait_until(lambda: transfer.simulation is not None, "a transfer quote")
    await asyncio.sleep(1.2)
    save(window, folder, "transfer-preview")

    card = payouts.card
    payouts.forms.setCurrentWidget(card)
    card.amount.setText("49.90")
    card.reference.setText("Top-up 2026-11")
    task = card.submit()
    assert task is not None, card.banner.text
    await wait_until(task.done, "the card pay-in")
    await asyncio.sleep(0.2)
    save(window, folder, "card-payin")


def dark_palette() -> QPalette:
    """Colours of a typical dark desktop theme (as KDE Breeze Dark or GNOME's dark style)."""
    roles = QPalette.ColorRole
    colours = {
        roles.Window: "#2b2b2b",
        roles.WindowText: "#e6e6e6",
        roles.Base: "#1e1e1e",
        roles.AlternateBase: "#2b2b2b",
        roles.Text: "#e6e6e6",
        roles.Button: "#353535",
        roles.ButtonText: "#e6e6e6",
        roles.Highlight: "#3d7fd6",
        roles.HighlightedText: "#ffffff",
        roles.ToolTipBase: "#353535",
        roles.ToolTipText: "#e6e6e6",
        roles.PlaceholderText: "#9a9a9a",
        roles.Link: "#7fb2ff",
    }
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    return palette


async def render_dark(window: MainWindow, folder: Path) -> None:
    """The same window as on a desktop set to dark. The offscreen platform has no colour scheme
    of its own, so a dark palette stands in for the desktop's, with Teller's dark overrides."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    app.setPalette(dark_palette())
    app.setStyleSheet(stylesheet(dark=True))
    await asyncio.sleep(0.3)
    window.tabs.setCurrentWidget(window.payouts)
    window.payouts.forms.setCurrentWidget(window.payouts.bank)
    bank = window.payouts.bank
    bank.clear_form()
    bank.person.setChecked(True)
    await submit_person_with_errors(bank)
    save(window, folder, "dark-payout-errors")
    window.tabs.setCurrentWidget(window.orders)
    await asyncio.sleep(0.2)
    save(window, folder, "dark-orders")


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    apply_theme(app)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="teller-shots-") as work, loop:
        loop.run_until_complete(render(folder, Path(work)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
