"""A batch confirmed by a second person, on screen, two desks on one team store (issue 26,
item 5): Ana's review page asks instead of starting and says whom it waits for; Bea's
Payouts > Batches waiting for confirmation lists it, and Bea confirms it by keyboard; Ana's
page says who confirmed it, live, and starts that very batch; a return's reason reaches
Ana's page; Ana's own batch cannot be confirmed by her (the buttons say why); a grid fix
after asking means asking again; without four-eyes the page starts as before."""

# ruff: noqa: F811  (fixtures imported, then asked for by name)
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.api.client import BankingClient
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.environments import Environment, EnvironmentKind
from app.services.journal import Journal
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.bulk.batch_approval import Approval
from app.views.bulk.confirm_batches import ConfirmBatchesDialog
from app.views.bulk.review_page import ReviewPage
from app.views.main_window import MainWindow
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from tests.services.test_two_desks import ARRIVAL, MemoryKeyring, team_store  # noqa: F401
from tests.views.bulk.test_review_page import SOURCE, bank_rows, open_funded_account

WAIT = int(ARRIVAL * 1000)
ASK = "Ask for a second person's &confirmation…"
START = "&Start the batch…"


@dataclass
class Desk:
    journal: Journal
    session: Session


def runner_factory(session: Session) -> Callable[[QWidget, ErrorBanner], TaskRunner]:
    return lambda owner, banner: TaskRunner(owner, banner, context=session.context)


@pytest.fixture
def open_desk(team_store, live_sandbox, tmp_path: Path, arun) -> Iterator[Callable[[str], Desk]]:  # type: ignore[no-untyped-def]
    made: list[Desk] = []
    environment = Environment(
        EnvironmentKind.SANDBOX, live_sandbox, profile_id="team", review_store="x", four_eyes=True
    )

    def open_one(name: str) -> Desk:
        journal = Journal(team_store, secrets=MemoryKeyring(), seen_folder=tmp_path / name)
        journal.check().result(timeout=30)
        journal.name_reviewer(name).result(timeout=30)
        client = BankingClient(live_sandbox)
        arun(client.login("demo", "demo-key"))
        session = Session(client, environment, "demo")
        session.actions.reviewer = journal.reviewer
        session.record_to(journal)
        journal.follow(0.2)
        made.append(Desk(journal, session))
        return made[-1]

    yield open_one
    for desk in made:
        desk.journal.close()
        arun(desk.session.client.aclose())


def review_page(qtbot, session: Session, tmp_path: Path) -> ReviewPage:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / f"batches-{id(session)}.sqlite3")
    page = ReviewPage(session, runner_factory(session), store=store)
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    return page


def confirmations(qtbot, session: Session) -> ConfirmBatchesDialog:  # type: ignore[no-untyped-def]
    dialog = ConfirmBatchesDialog(session, runner_factory(session))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def asked(qtbot, page: ReviewPage) -> None:  # type: ignore[no-untyped-def]
    """Ana presses the page's button and says yes in its last look."""
    qtbot.waitUntil(lambda: page.start_button.isEnabled(), timeout=10_000)
    assert page.start_button.text() == ASK
    page.start_button.click()
    assert page.confirmation is not None
    assert page.confirmation.windowTitle() == "Ask for a second person's confirmation?"
    page.confirmation.confirm_button.click()
    qtbot.waitUntil(lambda: page.approval.state() is Approval.WAITING, timeout=10_000)


def test_ana_asks_bea_confirms_by_keyboard_and_ana_starts_that_batch(
    qtbot, qloop, open_desk, arun, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    ana, bea = open_desk("Ana"), open_desk("Bea")
    open_funded_account(ana.session, arun)
    page = review_page(qtbot, ana.session, tmp_path)
    page.show_rows(bank_rows("10.00", "20.00", "30.00"), SOURCE)
    asked(qtbot, page)
    assert page.approval.status.text().startswith("Waiting for a second person: proposed by Ana")
    assert not page.start_button.isEnabled()
    assert page.start_button.toolTip() == "The batch waits for a second person's confirmation."
    kept = page.approval.kept
    assert kept is not None

    mine = confirmations(qtbot, ana.session)  # Ana's own list: she sees why she cannot
    assert mine.table.rowCount() == 1
    assert not mine.confirm_button.isEnabled()
    assert not mine.return_button.isEnabled()
    assert "same person cannot confirm" in mine.why.text()
    mine.table.setFocus()
    qtbot.keyClick(mine.table, Qt.Key.Key_Return)
    assert mine.last_look is None
    assert "same person cannot confirm" in mine.banner.text

    dialog = confirmations(qtbot, bea.session)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=WAIT)
    assert dialog.table.item(0, 1).text() == "payroll.csv"
    assert dialog.table.item(0, 2).text() == "3"
    assert dialog.table.item(0, 3).text() == "60.00 EUR"
    assert dialog.table.item(0, 4).text() == "Ana"
    assert SOURCE.sha256 in dialog.detail.text()
    assert dialog.confirm_button.isEnabled()
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)  # arrows stay on the one row
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)  # Enter: Confirm…
    look = dialog.last_look
    assert look is not None
    assert look.isVisible()
    assert look.cancel_button.hasFocus() or look.cancel_button.isDefault()  # Enter alone: no
    look.confirm_button.click()
    said = "Confirmed payroll.csv: Ana can start it now."
    qtbot.waitUntil(lambda: dialog.banner.text == said, timeout=10_000)
    assert dialog.table.rowCount() == 0

    qtbot.waitUntil(lambda: page.approval.state() is Approval.CONFIRMED, timeout=WAIT)
    assert page.approval.status.text().startswith("Confirmed by Bea at ")
    assert page.start_button.text() == START
    qtbot.waitUntil(lambda: mine.table.rowCount() == 0, timeout=WAIT)  # Ana's list follows
    page.start_button.click()
    assert page.confirmation is not None
    with qtbot.waitSignal(page.start_requested, timeout=10_000) as started:
        page.confirmation.confirm_button.click()
    assert started.args[0] == kept.batch.id  # the very batch Bea confirmed, its keys
    assert [r.key for r in page.store.rows(kept.batch.id)] == [r.key for r in kept.rows]
    [start] = [r for r in ana.session.action_log.records if r.action == "start_batch"]
    assert "confirmed by Bea" in start.detail


def test_a_return_and_its_reason_reach_anas_page_and_she_may_ask_again(
    qtbot, qloop, open_desk, arun, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    ana, bea = open_desk("Ana"), open_desk("Bea")
    open_funded_account(ana.session, arun)
    page = review_page(qtbot, ana.session, tmp_path)
    page.show_rows(bank_rows("10.00", "20.00"), SOURCE)
    asked(qtbot, page)

    dialog = confirmations(qtbot, bea.session)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=WAIT)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # &Return…
    qtbot.waitUntil(lambda: dialog.return_dialog is not None)  # a mnemonic clicks a beat later
    back = dialog.return_dialog
    assert back is not None
    qtbot.keyClick(back.reason, Qt.Key.Key_Return)  # no reason yet: said, nothing sent
    assert back.problem.text() == "Write why the batch is returned."
    assert dialog.table.rowCount() == 1
    qtbot.keyClicks(back.reason, "Row 3 is last month's salary")
    qtbot.keyClick(back.reason, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 0, timeout=10_000)

    qtbot.waitUntil(lambda: page.approval.state() is Approval.RETURNED, timeout=WAIT)
    assert page.approval.status.text().startswith("Returned by Bea at ")
    assert "\u201cRow 3 is last month's salary\u201d" in page.approval.status.text()
    assert page.start_button.text() == ASK
    assert page.start_button.isEnabled()
    asked(qtbot, page)  # asked again: a new batch, waiting
    assert page.approval.returned is None


def test_a_grid_fix_after_asking_means_asking_again(
    qtbot, qloop, open_desk, arun, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    ana = open_desk("Ana")
    open_funded_account(ana.session, arun)
    page = review_page(qtbot, ana.session, tmp_path)
    rows = bank_rows("10.00", "20.00")
    page.show_rows(rows, SOURCE)
    asked(qtbot, page)
    page.show_rows(rows, SOURCE)  # back to the grid and here again, nothing changed
    assert page.approval.state() is Approval.WAITING
    page.show_rows(bank_rows("10.00", "25.00"), SOURCE)  # one amount fixed in the grid
    assert page.approval.state() is Approval.NOT_ASKED
    assert page.approval.kept is None
    qtbot.waitUntil(lambda: page.start_button.isEnabled(), timeout=10_000)
    assert page.start_button.text() == ASK


def test_without_four_eyes_the_page_starts_as_before_and_the_menu_offers_the_list(
    qtbot, qloop, session, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    open_funded_account(session, arun)
    page = ReviewPage(session, runner_factory(session))
    qtbot.addWidget(page)
    page.show()
    page.show_rows(bank_rows("10.00"), SOURCE)
    qtbot.waitUntil(lambda: page.start_button.isEnabled(), timeout=10_000)
    assert page.start_button.text() == START
    assert not page.approval.isVisible()

    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    action = window.confirm_batches_action
    assert action.text() == "Batches waiting for &confirmation…"
    assert action.shortcut().toString() == "Ctrl+Shift+C"
    taken = [a.shortcut().toString() for a in window.findChildren(type(action)) if a is not action]
    assert "Ctrl+Shift+C" not in taken
    action.trigger()
    dialog = window.batch_confirmations
    assert dialog is not None
    assert dialog.table.rowCount() == 0
    assert "does not ask for a second person's confirmation" in dialog.intro.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.batch_confirmations is None)


def test_the_journal_says_a_batch_confirmation_in_words() -> None:
    """Its totals as money per currency, its file and checksums labelled, key ids left out."""
    from types import SimpleNamespace

    from app.services.batch_four_eyes import BatchAnswer, BatchProposal
    from app.services.reviewers import Reviewer
    from app.views.journal.entry_words import action_words, details_words

    proposal = BatchProposal(
        "u", "a", "b1", "payroll.csv", "ab" * 32, "cd" * 32, 3, {"EUR": 6_000}, "k" * 64, "Ana"
    )
    answer = BatchAnswer.to(proposal, Reviewer("j" * 64, "Bea"))
    said = details_words(SimpleNamespace(details={"result": answer.id}), lambda _id: "")  # type: ignore[arg-type]
    assert action_words("confirm_batch") == "Confirm a batch of payouts"
    assert said == (
        f"By: Bea, File: payroll.csv, File's SHA-256: {'ab' * 32}, Rows' fingerprint: "
        f"{'cd' * 32}, Proposed by: Ana, Rows: 3, Totals: 60.00 EUR"
    )


def test_the_theme_keeper_filters_no_event_of_the_whole_application() -> None:
    """Opening Payouts > Batches waiting for confirmation after the two-desk tests crashed
    the process (a segfault inside a QListWidget's constructor): the theme keeper's
    application-wide event filter took every event of every object into Python, those of
    widgets still being built included. It follows the font by the application's signal."""
    from PySide6.QtCore import QObject

    from app.views.theme import ThemeKeeper

    assert ThemeKeeper.eventFilter is QObject.eventFilter
