"""The request log's byte budget (issue 18): oldest entries dropped first, equal answers held
once, a body too long to keep cut with a note of its size, and secrets still masked."""

from __future__ import annotations

import gc
import json
import secrets
import tracemalloc
from datetime import UTC, datetime

import httpx
import pytest

from app.api.client import BankingClient
from app.api.redaction import MAX_BODY_CHARS, REDACTED, redact_body, secret_forms
from app.api.request_log import DEFAULT_BUDGET, DEFAULT_CAPACITY, Exchange, RequestLog
from tests.api.conftest import FAST_RETRY

pytestmark = pytest.mark.anyio
MIB = 2**20


def page(number: int, size: int = 60_000) -> str:
    """An answer like a page of 100 orders, different for each number."""
    filler = f"order {number} Café " * (size // 18)
    return json.dumps({"page": number, "orders": filler})[:size]


def exchange(number: int, body: str | None) -> Exchange:
    return Exchange(
        started_at=datetime.now(UTC),
        method="GET",
        url=f"http://127.0.0.1/api/v1/account/orders?page={number}",
        request_headers={"authorization": "Bearer ***", "accept": "application/json"},
        request_body=None,
        status=200,
        response_headers={"content-type": "application/json"},
        response_body=body,
    )


def test_the_defaults_say_500_entries_and_4_mib() -> None:
    log = RequestLog()
    assert (log.capacity, log.budget) == (DEFAULT_CAPACITY, DEFAULT_BUDGET) == (500, 4 * MIB)


def test_the_budget_holds_under_many_large_entries() -> None:
    """Measured by the allocator, not only by the log's own count: 150 different pages of
    60 KB (9 MB), made and logged while it traces, leave at most the budget in memory: the
    newest ones, in order."""
    filler = page(0)[20:]
    log = RequestLog(budget=MIB // 2)
    gc.collect()
    tracemalloc.start()
    try:
        before, _peak = tracemalloc.get_traced_memory()
        for number in range(150):
            log.record(exchange(number, redact_body(f'{{"page": {number:>9}, ' + filler)))
            assert log.stored_bytes <= MIB // 2
        gc.collect()
        held, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert MIB // 4 <= held - before <= 1.1 * MIB // 2  # the bodies were traced: counted
    numbers = [int(entry.url.rsplit("=", 1)[1]) for entry in log.entries()]
    assert numbers == list(range(150 - len(numbers), 150))  # the newest, oldest first
    assert 5 <= len(numbers) <= 9  # about 512 KiB / 60 KB: the budget, not the capacity


def test_the_entry_cap_still_holds_for_small_entries() -> None:
    log = RequestLog(capacity=3)
    for number in range(5):
        log.record(exchange(number, '{"ok": true}'))
    assert [e.url[-1] for e in log.entries()] == ["2", "3", "4"]


def test_an_answer_repeated_the_same_is_held_once() -> None:
    """An auto-refresh answered the same 500 times: 500 entries, one copy of the body."""
    log = RequestLog()
    for _ in range(500):
        log.record(exchange(1, page(1)))  # a new but equal string each time
    entries = log.entries()
    assert len(entries) == 500
    assert all(entry.response_body is entries[0].response_body for entry in entries)
    assert log.stored_bytes < 60_000 + 500 * 2_000


def test_a_shared_body_is_freed_with_its_last_entry() -> None:
    log = RequestLog(capacity=4)
    for _ in range(3):
        log.record(exchange(1, page(1)))
    with_shared = log.stored_bytes
    for number in range(2, 6):
        log.record(exchange(number, '{"small": true}'))
    assert all(entry.response_body == '{"small": true}' for entry in log.entries())
    assert log.stored_bytes < with_shared - 50_000
    log.clear()
    assert (log.entries(), log.stored_bytes) == ([], 0)


def test_listeners_hear_what_the_budget_dropped_before_the_new_entry() -> None:
    log = RequestLog(budget=200_000)
    heard: list[tuple[str, list[str]]] = []
    unsubscribe = log.subscribe(
        lambda new: heard.append(("new", [new.url])),
        dropped=lambda old: heard.append(("dropped", [e.url for e in old])),
    )
    for number in range(4):
        log.record(exchange(number, page(number)))
    unsubscribe()
    log.record(exchange(9, page(9)))
    assert [kind for kind, _ in heard] == ["new", "new", "new", "dropped", "new"]
    assert heard[3][1] == ["http://127.0.0.1/api/v1/account/orders?page=0"]
    assert len(heard) == 5  # unsubscribed: neither listener hears any more


def test_a_truncated_body_says_so_and_its_size() -> None:
    body = page(7, size=300_000).encode()
    shown = redact_body(body)
    assert shown is not None
    assert len(shown) <= MAX_BODY_CHARS
    first_line, rest = shown.split("\n", 1)
    assert "Truncated" in first_line
    assert f"{len(body):,} bytes" in first_line
    assert body.decode().startswith(rest)


def test_a_body_that_fits_has_no_note() -> None:
    body = page(7, size=MAX_BODY_CHARS)
    assert redact_body(body) == body


def test_a_secret_member_of_a_truncated_body_is_masked() -> None:
    body = json.dumps({"token": "eyJSECRET.abc", "orders": "x" * 200_000, "password": "hunter22"})
    shown = redact_body(body)
    assert shown is not None
    assert "Truncated" in shown.split("\n", 1)[0]
    assert "eyJSECRET" not in shown
    assert f'"token": "{REDACTED}"' in shown


def test_a_known_secret_straddling_the_cut_is_masked_before_it() -> None:
    """The token echoed just where the body is cut: no beginning of it survives the cut
    (the cut came before the token was masked, leaving its first characters)."""
    token = "tok-" + secrets.token_hex(16)
    forms = secret_forms([token])
    for position in range(MAX_BODY_CHARS - 200, MAX_BODY_CHARS + 8, 3):
        body = "x" * position + token + "y" * 1_000
        shown = redact_body(body, forms)
        assert shown is not None
        assert token[:6] not in shown, position


async def test_a_huge_answer_is_logged_cut_with_its_size_and_the_token_masked() -> None:
    """Through the client: a 1 MB answer echoing the token is in the log cut, said so."""
    token = "tok-" + secrets.token_hex(16)
    orders = [
        {"id": f"o-{n}", "note": f"seen by {token}", "state": "SETTLED"} for n in range(9_000)
    ]
    big = json.dumps({"orders": orders}).encode()

    def answer(request: httpx.Request) -> httpx.Response:
        body = json.dumps({"token": token}).encode() if "login" in request.url.path else big
        # a stream, as from a server: the client reads it itself, within its size limit
        return httpx.Response(
            200, stream=httpx.ByteStream(body), headers={"content-type": "application/json"}
        )

    transport = httpx.MockTransport(answer)
    async with BankingClient("http://127.0.0.1", transport=transport, retry=FAST_RETRY) as client:
        await client.login("demo", "demo-key")
        await client.request("GET", "/api/v1/account/orders")
    entry = client.request_log.entries()[-1]
    assert entry.response_body is not None
    assert entry.response_body.startswith("[Truncated")
    assert f"{len(big):,} bytes" in entry.response_body.split("\n", 1)[0]
    assert len(entry.response_body) <= MAX_BODY_CHARS
    everything = json.dumps([e.__dict__ for e in client.request_log.entries()], default=str)
    assert token not in everything
    assert token[:8] not in everything
