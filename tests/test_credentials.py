"""Remembered api keys go to the keyring (an in-memory backend here), or nowhere."""

from __future__ import annotations

from collections.abc import Iterator

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail

from app.services.credentials import CredentialStore


class MemoryKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.items: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.items.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.items[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.items.pop((service, username), None)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def test_save_load_forget(memory_keyring: MemoryKeyring) -> None:
    store = CredentialStore()
    assert store.available
    assert store.save("https://api.example.com", "acme", "s3cret")
    assert store.load("https://api.example.com", "acme") == "s3cret"
    store.forget("https://api.example.com", "acme")
    assert store.load("https://api.example.com", "acme") is None


def test_without_a_keyring_nothing_is_kept() -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        store = CredentialStore()
        assert not store.available
        assert not store.save("env", "acme", "s3cret")
        assert store.load("env", "acme") is None
    finally:
        keyring.set_keyring(previous)
