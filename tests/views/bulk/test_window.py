"""The bulk payouts window: opened from the menu for the current account (or refused with a
sentence), its pages in order, Escape and closing, and the offer to resume a batch an earlier
run left unfinished."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import Batch, BatchRow, PayoutKind, place_of
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.bulk.import_page import ImportState
from app.views.bulk.resume_offer import ResumeOffer
from app.views.bulk.window import BulkPayoutWindow
from app.views.main_window import MainWindow
from tests.views.bulk.test_import_page import DROPPED_CSV


def main_window(qtbot, session: Session, settings, **options) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker(), **options)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


DEMO_PLACE = place_of("sandbox", "demo")  # the views' session: the sandbox, merchant demo


def stored_batch(path: Path, uid: str, aid: str, *, rows: int = 2, place: str = "") -> Batch:
    """A batch as the review page writes it, left with every row still to send; paid at
    ``place`` (the session's, by default: ``DEMO_PLACE``)."""
    batch = Batch(
        id=str(uuid.uuid4()),
        uid=uid,
        aid=aid,
        file_name="payroll.csv",
        file_sha256="ab" * 32,
        created_at=datetime.now(UTC),
        started_by="desk",
        rows=rows,
        totals={"EUR": 100 * rows},
        place=place or DEMO_PLACE,
    )
    store = SqliteBatchStore(path)
    try:
        store.create(
            batch,
            [
                BatchRow(batch.id, i, i + 2, PayoutKind.BANK, str(uuid.uuid4()), {"amount": 100})
                for i in range(rows)
            ],
        )
    finally:
        store.close()
    return batch


def test_no_account_open_the_menu_item_says_so_and_opens_nothing(
    qtbot, qloop, session: Session, settings
) -> None:  # type: ignore[no-untyped-def]
    window = main_window(qtbot, session, settings)
    assert window.bulk_action.shortcut().toString() == "Ctrl+Shift+B"
    window.bulk_action.trigger()
    assert window.bulk_window is None
    box = window.bulk_refusal
    assert box is not None
    assert box.isVisible()
    assert box.text().startswith("Open the account the payouts leave from first")
    assert "Open the account" in window.statusBar().currentMessage()
    box.close()


def test_the_menu_item_opens_the_window_for_the_current_account(
    qtbot, qloop, session: Session, settings, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = main_window(qtbot, session, settings)
    session.context.choose_account(uid, aid)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window,
        Qt.Key.Key_B,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    bulk = window.bulk_window
    assert isinstance(bulk, BulkPayoutWindow)
    assert bulk.isVisible()
    assert bulk.ref is not None
    assert (bulk.ref.uid, bulk.ref.aid) == (uid, aid)
    qtbot.waitUntil(lambda: bulk.account is not None, timeout=5_000)
    assert bulk.import_page.currency == "EUR"
    assert bulk.import_page.template_button.isEnabled()
    assert "Available 10,000.00" in bulk.available.text()
    assert bulk.pages.currentWidget() is bulk.import_page
    # A second time: the same window, brought forward.
    assert window.open_bulk_payouts() is bulk
    bulk.close()


def open_bulk(qtbot, session: Session, tmp_path: Path) -> BulkPayoutWindow:  # type: ignore[no-untyped-def]
    from app.views.task_runner import TaskRunner

    bulk = BulkPayoutWindow(
        session,
        lambda owner, banner: TaskRunner(owner, banner, context=session.context),
        store=SqliteBatchStore(tmp_path / "batches.sqlite3"),
    )
    qtbot.addWidget(bulk)
    bulk.show()
    qtbot.waitExposed(bulk)
    return bulk


def test_without_an_account_the_window_says_so(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    bulk = open_bulk(qtbot, session, tmp_path)
    assert not bulk.pages.isEnabled()
    assert bulk.banner.text.startswith("Open the account the payouts leave from first")


def test_an_imported_file_goes_to_the_grid_and_escape_asks_before_dropping_it(
    qtbot, qloop, session: Session, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    bulk = open_bulk(qtbot, session, tmp_path)
    qtbot.waitUntil(lambda: bulk.account is not None, timeout=5_000)
    path = tmp_path / "payroll.csv"
    path.write_bytes(DROPPED_CSV)
    bulk.import_page.load_path(path)
    qtbot.waitUntil(lambda: bulk.import_page.state is ImportState.CONFIRMING, timeout=5_000)
    qtbot.keyClick(bulk.import_page.mapping.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bulk.pages.currentWidget() is bulk.grid, timeout=5_000)
    assert bulk.source is not None
    assert bulk.source.name == "payroll.csv"

    bulk.close()  # rows are being fixed: asked first, nothing dropped yet
    assert bulk.isVisible()
    question = bulk.close_question
    assert question is not None
    assert question.isVisible()
    assert "payroll.csv have not been sent" in question.text()
    question.button(QMessageBox.StandardButton.Cancel).click()  # Keep working
    assert bulk.isVisible()
    assert bulk.pages.currentWidget() is bulk.grid

    bulk.close()
    question = bulk.close_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Close).click()
    qtbot.waitUntil(lambda: not bulk.isVisible())
    assert bulk.pages.currentWidget() is bulk.import_page  # opened again: a new file


def test_escape_closes_the_window_from_the_import_page(
    qtbot, qloop, session: Session, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    session.context.choose_account(*funded)
    bulk = open_bulk(qtbot, session, tmp_path)
    bulk.activateWindow()
    qtbot.waitUntil(bulk.isActiveWindow)
    qtbot.keyClick(bulk.focusWidget() or bulk, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not bulk.isVisible())


def test_closing_while_a_batch_is_sent_is_refused_with_a_sentence(
    qtbot, qloop, session: Session, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    session.context.choose_account(*funded)
    bulk = open_bulk(qtbot, session, tmp_path)
    bulk.sending_batch = "a-batch"  # as after start_requested or a resume, until finished
    bulk.close()
    assert bulk.isVisible()
    assert "Pause or cancel it first" in bulk.banner.text
    bulk.send_page.finished.emit("a-batch")
    assert not bulk.sending
    bulk.close()
    assert not bulk.isVisible()


def test_an_unfinished_batch_is_offered_once_the_main_window_is_painted(
    qtbot, qloop, session: Session, settings, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    path = tmp_path / "batches.sqlite3"
    batch = stored_batch(path, uid, aid)
    window = main_window(qtbot, session, settings, batch_store=path)
    qtbot.waitUntil(lambda: window.resume_offer is not None, timeout=5_000)
    offer = window.resume_offer
    assert offer is not None
    qtbot.waitUntil(lambda: offer.box is not None and offer.box.isVisible(), timeout=5_000)
    box = offer.box
    assert box is not None
    assert box.text().startswith("A batch of 2 payouts from payroll.csv was interrupted")
    assert box.defaultButton().text() == "&Later"  # Enter never sends money by itself

    resumed: list[str] = []
    later = box.defaultButton()
    later.click()
    assert window.bulk_window is None  # Later: nothing opens, nothing is sent

    offer.waiting = [batch]
    box = offer.ask_next()
    assert box is not None
    resume = next(b for b in box.buttons() if b.text() == "&Resume")
    # The send page's resume is R's; here the window is checked to hand it the batch.
    original = BulkPayoutWindow.resume

    def recorded(self: BulkPayoutWindow, batch_id: str) -> None:
        resumed.append(batch_id)
        self.sending_batch = batch_id

    BulkPayoutWindow.resume = recorded  # type: ignore[method-assign]
    try:
        resume.click()
    finally:
        BulkPayoutWindow.resume = original  # type: ignore[method-assign]
    assert resumed == [batch.id]
    assert session.context.account is not None
    assert (session.context.account.uid, session.context.account.aid) == (uid, aid)
    bulk = window.bulk_window
    assert bulk is not None
    bulk.sending_batch = ""
    bulk.close()


def test_show_results_saves_the_batch_results_and_opens_them(
    qtbot, qloop, session: Session, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    path = tmp_path / "batches.sqlite3"
    batch = stored_batch(path, uid, aid, rows=3)
    session.context.choose_account(uid, aid)
    bulk = open_bulk(qtbot, session, tmp_path)
    target = tmp_path / "results.csv"
    opened: list[Path] = []
    bulk.ask_save_path = lambda *_args: str(target)
    bulk.open_file = opened.append
    task = bulk.show_results(batch.id)
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    assert opened == [target]
    lines = target.read_text(encoding="utf-8-sig").splitlines()
    assert len(lines) == 4  # the header and every row
    assert "Not sent" in lines[1]


def test_the_offer_says_when_the_store_cannot_be_read(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    broken = tmp_path / "batches.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    said: list[str] = []
    parent = QWidget()
    qtbot.addWidget(parent)
    offer = ResumeOffer(parent, broken, said.append, DEMO_PLACE)
    task = offer.check()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert said
    assert said[0].startswith("Teller could not look for unfinished bulk payouts")
    assert offer.box is None
    # No store yet (a desk that never sent a batch): nothing to say, nothing to ask.
    quiet = ResumeOffer(parent, tmp_path / "none.sqlite3", said.append, DEMO_PLACE)
    task = quiet.check()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert len(said) == 1
    assert quiet.box is None


def test_the_review_names_the_file_of_the_latest_import(
    qtbot, qloop, session: Session, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Fixed and re-imported in the grid, the rows come from the second file: the review and
    the batch's journal entry name it (and its SHA-256), not the first."""
    from dataclasses import replace

    uid, aid = funded
    session.context.choose_account(uid, aid)
    bulk = open_bulk(qtbot, session, tmp_path)
    qtbot.waitUntil(lambda: bulk.account is not None, timeout=5_000)
    path = tmp_path / "payroll.csv"
    path.write_bytes(DROPPED_CSV)
    bulk.import_page.load_path(path)
    qtbot.waitUntil(lambda: bulk.import_page.state is ImportState.CONFIRMING, timeout=5_000)
    qtbot.keyClick(bulk.import_page.mapping.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bulk.pages.currentWidget() is bulk.grid, timeout=5_000)
    first = bulk.grid.result
    assert first is not None
    fixed = replace(first, file=replace(first.file, name="payroll-fixed.csv", sha256="f" * 64))
    bulk.grid.result = fixed  # what a re-import in the grid leaves
    bulk._review([])
    assert bulk.review.file is not None
    assert (bulk.review.file.name, bulk.review.file.sha256) == ("payroll-fixed.csv", "f" * 64)
