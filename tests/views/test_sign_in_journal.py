"""Sign-ins that did not work are in the audit journal (the API code and why), at the first
sign-in and at a sign-in again after an expiry; the key never is, in any file of it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.app_controller import AppController
from app.views.sign_in.relogin import ReloginDialog
from tests.api.faulty_servers import refused_url
from tests.views.test_sign_in import fill

WRONG_KEY = "wrong-key-Zq81xT"  # findable anywhere it might leak


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    journal = Journal(tmp_path / "journal" / "journal.sqlite3")
    yield journal
    journal.close()


def journal_bytes(journal: Journal) -> bytes:
    """Every file of the journal's database (the WAL and journal files too)."""
    return b"".join(p.read_bytes() for p in journal.path.parent.iterdir() if p.is_file())


def refused_sign_ins(journal: Journal) -> list[tuple[str, dict[str, object]]]:
    journal.flush()
    return [
        (e.merchant, e.details)
        for e in journal.store.entries()
        if e.action == "sign_in" and e.outcome == "refused"
    ]


def test_failed_sign_ins_are_journalled_with_their_reason_never_the_key(
    qtbot,  # type: ignore[no-untyped-def]
    qloop,
    settings: AppSettings,
    live_sandbox: str,
    journal: Journal,
    tmp_path: Path,
) -> None:
    settings.environment_kind = EnvironmentKind.CUSTOM
    controller = AppController(
        settings=settings,
        credentials=CredentialStore(),
        sandbox=BuiltInSandbox(tmp_path / "sandbox.sqlite3"),
        journal=journal,
    )
    dialog = controller.show_sign_in()
    qtbot.addWidget(dialog)
    fill(qtbot, dialog, live_sandbox, "demo", WRONG_KEY)
    qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.api_key_error.isVisible(), timeout=10_000)
    fill(qtbot, dialog, refused_url(), "demo", WRONG_KEY)
    qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=15_000)
    qtbot.waitUntil(lambda: dialog.sign_in_button.isEnabled(), timeout=5_000)

    assert refused_sign_ins(journal) == [
        ("demo", {"reason": "wrong_credentials", "status": 401}),
        ("demo", {"reason": "server_unreachable"}),
    ]
    assert WRONG_KEY.encode() not in journal_bytes(journal)


def test_a_failed_sign_in_again_is_journalled_and_so_is_the_one_that_works(
    qtbot,  # type: ignore[no-untyped-def]
    qloop,
    session: Session,
    journal: Journal,
) -> None:
    session.record_to(journal)
    dialog = ReloginDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.api_key.clear()
    qtbot.keyClicks(dialog.api_key, WRONG_KEY)
    qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.banner.isVisible(), timeout=10_000)
    assert refused_sign_ins(journal) == [("demo", {"reason": "wrong_credentials", "status": 401})]

    dialog.api_key.clear()
    qtbot.keyClicks(dialog.api_key, "demo-key")
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        qtbot.keyClick(dialog.api_key, Qt.Key.Key_Return)
    journal.flush()
    outcomes = [e.outcome for e in journal.store.entries() if e.action == "sign_in"]
    assert outcomes == ["refused", "done"]
    assert WRONG_KEY.encode() not in journal_bytes(journal)
    assert b"demo-key" not in journal_bytes(journal)
