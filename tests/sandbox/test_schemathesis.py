"""Property-based requests from the sandbox's own OpenAPI: never a 5xx, every error enveloped."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from sandbox.app import create_app
from sandbox.auth import Merchant, issue_token
from sandbox.config import SandboxConfig
from sandbox.seed import merchant_id

_folder = tempfile.TemporaryDirectory(prefix="teller-schemathesis-")
APP = create_app(
    SandboxConfig(
        db_path=Path(_folder.name) / "s.db",
        demo_data=False,
        lifecycle_delay_seconds=None,
        rate_limit_per_second=0,
    )
)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


AUTH = {
    "Authorization": f"Bearer {issue_token(APP.state.ctx, Merchant(merchant_id('demo'), 'demo'))}"
}


@pytest.fixture(scope="module", autouse=True)
def _app_closed_after_the_module() -> Iterator[None]:
    """The app is built at import (schemathesis reads its schema then); it is closed and its
    folder removed after this module's tests, however they end."""
    try:
        yield
    finally:
        APP.state.ctx.db.close()
        _folder.cleanup()


@pytest.mark.slow
@schema.parametrize()
@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors_and_every_error_in_the_envelope(case) -> None:  # type: ignore[no-untyped-def]
    response = case.call(headers=AUTH)
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        body = json.loads(response.text)
        assert set(body) == {"error"}, body
        assert {"code", "type", "message", "details"} <= set(body["error"]), body
