"""Each merchant's rate limit on or off: ``--rate-limit-off`` (Teller's built-in sandbox)
starts every merchant without it, ``teller-sandbox`` on its own starts with it, and
``PUT /sandbox/v1/rate-limit`` switches one merchant's at run time."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app.services.sandbox_process import sandbox_command
from sandbox.app import create_app
from sandbox.config import SandboxConfig

pytestmark = pytest.mark.anyio

BURST = 3
MERCHANTS = (("demo", "demo-key"), ("other", "other-key"))
ORDERS = "/api/v1/account/orders"
SWITCH = "/sandbox/v1/rate-limit"


def _app(tmp_path: Path, *, on: bool, rate: float = 0.001) -> FastAPI:
    return create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            merchants=MERCHANTS,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=rate,  # BURST tokens that practically never refill
            rate_limit_burst=BURST,
            rate_limit_on=on,
        )
    )


@pytest.fixture
def off_app(tmp_path: Path) -> Iterator[FastAPI]:
    app = _app(tmp_path, on=False)
    yield app
    app.state.ctx.db.close()


@pytest.fixture
async def client(off_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=off_app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as c:
        yield c


async def _headers(client: httpx.AsyncClient, code: str, key: str) -> dict[str, str]:
    login = await client.post("/api/v1/auth/login", json={"api_code": code, "api_key": key})
    return {"Authorization": f"Bearer {login.json()['token']}"}


async def _statuses(client: httpx.AsyncClient, headers: dict[str, str], count: int) -> list[int]:
    return [(await client.get(ORDERS, headers=headers)).status_code for _ in range(count)]


async def test_off_at_start_a_merchant_is_never_limited_until_a_tester_turns_it_on(
    client: httpx.AsyncClient,
) -> None:
    demo = await _headers(client, "demo", "demo-key")
    assert (await client.get(SWITCH, headers=demo)).json() == {
        "enabled": False,
        "perSecond": 0.001,
        "burst": BURST,
    }
    assert await _statuses(client, demo, BURST * 3) == [200] * (BURST * 3)

    turned = await client.put(SWITCH, headers=demo, json={"enabled": True})
    assert turned.status_code == 200, turned.text
    assert turned.json()["enabled"] is True
    # nothing was taken from its bucket while off: BURST requests, then 429
    assert await _statuses(client, demo, BURST + 1) == [200] * BURST + [429]
    # another merchant is not limited by this one's switch
    other = await _headers(client, "other", "other-key")
    assert await _statuses(client, other, BURST * 2) == [200] * (BURST * 2)
    assert (await client.get(SWITCH, headers=other)).json()["enabled"] is False


async def test_a_limited_tester_turns_it_off_at_once(client: httpx.AsyncClient) -> None:
    demo = await _headers(client, "demo", "demo-key")
    await client.put(SWITCH, headers=demo, json={"enabled": True})
    assert await _statuses(client, demo, BURST + 1) == [200] * BURST + [429]
    answer = await client.put(SWITCH, headers=demo, json={"enabled": False})  # not limited
    assert answer.status_code == 200, answer.text
    assert answer.json()["enabled"] is False
    assert await _statuses(client, demo, BURST * 2) == [200] * (BURST * 2)


async def test_sign_in_attempts_stay_limited_by_address_with_the_limit_off(
    client: httpx.AsyncClient,
) -> None:
    statuses = [
        (
            await client.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "guess"})
        ).status_code
        for _ in range(BURST + 1)
    ]
    assert statuses == [401] * BURST + [429]


async def test_there_is_no_limit_to_turn_on_when_started_with_rate_0(tmp_path: Path) -> None:
    app = _app(tmp_path, on=True, rate=0)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as c:
            demo = await _headers(c, "demo", "demo-key")
            assert (await c.get(SWITCH, headers=demo)).json()["enabled"] is False
            refused = await c.put(SWITCH, headers=demo, json={"enabled": True})
            assert refused.status_code == 422
            assert refused.json()["error"]["details"][0]["field"] == "enabled"
            assert "--rate-limit 0" in refused.json()["error"]["message"]
            bad = await c.put(SWITCH, headers=demo, json={"enabled": "yes"})
            assert bad.status_code == 400
    finally:
        app.state.ctx.db.close()


def _started(command: list[str]) -> tuple[str, subprocess.Popen[str]]:
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    match = re.match(r"Sandbox listening on (http://\S+)", line)
    assert match is not None, (line, process.stderr.read() if process.stderr else "")
    return match.group(1), process


def _enabled(base_url: str) -> bool:
    request = urllib.request.Request(
        f"{base_url}/api/v1/auth/login",
        data=json.dumps({"api_code": "demo", "api_key": "demo-key"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    token = json.load(urllib.request.urlopen(request, timeout=30))["token"]
    asked = urllib.request.Request(
        f"{base_url}{SWITCH}", headers={"Authorization": f"Bearer {token}"}
    )
    return bool(json.load(urllib.request.urlopen(asked, timeout=30))["enabled"])


@pytest.mark.parametrize("built_in", [True, False], ids=["teller's built-in", "on its own"])
def test_the_built_in_sandbox_starts_without_the_limit_and_teller_sandbox_with_it(
    tmp_path: Path, built_in: bool
) -> None:
    db = tmp_path / "s.db"
    own = [sys.executable, "-m", "sandbox", "--port", "0", "--db", str(db)]
    base_url, process = _started(sandbox_command(db) if built_in else own)
    try:
        assert _enabled(base_url) is not built_in
    finally:
        assert process.stdin is not None
        process.stdin.close()  # the built-in one stops on EOF; the other on terminate
        process.terminate()
        process.wait(timeout=15)
