"""Remembered api keys live in the OS keyring, never in a plain file.

When the machine has no keyring (a headless Linux box), remembering is simply unavailable
and the sign-in dialog says so instead of falling back to something unsafe.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

SERVICE = "Teller"
log = logging.getLogger(__name__)


def _keyring() -> Any:
    """Imported on first use: discovering the backends is slow and start-up must stay light."""
    import keyring

    return keyring


def _errors() -> type[Exception]:
    from keyring.errors import KeyringError

    return KeyringError


class CredentialStore:
    def __init__(self, service: str = SERVICE) -> None:
        self._service = service

    @property
    def available(self) -> bool:
        from keyring.backends import fail

        return not isinstance(_keyring().get_keyring(), fail.Keyring)

    def load(self, env_key: str, api_code: str) -> str | None:
        if not self.available or not api_code:
            return None
        try:
            value = _keyring().get_password(self._service, _account(env_key, api_code))
        except _errors():
            log.warning("The keyring could not be read")
            return None
        return str(value) if value is not None else None

    def save(self, env_key: str, api_code: str, api_key: str) -> bool:
        if not self.available:
            return False
        try:
            _keyring().set_password(self._service, _account(env_key, api_code), api_key)
        except _errors():
            log.warning("The keyring refused to store the api key")
            return False
        return True

    def forget(self, env_key: str, api_code: str) -> None:
        if not self.available:
            return
        with contextlib.suppress(_errors()):  # nothing stored: nothing to forget
            _keyring().delete_password(self._service, _account(env_key, api_code))

    # Other secrets under named accounts (a reviewer's signing key, a review store's
    # password): review_store/signing.py, app_controller.
    def load_secret(self, account: str) -> str | None:
        if not self.available:
            return None
        try:
            value = _keyring().get_password(self._service, account)
        except _errors():
            log.warning("The keyring could not be read")
            return None
        return str(value) if value is not None else None

    def save_secret(self, account: str, secret: str) -> bool:
        if not self.available:
            return False
        try:
            _keyring().set_password(self._service, account, secret)
        except _errors():
            log.warning("The keyring refused to store a secret")
            return False
        return True


def _account(env_key: str, api_code: str) -> str:
    return f"{api_code}@{env_key}"


SecretStore = CredentialStore  # what review_store/signing.py calls a SecretKeeper
