"""Hostile answers from small loopback servers: each ends as a typed ApiError with a sentence,
and the exchange is in the request log."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from app.api.client import BankingClient
from app.api.core import Timeouts
from app.api.errors import ApiError, DeadlineExceeded, ProtocolError
from app.api.retrying import RetryPolicy
from tests.api.conftest import FAST_RETRY
from tests.api.faulty_servers import Handler, read_request, response, serve

pytestmark = pytest.mark.anyio
ONCE = RetryPolicy(attempts=1)
DEEP = b"[" * 1000 + b"]" * 1000  # 2 KB, deeper than Python's recursion limit
DEEP_WITH_TOKEN = b'{"token": ' + b"[" * 1000 + b"]" * 1000 + b"}"


def answering(status: int, body: bytes) -> Handler:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(response(status, body))
        await writer.drain()

    return handle


@pytest.mark.parametrize("status", [200, 400, 503])
@pytest.mark.parametrize("body", [DEEP, DEEP_WITH_TOKEN], ids=["nested", "nested-secret"])
async def test_a_deeply_nested_answer_is_a_protocol_error_and_logged(
    status: int, body: bytes
) -> None:
    async with serve(answering(status, body)) as url, BankingClient(url, retry=ONCE) as client:
        with pytest.raises(ProtocolError) as caught:
            await client.list_user_relations()
    assert "nested" in caught.value.message
    entries = client.request_log.entries()
    assert len(entries) == 1
    assert entries[0].status == status
    assert entries[0].response_body


async def test_an_answer_that_is_not_utf8_is_a_protocol_error() -> None:
    async with (
        serve(answering(200, b'{"relations": ["\xff\xfe"]}')) as url,
        BankingClient(url, retry=ONCE) as client,
    ):
        with pytest.raises(ProtocolError):
            await client.list_user_relations()
    assert len(client.request_log.entries()) == 1


def trickling(head: bytes, body: bytes) -> Handler:
    """Answers one byte every 50 ms: no read ever waits past a read timeout."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        for byte in head + body:
            writer.write(bytes([byte]))
            await writer.drain()
            await asyncio.sleep(0.05)

    return handle


SLOW_BODY = b'{"relations": [' + b" " * 400 + b"]}"
SLOW_HEAD = (
    f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(SLOW_BODY)}\r\n\r\n"
).encode()


@pytest.mark.parametrize(
    ("head", "body"), [(SLOW_HEAD[:30], b""), (SLOW_HEAD, SLOW_BODY)], ids=["headers", "body"]
)
async def test_a_trickling_server_meets_the_overall_deadline(head: bytes, body: bytes) -> None:
    async with (
        serve(trickling(head, body)) as url,
        BankingClient(url, retry=FAST_RETRY, deadline=0.5) as client,
    ):
        started = time.perf_counter()
        with pytest.raises(DeadlineExceeded) as caught:
            await client.list_user_relations()
    assert time.perf_counter() - started < 2
    assert "0.5 s" in caught.value.message
    assert "try again" in caught.value.message.lower()
    assert client.request_log.entries()[-1].error == caught.value.message


async def test_the_deadline_covers_the_retries_of_a_silent_server() -> None:
    async def silent(reader: asyncio.StreamReader, _writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        await asyncio.sleep(10)

    async with (
        serve(silent) as url,
        BankingClient(url, retry=FAST_RETRY, timeouts=Timeouts(read=0.3), deadline=0.8) as client,
    ):
        started = time.perf_counter()
        with pytest.raises(DeadlineExceeded):
            await client.list_user_relations()
    assert time.perf_counter() - started < 2  # four tries of 0.3 s would be 1.2 s and more


def test_the_default_deadline_is_30_seconds() -> None:
    assert BankingClient("http://127.0.0.1:1").deadline == 30.0


TOKEN = "tok-" + "S3cr3t" * 6
API_KEY = "demo-key-7f3a"


def echoing() -> Handler:
    """Signs in with TOKEN, then echoes whatever secret it was sent, in every place it can."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while True:
            head, body = await read_request(reader)
            if b"/auth/login" in head and API_KEY.encode() in body:
                if b"wrong" in body:  # an api_code the server refuses, with the key echoed
                    message = f"{API_KEY} is wrong for this code"
                    answer = response(
                        400,
                        json.dumps(
                            {
                                "error": {
                                    "code": "INVALID_REQUEST",
                                    "type": "VALIDATION_ERROR",
                                    "message": message,
                                    "details": [{"field": "api_key", "message": message}],
                                }
                            }
                        ).encode(),
                        extra=f"X-Echo: {API_KEY}\r\n",
                    )
                else:
                    answer = response(200, json.dumps({"token": TOKEN}).encode())
            else:
                message = f"The token {TOKEN} is not allowed here"
                answer = response(
                    404,
                    json.dumps(
                        {
                            "error": {
                                "code": "NOT_FOUND",
                                "type": "NOT_FOUND_ERROR",
                                "message": message,
                                "details": [{"field": "uid", "message": message}],
                                "echo": {"seen": f"Bearer {TOKEN}"},
                            }
                        }
                    ).encode(),
                    extra=f"X-Echo: Bearer {TOKEN}\r\nLocation: /x?t={TOKEN}\r\n",
                )
            writer.write(answer)
            await writer.drain()
            return

    return handle


def _everything_logged(client: BankingClient) -> str:
    return repr(client.request_log.entries())


async def test_a_token_echoed_back_is_redacted_everywhere() -> None:
    async with serve(echoing()) as url, BankingClient(url, retry=ONCE) as client:
        await client.login("demo", API_KEY)
        with pytest.raises(ApiError) as caught:
            await client.get_account("u", "a")
    error = caught.value
    shown = [str(error), error.message, repr(error.args), *(d.message for d in error.details)]
    assert not [text for text in shown if TOKEN in text]
    assert "***" in error.message
    assert TOKEN not in _everything_logged(client)


async def test_an_api_key_echoed_back_is_redacted_everywhere() -> None:
    async with serve(echoing()) as url, BankingClient(url, retry=ONCE) as client:
        with pytest.raises(ApiError) as caught:
            await client.login("wrong", API_KEY)
    error = caught.value
    shown = [str(error), error.message, repr(error.args), *(d.message for d in error.details)]
    assert not [text for text in shown if API_KEY in text]
    assert API_KEY not in _everything_logged(client)
