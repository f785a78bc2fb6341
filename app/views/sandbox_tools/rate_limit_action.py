"""Sandbox › Rate limit: a checkable action that turns the merchant's rate limit on or off.

Teller's built-in sandbox starts without the limit (a person's own export of 100,000 orders
waited 18 s on it); a tester turns it on to see Teller meet real 429s (docs/sandbox.md,
"Testers' tools"). The check mark shows what the sandbox says: it is read each time the menu
opens (a sandbox run on its own starts with the limit on), and a change the sandbox refuses
puts it back.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.views.task_runner import Binding

if TYPE_CHECKING:
    from app.models.sandbox_helpers import RateLimit
    from app.services.session import Session
    from app.views.sandbox_tools.outcome_box import OutcomeBox
    from app.views.task_runner import TaskRunner


class RateLimitAction(QObject):
    def __init__(
        self, menu: QMenu, session: Session, runner: TaskRunner, outcome: OutcomeBox
    ) -> None:
        super().__init__(menu)
        self._session = session
        self._runner = runner
        self._outcome = outcome
        self.task: asyncio.Task[Any] | None = None
        self.action = QAction(self.tr("Rate &limit"), menu)
        self.action.setCheckable(True)
        self.action.setToolTip(
            self.tr("Limit this merchant's requests as a live server would (429 when too many)")
        )
        menu.addAction(self.action)
        self.action.triggered.connect(self.choose)
        menu.aboutToShow.connect(self.read)

    def read(self) -> asyncio.Task[Any] | None:
        """The check mark as the sandbox has it now."""
        sandbox = self._session.sandbox
        if sandbox is None:
            return None
        self.task = self._runner.run(
            sandbox.rate_limit,
            on_success=self._show,
            on_failure=lambda _e: None,
            binding=Binding.FREE,
        )
        return self.task

    def choose(self, on: bool) -> asyncio.Task[Any]:
        """Through the door (journalled); a refusal is said and the mark goes back."""
        actions = self._session.actions

        def done(state: RateLimit) -> None:
            self._show(state)
            self._outcome.show_info(
                self.tr(
                    "Rate limit on: at most {0} requests a second (bursts of {1}); more are "
                    "answered 429 with Retry-After."
                ).format(f"{state.per_second:g}", state.burst)
                if state.enabled
                else self.tr("Rate limit off: the sandbox answers every request at once.")
            )

        self.task = self._runner.run(
            lambda: actions.set_rate_limit(on),
            on_success=done,
            on_failure=lambda _e: self.action.setChecked(not on),
            binding=Binding.FREE,
        )
        return self.task

    def _show(self, state: RateLimit) -> None:
        self.action.setChecked(state.enabled)
