from __future__ import annotations

import time

import httpx
import jwt
import pytest

pytestmark = pytest.mark.anyio


async def test_login_returns_a_jwt_with_expiry(sandbox_http: httpx.AsyncClient) -> None:
    response = await sandbox_http.post(
        "/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"}
    )
    assert response.status_code == 200
    claims = jwt.decode(response.json()["token"], options={"verify_signature": False})
    assert 14 * 60 <= claims["exp"] - time.time() <= 15 * 60 + 5


@pytest.mark.parametrize(
    "body",
    [{"api_code": "demo", "api_key": "wrong"}, {"api_code": "nobody", "api_key": "demo-key"}],
)
async def test_wrong_credentials_are_401_in_the_envelope(
    sandbox_http: httpx.AsyncClient, body: dict[str, str]
) -> None:
    response = await sandbox_http.post("/api/v1/auth/login", json=body)
    assert response.status_code == 401
    assert response.json()["error"]["type"] == "AUTHENTICATION_ERROR"
    assert response.json()["error"]["code"] == "UNAUTHORIZED"


async def test_missing_field_names_it(sandbox_http: httpx.AsyncClient) -> None:
    response = await sandbox_http.post("/api/v1/auth/login", json={"api_code": "demo"})
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], error["type"]) == ("INVALID_REQUEST", "VALIDATION_ERROR")
    assert error["details"] == [{"field": "api_key", "message": "This field is required."}]


async def test_malformed_json_is_400_in_the_envelope(sandbox_http: httpx.AsyncClient) -> None:
    response = await sandbox_http.post(
        "/api/v1/auth/login", content=b'{"api_code": ', headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json()["error"]["type"] == "VALIDATION_ERROR"


async def test_unknown_route_and_wrong_method_are_enveloped(
    sandbox_http: httpx.AsyncClient,
) -> None:
    missing = await sandbox_http.get("/api/v1/nowhere")
    assert missing.status_code == 404
    assert missing.json()["error"]["type"] == "NOT_FOUND_ERROR"
    wrong = await sandbox_http.get("/api/v1/auth/login")
    assert wrong.status_code == 405
    assert "error" in wrong.json()
