"""The main window's status bar: environment badge, merchant, token time, activity, and the
built-in sandbox's notice when it stopped under Teller (with "Restart sandbox")."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStatusBar,
    QWidget,
)

from app.services.environments import Environment
from app.views.activity import ActivityTracker
from app.views.environments.band import badge_style

TICK_MS = 1000


class SandboxNotice(QFrame):
    """One sentence in the error banner's colours, and the one action that helps."""

    restart_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ErrorBanner")  # the banner's look, from the stylesheet
        self.setProperty("kind", "error")
        self.message = QLabel()
        self.message.setWordWrap(False)
        # Never wider than the bar has room for: a long sentence widened the whole window.
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message.setMinimumWidth(120)
        # It takes the bar's spare room (its sentence whole), up to about a line of text:
        # what is left beside it still shows a passing message.
        self.setMaximumWidth(self.fontMetrics().averageCharWidth() * 100)
        self._hide_later = QTimer(self)
        self._hide_later.setSingleShot(True)
        self._hide_later.timeout.connect(self.clear)
        self.restart_button = QPushButton(self.tr("&Restart sandbox"))
        self.restart_button.setAutoDefault(False)
        self.restart_button.clicked.connect(self.restart_requested.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 4, 2)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.restart_button)
        self.hide()

    @property
    def text(self) -> str:
        return self.message.text()

    def show_stopped(self, sentence: str) -> None:
        self._show("error", sentence, restart=True)

    def show_restarting(self) -> None:
        self._show("info", self.tr("Restarting the built-in sandbox…"), restart=False)

    def show_info(self, sentence: str, for_ms: int = 8000) -> None:
        """A passing note (the sandbox is back); the badge and merchant stay in view."""
        self._show("info", sentence, restart=False)
        self._hide_later.start(for_ms)

    def _show(self, kind: str, sentence: str, *, restart: bool) -> None:
        self._hide_later.stop()
        self.setProperty("kind", kind)
        self.style().unpolish(self)
        self.style().polish(self)
        self.message.setText(sentence)
        self.message.setToolTip(sentence)
        self.setAccessibleName(sentence)
        self.restart_button.setVisible(restart)
        self.show()

    def clear(self) -> None:
        self._hide_later.stop()
        self.message.clear()
        self.hide()


class SessionStatusBar(QStatusBar):
    def __init__(
        self,
        environment: Environment,
        merchant: str,
        activity: ActivityTracker,
        token_expiry: Callable[[], datetime | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._token_expiry = token_expiry
        self.environment_badge = QLabel(environment.label)
        self.environment_badge.setObjectName("EnvironmentBadge")
        self.environment_badge.setProperty("live", not environment.is_sandbox)
        if environment.name:  # a profile: its own colour (the name says which, not colour alone)
            self.environment_badge.setStyleSheet(badge_style(environment))
        self.environment_badge.setToolTip(
            self.tr("Signed in to the built-in sandbox: no real money moves.")
            if environment.is_sandbox and not environment.name
            else self.tr("Signed in to {0} ({1}): made-up data.").format(
                environment.name, environment.base_url
            )
            if environment.is_sandbox
            else self.tr("Signed in to {0} ({1}), a staging server.").format(
                environment.name, environment.base_url
            )
            if not environment.is_production
            else self.tr("Signed in to {0}: PRODUCTION, real money moves.").format(
                environment.base_url
            )
        )
        self.environment_badge.setAccessibleName(self.environment_badge.toolTip())
        self.merchant = QLabel(self.tr("Merchant: {0}").format(merchant))
        self.token_time = QLabel()
        self.activity = QProgressBar()
        self.activity.setRange(0, 0)
        self.activity.setFixedWidth(80)
        self.activity.setMaximumHeight(12)
        self.activity.setTextVisible(False)
        self.activity.setToolTip(self.tr("Talking to the server…"))
        self.activity.hide()
        self.sandbox_notice = SandboxNotice()
        # All permanent: a passing message (showMessage) hides the bar's other widgets, and
        # the badge vanished with every one (on production it must always be in sight), the
        # sandbox's notice and its one action too. Messages take the room on the left.
        self.addPermanentWidget(self.sandbox_notice, 1)
        self.addPermanentWidget(self.environment_badge)
        self.addPermanentWidget(self.merchant)
        self.addPermanentWidget(self.activity)
        self.addPermanentWidget(self.token_time)
        # A bound method, not a lambda: Qt drops the connection when this bar is deleted,
        # while the tracker (shared with the sign-in flow) lives on.
        activity.changed.connect(self.show_activity)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.refresh_token_time)
        self._timer.start()
        self.refresh_token_time()

    def show_activity(self, running: int) -> None:
        self.activity.setVisible(running > 0)

    def refresh_token_time(self) -> None:
        expiry: datetime | None = self._token_expiry()
        if expiry is None:
            self.token_time.setText(self.tr("Session: unknown expiry"))
            return
        left = int((expiry - datetime.now(UTC)).total_seconds())
        if left <= 0:
            self.token_time.setText(self.tr("Session expired"))
        else:
            self.token_time.setText(
                self.tr("Session: {0}:{1:02d} left").format(left // 60, left % 60)
            )
