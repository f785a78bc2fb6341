"""Redaction of the request log: bodies that are not JSON, every spelling of a secret, URLs."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from app.api.redaction import (
    MAX_BODY_CHARS,
    REDACTED,
    redact_body,
    redact_headers,
    redact_url,
)
from app.api.request_log import Exchange, as_curl

SECRET = "s3cr3t-VALUE"


def shown(body: str) -> str:
    text = redact_body(body)
    assert text is not None
    return text


@pytest.mark.parametrize(
    ("body", "kept"),
    [
        ('{"token": "eyJSECRET.abc.def", "x', ['"x', '"token"']),  # a login answer cut short
        ('{"user": "demo", "token": "eyJSECRET.ab', ['"user": "demo"', '"token"']),  # cut mid-value
        ('{"token": "eyJSECRET\\"esc", "tail": "ok"', ['"tail": "ok"']),  # escaped quote inside
        ('{"password": 12345678, "x": 1', ['"x": 1']),  # a bare value
        ('{"\\u0074oken": "eyJSECRET", "x', ['"x']),  # an escaped member name
    ],
)
def test_json_that_does_not_parse_is_redacted_by_pattern(body: str, kept: list[str]) -> None:
    text = shown(body)
    assert "eyJSECRET" not in text
    assert "12345678" not in text
    assert REDACTED in text
    for part in kept:
        assert part in text


@pytest.mark.parametrize(
    "body",
    [
        f"api_key={SECRET}&x=1",
        f"x=1&password={SECRET}",
        f"x=1&Access-Token={SECRET}&y=2",
        f"x=1&api%5Fkey={SECRET}",  # a percent-encoded name
        f"x=1&user[password]={SECRET}",
        f"error: refresh_token={SECRET} expired",
    ],
)
def test_form_and_text_pairs_are_redacted(body: str) -> None:
    text = shown(body)
    assert SECRET not in text
    assert f"={REDACTED}" in text
    assert text.startswith(body.split("=", 1)[0])  # the readable part stays


def test_form_redaction_keeps_the_other_pairs() -> None:
    assert shown(f"api_key={SECRET}&x=1") == f"api_key={REDACTED}&x=1"


@pytest.mark.parametrize(
    "name",
    [
        "accessToken",
        "access_token",
        "refreshToken",
        "refresh_token",
        "idToken",
        "id_token",
        "apiKey",
        "api_key",
        "API_KEY",
        "password",
        "Password",
        "secret",
        "client_secret",
        "authorization",
        "Authorization",
        "token",
        "sessionToken",
    ],
)
def test_every_spelling_of_a_secret_member_is_redacted(name: str) -> None:
    body = json.dumps({name: SECRET, "amount": "12.50"})
    parsed = json.loads(shown(body))
    assert parsed == {name: REDACTED, "amount": "12.50"}


def test_secrets_are_redacted_at_any_depth() -> None:
    body = json.dumps(
        {
            "data": [
                {"id": "u-1", "auth": {"accessToken": SECRET, "scopes": ["read"]}},
                [[{"apiKey": SECRET}], {"secret": {"nested": SECRET}}],
            ],
            "note": f'inner json {{"token": "{SECRET}"}}',
        }
    )
    text = shown(body)
    assert SECRET not in text
    parsed = json.loads(text)
    assert parsed["data"][0]["id"] == "u-1"
    assert parsed["data"][0]["auth"] == {"accessToken": REDACTED, "scopes": ["read"]}
    assert parsed["data"][1] == [[{"apiKey": REDACTED}], {"secret": REDACTED}]
    assert parsed["note"].startswith("inner json")


def test_harmless_members_that_mention_a_secret_word_are_kept_as_they_came() -> None:
    body = '{"token_type":"bearer",  "expires_in": 3600, "note": "my password is safe"}'
    assert redact_body(body) == body


def test_redaction_happens_before_the_cut() -> None:
    body = '{"orders": "' + "x" * MAX_BODY_CHARS + f'", "token": "{SECRET}"}}'
    text = shown(body)
    assert SECRET not in text
    assert len(text) <= MAX_BODY_CHARS


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            f"https://api.example.com/v1/x?page=2&api_key={SECRET}&q=a%20b",
            f"https://api.example.com/v1/x?page=2&api_key={REDACTED}&q=a%20b",
        ),
        (
            f"https://api.example.com/cb?accessToken={SECRET}&RefreshToken={SECRET}",
            f"https://api.example.com/cb?accessToken={REDACTED}&RefreshToken={REDACTED}",
        ),
        (
            f"https://demo:{SECRET}@api.example.com:8443/v1?page=1",
            f"https://demo:{REDACTED}@api.example.com:8443/v1?page=1",
        ),
        (f"https://{SECRET}@api.example.com/v1", f"https://{REDACTED}@api.example.com/v1"),
        (
            f"https://app.example.com/cb#access_token={SECRET}&token_type=bearer",
            f"https://app.example.com/cb#access_token={REDACTED}&token_type=bearer",
        ),
        (
            f"https://api.example.com/x?api%5Fkey={SECRET}",
            f"https://api.example.com/x?api%5Fkey={REDACTED}",
        ),
    ],
)
def test_redact_url(url: str, expected: str) -> None:
    assert redact_url(url) == expected
    assert SECRET not in redact_url(url)


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/api/v1/account/users/u/accounts/a",
        "https://api.example.com/orders?page=2&size=50&sort=-created_at",
        "http://[::1]:9000/x?token_type=bearer",
    ],
)
def test_redact_url_keeps_a_harmless_url_as_it_came(url: str) -> None:
    assert redact_url(url) == url


def test_redact_url_masks_even_an_address_it_cannot_parse() -> None:
    text = redact_url(f"http://demo:{SECRET}@[::1/x?token={SECRET}")
    assert SECRET not in text
    assert text.startswith("http://")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (f"Bearer {SECRET}", f"Bearer {REDACTED}"),
        (f"Basic {SECRET}", f"Basic {REDACTED}"),
        (SECRET, REDACTED),
    ],
)
def test_authorization_header_keeps_only_its_scheme(value: str, expected: str) -> None:
    assert redact_headers({"Authorization": value}) == {"Authorization": expected}


def test_headers_never_leak_a_cookie_or_a_token_in_a_location() -> None:
    headers = {
        "Cookie": f"session={SECRET}; theme=dark",
        "Location": f"https://app.example.com/cb?token={SECRET}",
        "Content-Type": "application/json",
    }
    safe = redact_headers(headers)
    assert SECRET not in json.dumps(safe)
    assert safe["Cookie"] == REDACTED
    assert safe["Location"] == f"https://app.example.com/cb?token={REDACTED}"
    assert safe["Content-Type"] == "application/json"


def test_curl_never_shows_a_secret_even_from_an_unredacted_exchange() -> None:
    exchange = Exchange(
        started_at=datetime.now(UTC),
        method="POST",
        url=f"https://demo:{SECRET}@api.example.com/v1/login?api_key={SECRET}&lang=en",
        request_headers={"Authorization": f"Bearer {SECRET}", "Accept": "application/json"},
        request_body=json.dumps({"api_code": "demo", "api_key": SECRET}),
        status=200,
    )
    curl = as_curl(exchange)
    assert SECRET not in curl
    assert curl.startswith("curl -X POST ")
    assert "api.example.com/v1/login?api_key=***&lang=en" in curl
    assert "Bearer ***" in curl
    assert "Accept: application/json" in curl
    assert '"api_code": "demo"' in curl


@pytest.mark.parametrize(
    ("cut_off", "kept"),
    [
        ('{"token": {"value": "leak1"}, "x": 1', '"x": 1'),
        ('{"token": ["leak1", {"a": "]"}], "x": 1, "y": "ok', '"y": "ok'),
        ('{"data": {"v": "fine"}, "password": {"deep": ["leak1", 2', '"v": "fine"'),
    ],
)
def test_a_secret_object_or_list_in_cut_off_json_is_masked_whole(cut_off: str, kept: str) -> None:
    shown = redact_body(cut_off)
    assert shown is not None
    assert "leak1" not in shown
    assert kept in shown
