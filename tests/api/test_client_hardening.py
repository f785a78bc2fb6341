"""What an audit of the client found and now holds: ids stay one path segment, addresses
with credentials or that httpx cannot parse are refused early, no proxy from the
environment, every 401 on a protected call is an expired session, error answers are logged
with their bodies, and the iterator never yields an order twice."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx
import pytest
import respx
from fastapi import FastAPI

from app.api.base_url import check_base_url
from app.api.client import BankingClient
from app.api.errors import (
    InvalidBaseUrl,
    NotFound,
    ProtocolError,
    RateLimited,
    SessionExpired,
    Timeout,
    ValidationFailed,
)
from app.api.order_pages import condition, query
from app.api.retrying import RetryPolicy
from app.api.sandbox_helpers import SandboxHelpers
from app.api.session import token_expiry
from app.models.order_query import OrderQuery, Scope
from tests.api.conftest import FAST_RETRY, in_process_client
from tests.api.faulty_servers import read_request, response, serve
from tests.helpers.bodies import bank_payout

pytestmark = pytest.mark.anyio
RELATIONS = "http://127.0.0.1:9/api/v1/reference/user-relations"


async def first_account(client: BankingClient) -> tuple[str, str]:
    helpers = SandboxHelpers(client)
    user = await helpers.create_user({"type": "PERSON", "name": "Ada", "surname": "Byron"})
    account = await client.create_account(user.id, {"alias": "Main", "currency": "EUR"})
    return user.id, account.id


@pytest.mark.parametrize("suffix", ["?x=1", "/../{aid}", "%2F..%2F{aid}", "#frag"])
async def test_a_pasted_id_stays_one_path_segment(client: BankingClient, suffix: str) -> None:
    uid, aid = await first_account(client)
    with pytest.raises(NotFound):
        await client.get_account(uid, "x" + suffix.format(aid=aid))
    sent = client.request_log.entries()[-1].url
    assert sent.count("/") == f"http://127.0.0.1/api/v1/account/users/{uid}/accounts/x".count("/")
    assert "?" not in sent


@pytest.mark.parametrize("bad", ["", "  ", ".", ".."])
async def test_an_empty_or_dot_id_is_refused_before_sending(
    client: BankingClient, bad: str
) -> None:
    before = len(client.request_log.entries())
    with pytest.raises(ValidationFailed) as caught:
        await client.get_capabilities(bad)
    assert caught.value.details[0].field == "aid"
    assert len(client.request_log.entries()) == before


@pytest.mark.parametrize(
    "url",
    [
        "http://user:pass@127.0.0.1",
        "https://token@api.example.com",
        "http://[::1]x",
        "https://xn--.com",
        "https://ex\u00adample.com",
        "http://127.0.0.1:8000/ \n/x",
    ],
)
def test_addresses_with_credentials_or_that_cannot_be_parsed_are_refused(url: str) -> None:
    with pytest.raises(InvalidBaseUrl):
        check_base_url(url)
    with pytest.raises(InvalidBaseUrl):
        BankingClient(url)


async def test_proxy_variables_of_the_environment_are_ignored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[bytes] = []

    async def relations(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head, _body = await read_request(reader)
        seen.append(head.split(b"\r\n")[0])
        writer.write(response(200, b'{"relations": []}'))
        await writer.drain()

    async with serve(relations) as url:
        monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # nothing listens there
        monkeypatch.setenv("ALL_PROXY", "http://127.0.0.1:9")
        async with BankingClient(url, retry=RetryPolicy(attempts=1)) as client:
            await client.list_user_relations()
    assert seen == [b"GET /api/v1/reference/user-relations HTTP/1.1"]  # direct, not via proxy


async def test_any_401_on_a_protected_call_is_an_expired_session() -> None:
    """A proxy's HTML page or an envelope of an unknown type: a 401 is a 401."""
    answers = {
        b"/api/v1/account/a/capabilities": response(401, b"<html>Unauthorized</html>", "text/html"),
        b"/api/v1/account/b/capabilities": response(
            401, b'{"error": {"type": "UNKNOWN_ERROR", "code": "X", "message": "no"}}'
        ),
    }

    async def unauthorized(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head, _body = await read_request(reader)
        writer.write(answers[head.split(b" ")[1]])
        await writer.drain()

    async with serve(unauthorized) as url, BankingClient(url, retry=FAST_RETRY) as client:
        client.session.start("old.token.value")
        for aid in ("a", "b"):
            with pytest.raises(SessionExpired):
                await client.get_capabilities(aid)


async def test_an_error_answer_is_logged_with_its_body_and_headers(client: BankingClient) -> None:
    uid, aid = await first_account(client)
    with pytest.raises(ValidationFailed):
        await client.create_bank_payout(uid, aid, {"bogus": 1}, idempotency_key=None)
    with pytest.raises(NotFound):
        await client.get_account(uid, "no-such-account")
    entry = client.request_log.entries()[-1]
    assert entry.status == 404
    assert entry.response_body is not None
    assert '"NOT_FOUND_ERROR"' in entry.response_body
    assert entry.response_headers.get("content-type", "").startswith("application/json")


async def test_retry_after_as_an_http_date_is_honoured() -> None:
    """The sandbox says seconds; a server may give a date instead (RFC 9110)."""
    calls = 0

    async def limited(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal calls
        calls += 1
        await read_request(reader)
        soon = format_datetime(datetime.now(UTC) + timedelta(seconds=2), usegmt=True)
        body = json.dumps(rate_limited()).encode()
        writer.write(response(429, body, extra=f"Retry-After: {soon}\r\n"))
        await writer.drain()

    policy = RetryPolicy(attempts=2, initial=0.001, maximum=0.01, max_retry_after=0.01)
    async with serve(limited) as url, BankingClient(url, retry=policy) as client:
        with pytest.raises(RateLimited) as caught:  # asks for ~2 s, more than the 0.01 s limit
            await client.list_user_relations()
    assert calls == 1  # not retried early: the person decides
    assert caught.value.retry_after is not None
    assert 0 < caught.value.retry_after <= 2


def rate_limited() -> dict[str, object]:
    return {"error": {"type": "RATE_LIMIT_ERROR", "code": "RATE_LIMITED", "message": "Slow down"}}


async def test_broken_compression_is_a_protocol_error_and_not_retried() -> None:
    calls = 0

    async def broken_gzip(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal calls
        calls += 1
        await read_request(reader)
        writer.write(response(200, b"not gzip at all", extra="Content-Encoding: gzip\r\n"))
        await writer.drain()

    async with serve(broken_gzip) as url, BankingClient(url, retry=FAST_RETRY) as client:
        with pytest.raises(ProtocolError) as caught:
            await client.list_user_relations()
    assert calls == 1
    assert "could not be decoded" in caught.value.message


@respx.mock  # faked: a connect that hangs needs a network that drops packets
async def test_a_connect_timeout_names_the_connect_limit() -> None:
    respx.get(RELATIONS).mock(side_effect=httpx.ConnectTimeout("slow"))
    async with BankingClient("http://127.0.0.1:9", retry=RetryPolicy(attempts=1)) as client:
        with pytest.raises(Timeout) as caught:
            await client.list_user_relations()
    assert "reached within 5 s" in caught.value.message


@pytest.mark.parametrize("exp", [10**20, -(10**20), 1e400])
def test_an_out_of_range_expiry_is_unknown_not_a_crash(exp: float) -> None:
    import base64
    import json

    claims = base64.urlsafe_b64encode(json.dumps({"exp": exp}).encode()).decode().rstrip("=")
    assert token_expiry(f"e30.{claims}.sig") is None


async def test_header_values_must_be_ascii(client: BankingClient) -> None:
    uid, aid = await first_account(client)
    before = len(client.request_log.entries())
    with pytest.raises(ValidationFailed) as caught:
        await client.create_bank_payout(uid, aid, bank_payout(), idempotency_key="clé")
    assert caught.value.details[0].field == "Idempotency-Key"
    assert len(client.request_log.entries()) == before  # nothing sent
    with pytest.raises(ValidationFailed) as caught:
        await client.list_user_relations("español")
    assert caught.value.details[0].field == "Accept-Language"


async def test_merchant_list_refuses_an_account_only_condition(client: BankingClient) -> None:
    account_query = query(Scope.ACCOUNT, [("direction", "eq", "IN")])
    with pytest.raises(ValidationFailed) as caught:
        await client.list_merchant_orders(account_query)
    assert caught.value.details[0].field == "direction_eq"
    with pytest.raises(ValidationFailed):
        query(Scope.MERCHANT, page=0)
    assert condition(Scope.ACCOUNT, "direction", "eq", "IN").param == "direction_eq"


async def test_iteration_yields_each_order_once_when_pages_shift(sandbox_app: FastAPI) -> None:
    async with in_process_client(sandbox_app) as client:
        await client.login("demo", "demo-key")
        _uid, aid = await first_account(client)
        helpers = SandboxHelpers(client)
        for n in range(6):
            await helpers.deposit(aid, 100 + n)
        real = client.request
        shifted = False

        async def shifting(method: str, path: str, **kwargs: Any) -> httpx.Response:
            nonlocal shifted
            if path == "/api/v1/account/orders" and ("page", "2") in kwargs["params"]:
                shifted = True  # a new order lands between the first and second page
                await helpers.deposit(aid, 999)
            return await real(method, path, **kwargs)

        client.request = shifting  # type: ignore[method-assign]
        ids = [o.id async for o in client.iter_merchant_orders(OrderQuery(page_size=3))]
    assert shifted
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("declared", [True, False])
async def test_an_answer_past_the_size_limit_is_refused_not_read_whole(declared: bool) -> None:
    relations = [{"slug": f"R{n}", "name": f"Relation {n}"} for n in range(100)]
    body = json.dumps({"relations": relations}).encode()  # about 4 KB

    async def huge(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        length = f"Content-Length: {len(body)}\r\n" if declared else ""
        head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n{length}Connection: close\r\n\r\n"
        writer.write(head.encode() + body)
        await writer.drain()
        writer.close()

    async with serve(huge) as url, BankingClient(url, retry=FAST_RETRY) as client:
        client.max_response_bytes = 1_000
        with pytest.raises(ProtocolError) as caught:
            await client.list_user_relations()
        assert "larger than" in caught.value.message
        client.max_response_bytes = 1_000_000
        assert len((await client.list_user_relations()).relations) == 100


async def test_compressed_answers_are_inflated_within_the_limit() -> None:
    """A small gzip answer that inflates past the limit is refused before it fills memory;
    an ordinary compressed answer reads as usual."""
    import gzip
    import tracemalloc

    bomb = gzip.compress(b" " * 8_000_000)  # 8 MB of spaces in about 8 KB
    relations = json.dumps({"relations": [{"slug": "FRIEND", "name": "Friend"}]}).encode()
    answers = [bomb, gzip.compress(relations)]

    async def gzipped(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(response(200, answers.pop(0), extra="Content-Encoding: gzip\r\n"))
        await writer.drain()

    async with serve(gzipped) as url, BankingClient(url, retry=FAST_RETRY) as client:
        client.max_response_bytes = 1_000_000
        tracemalloc.start()
        try:
            with pytest.raises(ProtocolError) as caught:
                await client.list_user_relations()
            _now, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert "larger than" in caught.value.message
        assert peak < 4_000_000  # never the 8 MB it would inflate to
        assert [r.slug for r in (await client.list_user_relations()).relations] == ["FRIEND"]
