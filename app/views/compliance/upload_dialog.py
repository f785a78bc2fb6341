"""Upload documents into a KYB session: files chosen or dropped, each with its own category
and type from the catalogue (in the UI's language), first guessed from the file's name and
content (app/services/document_guess.py) and shown beside it to confirm or change: select a
file in the list (arrow keys) and its category and type are the ones the combo boxes edit.
Each file is checked before anything is sent (upload_files.py: at most 10 MB, and really a
PDF, PNG or JPEG by its first bytes). Files go one by one through the action door
(upload_sending.py), with progress; Cancel stops what is left.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import KybDocument
from app.models.validation import FieldIssue
from app.services.session import Session
from app.views.compliance.case_source import Catalogue
from app.views.compliance.upload_files import Checked, check_file, guess_choice, row_text
from app.views.compliance.upload_sending import send_files
from app.views.task_runner import RunnerFactory
from app.views.widgets.dialog_focus import make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.file_dialogs import open_file_names
from app.views.widgets.screen_fit import fit_to_screen


class UploadState(StrEnum):
    EDITING = "editing"
    INVALID = "invalid"
    SUBMITTING = "submitting"
    DONE = "done"
    FAILED = "failed"


class UploadDialog(QDialog):
    uploaded = Signal(object)  # KybDocument, for each file sent

    def __init__(
        self,
        session: Session,
        uid: str,
        session_id: str,
        catalogue: Catalogue,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.uid = uid
        self.session_id = session_id
        self.catalogue = catalogue
        self.state = UploadState.EDITING
        self.files: list[Checked] = []
        self.choices: dict[Path, tuple[str, str]] = {}  # file -> (category, type) to send
        self._syncing = False
        self.sent: list[KybDocument] = []
        self.changed_file = ""
        self.setWindowTitle(self.tr("Upload documents"))
        self.setAcceptDrops(True)
        fit_to_screen(self, 620, 440)
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)

        self.drop_hint = QLabel(
            self.tr("Drop PDF, PNG or JPEG files here, or choose them. Up to 10 MB each.")
        )
        self.drop_hint.setWordWrap(True)
        self.drop_hint.setProperty("role", "subtle")
        self.file_list = QListWidget()
        self.file_list.setAccessibleName(self.tr("Files to upload"))
        self.file_error = FieldErrorLabel(self.file_list)
        self.choose_button = QPushButton(self.tr("C&hoose files…"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.category = QComboBox()
        self.category.setAccessibleName(self.tr("Category"))
        self.type = QComboBox()
        self.type.setAccessibleName(self.tr("Type"))
        self.type_error = FieldErrorLabel(self.type)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.send_button = QPushButton(self.tr("Upload"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        make_primary(self.send_button, self.cancel_button, self.choose_button, self.remove_button)

        self._fill_categories()
        files_row = QHBoxLayout()
        files_row.addWidget(self.choose_button)
        files_row.addWidget(self.remove_button)
        files_row.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Category"), self.category)
        form.addRow(self.tr("Type"), self.type)
        form.addRow("", self.type_error)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addStretch(0)
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.drop_hint)
        layout.addWidget(self.file_list, 1)
        layout.addWidget(self.file_error)
        layout.addLayout(files_row)
        layout.addLayout(form)
        layout.addLayout(buttons)

        self.choose_button.clicked.connect(self.choose_files)
        self.remove_button.clicked.connect(self._remove_selected)
        self.file_list.currentRowChanged.connect(lambda _row: self._show_choice())
        self.category.currentIndexChanged.connect(self._category_chosen)
        self.type.currentIndexChanged.connect(lambda _i: self._keep_choice())
        self.send_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.cancel)

    # --- catalogue ---
    def _fill_categories(self) -> None:
        self.category.clear()
        for category in self.catalogue.categories:
            self.category.addItem(category.name, category.slug)
        self._fill_types()

    def _fill_types(self) -> None:
        self.type.clear()
        slug = self.category.currentData()
        for category in self.catalogue.categories:
            if category.slug == slug:
                for kind in category.types:
                    self.type.addItem(kind.name, kind.slug)

    def _category_chosen(self) -> None:
        was = self._syncing
        self._syncing = True  # the types refill: only the settled pair is kept
        try:
            self._fill_types()
        finally:
            self._syncing = was
        self._keep_choice()

    def _current(self) -> Checked | None:
        row = self.file_list.currentRow()
        return self.files[row] if 0 <= row < len(self.files) else None

    def _keep_choice(self) -> None:
        """The combo boxes' pair becomes the selected file's."""
        checked = self._current()
        if self._syncing or checked is None or checked.problem:
            return
        self.choices[checked.path] = (
            str(self.category.currentData() or ""),
            str(self.type.currentData() or ""),
        )
        self._label_row(self.file_list.currentRow())

    def _show_choice(self) -> None:
        """The selected file's pair in the combo boxes (disabled for a file that is refused)."""
        checked = self._current()
        choice = self.choices.get(checked.path) if checked is not None else None
        self.category.setEnabled(choice is not None and self.state is not UploadState.SUBMITTING)
        self.type.setEnabled(choice is not None and self.state is not UploadState.SUBMITTING)
        if choice is None:
            return
        self._syncing = True
        try:
            self.category.setCurrentIndex(max(0, self.category.findData(choice[0])))
            self._fill_types()
            self.type.setCurrentIndex(self.type.findData(choice[1]))
        finally:
            self._syncing = False

    def choice_words(self, checked: Checked) -> str:
        """'Category / Type' in words, as the file's row shows it."""
        category, type_ = self.choices.get(checked.path, ("", ""))
        if not type_:
            return self.tr("type to choose")
        named_category = self.catalogue.category_name(category)
        return f"{named_category} / {self.catalogue.type_name(category, type_)}"

    # --- files ---
    def choose_files(self) -> None:
        paths = open_file_names(
            self,
            self.tr("Choose documents"),
            self.tr("Documents (*.pdf *.png *.jpg *.jpeg);;All files (*)"),
        )
        self.add_files([Path(p) for p in paths])

    def add_files(self, paths: list[Path]) -> None:
        known = {f.path for f in self.files}
        first_new = len(self.files)
        for path in paths:
            if path not in known:
                checked = check_file(path)
                self.files.append(checked)
                known.add(path)
                if not checked.problem:
                    self.choices[path] = guess_choice(self.catalogue, checked)
        self._show_files()
        if first_new < len(self.files):
            self.file_list.setCurrentRow(first_new)

    def _remove_selected(self) -> None:
        row = self.file_list.currentRow()
        if 0 <= row < len(self.files):
            self.choices.pop(self.files[row].path, None)
            del self.files[row]
            self._show_files()
            self.file_list.setCurrentRow(min(row, len(self.files) - 1))

    def _show_files(self) -> None:
        self.file_list.clear()
        for row in range(len(self.files)):
            self.file_list.addItem("")
            self._label_row(row)
        problems = [f.problem for f in self.files if f.problem]
        if problems:
            self.file_error.show_message("\n".join(problems))
            self.state = UploadState.INVALID
        else:
            self.file_error.clear_message()

    def _label_row(self, row: int) -> None:
        item = self.file_list.item(row)
        if item is None or not 0 <= row < len(self.files):
            return
        checked = self.files[row]
        item.setText(row_text(checked, "" if checked.problem else self.choice_words(checked)))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if event.mimeData().hasUrls() and self.state is not UploadState.SUBMITTING:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        self.add_files(paths)
        event.acceptProposedAction()

    # --- sending ---
    def problems(self) -> tuple[str, str]:
        """(at the files, at the type): what stops sending, '' when nothing does."""
        at_files = ""
        if not self.files:
            at_files = self.tr("Choose at least one file.")
        elif any(f.problem for f in self.files):
            at_files = "\n".join(f.problem for f in self.files if f.problem)
        untyped = [f.path.name for f in self.files if not f.problem and not self.choices[f.path][1]]
        at_type = self.tr("Choose the type of {0}.").format(", ".join(untyped)) if untyped else ""
        return at_files, at_type

    def submit(self) -> asyncio.Task[None] | None:
        if self.state is UploadState.SUBMITTING:
            return None
        at_files, at_type = self.problems()
        for label, message in ((self.file_error, at_files), (self.type_error, at_type)):
            if message:
                label.show_message(message)
            else:
                label.clear_message()
        if at_files or at_type:
            self.state = UploadState.INVALID
            return None
        self.state = UploadState.SUBMITTING
        files = list(self.files)
        choices = dict(self.choices)
        actions, uid, sid = self._session.actions, self.uid, self.session_id
        self.progress.setRange(0, len(files))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.setText(self.tr("Cancel upload"))

        def sending(number: int, checked: Checked) -> None:
            self.progress.setFormat(
                self.tr("Sending {0} of {1}: {2}").format(number, len(files), checked.path.name)
            )

        def sent(number: int, document: KybDocument) -> None:
            self.sent.append(document)
            self.uploaded.emit(document)
            self.progress.setValue(number)

        async def send() -> list[KybDocument]:
            self.changed_file = await send_files(
                actions, uid, sid, files, choices, sending=sending, sent=sent
            )
            return self.sent

        return self.runner.run(
            send,
            controls=[
                self.send_button,
                self.choose_button,
                self.remove_button,
                self.category,
                self.type,
            ],
            on_success=self._done,
            on_fields=self._server_fields,
            on_failure=self._failed,
        )

    def _server_fields(self, issues: Sequence[FieldIssue]) -> bool:
        """The server's 400 details at their fields: the file, or the category and type."""
        placed = True
        for issue in issues:
            if issue.field == "file":
                self.file_error.show_message(issue.message)
            elif issue.field in ("type", "category"):
                self.type_error.show_message(issue.message)
            else:
                placed = False
        return placed

    def _done(self, _documents: list[KybDocument]) -> None:
        if self.changed_file:
            self.state = UploadState.FAILED
            self.cancel_button.setText(self.tr("Close"))
            self.banner.show_error(
                self.tr(
                    "{0} changed on the disk after it was checked and was not sent ({1} of {2} "
                    "files were). Choose it again."
                ).format(self.changed_file, len(self.sent), len(self.files))
            )
            return
        self.state = UploadState.DONE
        self.accept()

    def _failed(self, _exc: BaseException) -> None:
        self.state = UploadState.FAILED
        self.cancel_button.setText(self.tr("Close"))
        self.progress.setFormat(self.tr("{0} of {1} sent").format(len(self.sent), len(self.files)))

    def cancel(self) -> None:
        """While sending: stop after telling what was sent. Otherwise: close."""
        if self.state is not UploadState.SUBMITTING:
            self.reject()
            return
        self.runner.cancel_all()
        self.state = UploadState.FAILED
        self.cancel_button.setText(self.tr("Close"))
        self.progress.setFormat(
            self.tr("Cancelled: {0} of {1} sent").format(len(self.sent), len(self.files))
        )
        self.banner.show_info(
            self.tr(
                "Upload cancelled: {0} of {1} files were sent; a file under way may have "
                "reached the server (the case shows what it holds)."
            ).format(len(self.sent), len(self.files))
        )

    def reject(self) -> None:
        self.runner.cancel_all()
        super().reject()
