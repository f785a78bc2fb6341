"""A thin test-side wrapper over the sandbox's HTTP interface: sign in, build data."""

from __future__ import annotations

from typing import Any

import httpx


class SandboxApi:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.token: str | None = None

    @property
    def auth(self) -> dict[str, str]:
        assert self.token, "call login() first"
        return {"Authorization": f"Bearer {self.token}"}

    async def login(self, code: str, key: str) -> str:
        response = await self.http.post(
            "/api/v1/auth/login", json={"api_code": code, "api_key": key}
        )
        assert response.status_code == 200, response.text
        self.token = response.json()["token"]
        return self.token

    async def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return await self.http.get(
            path, headers={**self.auth, **kwargs.pop("headers", {})}, **kwargs
        )

    async def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return await self.http.post(
            path, headers={**self.auth, **kwargs.pop("headers", {})}, **kwargs
        )

    async def put(self, path: str, **kwargs: Any) -> httpx.Response:
        return await self.http.put(
            path, headers={**self.auth, **kwargs.pop("headers", {})}, **kwargs
        )

    async def delete(self, path: str, **kwargs: Any) -> httpx.Response:
        return await self.http.delete(
            path, headers={**self.auth, **kwargs.pop("headers", {})}, **kwargs
        )

    async def create_user(self, type_: str = "PERSON", **fields: Any) -> dict[str, Any]:
        body = {"type": type_, **fields}
        if type_ == "PERSON":
            body.setdefault("name", "Ana")
            body.setdefault("surname", "García")
        else:
            body.setdefault("companyName", "Acme SL")
        response = await self.post("/sandbox/v1/users", json=body)
        assert response.status_code == 201, response.text
        return dict(response.json())

    async def create_account(
        self, uid: str, currency: str = "EUR", alias: str | None = None
    ) -> dict[str, Any]:
        response = await self.post(
            f"/api/v1/account/users/{uid}/accounts",
            json={"alias": alias or f"Main {currency}", "currency": currency},
        )
        assert response.status_code == 201, response.text
        return dict(response.json())

    async def deposit(self, aid: str, amount: int, **fields: Any) -> dict[str, Any]:
        response = await self.post(
            f"/sandbox/v1/accounts/{aid}/deposits", json={"amount": amount, **fields}
        )
        assert response.status_code == 201, response.text
        return dict(response.json())

    async def funded_account(
        self, amount: int = 1_000_000, currency: str = "EUR"
    ) -> tuple[str, str]:
        """A new PERSON user with one account holding ``amount``; returns (uid, aid)."""
        user = await self.create_user()
        account = await self.create_account(user["id"], currency)
        if amount:
            await self.deposit(account["id"], amount)
        return user["id"], account["id"]
