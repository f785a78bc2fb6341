"""What the sign-in dialog remembers: the choice of environment and the code in the settings,
the api key in the system keyring (never in the settings file). Keyring calls block on the OS
(D-Bus on Linux): they run off the UI thread, their results handed back on it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from app.services.credentials import CredentialStore
from app.services.environments import Environment
from app.services.settings import AppSettings

if TYPE_CHECKING:
    import asyncio  # loaded after the first paint (about 40 ms): app/main.py

T = TypeVar("T")


class KeyringWork:
    """Keyring calls in a thread; the tasks are kept until done (an unreferenced task may be
    collected mid-way)."""

    def __init__(self, credentials: CredentialStore) -> None:
        self.credentials = credentials
        self._tasks: set[asyncio.Task[None]] = set()

    def run(self, work: Callable[[], T], then: Callable[[T], None]) -> None:
        import asyncio

        async def run() -> None:
            result = await asyncio.to_thread(work)
            then(result)

        task = asyncio.ensure_future(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def load(self, env_key: str, code: str, then: Callable[[str | None], None]) -> None:
        store = self.credentials
        self.run(lambda: store.load(env_key, code), then)


def remember_sign_in(
    settings: AppSettings,
    keyring: KeyringWork,
    environment: Environment,
    code: str,
    key: str,
    *,
    keep_key: bool,
) -> None:
    """After a sign-in that worked: the environment chosen (a profile's code typed is the
    profile's from now on), a custom server's address and code, and the key kept in the
    keyring or forgotten there as the person ticked."""
    settings.profile_id = environment.profile_id
    if environment.profile_id:
        settings.save_profiles(
            [
                dataclasses.replace(p, api_code=code) if p.id == environment.profile_id else p
                for p in settings.profiles()
            ]
        )
    else:
        settings.environment_kind = environment.kind
    if environment.is_sandbox and not environment.profile_id:
        return
    if not environment.profile_id:
        settings.custom_base_url = environment.base_url
        settings.custom_api_code = code
    settings.remember_api_key = keep_key
    store, slot = keyring.credentials, environment.credential_key
    if keep_key:
        keyring.run(lambda: store.save(slot, code, key), _ignore)
    else:
        keyring.run(lambda: store.forget(slot, code), _ignore)


def _ignore(_result: object) -> None:
    """A keyring write's outcome: the store logs a refusal; nothing more to do here."""
