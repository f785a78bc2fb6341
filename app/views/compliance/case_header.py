"""The top of a case: company, user id (copyable), session state badge, kybId and age, and
the case's actions (start a session, move its state, refresh, back to the queue)."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import KybSession
from app.views.compliance.case_source import Choice
from app.views.compliance.formatting import span, when
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.state_badge import StateBadge

DEFAULT_STATES = (
    Choice("CREATED", "CREATED"),
    Choice("IN_REVIEW", "IN_REVIEW"),
    Choice("APPROVED", "APPROVED"),
    Choice("REJECTED", "REJECTED"),
)


class CaseHeader(QWidget):
    back_requested = Signal()
    start_requested = Signal()
    move_requested = Signal(str)  # the new state
    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.uid = ""
        self.times_in_utc = False
        self.back_button = QPushButton(self.tr("◀ &Queue"))
        self.back_button.setToolTip(self.tr("Back to the case queue (Alt+Q)"))
        self.back_button.setAutoDefault(False)
        self.company = QLabel(self.tr("No case open"))
        self.company.setProperty("role", "heading")
        self.company.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = StateBadge()
        self.user_id = QLabel()
        self.user_id.setProperty("role", "subtle")
        self.user_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_id = CopyButton(lambda: self.uid, what=self.tr("the user id"))
        self.session_line = QLabel()
        self.session_line.setProperty("role", "subtle")
        self.session_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.start_button = QPushButton(self.tr("Start &KYB session"))
        self.start_button.setAutoDefault(False)
        self.new_state = QComboBox()
        self.new_state.setAccessibleName(self.tr("New session state"))
        self.move_button = QPushButton(self.tr("&Move to state"))
        self.move_button.setAutoDefault(False)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setShortcut("F5")
        self.refresh_button.setToolTip(self.tr("Read the case again (F5)"))
        self.refresh_button.setAutoDefault(False)
        self.set_states(DEFAULT_STATES)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(8)
        top.addWidget(self.company)
        top.addWidget(self.state)
        top.addStretch(1)
        top.addWidget(self.start_button)
        top.addWidget(self.new_state)
        top.addWidget(self.move_button)
        top.addWidget(self.refresh_button)
        ids = QHBoxLayout()
        ids.addWidget(self.user_id)
        ids.addWidget(self.copy_id)
        ids.addSpacing(12)
        ids.addWidget(self.session_line)
        ids.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(ids)

        self.back_button.clicked.connect(self.back_requested.emit)
        self.start_button.clicked.connect(self.start_requested.emit)
        self.move_button.clicked.connect(self._move)
        self.refresh_button.clicked.connect(self.refresh_requested.emit)
        self.show_case("", "", None)

    def set_states(self, states: tuple[Choice, ...]) -> None:
        current = self.new_state.currentData()
        self.new_state.clear()
        for state in states:
            self.new_state.addItem(state.name, state.slug)
        index = self.new_state.findData(current)
        if index >= 0:
            self.new_state.setCurrentIndex(index)

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
        self.company.setText(company or uid)
        self.user_id.setText(self.tr("User {0}").format(uid))
        if session is None:
            self.state.set_state("")
            self.state.setText(self.tr("no session"))
            self.session_line.setText(self.tr("No KYB session yet"))
            return
        self.state.set_state(session.state)
        age = span(datetime.now(UTC) - session.created_at) if session.created_at is not None else ""
        parts = [self.tr("KYB {0}").format(session.kyb_id) if session.kyb_id is not None else ""]
        if session.created_at is not None:
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
        index = self.new_state.findData(session.state)
        if index >= 0:
            self.new_state.setCurrentIndex(index)

    def set_actions(self, *, start: str | None, move: str | None) -> None:
        """Enable the actions, or disable each with the reason why (a tooltip)."""
        self.start_button.setEnabled(start is None)
        self.start_button.setToolTip(start or self.tr("Open a new KYB session for this business"))
        for widget in (self.new_state, self.move_button):
            widget.setEnabled(move is None)
        self.move_button.setToolTip(move or self.tr("Move the session to the chosen state"))
        self.new_state.setToolTip(move or "")

    def _move(self) -> None:
        state = self.new_state.currentData()
        if state:
            self.move_requested.emit(str(state))
