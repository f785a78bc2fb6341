"""A CSV export as a view task: a file chosen where the last one went (else in Documents),
streamed beside a progress dialog with Cancel. Times in the file are UTC, and the message
after it says so; a folder that cannot be written is said in a sentence, and the focus goes
back to Export."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton, QWidget

from app.models.orders import OrderSummary
from app.services.data_actions import DataLeft
from app.services.order_export import Describe, export_orders
from app.services.settings import AppSettings
from app.services.translation import translate
from app.views.task_runner import Binding, TaskRunner
from app.views.widgets import file_dialogs
from app.views.widgets.dialog_focus import focus_returner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.plural import plural

DEFAULT_NAME = "orders.csv"


def start_folder(settings: AppSettings) -> Path:
    """The folder of the last file chosen if it is still there, else Documents (else home),
    never the folder Teller happened to start in (app/views/widgets/file_dialogs.py)."""
    return file_dialogs.start_folder(settings)


def choose_export_path(owner: QWidget, settings: AppSettings) -> Path | None:
    """Ask where to save; the folder chosen is remembered for the next export."""
    suggested = start_folder(settings) / DEFAULT_NAME
    chosen, _ = QFileDialog.getSaveFileName(
        owner,
        translate("OrdersExport", "Export orders"),
        str(suggested),
        translate("OrdersExport", "CSV (*.csv)"),
    )
    if not chosen:
        return None
    path = Path(chosen)
    file_dialogs.remember(path, settings)
    return path


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
    through_door: Callable[[Callable[[], Awaitable[int]]], Awaitable[DataLeft]],
    describe: Describe | None = None,
) -> tuple[asyncio.Task[None], QProgressDialog]:
    """Cancel (or closing the view) stops the task, and the exporter then removes its
    half-written file. The writing runs ``through_door`` (the door's ``export_orders``):
    orders carry personal data, so the guard is asked before the file is opened and the
    journal records how many left Teller."""
    dialog = QProgressDialog(
        translate("OrdersExport", "Exporting orders…"),
        translate("OrdersExport", "Cancel"),
        0,
        max(expected, 1),
        owner,
    )
    for cancel in dialog.findChildren(QPushButton):  # its Cancel, which takes the focus:
        cancel.setAutoDefault(False)  # Enter never cancels an export; Escape or a click does
    dialog.setWindowTitle(translate("OrdersExport", "Export"))
    dialog.setMinimumDuration(progress_delay_ms)
    # Not modal: a modal QProgressDialog runs processEvents() inside setValue(), which
    # re-enters the asyncio loop from within the export task and aborts it.
    dialog.setWindowModality(Qt.WindowModality.NonModal)
    back: Callable[[QWidget | None], None] = focus_returner(owner)

    async def write() -> int:
        return await export_orders(
            orders, path, lambda n: dialog.setValue(min(n, dialog.maximum())), describe=describe
        )

    async def run() -> int | OSError:
        try:
            return (await through_door(write)).count
        except OSError as exc:  # the folder, not Teller: said as such, not as a crash
            return exc

    def done(result: int | OSError) -> None:
        dialog.reset()
        back(None)  # the button had lent the focus while it was disabled
        if isinstance(result, OSError):
            banner.show_error(
                translate(
                    "OrdersExport",
                    "The orders could not be saved to {0}: {1}. Choose another folder.",
                ).format(path, result.strerror or type(result).__name__)
            )
            return
        banner.show_info(
            plural(
                result,
                translate("OrdersExport", "Exported {0} order to {1}; its times are in UTC."),
                translate("OrdersExport", "Exported {0} orders to {1}; their times are in UTC."),
                path,
            )
        )

    def failed(_exc: BaseException) -> None:
        dialog.reset()
        back(None)

    task = runner.run(
        run, controls=[button], on_success=done, on_failure=failed, binding=Binding.FREE
    )  # the file is written whatever account becomes current meanwhile
    dialog.canceled.connect(task.cancel)
    return task, dialog
