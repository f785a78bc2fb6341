from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.api.client import BankingClient
from app.api.retrying import RetryPolicy

FAST_RETRY = RetryPolicy(attempts=4, initial=0.001, maximum=0.01, max_retry_after=0.05)


def in_process_client(app: FastAPI, **kwargs: object) -> BankingClient:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return BankingClient("http://127.0.0.1", transport=transport, retry=FAST_RETRY, **kwargs)  # type: ignore[arg-type]


@pytest.fixture
async def client(sandbox_app: FastAPI) -> AsyncIterator[BankingClient]:
    """Signed in as demo against the sandbox in process."""
    async with in_process_client(sandbox_app) as api:
        await api.login("demo", "demo-key")
        yield api
