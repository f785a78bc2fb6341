"""Transport and protocol faults: each becomes one typed error with a sentence; safe
requests are retried, payouts never paid twice."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

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
from tests.helpers.counting_transport import CountingTransport
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

    async with (
        serve(silent) as url,
        BankingClient(url, timeouts=Timeouts(read=0.2), retry=RetryPolicy(attempts=1)) as client,
    ):
        started = time.perf_counter()
        with pytest.raises(Timeout) as caught:
            await client.list_user_relations()
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


async def test_truncated_json_and_wrong_shape() -> None:
    answers = [b'{"relations": [{"na', b'{"relations": "nope"}']

    async def broken(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(response(200, answers.pop(0)))
        await writer.drain()

    async with serve(broken) as url, BankingClient(url, retry=FAST_RETRY) as client:
        with pytest.raises(ProtocolError, match="not complete JSON"):
            await client.list_user_relations()
        with pytest.raises(ProtocolError, match="expected shape"):
            await client.list_user_relations()
    assert answers == []  # each answered once: a 200 that does not parse is not retried


# --- 429s from the sandbox's own rate limiter (sandbox/ratelimit.py): Retry-After is the
# whole seconds until its bucket holds a request again, never less than 1 ---

PATIENT = RetryPolicy(attempts=3, initial=0.001, maximum=0.01, max_retry_after=5)


@pytest.fixture
def rate_limited(tmp_path: Path) -> Iterator[Callable[[float], FastAPI]]:
    """Sandboxes whose every bucket holds one request and refills ``rate`` a second."""
    apps: list[FastAPI] = []

    def make(rate: float) -> FastAPI:
        app = create_app(
            SandboxConfig(
                db_path=tmp_path / f"s{len(apps)}.db",
                demo_data=False,
                lifecycle_delay_seconds=None,
                rate_limit_per_second=rate,
                rate_limit_burst=1,
            )
        )
        apps.append(app)
        return app

    try:
        yield make
    finally:
        for app in apps:
            app.state.ctx.db.close()


def counted_client(
    app: FastAPI, policy: RetryPolicy, **kwargs: Any
) -> tuple[BankingClient, CountingTransport]:
    wire = CountingTransport(httpx.ASGITransport(app=app, raise_app_exceptions=False), **kwargs)
    return BankingClient("http://127.0.0.1", transport=wire, retry=policy), wire


async def test_a_429_is_waited_out_for_its_retry_after(
    rate_limited: Callable[[float], FastAPI],
) -> None:
    client, wire = counted_client(rate_limited(2), PATIENT)
    async with client:
        await client.login("demo", "demo-key")  # the address's bucket; lists the merchant's
        await client.list_merchant_orders()  # the merchant's one request
        started = time.perf_counter()
        orders = await client.list_merchant_orders()
        waited = time.perf_counter() - started
    assert orders.pagination.total == 0
    answers = [(s.status, s.retry_after) for s in wire.to("/account/orders")]
    assert answers == [(200, None), (429, "1"), (200, None)]
    assert waited >= 0.95  # the server's second, not the policy's 10 ms of backoff
    entry = client.request_log.entries()[-1]
    assert (entry.status, entry.retries) == (200, 1)


async def test_a_rate_limit_that_outlasts_the_retries_is_raised(
    rate_limited: Callable[[float], FastAPI],
) -> None:
    """Another client of the merchant takes each request the bucket frees before the
    retry does, so every try meets a 429; the last one reaches the caller."""
    app = rate_limited(2)
    other_answers: list[int] = []
    limited_calls = 0

    async def another_client_goes_first(request: httpx.Request) -> None:
        if limited_calls and request.url.path.endswith("/account/orders"):
            answer = await wire.inner.handle_async_request(
                httpx.Request("GET", request.url, headers=request.headers)
            )
            await answer.aread()
            other_answers.append(answer.status_code)

    policy = RetryPolicy(attempts=2, initial=0.001, maximum=0.01, max_retry_after=5)
    client, wire = counted_client(app, policy, before_send=another_client_goes_first)
    async with client:
        await client.login("demo", "demo-key")
        await client.list_merchant_orders()
        limited_calls = 1
        with pytest.raises(RateLimited) as caught:
            await client.list_merchant_orders()
    assert [s.status for s in wire.to("/account/orders")] == [200, 429, 429]
    assert other_answers == [429, 200]  # it got the request freed during the wait
    assert caught.value.status == 429
    assert caught.value.retry_after == 1
    assert "slow down" in caught.value.message.lower()
    entry = client.request_log.entries()[-1]
    assert (entry.status, entry.retries) == (429, 1)


async def test_a_wait_longer_than_the_policy_allows_is_raised_at_once(
    rate_limited: Callable[[float], FastAPI],
) -> None:
    client, wire = counted_client(rate_limited(0.001), PATIENT)  # a request per 1000 s
    async with client:
        await client.login("demo", "demo-key")
        await client.list_merchant_orders()
        with pytest.raises(RateLimited) as caught:
            await client.list_merchant_orders()
    assert caught.value.retry_after == 1000  # more than the 5 s the policy waits for
    assert [s.status for s in wire.to("/account/orders")] == [200, 429]  # the person decides


async def test_a_rate_limited_sign_in_is_not_sent_again(
    rate_limited: Callable[[float], FastAPI],
) -> None:
    client, wire = counted_client(rate_limited(2), PATIENT)
    async with client:
        await client.login("demo", "demo-key")  # the address's one sign-in
        started = time.perf_counter()
        with pytest.raises(RateLimited) as caught:
            await client.login("demo", "demo-key")
        elapsed = time.perf_counter() - started
    assert caught.value.retry_after == 1  # short enough that a GET would have waited it out
    assert [s.status for s in wire.to("/auth/login")] == [200, 429]  # a POST without a key
    assert elapsed < 0.9


async def test_expired_token_is_a_session_expiry(tmp_path: Path) -> None:
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            token_ttl_seconds=-1,
            rate_limit_per_second=0,
        )
    )
    try:
        async with in_process_client(app) as client:
            await client.login("demo", "demo-key")
            assert client.session.seconds_left() is not None
            assert client.session.seconds_left() < 0  # type: ignore[operator]
            with pytest.raises(SessionExpired) as caught:
                await client.get_account("u", "a")
    finally:
        app.state.ctx.db.close()
    assert caught.value.status == 401


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
