"""GUI fixtures: a real sandbox on loopback, settings in a temp file, a signed-in session."""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import QSettings

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.models.orders import OrderSummary
from app.services.environments import Environment, EnvironmentKind
from app.services.sandbox_process import BuiltInSandbox
from app.services.session import Session
from app.services.settings import AppSettings
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.bodies import bank_payout
from tests.helpers.counting_transport import CountingTransport
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import serve_in_thread


@pytest.fixture(scope="session")
def live_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One real sandbox for the GUI tests (each test makes its own users)."""
    folder = tmp_path_factory.mktemp("gui-sandbox")
    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with serve_in_thread(app) as base_url:
        yield base_url


@pytest.fixture
def sandbox_child(tmp_path: Path) -> Iterator[BuiltInSandbox]:
    """The built-in sandbox, as the sign-in dialog starts it; its child process is stopped
    after the test, however the test ends."""
    child = BuiltInSandbox(tmp_path / "child.sqlite3")
    try:
        yield child
    finally:
        child.stop()


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "teller.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def session(live_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(live_sandbox)
    try:
        arun(client.login("demo", "demo-key"))
        yield Session(
            client=client,
            environment=Environment(EnvironmentKind.SANDBOX, live_sandbox),
            api_code="demo",
        )
    finally:
        arun(client.aclose())


@pytest.fixture
def helpers(session: Session) -> SandboxHelpers:
    return full_sandbox(session)


FUNDED_BALANCE = 1_000_000  # 10,000.00


@pytest.fixture
def funded(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """A person with a EUR account holding 10,000.00."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Payouts", "currency": "EUR"})
    )
    arun(helpers.deposit(account.id, FUNDED_BALANCE))
    return user.id, account.id


ORDERS_ACCOUNT_DEPOSITS = 130


def build_account_with_orders(
    base_url: str, deposits: int, unit: int = 100
) -> tuple[str, str, OrderSummary]:
    """A person's EUR account with ``deposits`` deposits (REF-000.., of ``unit`` minor units,
    twice that, ...), then one bank payout of 50.00. Made over plain synchronous HTTP: the
    qasync loop (``arun``) lives per test, and this may be built once for many tests."""
    with httpx.Client(base_url=base_url, timeout=30) as http:
        login = http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        login.raise_for_status()
        http.headers["Authorization"] = f"Bearer {login.json()['token']}"
        user = http.post(
            "/sandbox/v1/users", json={"type": "PERSON", "name": "Mateo", "surname": "González"}
        )
        user.raise_for_status()
        uid = user.json()["id"]
        account = http.post(
            f"/api/v1/account/users/{uid}/accounts", json={"alias": "Ops", "currency": "EUR"}
        )
        account.raise_for_status()
        aid = account.json()["id"]
        for index in range(deposits):
            http.post(
                f"/sandbox/v1/accounts/{aid}/deposits",
                json={"amount": (index + 1) * unit, "reference": f"REF-{index:03d}"},
            ).raise_for_status()
        payout = http.post(
            f"/api/v1/account/users/{uid}/accounts/{aid}/bank-payouts",
            json=bank_payout(5_000),
            headers={"Idempotency-Key": str(uuid.uuid4())},
        )
        payout.raise_for_status()
    return uid, aid, OrderSummary.model_validate(payout.json())


def orders_of(base_url: str, uid: str, aid: str) -> list[tuple[str, str]]:
    """(id, state) of every order of the account, newest first."""
    with httpx.Client(base_url=base_url, timeout=30) as http:
        login = http.post("/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"})
        login.raise_for_status()
        http.headers["Authorization"] = f"Bearer {login.json()['token']}"
        orders: list[tuple[str, str]] = []
        for page in itertools.count(1):
            found = http.get(
                f"/api/v1/account/users/{uid}/accounts/{aid}/orders",
                params={"page": page, "pageSize": 100},
            )
            found.raise_for_status()
            orders += [(order["id"], order["state"]) for order in found.json()["orders"]]
            if len(orders) >= found.json()["pagination"]["total"]:
                return orders
    raise AssertionError("unreachable")


@pytest.fixture(scope="session")
def _shared_account_with_orders(
    live_sandbox: str,
) -> tuple[tuple[str, str, OrderSummary], list[tuple[str, str]]]:
    built = build_account_with_orders(live_sandbox, ORDERS_ACCOUNT_DEPOSITS)
    return built, orders_of(live_sandbox, built[0], built[1])


@pytest.fixture
def account_with_orders(
    live_sandbox: str,
    _shared_account_with_orders: tuple[tuple[str, str, OrderSummary], list[tuple[str, str]]],
) -> Iterator[tuple[str, str, OrderSummary]]:
    """An account with 130 deposits (REF-000..129, amounts 1.00..130.00) and one bank payout,
    built once and shared: look, do not touch. A test that changes its orders fails here
    (use ``account_with_a_payout``), before it can break the tests after it."""
    built, orders = _shared_account_with_orders
    yield built
    assert orders_of(live_sandbox, built[0], built[1]) == orders, (
        "this test changed the shared account_with_orders; give it its own account"
    )


@pytest.fixture
def account_with_a_payout(live_sandbox: str) -> tuple[str, str, OrderSummary]:
    """A fresh account of its own, to change: deposits of 100.00, 200.00 and 300.00
    (REF-000..002), then a bank payout of 50.00."""
    return build_account_with_orders(live_sandbox, 3, unit=10_000)


@pytest.fixture
def wire() -> CountingTransport:
    """Notes every request the ``counted_session`` really sends."""
    return CountingTransport()


@pytest.fixture
def counted_session(live_sandbox: str, arun, wire: CountingTransport) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    """A signed-in session like ``session``, whose requests on the wire are noted in ``wire``
    (the request log shows a request only once it ends; a cancelled one never)."""
    client = BankingClient(live_sandbox, transport=wire)
    try:
        arun(client.login("demo", "demo-key"))
        yield Session(
            client=client,
            environment=Environment(EnvironmentKind.SANDBOX, live_sandbox),
            api_code="demo",
        )
    finally:
        arun(client.aclose())
