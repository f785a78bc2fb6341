"""Hostile input at the sandbox's door (issue 23, items 1, 2, 3 and 7), on SQLite and on
PostgreSQL: a NUL anywhere, a body nested hundreds deep, a 50,000-character search, a UTF-16
body and broken uploads are each refused in the envelope, naming what to fix, and none of them
reaches the database or leaves a traceback in the log."""

from __future__ import annotations

import http.client
import json
import logging
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from sandbox.http_protocol import MAX_REQUEST_HEAD_BYTES
from sandbox.input_limits import MAX_JSON_DEPTH, MAX_QUERY_VALUE_LENGTH
from tests.helpers.live_server import sandbox_process
from tests.helpers.sandbox_api import SandboxApi
from tests.sandbox.test_kyb_documents import PDF, new_session

pytestmark = pytest.mark.anyio
BOTH_ENGINES = pytest.mark.parametrize("db_engine", ["sqlite", "postgresql"], indirect=True)
ORDERS = "/api/v1/account/orders"
LOGIN = "/api/v1/auth/login"
JSON = {"Content-Type": "application/json"}


@pytest.fixture(autouse=True)
def no_traceback(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Every refusal here is an answer, never an internal error written to the log."""
    caplog.set_level(logging.ERROR, logger="sandbox")
    yield
    errors = [r for r in caplog.records if r.name == "sandbox" and r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


def refusal(response: httpx.Response, status: int = 400) -> dict[str, str]:
    """The envelope's details as {field: message}, after checking status and shape."""
    assert response.status_code == status, response.text
    error = response.json()["error"]
    expected = "VALIDATION_ERROR" if status == 400 else "NOT_FOUND_ERROR"
    assert error["type"] == expected
    return {d["field"]: d["message"] for d in error["details"]}


def nested(depth: int) -> str:
    """A JSON object ``depth`` levels deep, written as text (json.dumps would recurse)."""
    return '{"a":' * (depth - 1) + "{}" + "}" * (depth - 1)


def shareholder(kyc_data: str) -> bytes:
    """A shareholder body whose kyc.data is ``kyc_data`` (JSON text): the one open shape."""
    return (
        '{"email": "ana@example.com", "name": "Ana", "surname": "Ruiz", '
        f'"kyc": {{"data": {kyc_data}}}}}'
    ).encode()


# --- 1. NUL --------------------------------------------------------------------------------


@BOTH_ENGINES
async def test_a_nul_at_the_unauthenticated_login_is_a_400_on_api_code(
    sandbox_http: httpx.AsyncClient,
) -> None:
    response = await sandbox_http.post(
        LOGIN, content=b'{"api_code":"de\\u0000mo","api_key":"x"}', headers=JSON
    )
    assert "NUL" in refusal(response)["api_code"]


@BOTH_ENGINES
async def test_a_nul_in_a_json_body_is_a_400_naming_its_field(sandbox: SandboxApi) -> None:
    business = await sandbox.create_user("BUSINESS")
    path = f"/api/v1/account/business-users/{business['id']}/shareholders"
    as_value = await sandbox.post(
        path, content=shareholder('{"identity": {"note": "a\\u0000b"}}'), headers=JSON
    )
    assert "NUL" in refusal(as_value)["kyc.data.identity.note"]
    as_key = await sandbox.post(path, content=shareholder('{"x\\u0000y": 1}'), headers=JSON)
    assert list(refusal(as_key)) == ["kyc.data.x\\u0000y"]  # written visibly
    listed = await sandbox.get(f"/sandbox/v1/business-users/{business['id']}/shareholders")
    assert listed.json()["shareholders"] == []  # nothing stored


@BOTH_ENGINES
async def test_a_nul_in_a_path_id_is_a_404(sandbox: SandboxApi) -> None:
    uid, aid = await sandbox.funded_account()
    for path in (
        f"/api/v1/account/users/{uid}/accounts/a%00b",
        f"/api/v1/account/users/a%00b/accounts/{aid}",
        f"{ORDERS}/a%00b",
        "/api/v1/account/bank-payouts/%00",
        "/sandbox/v1/users/a%00b",
    ):
        response = await sandbox.get(path)
        refusal(response, 404)
        assert "NUL" in response.json()["error"]["message"]


@BOTH_ENGINES
@pytest.mark.parametrize("parameter", ["search", "id_eq", "state_eq", "type_in", "reference"])
async def test_a_nul_in_a_query_value_is_a_400_naming_it(
    sandbox: SandboxApi, parameter: str
) -> None:
    uid, aid = await sandbox.funded_account()
    for path in (ORDERS, f"/api/v1/account/users/{uid}/accounts/{aid}/orders"):
        response = await sandbox.get(path, params={parameter: "PEND\x00ING"})
        assert "NUL" in refusal(response)[parameter]


@BOTH_ENGINES
async def test_a_nul_in_a_header_is_a_400_naming_it_and_moves_no_money(
    sandbox: SandboxApi,
) -> None:
    uid, aid = await sandbox.funded_account(100_000)
    response = await sandbox.post(
        f"/sandbox/v1/accounts/{aid}/deposits",
        json={"amount": 500},
        headers={"Idempotency-Key": "key\x00one"},
    )
    assert "NUL" in refusal(response)["Idempotency-Key"]
    account = await sandbox.get(f"/api/v1/account/users/{uid}/accounts/{aid}")
    assert account.json()["balance"] == 100_000


@BOTH_ENGINES
async def test_a_nul_in_an_upload_file_name_is_a_400_on_file(sandbox: SandboxApi) -> None:
    """httpx escapes a NUL in a file name; a hostile client writes the byte itself."""
    uid, sid = await new_session(sandbox)

    def part(name: str, value: bytes, extra: bytes = b"") -> bytes:
        disposition = f'Content-Disposition: form-data; name="{name}"'.encode()
        return b"--XX\r\n" + disposition + extra + b"\r\n\r\n" + value + b"\r\n"

    body = (
        part("file", PDF, b'; filename="deed\x00.pdf"\r\nContent-Type: application/pdf')
        + part("category", b"COMPANY")
        + part("type", b"CERTIFICATE_OF_INCORPORATION")
        + b"--XX--\r\n"
    )
    response = await sandbox.post(
        f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents",
        content=body,
        headers={"Content-Type": "multipart/form-data; boundary=XX"},
    )
    assert "NUL" in refusal(response)["file"]


@BOTH_ENGINES
async def test_without_a_token_the_401_still_comes_first(
    sandbox_http: httpx.AsyncClient,
) -> None:
    for response in (
        await sandbox_http.get(f"{ORDERS}/a%00b"),
        await sandbox_http.get(ORDERS, params={"search": "a\x00"}),
        await sandbox_http.post(
            "/sandbox/v1/users", content=b'{"type": "PERSON", "name": "\\u0000"}', headers=JSON
        ),
        await sandbox_http.get(ORDERS, params={"search": "x" * 50_000}),
    ):
        assert response.status_code == 401, response.text


# --- 2. depth ------------------------------------------------------------------------------


@BOTH_ENGINES
@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH, 300, 989, 990, 5000])
async def test_kyc_data_nested_too_deep_is_a_400_naming_kyc_data(
    sandbox: SandboxApi, depth: int
) -> None:
    """300 to 989 levels answered 500 (pydantic's serializer), 990 and more an unnamed 400
    (Python's json): every depth past the one limit is the same 400, naming where."""
    business = await sandbox.create_user("BUSINESS")
    response = await sandbox.post(
        f"/api/v1/account/business-users/{business['id']}/shareholders",
        content=shareholder(nested(depth)),
        headers=JSON,
    )
    ((field, message),) = refusal(response).items()
    assert field.startswith("kyc.data.a.a"), field
    assert f"deeper than {MAX_JSON_DEPTH} levels" in message


@BOTH_ENGINES
async def test_a_body_at_the_depth_limit_is_stored_and_read_back(sandbox: SandboxApi) -> None:
    business = await sandbox.create_user("BUSINESS")
    # The root and kyc are two levels: kyc.data takes the rest.
    body = shareholder(nested(MAX_JSON_DEPTH - 2))
    created = await sandbox.post(
        f"/api/v1/account/business-users/{business['id']}/shareholders",
        content=body,
        headers=JSON,
    )
    assert created.status_code == 201, created.text
    listed = await sandbox.get(f"/sandbox/v1/business-users/{business['id']}/shareholders")
    assert listed.status_code == 200, listed.text


async def test_any_body_is_held_to_the_same_depth(sandbox_http: httpx.AsyncClient) -> None:
    too_deep = "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1)
    response = await sandbox_http.post(LOGIN, content=too_deep.encode(), headers=JSON)
    ((field, message),) = refusal(response).items()
    assert field == ".".join(["0"] * MAX_JSON_DEPTH)
    assert "deeper" in message


# --- 3. length -----------------------------------------------------------------------------


@BOTH_ENGINES
async def test_a_50000_character_search_is_a_400_naming_it(sandbox: SandboxApi) -> None:
    """SQLite answered 500: 'LIKE or GLOB pattern too complex'."""
    await sandbox.funded_account()
    for value in ("x" * 50_000, "%" * 20_000):
        message = refusal(await sandbox.get(ORDERS, params={"search": value}))["search"]
        assert f"at most {MAX_QUERY_VALUE_LENGTH:,} characters" in message


@BOTH_ENGINES
async def test_every_filter_value_has_the_same_length_limit(sandbox: SandboxApi) -> None:
    long = "x" * (MAX_QUERY_VALUE_LENGTH + 1)
    for parameter, value in (
        ("id_eq", long),
        ("state_like", long),
        ("type_in", f"BANK_PAYOUT,{long}"),
        ("includeDeleted", long),
    ):
        response = await sandbox.get(ORDERS, params={parameter: value})
        assert "at most" in refusal(response)[parameter]


@BOTH_ENGINES
async def test_values_at_the_limit_are_answered(sandbox: SandboxApi) -> None:
    """The worst a search can be for SQLite's LIKE (each character escaped, or 4 bytes in
    UTF-8) at the limit, and an id list of 100 full ids: answered, empty."""
    await sandbox.funded_account()
    ids = ",".join(f"{i:036d}" for i in range(100))
    for params in (
        {"search": "%" * MAX_QUERY_VALUE_LENGTH},
        {"search": "\U0001d11e" * MAX_QUERY_VALUE_LENGTH},
        {"id_in": ids},
    ):
        response = await sandbox.get(ORDERS, params=params)
        assert response.status_code == 200, response.text
        assert response.json()["orders"] == []


# --- 7. the smaller ones -------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
async def test_login_takes_only_utf8_json(sandbox_http: httpx.AsyncClient, encoding: str) -> None:
    body = json.dumps({"api_code": "demo", "api_key": "demo-key"})
    response = await sandbox_http.post(LOGIN, content=body.encode(encoding), headers=JSON)
    assert "UTF-8" in refusal(response)["body"]
    for utf8 in (body.encode(), body.encode("utf-8-sig")):  # a UTF-8 byte order mark is fine
        answer = await sandbox_http.post(LOGIN, content=utf8, headers=JSON)
        assert answer.status_code == 200, answer.text


async def test_broken_uploads_name_their_field(sandbox: SandboxApi) -> None:
    uid, sid = await new_session(sandbox)
    path = f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents"
    nameless = b'--XX\r\nContent-Disposition: form-data; filename="a.pdf"\r\n\r\n%PDF\r\n--XX--\r\n'
    crowded = b"".join(
        b'--XX\r\nContent-Disposition: form-data; name="f%d"\r\n\r\nx\r\n' % i for i in range(1001)
    )
    cases: list[tuple[bytes, str, str]] = [
        (nameless, "multipart/form-data; boundary=XX", "body"),
        (crowded + b"--XX--\r\n", "multipart/form-data; boundary=XX", "body"),
        (nameless, "multipart/form-data", "Content-Type"),
    ]
    for body, content_type, field in cases:
        response = await sandbox.post(path, content=body, headers={"Content-Type": content_type})
        details = refusal(response)
        assert list(details) == [field]
        assert details[field].endswith(".")


# --- 7. a request line past any the sandbox takes, over a real socket ------------------------


@pytest.fixture
def cli_sandbox(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """The real command (python -m sandbox), as a person starts it: (host, port)."""
    with sandbox_process(tmp_path / "s.db") as (url, _process):
        parts = urlsplit(url)
        assert parts.hostname is not None
        assert parts.port is not None
        yield parts.hostname, parts.port


def exchange(address: tuple[str, int], target: str) -> tuple[int, str, Any]:
    """GET ``target`` on a fresh connection: (status, content type, JSON body)."""
    connection = http.client.HTTPConnection(*address, timeout=10)
    try:
        connection.request("GET", target)
        response = connection.getresponse()
        return response.status, response.getheader("content-type", ""), json.loads(response.read())
    finally:
        connection.close()


def test_a_150_kb_request_line_is_answered_in_the_envelope(
    cli_sandbox: tuple[str, int],
) -> None:
    """uvicorn refused it in plain text before the sandbox saw it; the sandbox now reads a head
    up to MAX_REQUEST_HEAD_BYTES and names the parameter."""
    status, content_type, body = exchange(
        cli_sandbox, "/api/v1/reference/user-relations?note=" + "x" * 150_000
    )
    assert (status, content_type) == (400, "application/json")
    assert [d["field"] for d in body["error"]["details"]] == ["note"]


def test_a_head_past_the_limit_is_still_the_envelope(cli_sandbox: tuple[str, int]) -> None:
    status, content_type, body = exchange(
        cli_sandbox, "/api/v1/reference/user-relations?note=" + "x" * (4 * MAX_REQUEST_HEAD_BYTES)
    )
    assert (status, content_type) == (400, "application/json")
    assert body["error"]["type"] == "VALIDATION_ERROR"
    assert [d["field"] for d in body["error"]["details"]] == ["request"]
    assert f"{MAX_REQUEST_HEAD_BYTES // 1024} KB" in body["error"]["message"]


def test_a_request_that_is_not_http_is_the_envelope(cli_sandbox: tuple[str, int]) -> None:
    with socket.create_connection(cli_sandbox, timeout=10) as raw:
        raw.sendall(b"GET /api/v1/reference/user-relations HTTP/1.1\r\nX-A: a\x00b\r\n\r\n")
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    assert b"content-type: application/json" in head.lower()
    assert json.loads(body)["error"]["details"][0]["field"] == "request"
