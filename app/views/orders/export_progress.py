"""A CSV export as a view task: streamed to a file beside a progress dialog with Cancel."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from app.models.orders import OrderSummary
from app.services.order_export import export_orders
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner


def start_export(
    owner: QWidget,
    runner: TaskRunner,
    banner: ErrorBanner,
    orders: AsyncIterator[OrderSummary],
    path: Path,
    *,
    expected: int,
    button: QWidget,
    progress_delay_ms: int,
) -> tuple[asyncio.Task[None], QProgressDialog]:
    """Cancel (or closing the view) stops the task, and the exporter then removes its
    half-written file."""
    tr = QCoreApplication.translate
    dialog = QProgressDialog(
        tr("OrdersExport", "Exporting orders…"),
        tr("OrdersExport", "Cancel"),
        0,
        max(expected, 1),
        owner,
    )
    dialog.setWindowTitle(tr("OrdersExport", "Export"))
    dialog.setMinimumDuration(progress_delay_ms)
    # Not modal: a modal QProgressDialog runs processEvents() inside setValue(), which
    # re-enters the asyncio loop from within the export task and aborts it.
    dialog.setWindowModality(Qt.WindowModality.NonModal)

    async def run() -> int:
        return await export_orders(
            orders, path, lambda n: dialog.setValue(min(n, dialog.maximum()))
        )

    def done(count: int) -> None:
        dialog.reset()
        banner.show_info(
            tr("OrdersExport", "Exported {0} orders to {1}.").format(f"{count:,}", path)
        )

    task = runner.run(run, controls=[button], on_success=done, on_failure=lambda _e: dialog.reset())
    dialog.canceled.connect(task.cancel)
    return task, dialog
