"""The open document's two copies that leave Teller: a temporary copy handed to the desktop's
own viewer, and a copy saved where the person chooses. Each is a door action
(``DataActions``): the guard is asked, the door writes the file, the journal records it.

Its sentences keep the viewer's translation context ("DocumentViewer"), where they were first
written.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QStandardPaths, QUrl
from PySide6.QtWidgets import QWidget

from app.services.file_copies import safe_name
from app.views.widgets.file_dialogs import save_file_name

if TYPE_CHECKING:
    from app.services.data_actions import DataActions, DataLeft
    from app.views.compliance.case_source import DocumentFile
    from app.views.task_runner import TaskRunner
    from app.views.widgets.error_banner import ErrorBanner


class CopySource(Protocol):
    """What a copy needs of the viewer showing the file (the viewer calls in; this module
    never imports it)."""

    door: DataActions | None
    target: Callable[[], str]
    open_url: Callable[[QUrl], object]
    ask_save_path: Callable[[str], str]
    runner: TaskRunner
    banner: ErrorBanner

    @property
    def file(self) -> DocumentFile | None: ...
    @property
    def external_button(self) -> QWidget: ...
    @property
    def save_button(self) -> QWidget: ...


def ask_save_path(parent: QWidget, suggested: str) -> str:
    """The system's save dialog; '' when the person cancels."""
    title = QCoreApplication.translate("DocumentViewer", "Save a copy")
    return save_file_name(parent, title, suggested)


def _target(viewer: CopySource, file: DocumentFile) -> str:
    """What the journal names: the viewer's target ("uid/session/document"), else the file."""
    return viewer.target() or file.file_name


def open_externally(viewer: CopySource) -> asyncio.Task[None] | None:
    """A temporary copy opened by the desktop's own viewer, through the door."""
    file, actions = viewer.file, viewer.door
    if file is None or actions is None:
        return None
    target, open_url = _target(viewer, file), viewer.open_url

    async def hand_over() -> DataLeft:
        return await actions.open_document_copy(
            target,
            file.file_name,
            file.content,
            lambda path: open_url(QUrl.fromLocalFile(str(path))),
        )

    return viewer.runner.run(hand_over, controls=[viewer.external_button])


def save_copy(viewer: CopySource) -> asyncio.Task[None] | None:
    """The file as uploaded, written where the person chooses, through the door."""
    file, actions = viewer.file, viewer.door
    if file is None or actions is None:
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    chosen = viewer.ask_save_path(str(Path(folder) / safe_name(file.file_name)))
    if not chosen:
        return None
    path, target, banner = Path(chosen), _target(viewer, file), viewer.banner

    async def write() -> DataLeft:
        return await actions.save_document_copy(target, file.file_name, file.content, path)

    def saved(_left: DataLeft) -> None:
        banner.show_info(
            QCoreApplication.translate("DocumentViewer", "Saved a copy to {0}.").format(path)
        )

    return viewer.runner.run(write, controls=[viewer.save_button], on_success=saved)
