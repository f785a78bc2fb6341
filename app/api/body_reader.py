"""An answer's body read within a size limit, decompressed here rather than by httpx.

httpx inflates each network chunk whole before anyone can look at its size, so 0.4 MB of gzip
can become 400 MB in memory before a limit on the decoded body refuses it. Inflating here with
``max_length`` stops at the limit. Only the encodings Teller asks for are accepted.
"""

from __future__ import annotations

import zlib

import httpx

ACCEPTED_ENCODINGS = "gzip, deflate"
_ZLIB_OR_GZIP = 32 + zlib.MAX_WBITS  # detects either header


class BodyTooLargeError(Exception):
    pass


class BadEncodingError(Exception):
    pass


async def read_capped(response: httpx.Response, limit: int) -> bytes:
    """The decoded body, or BodyTooLargeError past ``limit`` bytes (declared or decoded)."""
    declared = response.headers.get("content-length", "")
    encoding = response.headers.get("content-encoding", "identity").strip().lower()
    if declared.isdigit() and int(declared) > limit:
        raise BodyTooLargeError
    if encoding in ("", "identity"):
        inflate = None
    elif encoding in ("gzip", "x-gzip", "deflate"):
        inflate = zlib.decompressobj(_ZLIB_OR_GZIP)
    else:
        raise BadEncodingError(encoding)
    chunks: list[bytes] = []
    size = 0
    try:
        async for raw in response.aiter_raw():
            data = raw if inflate is None else inflate.decompress(raw, limit - size + 1)
            size += len(data)
            if size > limit or (inflate is not None and inflate.unconsumed_tail):
                raise BodyTooLargeError
            chunks.append(data)
        if inflate is not None:
            tail = inflate.flush()
            size += len(tail)
            if size > limit:
                raise BodyTooLargeError
            chunks.append(tail)
    except zlib.error as exc:
        raise BadEncodingError(str(exc)) from None
    return b"".join(chunks)
