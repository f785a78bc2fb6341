"""Teller's entry point: ``teller`` and ``python -m app``."""

from __future__ import annotations

import asyncio
import logging
import os
import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    smoke_test = "--smoke-test" in argv  # packaging check: sign in to the built-in sandbox, quit
    exit_when_shown = "--exit-when-shown" in argv  # startup benchmark: quit once the dialog shows
    argv = [a for a in argv if a not in ("--smoke-test", "--exit-when-shown")]
    from app.display import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    os.environ.setdefault("QT_API", "pyside6")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from app.resources import resource
    from app.version import APP_NAME, ORGANIZATION, __version__

    app = QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
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

    import qasync

    from app.views.app_controller import AppController

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    controller = AppController()
    controller.finished.connect(app.quit)
    controller.start()
    outcome = {"code": 0}
    if exit_when_shown:
        from app.views.first_paint import quit_after_first_paint

        assert controller.sign_in is not None
        quit_after_first_paint(controller.sign_in)
    if smoke_test:
        from app.views.smoke_test import run_smoke_test

        run_smoke_test(controller, outcome)
    with loop:
        loop.run_forever()
    controller.shutdown()
    return outcome["code"]


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
