"""Secrets a hostile server echoes back, in every spelling (issue 23, item 5): JSON-escaped,
percent-encoded (either case of hex, the two mixed or nested), in a message, a detail's
field, a header or a URL; and tokens Teller never knew, shaped like a JWT. None can be
read in the request log (as stored, as its pretty view shows a body, as a cURL line) or
in the ApiError a view shows, whatever a reader decodes."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from urllib.parse import quote, unquote

import pytest

from app.api import secret_spellings
from app.api.client import BankingClient
from app.api.errors import ApiError, ValidationFailed
from app.api.redaction import MAX_BODY_CHARS, redact_body, redact_headers
from app.api.request_log import Exchange, as_curl
from app.api.retrying import RetryPolicy
from app.api.secret_spellings import redact_values, secret_forms
from app.models.validation import FieldIssue
from app.views.request_log.dock import describe
from tests.api.faulty_servers import Handler, read_request, response, serve

pytestmark = pytest.mark.anyio
ONCE = RetryPolicy(attempts=1)
API_KEY = "demo-key-7f3a"
TOKEN = "tok-" + "S3cr3t" * 6
# A refresh token Teller is never told about: only its JWT shape gives it away.
REFRESH = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyZWZyZXNoIiwiZXhwIjo5OTl9.c2lnbmF0dXJlLXNpZ25hdHVyZQ"


def json_escaped(text: str) -> str:
    return "".join(f"\\u{ord(char):04x}" for char in text)


def percent(text: str) -> str:
    return "".join(f"%{byte:02X}" for byte in text.encode())


def mixed(text: str) -> str:
    """Each character another way: as is, JSON-escaped (upper-case hex), percent (lower)."""
    ways = (
        lambda c: c,
        lambda c: f"\\u{ord(c):04X}",
        lambda c: f"%{ord(c):02x}",
    )
    return "".join(ways[index % 3](char) for index, char in enumerate(text))


SPELLINGS: dict[str, Callable[[str], str]] = {
    "as-is": lambda text: text,
    "json-escaped": json_escaped,
    "percent": percent,
    "percent-lower": lambda text: percent(text).lower(),
    "json-escaped-percent": lambda text: json_escaped(percent(text)),
    "percent-json-escaped": lambda text: percent(json_escaped(text)),
    "quoted-with-space": lambda text: quote(f"{text} ", safe=""),
    "mixed": mixed,
}


def readings(text: str) -> list[str]:
    """What a reader may make of a text: as it is, JSON escapes decoded, percent-decoded,
    and both in either order."""

    def unescape(value: str) -> str:
        return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m[1], 16)), value)

    return [text, unescape(text), unquote(text), unquote(unescape(text)), unescape(unquote(text))]


def readable(secret: str, texts: list[str]) -> list[str]:
    return [text for text in texts if any(secret in reading for reading in readings(text))]


def logged_texts(exchange: Exchange) -> list[str]:
    texts = [exchange.url, exchange.error or "", describe(exchange), as_curl(exchange)]
    texts += [exchange.request_body or "", exchange.response_body or ""]
    for headers in (exchange.request_headers, exchange.response_headers):
        texts += [f"{name}: {value}" for name, value in headers.items()]
    return texts


def error_texts(error: ApiError) -> list[str]:
    texts = [str(error), error.message, repr(error.args)]
    for detail in error.details:
        texts += [detail.field, detail.message]
    return texts


def envelope(text: str, status_type: str = "VALIDATION_ERROR") -> bytes:
    """The error envelope with ``text`` written into its JSON as is (already escaped)."""
    detail = f'{{"field": "{text}", "message": "{text}"}}'
    return (
        f'{{"error": {{"code": "INVALID_REQUEST", "type": "{status_type}", '
        f'"message": "key {text} is wrong", "details": [{detail}]}}}}'
    ).encode()


def refusing_sign_in(spelled: str) -> Handler:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(
            response(
                400, envelope(spelled), extra=f"X-Echo: {spelled}\r\nLocation: /x?k={spelled}\r\n"
            )
        )
        await writer.drain()

    return handle


@pytest.mark.parametrize("spelling", SPELLINGS.values(), ids=SPELLINGS.keys())
async def test_an_api_key_echoed_in_any_spelling_is_redacted(
    spelling: Callable[[str], str],
) -> None:
    spelled = spelling(API_KEY)
    async with serve(refusing_sign_in(spelled)) as url, BankingClient(url, retry=ONCE) as client:
        with pytest.raises(ApiError) as caught:
            await client.login("demo", API_KEY)
    (exchange,) = client.request_log.entries()
    assert exchange.status == 400
    assert not readable(API_KEY, logged_texts(exchange))
    assert not readable(API_KEY, error_texts(caught.value))
    assert "***" in (exchange.response_body or "")


def unknown_tokens(spell: Callable[[str], str]) -> Handler:
    """Signs in with TOKEN and a refresh token in a member and a header; then refuses the
    next request, echoing the refresh token in its message, a detail's field and headers."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head, _body = await read_request(reader)
        if b"/auth/login" in head:
            body = json.dumps({"token": TOKEN, "refresh": REFRESH, "session": {"next": REFRESH}})
            answer = response(
                200, body.encode(), extra=f"X-Refresh-Token: {REFRESH}\r\nX-Next: {REFRESH}\r\n"
            )
        else:
            spelled = spell(REFRESH)
            answer = response(
                404,
                envelope(spelled, "NOT_FOUND_ERROR"),
                extra=f"X-Renew: Bearer {spelled}\r\nLink: </renew?r={spelled}>\r\n",
            )
        writer.write(answer)
        await writer.drain()

    return handle


@pytest.mark.parametrize("spelling", SPELLINGS.values(), ids=SPELLINGS.keys())
async def test_a_token_teller_never_knew_is_redacted_by_its_jwt_shape(
    spelling: Callable[[str], str],
) -> None:
    async with serve(unknown_tokens(spelling)) as url, BankingClient(url, retry=ONCE) as client:
        await client.login("demo", API_KEY)
        with pytest.raises(ApiError) as caught:
            await client.get_account("u", "a")
    signed_in, refused = client.request_log.entries()
    assert signed_in.status == 200
    assert not readable(REFRESH, logged_texts(signed_in))
    assert not readable(TOKEN, logged_texts(signed_in))
    assert signed_in.response_headers["x-refresh-token"] == "***"
    assert not readable(REFRESH, logged_texts(refused))
    assert not readable(REFRESH, error_texts(caught.value))
    assert "***" in caught.value.message


# --- the same rules, function by function ---


@pytest.mark.parametrize(
    "secret", ["clé secrète 😀 x", "pass word+1"], ids=["non-ascii", "space-and-plus"]
)
@pytest.mark.parametrize("spelling", SPELLINGS.values(), ids=SPELLINGS.keys())
def test_any_secret_is_found_in_any_spelling(secret: str, spelling: Callable[[str], str]) -> None:
    text = f"before {spelling(secret)} after"
    shown = redact_values(text, secret_forms([secret]))
    assert not readable(secret, [shown])
    assert shown.startswith("before ")
    assert shown.endswith(" after")


def test_a_secret_spelled_with_plus_for_its_space_is_found() -> None:
    shown = redact_values("q=pass+word%2B1&x=1", secret_forms(["pass word+1"]))
    assert shown == "q=***&x=1"


@pytest.mark.parametrize(
    "text",
    [
        '{"orders": [{"reference": "Caf\\u00e9 M\\u00fcller 10% off", "id": "o-1"}]}',
        "https://api.example.com/orders?search=a%20b&page=2",
        "Heyjude eyJ is not a token; eyJhbGciOiJIUzI1NiJ9 alone is not one either",
    ],
)
def test_texts_that_cannot_spell_a_secret_are_kept_as_they_came(text: str) -> None:
    assert redact_values(text, secret_forms([TOKEN])) == text


def test_a_page_of_orders_is_searched_without_decoding_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fast path of issue 18: accents escaped, a space percent-encoded, a percent sign:
    nothing there writes an ASCII character, so nothing is decoded."""

    def refuse(*_args: object) -> object:
        raise AssertionError("decoded a text that cannot spell a secret")

    monkeypatch.setattr(secret_spellings, "_readings", refuse)
    order = {"id": "o-1", "reference": "Müller 10% a%20b", "detailUrl": "/x?q=a%20b"}
    for ensure_ascii in (True, False):
        body = json.dumps({"orders": [order] * 100}, ensure_ascii=ensure_ascii)
        assert redact_body(body, secret_forms([TOKEN])) == body


def test_a_spelled_token_straddling_the_cut_leaves_nothing_readable() -> None:
    for spelling in (json_escaped, percent, mixed):
        spelled = spelling(TOKEN)
        for position in range(MAX_BODY_CHARS - len(spelled) - 30, MAX_BODY_CHARS + 8, 7):
            body = "x" * position + spelled + "y" * 1_000
            shown = redact_body(body, secret_forms([TOKEN]))
            assert shown is not None
            assert not readable(TOKEN[:8], [shown]), (spelling.__name__, position)


def test_headers_named_like_a_secret_are_masked_and_the_idempotency_key_kept() -> None:
    headers = {
        "X-Refresh-Token": "opaque-refresh-value",
        "X-CSRF-Token": "opaque-csrf-value",
        "Idempotency-Key": "pay-2026-001",
        "X-Next": f"Bearer {REFRESH}",
        "Link": f"</renew?r={percent(REFRESH)}>",
    }
    safe = redact_headers(headers)
    assert safe["X-Refresh-Token"] == "***"
    assert safe["X-CSRF-Token"] == "***"
    assert safe["Idempotency-Key"] == "pay-2026-001"
    assert safe["X-Next"] == "Bearer ***"
    assert not readable(REFRESH, list(safe.values()))


def test_an_error_detail_field_echoing_a_secret_is_redacted() -> None:
    error = ValidationFailed(
        "refused", details=[FieldIssue(API_KEY, "bad"), FieldIssue("amount", "too big")]
    )
    error.redact(lambda text: redact_values(text, secret_forms([API_KEY])))
    assert [(d.field, d.message) for d in error.details] == [("***", "bad"), ("amount", "too big")]
