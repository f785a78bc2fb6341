"""Which chains the sandbox knows, which currencies each carries, and deposit addresses.

One table serves the crypto payout rules, the simulation and the funding methods, so an
address the sandbox hands out is always on a network a payout may use.
"""

from __future__ import annotations

import hashlib

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
    """A stable, plausible address per account and network (not a real chain address)."""
    digest = hashlib.sha256(f"{account_id}:{network}".encode()).hexdigest()
    if network == "BITCOIN":
        return "bc1q" + digest[:38]
    if network == "TRON":
        return "T" + digest[:33]
    if network == "SOLANA":
        return digest[:44]
    return "0x" + digest[:40]
