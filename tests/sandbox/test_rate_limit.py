"""The rate limiter keys a merchant's bucket only on a token whose signature verifies."""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path

import httpx
import jwt
import pytest
from fastapi import FastAPI

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.seed import merchant_id

pytestmark = pytest.mark.anyio

BURST = 3
LOGIN = {"api_code": "demo", "api_key": "demo-key"}
SECRET = "test-secret-of-at-least-thirty-two-bytes"

ClientAt = Callable[[str], AbstractAsyncContextManager[httpx.AsyncClient]]


@pytest.fixture
def limited_app(tmp_path: Path) -> Iterator[FastAPI]:
    """A sandbox whose buckets hold BURST tokens and practically never refill."""
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0.001,
            rate_limit_burst=BURST,
            jwt_secret=SECRET,
        )
    )
    yield app
    app.state.ctx.db.close()


@pytest.fixture
def client_at(limited_app: FastAPI) -> ClientAt:
    """An httpx client that reaches the app from the given client address."""

    @asynccontextmanager
    async def make(address: str) -> AsyncIterator[httpx.AsyncClient]:
        transport = httpx.ASGITransport(
            app=limited_app, raise_app_exceptions=False, client=(address, 40000)
        )
        async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as c:
            yield c

    return make


def forged(sub: str) -> dict[str, str]:
    now = int(time.time())
    token = jwt.encode(
        {"sub": sub, "code": "demo", "iat": now, "exp": now + 600},
        "not-the-sandbox-secret-but-long-enough-for-hs256",
        algorithm="HS256",
    )
    return {"Authorization": f"Bearer {token}"}


async def test_a_forged_token_with_a_merchants_id_cannot_lock_the_merchant_out(
    client_at: ClientAt,
) -> None:
    async with client_at("10.0.0.1") as merchant:
        token = (await merchant.post("/api/v1/auth/login", json=LOGIN)).json()["token"]
        async with client_at("10.6.6.6") as attacker:
            statuses = [
                (
                    await attacker.get(
                        "/api/v1/account/orders", headers=forged(merchant_id("demo"))
                    )
                ).status_code
                for _ in range(BURST * 3)
            ]
        # refused as unsigned while the attacker's own address has requests left, then limited
        assert statuses == [401] * BURST + [429] * (BURST * 2)
        response = await merchant.get(
            "/api/v1/account/orders", headers={"Authorization": f"Bearer {token}"}
        )
        assert response.status_code == 200, response.text


async def test_forged_tokens_with_random_subs_do_not_escape_the_login_limit(
    client_at: ClientAt,
) -> None:
    async with client_at("10.6.6.7") as attacker:
        statuses = []
        for _ in range(BURST + 2):
            response = await attacker.post(
                "/api/v1/auth/login",
                json={"api_code": "demo", "api_key": "guess"},
                headers=forged(str(uuid.uuid4())),
            )
            statuses.append(response.status_code)
    assert statuses[:BURST] == [401] * BURST
    assert statuses[BURST:] == [429, 429]


async def test_login_is_limited_per_client_address_even_with_a_valid_token(
    client_at: ClientAt,
) -> None:
    async with client_at("10.0.0.2") as client:
        token = (await client.post("/api/v1/auth/login", json=LOGIN)).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        statuses = [
            (await client.post("/api/v1/auth/login", json=LOGIN, headers=headers)).status_code
            for _ in range(BURST)
        ]
    assert statuses == [200] * (BURST - 1) + [429]


async def test_a_verified_token_shares_the_merchants_bucket_across_addresses(
    client_at: ClientAt,
) -> None:
    async with client_at("10.0.0.3") as first, client_at("10.0.0.4") as second:
        token = (await first.post("/api/v1/auth/login", json=LOGIN)).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        responses = [
            await (first if index % 2 else second).get("/api/v1/account/orders", headers=headers)
            for index in range(BURST + 1)
        ]
    assert [r.status_code for r in responses] == [200] * BURST + [429]
    refused = responses[-1]
    assert refused.json()["error"]["type"] == "RATE_LIMIT_ERROR"
    assert int(refused.headers["Retry-After"]) >= 1
