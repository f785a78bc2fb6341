"""The first page of a bulk payout: a file chosen, dropped or started from a template, read
off the UI thread (a large file in the import worker's process, so the window never waits on
it), its columns confirmed once, then read again with the confirmed columns and handed on
(``imported``) with what the row checks need (the account's currency, the language its amounts
are written in).

A bad file is a sentence on the page, never an exception: the importer (app/services/bulk/
import_file.py) turns every bad file into sentences, and reading the disk is caught here. The
file's name and SHA-256 travel in the ``ImportResult`` (its ``file``) for the batch's journal
entry. The state is explicit (``ImportState``), as the payout forms keep theirs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.services.bulk.import_file import MAX_BYTES, MAX_ROWS, about_columns
from app.services.bulk.import_worker import ImportWorker, shared_worker
from app.services.bulk.model import ImportResult, PayoutKind
from app.services.bulk.templates import template_csv, template_notes, template_xlsx
from app.services.session import Session
from app.views.bulk.mapping_step import MappingStep
from app.views.language import ui_language
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.file_dialogs import remember, start_folder
from app.views.widgets.plural import count_text, plural

FILE_FILTER = "*.csv *.txt *.tsv *.xlsx *.xlsm"
# The ask for a file: (parent, title, folder, filter) -> path, or "" when the person declined.
AskPath = Callable[[QWidget, str, str, str], str]


def ask_open_path(parent: QWidget, title: str, folder: str, filters: str) -> str:
    path, _chosen = QFileDialog.getOpenFileName(parent, title, folder, filters)
    if path:
        remember(path)
    return path


def ask_save_path(parent: QWidget, title: str, suggested: str, filters: str) -> str:
    path, _chosen = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    if path:
        remember(path)
    return path


class ImportState(Enum):
    EMPTY = "empty"  # no file yet
    READING = "reading"  # a file is being read off the UI thread
    CONFIRMING = "confirming"  # the columns wait for the person
    DONE = "done"  # read with the confirmed columns and handed on
    FAILED = "failed"  # the file cannot be imported: its sentences are shown


def notes_path(template: Path) -> Path:
    """Where a CSV template's notes go: beside it, named after it."""
    return template.with_name(f"{template.stem}-columns.txt")


class ImportPage(QWidget):
    """``imported(object)``: ``(ImportResult, currency, language)``, the rows and the context
    a ``RowChecker`` is made from."""

    imported = Signal(object)

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        worker: ImportWorker | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.worker = worker or shared_worker()  # reads the file off the UI thread
        self.state = ImportState.EMPTY
        self.currency = ""  # the account's, for templates and the checks (set_currency)
        self.language = ui_language()
        self.content = b""  # the file as read, kept to read it again with the columns confirmed
        self.path: Path | None = None
        self.result: ImportResult | None = None  # the last read
        self.ask_open_path: AskPath = ask_open_path
        self.ask_save_path: AskPath = ask_save_path
        self.setAcceptDrops(True)

        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        title = QLabel(self.tr("Import a file of payouts"))
        title.setProperty("role", "heading")
        self.hint = QLabel(
            self.tr(
                "Drop a CSV or Excel (.xlsx) file here, or choose one: one payout per row, the "
                "first row naming the columns, up to {0} rows. No file yet? Save a template "
                "for this account and fill it in."
            ).format(count_text(MAX_ROWS))
        )
        self.hint.setWordWrap(True)
        self.bank = QRadioButton(self.tr("&Bank payouts"))
        self.crypto = QRadioButton(self.tr("C&rypto payouts"))
        self.bank.setChecked(True)
        self.kinds = QButtonGroup(self)
        self.kinds.addButton(self.bank)
        self.kinds.addButton(self.crypto)
        self.bank.toggled.connect(self._kind_changed)
        self.choose_button = QPushButton(self.tr("&Choose a file…"))
        self.choose_button.clicked.connect(self.choose_file)
        self.template_button = QPushButton(self.tr("Save a &template…"))
        self.template_button.clicked.connect(self.save_template)
        self.template_button.setEnabled(False)
        self.template_button.setToolTip(
            self.tr("Open an account first: a template is made for its currency.")
        )
        self.file_line = QLabel()
        self.file_line.setProperty("role", "subtle")
        self.file_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.file_line.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # reading has no steps to count: it says it is busy
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.problems = QLabel()
        self.problems.setProperty("role", "fieldError")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.hide()
        self.mapping = MappingStep(spanish=self.language == "es")
        self.mapping.confirmed.connect(self.confirm_mapping)
        self.mapping.cancelled.connect(self.choose_file)
        self.mapping.hide()

        kinds = QHBoxLayout()
        kinds.addWidget(QLabel(self.tr("The file holds:")))
        kinds.addWidget(self.bank)
        kinds.addWidget(self.crypto)
        kinds.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(self.choose_button)
        actions.addWidget(self.template_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.banner)
        layout.addWidget(self.hint)
        layout.addLayout(kinds)
        layout.addLayout(actions)
        layout.addWidget(self.file_line)
        layout.addWidget(self.progress)
        layout.addWidget(self.problems)
        layout.addWidget(self.mapping, 1)
        layout.addStretch(0)

    # --- what the window tells it ---
    @property
    def kind(self) -> PayoutKind:
        return PayoutKind.CRYPTO if self.crypto.isChecked() else PayoutKind.BANK

    def set_currency(self, currency: str) -> None:
        """The current account's currency ("" while no account is loaded)."""
        self.currency = currency
        self.template_button.setEnabled(bool(currency))
        self.template_button.setToolTip(
            self.tr(
                "A file with the columns, an example row in {0} and every column explained."
            ).format(currency)
            if currency
            else self.tr("Open an account first: a template is made for its currency.")
        )

    def reset(self) -> None:
        """Back to a page with no file (another account, or the batch was dropped)."""
        self.runner.cancel_all()
        self.content = b""
        self.path = None
        self.result = None
        self.file_line.clear()
        self._say([])
        self.mapping.hide()
        self.progress.hide()
        self.banner.clear()
        self.state = ImportState.EMPTY

    # --- a file in ---
    def choose_file(self) -> None:
        folder = str(self.path.parent) if self.path else _documents()
        path = self.ask_open_path(
            self,
            self.tr("Choose a file of payouts"),
            folder,
            self.tr("Payout files ({0});;All files (*)").format(FILE_FILTER),
        )
        if path:
            self.load_path(Path(path))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        urls = event.mimeData().urls()
        if self.state is not ImportState.READING and any(u.isLocalFile() for u in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if not paths:
            return
        event.acceptProposedAction()
        if len(paths) > 1:
            self.banner.show_info(
                self.tr("{0} files were dropped; Teller imports one at a time: {1}.").format(
                    len(paths), paths[0].name
                )
            )
        self.load_path(paths[0])

    def load_path(self, path: Path) -> asyncio.Task[None] | None:
        """Read ``path`` off the UI thread, guessing its kind, then ask for the columns."""
        if self.state is ImportState.READING:
            return None
        self.path = path
        self.content = b""
        self.result = None
        self.mapping.hide()
        self._say([])
        self.file_line.setText(self.tr("Reading {0}…").format(path.name))
        self._busy(True)
        language, worker = self.language, self.worker

        async def read() -> tuple[bytes, ImportResult | None, Refusal | None]:
            content, refusal = await asyncio.to_thread(_read_bytes, path)
            if refusal is not None:
                return content, None, refusal
            return content, await worker.read(path.name, content, language=language), None

        return self.runner.run(
            read,
            controls=[self.choose_button, self.template_button, self.bank, self.crypto],
            on_success=self._first_read,
            on_failure=lambda _exc: self._failed_to_read(),
            binding=Binding.FREE,
            key="read",
        )

    def _first_read(self, answer: tuple[bytes, ImportResult | None, Refusal | None]) -> None:
        content, result, refusal = answer
        self._busy(False)
        if result is None or refusal is not None:  # the disk said no, or the file is too large
            self.state = ImportState.FAILED
            name = self.path.name if self.path else ""
            self.file_line.setText(name)
            self._say([self._refusal_text(name, refusal)])
            return
        self.content = content
        self.result = result
        self._show_file(result)
        self._set_kind(result.kind)
        if not result.rows:
            self.state = ImportState.FAILED
            self._say(list(result.problems))
            return
        self._say([p for p in result.problems if not about_columns(p)])
        self.state = ImportState.CONFIRMING
        self.mapping.show_result(result)
        self.mapping.show()

    def _refusal_text(self, name: str, refusal: Refusal | None) -> str:
        why = refusal.why if refusal else "unreadable"
        if why == "large" and refusal is not None:
            return self.tr(
                "{0} is {1}, more than the {2} MB Teller imports in one file. Split the "
                "payouts into smaller files and import each."
            ).format(name, _size_text(refusal.size), MAX_BYTES // (1024 * 1024))
        if why == "folder":
            return self.tr("{0} is a folder. Choose the file with the payouts.").format(name)
        if why == "gone":
            return self.tr("{0} is no longer there. Choose the file again.").format(name)
        return self.tr(
            "{0} could not be read ({1}). Check that you may open it, or copy it to another "
            "folder and choose it there."
        ).format(name, refusal.reason if refusal else "")

    def _failed_to_read(self) -> None:
        """A bug while reading (the runner's banner says so): what was confirmed stays."""
        self._busy(False)
        confirming = self.mapping.isVisible() and self.result is not None and self.result.rows
        self.state = ImportState.CONFIRMING if confirming else ImportState.FAILED

    def _kind_changed(self, _checked: bool) -> None:
        """The person says the file is of the other kind: its columns are matched again."""
        if self.state is ImportState.CONFIRMING and self.result and self.result.kind != self.kind:
            self._read_again(None)

    # --- the columns confirmed ---
    def confirm_mapping(self, mapping: dict[str, str | None]) -> asyncio.Task[None] | None:
        if self.state is not ImportState.CONFIRMING:
            return None
        return self._read_again(mapping)

    def _read_again(self, mapping: dict[str, str | None] | None) -> asyncio.Task[None] | None:
        if self.path is None:
            return None
        name, content, kind, language = self.path.name, self.content, self.kind, self.language
        worker = self.worker
        self.state = ImportState.READING
        self._busy(True)

        async def read() -> ImportResult:
            return await worker.read(name, content, kind, mapping, language=language)

        def done(result: ImportResult) -> None:
            self._busy(False)
            self.result = result
            if mapping is None:  # another kind: its columns to confirm
                self.state = ImportState.CONFIRMING if result.rows else ImportState.FAILED
                self._say(
                    list(result.problems)
                    if not result.rows
                    else [p for p in result.problems if not about_columns(p)]
                )
                if result.rows:
                    self.mapping.show_result(result)
                return
            if not result.rows:  # the columns chosen read nothing: they stay to be changed
                self.state = ImportState.CONFIRMING
                self._say(list(result.problems))
                return
            self.state = ImportState.DONE
            self._say(list(result.problems))
            self.imported.emit((result, self.currency, language))

        return self.runner.run(
            read,
            controls=[self.mapping.confirm_button, self.choose_button, self.bank, self.crypto],
            on_success=done,
            on_failure=lambda _exc: self._failed_to_read(),
            binding=Binding.FREE,
            key="read",
        )

    # --- a template out ---
    def save_template(self) -> asyncio.Task[None] | None:
        """A CSV (with its notes beside it) or an .xlsx, for the kind chosen above."""
        if not self.currency:
            return None
        kind, currency = self.kind, self.currency
        default = "bank-payouts" if kind is PayoutKind.BANK else "crypto-payouts"
        suggested = str(Path(_documents()) / f"{default}-{currency.lower()}.csv")
        chosen = self.ask_save_path(
            self,
            self.tr("Save a template"),
            suggested,
            self.tr("CSV (*.csv);;Excel workbook (*.xlsx)"),
        )
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() not in (".csv", ".xlsx"):
            path = path.with_suffix(".csv")

        async def write() -> list[Path]:
            return await asyncio.to_thread(_write_template, path, kind, currency)

        def written(paths: list[Path]) -> None:
            if len(paths) == 2:
                self.banner.show_info(
                    self.tr("Saved {0}, and what each column holds in {1}, in {2}.").format(
                        paths[0].name, paths[1].name, str(path.parent)
                    )
                )
            else:
                self.banner.show_info(
                    self.tr("Saved {0} in {1}.").format(path.name, str(path.parent))
                )

        def failed(exc: BaseException) -> None:
            self.banner.show_error(
                self.tr(
                    "The template could not be saved as {0} ({1}). Choose another folder."
                ).format(str(path), _os_reason(exc))
            )

        return self.runner.run(
            write,
            controls=[self.template_button],
            on_success=written,
            on_failure=failed,
            binding=Binding.FREE,
        )

    # --- showing ---
    def _show_file(self, result: ImportResult) -> None:
        source = result.file
        rows = len(result.rows)
        self.file_line.setText(
            self.tr("{0} · {1} · {2} · SHA-256 {3}").format(
                source.name,
                _size_text(source.size),
                plural(rows, self.tr("{0} payout"), self.tr("{0} payouts")),
                source.sha256,
            )
        )

    def _set_kind(self, kind: PayoutKind) -> None:
        button = self.crypto if kind is PayoutKind.CRYPTO else self.bank
        button.blockSignals(True)
        button.setChecked(True)
        button.blockSignals(False)
        (self.bank if button is self.crypto else self.crypto).setChecked(False)

    def _say(self, sentences: list[str]) -> None:
        self.problems.setText("\n".join(sentences))
        self.problems.setVisible(bool(sentences))

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        if busy:
            self.state = ImportState.READING


@dataclass(frozen=True)
class Refusal:
    """Why a file was not read at all, for the page to say in the person's language."""

    why: str  # "large", "folder", "gone", "unreadable"
    size: int = 0
    reason: str = ""


def _read_bytes(path: Path) -> tuple[bytes, Refusal | None]:
    """In a worker thread: the file's bytes, or why not when the disk refuses or the file is
    past the size limit (then it is never read whole)."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return b"", Refusal("large", size)
        return path.read_bytes(), None
    except IsADirectoryError:
        return b"", Refusal("folder")
    except FileNotFoundError:
        return b"", Refusal("gone")
    except OSError as exc:
        return b"", Refusal("unreadable", reason=_os_reason(exc))


def _write_template(path: Path, kind: PayoutKind, currency: str) -> list[Path]:
    if path.suffix.lower() == ".xlsx":
        path.write_bytes(template_xlsx(kind, currency))
        return [path]
    path.write_bytes(template_csv(kind, currency))
    notes = notes_path(path)
    notes.write_text(template_notes(kind), encoding="utf-8")
    return [path, notes]


def _os_reason(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__


def _size_text(size: int) -> str:
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:,.0f} KB"
    return f"{size / (1024 * 1024):,.1f} MB"


def _documents() -> str:
    return str(start_folder())  # the last folder used, else Documents: never the working one
