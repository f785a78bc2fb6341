"""Reviewers' Ed25519 keys: made once per desk and store, the private half in the OS keyring.

A key id is the hex SHA-256 of the raw public key (``Reviewer.key_id``): what tells people
apart. The public key is registered in the store by a self-signed ``reviewer_registered``
entry; the private key never leaves the keyring (``KeyKeeper``), or this process when the
machine has no keyring (then a new key is made each time Teller starts, and said so).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Protocol

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

REGISTERED = "reviewer_registered"  # detail: {"public_key": hex, "name": ...}
NAMED = "reviewer_named"  # detail: {"name": ...}: the author's display name from here on
REVOKED = "reviewer_revoked"  # detail: {"key_id": ...}: entries by it after this are refused
REVIEWER_ACTIONS = (REGISTERED, NAMED, REVOKED)


def key_id_of(public_raw: bytes) -> str:
    return hashlib.sha256(public_raw).hexdigest()


@dataclass(frozen=True)
class SigningKey:
    private: Ed25519PrivateKey

    @classmethod
    def generate(cls) -> SigningKey:
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def from_hex(cls, text: str) -> SigningKey:
        return cls(Ed25519PrivateKey.from_private_bytes(bytes.fromhex(text)))

    def to_hex(self) -> str:
        from cryptography.hazmat.primitives.serialization import NoEncryption, PrivateFormat

        raw = self.private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
        return raw.hex()

    @property
    def public_hex(self) -> str:
        return self.private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()

    @property
    def key_id(self) -> str:
        return key_id_of(bytes.fromhex(self.public_hex))

    def sign(self, message: bytes) -> str:
        return self.private.sign(message).hex()


def signature_holds(public_hex: str, message: bytes, signature_hex: str) -> bool:
    try:
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_hex))
        key.verify(bytes.fromhex(signature_hex), message)
    except (InvalidSignature, ValueError):
        return False
    return True


class SecretKeeper(Protocol):
    """What keeps a private key: the keyring (``CredentialStore``) or a test's dictionary."""

    @property
    def available(self) -> bool: ...

    def load_secret(self, account: str) -> str | None: ...

    def save_secret(self, account: str, secret: str) -> bool: ...


class KeyKeeper:
    """This desk's key for one store, kept under ``reviewer@<store id>`` in the keyring."""

    def __init__(self, secrets: SecretKeeper | None, store_id: str) -> None:
        self._secrets = secrets
        self._account = f"reviewer@{store_id}"
        self._ephemeral: SigningKey | None = None

    @property
    def lasting(self) -> bool:
        """False where no keyring keeps the key: it lasts until Teller quits."""
        return self._secrets is not None and self._secrets.available

    def existing(self) -> SigningKey | None:
        if self._ephemeral is not None:
            return self._ephemeral
        if not self.lasting:
            return None
        assert self._secrets is not None
        text = self._secrets.load_secret(self._account)
        if not text:
            return None
        try:
            return SigningKey.from_hex(text)
        except ValueError:
            return None

    def make(self) -> SigningKey:
        key = SigningKey.generate()
        if self.lasting:
            assert self._secrets is not None
            if self._secrets.save_secret(self._account, key.to_hex()):
                return key
        self._ephemeral = key
        return key
