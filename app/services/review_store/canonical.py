"""The bytes an entry's hash and signature cover: RFC 8785-style canonical JSON.

Keys sorted, no spaces, UTF-8, strings as JSON escapes them minimally. Entries hold only
strings and integers, so the number rules of RFC 8785 (ECMAScript doubles) never apply; keys
are ASCII field names, so sorting by code point equals RFC 8785's UTF-16 order. Never a
serializer's incidental output: this function is the one definition both signer and checker use.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
_SIGNABLE = (str, int)


def canonical(value: Mapping[str, Any]) -> bytes:
    for item in value.values():
        if type(item) not in _SIGNABLE:  # exact types: a bool or a float is refused
            raise TypeError(f"only strings and integers are signed, not {type(item).__name__}")
    return _ENCODER.encode(dict(value)).encode("utf-8")
