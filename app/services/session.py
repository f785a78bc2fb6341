"""A signed-in session: where it points, who signed in, what is being worked on (the current
context), a client that only reads for the views, and the one door for actions that change
something (the only holder of the full client: ARCHITECTURE.md, "The door holds the full
client")."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.services.action_log import ActionLog
from app.services.context import AccountRef, WorkContext
from app.services.directory import Directory
from app.services.environments import Environment
from app.services.journal_recorder import JournalRecorder
from app.services.masking import Masking

if TYPE_CHECKING:  # the client loads after the sign-in dialog is on screen
    from app.api.client import BankingClient
    from app.api.read_client import ReadClient, ReadSandbox
    from app.services.actions import Actions
    from app.services.evidence.service import EvidenceService
    from app.services.journal import Journal

# The read-only client each session gave its views -> the client it signed in with, so that
# the same sign-in can be seen in another environment (``dataclasses.replace``) without a
# view ever holding the full client.
_SIGNED_IN: weakref.WeakKeyDictionary[ReadClient, BankingClient] = weakref.WeakKeyDictionary()


@dataclass(init=False)
class Session:
    client: ReadClient  # what views read with; nothing on it changes the server
    environment: Environment
    api_code: str
    context: WorkContext = field(init=False)
    action_log: ActionLog = field(init=False)
    actions: Actions = field(init=False)
    directory: Directory = field(init=False)
    masking: Masking = field(init=False)
    sandbox: ReadSandbox | None = field(init=False)
    recorder: JournalRecorder | None = field(init=False)
    evidence: EvidenceService | None = field(init=False)  # None: a live server lists none

    def __init__(
        self, client: BankingClient | ReadClient, environment: Environment, api_code: str
    ) -> None:
        """``client``: the one that signed in (or a session's own ``client``, for the same
        sign-in in another environment)."""
        from app.api.read_client import ReadClient, ReadSandbox
        from app.api.sandbox_helpers import SandboxHelpers
        from app.services.actions import Actions
        from app.services.evidence.service import EvidenceService

        full = _SIGNED_IN.get(client) if isinstance(client, ReadClient) else client
        if full is None:
            raise TypeError("A session is made from the client that signed in.")
        self.client = ReadClient(full)
        _SIGNED_IN[self.client] = full
        self.environment = environment
        self.api_code = api_code
        helpers = SandboxHelpers(full) if environment.is_sandbox else None
        # The sandbox's test helpers for reading, only when signed in to a sandbox (what
        # changes something goes through ``actions``).
        self.sandbox = ReadSandbox(helpers) if helpers is not None else None
        self.context = WorkContext(self.environment)
        self.action_log = ActionLog()
        # A case's evidence (documents read, compared, flagged) for the views and the door
        # alike; only the sandbox lists what it is computed from.
        self.evidence = (
            EvidenceService(self.sandbox, self.client, log=self.action_log)
            if self.sandbox is not None
            else None
        )
        self.actions = Actions(
            full, self.context, self.action_log, sandbox=helpers, evidence=self.evidence
        )
        self.actions.merchant = api_code
        self.directory = Directory()
        self.masking = Masking(sandbox=self.environment.is_sandbox)
        self.recorder = None
        self.context.account_changed.connect(self._account_used)

    def record_to(self, journal: Journal) -> JournalRecorder:
        """The session's one journal recorder: a window built again (another language) finds
        it here rather than making a second one, which would write every action twice."""

        if self.recorder is None or self.recorder.journal is not journal:
            if self.recorder is not None:
                self.recorder.detach()
            self.recorder = JournalRecorder(journal, self)
        return self.recorder

    async def aclose(self) -> None:
        """The session ends: the evidence service's OCR worker stops, the client's
        connections close."""
        if self.evidence is not None:
            await self.evidence.aclose()
        await self.client.aclose()

    def _account_used(self, ref: AccountRef | None) -> None:
        if ref is not None:
            self.directory.used(ref.uid, ref.aid)
