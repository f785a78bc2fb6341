"""Where a file dialog starts: the folder of the last file the person chose (remembered in
settings between runs), else Documents, else home; never the folder Teller was started from.

A dialog given a bare file name, or a folder that does not exist (a new user's ~/Documents),
opens in the process's working folder: the template and the results went wherever Teller
happened to be launched. Every file dialog asks here where to start, and says here what was
chosen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from app.services.settings import AppSettings


class _Remembered:
    settings: AppSettings | None = None  # the app's, once the app has started
    folder = ""  # this run's last folder (for a run without settings: tests, a tool)


_remembered = _Remembered()


def use_settings(settings: AppSettings) -> None:
    """The app's settings, where the last folder is kept between runs (the main window's)."""
    _remembered.settings = settings


def start_folder(settings: AppSettings | None = None) -> Path:
    """The last folder used if it is still there, else Documents, else home. ``settings``:
    a view's own, else the app's (:func:`use_settings`)."""
    settings = settings or _remembered.settings
    last = settings.export_folder if settings is not None else ""
    candidates = [
        last or _remembered.folder,
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation),
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation),
    ]
    for candidate in candidates:
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return Path.home()


def start_path(name: str) -> str:
    """``name`` in the folder a dialog starts in (a name with a folder keeps its own name)."""
    return str(start_folder() / Path(name).name)


def remember(chosen: str | Path, settings: AppSettings | None = None) -> None:
    """The folder of a file the person chose, for the next dialog."""
    folder = str(Path(chosen).parent)
    _remembered.folder = folder
    settings = settings or _remembered.settings
    if settings is not None:
        settings.export_folder = folder


def save_file_name(parent: QWidget | None, title: str, name: str, filters: str = "") -> str:
    """The system's save dialog, starting at ``name`` in :func:`start_folder`; '' if declined."""
    chosen, _filter = QFileDialog.getSaveFileName(parent, title, start_path(name), filters)
    if chosen:
        remember(chosen)
    return chosen


def open_file_name(parent: QWidget | None, title: str, filters: str = "") -> str:
    chosen, _filter = QFileDialog.getOpenFileName(parent, title, str(start_folder()), filters)
    if chosen:
        remember(chosen)
    return chosen


def open_file_names(parent: QWidget | None, title: str, filters: str = "") -> list[str]:
    chosen, _filter = QFileDialog.getOpenFileNames(parent, title, str(start_folder()), filters)
    if chosen:
        remember(chosen[0])
    return chosen
