"""The paging hot path's shortcuts (issue 18) and the guarantees they must keep.

An answer is parsed once, by pydantic's own JSON parser, and an answer it refuses is looked
at again the careful way, so every failure keeps its sentence. The request log looks for
secret names in the bytes rather than through ``str.lower``, and must find every one the
careful search finds.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any
from urllib.parse import unquote

import httpx
import pytest

from app.api import core
from app.api.core import ApiCore
from app.api.errors import ProtocolError
from app.api.redaction import (
    LOWERS_TO_ASCII,
    REDACTED,
    SECRET_FIELDS,
    SECRET_SUFFIXES,
    _may_hold_secret,
    redact_body,
)
from app.models.orders import OrderList

ORDER = {
    "id": "o-1",
    "reference": "Müller & Hijos",
    "state": "SETTLED",
    "type": "BANK_PAYIN",
    "origin": {"amount": 12345, "currency": "EUR"},
    "fx": None,
    "createdAt": "2026-09-13T14:38:24.000Z",
}
PAGE = {
    "orders": [ORDER],
    "pagination": {"page": 1, "pageSize": 100, "numPages": 1, "total": 1},
}


def answer(body: bytes) -> httpx.Response:
    request = httpx.Request("GET", "http://127.0.0.1/api/v1/account/orders")
    return httpx.Response(
        200, content=body, headers={"content-type": "application/json"}, request=request
    )


def test_an_answer_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page is not decoded by ``json`` and then walked again by pydantic."""

    def refuse(_response: httpx.Response) -> Any:
        raise AssertionError("parsed a second time")

    monkeypatch.setattr(core, "json_of", refuse)
    page = ApiCore.parse(OrderList, answer(json.dumps(PAGE).encode()))
    assert page.orders[0].origin is not None
    assert page.orders[0].origin.amount == 12345
    assert page.orders[0].reference == "Müller & Hijos"


@pytest.mark.parametrize(
    ("body", "sentence"),
    [
        (b'{"orders": [', "was not complete JSON"),
        (b'{"orders": ["\xff\xfe"]}', "was not complete JSON"),  # not UTF-8
        (b"[" * 1000 + b"]" * 1000, "nested too deeply"),
        (b'{"orders": "none", "pagination": {}}', "did not have the expected shape"),
    ],
)
def test_answers_pydantic_refuses_keep_their_sentences(body: bytes, sentence: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        ApiCore.parse(OrderList, answer(body))
    assert sentence in caught.value.message


def test_json_that_only_python_reads_is_still_read() -> None:
    """UTF-16 and NaN are JSON to ``json`` (and were read before): still read."""
    odd = dict(PAGE, orders=[dict(ORDER, fx={"pair": "EURUSD", "rate": float("nan")})])
    for body in (json.dumps(PAGE).encode("utf-16"), json.dumps(odd).encode()):
        page = ApiCore.parse(OrderList, answer(body))
        assert page.orders[0].id == "o-1"


def careful(text: str) -> bool:
    """Whether a secret name is in the text read as JSON and a form read it: JSON escapes
    and percent-escapes decoded, lowered with Unicode's rules, "_" and "-" left out."""
    unescaped = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m[1], 16)), text)
    decoded = unquote(unescaped) if "%" in unescaped else unescaped
    lowered = decoded.lower().replace("_", "").replace("-", "")
    names = {name.replace("_", "") for name in SECRET_FIELDS} | set(SECRET_SUFFIXES)
    return any(name in lowered for name in names)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"orders": [{"counterparty": "Café Müller", "id": "5e7f-aa"}]}', False),
        ('{"orders": [{"counterparty": "Caf\\u00e9 M\\u00fcller", "id": "5e7f"}]}', False),
        ('{"TOKEN": "x"}', True),
        ('{"Api-Key": "x"}', True),
        ('{"a_p_i_k_e_y": "x"}', True),
        ('{"to\u212aen": "x"}', True),  # the Kelvin sign lowers to "k"
        ('{"to\\u212Aen": "x"}', True),  # ... escaped
        ('{"Pİ": "password"}', True),
        ('{"clientSecret": "x", "name": "Ünïcödé"}', True),
        ('{"\\u0074oken": "x"}', True),
        ('{"api\\u005Fkey": "x", "name": "Caf\\u00e9"}', True),
        ("x=1&%74oken=abc", True),
        ("x=1&acceso=s\u00ed", False),
        ("note: refresh-token expired, señor", True),
        ('{"name": "\ud800 lone surrogate", "secret": 1}', True),
    ],
)
def test_the_byte_search_finds_every_secret_name(text: str, expected: bool) -> None:
    """Never a secret name missed (a maybe only costs time), and no maybe for a page of
    orders, whether its accents come as they are or escaped."""
    assert careful(text) == expected
    assert _may_hold_secret(text) == expected
    assert _may_hold_secret(text, text.encode("utf-8", "surrogatepass")) == expected


def test_a_page_with_escaped_accents_is_kept_as_it_came() -> None:
    body = json.dumps(PAGE, ensure_ascii=True).encode()  # "M\u00fcller"
    assert b"\\u00fc" in body
    assert redact_body(body) == body.decode()


def test_only_the_listed_characters_lower_to_ascii() -> None:
    """The byte search relies on this list: a new Unicode version could add to it."""
    found = [
        chr(point)
        for point in range(128, sys.maxunicode + 1)
        if any(char.isascii() for char in chr(point).lower())
    ]
    assert found == list(LOWERS_TO_ASCII)


def test_a_kelvin_sign_in_a_secret_name_is_still_redacted() -> None:
    body = '{"name": "Zoë", "to\u212aen": "eyJSECRET"}'
    text = redact_body(body)
    assert text is not None
    assert "eyJSECRET" not in text
    assert REDACTED in text
