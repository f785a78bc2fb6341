from __future__ import annotations

import json
import secrets
from pathlib import Path

import pytest

from app.api.base_url import check_base_url
from app.api.client import BankingClient
from app.api.errors import InvalidBaseUrl, NotFound
from app.api.request_log import Exchange, RequestLog, as_curl
from app.api.session import token_expiry
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.live_server import serve_in_thread

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


async def test_the_client_keeps_no_api_key(tmp_path: Path) -> None:
    """Nothing reachable from a signed-in client holds the api key: not its session, its
    request log, its httpx client and connection pool, nor anything nested in them. The
    server runs on a socket, so the sandbox's own copy of the key is not in the graph."""
    api_key = f"key-{secrets.token_hex(16)}"
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            merchants=(("keyholder", api_key),),
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with serve_in_thread(app) as base_url:
        async with BankingClient(base_url) as client:
            await client.login("keyholder", api_key)
            await client.list_user_relations()  # a request after sign-in, on the same pool
            texts, visited = reachable_texts(client)
            assert client.session.token is not None
            assert any(client.session.token in text for text in texts)  # the walk sees inside
            holding = [text for text in texts if api_key in text]
    assert visited > 100
    assert holding == []


def reachable_texts(root: object, limit: int = 500_000) -> tuple[list[str], int]:
    """Every str (and bytes, decoded) reachable from ``root`` through any reference the
    collector knows of: containers, instance dicts and slots, closures, bound methods,
    the frames of suspended coroutines. Module namespaces, event loops and the frames running
    now are not followed: they belong to the whole process (this test's own frame holds the
    key), not to the client."""
    import asyncio
    import gc
    import sys
    import types

    shared = {id(vars(module)) for module in list(sys.modules.values()) if module is not None}
    shared.add(id(sys.modules))
    frame: types.FrameType | None = sys._getframe()
    while frame is not None:
        shared.add(id(frame))
        frame = frame.f_back
    stop_types = (types.ModuleType, asyncio.AbstractEventLoop)
    seen: set[int] = {id(root)}
    stack: list[object] = [root]
    texts: list[str] = []
    while stack:
        obj = stack.pop()
        if isinstance(obj, str):
            texts.append(obj)
            continue
        if isinstance(obj, bytes | bytearray):
            texts.append(bytes(obj).decode("latin-1"))
            continue
        for ref in gc.get_referents(obj):
            if id(ref) in seen or id(ref) in shared or isinstance(ref, stop_types):
                continue
            seen.add(id(ref))
            stack.append(ref)
        assert len(seen) < limit, "the walk left the client's own objects"
    return texts, len(seen)


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

    payload = base64.urlsafe_b64encode(b'{"exp": 2000000000}').rstrip(b"=")
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
    from app.api.redaction import redact_body

    shown = redact_body(body)
    assert shown is not None
    assert "abc.def.ghi" not in shown
    assert "k-123" not in shown


def test_a_body_without_secret_members_is_kept_as_it_came() -> None:
    from app.api.redaction import redact_body

    page = '{"orders": [{"id": "o-1", "reference": "my token is here"}]}'
    assert redact_body(page) == page
