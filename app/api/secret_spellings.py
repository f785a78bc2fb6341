"""Secret values found however a server spells them: the known ones (the session's token, the
api key at sign-in) and any token shaped like a JWT, Teller's or not.

A hostile or careless server may echo a secret JSON-escaped ("\\u0064\\u0065…", which the
request log's pretty view would show decoded), percent-encoded ("%64%65…", which anyone can
decode), the two mixed or one inside the other, in any case of hex. Such a text is decoded
with a map from each decoded character back to the characters it came from, searched
decoded, and the spans found are masked in the original: the rest is kept as it came.

Only these two decodings are undone, each at most once and in either order: they are the
ones the log's texts go through (JSON bodies, URLs and forms, and a URL inside JSON).
Base64 is not: a secret's base64 depends on where it starts within the encoded bytes, and
searching the three alignments of a 4-character key finds it by chance in large bodies.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from urllib.parse import unquote

REDACTED = "***"
# A secret shorter than this is not looked for by value: masking every "a" would ruin the log.
MIN_SECRET_LENGTH = 4
_JSON_SHORT = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r"}
_JSON_SHORT |= {"t": "\t"}
_JSON_ESCAPE = re.compile(r'\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])')
_PERCENT_RUN = re.compile(r"%[0-9A-Fa-f]{2}(?:%[0-9A-Fa-f]{2})*")
# A JWT as it reads once decoded: a base64url header starting '{"' (eyJ), a payload and a
# signature (empty with "alg": "none"), dot-separated.
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*")

Span = tuple[int, int]


def secret_forms(secrets: Iterable[str | None]) -> tuple[str, ...]:
    """The secrets to look for by value (4 characters or more), longest first, so a longer
    one is masked whole before a shorter one inside it; ``redact_values`` finds each in
    every spelling."""
    found = {secret for secret in secrets if secret and len(secret) >= MIN_SECRET_LENGTH}
    return tuple(sorted(found, key=len, reverse=True))


def widest(secrets: Sequence[str]) -> int:
    """How long the longest spelling of any of ``secrets`` can be (a byte percent-encoded
    and each character of that JSON-escaped takes 18 characters)."""
    return max((18 * len(secret.encode("utf-8", "surrogatepass")) for secret in secrets), default=0)


def redact_values(text: str, secrets: Sequence[str]) -> str:
    """``text`` with each of ``secrets`` masked in any spelling, and any JWT-shaped token."""
    # A form writes a space as "+": a secret with spaces is looked for that way too.
    secrets = [*secrets, *(secret.replace(" ", "+") for secret in secrets if " " in secret)]
    for secret in secrets:  # as is: the common case, and a plain search
        if secret in text:
            text = text.replace(secret, REDACTED)
    if "\\" not in text and "%" not in text and "eyJ" not in text:
        # Every other spelling begins with an escape ("\\u…", "%…") and a JWT with "eyJ":
        # none here, so nothing more to find. Most of the request log's texts (a header, a
        # URL, a body without escapes) end here, about 30 of them a request.
        return text
    spaces = any(" " in secret for secret in secrets)
    units = _units(all(secret.isascii() for secret in secrets), spaces)
    if not _may_be_spelled(text, units):
        return text
    spans = [span for reading in _readings(text, units) for span in _found(reading, secrets)]
    return _masked(text, spans) if spans else text


def mask_jwts(text: str) -> str:
    """Every token shaped like a JWT masked, as is or encoded: a server's refresh token, or
    one of another system, is a secret though Teller was never told of it."""
    return redact_values(text, ())


def _may_be_spelled(text: str, units: tuple[re.Pattern[str], re.Pattern[str]]) -> bool:
    """Whether the text may hold a JWT, or a secret spelled other than as is: scans in C,
    so a page of orders is left alone (its accents escaped or not)."""
    return "eyJ" in text or any(unit.search(text) for unit in units)


@lru_cache(maxsize=4)
def _units(ascii_only: bool, spaces: bool) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The JSON escapes and percent-escapes worth decoding. For secrets of printable ASCII
    (tokens, keys, any JWT) only those that write such a character: "Caf\\u00e9" and
    "a%20b" cannot spell one (a secret with a space aside), and decoding each of them cost
    20 ms a page of orders."""
    if not ascii_only:
        return _JSON_ESCAPE, _PERCENT_RUN
    printable = r"2[0-9a-fA-F]|[3-7][0-9a-fA-F]" if spaces else r"2[1-9a-fA-F]|[3-7][0-9a-fA-F]"
    json_unit = re.compile(rf'\\(?:u00(?:{printable})|["\\/])')
    # Begins with "%", not a group: the search then skips to each "%" (a group first made
    # it try every position: 2 ms a page).
    return json_unit, re.compile(rf"%(?:{printable})(?:%(?:{printable}))*")


class _Reading:
    """A text decoded one way, and where each of its characters came from in the text it
    was decoded from (``parent``; None: the original itself)."""

    def __init__(
        self,
        text: str,
        parent: _Reading | None = None,
        starts: Sequence[int] = (),
        segments: Sequence[tuple[int, int, bool]] = (),
    ) -> None:
        self.text = text
        self.parent = parent
        self.starts = starts  # where each segment begins in ``text``
        self.segments = segments  # (start, end) in the parent; True: character for character

    def original(self, start: int, end: int) -> Span:
        """The span of the original text that ``text[start:end]`` was decoded from."""
        if self.parent is None:
            return start, end
        low, high = self._source(start)[0], self._source(end - 1)[1]
        return self.parent.original(low, high)

    def _source(self, index: int) -> Span:
        segment = bisect_right(self.starts, index) - 1
        start, end, exact = self.segments[segment]
        if exact:
            at = start + index - self.starts[segment]
            return at, at + 1
        return start, end  # an escape: every character it decodes to stands for all of it


def _readings(text: str, units: tuple[re.Pattern[str], re.Pattern[str]]) -> list[_Reading]:
    """The text as is, JSON escapes undone, percent-escapes undone, and both either way."""
    json_unit, percent = units
    plain = _Reading(text)
    readings = [plain]
    json_first = _decode(plain, json_unit, _json_char)
    percent_first = _decode(plain, percent, unquote)
    for first, then, chars in (
        (json_first, percent, unquote),
        (percent_first, json_unit, _json_char),
    ):
        if first is not None:
            readings.append(first)
            if (second := _decode(first, then, chars)) is not None:
                readings.append(second)
    return readings


def _decode(
    reading: _Reading, unit: re.Pattern[str], chars: Callable[[str], str]
) -> _Reading | None:
    """``reading`` with each ``unit`` decoded; None when it has none."""
    pieces: list[str] = []
    starts: list[int] = []
    segments: list[tuple[int, int, bool]] = []
    position = length = 0
    for match in unit.finditer(reading.text):
        start, end = match.span()
        decoded = chars(match[0])
        if start > position:
            pieces.append(reading.text[position:start])
            starts.append(length)
            segments.append((position, start, True))
            length += start - position
        pieces.append(decoded)
        starts.append(length)
        segments.append((start, end, False))
        length += len(decoded)
        position = end
    if not segments:
        return None
    pieces.append(reading.text[position:])
    starts.append(length)
    segments.append((position, len(reading.text), True))
    return _Reading("".join(pieces), reading, starts, segments)


def _json_char(escape: str) -> str:
    if escape[1] == "u":
        return chr(int(escape[2:], 16))
    return _JSON_SHORT[escape[1]]


def _found(reading: _Reading, secrets: Sequence[str]) -> list[Span]:
    """Where in the original the reading holds a secret or a JWT."""
    spans = []
    text = reading.text
    for secret in secrets:
        start = text.find(secret)
        while start != -1:
            spans.append(reading.original(start, start + len(secret)))
            start = text.find(secret, start + len(secret))
    if "eyJ" in text:
        spans += [reading.original(*match.span()) for match in _JWT.finditer(text)]
    return spans


def _masked(text: str, spans: list[Span]) -> str:
    """``text`` with each span (merged where they overlap) replaced by REDACTED."""
    out = []
    position = 0
    for start, end in sorted(spans):
        if end <= position:
            continue
        out.append(text[position : max(start, position)])
        if start >= position:
            out.append(REDACTED)
        position = end
    out.append(text[position:])
    return "".join(out)
