"""File dialogs start in the last folder used (kept in settings), else Documents, else home:
never the working folder. A new user's ~/Documents does not exist, and a dialog given a folder
that does not exist, or a bare file name (the batch results, the journal), opened wherever
Teller was launched."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from app.services.bulk.model import PayoutKind
from app.views.bulk.import_page import ImportPage
from app.views.bulk.send_page import SendPage
from app.views.journal.view import JournalView
from app.views.widgets import file_dialogs
from app.views.widgets.file_dialogs import remember, start_folder, use_settings
from tests.helpers.review_store import open_journal
from tests.views.bulk.test_review_page import runner_factory

REAL_LOCATION = QStandardPaths.writableLocation


@pytest.fixture
def no_documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A new user: Documents named by the system but not made; home is ``tmp_path/home``."""
    home = tmp_path / "home"
    home.mkdir()

    def location(where: QStandardPaths.StandardLocation) -> str:
        if where == QStandardPaths.StandardLocation.DocumentsLocation:
            return str(home / "Documents")
        if where == QStandardPaths.StandardLocation.HomeLocation:
            return str(home)
        return REAL_LOCATION(where)

    monkeypatch.setattr(QStandardPaths, "writableLocation", location)
    monkeypatch.setattr(file_dialogs, "_remembered", file_dialogs._Remembered())
    return home


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the save dialogs were asked to start at (the dialog answers 'cancel')."""
    starts: list[str] = []

    def save(_parent, _title, start, _filters="", *args):  # type: ignore[no-untyped-def]
        starts.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    return starts


def test_the_start_folder_is_the_last_used_else_documents_else_home(
    no_documents: Path, settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    assert start_folder() == no_documents  # Documents is not there: home, not the cwd
    (no_documents / "Documents").mkdir()
    assert start_folder() == no_documents / "Documents"
    use_settings(settings)
    chosen = tmp_path / "payroll" / "may.csv"
    chosen.parent.mkdir()
    remember(chosen)
    assert settings.export_folder == str(chosen.parent)  # kept for the next run
    assert start_folder() == chosen.parent
    chosen.parent.rmdir()  # gone since: Documents again
    assert start_folder() == no_documents / "Documents"


def test_the_template_dialog_starts_in_home_when_documents_is_missing(
    qtbot, session, no_documents: Path
) -> None:  # type: ignore[no-untyped-def]
    page = ImportPage(session, runner_factory(session))
    qtbot.addWidget(page)
    page.set_currency("EUR")
    starts: list[str] = []
    page.ask_save_path = lambda _p, _t, suggested, _f: starts.append(suggested) or ""
    assert page.kind is PayoutKind.BANK
    page.save_template()
    assert starts == [str(no_documents / "bank-payouts-eur.csv")]


def test_the_results_and_the_journal_dialogs_start_in_a_real_folder(
    qtbot, session, no_documents: Path, asked: list[str], tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """They were given a bare name: the dialog opened in the working folder."""
    send = SendPage(session, runner_factory(session))
    qtbot.addWidget(send)
    send.batch_id = "abcdef12-0000"
    send.choose_results_file()
    journal = JournalView(open_journal(tmp_path, None))
    qtbot.addWidget(journal)
    journal.choose_export_file()
    assert asked == [
        str(no_documents / "batch-abcdef12-results.csv"),
        str(no_documents / "teller-journal.jsonl"),
    ]
