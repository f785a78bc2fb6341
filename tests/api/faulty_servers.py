"""Small misbehaving servers on loopback, for failures a real sandbox cannot produce."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


async def read_request(reader: asyncio.StreamReader) -> tuple[bytes, bytes]:
    """(head, body) of one HTTP/1.1 request."""
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    body = await reader.readexactly(length) if length else b""
    return head, body


async def read_response(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    return head + (await reader.readexactly(length) if length else b"")


@asynccontextmanager
async def serve(handler: Handler) -> AsyncIterator[str]:
    async def guarded(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await handler(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(guarded, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.close()
        await server.wait_closed()


def refused_url() -> str:
    """An address where nothing listens: bind a free port, then close it."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def response(
    status: int, body: bytes, content_type: str = "application/json", extra: str = ""
) -> bytes:
    return (
        f"HTTP/1.1 {status} X\r\nContent-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
        f"Connection: close\r\n{extra}\r\n"
    ).encode() + body


@asynccontextmanager
async def dropping_proxy(
    upstream: str, should_drop: Callable[[bytes], bool], *, forward_dropped: bool = True
) -> AsyncIterator[tuple[str, list[bytes]]]:
    """Forwards each request to ``upstream``; when ``should_drop(head)`` says so, the client's
    connection is closed without an answer. By default the request is forwarded first and the
    server's answer thrown away (the request happened, the client never hears of it); with
    ``forward_dropped=False`` it dies on the way (nothing reached the server)."""
    host, port = upstream.removeprefix("http://").split(":")
    seen: list[bytes] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head, body = await read_request(reader)
        seen.append(head)
        drop = should_drop(head)
        if drop and not forward_dropped:
            return  # closes without sending it on
        up_reader, up_writer = await asyncio.open_connection(host, int(port))
        fixed_head = head.replace(b"keep-alive", b"close")
        up_writer.write(fixed_head + body)
        await up_writer.drain()
        answer = await read_response(up_reader)
        up_writer.close()
        if drop:
            return  # closes without answering
        writer.write(answer.replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n", 1))
        await writer.drain()

    async with serve(handle) as url:
        yield url, seen
