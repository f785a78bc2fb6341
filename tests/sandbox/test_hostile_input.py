"""Hostile requests against a real server on loopback: each is refused with a sentence, and
a connection is never dropped without the server saying so."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI

from sandbox.domain.order_queries import MAX_FILTER_TERMS, MAX_LIST_VALUES
from tests.helpers.live_server import serve_in_thread

ORDERS = "/api/v1/account/orders"


@pytest.fixture
def live(sandbox_app: FastAPI) -> Iterator[httpx.Client]:
    """A signed-in client keeping one keep-alive connection to a real server."""

    def boom() -> None:
        raise RuntimeError("a bug inside a route")

    sandbox_app.add_api_route("/test-only/boom", boom, methods=["GET"])
    with serve_in_thread(sandbox_app) as url, httpx.Client(base_url=url, timeout=10) as http:
        token = http.post(
            "/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"}
        ).json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        yield http


def _field_errors(response: httpx.Response) -> dict[str, str]:
    return {d["field"]: d["message"] for d in response.json()["error"]["details"]}


def test_a_thousand_dates_in_one_list_is_a_400_naming_it(live: httpx.Client) -> None:
    dates = ",".join(f"2026-01-{1 + i % 28:02d}" for i in range(997))
    response = live.get(ORDERS, params={"createdAt_in": dates})
    assert response.status_code == 400, response.text
    message = _field_errors(response)["createdAt_in"]
    assert f"at most {MAX_LIST_VALUES}" in message
    assert "997" in message
    assert live.get(ORDERS).status_code == 200  # the connection is still good


def test_a_thousand_filter_terms_is_a_400_naming_the_parameter(live: httpx.Client) -> None:
    response = live.get(ORDERS, params=[("amount_gt", str(i)) for i in range(998)])
    assert response.status_code == 400, response.text
    message = _field_errors(response)["amount_gt"]
    assert f"at most {MAX_FILTER_TERMS}" in message
    assert "998" in message
    assert live.get(ORDERS).status_code == 200


def test_the_limits_themselves_are_answered(live: httpx.Client) -> None:
    dates = ",".join(f"2026-01-{1 + i % 28:02d}" for i in range(MAX_LIST_VALUES))
    terms = [("createdAt_nin", dates)] * (MAX_FILTER_TERMS // 2)
    terms += [("amount_gt", str(i)) for i in range(MAX_FILTER_TERMS - len(terms))]
    assert live.get(ORDERS, params=terms).status_code == 200


def test_a_500_closes_the_connection_and_says_so(live: httpx.Client) -> None:
    response = live.get("/test-only/boom")
    assert response.status_code == 500
    assert response.headers["connection"] == "close"
    assert response.json()["error"]["type"] == "INTERNAL_ERROR"
    # The next request opens a new connection rather than meeting a reset one.
    assert live.get(ORDERS).status_code == 200


def test_a_405_allows_every_method_of_the_path(live: httpx.Client) -> None:
    response = live.patch("/sandbox/v1/users")
    assert response.status_code == 405
    allowed = {m.strip() for m in response.headers["allow"].split(",")}
    assert {"GET", "POST"} <= allowed


def test_the_openapi_declares_the_order_lists_parameters(live: httpx.Client) -> None:
    paths = live.get("/openapi.json").json()["paths"]
    for path in ("/api/v1/account/orders", "/api/v1/account/users/{uid}/accounts/{aid}/orders"):
        names = {p["name"] for p in paths[path]["get"]["parameters"]}
        assert {"page", "pageSize", "sort", "search", "createdAt_in", "amount_gt"} <= names
        assert "state_like" in names
