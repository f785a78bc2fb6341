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
from PySide6.QtWidgets import QApplication, QWidget

from app.resources import resource
from app.services.credentials import CredentialStore
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.sign_in.dialog import SignInDialog

if TYPE_CHECKING:
    from app.views.main_window import MainWindow

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


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    app.setStyleSheet(resource("style.qss").read_text(encoding="utf-8"))
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="teller-shots-") as work, loop:
        loop.run_until_complete(render(folder, Path(work)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
