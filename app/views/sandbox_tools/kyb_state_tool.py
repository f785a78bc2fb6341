"""The Sandbox menu's "Move a KYB case to any state…": a testers' tool, and says so.

It moves a sandbox KYB session to any state without a review decision, through the door
(``Actions.set_kyb_session_state``), which journals the state it set and judges a move into
APPROVED by the same rule book as an approval: every current document marked approved, every
shareholder's KYC passed, and a written reason. A refusal is said in the dialog, which stays
open with what was typed; the case's report then says the state was set by this tool, never
"No decision yet" beside it. The case header has no such button: a case's state changes by a
decision (the review bar's D).
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
)

from app.models.kyb_cases import KybCase
from app.models.kyb_catalogue import KYB_SESSION_STATES
from app.models.onboarding import KybSession
from app.services.kyb_actions import ReviewRefused
from app.services.session import Session
from app.views.compliance.review_dialogs import refusal_text
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.dialog_parts import problem_line
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.terms import kyb_state_name
from app.views.widgets.visible_text import visible

CURRENT_STATE_ROLE = Qt.ItemDataRole.UserRole + 1  # a case's state in the case combo


class KybStateDialog(QDialog):
    """Choose a business with a KYB session, a state and why; Move sends it through the door."""

    def __init__(
        self,
        session: Session,
        window: QMainWindow,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(window)
        self._session = session
        self._window = window
        self.setWindowTitle(self.tr("Move a KYB case to any state (testers' tool)"))
        form = QFormLayout(self)
        said = QLabel(
            self.tr(
                "A testers' tool: it moves a sandbox KYB session to any state without a review "
                "decision. The journal records the state it set, and the case's report says "
                "this tool set it. Into {0} only as an approval: every current document "
                "marked approved, every shareholder's KYC passed, and a reason."
            ).format(kyb_state_name("APPROVED"))
        )
        said.setWordWrap(True)
        said.setObjectName("said")
        form.addRow(said)
        self.banner = ErrorBanner()
        form.addRow(self.banner)
        self.case = QComboBox()
        self.case.setObjectName("case")
        self.case.setAccessibleName(self.tr("KYB case"))
        self.case.setEnabled(False)
        form.addRow(self.tr("&Case"), self.case)
        self.state = QComboBox()
        self.state.setObjectName("state")
        self.state.setAccessibleName(self.tr("New state"))
        for state in KYB_SESSION_STATES:
            self.state.addItem(kyb_state_name(state), state)
            self.state.setItemData(self.state.count() - 1, state, Qt.ItemDataRole.ToolTipRole)
        form.addRow(self.tr("&State"), self.state)
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("Why (journalled; required to approve)"))
        self.reason.setAccessibleName(self.tr("Reason"))
        form.addRow(self.tr("&Why"), self.reason)
        self.problem = problem_line()
        self.problem.setObjectName("problem")
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.move_button = QPushButton(self.tr("&Move"))
        self.move_button.setEnabled(False)
        self.buttons.addButton(self.move_button, QDialogButtonBox.ButtonRole.AcceptRole)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)  # Enter in a field moves, never cancels
        self.move_button.setDefault(True)  # once in the dialog, so Enter presses it
        self.buttons.accepted.connect(self.send)
        self.case.currentIndexChanged.connect(lambda _i: self._follow_case())
        self.state.currentIndexChanged.connect(lambda _i: self._follow_state())
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        # The dialog carries its own case: its answers apply whatever account is current.
        self.runner = TaskRunner(self, self.banner, reauthenticate=reauthenticate)
        self.task: asyncio.Task[None] | None = None
        fit_to_screen(self, 560, self.sizeHint().height())  # grows with a refusal

    def load(self) -> asyncio.Task[None] | None:
        """The merchant's businesses that have a KYB session, as the sandbox lists them."""
        sandbox = self._session.sandbox
        if sandbox is None:
            return None

        async def cases() -> list[KybCase]:
            return [c for c in await sandbox.kyb_cases() if c.session is not None]

        self.task = self.runner.run(cases, on_success=self._fill)
        return self.task

    def _fill(self, cases: list[KybCase]) -> None:
        self.case.clear()
        for case in cases:
            assert case.session is not None
            self.case.addItem(
                self.tr("{0} · {1}").format(
                    visible(case.company_name) or case.user_id, kyb_state_name(case.session.state)
                ),
                (case.user_id, case.session.id),
            )
            self.case.setItemData(self.case.count() - 1, case.session.state, CURRENT_STATE_ROLE)
        self.case.setEnabled(bool(cases))
        self._follow_case()
        if not cases:
            self.banner.show_info(self.tr("No business of this merchant has a KYB session."))
        self.case.setFocus()

    def _follow_case(self) -> None:
        """The chosen case's own state is not offered: moving it there would move nothing."""
        current = self.case.currentData(CURRENT_STATE_ROLE)
        model = self.state.model()
        assert isinstance(model, QStandardItemModel)
        for row in range(self.state.count()):
            item = model.item(row)
            if item is not None:
                item.setEnabled(item.data(Qt.ItemDataRole.UserRole) != current)
        if self.state.currentData() == current:  # the first state it can move to instead
            rows = [r for r in range(self.state.count()) if self.state.itemData(r) != current]
            self.state.setCurrentIndex(rows[0] if rows else -1)
        self._follow_state()

    def _follow_state(self) -> None:
        current = self.case.currentData(CURRENT_STATE_ROLE)
        can_move = self.case.count() > 0 and self.state.currentData() not in (None, current)
        self.move_button.setEnabled(can_move)

    def chosen(self) -> tuple[str, str, str] | None:
        """(user id, session id, state), or None before the cases are listed."""
        data = self.case.currentData()
        if not data:
            return None
        uid, session_id = data
        return str(uid), str(session_id), str(self.state.currentData())

    def send(self) -> asyncio.Task[None] | None:
        chosen = self.chosen()
        if chosen is None or not self.move_button.isEnabled():
            return None  # nothing listed yet, or the case is in that state already
        uid, session_id, state = chosen
        actions, reason = self._session.actions, self.reason.text()
        self.banner.clear()
        self.problem.hide()

        async def moved() -> KybSession | ReviewRefused:
            try:
                return await actions.set_kyb_session_state(uid, session_id, state, reason)
            except ReviewRefused as exc:  # journalled by the door; said here, whole
                return exc

        self.task = self.runner.run(moved, controls=[self.move_button], on_success=self._answered)
        return self.task

    def _answered(self, answer: KybSession | ReviewRefused) -> None:
        if isinstance(answer, ReviewRefused):
            self._refused(answer)
        else:
            self._moved(answer)

    def _moved(self, session: KybSession) -> None:
        self._window.statusBar().showMessage(
            self.tr("{0} moved to {1} by the testers' tool; the journal records it.").format(
                self.case.currentText().rsplit(" · ", 1)[0], kyb_state_name(session.state)
            ),
            10_000,
        )
        self.accept()

    def _refused(self, refusal: ReviewRefused) -> None:
        """The rule book's refusal, each blocker on its line in the UI's language (a list too
        long for a banner); the dialog grows to show it whole and keeps what was typed."""
        self.problem.setText(
            self.tr("{0}\nNothing was sent.").format(refusal_text(refusal.blockers))
        )
        self.problem.show()
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))
        self.reason.setFocus()


class KybStateTool(QObject):
    """The menu entry and the dialog it opens (one at a time)."""

    def __init__(
        self,
        menu: QMenu,
        session: Session,
        window: QMainWindow,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(menu)
        self._session = session
        self._window = window
        self._reauthenticate = reauthenticate
        self.dialog: KybStateDialog | None = None
        self.action: QAction = menu.addAction(
            self.tr("Move a KYB case to any s&tate… (testers' tool)")
        )
        self.action.setStatusTip(
            self.tr(
                "A testers' tool: sets a sandbox KYB session's state without a review "
                "decision; approval still follows the review's rules."
            )
        )
        self.action.triggered.connect(self.open)

    def open(self) -> KybStateDialog:
        dialog = KybStateDialog(self._session, self._window, self._reauthenticate)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        dialog.load()
        return dialog
