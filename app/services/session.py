"""A signed-in session: the client, where it points, and who signed in."""

from __future__ import annotations

from dataclasses import dataclass

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.environments import Environment


@dataclass
class Session:
    client: BankingClient
    environment: Environment
    api_code: str

    @property
    def sandbox(self) -> SandboxHelpers | None:
        """The sandbox's test helpers, only when signed in to a sandbox."""
        return SandboxHelpers(self.client) if self.environment.is_sandbox else None
