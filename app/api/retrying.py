"""When to retry, and how long to wait: capped exponential backoff with jitter (tenacity).

Only requests that are safe to repeat are retried: GETs, and POSTs carrying an
Idempotency-Key (the server replays the first answer instead of acting twice).
"""

from __future__ import annotations

from dataclasses import dataclass

from tenacity import RetryCallState, wait_random_exponential

from app.api.errors import (
    ApiError,
    DnsError,
    RateLimited,
    TlsError,
    TransportError,
)

RETRY_STATUSES = frozenset({429, 502, 503, 504})


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 4  # the first try and three retries
    initial: float = 0.5  # seconds before the first retry
    maximum: float = 8.0  # cap of one wait
    max_retry_after: float = 30.0  # never wait longer than this for a server's Retry-After


def is_retryable(exc: BaseException, policy: RetryPolicy | None = None) -> bool:
    """Transient failures only: not a wrong address (DNS) nor a broken certificate (TLS).

    A rate limit is waited out only when the server asks for no longer than the policy's
    limit; a longer wait is the person's to decide, so the error reaches them at once.
    """
    if isinstance(exc, DnsError | TlsError):
        return False
    if isinstance(exc, TransportError):
        return True
    if isinstance(exc, RateLimited):
        limit = (policy or RetryPolicy()).max_retry_after
        return exc.retry_after is None or exc.retry_after <= limit
    # 502/503/504, in the envelope or as a proxy's HTML page (a ProtocolError)
    return isinstance(exc, ApiError) and exc.status in RETRY_STATUSES


class BackoffWait:
    """tenacity wait strategy: the server's Retry-After when it gives one, else backoff."""

    def __init__(self, policy: RetryPolicy) -> None:
        self._policy = policy
        # "Full jitter": a random wait up to initial * 2**n, capped at maximum.
        self._backoff = wait_random_exponential(multiplier=policy.initial, max=policy.maximum)

    def __call__(self, state: RetryCallState) -> float:
        outcome = state.outcome
        exc = outcome.exception() if outcome is not None else None
        if isinstance(exc, RateLimited) and exc.retry_after is not None:
            return min(exc.retry_after, self._policy.max_retry_after)
        return float(self._backoff(state))
