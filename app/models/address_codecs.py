"""The encodings crypto addresses are written in: base58 (Check), bech32/bech32m, EIP-55.

Written from the specifications (Bitcoin's base58, BIP-173 and BIP-350, EIP-55) and checked
against their published test vectors (tests/models/test_address_codecs.py). Decoding raises
``AddressFormatError`` whose text completes "This is not a valid X address: ...", so a
person learns what is wrong rather than just that something is. Keccak-256 (not hashlib's
``sha3_256``: the padding differs) comes from pycryptodome, imported by the first EIP-55
address checked (2.6 MiB that signing in does not need).
"""

from __future__ import annotations

import hashlib
from enum import IntEnum


class AddressFormatError(ValueError):
    """``str(error)`` is a reason a person reads, e.g. "its checksum does not match"."""


BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BASE58_INDEX = {c: i for i, c in enumerate(BASE58_ALPHABET)}
CHECKSUM_MISMATCH = "its checksum does not match"


def base58_encode(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    digits = []
    while number:
        number, rest = divmod(number, 58)
        digits.append(BASE58_ALPHABET[rest])
    zeros = len(data) - len(data.lstrip(b"\0"))
    return "1" * zeros + "".join(reversed(digits))


def base58_decode(text: str) -> bytes:
    number = 0
    for char in text:
        if char not in _BASE58_INDEX:
            raise AddressFormatError(
                f"it contains “{char}”, which base58 does not use (no 0, O, I or l)"
            )
        number = number * 58 + _BASE58_INDEX[char]
    zeros = len(text) - len(text.lstrip("1"))
    body = number.to_bytes((number.bit_length() + 7) // 8, "big")
    return b"\0" * zeros + body


def _double_sha256(data: bytes) -> bytes:
    return hashlib.sha256(hashlib.sha256(data).digest()).digest()


def base58check_encode(payload: bytes) -> str:
    return base58_encode(payload + _double_sha256(payload)[:4])


def base58check_decode(text: str, length: int) -> bytes:
    """The payload (version byte included) of a base58check string of ``length`` bytes."""
    raw = base58_decode(text)
    if len(raw) != length + 4:
        raise AddressFormatError("it is too long" if len(raw) > length + 4 else "it is too short")
    payload, checksum = raw[:-4], raw[-4:]
    if _double_sha256(payload)[:4] != checksum:
        raise AddressFormatError(CHECKSUM_MISMATCH)
    return payload


# --- bech32 and bech32m (BIP-173, BIP-350) ---

BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BECH32_MAX_LENGTH = 90


class Bech32Variant(IntEnum):
    """The constant the checksum's polymod ends at."""

    BECH32 = 1
    BECH32M = 0x2BC830A3


def _polymod(values: list[int]) -> int:
    generator = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    check = 1
    for value in values:
        top = check >> 25
        check = (check & 0x1FFFFFF) << 5 ^ value
        for i, g in enumerate(generator):
            check ^= g if (top >> i) & 1 else 0
    return check


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def bech32_encode(hrp: str, data: list[int], variant: Bech32Variant) -> str:
    values = _hrp_expand(hrp) + data
    polymod = _polymod([*values, 0, 0, 0, 0, 0, 0]) ^ variant
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32_CHARSET[d] for d in data + checksum)


def bech32_decode(text: str) -> tuple[str, list[int], Bech32Variant]:
    """(human-readable part, data without checksum, variant) of a bech32(m) string."""
    if any(ord(c) < 33 or ord(c) > 126 for c in text):
        raise AddressFormatError("it contains characters that are not plain letters or digits")
    if text.lower() != text and text.upper() != text:
        raise AddressFormatError("it mixes capital and small letters")
    if len(text) > BECH32_MAX_LENGTH:
        raise AddressFormatError("it is too long")
    text = text.lower()
    separator = text.rfind("1")
    if separator < 1:
        raise AddressFormatError("it lacks the part before its separator “1”")
    if separator + 7 > len(text):
        raise AddressFormatError("it is too short")
    hrp, rest = text[:separator], text[separator + 1 :]
    for char in rest:
        if char not in BECH32_CHARSET:
            raise AddressFormatError(
                f"it contains “{char}”, which bech32 does not use (no 1, b, i or o after the prefix)"
            )
    data = [BECH32_CHARSET.index(c) for c in rest]
    constant = _polymod(_hrp_expand(hrp) + data)
    variant = next((v for v in Bech32Variant if v.value == constant), None)
    if variant is None:
        raise AddressFormatError(CHECKSUM_MISMATCH)
    return hrp, data[:-6], variant


def convert_bits(data: list[int], from_bits: int, to_bits: int, *, pad: bool) -> list[int]:
    """Regroup bits (8 to 5 to write, 5 to 8 to read); strict about padding when reading."""
    acc = bits = 0
    out: list[int] = []
    top = (1 << to_bits) - 1
    for value in data:
        acc = (acc << from_bits) | value
        bits += from_bits
        while bits >= to_bits:
            bits -= to_bits
            out.append((acc >> bits) & top)
    if pad:
        if bits:
            out.append((acc << (to_bits - bits)) & top)
    elif bits >= from_bits or (acc << (to_bits - bits)) & top:
        raise AddressFormatError("its last characters do not encode whole bytes")
    return out


def segwit_encode(hrp: str, version: int, program: bytes) -> str:
    variant = Bech32Variant.BECH32 if version == 0 else Bech32Variant.BECH32M
    data = [version, *convert_bits(list(program), 8, 5, pad=True)]
    address = bech32_encode(hrp, data, variant)
    segwit_decode(hrp, address)  # refuses a version or program length no chain accepts
    return address


def segwit_decode(hrp: str, address: str) -> tuple[int, bytes]:
    """(witness version, witness program) of a segwit address under ``hrp`` (BIP-350)."""
    got_hrp, data, variant = bech32_decode(address)
    if got_hrp != hrp:
        raise AddressFormatError(f"it should start with {hrp}1")
    if not data:
        raise AddressFormatError("it carries no witness program")
    version = data[0]
    if version > 16:
        raise AddressFormatError("its witness version is not one that exists (0 to 16)")
    if variant is not (Bech32Variant.BECH32 if version == 0 else Bech32Variant.BECH32M):
        raise AddressFormatError(CHECKSUM_MISMATCH)  # the other variant's checksum
    program = bytes(convert_bits(data[1:], 5, 8, pad=False))
    if not 2 <= len(program) <= 40 or (version == 0 and len(program) not in (20, 32)):
        raise AddressFormatError("its witness program has a length no address has")
    return version, program


# --- EIP-55 ---


def keccak256(data: bytes) -> bytes:
    from Crypto.Hash import keccak

    return keccak.new(digest_bits=256, data=data).digest()


def eip55_checksummed(hex40: str) -> str:
    """'0x' and the 40 hex digits with EIP-55's capitals (from keccak-256 of the lower case)."""
    lower = hex40.lower()
    digest = keccak256(lower.encode("ascii")).hex()
    return "0x" + "".join(
        c.upper() if c.isalpha() and int(digest[i], 16) >= 8 else c for i, c in enumerate(lower)
    )
