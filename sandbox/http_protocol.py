"""The sandbox's HTTP/1.1 server protocol: uvicorn's h11 one, with a request head large enough
for any list query the API takes, and its own refusals in the spec's error envelope.

uvicorn answers what h11 cannot parse (a malformed request line or header, a head past the
limit) itself, in plain text, before the application sees the request. Raising the limit lets
the sandbox name the parameter that is too long (sandbox/input_limits.py); past it, and for a
request that is not HTTP at all, the answer is still the envelope a client can read.
"""

from __future__ import annotations

import json
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from app.models.errors import ErrorCode, ErrorType
from app.models.validation import FieldIssue
from sandbox.errors import envelope

# The longest list query the API takes: 50 filter terms of 100 order ids, percent-encoded
# (about 200 KB), fits; past it h11 stops reading, and the refusal below says so.
MAX_REQUEST_HEAD_BYTES = 256 * 1024

# What ``uvicorn.Config`` takes to serve the sandbox (sandbox/cli.py, tests' real servers).
SERVER_OPTIONS: dict[str, Any] = {
    "http": "sandbox.http_protocol:EnvelopeH11Protocol",
    "h11_max_incomplete_event_size": MAX_REQUEST_HEAD_BYTES,
}

TOO_LARGE_MESSAGE = (
    f"The request line and headers take at most {MAX_REQUEST_HEAD_BYTES // 1024} KB; these "
    "are longer and were not read. Send fewer or shorter query parameters."
)
# How long a refused client may go on sending before the connection is closed anyway.
LINGER_SECONDS = 2.0

MALFORMED_MESSAGE = (
    "This is not an HTTP/1.1 request the sandbox can read: its request line or a header is "
    "malformed."
)


class EnvelopeH11Protocol(H11Protocol):
    """uvicorn's h11 protocol whose 400 (the one it sends without asking the application) is
    the spec's envelope, naming ``request``, instead of plain text; and read to its end."""

    draining = False

    def send_400_response(self, msg: str) -> None:
        unread, _closed = self.conn.trailing_data
        message = TOO_LARGE_MESSAGE if len(unread) > MAX_REQUEST_HEAD_BYTES else MALFORMED_MESSAGE
        body = json.dumps(
            envelope(
                ErrorType.VALIDATION_ERROR,
                ErrorCode.INVALID_REQUEST,
                message,
                [FieldIssue("request", message)],
            )
        ).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        response = h11.Response(status_code=400, headers=headers, reason=b"Bad Request")
        for event in (response, h11.Data(data=body), h11.EndOfMessage()):
            self.transport.write(self.conn.send(event) or b"")
        self._close_once_read()

    def _close_once_read(self) -> None:
        """Close after the client stops sending (or ``LINGER_SECONDS``), not at once: closed
        with the rest of a long request unread, the connection is reset, and a client still
        sending may lose the answer before it reads it (a lingering close, as Apache does)."""
        self.draining = True
        if self.transport.can_write_eof():
            self.transport.write_eof()  # the answer is whole: the client reads it to EOF
        self.loop.call_later(LINGER_SECONDS, self.transport.close)

    def data_received(self, data: bytes) -> None:
        if not self.draining:  # the rest of a refused request is read and dropped
            super().data_received(data)

    def eof_received(self) -> None:
        if self.draining:
            self.transport.close()
            return
        super().eof_received()
