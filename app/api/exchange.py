"""One exchange with the server as the request log keeps it, already redacted.

On its own floor so that what measures an entry (log_budget.py) and the log that holds it
(request_log.py) both build on it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class Exchange:
    started_at: datetime
    method: str
    url: str
    request_headers: dict[str, str]
    request_body: str | None
    status: int | None
    response_headers: dict[str, str] = field(default_factory=dict)
    response_body: str | None = None
    duration: float = 0.0  # seconds, over all attempts
    retries: int = 0
    error: str | None = None  # why it failed when there is no status
