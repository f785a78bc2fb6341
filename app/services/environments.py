"""Where Teller signs in: the built-in sandbox or a custom server."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import urlparse

SANDBOX_API_CODE = "demo"
SANDBOX_API_KEY = "demo-key"


class EnvironmentKind(StrEnum):
    SANDBOX = "sandbox"
    CUSTOM = "custom"


@dataclass(frozen=True)
class Environment:
    kind: EnvironmentKind
    base_url: str

    @property
    def is_sandbox(self) -> bool:
        return self.kind is EnvironmentKind.SANDBOX

    @property
    def badge(self) -> str:
        """SANDBOX, or the live server's host: what the status bar shows, unmistakably."""
        if self.is_sandbox:
            return "SANDBOX"
        return urlparse(self.base_url).hostname or self.base_url

    @property
    def key(self) -> str:
        """A stable name for per-environment memory (recent users, known accounts)."""
        if self.is_sandbox:
            return "sandbox"
        parsed = urlparse(self.base_url)
        return f"{parsed.scheme}://{parsed.netloc}".lower()
