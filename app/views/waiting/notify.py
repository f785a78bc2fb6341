"""A desktop notification when a watched payout settles or fails while Teller is not in
front: through the system tray where the platform has one, else the taskbar's attention
flash (``QApplication.alert``). Nothing while a Teller window is active: the person sees
the payout result and the waiting list change there.

The decision (``how_to_tell``) is separate from the popup, so a test on the offscreen
platform checks it without an OS popup.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QMainWindow, QSystemTrayIcon

from app.models.orders import OrderState, OrderSummary
from app.services.session import Session
from app.services.waiting.watch import WaitingWatch
from app.views.widgets.numbers import money_display
from app.views.widgets.terms import order_type_name
from app.views.widgets.visible_text import visible

SHOWN_MS = 10_000


class Telling(Enum):
    NOTHING = "nothing"  # Teller is in front
    TRAY = "tray"  # a message from the system tray
    ALERT = "alert"  # no tray here: the window asks for attention


def how_to_tell(*, in_front: bool, tray: bool) -> Telling:
    if in_front:
        return Telling.NOTHING
    return Telling.TRAY if tray else Telling.ALERT


def teller_in_front() -> bool:
    """Any Teller window active (the main window, the bulk window, a dialog)."""
    return QApplication.activeWindow() is not None


class PayoutNotifier(QObject):
    def __init__(
        self,
        window: QMainWindow,
        session: Session,
        watch: WaitingWatch,
        *,
        in_front: Callable[[], bool] = teller_in_front,
        tray_available: Callable[[], bool] = QSystemTrayIcon.isSystemTrayAvailable,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._in_front = in_front
        self._tray_available = tray_available
        self.tray: QSystemTrayIcon | None = None  # made the first time it is needed
        self.told: list[tuple[Telling, str, str]] = []  # what was said, and how (tests read)
        watch.finished.connect(self.payout_ended)

    def payout_ended(self, order: OrderSummary) -> Telling:
        how = how_to_tell(in_front=self._in_front(), tray=self._tray_available())
        if how is Telling.NOTHING:
            return how
        title, text = self.words(order)
        self.told.append((how, title, text))
        if how is Telling.TRAY:
            tray = self._tray()
            tray.show()
            icon = (
                QSystemTrayIcon.MessageIcon.Warning
                if order.state == OrderState.FAILED.value
                else QSystemTrayIcon.MessageIcon.Information
            )
            tray.showMessage(title, text, icon, SHOWN_MS)
        else:
            QApplication.alert(self._window, 0)
        return how

    def words(self, order: OrderSummary) -> tuple[str, str]:
        failed = order.state == OrderState.FAILED.value
        title = self.tr("Payout failed") if failed else self.tr("Payout settled")
        amount = money_display(order.origin) if order.origin is not None else "—"
        text = self.tr("{0} of {1} to {2} ({3}).").format(
            order_type_name(order.type, order.display_type),
            amount,
            visible(order.counterparty) or "—",
            self._session.environment.label,
        )
        return title, text

    def _tray(self) -> QSystemTrayIcon:
        if self.tray is None:
            self.tray = QSystemTrayIcon(self._window.windowIcon(), self)
            self.tray.setToolTip(self._window.windowTitle())
            self.tray.messageClicked.connect(self._bring_window)
            self.tray.activated.connect(lambda _reason: self._bring_window())
        return self.tray

    def _bring_window(self) -> None:
        window = self._window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()

    def stop(self) -> None:
        if self.tray is not None:
            self.tray.hide()
