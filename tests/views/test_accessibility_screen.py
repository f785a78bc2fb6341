"""Windows fit a small screen: never taller or wider than its available area, and never
asking for more than it (a minimum larger than the screen pushes buttons off it).

The screens of issue 16, less a 30 px panel: 1366 x 768 and 1280 x 720 at 100 %, and
1920 x 1080 at 150 % (1280 x 720 logical) and at 200 % (960 x 540 logical).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.accounts.account_chooser import AccountChooserDialog
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.activity import ActivityTracker
from app.views.compliance.shortcuts_dialog import ShortcutsDialog
from app.views.environments.profiles import ProfilesDialog
from app.views.journal.view import JournalView
from app.views.main_window import MainWindow
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.sign_in.dialog import SignInDialog

PANEL = 30
SCREENS = {
    "1366x768": QRect(0, 0, 1366, 768 - PANEL),
    "1280x720": QRect(0, 0, 1280, 720 - PANEL),
    "1920x1080 at 200%": QRect(0, 0, 960, 540 - PANEL),
}


@pytest.fixture(params=sorted(SCREENS))
def small_screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> QRect:
    area = SCREENS[request.param]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(area))
    return area


def assert_fits(window: QWidget, area: QRect) -> None:
    name = type(window).__name__
    assert window.width() <= area.width(), f"{name} is {window.width()} px wide"
    assert window.height() <= area.height(), f"{name} is {window.height()} px high"
    wanted = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert wanted.width() <= area.width(), f"{name} needs {wanted.width()} px across"
    assert wanted.height() <= area.height(), f"{name} needs {wanted.height()} px of height"


def test_the_main_window_fits(qtbot, qloop, session, settings, small_screen) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for index in range(window.tabs.count()):  # every workspace, in the window's minimum
        window.tabs.setCurrentIndex(index)
        assert_fits(window, small_screen)

    window.request_log.show()
    qtbot.waitUntil(window.request_log.isVisible, timeout=5_000)
    assert window.request_log.sizeHint().height() <= small_screen.height() // 3
    assert window.request_log.height() <= small_screen.height() // 2
    assert_fits(window, small_screen)
    window.request_log.setFloating(True)
    assert window.request_log.height() <= small_screen.height()


def _dialogs(
    session: Session, settings: AppSettings, journal: Journal
) -> list[Callable[[QWidget], QWidget]]:
    return [
        lambda parent: LedgerDialog(session, parent=parent),
        lambda parent: VirtualIbansDialog(session, parent=parent),
        lambda parent: JournalView(journal, parent=parent),
        lambda parent: ProfilesDialog(settings, CredentialStore(), parent=parent),
        lambda parent: AccountChooserDialog(session, parent=parent),
        lambda parent: ShortcutsDialog(parent=parent),
    ]


def test_dialogs_fit(qtbot, qloop, session, settings, small_screen, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    journal = Journal(tmp_path / "journal.sqlite3")
    for make in _dialogs(session, settings, journal):
        dialog = make(window)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert_fits(dialog, small_screen)
        dialog.close()


def test_the_sign_in_dialog_fits(qtbot, qloop, tmp_path, small_screen, sandbox_child) -> None:  # type: ignore[no-untyped-def]
    settings = AppSettings(QSettings(str(tmp_path / "teller.ini"), QSettings.Format.IniFormat))
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert_fits(dialog, small_screen)


def test_windows_are_sized_through_the_screen_fit() -> None:
    """A window's opening size goes through ``fit_to_screen``; a bare ``self.resize(W, H)``
    opens it larger than a small screen (the journal opened 1180 px wide at 960)."""
    root = Path(__file__).resolve().parents[2] / "app" / "views"
    bare = re.compile(r"\bself\.resize\(\s*\d")
    offenders = [
        f"{path.relative_to(root)}:{number}"
        for path in sorted(root.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if bare.search(line)
    ]
    assert not offenders, "sized without fit_to_screen: " + ", ".join(offenders)
