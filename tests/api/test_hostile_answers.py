"""Hostile answers from small loopback servers: each ends as a typed ApiError with a sentence,
and the exchange is in the request log."""

from __future__ import annotations

import asyncio

import pytest

from app.api.client import BankingClient
from app.api.errors import ProtocolError
from app.api.retrying import RetryPolicy
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
