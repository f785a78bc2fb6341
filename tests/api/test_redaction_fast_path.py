"""The request log looks for known secrets in about 30 texts a request (each header twice, the
URL, the bodies): a text with no escape and nothing shaped like a JWT is searched for the
secrets as they are and nothing more, since every other spelling begins with "\\" or "%" and
a JWT with "eyJ" (issue 26: sending a batch at 0.8x a bare httpx loop)."""

from __future__ import annotations

import pytest

from app.api import secret_spellings
from app.api.secret_spellings import REDACTED, mask_jwts, redact_values, secret_forms

TOKEN = "tok-5bd1e0c2a9f74b3e8d6c1f0a"


def test_a_plain_text_is_not_decoded(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object) -> object:
        raise AssertionError("decoded a text that cannot spell a secret")

    monkeypatch.setattr(secret_spellings, "_units", refuse)
    monkeypatch.setattr(secret_spellings, "_readings", refuse)
    forms = secret_forms([TOKEN, "pass word"])
    for text in ("application/json", "3f1c1a6e-8a2b-4b7e-9b1e-0f6a1f1b2c3d", "Bearer ***"):
        assert redact_values(text, forms) == text
        assert mask_jwts(text) == text
    assert redact_values(f"Bearer {TOKEN}", forms) == f"Bearer {REDACTED}"
    assert redact_values("user=pass+word", forms) == f"user={REDACTED}"


@pytest.mark.parametrize("ascii_only", [True, False])
@pytest.mark.parametrize("spaces", [True, False])
def test_every_other_spelling_begins_with_an_escape(ascii_only: bool, spaces: bool) -> None:
    """What the shortcut rests on: each pattern the careful search decodes starts with a
    backslash or a percent sign."""
    for unit in secret_spellings._units(ascii_only, spaces):
        assert unit.pattern.startswith(("\\\\", "%"))


@pytest.mark.parametrize(
    "text",
    [
        "a \\u0074ok-5bd1e0c2a9f74b3e8d6c1f0a b",
        "a %74ok-5bd1e0c2a9f74b3e8d6c1f0a b",
        "a eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl b",
    ],
    ids=["json-escape", "percent", "jwt"],
)
def test_a_text_with_an_escape_or_a_jwt_still_takes_the_careful_way(text: str) -> None:
    shown = redact_values(text, secret_forms([TOKEN]))
    assert shown == f"a {REDACTED} b"
