"""The session watch: its phase read from the token's end and a clock at each call (a clock
that jumps is met at once; a new token re-arms it), and staying signed in with the stored key
(the built-in sandbox's, or the keyring's, read off the loop's thread), journalled."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from fastapi import FastAPI

from app.api.client import BankingClient
from app.api.retrying import RetryPolicy
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.services.session_watch import (
    Phase,
    RenewalResult,
    SessionWatch,
    stay_signed_in,
    stored_api_key,
)
from tests.helpers.session_tokens import token_ending

pytestmark = pytest.mark.anyio

END = datetime(2030, 5, 1, 12, 15, tzinfo=UTC)


class Clock:
    """A clock a test moves by hand (a suspend, a time set back)."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def test_the_warning_starts_a_minute_before_the_end_not_a_second_earlier() -> None:
    clock = Clock(END - timedelta(seconds=61))
    watch = SessionWatch(lambda: END, clock)
    assert watch.read().phase is Phase.QUIET
    clock.now = END - timedelta(seconds=60)
    reading = watch.read()
    assert (reading.phase, reading.seconds_left, reading.news) == (Phase.ENDING, 60, True)
    clock.now = END - timedelta(seconds=59.2)
    reading = watch.read()
    assert (reading.phase, reading.seconds_left, reading.news) == (Phase.ENDING, 60, False)
    clock.now = END - timedelta(seconds=1)
    assert watch.read().seconds_left == 1
    clock.now = END
    reading = watch.read()
    assert (reading.phase, reading.seconds_left, reading.news) == (Phase.ENDED, 0, True)


def test_a_clock_that_jumps_is_met_at_the_next_reading() -> None:
    clock = Clock(END - timedelta(minutes=10))
    watch = SessionWatch(lambda: END, clock)
    assert watch.read().phase is Phase.QUIET
    clock.now = END + timedelta(minutes=3)  # the lid was closed through the end
    assert watch.read().phase is Phase.ENDED
    clock.now = END - timedelta(seconds=30)  # the time was set back
    reading = watch.read()
    assert (reading.phase, reading.seconds_left) == (Phase.ENDING, 30)


def test_a_new_token_re_arms_the_warning() -> None:
    ends = [END]
    clock = Clock(END - timedelta(seconds=30))
    watch = SessionWatch(lambda: ends[-1], clock)
    assert watch.read().news
    ends.append(END + timedelta(minutes=15))  # signed in again
    reading = watch.read()
    assert (reading.phase, reading.news) == (Phase.QUIET, True)
    clock.now = ends[-1] - timedelta(seconds=60)
    reading = watch.read()
    assert (reading.phase, reading.news) == (Phase.ENDING, True)  # said again, for this one


def test_a_token_without_an_end_says_nothing() -> None:
    watch = SessionWatch(lambda: None, Clock(END))
    assert watch.read().phase is Phase.UNKNOWN


class Keyring:
    def __init__(self, stored: dict[str, str]) -> None:
        self.stored = stored
        self.threads: list[bool] = []

    def load(self, env_key: str, api_code: str) -> str | None:
        self.threads.append(threading.current_thread() is threading.main_thread())
        return self.stored.get(f"{api_code}@{env_key}")


class Journal:
    """What the session's recorder is told (``JournalRecorder``'s two sign-in entries)."""

    def __init__(self) -> None:
        self.entries: list[str] = []

    def signed_in(self) -> None:
        self.entries.append("signed in")

    def sign_in_failed(self, failure: object) -> None:
        self.entries.append(f"failed: {failure.reason.value}")  # type: ignore[attr-defined]


@pytest.fixture
async def client(sandbox_app: FastAPI) -> AsyncIterator[BankingClient]:
    transport = httpx.ASGITransport(app=sandbox_app)
    async with BankingClient("http://127.0.0.1:9", transport=transport) as made:
        await made.login("demo", "demo-key")
        yield made


def signed_in(client: BankingClient, environment: Environment) -> tuple[Session, Journal]:
    session = Session(client, environment, "demo")
    journal = Journal()
    session.recorder = journal  # type: ignore[assignment]
    return session, journal


async def test_the_built_in_sandbox_stays_signed_in_with_its_own_key(
    client: BankingClient,
) -> None:
    session, journal = signed_in(client, Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:9"))
    client.session.start(token_ending(datetime.now(UTC) + timedelta(seconds=40)))
    before = client.session.expires_at
    assert before is not None
    renewal = await stay_signed_in(session, None)
    assert renewal.result is RenewalResult.RENEWED
    after = client.session.expires_at
    assert after is not None
    assert after > before + timedelta(minutes=10)
    assert journal.entries == ["signed in"]


async def test_a_server_stays_signed_in_with_the_keyring_s_key_read_off_the_loop(
    client: BankingClient,
) -> None:
    environment = Environment(EnvironmentKind.CUSTOM, "http://127.0.0.1:9")
    session, journal = signed_in(client, environment)
    keyring = Keyring({f"demo@{environment.credential_key}": "demo-key"})
    client.session.start(token_ending(datetime.now(UTC) + timedelta(seconds=40)))
    renewal = await stay_signed_in(session, keyring)
    assert renewal.result is RenewalResult.RENEWED
    assert keyring.threads == [False]
    assert journal.entries == ["signed in"]


async def test_without_a_stored_key_nobody_is_signed_in_and_the_person_is_asked(
    client: BankingClient,
) -> None:
    environment = Environment(EnvironmentKind.CUSTOM, "http://127.0.0.1:9")
    session, journal = signed_in(client, environment)
    token = token_ending(datetime.now(UTC) + timedelta(seconds=40))
    client.session.start(token)
    assert await stored_api_key(session, None) is None
    renewal = await stay_signed_in(session, Keyring({}))
    assert renewal.result is RenewalResult.NO_STORED_KEY
    assert client.session.token == token
    assert journal.entries == []


async def test_a_stored_key_that_no_longer_works_is_said_and_journalled(
    client: BankingClient,
) -> None:
    environment = Environment(EnvironmentKind.CUSTOM, "http://127.0.0.1:9")
    session, journal = signed_in(client, environment)
    keyring = Keyring({f"demo@{environment.credential_key}": "an-old-key"})
    renewal = await stay_signed_in(session, keyring)
    assert renewal.result is RenewalResult.KEY_REFUSED
    assert renewal.error is not None
    assert journal.entries == ["failed: wrong_credentials"]


async def test_a_server_out_of_reach_is_a_failure_to_try_again() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    async with BankingClient(
        "http://127.0.0.1:9", transport=httpx.MockTransport(refuse), retry=RetryPolicy(attempts=1)
    ) as client:
        session, journal = signed_in(
            client, Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:9")
        )
        renewal = await stay_signed_in(session, None)
    assert renewal.result is RenewalResult.FAILED
    assert journal.entries == ["failed: server_unreachable"]
