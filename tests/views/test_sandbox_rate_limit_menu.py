"""Sandbox › Rate limit against a real sandbox started as Teller starts its own (limit off):
the check mark shows the sandbox's state when the menu opens, checking it turns the limit on
through the door (journalled) so that the merchant's requests meet 429s, and unchecking it
turns it off again."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from PySide6.QtWidgets import QMainWindow

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.sandbox_tools.menu import SandboxMenu
from tests.helpers.live_server import serve_in_thread

BURST = 5


@pytest.fixture(scope="module")
def off_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from sandbox.app import create_app
    from sandbox.config import SandboxConfig

    app = create_app(
        SandboxConfig(
            db_path=tmp_path_factory.mktemp("rate-limit") / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0.001,  # BURST requests, then 429s for the whole test
            rate_limit_burst=BURST,
            rate_limit_on=False,  # as Teller's built-in sandbox starts (--rate-limit-off)
        )
    )
    with serve_in_thread(app) as base_url:
        yield base_url


@pytest.fixture
def session(off_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(off_sandbox)
    arun(client.login("demo", "demo-key"))
    yield Session(client, Environment(EnvironmentKind.SANDBOX, off_sandbox), "demo")
    arun(client.aclose())


def _statuses(base_url: str, token: str, count: int) -> list[int]:
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base_url) as bare:
        return [
            bare.get("/api/v1/account/orders", headers=headers).status_code for _ in range(count)
        ]


def test_the_check_mark_follows_the_sandbox_and_turns_the_limit_on_and_off(
    qtbot, qloop, arun, off_sandbox, session
) -> None:  # type: ignore[no-untyped-def]
    main = QMainWindow()
    qtbot.addWidget(main)
    menu = SandboxMenu(session, main)
    main.menuBar().addMenu(menu)
    main.show()
    action = menu.rate_limit.action
    assert action.isCheckable()
    assert action.text() == "Rate &limit"

    action.setChecked(True)  # whatever it shows, opening the menu reads the sandbox
    menu.aboutToShow.emit()
    qtbot.waitUntil(lambda: menu.rate_limit.task is not None and menu.rate_limit.task.done())
    assert not action.isChecked()
    token = session.client.session.token
    assert token is not None
    assert _statuses(off_sandbox, token, BURST * 2) == [200] * (BURST * 2)

    action.trigger()  # checked: on
    qtbot.waitUntil(lambda: menu.rate_limit.task.done())
    assert action.isChecked()
    assert arun(session.sandbox.rate_limit()).enabled
    assert "Rate limit on" in main.statusBar().currentMessage()
    assert _statuses(off_sandbox, token, BURST + 1)[-1] == 429
    assert [r.action for r in session.action_log.records] == ["set_rate_limit"]

    action.trigger()  # unchecked: off, at once although the merchant is limited
    qtbot.waitUntil(lambda: menu.rate_limit.task.done())
    assert not action.isChecked()
    assert "Rate limit off" in main.statusBar().currentMessage()
    assert _statuses(off_sandbox, token, 2) == [200, 200]
