"""Alt letters in Spanish: two controls of one window (or two items of one menu) with the same
Alt letter make Alt+letter ambiguous, and Qt then presses neither. A translator picks the
letters, so the English screens passing says nothing about the Spanish ones: each screen is
built in Spanish here and the letters of what it shows at once are compared.

What shares a window's letters: its visible buttons, tabs, labels with a buddy, checkable group
boxes, and the menu bar's menus; each menu's items among themselves. Hidden widgets (another
tab's page, a wizard's other page) hold no live shortcut, so they are not compared.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QWidget,
)

from app.services.credentials import CredentialStore
from app.views.activity import ActivityTracker
from app.views.language import install_language
from app.views.main_window import MainWindow
from app.views.sign_in.dialog import SignInDialog
from app.views.statement.dialog import StatementDialog
from app.views.task_runner import TaskRunner
from tests.views.test_statement_dialog import read
from tools.translations import build, catalogue

LETTER = re.compile(r"&([^&\s])")


def alt_letter(text: str) -> str | None:
    found = LETTER.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything visible under ``root`` (itself included) in its window
    holding an Alt letter: buttons, tabs, labels with a buddy, checkable group boxes."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.window() is not root.window() or not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            yield where, widget.text()  # type: ignore[attr-defined]
        elif isinstance(widget, QGroupBox) and widget.isCheckable():
            yield where, widget.title()
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index):
                    yield where, widget.tabText(index)


def main_texts(window: MainWindow) -> list[tuple[str, str]]:
    """The workspaces' tabs and the menu bar's menus: the letters every workspace shares."""
    tabs = [("tab", window.tabs.tabText(i)) for i in range(window.tabs.count())]
    menus = [("menu bar", a.text()) for a in window.menuBar().actions() if a.isVisible()]
    return tabs + menus


def menu_texts(menu: QMenu) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """(menu, its items' (where, text)) for ``menu`` and each of its submenus."""
    items = [(menu.title(), a.text()) for a in menu.actions() if a.isVisible() and a.text()]
    yield menu.title(), items
    for action in menu.actions():
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def warning_texts() -> list[list[tuple[str, str]]]:
    """The session warning's buttons, in the status bar beside every workspace: its first
    button says one text or the other, each beside Sign out."""
    said = [
        QCoreApplication.translate("SessionWarning", text)
        for text in ("Stay si&gned in", "Sign in a&gain", "Sign ou&t")
    ]
    return [
        [("session warning", said[0]), ("session warning", said[2])],
        [("session warning", said[1]), ("session warning", said[2])],
    ]


def page_clashes(
    name: str, page: QWidget, window_texts: list[tuple[str, str]] | None = None
) -> list[str]:
    """A workspace's own letters, and with them the session warning's, which may show at
    any moment below it, and the window's (its tabs and menu bar) when given."""
    shown = list(shown_texts(page)) + (window_texts or [])
    return [
        f"{name}: {c}"
        for texts in [shown] + [shown + w for w in warning_texts()]
        for c in clashes(texts)
    ]


def clashes(texts: Iterator[tuple[str, str]] | list[tuple[str, str]]) -> list[str]:
    """'c: Una &cuenta (QRadioButton), Todas las órdenes del &comercio (QRadioButton)' for
    each letter held by more than one text."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for where, text in texts:
        letter = alt_letter(text)
        if letter is not None:
            by_letter[letter].append(f"{text} ({where})")
    return [f"{k}: {', '.join(v)}" for k, v in sorted(by_letter.items()) if len(set(v)) > 1]


def test_the_checker_finds_a_shared_letter() -> None:
    texts = [("a", "Una &cuenta"), ("b", "Todas las órdenes del &comercio"), ("c", "&Salir")]
    assert clashes(texts) == [
        "c: Una &cuenta (a), Todas las órdenes del &comercio (b)",
    ]
    assert clashes([("a", "Tom && &Jerry"), ("b", "&Jugar")]) == [
        "j: Tom && &Jerry (a), &Jugar (b)"
    ]


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    build()  # the .qm of the .ts as it is now
    assert install_language("es") == "es"
    yield
    install_language("en")


@pytest.fixture(params=["en", "es"])
def language(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The main window in each language: the code picks the English letters, the translator
    the Spanish ones."""
    if request.param == "es":
        build()
    assert install_language(request.param) == request.param
    yield request.param
    install_language("en")


def test_the_main_window_has_one_control_per_alt_letter(
    qtbot, qloop, session, settings, funded, language
) -> None:  # type: ignore[no-untyped-def]
    """A workspace's letters are compared with the tabs' and the menu bar's too, which share
    its window: Alt+A on the Payouts page's "Choose &account…" went to the &Accounts tab first
    (Qt gives a letter held twice to each holder in turn)."""
    uid, aid = funded
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.accounts.open_user(uid)
    qtbot.waitUntil(lambda: window.accounts.users.accounts.count() == 1, timeout=10_000)
    window.accounts.users.accounts.setCurrentRow(0)
    qtbot.waitUntil(lambda: bool(window.accounts.account.title.text()), timeout=10_000)
    window.orders.show_account(uid, aid)
    found = [f"main: {c}" for c in clashes(main_texts(window))]
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible(), timeout=5_000)
        page, name = window.tabs.currentWidget(), window.tabs.tabText(index)
        found += page_clashes(name, page, main_texts(window))
        for bar in [b for b in page.findChildren(QTabBar) if b.isVisible()]:
            for tab in range(bar.count()):  # each inner tab's page, shown in turn
                bar.setCurrentIndex(tab)
                found += page_clashes(name, page, main_texts(window))
    for action in window.menuBar().actions():
        if action.menu() is not None:
            for title, items in menu_texts(action.menu()):
                found += [f"menu {title}: {c}" for c in clashes(items)]
    assert "\n".join(sorted(set(found))) == ""


def test_the_sign_in_dialog_in_spanish_has_one_control_per_alt_letter(
    qtbot, qloop, settings, sandbox_child, spanish
) -> None:  # type: ignore[no-untyped-def]
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert clashes(shown_texts(dialog)) == []


def test_the_statement_in_spanish_has_one_control_per_alt_letter(
    qtbot, qloop, session, funded, spanish
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    dialog = StatementDialog(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    )
    qtbot.addWidget(dialog)
    dialog.show()
    read(qtbot, dialog)
    for kind in range(dialog.period_bar.kind.count()):  # "Personalizado" shows the dates
        dialog.period_bar.kind.setCurrentIndex(kind)
        assert clashes(shown_texts(dialog)) == []


# Screens not built above, as (context, source) of what each shows at once: their Spanish
# letters are read from the catalogue.
TOGETHER = {
    "Payouts menu": [
        ("MainWindow", "&Bulk payouts from a file…"),
        ("MainWindow", "Batches waiting for &confirmation…"),
    ],
    "review page, asking for a confirmation": [
        ("ReviewPage", "Re-&quote expired rows"),
        ("ReviewPage", "&Back"),
        ("BatchApproval", "Ask for a second person's &confirmation…"),
    ],
    "send page": [
        ("SendPage", "&Pause"),
        ("SendPage", "&Cancel the rest"),
        ("SendPage", "&Export results…"),
        ("SendPage", "Save summary as P&DF…"),
        ("SendPage", "Pr&int…"),
    ],
    "batches waiting for confirmation": [
        ("ConfirmBatchesDialog", "&Confirm…"),
        ("ConfirmBatchesDialog", "&Return…"),
    ],
    "session warning": [("SessionWarning", "Stay si&gned in"), ("SessionWarning", "Sign ou&t")],
    "session warning, ended": [
        ("SessionWarning", "Sign in a&gain"),
        ("SessionWarning", "Sign ou&t"),
    ],
    "sandbox: fail the next request": [
        ("SandboxMenu", "&Failure"),
        ("SandboxMenu", "&Retry-After"),
        ("SandboxMenu", "&Delay (slow answer)"),
    ],
    "order detail beside the orders": [
        ("OrdersWorkspace", "&Refresh"),
        ("OrdersWorkspace", "T&imes in UTC"),
        ("OrdersWorkspace", "Le&dger…"),
        ("ScopeLine", "One acco&unt"),
        ("ScopeLine", "All &merchant orders"),
        ("ScopeLine", "Choose…"),
        ("FilterPanel", "App&ly"),
        ("OrderToolsBar", "Adva&nce to…"),
        ("OrderToolsBar", "Validate OTP"),
        ("DetailPanel", "Rec&eipt…"),
    ],
}


def catalogue_spanish() -> dict[tuple[str, str], str]:
    spanish = {}
    for context in ET.parse(catalogue("es")).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.findtext("translation") or ""
            spanish[(name, message.findtext("source") or "")] = translation
    return spanish


@pytest.mark.parametrize("screen", sorted(TOGETHER))
def test_what_a_screen_shows_at_once_has_one_alt_letter_each(screen: str) -> None:
    spanish = catalogue_spanish()
    missing = [key for key in TOGETHER[screen] if key not in spanish]
    assert missing == []  # a source changed: this list follows it
    assert (
        clashes([(context, spanish[(context, source)]) for context, source in TOGETHER[screen]])
        == []
    )
