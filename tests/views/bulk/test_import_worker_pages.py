"""The import and grid pages with the work in the import worker's process (as for a large
file): the rows that land are the thread path's; a worker that dies is a sentence on the page;
a page reset while reading stops the job."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.bulk.import_file import read_file
from app.services.bulk.import_worker import ImportWorker
from app.services.bulk.model import ImportResult
from app.services.bulk.row_checks import RowChecker
from app.services.session import Session
from app.views.bulk.grid_page import GridPage
from app.views.bulk.import_page import ImportState
from tests.services.bulk.test_import_worker import _bank_rows, _checked, _deep
from tests.views.bulk.test_grid import make_page as make_grid
from tests.views.bulk.test_import_page import DROPPED_CSV
from tests.views.bulk.test_import_page import make_page as make_import_page

STOPPED = "Teller's file reader stopped before it finished (exit code -9)."


@pytest.fixture
def worker() -> Iterator[ImportWorker]:
    """Every file and every check in the process, however small."""
    worker = ImportWorker(process_from_bytes=0, process_from_rows=0)
    yield worker
    worker.kill()


def _kill_once_started(qtbot, worker: ImportWorker) -> None:  # type: ignore[no-untyped-def]
    """Kill the process as a crash would, while it is still starting (before any answer)."""
    qtbot.waitUntil(lambda: worker.running, timeout=10_000)
    os.kill(worker._process.pid, signal.SIGKILL)


def test_a_file_read_in_the_process_lands_as_the_thread_read(
    qtbot, qloop, session: Session, tmp_path: Path, worker: ImportWorker
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "nómina.csv"
    path.write_bytes(DROPPED_CSV)
    page = make_import_page(qtbot, session)
    page.worker = worker
    page.load_path(path)
    qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=20_000)
    assert page.result is not None
    assert _deep(page.result) == _deep(read_file(path.name, DROPPED_CSV, language="en"))
    step = page.mapping
    with qtbot.waitSignal(page.imported, timeout=20_000) as signal_:
        qtbot.keyClick(step.focusWidget(), Qt.Key.Key_Return)
    result, _currency, _language = signal_.args[0]
    expected = read_file(path.name, DROPPED_CSV, result.kind, result.mapping, language="en")
    assert _deep(result) == _deep(expected)
    assert worker.starts == 1


def test_a_worker_that_dies_while_the_page_reads_is_a_sentence(
    qtbot, qloop, session: Session, tmp_path: Path, worker: ImportWorker
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "payroll.csv"
    path.write_bytes(_bank_rows(50))
    page = make_import_page(qtbot, session)
    page.worker = worker
    page.load_path(path)
    _kill_once_started(qtbot, worker)
    qtbot.waitUntil(lambda: page.state is ImportState.FAILED, timeout=20_000)
    assert page.problems.isVisible()
    assert page.problems.text().startswith(STOPPED)
    page.load_path(path)  # trying again works: a new process
    qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=20_000)
    assert worker.starts == 2


def test_a_page_reset_while_reading_stops_the_job(
    qtbot, qloop, session: Session, tmp_path: Path, worker: ImportWorker
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "payroll.csv"
    path.write_bytes(_bank_rows(10_000))  # long enough to be cancelled half-way
    page = make_import_page(qtbot, session)
    page.worker = worker
    page.load_path(path)
    qtbot.waitUntil(lambda: worker.busy, timeout=10_000)
    page.reset()  # another account: the read is cancelled
    qtbot.waitUntil(lambda: not worker.running, timeout=5_000)
    assert page.state is ImportState.EMPTY
    assert page.result is None


def _result(rows: int) -> ImportResult:
    return read_file("payroll.csv", _bank_rows(rows, repeat_every=4), language="en")


def test_the_grid_checked_in_the_process_shows_the_thread_checks(
    qtbot, qloop, session: Session, worker: ImportWorker
) -> None:  # type: ignore[no-untyped-def]
    page: GridPage = make_grid(qtbot, session)
    page.worker = worker
    result = _result(300)
    checker = RowChecker(result.kind, currency="EUR", language="en")
    page.show_rows(result, checker)
    qtbot.waitUntil(lambda: page.model.rowCount() == 300 and not page._checking, timeout=30_000)
    assert _checked(page.model.rows) == _checked(checker.check_all(result.rows))
    assert page.progress.value() == 300 or page.progress.isHidden()


def test_a_worker_that_dies_while_the_grid_checks_is_a_sentence_in_its_banner(
    qtbot, qloop, session: Session, worker: ImportWorker
) -> None:  # type: ignore[no-untyped-def]
    page: GridPage = make_grid(qtbot, session)
    page.worker = worker
    result = _result(300)
    page.show_rows(result, RowChecker(result.kind, currency="EUR", language="en"))
    _kill_once_started(qtbot, worker)
    qtbot.waitUntil(lambda: not page._checking, timeout=20_000)
    assert page.banner.isVisible()
    assert page.banner.text.startswith(STOPPED)
    assert page.progress.isHidden()
    assert page.reimport_button.isEnabled()  # the person can try again with the file
