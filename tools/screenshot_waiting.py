"""The status bar's two new voices for ``make screenshots``: the "Waiting for you" dock with
its count, and the session's one-minute warning counting down.

The dock is shot in the four-eyes desk's window (tools/screenshot_batches.py), where every
kind a person meets at once is there: the payout made in the Payouts scene still waiting for
its OTP (the wrong code was typed, the prompt closed), a payout that failed after the list
first looked (to an IBAN the sandbox fails at settlement) and a batch another reviewer asked
this desk to confirm.
"""

from __future__ import annotations

import asyncio
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from app.services.context import AccountRef
from app.services.session_watch import utc_now
from app.services.waiting.items import WaitingKind
from tools.screenshot_kit import save, size_window, typed, wait_until

if TYPE_CHECKING:
    from app.services.waiting.watch import WaitingWatch
    from app.views.main_window import MainWindow

WARNING_LEFT = timedelta(seconds=42)  # the warning shot part-way through its minute


async def render_session_warning(window: MainWindow, folder: Path) -> None:
    """The bar a minute before the token ends, seen from the Accounts tab: the time left, Stay
    signed in and Sign out. The watch's clock is moved, not the token: nothing waits."""
    warning = window.session_warning
    end = window.session.client.session.expires_at
    assert end is not None, "the sandbox's token says when it ends"
    window.tabs.setCurrentWidget(window.accounts)

    def near_the_end() -> datetime:
        return end - WARNING_LEFT

    warning.watch.clock = near_the_end
    warning.tick()
    await wait_until(warning.isVisible, "the session's warning")
    await asyncio.sleep(0.2)
    save(window, folder, "session-warning")
    warning.watch.clock = utc_now  # back to the real time: the warning goes
    warning.tick()
    await wait_until(lambda: not warning.isVisible(), "the warning gone")


def kinds(watch: WaitingWatch) -> set[WaitingKind]:
    return {item.kind for item in watch.items}


async def look(watch: WaitingWatch) -> None:
    task = watch.refresh()
    assert task is not None
    await wait_until(task.done, "the waiting list's look")


# Checksum-valid, ending in 0000: the sandbox fails a payout to it by itself (docs/sandbox.md).
FAILING_IBAN = "DE94370400440532010000"


async def fail_a_payout(window: MainWindow, ref: AccountRef) -> None:
    """A small SEPA payout to an IBAN the sandbox fails, made through the door after the
    list's first look: news for the list once the sandbox has moved it."""
    body = {
        "amounts": {
            "debitedAmount": {"amount": 32_000, "currency": "EUR"},
            "receivedAmount": {"amount": 0, "currency": "EUR"},
        },
        "description": typed("Invoice 2026-118", "Factura 2026-118"),
        "recipient": {
            "beneficiaryType": "PERSON",
            "name": "Jonas",
            "surname": "Weber",
            "relation": "FRIEND",
            "document": {"documentType": "PASSPORT", "number": "C01X00T47"},
            "routingData": "SEPA",
            "accountNumber": FAILING_IBAN,
            "bankCountry": "DE",
            "address": {
                "line1": "Unter den Linden 1",
                "city": "Berlin",
                "postalCode": "10117",
                "province": "Berlin",
                "country": "DE",
            },
        },
    }
    await window.session.actions.create_bank_payout(ref, body, str(uuid.uuid4()))


async def render_waiting(window: MainWindow, folder: Path, ref: AccountRef) -> None:
    """The dock opened from the status bar's count, its first item selected; the count bold
    at the bar's right. The watch was started when ``window`` was shown."""
    watch = window.waiting.watch
    await wait_until(lambda: watch.refreshed_at is not None and not watch.busy, "the first look")
    await fail_a_payout(window, ref)
    wanted = {WaitingKind.OTP, WaitingKind.FAILED, WaitingKind.BATCH_TO_CONFIRM}
    for _ in range(60):  # the sandbox's lifecycle takes a few seconds a step
        await look(watch)
        if wanted <= kinds(watch):
            break
        await asyncio.sleep(0.5)
    if not wanted <= kinds(watch):
        raise SystemExit(f"screenshots: the waiting list holds {kinds(watch)}, not {wanted}")
    size_window(window, 1400, 860)
    # The merchant's orders beside the dock: the Accounts tab's tiles are wider than what
    # is left of 1,400 px and would scroll sideways.
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.merchant_scope.setChecked(True)
    await wait_until(lambda: not orders.model.loading and orders.model.rowCount() > 0, "orders")
    window.waiting.count.click()  # the count opens the list, the keyboard in it
    panel = window.waiting.panel
    await wait_until(panel.isVisible, "the waiting dock")
    await asyncio.sleep(0.3)
    save(window, folder, "waiting-for-you")
