"""The review bar's team row: who holds the case (C claims or releases it, G assigns it), and a
pending four-eyes proposal with who made it (F confirms it, B returns it with a reason).

Everything goes through the door (``TeamActions``); the buttons only ask the rules early to
explain themselves: the proposer's own Confirm is off, with a tooltip saying why. Marking or
deciding a case someone else holds asks first, naming them (``clearance``), and the door
records the override before the action.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.services.claims import claim_book
from app.services.four_eyes import Proposal, four_eyes_book
from app.services.reviewers import Reviewer
from app.views.compliance.queue_owner import AskOwner, ask_owner
from app.views.compliance.team_dialogs import AssignDialog, proposal_dialog, proposal_text
from app.views.widgets.return_dialog import ReturnDialog
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane


class TeamBar(Protocol):
    """What the team row asks of the review bar that holds it (the bar imports the row)."""

    def button(self, text: str, key: str, slot: Callable[[], object]) -> QPushButton:
        """A button with its one-key shortcut in the case pane."""
        ...

    def session_id(self) -> str | None:
        """The KYB session of the case shown, if known."""
        ...

    def back_to_documents(self, _result: int = 0) -> None:
        """After a dialog: the keys work again, the documents list has the focus."""
        ...


def team_shortcuts() -> list[tuple[str, str]]:
    """The team row's keys, for the Help list (the review bar's table adds them)."""
    return [
        ("C", QCoreApplication.translate("Review", "Claim the case, or release it if yours")),
        ("G", QCoreApplication.translate("Review", "Assign the case to a reviewer")),
        (
            "F",
            QCoreApplication.translate(
                "Review", "Confirm the proposed decision (a second reviewer; Enter to confirm)"
            ),
        ),
        ("B", QCoreApplication.translate("Review", "Return the proposed decision with a reason")),
    ]


class TeamControls(QWidget):
    def __init__(self, bar: TeamBar, case_view: CasePane, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bar = bar
        self._case = case_view
        log = case_view.session.action_log
        self.claims = claim_book(log)
        self.book = four_eyes_book(log)
        self.ask_owner: AskOwner = ask_owner(self)
        self.assign_dialog: AssignDialog | None = None
        self.return_dialog: ReturnDialog | None = None
        self.owner = QLabel()
        self.owner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.claim_button = bar.button(self.tr("Claim (C)"), "C", self.toggle_claim)
        self.assign_button = bar.button(self.tr("Assign… (G)"), "G", self.open_assign)
        self.pending = QLabel()
        self.pending.setWordWrap(True)
        self.confirm_button = bar.button(self.tr("Confirm (F)"), "F", self.confirm_pending)
        self.return_button = bar.button(self.tr("Return… (B)"), "B", self.open_return)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.owner)
        layout.addWidget(self.claim_button)
        layout.addWidget(self.assign_button)
        layout.addWidget(self.pending, 1)
        layout.addWidget(self.confirm_button)
        layout.addWidget(self.return_button)
        self.claims.changed.connect(self._changed)
        self.book.changed.connect(self._changed)
        self.refresh()

    # --- what is shown ---
    def me(self) -> Reviewer:
        return self._case.session.actions.reviewer

    def proposal(self) -> Proposal | None:
        sid = self._bar.session_id()
        return self.book.pending(sid) if sid else None

    def refresh(self) -> None:
        uid, me = self._case.uid, self.me()
        owner = self.claims.owner(uid) if uid else None
        mine = owner is not None and bool(me.key_id) and owner.key_id == me.key_id
        if owner is None:
            self.owner.setText(self.tr("Unclaimed") if uid else "")
        elif mine:
            self.owner.setText(self.tr("Claimed by you"))
        else:
            self.owner.setText(self.tr("Claimed by {0}").format(visible(owner.short)))
        free = uid is not None and (owner is None or mine)
        self.claim_button.setText(self.tr("Release (C)") if mine else self.tr("Claim (C)"))
        self.claim_button.setEnabled(free)
        self.assign_button.setEnabled(free)
        held = (
            ""
            if free or owner is None
            else self.tr("{0} holds this case; they can release it or assign it to you.").format(
                visible(owner.short)
            )
        )
        self.claim_button.setToolTip(held or self.tr("Claim the case, or release it (C)"))
        self.assign_button.setToolTip(held or self.tr("Assign the case to a reviewer (G)"))
        pending = self.proposal()
        self.pending.setText(
            self.tr("{0}; waiting for a second reviewer.").format(proposal_text(pending))
            if pending is not None
            else ""
        )
        own = pending is not None and pending.by == me.key_id
        for button in (self.confirm_button, self.return_button):
            button.setVisible(pending is not None)
            button.setEnabled(pending is not None and not own)
            button.setToolTip(
                self.tr("You proposed this decision: a second, different reviewer confirms it.")
                if own
                else ""
            )

    def _changed(self, uid: str) -> None:
        if uid == self._case.uid:
            self.refresh()

    # --- working on a case someone else holds ---
    def clearance(self, uid: str) -> bool | None:
        """Before a mark or decision: None if the person chose not to work on a case another
        reviewer holds; True if the door must record their override first; False if no
        one else holds it (or the override is already recorded)."""
        me, owner = self.me(), self.claims.owner(uid)
        if owner is None or (me.key_id and owner.key_id == me.key_id):
            return False
        if self.claims.overridden(uid, me.key_id):
            return False
        return True if self.ask_owner(owner) else None

    def run_cleared(
        self, uid: str, act: Callable[[], Awaitable[Any]], controls: list[QWidget] | None = None
    ) -> asyncio.Task[None] | None:
        """Run ``act`` through the case's runner after clearance (the override first)."""
        needed = self.clearance(uid)
        if needed is None:
            return None
        actions = self._case.session.actions

        async def work() -> Any:
            if needed:
                await actions.override_claim(uid)
            return await act()

        return self._case.runner.run(work, controls=controls or [])

    # --- claims ---
    def toggle_claim(self) -> asyncio.Task[None] | None:
        uid = self._case.uid
        if uid is None:
            return None
        actions, owner = self._case.session.actions, self.claims.owner(uid)
        if owner is not None and owner.key_id == self.me().key_id:
            return self._case.runner.run(lambda: actions.release_case(uid))
        return self._case.runner.run(lambda: actions.claim_case(uid))

    def open_assign(self) -> AssignDialog | None:
        uid = self._case.uid
        if uid is None:
            return None
        me = self.me().key_id
        others = [r for r in self.claims.reviewers() if r.key_id != me]
        dialog = AssignDialog(others, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.assigned.connect(lambda to: self.assign(uid, to))
        dialog.finished.connect(self._bar.back_to_documents)
        self.assign_dialog = dialog
        dialog.open()
        dialog.choices.setFocus()
        return dialog

    def assign(self, uid: str, to: Reviewer) -> asyncio.Task[None]:
        actions = self._case.session.actions
        return self._case.runner.run(lambda: actions.assign_case(uid, to))

    # --- four-eyes ---
    def confirm_pending(self) -> asyncio.Task[None] | None:
        """Confirm the pending proposal, after a question naming it (Cancel is the default)."""
        uid, sid, pending = self._case.uid, self._bar.session_id(), self.proposal()
        if uid is None or sid is None or pending is None:
            return None
        if not self._case.confirm(
            self.tr("Confirm the proposed decision"),
            self.tr("{0}\n\nConfirming makes it take effect now.").format(proposal_text(pending)),
            self.tr("&Confirm it"),
        ):
            return None
        actions = self._case.session.actions
        return self.run_cleared(
            uid, lambda: actions.confirm_decision(uid, sid, pending), [self.confirm_button]
        )

    def open_return(self) -> ReturnDialog | None:
        uid, sid, pending = self._case.uid, self._bar.session_id(), self.proposal()
        if uid is None or sid is None or pending is None:
            return None
        dialog = proposal_dialog(pending, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        actions = self._case.session.actions
        dialog.returned.connect(
            lambda reason: self.run_cleared(
                uid, lambda: actions.return_decision(uid, sid, reason, pending)
            )
        )
        dialog.finished.connect(self._bar.back_to_documents)
        self.return_dialog = dialog
        dialog.open()
        dialog.reason.setFocus()
        return dialog
