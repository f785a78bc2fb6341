"""Search everything (Ctrl+K) for ``make screenshots``: the popup opened from the Accounts tab
with "logistic" typed, without an accent: People, Accounts and Cases find "Andes Logística
SAS" (written with one), and Orders the pay-ins from "Umbrella Logistics", the server's
answer included."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from app.services.search.index import GROUPS
from tools.screenshot_kit import save, size_window, wait_until

if TYPE_CHECKING:
    from app.views.main_window import MainWindow
    from app.views.search.dialog import SearchDialog

QUERY = "logistic"  # matches "Logística" as typed without its accent, and "Logistics"


def every_group_found(dialog: SearchDialog) -> bool:
    results = dialog.results
    return all(results.of(group) for group in GROUPS)


async def render_search(window: MainWindow, folder: Path) -> None:
    window.tabs.setCurrentWidget(window.accounts)
    window.search.action.trigger()  # View > Search everything… (Ctrl+K)
    dialog = window.search.dialog
    assert dialog is not None
    size_window(dialog, 760, 600)
    dialog.field.setText(QUERY)
    await wait_until(lambda: every_group_found(dialog), "a result in every group")
    server = dialog.server
    await wait_until(lambda: not (server.waiting or server.running), "the server's orders")
    await wait_until(lambda: not dialog.runner.busy, "what the search reads")
    await asyncio.sleep(0.3)  # the index's last growth searched again
    save(dialog, folder, "search-popup")
    dialog.reject()
