"""A signed-in session: the client, where it points, who signed in, what is being worked on
(the current context) and the one door for actions that change something."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.services.action_log import ActionLog
from app.services.context import AccountRef, WorkContext
from app.services.directory import Directory
from app.services.environments import Environment
from app.services.masking import Masking

if TYPE_CHECKING:  # the client loads after the sign-in dialog is on screen
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.actions import Actions


@dataclass
class Session:
    client: BankingClient
    environment: Environment
    api_code: str
    context: WorkContext = field(init=False)
    action_log: ActionLog = field(init=False)
    actions: Actions = field(init=False)
    directory: Directory = field(init=False)
    masking: Masking = field(init=False)

    def __post_init__(self) -> None:
        from app.services.actions import Actions

        self.context = WorkContext(self.environment)
        self.action_log = ActionLog()
        self.actions = Actions(self.client, self.context, self.action_log, sandbox=self.sandbox)
        self.directory = Directory()
        self.masking = Masking(sandbox=self.environment.is_sandbox)
        self.context.account_changed.connect(self._account_used)

    def _account_used(self, ref: AccountRef | None) -> None:
        if ref is not None:
            self.directory.used(ref.uid, ref.aid)

    @property
    def sandbox(self) -> SandboxHelpers | None:
        """The sandbox's test helpers for reading, only when signed in to a sandbox (what
        changes something goes through ``actions``)."""
        from app.api.sandbox_helpers import SandboxHelpers

        return SandboxHelpers(self.client) if self.environment.is_sandbox else None
