from __future__ import annotations

import httpx
from fastapi import FastAPI

from tests.helpers.live_server import serve_in_thread


def test_a_real_server_answers_login_and_stops(sandbox_app: FastAPI) -> None:
    with serve_in_thread(sandbox_app) as base_url:
        response = httpx.post(
            f"{base_url}/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"}
        )
        assert response.status_code == 200
    try:
        httpx.get(base_url, timeout=1)
    except httpx.ConnectError:
        pass
    else:
        raise AssertionError("the server still answers after the context closed")
