"""One handler for every exception nothing else caught: in a Qt callback (a slot, a timer, an
event handler), where PySide only prints it to stderr, or in a thread.

The person gets a sentence, in the active window's error banner when it has one (the sign-in
dialog) or else in a message box; the traceback goes to the log; Teller carries on. Before,
a PermissionError from an unwritable data folder went to stderr and the dialog said nothing.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.services.translation import translate
from app.views.widgets.error_banner import ErrorBanner

log = logging.getLogger("teller.crash")


def sentence_for(exc: BaseException) -> str:
    """What happened, in words a person can act on, and what to do."""
    if isinstance(exc, PermissionError):
        what = translate("CrashHandler", "Teller was not allowed to use {0}.").format(
            exc.filename or translate("CrashHandler", "a file or folder")
        )
        todo = translate("CrashHandler", "Check that it can be written to, then try again.")
    elif isinstance(exc, OSError) and exc.strerror:
        where = f" ({exc.filename})" if exc.filename else ""
        what = translate("CrashHandler", "The system refused what Teller asked: {0}{1}.").format(
            exc.strerror, where
        )
        todo = translate(
            "CrashHandler", "Try again; if it keeps happening, report it with the log."
        )
    else:
        what = translate("CrashHandler", "Something went wrong inside Teller ({0}: {1}).").format(
            type(exc).__name__, str(exc) or translate("CrashHandler", "no details")
        )
        todo = translate(
            "CrashHandler",
            "Teller carries on; if it happens again, report it with the log.",
        )
    return f"{what} {todo}"


class CrashHandler(QObject):
    """Installed once for the whole app by ``install``; ``uninstall`` puts the hooks back."""

    shown = Signal(str)  # the sentence, once shown
    _from_thread = Signal(object)  # an exception raised in another thread, to show here

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self.last_box: QMessageBox | None = None
        self._from_thread.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_hook
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._previous_thread_hook

    def excepthook(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            self._previous_hook(exc_type, exc, tb)
            return
        log.error("Unhandled exception", exc_info=(exc_type, exc, tb))
        if threading.current_thread() is threading.main_thread():
            self._show(exc)
        else:
            self._from_thread.emit(exc)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        where = args.thread.name if args.thread is not None else "?"
        log.error(
            "Unhandled exception in thread %s",
            where,
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )
        self._from_thread.emit(args.exc_value)

    def _show(self, exc: BaseException) -> None:
        """Never raises: a failure here must not loop back into the hook."""
        sentence = sentence_for(exc)
        try:
            window = QApplication.activeWindow()
            banner = getattr(window, "banner", None) if window is not None else None
            if isinstance(banner, ErrorBanner) and window is not None and window.isVisible():
                banner.show_error(sentence)
            else:
                self._box(sentence, window)
        except Exception:  # the sentence is in the log either way
            log.exception("Could not show an unhandled exception")
            return
        self.shown.emit(sentence)

    def _box(self, sentence: str, parent: QWidget | None) -> None:
        if self.last_box is not None:
            with contextlib.suppress(RuntimeError):  # one box: a later error replaces its text
                if self.last_box.isVisible():
                    self.last_box.setText(sentence)
                    return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("CrashHandler", "Teller"),
            sentence,
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not exec(): the event loop, and Teller, go on
        self.last_box = box


def install_crash_handler(app: QCoreApplication) -> CrashHandler:
    handler = CrashHandler(app)
    handler.install()
    return handler
