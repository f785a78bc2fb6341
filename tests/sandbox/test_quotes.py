"""Quotes kept by the sandbox (docs/sandbox.md, "Quotes"): a crypto payout on the terms of an
ended quote is a 422 QUOTE_EXPIRED, a live one is honoured once, a payout without any
simulation keeps working; the tester's quote validity and "Expire quotes now". Both engines."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.domain import fx
from tests.helpers.bodies import bank_payout, crypto_payout
from tests.helpers.sandbox_api import SandboxApi

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.parametrize("db_engine", ["sqlite", "postgresql"], indirect=True),
]

VALIDITY = 20.0
START = datetime(2026, 3, 1, 12, 0, 7, tzinfo=UTC)


class Clock:
    """The rates' clock, which quotes are judged by, moved by hand."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.now = START
        monkeypatch.setattr(fx, "utcnow", lambda: self.now)

    def move(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def sandbox_config(sandbox_config: SandboxConfig) -> SandboxConfig:
    return replace(sandbox_config, quote_validity_seconds=VALIDITY)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    return Clock(monkeypatch)


def terms(amount: int = 10_000) -> dict[str, Any]:
    return {"amounts": crypto_payout(amount)["amounts"], "recipient": {"network": "ETHEREUM"}}


async def simulate(api: SandboxApi, uid: str, aid: str, amount: int = 10_000) -> dict[str, Any]:
    response = await api.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts/simulate", json=terms(amount)
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


async def pay(
    api: SandboxApi, uid: str, aid: str, amount: int = 10_000, **headers: str
) -> httpx.Response:
    return await api.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/crypto-payouts",
        json=crypto_payout(amount),
        headers=headers,
    )


def assert_quote_expired(response: httpx.Response, says: str) -> None:
    assert response.status_code == 422, response.text
    assert response.json() == {
        "error": {
            "code": "QUOTE_EXPIRED",
            "type": "UNPROCESSABLE_ERROR",
            "message": response.json()["error"]["message"],
            "details": [],
        }
    }
    assert says in response.json()["error"]["message"]


async def pending_out(api: SandboxApi, uid: str, aid: str) -> int:
    account = await api.get(f"/api/v1/account/users/{uid}/accounts/{aid}")
    return int(account.json()["pendingOut"])


async def test_a_payout_after_its_quote_ended_is_refused_and_a_new_quote_lets_it_through(
    sandbox: SandboxApi, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    quote = (await simulate(sandbox, uid, aid))["quote"]
    clock.move(VALIDITY)  # validUntil itself is past the end
    refused = await pay(sandbox, uid, aid)
    assert_quote_expired(refused, f"expired at {quote['validUntil'][11:19]} UTC")
    assert "simulate the payout again" in refused.json()["error"]["message"]
    assert await pending_out(sandbox, uid, aid) == 0  # nothing reserved, no order
    orders = (await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}/orders")).json()
    assert [o["type"] for o in orders["orders"]] == ["BANK_PAYIN"]
    assert_quote_expired(await pay(sandbox, uid, aid), "expired at")  # again: still refused

    await simulate(sandbox, uid, aid)
    assert (await pay(sandbox, uid, aid)).status_code == 201


async def test_a_live_quote_is_honoured_once_and_a_payout_without_one_keeps_working(
    sandbox: SandboxApi, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    sim = await simulate(sandbox, uid, aid)
    clock.move(VALIDITY - 1)  # the rate drifts meanwhile; the quote's rate is what is paid
    assert fx.rate("EUR", "USDT").rate != fx.rate("EUR", "USDT", START).rate
    order = (await pay(sandbox, uid, aid)).json()
    assert order["fx"]["rate"] == sim["quote"]["rate"]
    assert order["destination"] == sim["destination"]

    clock.move(60)  # the quote was used: the same payout again is priced now, not refused
    again = await pay(sandbox, uid, aid)
    assert again.status_code == 201, again.text
    assert again.json()["fx"]["rate"] != sim["quote"]["rate"]
    never_simulated = await pay(sandbox, uid, aid, amount=12_345)
    assert never_simulated.status_code == 201, never_simulated.text
    # A bank payout has no simulation in the spec: quotes never touch it.
    await sandbox.post("/sandbox/v1/quotes/expire")
    bank = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts", json=bank_payout(5_000)
    )
    assert bank.status_code == 201, bank.text


async def test_only_the_payout_on_the_quoted_terms_is_held_to_the_quote(
    sandbox: SandboxApi, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    other_uid, other_aid = await sandbox.funded_account(100_000)  # never simulated
    await simulate(sandbox, uid, aid, amount=10_000)
    clock.move(VALIDITY + 5)
    assert (await pay(sandbox, uid, aid, amount=11_000)).status_code == 201  # other amount
    assert (await pay(sandbox, other_uid, other_aid, amount=10_000)).status_code == 201
    assert_quote_expired(await pay(sandbox, uid, aid, amount=10_000), "expired at")


async def test_expire_quotes_now_ends_every_live_quote_of_this_merchant_only(
    sandbox: SandboxApi, sandbox_http: httpx.AsyncClient, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    await simulate(sandbox, uid, aid, amount=10_000)
    await simulate(sandbox, uid, aid, amount=20_000)
    await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts/{aid}/transfers/simulate",
        json={"origin": {"amount": 1_000, "currency": "EUR"}, "recipient": {"accountId": aid}},
    )
    other = SandboxApi(sandbox_http)
    await other.login("other", "other-key")
    other_uid, other_aid = await other.funded_account(100_000)
    await simulate(other, other_uid, other_aid)

    clock.move(1)
    answer = await sandbox.post("/sandbox/v1/quotes/expire")
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"expired": 3, "at": "2026-03-01T12:00:08.000Z"}
    assert (await sandbox.post("/sandbox/v1/quotes/expire")).json()["expired"] == 0

    refused = await pay(sandbox, uid, aid, amount=20_000)
    assert_quote_expired(refused, "was expired by a tester at 12:00:08 UTC")
    assert (await pay(other, other_uid, other_aid)).status_code == 201  # untouched
    await simulate(sandbox, uid, aid, amount=20_000)  # quotes given after it are live
    assert (await pay(sandbox, uid, aid, amount=20_000)).status_code == 201


async def test_a_replayed_payout_stays_a_replay_after_its_quote_ended(
    sandbox: SandboxApi, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    await simulate(sandbox, uid, aid)
    first = await pay(sandbox, uid, aid, **{"Idempotency-Key": "quote-k1"})
    assert first.status_code == 201
    await sandbox.post("/sandbox/v1/quotes/expire")
    clock.move(VALIDITY * 2)
    replay = await pay(sandbox, uid, aid, **{"Idempotency-Key": "quote-k1"})
    assert (replay.status_code, replay.json()) == (201, first.json())


async def test_quote_validity_is_the_merchants_and_shared_by_every_process(
    sandbox: SandboxApi, sandbox_http: httpx.AsyncClient, sandbox_config: SandboxConfig
) -> None:
    assert (await sandbox.get("/sandbox/v1/quote-validity")).json() == {
        "seconds": VALIDITY,
        "defaultSeconds": VALIDITY,
    }
    changed = await sandbox.put("/sandbox/v1/quote-validity", json={"seconds": 2.5})
    assert changed.status_code == 200, changed.text
    assert changed.json() == {"seconds": 2.5, "defaultSeconds": VALIDITY}
    uid, aid = await sandbox.funded_account(0)
    quote = (await simulate(sandbox, uid, aid))["quote"]
    span = parse(quote["validUntil"]) - parse(quote["timestamp"])
    assert span == timedelta(seconds=2.5)

    other = SandboxApi(sandbox_http)
    await other.login("other", "other-key")
    assert (await other.get("/sandbox/v1/quote-validity")).json()["seconds"] == VALIDITY

    # A second worker on the same database (another process in a real --workers run).
    async with second_worker(sandbox_config) as worker:
        worker_api = SandboxApi(worker)
        worker_api.token = sandbox.token
        assert (await worker_api.get("/sandbox/v1/quote-validity")).json()["seconds"] == 2.5


@pytest.mark.parametrize(
    "body",
    [{"seconds": 0}, {"seconds": 86_401}, {"seconds": "30"}, {"seconds": True}, {}, {"s": 3}],
)
async def test_a_bad_quote_validity_is_a_400_naming_seconds(
    sandbox: SandboxApi, body: dict[str, Any]
) -> None:
    response = await sandbox.put("/sandbox/v1/quote-validity", json=body)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["code"], error["type"]) == ("INVALID_REQUEST", "VALIDATION_ERROR")
    assert {d["field"] for d in error["details"]} & {"seconds", "s"}
    assert (await sandbox.get("/sandbox/v1/quote-validity")).json()["seconds"] == VALIDITY


async def test_the_quote_tools_need_the_merchants_token(sandbox_http: httpx.AsyncClient) -> None:
    for method, path in [
        ("GET", "/sandbox/v1/quote-validity"),
        ("PUT", "/sandbox/v1/quote-validity"),
        ("POST", "/sandbox/v1/quotes/expire"),
    ]:
        response = await sandbox_http.request(method, path, content=b"{not json")
        assert response.status_code == 401, (method, path, response.text)
        assert response.json()["error"]["code"] == "UNAUTHORIZED"


async def test_reset_forgets_the_quotes_and_the_validity(sandbox: SandboxApi, clock: Clock) -> None:
    await sandbox.put("/sandbox/v1/quote-validity", json={"seconds": 3})
    uid, aid = await sandbox.funded_account(100_000)
    await simulate(sandbox, uid, aid)
    assert (await sandbox.post("/sandbox/v1/reset")).status_code == 200
    assert (await sandbox.get("/sandbox/v1/quote-validity")).json()["seconds"] == VALIDITY
    assert (await sandbox.post("/sandbox/v1/quotes/expire")).json()["expired"] == 0


def parse(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


@contextlib.asynccontextmanager
async def second_worker(config: SandboxConfig) -> AsyncIterator[httpx.AsyncClient]:
    """Another app on the same database, as a second uvicorn worker would be."""
    app = create_app(config)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://worker.test") as client:
            yield client
    finally:
        app.state.ctx.db.close()


async def test_two_racing_payouts_on_one_quote_use_it_once(
    sandbox: SandboxApi, clock: Clock
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    quoted = (await simulate(sandbox, uid, aid))["quote"]["rate"]
    clock.move(5)  # still live; the rate of this moment differs from the quote's
    now = float(fx.rate("EUR", "USDT").rate)
    assert now != quoted
    answers = await asyncio.gather(pay(sandbox, uid, aid), pay(sandbox, uid, aid))
    assert [a.status_code for a in answers] == [201, 201]
    assert sorted(a.json()["fx"]["rate"] for a in answers) == sorted([quoted, now])
