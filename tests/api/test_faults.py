"""Transport and protocol faults: each becomes one typed error with a sentence; safe
requests are retried, payouts never paid twice."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx
import pytest
import respx

from app.api.client import BankingClient
from app.api.core import Timeouts
from app.api.errors import (
    ConnectionLost,
    ConnectionRefused,
    ProtocolError,
    RateLimited,
    SessionExpired,
    Timeout,
)
from app.api.retrying import RetryPolicy
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.api.conftest import FAST_RETRY, in_process_client
from tests.api.faulty_servers import dropping_proxy, read_request, refused_url, response, serve
from tests.helpers.bodies import bank_payout
from tests.helpers.live_server import serve_in_thread

pytestmark = pytest.mark.anyio


async def test_connection_refused_is_retried_then_explained() -> None:
    async with BankingClient(refused_url(), retry=FAST_RETRY) as client:
        with pytest.raises(ConnectionRefused) as caught:
            await client.list_user_relations()
    assert "could not be reached" in caught.value.message
    entry = client.request_log.entries()[-1]
    assert (entry.retries, entry.status) == (3, None)
    assert entry.error


async def test_slow_server_past_the_read_timeout() -> None:
    async def silent(reader: asyncio.StreamReader, _writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        await asyncio.sleep(5)

    async with serve(silent) as url:
        client = BankingClient(url, timeouts=Timeouts(read=0.2), retry=RetryPolicy(attempts=1))
        started = time.perf_counter()
        with pytest.raises(Timeout) as caught:
            await client.list_user_relations()
        await client.aclose()
    assert time.perf_counter() - started < 2
    assert "0.2 s" in caught.value.message


async def test_server_dies_mid_response() -> None:
    async def dies(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(b'HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n{"rel')
        await writer.drain()

    async with serve(dies) as url, BankingClient(url, retry=RetryPolicy(attempts=1)) as client:
        with pytest.raises(ConnectionLost):
            await client.list_user_relations()


async def test_proxy_html_502_is_retried_then_a_protocol_error() -> None:
    calls = 0

    async def proxy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal calls
        calls += 1
        await read_request(reader)
        writer.write(response(502, b"<html><body>Bad Gateway</body></html>", "text/html"))
        await writer.drain()

    async with serve(proxy) as url, BankingClient(url, retry=FAST_RETRY) as client:
        with pytest.raises(ProtocolError) as caught:
            await client.list_user_relations()
    assert calls == 4
    assert caught.value.status == 502
    assert "text/html" in caught.value.message


@respx.mock
async def test_truncated_json_and_wrong_shape() -> None:
    route = respx.get("http://127.0.0.1:9/api/v1/reference/user-relations")
    async with BankingClient("http://127.0.0.1:9", retry=FAST_RETRY) as client:
        route.mock(return_value=httpx.Response(200, content=b'{"relations": [{"na'))
        with pytest.raises(ProtocolError, match="not complete JSON"):
            await client.list_user_relations()
        route.mock(return_value=httpx.Response(200, json={"relations": "nope"}))
        with pytest.raises(ProtocolError, match="expected shape"):
            await client.list_user_relations()


@respx.mock
async def test_429_honours_retry_after() -> None:
    route = respx.get("http://127.0.0.1:9/api/v1/reference/user-relations")
    limited = httpx.Response(
        429,
        headers={"Retry-After": "0.2"},
        json={
            "error": {
                "code": "TOO_MANY_REQUESTS",
                "type": "RATE_LIMIT_ERROR",
                "message": "slow",
                "details": [],
            }
        },
    )
    route.side_effect = [limited, limited, httpx.Response(200, json={"relations": []})]
    policy = RetryPolicy(attempts=4, initial=0.001, maximum=0.01, max_retry_after=5)
    async with BankingClient("http://127.0.0.1:9", retry=policy) as client:
        started = time.perf_counter()
        relations = await client.list_user_relations()
    assert relations.relations == []
    assert time.perf_counter() - started >= 0.4
    assert client.request_log.entries()[-1].retries == 2


@respx.mock
async def test_429_gives_up_with_retry_after_and_posts_are_not_retried() -> None:
    body = {
        "error": {
            "code": "TOO_MANY_REQUESTS",
            "type": "RATE_LIMIT_ERROR",
            "message": "Slow down.",
            "details": [],
        }
    }
    route = respx.post("http://127.0.0.1:9/api/v1/auth/login").mock(
        return_value=httpx.Response(429, headers={"Retry-After": "7"}, json=body)
    )
    async with BankingClient("http://127.0.0.1:9", retry=FAST_RETRY) as client:
        with pytest.raises(RateLimited) as caught:
            await client.login("demo", "demo-key")
    assert caught.value.retry_after == 7
    assert route.call_count == 1  # a POST without an Idempotency-Key is never repeated


async def test_expired_token_is_a_session_expiry(tmp_path: Path) -> None:
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            token_ttl_seconds=-1,
            rate_limit_per_second=0,
        )
    )
    async with in_process_client(app) as client:
        await client.login("demo", "demo-key")
        assert client.session.seconds_left() is not None
        assert client.session.seconds_left() < 0  # type: ignore[operator]
        with pytest.raises(SessionExpired) as caught:
            await client.get_account("u", "a")
    assert caught.value.status == 401
    app.state.ctx.db.close()


async def test_lost_payout_response_is_retried_with_the_same_key_and_paid_once(
    tmp_path: Path,
) -> None:
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with serve_in_thread(app) as upstream:
        dropped: list[bool] = []

        def drop_first_payout(head: bytes) -> bool:
            if b"POST" in head and b"/bank-payouts" in head and not dropped:
                dropped.append(True)
                return True
            return False

        async with (
            dropping_proxy(upstream, drop_first_payout) as (proxy_url, seen),
            BankingClient(proxy_url, retry=FAST_RETRY) as client,
        ):
            await client.login("demo", "demo-key")
            from app.api.sandbox_helpers import SandboxHelpers

            helpers = SandboxHelpers(client)
            user = await helpers.create_user({"type": "PERSON", "name": "A", "surname": "B"})
            account = await client.create_account(user.id, {"alias": "Main", "currency": "EUR"})
            await helpers.deposit(account.id, 100_000)
            order = await client.create_bank_payout(user.id, account.id, bank_payout(10_000))
            orders = await client.list_account_orders(user.id, account.id)
            after = await client.get_account(user.id, account.id)
    payout_requests = [h for h in seen if b"/bank-payouts" in h]
    assert len(payout_requests) == 2
    keys = {
        line
        for h in payout_requests
        for line in h.split(b"\r\n")
        if line.lower().startswith(b"idempotency-key")
    }
    assert len(keys) == 1  # the retry carried the same key
    assert order.state == "Created"
    assert [o.type for o in orders.orders].count("BANK_PAY_OUT") == 1
    assert (after.balance, after.pending_out) == (100_000, 10_000)
    assert client.request_log.entries()[-3].retries == 1  # the payout, sent twice
