"""The bulk payouts window: import a file, fix its rows, review the batch, send it; one page
after another in a stack, for the account current when the window opened.

The window loads that account (balance, currency and capabilities: what the row checks and
the review measure against) and names it in its header. It refuses to open without an account,
with a sentence. If the current account changes while nothing is being sent, the window follows
it and starts again from the import page (a file read for one account is never reviewed for
another); while a batch is being sent it stays with the batch's account (the sender is bound
to it).

Closing: Escape closes the window; while rows are being fixed or reviewed it asks first, and
while a batch is being sent it refuses with a sentence: the sender keeps going until it is
paused or cancelled on the send page.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices, QKeyEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from app.models.accounts import Account, AccountCapabilities
from app.services.bulk.batch_store import SqliteBatchStore, default_path
from app.services.bulk.model import BatchStore, CheckedRow, ImportResult, SourceFile
from app.services.bulk.results_file import results_csv
from app.services.bulk.row_checks import PayoutLimits, RowChecker
from app.services.context import AccountRef
from app.services.session import Session
from app.views.accounts.choose_account import account_name
from app.views.bulk.grid_page import GridPage
from app.views.bulk.import_page import AskPath, ImportPage, ask_save_path
from app.views.bulk.review_page import ReviewPage
from app.views.bulk.send_page import SendPage
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.file_dialogs import start_folder
from app.views.widgets.numbers import money_text
from app.views.widgets.screen_fit import fit_to_screen


class BulkPayoutWindow(QWidget):
    # The window's account could not be kept (none open): the main window may say why.
    refused = Signal(str)

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        *,
        store: BatchStore | None = None,
    ) -> None:
        """``store``: the batch store (default: the data folder's, opened when first used)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Bulk payouts"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        fit_to_screen(self, 1180, 760)
        self._session = session
        self._store = store
        self.ask_save_path: AskPath = ask_save_path
        self.open_file: Callable[[Path], object] = _open_file
        self._context = session.context
        self.ref: AccountRef | None = None  # the account the batch is paid from
        self.account: Account | None = None
        self.capabilities: AccountCapabilities | None = None
        self.source: SourceFile | None = None  # the file being worked on (name, SHA-256)
        self.sending_batch = ""  # the batch handed to the send page, until its run ends
        self._close_confirmed = False
        self.close_question: QMessageBox | None = None

        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.available = QLabel()
        self.available.setProperty("role", "subtle")
        self.import_page = ImportPage(session, runner_factory)
        self.grid = GridPage(session, runner_factory)
        self.review = ReviewPage(session, runner_factory, store=store)
        self.send_page = SendPage(session, runner_factory, store=store)
        self.pages = QStackedWidget()
        for page in (self.import_page, self.grid, self.review, self.send_page):
            self.pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.available)
        layout.addWidget(self.banner)
        layout.addWidget(self.pages, 1)

        self.import_page.imported.connect(self._imported)
        self.grid.back.connect(lambda: self.show_page(self.import_page))
        self.grid.review_requested.connect(self._review)
        self.review.back.connect(lambda: self.show_page(self.grid))
        self.review.start_requested.connect(self.send)
        self.send_page.finished.connect(self._sent)
        self._context.account_changed.connect(self._follow_context)
        self._follow_context(self._context.account)

    # --- the account ---
    def _follow_context(self, ref: AccountRef | None) -> None:
        if self.sending:
            return  # the batch keeps its account; the sender is bound to it
        self.ref = ref
        self.account = None
        self.capabilities = None
        self.import_page.reset()
        self.import_page.set_currency("")
        self.show_page(self.import_page)
        self.available.clear()
        if ref is None:
            self.heading.setText(self.tr("No account open"))
            self.pages.setEnabled(False)
            self.banner.show_error(
                self.tr(
                    "Open the account the payouts leave from first (Accounts, or Pay from in "
                    "Payouts), then open Bulk payouts again."
                )
            )
            self.refused.emit(self.banner.text)
            return
        self.pages.setEnabled(True)
        self.banner.clear()
        self.heading.setText(
            self.tr("Bulk payouts from {0}").format(account_name(self._session, ref))
        )
        self.load_account()

    def load_account(self) -> asyncio.Task[None] | None:
        ref = self.ref
        if ref is None:
            return None
        client = self._session.client

        async def load() -> tuple[Account, AccountCapabilities]:
            account, capabilities = await asyncio.gather(
                client.get_account(ref.uid, ref.aid), client.get_capabilities(ref.aid)
            )
            return account, capabilities

        def loaded(answer: tuple[Account, AccountCapabilities]) -> None:
            self.account, self.capabilities = answer
            account = self.account
            self.import_page.set_currency(account.currency)
            self.available.setText(
                self.tr("Available {0}").format(
                    money_text(account.balance - account.pending_out, account.currency)
                )
            )

        return self.runner.run(load, on_success=loaded, key="account")

    # --- page to page ---
    def show_page(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(page)
        focus = page.focusProxy() or page.focusWidget() or page.nextInFocusChain()
        if self.isVisible() and focus is not None:
            focus.setFocus()

    def _imported(self, answer: tuple[ImportResult, str, str]) -> None:
        result, currency, language = answer
        limits = PayoutLimits(self.account, self.capabilities) if self.account else None
        checker = RowChecker(result.kind, currency=currency, language=language, limits=limits)
        self.source = result.file
        self.show_page(self.grid)
        self.grid.show_rows(result, checker)

    def _review(self, rows: list[CheckedRow]) -> None:
        # The file the rows now come from: a re-import in the grid replaced the first one, and
        # the batch's journal entry must name the file (and SHA-256) that was reviewed.
        current = self.grid.result.file if self.grid.result is not None else None
        self.source = current or self.source
        if self.source is None:
            return
        self.show_page(self.review)
        self.review.show_rows(rows, self.source)

    @property
    def sending(self) -> bool:
        """A batch is on its way: its run has not ended (``finished``) nor broken off (the
        send page then holds a result and says why)."""
        return bool(self.sending_batch) and self.send_page.result is None

    def send(self, batch_id: str) -> None:
        """The batch was written to the store: it is sent from the send page."""
        self.sending_batch = batch_id
        self.show_page(self.send_page)
        self.send_page.send(batch_id)

    def resume(self, batch_id: str) -> None:
        """A batch interrupted earlier (Teller closed or killed) goes on under its own keys."""
        self.sending_batch = batch_id
        self.show_page(self.send_page)
        self.send_page.resume(batch_id)

    def show_results(self, batch_id: str) -> asyncio.Task[None] | None:
        """A batch's results file (every row: its key, order, state and reason), saved where
        the person says and opened in the program that shows CSV files."""
        suggested = str(Path(_documents()) / f"batch-{batch_id[:8]}-results.csv")
        chosen = self.ask_save_path(
            self, self.tr("Save the batch's results"), suggested, self.tr("CSV (*.csv)")
        )
        if not chosen:
            return None
        path = Path(chosen)
        store = self.store

        async def write() -> Path:
            return await asyncio.to_thread(_write_results, store, batch_id, path)

        def failed(exc: BaseException) -> None:
            self.banner.show_error(
                self.tr(
                    "The results could not be saved as {0} ({1}). Choose another folder."
                ).format(str(path), str(exc) or type(exc).__name__)
            )

        def written(saved: Path) -> None:
            self.banner.show_info(self.tr("Saved the results in {0}.").format(str(saved)))
            self.open_file(saved)

        return self.runner.run(write, on_success=written, on_failure=failed, binding=Binding.FREE)

    @property
    def store(self) -> BatchStore:
        if self._store is None:
            self._store = SqliteBatchStore(default_path())
        return self._store

    def _sent(self, batch_id: str) -> None:
        if batch_id == self.sending_batch:
            self.sending_batch = ""
        self.load_account()  # the header says what the account has after the batch

    # --- closing ---
    @property
    def working(self) -> bool:
        """Rows read and being fixed or reviewed: closing would drop them."""
        return self.pages.currentWidget() in (self.grid, self.review)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.close()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.sending:
            event.ignore()
            self.banner.show_error(
                self.tr(
                    "The batch is being sent, and closing this window would not stop it. "
                    "Pause or cancel it first; rows already on their way finish either way."
                )
            )
            return
        if self.working and not self._close_confirmed:
            event.ignore()
            self._ask_to_close()
            return
        self._close_confirmed = False
        self.runner.cancel_all()
        super().closeEvent(event)

    def _ask_to_close(self) -> None:
        """In a window-modal box that keeps the event loop turning (no nested ``exec``)."""
        if self.close_question is not None and self.close_question.isVisible():
            return
        name = self.source.name if self.source else ""
        question = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Close bulk payouts?"),
            self.tr(
                "The payouts read from {0} have not been sent. Close and drop them? Nothing "
                "has been sent; the file is unchanged."
            ).format(name),
            QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
            self,
        )
        question.button(QMessageBox.StandardButton.Close).setText(self.tr("&Close and drop"))
        question.button(QMessageBox.StandardButton.Cancel).setText(self.tr("&Keep working"))
        question.setDefaultButton(QMessageBox.StandardButton.Cancel)
        question.setEscapeButton(QMessageBox.StandardButton.Cancel)
        self.close_question = question

        def answered(_result: int) -> None:
            if question.clickedButton() is question.button(QMessageBox.StandardButton.Close):
                self._close_confirmed = True
                self.import_page.reset()
                self.show_page(self.import_page)
                self.close()

        question.finished.connect(answered)
        question.open()


def _write_results(store: BatchStore, batch_id: str, path: Path) -> Path:
    """In a worker thread: the store is read and the file written off the UI thread."""
    batch = store.batch(batch_id)
    if batch is None:
        raise LookupError(
            QCoreApplication.translate(
                "BulkPayoutWindow", "the batch {0} is not in the batch store"
            ).format(batch_id)
        )
    path.write_bytes(results_csv(batch, store.rows(batch_id)))
    return path


def _open_file(path: Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def _documents() -> str:
    return str(start_folder())  # the last folder used, else Documents: never the working one
