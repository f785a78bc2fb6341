"""The waiting list in a main window: the watch, the dock, View > Waiting for you
(Ctrl+Shift+W), the status bar's count and the desktop notification, wired in one place so
the main window only calls ``install_waiting``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from app.services.settings import AppSettings
from app.services.waiting.items import WaitingKind
from app.services.waiting.watch import WaitingWatch
from app.views.first_paint import when_first_painted
from app.views.payouts.otp_notes import SANDBOX_OTP_THRESHOLD
from app.views.waiting.count import WaitingCount
from app.views.waiting.notify import PayoutNotifier
from app.views.waiting.opening import open_item
from app.views.waiting.panel import WaitingPanel
from app.views.widgets.workspace_tabs import WorkspaceTabs

if TYPE_CHECKING:
    from app.views.main_window import MainWindow

WAITING_SHORTCUT = "Ctrl+Shift+W"


@dataclass
class Waiting:
    watch: WaitingWatch
    panel: WaitingPanel
    count: WaitingCount
    action: QAction
    notifier: PayoutNotifier
    came_from: QWidget | None = None  # where the keyboard was before the list took it

    def show_list(self) -> None:
        focused = QApplication.focusWidget()
        if focused is not None and not self._inside(focused):
            self.came_from = focused
        self.panel.bring_forward()

    def _inside(self, widget: QWidget) -> bool:
        return widget is self.panel or self.panel.isAncestorOf(widget)

    def toggle(self) -> None:
        """Ctrl+Shift+W: the list, with the keyboard in it; again from inside it: closed,
        and the keyboard back in the workspace."""
        panel = self.panel
        focused = QApplication.focusWidget()
        if panel.isVisible() and focused is not None and self._inside(focused):
            self.leave()
            panel.hide()
            return
        self.show_list()

    def leave(self) -> None:
        """The keyboard back where it was before the list took it, or in the workspace on
        screen (its first field, as a tab opened)."""
        before, self.came_from = self.came_from, None
        if before is not None and shiboken6.isValid(before) and before.isVisible():
            before.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        window = self.panel.parentWidget()
        tabs = getattr(window, "tabs", None)
        if isinstance(tabs, WorkspaceTabs) and tabs.currentWidget() is not None:
            tabs.keyboard_into()

    def stop(self) -> None:
        self.watch.stop()
        self.notifier.stop()


def install_waiting(
    window: MainWindow, settings: AppSettings, view_menu: QMenu, *, start: bool
) -> Waiting:
    """``start``: look now and every interval (False in most tests: a window built to test
    something else sends none of the list's requests)."""
    session = window.session
    watch = WaitingWatch(
        session,
        settings,
        journal=window.journal,
        batch_store=window.batch_store,
        otp_from=SANDBOX_OTP_THRESHOLD if session.sandbox is not None else None,
        parent=window,
    )
    panel = WaitingPanel(session, watch, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    panel.hide()  # until asked for, or the saved window state had it open
    action = QAction(QCoreApplication.translate("Waiting", "&Waiting for you"), window)
    action.setShortcut(QKeySequence(WAITING_SHORTCUT))
    view_menu.addAction(action)
    count = WaitingCount(watch, WAITING_SHORTCUT)
    window.statusBar().addPermanentWidget(count)
    notifier = PayoutNotifier(window, session, watch)
    waiting = Waiting(watch, panel, count, action, notifier)
    action.triggered.connect(waiting.toggle)
    count.clicked.connect(waiting.show_list)
    panel.open_requested.connect(lambda item: open_item(window, item, watch))
    panel.leave_requested.connect(waiting.leave)
    _open_at_first_look(panel, watch)
    if start:

        def begin() -> None:
            watch.start()

        when_first_painted(window, begin)
    return waiting


def _open_at_first_look(panel: WaitingPanel, watch: WaitingWatch) -> None:
    """After a restart, payouts left waiting for their OTP (they stayed Created with no
    prompt) open the list at the side, once, without taking the keyboard. Not a status bar
    message: one hides the bar's own words (the environment, the built-in sandbox's notice
    and its Restart button) for as long as it shows."""

    def looked() -> None:
        if watch.refreshed_at is None:
            return
        watch.changed.disconnect(looked)
        if any(item.kind is WaitingKind.OTP for item in watch.items):
            panel.show()

    watch.changed.connect(looked)
