"""View > Waiting for you (Ctrl+Shift+W): a dock beside every workspace, not a tab.

Someone working all day keeps it open at the side while they pay, review and search, and
sees it change; a tab would hide the work it is about. It lists what the watch found, by
kind (money blocked first) and oldest first, and says when it last looked or why it could
not. Keyboard: arrows move; Enter does the item's action (Enter OTP…, Show in Orders,
Resume…, Confirm…, Open the case); Delete marks a failure seen; F5 looks again; Esc goes
back to the workspace.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QGridLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError
from app.services.sandbox_process import restart_action
from app.services.session import Session
from app.services.waiting.items import WaitingItem
from app.services.waiting.watch import WaitingWatch
from app.views.waiting import words
from app.views.waiting.item_look import DETAIL_ROLE, HEAD_ROLE, WaitingItemLook
from app.views.widgets.api_messages import error_text
from app.views.widgets.times import date_format

KEY_ROLE = Qt.ItemDataRole.UserRole
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


DOCK_WIDTH = 250  # beside a workspace at 1366 x 768, neither needs a horizontal scrollbar


class _Narrow(QWidget):
    """The dock's body, narrow by default (the window's saved state keeps a width the person
    dragged): the items are cut to the width, whole in their tooltips."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(min(hint.width(), DOCK_WIDTH), hint.height())


class WaitingPanel(QDockWidget):
    open_requested = Signal(object)  # WaitingItem
    leave_requested = Signal()  # Esc: the keyboard goes back to the workspace
    closed_by_person = Signal()  # its title bar's close button: a choice kept for next time

    def __init__(
        self, session: Session, watch: WaitingWatch, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Waiting for you"), parent)
        self.setObjectName("WaitingDock")  # the window's saved state keeps where it was
        self._session = session
        self.watch = watch
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setProperty("role", "subtle")
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Waiting for you"))
        self.list.setWordWrap(False)  # two lines an item, each cut to the width (item_look)
        self.list.setUniformItemSizes(True)
        self.list.setItemDelegate(WaitingItemLook(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.empty = QLabel(
            self.tr(
                "Nothing waits for you. Payouts waiting for their OTP, payouts that fail, "
                "unfinished batches and decisions to confirm show here."
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setProperty("role", "subtle")
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setToolTip(self.tr("Do what the selected item waits for (Enter)"))
        self.seen_button = QPushButton(self.tr("Seen"))
        self.seen_button.setToolTip(self.tr("The failure leaves the list (Delete)"))
        self.all_seen_button = QPushButton(self.tr("All seen"))
        self.all_seen_button.setToolTip(
            self.tr("Every failure so far leaves the list; only later ones show")
        )
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Look again now (F5)"))
        for button in (
            self.open_button,
            self.seen_button,
            self.all_seen_button,
            self.refresh_button,
        ):
            button.setAutoDefault(False)
        buttons = QGridLayout()  # two by two: the dock stays narrow beside a workspace
        buttons.addWidget(self.open_button, 0, 0)
        buttons.addWidget(self.seen_button, 0, 1)
        buttons.addWidget(self.all_seen_button, 1, 0)
        buttons.addWidget(self.refresh_button, 1, 1)
        body = _Narrow()
        layout = QVBoxLayout(body)
        layout.addWidget(self.status)
        layout.addWidget(self.empty)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.setFocusProxy(self.list)

        self.list.installEventFilter(self)
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        leave.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # in the dock only
        leave.activated.connect(self.leave_requested.emit)
        self.list.itemDoubleClicked.connect(lambda _item: self.open_current())
        self.list.currentItemChanged.connect(lambda *_: self._show_buttons())
        self.open_button.clicked.connect(self.open_current)
        self.seen_button.clicked.connect(self.mark_current_seen)
        self.all_seen_button.clicked.connect(watch.mark_all_seen)
        self.refresh_button.clicked.connect(watch.refresh)
        watch.changed.connect(self.refill)
        self.refill()

    # --- the list ---
    def items(self) -> list[WaitingItem]:
        return list(self.watch.items)

    def current(self) -> WaitingItem | None:
        row = self.list.currentRow()
        items = self.watch.items
        return items[row] if 0 <= row < len(items) else None

    def refill(self) -> None:
        """The watch's items, the one selected kept selected while it waits."""
        chosen = self.current()
        items = self.watch.items
        self.list.clear()
        session = self._session
        for item in items:
            head = words.headline(item, session)
            detail = words.detail(item, session)
            line = QListWidgetItem(f"{head}\n{detail}")
            line.setData(KEY_ROLE, item.key)
            line.setData(HEAD_ROLE, head)
            line.setData(DETAIL_ROLE, detail)
            line.setData(Qt.ItemDataRole.AccessibleTextRole, words.spoken(item, session))
            line.setToolTip(
                f"{head}\n{detail}\n" + self.tr("Enter: {0}").format(words.action(item, session))
            )
            self.list.addItem(line)
        keys = [item.key for item in items]
        if items:
            keep = keys.index(chosen.key) if chosen is not None and chosen.key in keys else 0
            self.list.setCurrentRow(keep)
        self.list.setVisible(bool(items))
        self.empty.setVisible(not items)
        self.status.setText(self._status())
        self.setWindowTitle(self._title(len(items)))
        self._show_buttons()

    def _title(self, count: int) -> str:
        if not count:
            return self.tr("Waiting for you")
        return self.tr("Waiting for you ({0})").format(count)

    def _status(self) -> str:
        watch = self.watch
        if watch.session_ended:
            return self.tr(
                "The session has ended: the list is looked at again once you sign in again."
            )
        error = watch.error
        if error is not None:
            reason = error_text(error) if isinstance(error, ApiError) else type(error).__name__
            if restart_action(error, _nothing) is not None:  # F5 cannot help: Restart sandbox
                return self.tr("{0} The list shows the last answer.").format(reason)
            return self.tr(
                "The list could not be read again ({0}); it shows the last answer. Press F5 "
                "to try now."
            ).format(reason)
        if watch.refreshed_at is None:
            return self.tr("Looking…")
        when = watch.refreshed_at.astimezone().strftime(date_format("%H:%M"))
        text = self.tr("Looked at {0}; it looks again by itself.").format(when)
        if watch.more:
            text += " " + self.tr(
                "More payouts wait than the list reads at once: filter by state in Orders "
                "to see them all."
            )
        return text

    def _show_buttons(self) -> None:
        item = self.current()
        self.open_button.setEnabled(item is not None)
        if item is not None:
            self.open_button.setText(words.action(item, self._session))
        self.seen_button.setEnabled(item is not None and item.ends_when_seen)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        super().closeEvent(event)
        if event.isAccepted():
            self.closed_by_person.emit()

    # --- the keyboard ---
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key, plain = event.key(), event.modifiers() in PLAIN
            if key in ENTER_KEYS and plain:
                self.open_current()
                return True
            if key == Qt.Key.Key_Delete and plain:
                self.mark_current_seen()
                return True
            if key == Qt.Key.Key_F5 and plain:
                self.watch.refresh()
                return True
        return super().eventFilter(watched, event)

    def open_current(self) -> WaitingItem | None:
        item = self.current()
        if item is not None:
            self.open_requested.emit(item)
        return item

    def mark_current_seen(self) -> None:
        item = self.current()
        if item is not None and item.ends_when_seen:
            self.watch.mark_seen(item)

    def bring_forward(self) -> None:
        """Shown, raised, and the keyboard in the list."""
        self.show()
        self.raise_()
        if not self.list.count():  # nothing to move among: Refresh is what is left to do
            self.refresh_button.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        self.list.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if self.list.currentRow() < 0:
            self.list.setCurrentRow(0)


def _nothing() -> None:
    """Only whether the built-in sandbox's stop explains a failure is asked here."""
