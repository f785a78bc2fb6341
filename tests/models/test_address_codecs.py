"""The address encodings against their specifications' published test vectors.

base58: Bitcoin Core's src/test/data/base58_encode_decode.json. bech32/bech32m and segwit
addresses: BIP-173 and BIP-350 (the reference implementation's tests). EIP-55: the examples
of the EIP. Keccak-256: the digest of the empty string, which SHA3-256's differs from.
"""

from __future__ import annotations

import hashlib

import pytest

from app.models.address_codecs import (
    AddressFormatError,
    Bech32Variant,
    base58_decode,
    base58_encode,
    base58check_decode,
    base58check_encode,
    bech32_decode,
    eip55_checksummed,
    keccak256,
    segwit_decode,
    segwit_encode,
)

BASE58 = [
    ("", ""),
    ("61", "2g"),
    ("626262", "a3gV"),
    ("636363", "aPEr"),
    ("73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"),
    ("00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"),
    ("516b6fcd0f", "ABnLTmg"),
    ("bf4f89001e670274dd", "3SEo3LWLoPntC"),
    ("572e4794", "3EFU7m"),
    ("ecac89cad93923c02321", "EJDM8drfXA6uyA"),
    ("10c8511e", "Rt5zm"),
    ("00000000000000000000", "1111111111"),
    (
        "000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5",
        "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    ),
    ("271F359E", "zzzzy"),
    ("271F359F", "zzzzz"),
    ("271F35A0", "211111"),
    ("271F35A1", "211112"),
]


@pytest.mark.parametrize(("hex_", "text"), BASE58)
def test_base58_vectors(hex_: str, text: str) -> None:
    assert base58_encode(bytes.fromhex(hex_)) == text
    assert base58_decode(text) == bytes.fromhex(hex_)


@pytest.mark.parametrize("char", ["0", "O", "I", "l", "-"])
def test_base58_names_a_character_it_does_not_use(char: str) -> None:
    with pytest.raises(AddressFormatError, match=f"“{char}”"):
        base58_decode("abc" + char)


def test_base58check_round_trip_and_checksum() -> None:
    payload = bytes.fromhex("0062e907b15cbf27d5425399ebf6f0fb50ebb88f18")
    text = base58check_encode(payload)
    assert text == "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"  # the genesis block's address
    assert base58check_decode(text, 21) == payload
    broken = text[:-1] + ("M" if text[-1] != "M" else "N")
    with pytest.raises(AddressFormatError, match="checksum does not match"):
        base58check_decode(broken, 21)
    with pytest.raises(AddressFormatError, match="too short"):
        base58check_decode(text, 22)


VALID_BECH32 = [
    "A12UEL5L",
    "a12uel5l",
    "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
    "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
    "11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j",
    "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
    "?1ezyfcl",
]
VALID_BECH32M = [
    "A1LQFN3A",
    "a1lqfn3a",
    "an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6",
    "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx",
    "11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8",
    "split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
    "?1v759aa",
]
INVALID_BECH32 = [
    " 1nwldj5",
    "\x7f1axkwrx",
    "\x801eym55h",
    "an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx",
    "pzry9x0s0muk",
    "1pzry9x0s0muk",
    "x1b4n0q5v",
    "li1dgmt3",
    "de1lg7wt\xff",
    "A1G7SGD8",
    "10a06t8",
    "1qzzfhee",
]
INVALID_BECH32M = [
    " 1xj0phk",
    "\x7f1g6xzxy",
    "\x801vctc34",
    "an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4",
    "qyrz8wqd2c9m",
    "1qyrz8wqd2c9m",
    "y1b0jsk6g",
    "lt1igcx5c0",
    "in1muywd",
    "mm1crxm3i",
    "au1s5cgom",
    "M1VUXWEZ",
    "16plkw9",
    "1p2gdwpf",
]


@pytest.mark.parametrize(
    ("text", "variant"),
    [(t, Bech32Variant.BECH32) for t in VALID_BECH32]
    + [(t, Bech32Variant.BECH32M) for t in VALID_BECH32M],
)
def test_valid_bech32_strings(text: str, variant: Bech32Variant) -> None:
    assert bech32_decode(text)[2] is variant
    at = text.rfind("1") + 1
    flipped = text[:at] + chr(ord(text[at]) ^ 1) + text[at + 1 :]
    with pytest.raises(AddressFormatError):
        bech32_decode(flipped)


@pytest.mark.parametrize("text", INVALID_BECH32 + INVALID_BECH32M)
def test_invalid_bech32_strings(text: str) -> None:
    with pytest.raises(AddressFormatError):
        bech32_decode(text)


VALID_SEGWIT = [
    (
        "bc",
        "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
        "0014751e76e8199196d454941c45d1b3a323f1433bd6",
    ),
    (
        "tb",
        "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
        "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262",
    ),
    (
        "bc",
        "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
        "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6",
    ),
    ("bc", "BC1SW50QGDZ25J", "6002751e"),
    ("bc", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323"),
    (
        "tb",
        "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
        "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
    ),
    (
        "tb",
        "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
        "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
    ),
    (
        "bc",
        "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
        "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
    ),
]


@pytest.mark.parametrize(("hrp", "address", "script"), VALID_SEGWIT)
def test_valid_segwit_addresses(hrp: str, address: str, script: str) -> None:
    version, program = segwit_decode(hrp, address)
    op = version + 0x50 if version else 0
    assert bytes([op, len(program)]) + program == bytes.fromhex(script)
    assert segwit_encode(hrp, version, program) == address.lower()


INVALID_SEGWIT = [
    "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",  # unknown prefix
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",  # bech32 for v1
    "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf",  # bech32 for v2
    "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL",  # bech32 for v16
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",  # bech32m for v0
    "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",  # bech32m for v0
    "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",  # bad checksum char
    "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R",  # version 17
    "bc1pw5dgrnzv",  # 1-byte program
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav",  # 41 bytes
    "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",  # 16 bytes for v0
    "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq",  # mixed case
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",  # padding > 4 bits
    "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j",  # non-zero padding
    "bc1gmk9yu",  # empty data
]


@pytest.mark.parametrize("address", INVALID_SEGWIT)
def test_invalid_segwit_addresses(address: str) -> None:
    for hrp in ("bc", "tb"):
        with pytest.raises(AddressFormatError):
            segwit_decode(hrp, address)


@pytest.mark.parametrize(("version", "length"), [(0, 21), (17, 32), (1, 1), (16, 41)])
def test_segwit_encode_refuses_what_no_chain_takes(version: int, length: int) -> None:
    with pytest.raises(AddressFormatError):
        segwit_encode("bc", version, bytes(length))


def test_keccak256_is_not_sha3_256() -> None:
    empty = "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert keccak256(b"").hex() == empty
    assert hashlib.sha3_256(b"").hexdigest() != empty


EIP55 = [
    "0x52908400098527886E0F7030069857D2E4169EE7",
    "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
    "0xde709f2102306220921060314715629080e2fb77",
    "0x27b1fdb04752bbc536007a920d24acb045561c26",
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
]


@pytest.mark.parametrize("address", EIP55)
def test_eip55_examples(address: str) -> None:
    assert eip55_checksummed(address[2:].lower()) == address
    assert eip55_checksummed(address[2:].upper()) == address
