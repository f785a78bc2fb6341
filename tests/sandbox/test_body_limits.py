"""Request bodies are bounded on a real server: a JSON body past 1 MB, declared or streamed,
is a 413 in the error envelope before the sandbox reads it all; uploads keep 10 MB."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

import httpx
import pytest
from fastapi import FastAPI

from sandbox.app import MAX_JSON_BODY_BYTES
from tests.helpers.live_server import serve_in_thread


@pytest.fixture
def live(sandbox_app: FastAPI) -> Iterator[httpx.Client]:
    with serve_in_thread(sandbox_app) as url, httpx.Client(base_url=url, timeout=10) as http:
        token = http.post(
            "/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"}
        ).json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        yield http


def _assert_413(response: httpx.Response) -> None:
    assert response.status_code == 413, response.text
    error = response.json()["error"]
    assert error["type"] == "VALIDATION_ERROR"
    assert "1 MB" in error["message"]
    assert [d["field"] for d in error["details"]] == ["body"]


def test_a_bank_payout_with_a_50_mb_description_is_refused_unread(live: httpx.Client) -> None:
    body = b'{"description": "' + b"x" * (50 * 2**20) + b'"}'
    response = live.post(
        "/api/v1/account/users/u/accounts/a/bank-payouts",
        content=body,
        headers={"Content-Type": "application/json"},
    )
    _assert_413(response)


def test_a_streamed_body_without_a_length_is_counted(live: httpx.Client) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"description": "'
        for _ in range(40):
            yield b"x" * 65536
        yield b'"}'

    response = live.post(
        "/api/v1/account/users/u/accounts/a/bank-payouts",
        content=chunks(),
        headers={"Content-Type": "application/json"},
    )
    _assert_413(response)


def test_the_answer_comes_before_the_body_is_sent(live: httpx.Client) -> None:
    """Only the headers go out: the server answers from Content-Length alone."""
    url = urlsplit(str(live.base_url))
    with socket.create_connection((url.hostname, url.port), timeout=5) as sock:
        sock.sendall(
            b"POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {MAX_JSON_BODY_BYTES + 1}\r\n\r\n".encode()
        )
        answer = b""
        while chunk := sock.recv(65536):  # the server closes after its answer: read it all
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413"), answer
    assert b"connection: close" in answer.lower()
    assert b'"VALIDATION_ERROR"' in answer


def test_a_body_just_under_the_limit_is_read(live: httpx.Client) -> None:
    body = b'{"api_code": "demo", "api_key": "' + b"k" * (MAX_JSON_BODY_BYTES - 64) + b'"}'
    response = live.post(
        "/api/v1/auth/login", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 401  # read, and judged: a wrong key


def test_an_upload_keeps_its_10_mb(live: httpx.Client) -> None:
    response = live.post(
        "/sandbox/v1/business-users/nobody/kyb-sessions/none/documents",
        files={"file": ("a.pdf", b"%PDF-" + b"0" * (5 * 2**20), "application/pdf")},
        data={"category": "COMPANY", "type": "CERTIFICATE_OF_INCORPORATION"},
    )
    assert response.status_code == 404, response.text  # read whole, then no such user


def test_an_upload_past_its_limit_is_a_413(live: httpx.Client) -> None:
    response = live.post(
        "/sandbox/v1/business-users/nobody/kyb-sessions/none/documents",
        files={"file": ("a.pdf", b"%PDF-" + b"0" * (11 * 2**20), "application/pdf")},
        data={"category": "COMPANY", "type": "CERTIFICATE_OF_INCORPORATION"},
    )
    assert response.status_code == 413, response.text
    assert "10 MB" in response.json()["error"]["message"]
