from __future__ import annotations

import json

import pytest

from app.api.base_url import check_base_url
from app.api.client import BankingClient
from app.api.errors import InvalidBaseUrl, NotFound
from app.api.request_log import Exchange, RequestLog, as_curl
from app.api.session import token_expiry

pytestmark = pytest.mark.anyio


async def test_secrets_never_reach_the_log(client: BankingClient) -> None:
    seen: list[Exchange] = []
    unsubscribe = client.request_log.subscribe(seen.append)
    await client.login("demo", "demo-key")
    await client.list_user_relations()
    unsubscribe()
    login, relations = seen
    assert json.loads(login.request_body or "{}") == {"api_code": "demo", "api_key": "***"}
    assert json.loads(login.response_body or "{}") == {"token": "***"}
    assert client.session.token is not None
    everything = json.dumps([e.__dict__ for e in client.request_log.entries()], default=str)
    assert client.session.token not in everything
    assert "demo-key" not in everything
    assert relations.status == 200
    assert relations.duration > 0


async def test_bearer_header_redacted_and_curl(client: BankingClient) -> None:
    with pytest.raises(NotFound):
        await client.get_account("u", "a")
    entry = client.request_log.entries()[-1]
    assert entry.request_headers["authorization"] == "Bearer ***"
    assert entry.status == 404
    curl = as_curl(entry)
    assert curl.startswith("curl -X GET http://127.0.0.1/api/v1/account/users/u/accounts/a ")
    assert "Bearer ***" in curl
    assert client.session.token not in curl  # type: ignore[operator]


def test_the_log_is_bounded() -> None:
    log = RequestLog(capacity=3)
    from datetime import UTC, datetime

    for index in range(5):
        log.record(Exchange(datetime.now(UTC), "GET", f"http://x/{index}", {}, None, 200))
    assert [e.url for e in log.entries()] == ["http://x/2", "http://x/3", "http://x/4"]


async def test_the_client_keeps_no_api_key(client: BankingClient) -> None:
    assert "demo-key" not in repr(vars(client))


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8000",
        "http://localhost",
        "http://[::1]:9000/",
        "https://api.example.com",
        "http://127.1.2.3",
    ],
)
def test_accepted_base_urls(url: str) -> None:
    assert check_base_url(url) == url.rstrip("/")


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("http://api.example.com", "https://"),
        ("ftp://example.com", "full address"),
        ("example.com", "full address"),
        ("https://exa mple.com:99999", "not a valid address"),
        ("https://api.example.com/?x=1", "? or #"),
        ("https://exa mple.com", "not a valid server name"),
        ("https://api..example.com", "not a valid server name"),
        ("https://api.exam<ple.com", "not a valid server name"),
    ],
)
def test_refused_base_urls(url: str, words: str) -> None:
    with pytest.raises(InvalidBaseUrl, match=words.replace("?", r"\?")):
        check_base_url(url)


def test_token_expiry_is_read_without_verifying() -> None:
    import base64

    payload = base64.urlsafe_b64encode(
        json.dumps({"exp": 2_000_000_000}).decode() if False else b'{"exp": 2000000000}'
    ).rstrip(b"=")
    token = f"e30.{payload.decode()}.signature"
    expiry = token_expiry(token)
    assert expiry is not None
    assert int(expiry.timestamp()) == 2_000_000_000
    assert token_expiry("not-a-jwt") is None


@pytest.mark.parametrize(
    "body",
    [
        '{"token": "abc.def.ghi"}',
        '{"data": [{"Api_Key": "k-123"}]}',
        '{"\\u0074oken": "abc.def.ghi"}',  # a key spelled with an escape is still found
    ],
)
def test_a_body_that_may_hold_a_secret_is_redacted(body: str) -> None:
    from app.api.request_log import redact_body

    shown = redact_body(body)
    assert shown is not None
    assert "abc.def.ghi" not in shown
    assert "k-123" not in shown


def test_a_body_without_secret_members_is_kept_as_it_came() -> None:
    from app.api.request_log import redact_body

    page = '{"orders": [{"id": "o-1", "reference": "my token is here"}]}'
    assert redact_body(page) == page
