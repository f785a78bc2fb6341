"""The top of a case: company, user id (copyable), session state badge, kybId and age, and
the case's actions (start a session, refresh, back to the queue).

A case's state changes only by a decision (the review bar's D, judged by the rule book at the
door); moving it to any state by hand is a testers' tool in the Sandbox menu
(``app/views/sandbox_tools/kyb_state_tool.py``), never a button here."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.kyb_catalogue import FINAL_KYB_STATES
from app.models.onboarding import KybSession
from app.views.compliance.formatting import span, when
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.terms import kyb_state_name, state_name
from app.views.widgets.visible_text import visible


class NameLabel(QLabel):
    """The company's name: on one line where there is room, beside its state; wrapped onto
    more where there is not (960 px), never cut and never pushing the case wider."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        margins = self.contentsMargins()
        one_line = self.fontMetrics().horizontalAdvance(self.text()) + margins.left()
        return QSize(max(hint.width(), one_line + margins.right() + 2), hint.height())


class WrappedLine(QLabel):
    """A line that wraps when narrow and keeps the height of all its lines: the workspace's
    stacked pages do not pass a wrapped label's height on, so the second line was cut."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        needed = self.heightForWidth(event.size().width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class CaseHeader(QWidget):
    back_requested = Signal()
    start_requested = Signal()
    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.uid = ""
        self.times_in_utc = False
        self.back_button = QPushButton(self.tr("◀ &Queue"))
        self.back_button.setToolTip(self.tr("Back to the case queue (Alt+Q)"))
        self.back_button.setAutoDefault(False)
        self.company = NameLabel(self.tr("No case open"))
        self.company.setProperty("role", "heading")
        self.company.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = StateBadge()
        self.user_id = QLabel()
        self.user_id.setProperty("role", "subtle")
        self.user_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_id = CopyButton(lambda: self.uid, what=self.tr("the user id"))
        self.session_line = WrappedLine()
        self.session_line.setProperty("role", "subtle")
        self.session_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.start_button = QPushButton(self.tr("Start &KYB session"))
        self.start_button.setAutoDefault(False)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setShortcut("F5")
        self.refresh_button.setToolTip(self.tr("Read the case again (F5)"))
        self.refresh_button.setAutoDefault(False)

        # Narrow (960 px), the name and the session's line wrap rather than push the case
        # wider than the window.
        self.company.setWordWrap(True)
        self.session_line.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(8)
        top.addWidget(self.company)
        top.addWidget(self.state)
        top.addStretch(1)
        top.addWidget(self.start_button)
        top.addWidget(self.refresh_button)
        ids = QHBoxLayout()
        ids.addWidget(self.user_id)
        ids.addWidget(self.copy_id)
        ids.addSpacing(12)
        ids.addWidget(self.session_line, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(ids)

        self.back_button.clicked.connect(self.back_requested.emit)
        self.start_button.clicked.connect(self.start_requested.emit)
        self.refresh_button.clicked.connect(self.refresh_requested.emit)
        self.show_case("", "", None)

    def show_case(self, uid: str, company: str, session: KybSession | None) -> None:
        self.uid = uid
        self.copy_id.setEnabled(bool(uid))
        self.refresh_button.setEnabled(bool(uid))
        if not uid:
            self.company.setText(self.tr("No case open"))
            self.user_id.clear()
            self.session_line.clear()
            self.state.set_state("")
            return
        self.company.setText(visible(company) or uid)
        self.user_id.setText(self.tr("User {0}").format(uid))
        if session is None:
            self.state.set_state("")
            self.state.setText(self.tr("no session"))
            self.session_line.setText(self.tr("No KYB session yet"))
            return
        self.state.set_state(session.state)
        if kyb_state_name(session.state) != state_name(session.state):  # said as it means
            self.state.setText(kyb_state_name(session.state))
            self.state.setToolTip(
                self.tr("State: {0} ({1})").format(
                    kyb_state_name(session.state), state_name(session.state)
                )
            )
        parts = [self.tr("KYB {0}").format(session.kyb_id) if session.kyb_id is not None else ""]
        if (
            session.created_at is not None
            and session.updated_at is not None
            and session.state in FINAL_KYB_STATES
        ):
            parts.append(  # a decided case stops ageing: it took this long
                self.tr("opened {0} (decided {1} later)").format(
                    when(session.created_at, self.times_in_utc),
                    span(session.updated_at - session.created_at),
                )
            )
        elif session.created_at is not None:
            age = span(datetime.now(UTC) - session.created_at)
            parts.append(
                self.tr("opened {0} ({1} ago)").format(
                    when(session.created_at, self.times_in_utc), age
                )
            )
        if session.updated_at is not None:
            parts.append(
                self.tr("last change {0}").format(when(session.updated_at, self.times_in_utc))
            )
        self.session_line.setText(" · ".join(p for p in parts if p))
        self.session_line.setToolTip(self.tr("Session {0}").format(session.id))

    def set_actions(self, *, start: str | None) -> None:
        """Enable the actions, or disable each with the reason why (a tooltip)."""
        self.start_button.setEnabled(start is None)
        self.start_button.setToolTip(start or self.tr("Open a new KYB session for this business"))
