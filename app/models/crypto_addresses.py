"""Whether an address can receive on a network: its format and, where it has one, checksum.

One check serves the client's crypto payout form (the message shows at the address) and the
sandbox (a 400 on ``recipient.address``). Networks this module does not know are left to
the server: a live API may carry more chains than the sandbox (docs/api-decisions.md).

- BITCOIN: mainnet only. Base58check P2PKH (``1...``) and P2SH (``3...``), and segwit
  ``bc1...`` (bech32 for version 0, bech32m for versions 1 to 16). A testnet address is
  refused by name: coins sent there would never arrive.
- ETHEREUM, POLYGON: ``0x`` and 40 hex digits. Mixed case must match its EIP-55 checksum;
  all small or all capital letters carry no checksum and are accepted, as wallets do.
- TRON: base58check of 21 bytes starting 0x41 (written ``T...``).
- SOLANA: base58 of a 32-byte public key (there is no checksum to check).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from app.models.address_codecs import (
    CHECKSUM_MISMATCH,
    AddressFormatError,
    base58_decode,
    base58check_decode,
    eip55_checksummed,
    segwit_decode,
)

# Longer than any address of a known network (bech32 stops at 90 characters).
ADDRESS_MAX_LENGTH = 128
NETWORK_MAX_LENGTH = 32

BITCOIN_P2PKH = 0x00
BITCOIN_P2SH = 0x05
BITCOIN_TESTNET_VERSIONS = frozenset({0x6F, 0xC4})
TRON_PREFIX = 0x41
SOLANA_KEY_LENGTH = 32

_HEX40 = re.compile(r"0x[0-9a-fA-F]{40}")
_TESTNET_HRPS = ("tb1", "bcrt1")
TESTNET = "it is a testnet address; BITCOIN payouts go to mainnet addresses (1…, 3… or bc1…)"


def _bitcoin(address: str) -> None:
    lowered = address.lower()
    if lowered.startswith("bc1"):
        segwit_decode("bc", address)
    elif lowered.startswith(_TESTNET_HRPS) or _base58_testnet(address):
        raise AddressFormatError(TESTNET)
    elif address[:1] in ("1", "3"):
        if base58check_decode(address, 21)[0] not in (BITCOIN_P2PKH, BITCOIN_P2SH):
            raise AddressFormatError("it belongs to another coin")
    else:
        raise AddressFormatError("it should start with 1, 3 or bc1")


def _base58_testnet(address: str) -> bool:
    try:
        return base58check_decode(address, 21)[0] in BITCOIN_TESTNET_VERSIONS
    except AddressFormatError:
        return False


def _evm(address: str) -> None:
    if not _HEX40.fullmatch(address):
        raise AddressFormatError("it should be 0x followed by 40 hexadecimal digits (0-9, a-f)")
    digits = address[2:]
    if digits.lower() == digits or digits.upper() == digits:
        return  # no checksum written (EIP-55: a single case carries none)
    if eip55_checksummed(digits) != address:
        raise AddressFormatError(
            CHECKSUM_MISMATCH + " (the mix of capital and small letters, EIP-55)"
        )


def _tron(address: str) -> None:
    if not address.startswith("T"):
        raise AddressFormatError("it should start with T")
    if base58check_decode(address, 21)[0] != TRON_PREFIX:
        raise AddressFormatError("it is not a TRON account address")


def _solana(address: str) -> None:
    if len(base58_decode(address)) != SOLANA_KEY_LENGTH:
        raise AddressFormatError(
            f"it should be a {SOLANA_KEY_LENGTH}-byte key written in base58 (32 to 44 characters)"
        )


ADDRESS_RULES: dict[str, Callable[[str], None]] = {
    "BITCOIN": _bitcoin,
    "ETHEREUM": _evm,
    "POLYGON": _evm,
    "TRON": _tron,
    "SOLANA": _solana,
}


def address_problem(network: str, address: str) -> str | None:
    """A sentence saying why ``address`` cannot receive on ``network``, or None.

    None also for a network this module does not know: the server judges those.
    """
    name = network.strip().upper()
    rule = ADDRESS_RULES.get(name)
    if rule is None or not address:
        return None
    try:
        rule(address)
    except AddressFormatError as exc:
        return f"This is not a valid {name} address: {exc}."
    return None
