"""A batch's summary as a PDF and on a printer (app/views/bulk/summary_pdf.py), read back with
pypdfium2: the batch by name and SHA-256, who started it, money per currency, every ending
state's count, every row with its masked recipient (never the whole IBAN) and its order; both
through the door (journalled; a read-only profile writes and prints nothing); 10,000 rows."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from app.services.action_log import Outcome
from app.services.actions import ActionRefused, ActionRequest
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import Batch, BatchRow, BatchStore, PayoutKind, RowState
from app.services.bulk.review import make_batch
from app.services.bulk.summary import batch_summary
from app.services.context import AccountRef
from app.services.session import Session
from app.views.bulk.summary_pdf import summary_document, summary_pages
from app.views.printing.pages import paged_pdf
from app.views.printing.printout import Printout
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from tests.views.bulk.test_review_page import SOURCE, bank_rows
from tests.views.bulk.test_send_page import account, send_page, stored

WHOLE_IBAN = "DE89370400440532013000"
MASKED = "Lena Vogel · DE••••3000"


def pdf_text(content: bytes) -> str:
    pdf = pypdfium2.PdfDocument(content)
    try:
        return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def flat(text: str) -> str:
    """The PDF's text with its line breaks as spaces (a table cell's text breaks where the
    PDF's lines do)."""
    return " ".join(text.split())


@dataclass
class Source:
    store: BatchStore | None
    batch_id: str
    ref: AccountRef | None


class RefusingGuard:
    def __init__(self) -> None:
        self.asked: list[ActionRequest] = []

    async def check(self, request: ActionRequest) -> None:
        self.asked.append(request)
        raise ActionRefused("Production is read-only: nothing was sent.")


def printout(qtbot, session: Session) -> tuple[Printout, ErrorBanner]:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner()
    runner = TaskRunner(owner, banner, context=session.context)
    return Printout(owner, session.actions, runner, banner), banner


def ended_batch(store: SqliteBatchStore) -> tuple[Batch, list[BatchRow]]:
    """Seven rows, one in each state a batch can end with, and two more created."""
    ref = AccountRef("u-1", "a-1")
    batch, rows = make_batch(bank_rows(*(f"{10 + i}.00" for i in range(7))), SOURCE, ref, "ana")
    store.create(batch, rows)
    states = (
        RowState.CREATED,
        RowState.CREATED,
        RowState.CREATED,
        RowState.SETTLED,
        RowState.FAILED,
        RowState.REFUSED,
        RowState.UNKNOWN,
    )
    for row, state in zip(rows, states, strict=True):
        order = "" if state in (RowState.REFUSED, RowState.UNKNOWN) else f"order-{row.index:04d}"
        reason = "The IBAN was refused by the bank" if state is RowState.REFUSED else ""
        store.update_row(batch.id, row.index, state, order_id=order, reason=reason)
    store.finish(batch.id)
    return batch, rows


def test_the_summary_pdf_says_the_batch_its_money_its_states_and_every_row(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    batch, _rows = ended_batch(store)
    out, banner = printout(qtbot, session)
    path = tmp_path / "summary.pdf"
    saved = out.save_pdf(
        summary_document(Source(store, batch.id, AccountRef("u-1", "a-1")), session), path
    )
    qtbot.waitUntil(saved.done, timeout=10_000)  # the file, then the journal's entry
    text = flat(pdf_text(path.read_bytes()))

    assert "Batch of payouts: payroll.csv" in text
    assert "ab" * 32 in text  # the file's SHA-256
    assert "Started by ana" in text
    assert "Confirmed by No second person's confirmation is in the journal." in text
    # 10 + 11 + ... + 16 = 91.00 EUR in 7 rows; created or settled: 10 + 11 + 12 + 13 = 46.00
    assert "EUR 7 91.00 EUR 46.00 EUR" in text
    for state, count in (
        ("Created", 3),
        ("Settled", 1),
        ("Failed", 1),
        ("Refused", 1),
        ("Unknown: resolved by sending it again with the same key", 1),
    ):
        assert f"{state} {count}" in text, state
    assert text.count(MASKED) == 7
    assert WHOLE_IBAN not in text.replace(" ", "")
    for index in (0, 1, 2, 3, 4):
        assert f"order-{index:04d}" in text
    assert "The IBAN was refused by the bank" in text
    assert "Page 1 of 1" in text
    [record] = [r for r in session.action_log.records if r.action == "save_file"]
    assert (record.target, record.outcome) == (f"u-1/a-1/{batch.id}", Outcome.DONE)
    assert record.detail == f"the summary of batch {batch.id} to summary.pdf"
    assert banner.isVisible()


def test_the_summary_prints_on_the_printer_chosen_through_the_door(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    batch, _rows = ended_batch(store)
    out, _banner = printout(qtbot, session)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # a printer that prints to a file
    target = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(target))
    task = out.print_to(summary_document(Source(store, batch.id, None), session), printer)
    qtbot.waitUntil(task.done, timeout=10_000)
    text = flat(pdf_text(target.read_bytes()))
    assert "Batch of payouts: payroll.csv" in text
    assert text.count(MASKED) == 7
    assert "Page 1 of 1" in text
    [record] = [r for r in session.action_log.records if r.action == "print_document"]
    assert record.detail == f"the summary of batch {batch.id}, 1 pages, on {target}"


def test_a_read_only_profile_writes_and_prints_nothing(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    batch, _rows = ended_batch(store)
    session.actions.guard = guard = RefusingGuard()
    out, banner = printout(qtbot, session)
    document = summary_document(Source(store, batch.id, None), session)
    saved = out.save_pdf(document, tmp_path / "summary.pdf")
    qtbot.waitUntil(saved.done, timeout=10_000)
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printed = out.print_to(document, printer)
    qtbot.waitUntil(printed.done, timeout=10_000)
    assert [r.action for r in guard.asked] == ["save_file", "print_document"]
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith("batches")] == []
    assert {r.outcome for r in session.action_log.records} == {Outcome.REFUSED}
    assert "read-only" in banner.text


def test_the_send_page_saves_its_summary_once_the_batch_has_ended(
    qtbot, qloop, counted_session: Session, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    ref = account(counted_session, arun)
    batch_id = stored(store, ref, bank_rows("10.00", "20.00", "30.00"), counted_session)
    page = send_page(qtbot, counted_session, store)
    assert not page.summary_button.isEnabled()
    assert not page.print_button.isEnabled()
    with qtbot.waitSignal(page.finished, timeout=20_000):
        page.send(batch_id)
    assert page.summary_button.isEnabled()
    assert page.print_button.isEnabled()
    path = tmp_path / "summary.pdf"
    saved = page.printout.save_pdf(page.summary, path)
    qtbot.waitUntil(saved.done, timeout=10_000)
    text = flat(pdf_text(path.read_bytes()))
    assert "EUR 3 60.00 EUR 60.00 EUR" in text
    assert "Created 3" in text
    assert "Ended 20" in text  # the moment the last row ended, not "Not ended"
    for row in store.rows(batch_id):
        assert row.order_id in text


def thousands(n: int) -> tuple[Batch, list[BatchRow]]:
    start = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)
    batch = Batch("b" * 36, "u", "a", "big.csv", "cd" * 32, start, "ana", n, finished=True)
    states = (RowState.CREATED, RowState.SETTLED, RowState.FAILED, RowState.REFUSED)
    rows = [
        BatchRow(
            batch.id,
            i,
            i + 2,
            PayoutKind.BANK,
            f"key-{i}",
            {
                "amounts": {
                    "debitedAmount": {"amount": 100 + i, "currency": "EUR"},
                    "receivedAmount": {"amount": 0, "currency": "EUR"},
                },
                "recipient": {
                    "name": f"Person {i}",
                    "accountNumber": f"ES91 2100 0418 {i:04d} 0005 1332",
                },
            },
            states[i % 4],
            order_id=f"{i:08d}-0000-4000-8000-000000000000",
            reason="Refused by the bank" if i % 4 == 3 else "",
            updated_at=start + timedelta(seconds=i),
        )
        for i in range(n)
    ]
    return batch, rows


@pytest.mark.slow
def test_a_summary_of_ten_thousand_rows_builds(qapp) -> None:  # type: ignore[no-untyped-def]
    batch, rows = thousands(10_000)
    began = time.perf_counter()
    summary = batch_summary(batch, rows)
    pages_of = summary_pages(summary)
    content = paged_pdf(pages_of.parts, pages_of.title, pages_of.footer)
    took = time.perf_counter() - began
    pdf = pypdfium2.PdfDocument(content)
    pages = len(pdf)
    last = pdf[pages - 1].get_textpage().get_text_range()
    pdf.close()
    assert f"Page {pages} of {pages}" in last
    assert "00009999-0000-4000-8000-000000000000" in flat(last)
    assert took < 60, took


def test_the_results_file_leaves_through_the_door(
    qtbot, qloop, counted_session: Session, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Names and account numbers leave Teller in it: it was written with no guard asked and
    nothing in the journal, unlike the orders CSV and every other file."""
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    ref = account(counted_session, arun)
    batch_id = stored(store, ref, bank_rows("10.00", "20.00"), counted_session)
    page = send_page(qtbot, counted_session, store)
    with qtbot.waitSignal(page.finished, timeout=20_000):
        page.send(batch_id)
    actions = counted_session.actions
    allowed, actions.guard = actions.guard, RefusingGuard()
    refused = page.export_results(tmp_path / "results.csv")
    qtbot.waitUntil(refused.done, timeout=10_000)
    assert not (tmp_path / "results.csv").exists()
    assert "read-only" in page.banner.text
    actions.guard = allowed
    written = page.export_results(tmp_path / "results.csv")
    qtbot.waitUntil(written.done, timeout=10_000)
    assert (tmp_path / "results.csv").exists()
    saves = [r for r in counted_session.action_log.records if r.action == "save_file"]
    assert [(r.target, r.outcome) for r in saves] == [
        (f"{ref.uid}/{ref.aid}/{batch_id}", Outcome.REFUSED),
        (f"{ref.uid}/{ref.aid}/{batch_id}", Outcome.DONE),
    ]
    assert saves[-1].detail == f"the results of batch {batch_id} to results.csv"


def test_the_summary_names_the_account_as_teller_knows_it(
    qtbot, qloop, session: Session, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The account by its name, its id beside it (the ids alone were printed before)."""
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    ref = account(session, arun)
    # as a view that loaded the account teaches the directory its name
    session.directory.remember_user(ref.uid, "Ana Ruiz")
    session.directory.remember_account(ref.uid, arun(session.client.get_account(ref.uid, ref.aid)))
    batch_id = stored(store, ref, bank_rows("10.00"), session)
    label = session.directory.account_label(ref.aid)
    assert label
    out, _banner = printout(qtbot, session)
    path = tmp_path / "summary.pdf"
    saved = out.save_pdf(summary_document(Source(store, batch_id, ref), session), path)
    qtbot.waitUntil(saved.done, timeout=10_000)
    text = flat(pdf_text(path.read_bytes()))
    assert flat(f"{label} ({ref.aid})") in text
    assert f"{ref.uid} / {ref.aid}" not in text
    store.close()
