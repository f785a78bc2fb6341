"""GUI fixtures: a real sandbox on loopback, settings in a temp file, a signed-in session."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.services.settings import AppSettings
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.bodies import bank_payout
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
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "teller.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def session(live_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(live_sandbox)
    arun(client.login("demo", "demo-key"))
    yield Session(
        client=client,
        environment=Environment(EnvironmentKind.SANDBOX, live_sandbox),
        api_code="demo",
    )
    arun(client.aclose())


@pytest.fixture
def helpers(session: Session) -> SandboxHelpers:
    return SandboxHelpers(session.client)


FUNDED_BALANCE = 1_000_000  # 10,000.00


@pytest.fixture
def funded(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """A person with a EUR account holding 10,000.00."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"}))
    account = arun(session.client.create_account(user.id, {"alias": "Payouts", "currency": "EUR"}))
    arun(helpers.deposit(account.id, FUNDED_BALANCE))
    return user.id, account.id


@pytest.fixture
def account_with_orders(helpers: SandboxHelpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """An account with 130 deposits (REF-000..129, amounts 1.00..130.00) and one bank payout."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Mateo", "surname": "González"}))
    account = arun(session.client.create_account(user.id, {"alias": "Ops", "currency": "EUR"}))

    async def fill() -> None:
        for index in range(130):
            await helpers.deposit(account.id, (index + 1) * 100, reference=f"REF-{index:03d}")

    arun(fill(), timeout=60_000)
    payout = arun(session.client.create_bank_payout(user.id, account.id, bank_payout(5_000)))
    return user.id, account.id, payout
