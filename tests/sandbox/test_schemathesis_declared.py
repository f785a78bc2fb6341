"""Schemathesis on the operations whose declarations sandbox/openapi.py and the quote tools
added, with the stricter checks: every status answered is declared, and every body matches
its declared schema. The uid is pinned to a business, then a person, so that the business
rules (201, 422) are met rather than a 404; the shareholder helper's answer then holds what
the generated shareholders sent, checked against ``KycData``. Bounded: a few operations,
a few examples each (about ten seconds)."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from sqlalchemy import insert

from sandbox.app import create_app
from sandbox.auth import Merchant, issue_token
from sandbox.clock import now_iso
from sandbox.config import SandboxConfig
from sandbox.db.tables import users
from sandbox.seed import merchant_id

_folder = tempfile.TemporaryDirectory(prefix="teller-schemathesis-declared-")
APP = create_app(
    SandboxConfig(
        db_path=Path(_folder.name) / "s.db",
        demo_data=False,
        lifecycle_delay_seconds=None,
        rate_limit_per_second=0,
    )
)
MERCHANT = merchant_id("demo")
AUTH = {"Authorization": f"Bearer {issue_token(APP.state.ctx, Merchant(MERCHANT, 'demo'))}"}
BUSINESS, PERSON = "user-business-declared", "user-person-declared"
with APP.state.ctx.db.write() as _conn:
    for _uid, _type in ((BUSINESS, "BUSINESS"), (PERSON, "PERSON")):
        _conn.execute(
            insert(users).values(
                id=_uid,
                merchant_id=MERCHANT,
                type=_type,
                name="Ana",
                surname="Ruiz",
                company_name="Andes SAS" if _type == "BUSINESS" else None,
                created_at=now_iso(),
            )
        )

QUOTE_TOOLS = r"^/sandbox/v1/quote-validity$|^/sandbox/v1/quotes/expire$"
BUSINESS_ONLY = (
    r"^/api/v1/account/business-user/\{uid\}/kyb-sessions$"
    r"|^/api/v1/account/business-users/\{uid\}/shareholders$"
    r"|^/sandbox/v1/business-users/\{uid\}/shareholders$"
)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]
SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))


def call_and_check(case) -> None:  # type: ignore[no-untyped-def]
    response = case.call(headers=AUTH)
    case.validate_response(response, checks=CHECKS, headers=AUTH)
    if response.status_code >= 400:
        assert set(json.loads(response.text)) == {"error"}, response.text


@pytest.fixture(scope="module", autouse=True)
def _app_closed_after_the_module() -> Iterator[None]:
    try:
        yield
    finally:
        APP.state.ctx.db.close()
        _folder.cleanup()


@pytest.mark.slow
@schema.include(path_regex=QUOTE_TOOLS).parametrize()
@SETTINGS
def test_the_quote_tools_answer_as_declared(case) -> None:  # type: ignore[no-untyped-def]
    call_and_check(case)


@pytest.mark.slow
@pytest.mark.parametrize("uid", [BUSINESS, PERSON])
@schema.include(path_regex=BUSINESS_ONLY).parametrize()
@SETTINGS
def test_the_business_routes_answer_as_declared(case, uid: str) -> None:  # type: ignore[no-untyped-def]
    case.path_parameters["uid"] = uid
    call_and_check(case)


def test_the_run_covers_the_new_declarations() -> None:
    """The filter above still finds every operation it is meant for."""
    found = {
        (result.ok().method.upper(), result.ok().path)
        for pattern in (QUOTE_TOOLS, BUSINESS_ONLY)
        for result in schema.include(path_regex=pattern).get_all_operations()
    }
    assert found == {
        ("GET", "/sandbox/v1/quote-validity"),
        ("PUT", "/sandbox/v1/quote-validity"),
        ("POST", "/sandbox/v1/quotes/expire"),
        ("POST", "/api/v1/account/business-user/{uid}/kyb-sessions"),
        ("POST", "/api/v1/account/business-users/{uid}/shareholders"),
        ("GET", "/sandbox/v1/business-users/{uid}/shareholders"),
    }


ALL_SETTINGS = settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.slow
@schema.parametrize()
@ALL_SETTINGS
def test_every_operation_answers_as_declared(case) -> None:  # type: ignore[no-untyped-def]
    """Every operation, every status declared (the 404 of an unknown id, login's 401, the
    400 of an empty filter) and every body in its declared schema."""
    call_and_check(case)
