"""The waiting list in a main window: the watch, the dock, View > Waiting for you
(Ctrl+Shift+W), the status bar's count and the desktop notification, wired in one place so
the main window only calls ``install_waiting``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from app.services.settings import AppSettings
from app.services.waiting.items import WaitingKind
from app.services.waiting.watch import WaitingWatch
from app.views.first_paint import when_first_painted
from app.views.payouts.otp_notes import SANDBOX_OTP_THRESHOLD
from app.views.waiting.count import WaitingCount
from app.views.waiting.notify import PayoutNotifier
from app.views.waiting.opening import open_item
from app.views.waiting.panel import WaitingPanel
from app.views.widgets.screen_fit import FRAME_ALLOWANCE, available_area
from app.views.widgets.workspace_tabs import WorkspaceTabs

if TYPE_CHECKING:
    from app.views.workspace_window import WorkspaceWindow

WAITING_SHORTCUT = "Ctrl+Shift+W"
DOCK_CHOICE = "waiting/dock"  # "open" or "closed": what the person last chose, kept between runs
OPEN, CLOSED = "open", "closed"
# An unfinished batch has its own offer at start (Resume, Later, Show results): the list does
# not open for it as well.
OPENS_FOR = frozenset(WaitingKind) - {WaitingKind.UNFINISHED_BATCH}
SEPARATOR = 6  # the splitter between the list and the workspace


@dataclass
class Waiting:
    watch: WaitingWatch
    panel: WaitingPanel
    count: WaitingCount
    action: QAction
    notifier: PayoutNotifier
    settings: AppSettings
    came_from: QWidget | None = None  # where the keyboard was before the list took it

    def choose(self, shown: bool) -> None:
        """The person opened or closed the list: the next start honours it."""
        self.settings.set_value(DOCK_CHOICE, OPEN if shown else CLOSED)

    def chosen_open(self) -> bool:
        return bool(self.settings.value(DOCK_CHOICE) == OPEN)

    def show_list(self) -> None:
        self.choose(True)
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
            self.choose(False)
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
    window: WorkspaceWindow, settings: AppSettings, view_menu: QMenu, *, start: bool
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
    waiting = Waiting(watch, panel, count, action, notifier, settings)
    action.triggered.connect(waiting.toggle)
    count.clicked.connect(waiting.show_list)
    panel.open_requested.connect(lambda item: open_item(window, item, watch))
    panel.leave_requested.connect(waiting.leave)
    panel.closed_by_person.connect(lambda: waiting.choose(False))
    _ChoiceAtShow(window, waiting)
    _RoomBeside(window, panel)
    _open_for_news(waiting)
    if start:

        def begin() -> None:
            watch.start()

        when_first_painted(window, begin)
    return waiting


class _ChoiceAtShow(QObject):
    """When the window first shows (after its saved state is restored, which may have the
    list open from a run when it opened by itself), the list is as the person last chose:
    closed until they ask for it, open if they kept it open."""

    def __init__(self, window: QWidget, waiting: Waiting) -> None:
        super().__init__(window)
        self._waiting = waiting
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show:
            watched.removeEventFilter(self)
            self._waiting.panel.setVisible(self._waiting.chosen_open())
        return False


class _RoomBeside(QObject):
    """The list takes its room from the screen before the workspace: shown at the side of a
    window that is neither maximised nor full screen (Teller opens 1180 px wide on a
    1366 px laptop), the window grows by the list's width as far as the screen allows, so the
    balance tiles, the payout forms and the case table keep the width they had; hidden
    again, it gives back what it took."""

    def __init__(self, window: QMainWindow, panel: WaitingPanel) -> None:
        super().__init__(window)
        self._window = window
        self._panel = panel
        self._added = 0
        panel.visibilityChanged.connect(self._follow)
        panel.topLevelChanged.connect(lambda _floating: self._follow(panel.isVisible()))

    def _free(self) -> bool:
        window = self._window
        return window.isVisible() and not (
            window.isMaximized() or window.isFullScreen() or window.isMinimized()
        )

    def _follow(self, visible: bool) -> None:
        window, panel = self._window, self._panel
        if not self._free():
            return
        if visible and not panel.isFloating():
            if self._added:
                return
            area = available_area(window)
            room = area.width() - FRAME_ALLOWANCE.width()
            wanted = min(room, window.width() + panel.width() + SEPARATOR)
            grow = wanted - window.width()
            if grow <= 0:
                return
            frame = window.frameGeometry()
            x = min(frame.x(), area.right() + 1 - wanted - FRAME_ALLOWANCE.width())
            window.resize(wanted, window.height())
            if x != frame.x():
                window.move(max(area.x(), x), frame.y())
            self._added = grow
        elif self._added:
            window.resize(window.width() - self._added, window.height())
            self._added = 0


def _open_for_news(waiting: Waiting) -> None:
    """At the first look after a start, the list opens at the side, without taking the
    keyboard, only for what it has never put before the person (a payout left waiting for its
    OTP in the last run, a failure since): not for the same payouts at every start. Otherwise
    the status bar's count says it (bold). What is listed while the list is on screen counts
    as put before the person. Not a status bar message: one hides the bar's own words (the
    environment, the built-in sandbox's notice and its Restart button) for as long as it
    shows."""
    watch, panel = waiting.watch, waiting.panel
    first = [True]

    def shown_now() -> None:
        watch.seen.mark_shown(item.key for item in watch.items)

    def looked() -> None:
        if watch.refreshed_at is None:
            return
        if panel.isVisible():
            shown_now()
        elif first[0]:
            news = watch.seen.unshown(item.key for item in watch.items if item.kind in OPENS_FOR)
            if news:
                panel.show()
                shown_now()
        first[0] = False

    def visibility(visible: bool) -> None:
        if visible and watch.refreshed_at is not None:
            shown_now()

    watch.changed.connect(looked)
    panel.visibilityChanged.connect(visibility)
