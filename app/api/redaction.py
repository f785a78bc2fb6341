"""What a secret looks like, and how the request log masks it: in headers, URLs, JSON at any
depth, and by pattern in text that is not JSON (cut short, a form, a message).

Secrets never enter the log: credential headers, secret members of a body and secret query
parameters or userinfo of a URL are replaced before an ``Exchange`` is built, and the known
secret values (the session's token, the api key at sign-in) wherever a server echoes them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import unquote, unquote_plus, urlsplit, urlunsplit

from app.api.secret_spellings import (
    MIN_SECRET_LENGTH,
    REDACTED,
    mask_jwts,
    redact_values,
    secret_forms,
    widest,
)

__all__ = ["MIN_SECRET_LENGTH", "REDACTED", "redact_values", "secret_forms"]
SECRET_HEADERS = frozenset(
    {"authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-auth-token"}
)
# Matched ignoring case, "_" and "-": "accessToken", "ACCESS-TOKEN" and "access_token" are one.
SECRET_FIELDS = frozenset(
    {
        "api_key",
        "apikey",
        "token",
        "access_token",
        "refresh_token",
        "id_token",
        "password",
        "secret",
        "client_secret",
        "authorization",
    }
)
# A member ending in one of these is a secret too: authToken, session_token, new_password.
SECRET_SUFFIXES = ("token", "secret", "password", "apikey")
AUTH_SCHEMES = frozenset({"basic", "bearer", "digest", "token", "negotiate", "ntlm"})
URL_HEADERS = frozenset({"location", "content-location"})
# One body is kept up to this many characters (a page of 100 orders is about 56,000).
MAX_BODY_CHARS = 64_000


def _normalized(name: str) -> str:
    return name.lower().replace("_", "").replace("-", "")


_SECRET_KEYS = frozenset(_normalized(name) for name in SECRET_FIELDS)
# Characters outside ASCII whose lower case holds an ASCII letter ("\u212a", the Kelvin sign,
# lowers to "k"); a test checks this against all of Unicode.
LOWERS_TO_ASCII = ("\u0130", "\u212a")
# A JSON escape of an ASCII character (\\u0020-\\u007f) or of one in LOWERS_TO_ASCII.
_HIDING = r"\\u(?:00[2-7][0-9a-fA-F]|0130|212[aA])"
_HIDING_ESCAPE = re.compile(_HIDING)
_HIDING_ESCAPE_BYTES = re.compile(_HIDING.encode())
# What a text must contain to hold any secret name or suffix: "accesstoken" holds "token",
# so searching for "token" alone finds both.
_SECRET_NAMES = _SECRET_KEYS | {_normalized(suffix) for suffix in SECRET_SUFFIXES}
_SECRET_NEEDLES = tuple(
    sorted(
        name.encode("ascii")
        for name in _SECRET_NAMES
        if not any(other != name and other in name for other in _SECRET_NAMES)
    )
)

# "key": "value" in text that is not valid JSON; the value may be cut off by the end of the text.
_JSON_MEMBER = re.compile(
    r'(?P<head>"(?P<key>(?:[^"\\]|\\.){1,256})"\s*:\s*)'
    r'(?P<value>"(?:[^"\\]|\\.)*(?:"|\\?\Z)|[^\s,}\]"{\[]+)',
    re.DOTALL,
)
# key=value as in a form body or a query string: the value runs up to "&", whitespace or the end.
_FORM_PAIR = re.compile(r"(?<![\w.%\[\]\-])(?P<key>[\w.%\[\]\-]{1,256})=(?P<value>[^&\s]*)")
_USERINFO = re.compile(r"(?<=//)[^/?#@\s]*@")


def is_secret_field(name: str) -> bool:
    """Whether a member / parameter of this name holds a secret, however it is spelled."""
    key = _normalized(name)
    return key in _SECRET_KEYS or key.endswith(SECRET_SUFFIXES)


def redact_headers(headers: Mapping[str, str]) -> dict[str, str]:
    """Credential headers masked (the auth scheme kept), and any header named like a secret
    (X-Refresh-Token); URLs in headers redacted, and JWT-shaped values in any header."""
    out = {}
    for name, value in headers.items():
        lowered = name.lower()
        if lowered in SECRET_HEADERS or is_secret_field(lowered):
            out[name] = _redacted_header_value(value)
        elif lowered in URL_HEADERS:
            out[name] = redact_url(value)
        else:
            out[name] = mask_jwts(value)
    return out


def _redacted_header_value(value: str) -> str:
    """Keep a known scheme ("Bearer ***"); anything else (a cookie list) is masked whole."""
    scheme, _, rest = value.partition(" ")
    if rest and scheme.lower() in AUTH_SCHEMES:
        return f"{scheme} {REDACTED}"
    return REDACTED


def _redact_json(value: Any) -> Any:
    """Secret members masked at any depth; text inside strings is redacted by pattern too."""
    if isinstance(value, dict):
        return {k: (REDACTED if is_secret_field(k) else _redact_json(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_json(v) for v in value]
    if isinstance(value, str) and _may_hold_secret(value):
        return _redact_text(value)
    return value


def redact_body(body: bytes | str | None, forms: Sequence[str] = ()) -> str | None:
    """The body as shown in the log: secret members and the known secret values (``forms``,
    see ``secret_forms``) masked, within MAX_BODY_CHARS. A longer body keeps its beginning,
    after a note that it was cut and of its size."""
    if body is None or body == b"" or body == "":
        return None
    raw = body if isinstance(body, bytes) else None
    text = raw.decode("utf-8", errors="replace") if raw is not None else str(body)
    # Known values are masked before the cut, in a head long enough to hold one that
    # straddles it; the head's own last characters may begin one, so they go too.
    longest = widest(forms)
    head = MAX_BODY_CHARS + longest
    masked = _without_secret_members(text, raw, head)
    shown = redact_values(masked[:head], forms)
    if longest and max(len(text), len(masked)) > head:
        shown = shown[: len(shown) - longest]
    if len(text) <= MAX_BODY_CHARS and len(shown) <= MAX_BODY_CHARS:
        return shown
    return cut(shown, _size_of(body), MAX_BODY_CHARS)


def _without_secret_members(text: str, raw: bytes | None, head: int) -> str:
    """Secret members masked; text that is not JSON is masked by pattern, its first ``head``
    characters only (the patterns also mask a value cut off at the end)."""
    if not _may_hold_secret(text, raw):  # a page of orders: nothing to hide, no need to parse it
        return text
    try:
        parsed = json.loads(text)
        redacted = _redact_json(parsed)
    except (ValueError, RecursionError):  # truncated JSON, a form, plain text, or nested
        # deeper than Python recurses: redact by pattern
        return _redact_text(text[:head])
    if redacted == parsed:  # nothing secret after all: keep the server's own layout
        return text
    return json.dumps(redacted, ensure_ascii=False)


def _size_of(body: bytes | str) -> int:
    return len(body) if isinstance(body, bytes) else len(body.encode("utf-8", "surrogatepass"))


def _may_hold_secret(text: str, raw: bytes | None = None) -> bool:
    """False only when no secret name can be in the text (nor hidden by an escape).

    The text is searched as UTF-8 bytes: ``str.lower`` walks the Unicode tables and cost
    0.5 ms on a 56 KB page of orders, as much as validating it. ``bytes.lower`` changes only
    ASCII letters, which is the same search unless the text holds a character whose lower
    case is ASCII (the Kelvin sign lowers to "k"): such a text, or one with percent-escapes,
    takes the careful way. A JSON escape can hide a name ("\\u0074oken") only if it writes
    an ASCII character or one of those: "Caf\\u00e9", as servers that escape all non-ASCII
    write every accented name, hides nothing (taken as a maybe, it cost 19 ms a page of
    orders, parsed and walked). ``raw``: the text's own UTF-8, when the caller has it."""
    if "%" in text or any(char in text for char in LOWERS_TO_ASCII):
        if _HIDING_ESCAPE.search(text):
            return True
        lowered = _normalized(unquote(text) if "%" in text else text)
        return any(name in lowered for name in _SECRET_KEYS)
    if raw is None:
        raw = text.encode("utf-8", "surrogatepass")
    if b"\\u" in raw and _HIDING_ESCAPE_BYTES.search(raw):
        return True
    lowered_raw = raw.lower().replace(b"_", b"").replace(b"-", b"")
    return any(name in lowered_raw for name in _SECRET_NEEDLES)


def _redact_text(text: str) -> str:
    """Secret values masked in text that is not JSON: "key": "value" and key=value pairs,
    and a secret member's whole object or list."""
    text = _mask_nested(text)
    return _FORM_PAIR.sub(_masked_pair, _JSON_MEMBER.sub(_masked_member, text))


# "key": { or "key": [ , where the value is an object or a list
_NESTED_MEMBER = re.compile(r'"(?P<key>(?:[^"\\]|\\.){1,256})"\s*:\s*(?=[{\[])')


def _mask_nested(text: str) -> str:
    """A secret member whose value is an object or a list, masked up to its closing bracket
    (or the end of a cut-off text)."""
    out: list[str] = []
    position = 0
    for match in _NESTED_MEMBER.finditer(text):
        if match.start() < position or not is_secret_field(_json_key(match["key"])):
            continue
        out.append(text[position : match.end()])
        out.append(f'"{REDACTED}"')
        position = _closing(text, match.end())
    out.append(text[position:])
    return "".join(out)


def _closing(text: str, start: int) -> int:
    """Just past the bracket that closes the one at ``start``; strings are skipped whole."""
    depth, in_string, escaped = 0, False, False
    for index in range(start, len(text)):
        char = text[index]
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def _masked_member(match: re.Match[str]) -> str:
    if not is_secret_field(_json_key(match["key"])):
        return match[0]
    return f'{match["head"]}"{REDACTED}"'


def _json_key(raw: str) -> str:
    """A member name as JSON reads it, so "\\u0074oken" is seen as "token"."""
    try:
        key = json.loads(f'"{raw}"')
    except ValueError:
        return raw
    return key if isinstance(key, str) else raw


def _masked_pair(match: re.Match[str]) -> str:
    return f"{match['key']}={REDACTED}" if _is_secret_param(match["key"]) else match[0]


def _is_secret_param(raw: str) -> bool:
    """A form/query name, percent-decoded; "user[password]" and "auth.token" count too."""
    parts = re.split(r"[\[\].]", unquote_plus(raw))
    return any(is_secret_field(part) for part in parts if part)


def redact_url(url: str) -> str:
    """The URL with secret query/fragment parameters and any user:password@ masked."""
    try:
        parts = urlsplit(url)
    except ValueError:  # not parseable: mask by pattern rather than keep it whole
        return mask_jwts(_redact_text(_USERINFO.sub(f"{REDACTED}@", url)))
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, _, host = netloc.rpartition("@")
        user, colon, _ = userinfo.partition(":")
        netloc = f"{user}:{REDACTED}@{host}" if colon else f"{REDACTED}@{host}"
    safe = parts._replace(
        netloc=netloc, query=_redact_params(parts.query), fragment=_redact_params(parts.fragment)
    )
    return mask_jwts(url if safe == parts else urlunsplit(safe))


def _redact_params(text: str) -> str:
    """Each secret name=value of a query string masked; everything else kept as written."""
    pairs = []
    for pair in text.split("&"):
        name, eq, _ = pair.partition("=")
        pairs.append(f"{name}={REDACTED}" if eq and _is_secret_param(name) else pair)
    return "&".join(pairs)


def cut(text: str, size: int, limit: int) -> str:
    """``text`` fitted into ``limit`` characters, after a note saying it was cut and the
    size of the whole body (``size`` bytes): shown first, so nobody reads the beginning of
    an answer for all of it."""
    note = f"[Truncated by Teller's request log: the body had {size:,} bytes; its beginning follows.]\n"
    return note + text[: limit - len(note)]
