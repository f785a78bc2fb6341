"""Which chains the sandbox knows, which currencies each carries, and deposit addresses.

One table serves the crypto payout rules, the simulation and the funding methods, so an
address the sandbox hands out is always on a network a payout may use, and passes the same
address check (app/models/crypto_addresses.py) a payout to it would.
"""

from __future__ import annotations

import hashlib

from app.models.address_codecs import (
    base58_encode,
    base58check_encode,
    eip55_checksummed,
    segwit_encode,
)
from app.models.crypto_addresses import TRON_PREFIX

CRYPTO_NETWORKS: tuple[str, ...] = ("BITCOIN", "ETHEREUM", "TRON", "POLYGON", "SOLANA")

NETWORKS_BY_CURRENCY: dict[str, tuple[str, ...]] = {
    "BTC": ("BITCOIN",),
    "ETH": ("ETHEREUM",),
    "USDT": ("ETHEREUM", "TRON", "POLYGON"),
    "USDC": ("ETHEREUM", "POLYGON", "SOLANA"),
    "EURC": ("ETHEREUM", "SOLANA"),
}


def networks_for(currency: str) -> tuple[str, ...]:
    return NETWORKS_BY_CURRENCY.get(currency, ())


def deposit_address(account_id: str, network: str) -> str:
    """A stable address per account and network, valid for its network (format, checksum).

    No key is behind it: the sandbox only ever credits it by its own helpers.
    """
    return address_from_seed(network, f"{account_id}:{network}".encode())


def address_from_seed(network: str, seed: bytes) -> str:
    """A valid address of ``network`` derived from ``seed`` (deterministic)."""
    digest = hashlib.sha256(seed).digest()
    if network == "BITCOIN":
        return segwit_encode("bc", 0, digest[:20])  # P2WPKH, bc1q...
    if network == "TRON":
        return base58check_encode(bytes([TRON_PREFIX]) + digest[:20])
    if network == "SOLANA":
        return base58_encode(digest)
    return eip55_checksummed(digest[:20].hex())
