"""A signed-in session: the client, where it points, and who signed in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.services.environments import Environment

if TYPE_CHECKING:  # the client loads after the sign-in dialog is on screen
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers


@dataclass
class Session:
    client: BankingClient
    environment: Environment
    api_code: str

    @property
    def sandbox(self) -> SandboxHelpers | None:
        """The sandbox's test helpers, only when signed in to a sandbox."""
        from app.api.sandbox_helpers import SandboxHelpers

        return SandboxHelpers(self.client) if self.environment.is_sandbox else None
