"""The button beside a failure (api_messages.failure_button), shared by the task runner and the
lists that route their own failures (the ledger): when the built-in sandbox's stop explains a
failure, one sentence and "Restart sandbox", which restarts it and then sends again; a request
that may have been done is not sent again by itself. Any other failure keeps its Retry, or none
where sending again cannot help."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.api.errors import ConnectionLost, ConnectionRefused, NotFound
from app.services.sandbox_process import STOPPED, STOPPED_UNSURE, BuiltInSandbox, SandboxState
from app.views.widgets.api_messages import error_text, failure_button

# A stand-in child: says it listens, then waits for its stdin to close (as the sandbox does).
LISTENS = [
    sys.executable,
    "-c",
    "import sys; print('Sandbox listening on http://127.0.0.1:9', flush=True); sys.stdin.read()",
]
REFUSED = "The server could not be reached at 127.0.0.1:9. Check that it is running and the address is right."


@pytest.fixture
def stopped(tmp_path: Path):  # type: ignore[no-untyped-def]
    sandbox = BuiltInSandbox(tmp_path / "s.sqlite3", command=LISTENS)
    yield sandbox
    sandbox.stop()


def test_a_read_that_the_stop_explains_restarts_then_reads_again(qtbot, stopped) -> None:  # type: ignore[no-untyped-def]
    exc = ConnectionRefused(REFUSED, method="GET", path="/api/v1/x")
    stopped.explain(exc)
    assert error_text(exc) == STOPPED
    again: list[str] = []
    button, label = failure_button(exc, lambda: again.append("sent"))
    assert label == "Restart sandbox"
    assert button is not None
    with qtbot.waitSignal(stopped.ready, timeout=10_000):
        button()
    qtbot.waitUntil(lambda: again == ["sent"])
    assert stopped.state is SandboxState.READY


def test_an_action_that_may_have_been_done_is_not_sent_again_by_the_restart(qtbot, stopped) -> None:  # type: ignore[no-untyped-def]
    exc = ConnectionLost(method="POST", path="/api/v1/payouts")
    stopped.explain(exc)
    assert error_text(exc) == STOPPED_UNSURE
    again: list[str] = []
    button, label = failure_button(exc, lambda: again.append("sent"))
    assert (button is not None, label) == (True, "Restart sandbox")
    assert button is not None
    with qtbot.waitSignal(stopped.ready, timeout=10_000):
        button()
    assert again == []


def test_other_failures_keep_their_own_words_and_button(tmp_path: Path) -> None:
    running_elsewhere = ConnectionRefused(REFUSED, method="GET", path="/x")  # not explained
    again = lambda: None  # noqa: E731
    assert failure_button(running_elsewhere, again) == (again, None)
    assert error_text(running_elsewhere) == REFUSED
    refused = NotFound(method="GET", path="/x")
    BuiltInSandbox(tmp_path / "s.sqlite3").explain(refused)  # a refusal is the server's word
    assert failure_button(refused, again) == (None, None)
    assert "sandbox" not in error_text(refused)


def test_the_relogin_prompt_offers_restart_sandbox_then_signs_in_again(
    qtbot, qloop, arun, stopped
) -> None:  # type: ignore[no-untyped-def]
    from app.api.client import BankingClient
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session
    from app.views.sign_in.relogin import ReloginDialog

    client = BankingClient("http://127.0.0.1:9")  # nothing listens there
    client.explain_failure = stopped.explain  # as the sign-in dialog sets it
    session = Session(
        client=client,
        environment=Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:9"),
        api_code="demo",
    )
    dialog = ReloginDialog(session)
    qtbot.addWidget(dialog)
    try:
        dialog.show()
        dialog._submit()
        qtbot.waitUntil(dialog.banner.isVisible, timeout=10_000)
        assert dialog.banner.text == STOPPED
        button = dialog.banner._retry_button
        assert button.isVisible()
        assert button.text() == "Restart sandbox"
        with qtbot.waitSignal(stopped.ready, timeout=10_000):
            button.click()
        # Signed in again once it runs: the stand-in listens nowhere, so that fails as such.
        qtbot.waitUntil(lambda: "could not be reached" in dialog.banner.text, timeout=10_000)
    finally:
        arun(client.aclose())
