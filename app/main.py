"""Teller's entry point: ``teller`` and ``python -m app``.

Start-up shows the sign-in dialog before anything it does not draw with: asyncio, qasync, the
client (httpx, pydantic and the models), the journal and the version lookup all load after its
first paint (docs/performance.md, "Start-up").
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.views.app_controller import AppController
    from app.views.event_loop import AsyncioOnQt

FLAGS = ("--smoke-test", "--exit-when-shown")
LOOP_FALLBACK_MS = 1000  # a dialog never painted (minimised at start) still gets its loop


@dataclass
class Started:
    """What ``start`` built: ``run`` drives it; the sign-in benchmark adds its probes first."""

    app: QApplication
    controller: AppController
    loop: AsyncioOnQt


def main(argv: list[str] | None = None) -> int:
    # A packaged Teller starts its OCR worker by running itself again: this turns that run
    # into the worker (a no-op when not frozen).
    import multiprocessing

    multiprocessing.freeze_support()
    argv = list(sys.argv if argv is None else argv)
    smoke_test = "--smoke-test" in argv  # packaging check: sign in to the built-in sandbox, quit
    exit_when_shown = "--exit-when-shown" in argv  # startup benchmark: quit once the dialog shows
    argv = [a for a in argv if a not in FLAGS]
    from app.display import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    started = start(argv)
    dialog = started.controller.sign_in
    assert dialog is not None
    outcome = {"code": 0}
    if exit_when_shown:
        from app.views.first_paint import quit_after_first_paint

        quit_after_first_paint(dialog)
    if smoke_test:
        from app.views.smoke_test import run_smoke_test

        run_smoke_test(started.controller, outcome)
    run(started)
    return outcome["code"]


def start(argv: list[str]) -> Started:
    """The application and the sign-in dialog, shown (painted once ``run`` starts the loop)."""
    os.environ.setdefault("QT_API", "pyside6")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from app.source_cache import forget_sources_pyside_reads

    forget_sources_pyside_reads()  # about 16 MiB of module sources otherwise kept for good
    from app.resources import resource
    from app.version import APP_NAME, ORGANIZATION

    app = QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setDesktopFileName("teller")
    app.setWindowIcon(QIcon(str(resource("icons/teller.svg"))))
    _log_to_data_folder()
    from app.views.crash_handler import install_crash_handler

    install_crash_handler(app)  # an exception in any Qt callback or thread becomes a sentence
    from app.services.settings import AppSettings
    from app.views.language import install_language
    from app.views.theme import apply_theme

    install_language(AppSettings().language)  # before any window: View > Language, or system
    apply_theme(app, AppSettings().theme)  # the sign-in dialog opens in the chosen theme
    app.setQuitOnLastWindowClosed(True)

    from app.views.app_controller import AppController
    from app.views.event_loop import AsyncioOnQt
    from app.views.first_paint import when_first_painted

    loop = AsyncioOnQt(app)
    controller = AppController()
    controller.finished.connect(app.quit)
    controller.start()
    dialog = controller.sign_in
    assert dialog is not None
    # Queued at the paint, ahead of the dialog's own after-paint work, which may await.
    when_first_painted(dialog, loop.start)
    when_first_painted(dialog, _set_version)
    QTimer.singleShot(LOOP_FALLBACK_MS, loop.start)
    return Started(app, controller, loop)


def run(started: Started) -> None:
    try:
        started.app.exec()
    finally:
        started.loop.close()
        started.controller.shutdown()


def _set_version() -> None:
    """``importlib.metadata`` costs about 20 ms: read once the dialog is on screen."""
    from PySide6.QtCore import QCoreApplication

    from app.version import __version__

    QCoreApplication.setApplicationVersion(__version__)


def _log_to_data_folder() -> None:
    """Warnings and tracebacks also go to teller.log in the data folder (what a report needs);
    a folder that cannot be written leaves the log on stderr only."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not folder:
        return
    try:
        os.makedirs(folder, exist_ok=True)
        handler = logging.FileHandler(os.path.join(folder, "teller.log"), encoding="utf-8")
    except OSError:
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)


if __name__ == "__main__":
    raise SystemExit(main())
