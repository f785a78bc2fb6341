"""The import worker's process gives exactly what the thread path gives (reading, checking,
carrying fixes over a re-import), for CSV and .xlsx, in English and in Spanish; a worker that
dies is a sentence; a cancelled job stops its process and the next job gets a new one."""

from __future__ import annotations

import asyncio
import csv
import io
import itertools
import os
from collections.abc import Awaitable, Iterator
from datetime import date, datetime
from typing import Any, TypeVar

import pytest
from openpyxl import Workbook

from app.services.bulk import import_file
from app.services.bulk.import_file import MAX_ROWS, ParsedTables, read_file
from app.services.bulk.import_worker import ImportWorker, ImportWorkerError
from app.services.bulk.import_worker_process import CHECKED_PIECE
from app.services.bulk.model import CheckedRow, ImportResult, PayoutKind
from app.services.bulk.row_checks import RowChecker
from app.services.bulk.templates import template_csv, template_xlsx

T = TypeVar("T")


@pytest.fixture(scope="module")
def loop() -> Iterator[asyncio.AbstractEventLoop]:
    """One loop for the module: the worker's process answers to the loop that started it."""
    loop = asyncio.new_event_loop()
    yield loop
    loop.close()


@pytest.fixture(scope="module")
def worker(loop: asyncio.AbstractEventLoop) -> Iterator[ImportWorker]:
    """Every file and every check in the process, however small."""
    worker = ImportWorker(process_from_bytes=0, process_from_rows=0)
    yield worker
    worker.kill()  # (no loop here: a Qt test's loop may count as running at module teardown)


def run(loop: asyncio.AbstractEventLoop, work: Awaitable[T]) -> T:
    return loop.run_until_complete(asyncio.wait_for(work, 60))


def _bank_rows(count: int, repeat_every: int = 0) -> bytes:
    """The EUR template's example ``count`` times, each its own amount; every
    ``repeat_every``-th row pays what the row before it paid (a repeat to flag)."""
    text = template_csv(PayoutKind.BANK, "EUR").decode("utf-8-sig")
    header, example = list(csv.reader(io.StringIO(text)))[:2]
    amount = header.index("Amount")
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    for index in range(count):
        row = list(example)
        same = repeat_every and index % repeat_every == 1
        paid = index - 1 if same else index
        row[amount] = f"{10 + paid // 100}.{paid % 100:02d}"
        if index % 7 == 3:
            row[amount] = "12,5.0"  # an amount no language writes: an error at its cell
        writer.writerow(row)
    return out.getvalue().encode()


def _xlsx(rows: list[list[Any]]) -> bytes:
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _deep(result: ImportResult) -> tuple[Any, ...]:
    """Everything a result holds (its dataclass equality leaves cells and mapping out)."""
    return (
        result.file,
        result.kind,
        result.headers,
        result.mapping,
        [(row.number, row.cells) for row in result.rows],
        result.problems,
    )


def _checked(rows: list[CheckedRow]) -> list[tuple[Any, ...]]:
    return [
        (
            row.row.number,
            row.row.cells,
            None if row.request is None else row.request.model_dump(mode="json"),
            row.errors,
            row.duplicate_of,
            row.recent_order,
            row.currency,
            row.amount,
            row.fixed,
        )
        for row in rows
    ]


CSV_SAMPLES = {
    "utf-8": _bank_rows(30),
    "bom-semicolon": (
        "\ufeffImporte;Moneda;Tipo de beneficiario;Nombre;Apellidos;IBAN\r\n"
        "1.234,56;EUR;PERSON;José;Muñoz;ES9121000418450200051332\r\n"
        '=1+2;EUR;PERSON;"=HYPERLINK(""http://x"",""y"")";@SUM(A1);ES91\r\n'
    ).encode(),
    "latin-1-tab": (
        "Amount\tCurrency\tFirst name\tSurname\n100.50\tEUR\tJosé\tMuñoz\n-5\tEUR\tÅsa\tØre\n"
    ).encode("cp1252"),
    "over-the-limit": b"Amount,Currency\n" + b"5,EUR\n" * (MAX_ROWS + 1),
    "broken": b'Amount,Description\n5,"' + b"x" * 300 + b"\n",
    "binary": bytes(range(1, 32)) * 50,
}
XLSX_SAMPLES = {
    "template": template_xlsx(PayoutKind.BANK, "EUR"),
    "formulas-dates-numbers": _xlsx(
        [
            ["Amount", "Currency", "Own reference", "Description", "Phone"],
            ["=SUM(B2:B9)", "EUR", '=HYPERLINK("http://x","y")', datetime(2026, 5, 1), 346001],
            [1234.5, "EUR", "ref", date(2026, 5, 2), True],
            [0.1 + 0.2, "USD", None, "texto ñ €", 1e20],
        ]
    ),
    "not-a-workbook": b"PK\x03\x04" + b"\x00" * 100,
}


@pytest.mark.parametrize("name", list(CSV_SAMPLES))
def test_a_csv_read_in_the_process_is_the_thread_read(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker, name: str
) -> None:
    content = CSV_SAMPLES[name]
    read = {}
    for language in ("en", "es"):
        ours = run(loop, worker.read("pay.csv", content, None, None, language=language))
        assert _deep(ours) == _deep(read_file("pay.csv", content, language=language))
        read[language] = ours
    if name == "over-the-limit":  # in English, numbers as English writes them
        assert read["en"].problems[0] == (
            "This file has 10,001 payouts; a batch holds at most 10,000. Split the file into "
            "batches of up to that many rows and import each."
        )


@pytest.mark.parametrize("name", list(XLSX_SAMPLES))
def test_a_workbook_read_in_the_process_is_the_thread_read(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker, name: str
) -> None:
    content = XLSX_SAMPLES[name]
    for language in ("en", "es"):
        ours = run(loop, worker.read("pay.xlsx", content, None, None, language=language))
        assert _deep(ours) == _deep(read_file("pay.xlsx", content, language=language))
        assert ours.rows or ours.problems


def test_the_confirmed_columns_read_again_as_in_a_thread(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    content = CSV_SAMPLES["bom-semicolon"]
    first = run(loop, worker.read("pagos.csv", content, None, None, language="es"))
    mapping = {**first.mapping, "Apellidos": None, "IBAN": "account_number"}
    again = run(loop, worker.read("pagos.csv", content, first.kind, mapping, language="es"))
    expected = read_file("pagos.csv", content, first.kind, mapping, language="es")
    assert _deep(again) == _deep(expected)
    assert "surname" not in again.rows[0].cells


def test_checks_and_repeats_in_the_process_are_the_thread_checks(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    content = _bank_rows(3 * CHECKED_PIECE + 7, repeat_every=5)
    result = run(loop, worker.read("pay.csv", content, language="en"))
    checker = RowChecker(result.kind, currency="EUR", language="en")
    heard: list[int] = []
    ours = run(loop, worker.check(checker, result, heard.append))
    theirs = checker.check_all(result.rows)
    assert _checked(ours) == _checked(theirs)
    assert any(row.duplicate_of for row in ours)
    assert any(row.errors for row in ours)
    assert any(row.ready for row in ours)
    assert heard[-1] == len(result.rows)
    # the same rows, not read by the worker: sent to it, with the same answer
    copy = read_file("pay.csv", content, language="en")
    assert _checked(run(loop, worker.check(checker, copy))) == _checked(theirs)


def test_fixes_carry_over_a_re_import_as_in_a_thread(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    first = read_file("pay.csv", _bank_rows(40), language="en")
    checker = RowChecker(first.kind, currency="EUR", language="en")
    rows = checker.check_all(first.rows)
    rows[3] = checker.recheck(rows[3], {"amount": "13.03"})
    rows[5] = checker.recheck(rows[5], {"surname": "Vogel"})
    again = run(loop, worker.read("pay.csv", _bank_rows(41), language="en"))
    ours = run(loop, worker.carry_fixes(checker, rows, again))
    assert _checked(ours) == _checked(checker.carry_fixes(rows, again))
    assert ours[3].fixed == {"amount": "12,5.0"}
    assert ours[5].row.cells["surname"] == "Vogel"


def test_spanish_sentences_come_from_the_process_as_the_window_says_them(
    qapp: Any, loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    from app.views.language import install_language

    assert install_language("es") == "es"
    try:
        content = CSV_SAMPLES["over-the-limit"]
        ours = run(loop, worker.read("pagos.csv", content, language="es"))
        theirs = read_file("pagos.csv", content, language="es")
        assert ours.problems == theirs.problems
        assert ours.problems[0].startswith("Este archivo tiene")
        content = _bank_rows(12).replace(b",EUR,", b",ABC,", 1)  # a currency to refuse
        result = read_file("pagos.csv", content, language="es")
        checker = RowChecker(result.kind, currency="EUR", language="es")
        checked = run(loop, worker.check(checker, result))
        assert _checked(checked) == _checked(checker.check_all(result.rows))
        said = [
            error.sentence for row in checked for error in row.errors if "ABC" in error.sentence
        ]
        assert said
        assert not said[0].startswith("A bank payout")  # the catalogue's words, not English
    finally:
        install_language("en")
    english = run(loop, worker.read("pay.csv", CSV_SAMPLES["over-the-limit"], language="en"))
    assert english.problems[0].startswith("This file has 10,001 payouts")


class _Crash:
    """Unpickled in the worker, it ends the process there at once, as a crash would."""

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return os._exit, (3,)


def test_a_worker_that_dies_while_reading_is_a_sentence_and_the_next_read_works(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    content = CSV_SAMPLES["utf-8"]
    mapping: dict[str, Any] = {"Amount": _Crash()}
    died = run(loop, worker.read("pay.csv", content, PayoutKind.BANK, mapping, language="en"))
    assert died.rows == ()
    assert died.problems == (
        "Teller's file reader stopped before it finished (exit code 3). Nothing was imported "
        "or changed: try again, and if it stops again, close other programs to free memory "
        "or split the file into smaller ones.",
    )
    assert (died.file.name, died.file.size) == ("pay.csv", len(content))
    assert not worker.running
    again = run(loop, worker.read("pay.csv", content, language="en"))
    assert _deep(again) == _deep(read_file("pay.csv", content, language="en"))


def test_a_worker_that_dies_while_checking_raises_the_sentence(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    result = read_file("pay.csv", _bank_rows(20), language="en")
    checker: Any = _Crash()
    with pytest.raises(ImportWorkerError, match=r"^Teller's file reader stopped before it"):
        run(loop, worker.check(checker, result))
    real = RowChecker(result.kind, currency="EUR", language="en")
    assert len(run(loop, worker.check(real, result))) == 20


def test_a_bug_in_the_worker_is_a_sentence_and_the_worker_goes_on(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker, caplog: pytest.LogCaptureFixture
) -> None:
    result = read_file("pay.csv", _bank_rows(20), language="en")
    checker: Any = object()  # has no check(): an AttributeError inside the worker
    starts = worker.starts
    with pytest.raises(ImportWorkerError, match="because of an error inside Teller"):
        run(loop, worker.check(checker, result))
    assert "AttributeError" in caplog.text  # the traceback is in the log
    real = RowChecker(result.kind, currency="EUR", language="en")
    assert len(run(loop, worker.check(real, result))) == 20
    assert worker.starts == starts


def test_a_cancelled_check_stops_the_process_and_the_next_check_gets_a_new_one(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    result = run(loop, worker.read("pay.csv", _bank_rows(2000), language="en"))
    checker = RowChecker(result.kind, currency="EUR", language="en")
    starts = worker.starts

    async def cancel_when_under_way() -> None:
        task = asyncio.ensure_future(worker.check(checker, result, lambda _n: task.cancel()))
        with pytest.raises(asyncio.CancelledError):
            await task

    run(loop, cancel_when_under_way())
    assert not worker.running
    small = read_file("pay.csv", _bank_rows(10), language="en")
    assert len(run(loop, worker.check(checker, small))) == 10
    assert worker.starts == starts + 1


def test_a_result_the_worker_read_is_not_sent_back_to_it(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker
) -> None:
    content = _bank_rows(50)
    held = run(loop, worker.read("pay.csv", content, language="en"))
    token, shell, pieces = run(loop, worker._rows_for_worker(held))
    assert (token > 0, shell, pieces) == (True, None, [])
    copy = read_file("pay.csv", content, language="en")
    token, shell, pieces = run(loop, worker._rows_for_worker(copy))
    assert token == 0
    assert shell is not None
    assert pieces


def test_small_files_stay_in_a_thread(loop: asyncio.AbstractEventLoop) -> None:
    worker = ImportWorker()
    content = CSV_SAMPLES["utf-8"]
    result = run(loop, worker.read("pay.csv", content, language="en"))
    checker = RowChecker(result.kind, currency="EUR", language="en")
    run(loop, worker.check(checker, result))
    assert worker.starts == 0


def test_a_workbook_counts_as_the_larger_csv_it_unzips_to(
    loop: asyncio.AbstractEventLoop,
) -> None:
    """A zipped workbook of a thousand rows is a quarter the size of their CSV."""
    workbook = _xlsx([["Amount", "Currency"]] + [[5, "EUR"]] * 1500)
    worker = ImportWorker(process_from_bytes=2 * len(workbook))
    text = b"Amount,Currency\n" + b"5,EUR\n" * (len(workbook) // 6)  # as large as the workbook
    try:
        run(loop, worker.read("pay.csv", text, language="en"))
        assert worker.starts == 0
        run(loop, worker.read("pay.xlsx", workbook, language="en"))
        assert worker.starts == 1
    finally:
        run(loop, worker.close())


def test_a_file_read_again_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = ParsedTables()
    tables: list[str] = []
    real = import_file._table

    def counted(*args: Any) -> Any:
        tables.append("parsed")
        return real(*args)

    monkeypatch.setattr(import_file, "_table", counted)
    for content, name in ((XLSX_SAMPLES["template"], "pay.xlsx"), (_bank_rows(5), "pay.csv")):
        tables.clear()
        first = read_file(name, content, parsed=parsed)
        again = read_file(name, content, first.kind, first.mapping, parsed=parsed)
        assert _deep(again) == _deep(read_file(name, content, first.kind, first.mapping))
        assert tables == ["parsed"] * 2  # the line above parsed it without the cache
    if True:  # a workbook's numbers depend on the language: another language parses again
        tables.clear()
        content = XLSX_SAMPLES["formulas-dates-numbers"]
        read_file("pay.xlsx", content, language="en", parsed=parsed)
        spanish = read_file("pay.xlsx", content, language="es", parsed=parsed)
        assert spanish.rows[1].cells["amount"] == "1234,5"
        assert tables == ["parsed", "parsed"]


def test_a_table_read_only_in_part_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = ParsedTables()
    content = b"Amount,Currency\n" + b"5,EUR\n" * (10 * MAX_ROWS + 5)  # read up to a limit
    read_file("pay.csv", content, parsed=parsed)
    assert parsed.get((import_file.hashlib.sha256(content).hexdigest(), "csv", "")) is None


def test_the_loop_runs_between_pieces_that_arrived_together(
    loop: asyncio.AbstractEventLoop, worker: ImportWorker, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each piece is unpickled in its own step of the loop, even when many wait at once
    (the window paints between them), never all in one long step."""
    import pickle
    import time

    from app.services.bulk import import_worker

    result = run(loop, worker.read("pay.csv", _bank_rows(4 * CHECKED_PIECE), language="en"))
    checker = RowChecker(result.kind, currency="EUR", language="en")
    seen: list[str] = []
    real_loads = pickle.loads

    def loads(data: bytes) -> Any:
        seen.append("piece")
        return real_loads(data)

    def progress(done: int) -> None:
        if done == CHECKED_PIECE:
            time.sleep(1)  # the loop is busy: the worker's next pieces pile up meanwhile

    async def ticking() -> None:
        while True:
            seen.append("tick")
            await asyncio.sleep(0)

    async def check() -> list[CheckedRow]:
        ticker = asyncio.ensure_future(ticking())
        try:
            return await worker.check(checker, result, progress)
        finally:
            ticker.cancel()

    monkeypatch.setattr(import_worker.pickle, "loads", loads)
    run(loop, check())
    pieces = [i for i, what in enumerate(seen) if what == "piece"]
    assert len(pieces) == 4
    assert all(later - earlier > 1 for earlier, later in itertools.pairwise(pieces))
