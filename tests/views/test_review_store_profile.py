"""A profile names a team's review store (a postgresql:// address, its password in the
keyring), and a session on that profile journals there, signed, instead of this desk's file."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.services.credentials import CredentialStore
from app.services.environments import review_store_secret
from app.services.journal import JournalStore
from app.services.sandbox_process import BuiltInSandbox
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.app_controller import AppController
from app.views.environments.profiles import ProfilesDialog

_numbers = itertools.count(1)


class MemorySecrets(CredentialStore):
    """The keyring, in memory."""

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[str, str] = {}

    @property
    def available(self) -> bool:
        return True

    def load_secret(self, account: str) -> str | None:
        return self.secrets.get(account)

    def save_secret(self, account: str, secret: str) -> bool:
        self.secrets[account] = secret
        return True


@pytest.fixture
def team_store(postgres_server: str) -> Iterator[str]:
    """A fresh database on the session's PostgreSQL; its URL without a password."""
    import psycopg
    from sqlalchemy.engine import make_url

    name = f"review_store_{next(_numbers)}"
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield make_url(postgres_server).set(database=name, password=None).render_as_string()
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


def test_the_profile_keeps_the_store_address_and_its_password_apart(
    qtbot, settings: AppSettings
) -> None:  # type: ignore[no-untyped-def]
    secrets = MemorySecrets()
    dialog = ProfilesDialog(settings, secrets)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_profile()
    qtbot.keyClicks(dialog.base_url, "https://api.acme.example")
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.keyClicks(dialog.review_store, "postgresql://ana:s3cret@db.acme.example/review")
    save.click()
    assert "leave the password out" in dialog.error.text()
    assert settings.profiles() == []
    dialog.review_store.clear()
    qtbot.keyClicks(dialog.review_store, "postgresql://ana@db.acme.example/review")
    qtbot.keyClicks(dialog.review_store_password, "s3cret")
    with qtbot.waitSignal(dialog.accepted):
        save.click()
    [profile] = settings.profiles()
    assert profile.review_store == "postgresql://ana@db.acme.example/review"
    assert profile.environment().review_store == profile.review_store
    assert secrets.secrets == {review_store_secret(profile.id): "s3cret"}
    settings.sync()
    assert "s3cret" not in Path(settings.file_name).read_text()


def test_a_session_on_a_team_profile_journals_to_its_store(
    qtbot, qloop, session: Session, settings: AppSettings, tmp_path: Path, team_store: str
) -> None:  # type: ignore[no-untyped-def]
    environment = dataclasses.replace(
        session.environment, profile_id="team1", name="Team", review_store=team_store
    )
    team = Session(session.client, environment, "demo")
    secrets = MemorySecrets()
    secrets.save_secret(review_store_secret("team1"), "unused-by-a-local-socket")
    controller = AppController(
        settings=settings,
        credentials=secrets,
        sandbox=BuiltInSandbox(tmp_path / "sandbox.sqlite3"),
    )
    controller._open_main_window(team)
    window = controller.window
    assert window is not None
    try:
        assert window.journal is not None
        assert window.journal.store.is_postgres
        window.journal.flush()
        read = JournalStore(team_store)
        actions = [e.action for e in read.entries()]
        read.dispose()
        assert actions == ["reviewer_registered", "sign_in"]
        assert controller._journal is None  # this desk's own file was never opened
    finally:
        window.close()
        controller.shutdown()
