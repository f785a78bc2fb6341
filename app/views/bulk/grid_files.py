"""The grid's two files: the rows with errors written out to fix elsewhere, and the fixed file
read back in, keeping the fixes made in the grid where its rows still match.

The rows carry recipients' personal data, so the file is written by the door
(``save_document_copy``: the guard asked first, the journal says what left), as the orders
export is. Reading, checking and writing run off the UI thread.
"""

from __future__ import annotations

import asyncio
from pathlib import Path, PurePath
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QWidget

from app.services.bulk.error_rows_file import rows_with_errors_csv
from app.services.bulk.import_worker import ImportWorker, ImportWorkerError
from app.services.bulk.model import CheckedRow, ImportResult
from app.services.bulk.quiet_work import quietly
from app.services.bulk.row_checks import RowChecker
from app.services.data_actions import DataLeft
from app.services.door import target_of
from app.services.session import Session
from app.views.bulk.grid_model import GridModel
from app.views.task_runner import Binding, TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.file_dialogs import remember, start_folder
from app.views.widgets.plural import plural

FILE_FILTER = "*.csv *.xlsx *.xlsm *.txt"


def _documents() -> Path:
    return start_folder()  # the last folder used, else Documents (app/views/widgets/file_dialogs)


def errors_file_name(source: str) -> str:
    """'payroll.xlsx' -> 'payroll-errors.csv'."""
    return f"{PurePath(source).stem or 'payouts'}-errors.csv"


class FilesPage(Protocol):
    """What the files' work reads and sets on the grid page (grid_page.GridPage), which owns
    it: a protocol, so the page imports this module and not the other way round."""

    result: ImportResult | None

    @property
    def checker(self) -> RowChecker | None: ...

    @property
    def worker(self) -> ImportWorker: ...

    @property
    def model(self) -> GridModel: ...

    @property
    def export_button(self) -> QWidget: ...

    def begin_work(self, total: int) -> None: ...

    def end_work(self) -> None: ...

    def set_checked(self, rows: list[CheckedRow]) -> None: ...


class GridFiles(QObject):
    def __init__(
        self,
        page: FilesPage,
        owner: QWidget,
        session: Session,
        runner: TaskRunner,
        banner: ErrorBanner,
    ) -> None:
        """``owner``: the page as a widget, the parent of its file dialogs."""
        super().__init__(owner)
        self._owner = owner
        self._page = page
        self._session = session
        self._runner = runner
        self._banner = banner

    # --- asking where (tests replace these) ---
    def choose_export_path(self, suggested: str) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(
            self._owner,
            self.tr("Export the rows with errors"),
            str(_documents() / suggested),
            self.tr("CSV (*.csv)"),
        )
        if chosen:
            remember(chosen)
        return Path(chosen) if chosen else None

    def choose_import_path(self) -> Path | None:
        chosen, _ = QFileDialog.getOpenFileName(
            self._owner,
            self.tr("Re-import the fixed file"),
            str(_documents()),
            self.tr("Payout files ({0})").format(FILE_FILTER),
        )
        if chosen:
            remember(chosen)
        return Path(chosen) if chosen else None

    # --- the rows with errors, out ---
    def export_errors(self) -> None:
        page = self._page
        if page.result is None or page.checker is None:
            return
        rows = page.model.rows
        broken = sum(1 for row in rows if row.errors)
        if broken == 0:
            self._banner.show_info(self.tr("No row has an error: there is nothing to export."))
            return
        path = self.choose_export_path(errors_file_name(page.result.file.name))
        if path is None:
            return
        kind, language = page.checker.kind, page.checker.language
        ref = self._session.context.account
        target = target_of(ref) if ref is not None else "bulk"
        actions = self._session.actions

        async def write() -> DataLeft:
            content = await quietly(
                lambda: rows_with_errors_csv(rows, kind=kind, language=language)
            )
            return await actions.save_document_copy(target, path.name, content, path)

        def written(_left: DataLeft) -> None:
            self._banner.show_info(
                plural(
                    broken,
                    self.tr("{0} row with errors saved to {1}. Fix it there, then re-import."),
                    self.tr("{0} rows with errors saved to {1}. Fix them there, then re-import."),
                    path,
                )
            )

        self._runner.run(
            write,
            controls=[page.export_button],
            on_success=written,
            binding=Binding.FREE,  # the file is written whatever account becomes current
        )

    # --- the fixed file, in ---
    def reimport(self) -> None:
        page = self._page
        checker, before = page.checker, page.result
        if checker is None or before is None:
            return
        path = self.choose_import_path()
        if path is None:
            return
        old = page.model.rows
        worker = page.worker

        async def read() -> tuple[ImportResult, list[CheckedRow]] | str:
            try:
                content = await asyncio.to_thread(path.read_bytes)
            except OSError as exc:
                return self.tr("{0} could not be read: {1}. Check the file and try again.").format(
                    path, exc.strerror or type(exc).__name__
                )
            new = await worker.read(
                path.name, content, before.kind, before.mapping, language=checker.language
            )
            if not new.rows:
                return " ".join(new.problems) or self.tr("{0} has no rows of payouts.").format(
                    path.name
                )
            try:
                return new, await worker.carry_fixes(checker, old, new)
            except ImportWorkerError as exc:
                return str(exc)

        def landed(outcome: tuple[ImportResult, list[CheckedRow]] | str) -> None:
            if isinstance(outcome, str):
                page.end_work()
                self._banner.show_error(outcome)  # the grid keeps its rows and their fixes
                return
            new, rows = outcome
            page.result = new
            page.set_checked(rows)
            said = plural(
                len(rows),
                self.tr("{1} read again: {0} row; fixes made here kept where rows still match."),
                self.tr("{1} read again: {0} rows; fixes made here kept where rows still match."),
                new.file.name,
            )
            self._banner.show_info(" ".join((said, *new.problems)))

        page.begin_work(0)
        self._runner.run(
            read,
            on_success=landed,
            on_failure=lambda _exc: page.end_work(),
            binding=Binding.FREE,
            key="check",
        )
