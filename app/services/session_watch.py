"""The session's end, said before it happens, and staying signed in with the stored key.

The watch keeps no countdown of its own: at every tick it reads the token's end (the JWT's
``exp``) and a clock, so a clock that jumps (the machine slept, the time was set) is met at
the next tick, and a new token (signed in again, here or at the re-login prompt) re-arms it
by itself. Qt-free: the view ticks it and shows what it reads.

Staying signed in is the re-login prompt's sign-in (``sign_in_again``, used by both) with the
key Teller already holds: the built-in sandbox's, or the one kept in the keyring at sign-in,
read off the UI thread (a keyring can block). Without a stored key the person is asked.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from app.api.errors import ApiError, AuthenticationFailed
from app.services.environments import SANDBOX_API_KEY

if TYPE_CHECKING:
    from app.services.session import Session

WARN_BEFORE_SECONDS = 60.0


def utc_now() -> datetime:
    return datetime.now(UTC)


class Phase(Enum):
    UNKNOWN = "unknown"  # the token says no end (or none could be read): nothing to say
    QUIET = "quiet"  # more than the warning's lead left
    ENDING = "ending"  # the warning's lead or less left: say so, offer to stay signed in
    ENDED = "ended"  # the token is past its end: the next request will be refused


@dataclass(frozen=True)
class Reading:
    phase: Phase
    seconds_left: int  # whole seconds, rounded up (59.2 s left reads 60); 0 once ended
    news: bool  # the first reading in this phase for this token: announce it once


class SessionWatch:
    """Which phase the session is in, read afresh from the token's end at every call."""

    def __init__(
        self,
        expires_at: Callable[[], datetime | None],
        clock: Callable[[], datetime] = utc_now,
        warn_before: float = WARN_BEFORE_SECONDS,
    ) -> None:
        self._expires_at = expires_at
        self.clock = clock  # a test's, to move the time without waiting
        self.warn_before = warn_before
        self._said: tuple[datetime | None, Phase] | None = None

    def expires_at(self) -> datetime | None:
        return self._expires_at()

    def read(self) -> Reading:
        end = self._expires_at()
        if end is None:
            phase, left = Phase.UNKNOWN, 0
        else:
            seconds = (end - self.clock()).total_seconds()
            left = max(0, math.ceil(seconds))
            if seconds <= 0:
                phase = Phase.ENDED
            elif seconds <= self.warn_before:
                phase = Phase.ENDING
            else:
                phase = Phase.QUIET
        news = self._said != (end, phase)
        self._said = (end, phase)
        return Reading(phase, left, news)


class KeyStore(Protocol):
    """Where remembered api keys are kept (``app.services.credentials.CredentialStore``)."""

    def load(self, env_key: str, api_code: str) -> str | None: ...


class RenewalResult(Enum):
    RENEWED = "renewed"
    NO_STORED_KEY = "no_stored_key"  # nothing kept for this sign-in: the person is asked
    KEY_REFUSED = "key_refused"  # the stored key no longer works: the person is asked
    FAILED = "failed"  # the server could not be asked or said no otherwise: try again


@dataclass(frozen=True)
class Renewal:
    result: RenewalResult
    error: ApiError | None = None


async def stored_api_key(session: Session, credentials: KeyStore | None) -> str | None:
    """The key this sign-in can be renewed with: the built-in sandbox's, or the keyring's."""
    environment = session.environment
    if environment.is_sandbox and not environment.profile_id:
        return SANDBOX_API_KEY
    if credentials is None:
        return None
    return await asyncio.to_thread(credentials.load, environment.credential_key, session.api_code)


async def sign_in_again(session: Session, api_key: str) -> None:
    """A new token for the same api code, written in the journal as a sign-in (or as a
    failed one, then raised): the one way back in for a signed-in window."""
    from app.services.journal_recorder import FailedSignIn

    recorder = session.recorder  # the journal's, once a window recorded the sign-in
    try:
        await session.client.login(session.api_code, api_key)
    except ApiError as exc:
        if recorder is not None:
            recorder.sign_in_failed(FailedSignIn.of(exc))
        raise
    if recorder is not None:
        recorder.signed_in()


async def stay_signed_in(session: Session, credentials: KeyStore | None) -> Renewal:
    """Sign in again with the stored key, asking nobody; what happened, as a result."""
    key = await stored_api_key(session, credentials)
    if not key:
        return Renewal(RenewalResult.NO_STORED_KEY)
    try:
        await sign_in_again(session, key)
    except AuthenticationFailed as exc:
        return Renewal(RenewalResult.KEY_REFUSED, exc)
    except ApiError as exc:
        return Renewal(RenewalResult.FAILED, exc)
    return Renewal(RenewalResult.RENEWED)
