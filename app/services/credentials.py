"""Remembered api keys live in the OS keyring, never in a plain file.

When the machine has no keyring (a headless Linux box), remembering is simply unavailable
and the sign-in dialog says so instead of falling back to something unsafe.
"""

from __future__ import annotations

import contextlib
import logging

import keyring
from keyring.backends import fail
from keyring.errors import KeyringError

SERVICE = "Teller"
log = logging.getLogger(__name__)


class CredentialStore:
    def __init__(self, service: str = SERVICE) -> None:
        self._service = service

    @property
    def available(self) -> bool:
        return not isinstance(keyring.get_keyring(), fail.Keyring)

    def load(self, env_key: str, api_code: str) -> str | None:
        if not self.available or not api_code:
            return None
        try:
            return keyring.get_password(self._service, _account(env_key, api_code))
        except KeyringError:
            log.warning("The keyring could not be read")
            return None

    def save(self, env_key: str, api_code: str, api_key: str) -> bool:
        if not self.available:
            return False
        try:
            keyring.set_password(self._service, _account(env_key, api_code), api_key)
        except KeyringError:
            log.warning("The keyring refused to store the api key")
            return False
        return True

    def forget(self, env_key: str, api_code: str) -> None:
        if not self.available:
            return
        with contextlib.suppress(KeyringError):  # nothing stored: nothing to forget
            keyring.delete_password(self._service, _account(env_key, api_code))


def _account(env_key: str, api_code: str) -> str:
    return f"{api_code}@{env_key}"
