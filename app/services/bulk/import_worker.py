"""Reading and checking a large payout file in a worker process, so the window never waits.

A thread could not keep the window smooth: parsing a workbook and checking 10,000 rows hold
the interpreter's lock in long stretches (decoding a whole file, freeing a quarter of a
million objects at once), and the event loop stalled 35 ms (CSV) to 240 ms (.xlsx) behind
them. Here one long-lived process ("spawn": a fresh interpreter, nothing of Qt's GUI
inherited) does the work, and its answer comes back in pieces small enough that unpickling
one on the event loop takes a few milliseconds (``CHECKED_PIECE`` rows); the loop runs
between pieces. The process collects its cycles only between jobs (the collector's passes
over a job's million objects cost a third of a check). Files under about a thousand rows stay in a thread
(``quiet_work.quietly``): their read and check take a tenth of a second and stall the loop
no more than an idle loop is late, while starting the process takes half a second or more.

The worker keeps the last file it read, parsed (``ParsedTables``) and as rows, so reading it
again with the confirmed columns does not parse it again, and checking it does not send its
rows back. Sentences come out in the language the window speaks: the worker installs the
catalogue the window has installed (``speaking``).

A cancelled job stops the process (the next one starts another); a process that dies is a
sentence: a read comes back refused with it, a check raises ``ImportWorkerError`` with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import multiprocessing
import pickle
import threading
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from app.services.bulk.duplicates import flag_duplicates
from app.services.bulk.file_tables import is_zip
from app.services.bulk.import_file import read_file, refused
from app.services.bulk.import_worker_process import (
    ROWS_PIECE,
    STOP,
    check_slice,
    serve,
)
from app.services.bulk.model import CheckedRow, ImportedRow, ImportResult, PayoutKind
from app.services.bulk.quiet_work import collector_paused, quietly
from app.services.bulk.row_checks import RowChecker
from app.services.translation import translate

log = logging.getLogger(__name__)

PROCESS_FROM_BYTES = 256 * 1024  # CSV files this large (~1,300 bank rows) are read in the worker
WORKBOOK_SHRINKS = 4  # ... and workbooks a quarter that size (zipped: ~60 bytes a bank row)
PROCESS_FROM_ROWS = 1_000  # ... and this many rows checked there
CHECK_SLICE = 250  # rows checked in a thread between two steps of the progress bar
# A sentence of the catalogue that tells which catalogue the window speaks (see speaking()).
PROBE = (
    "'{0}' is empty. Choose the file with the payouts, or start from a template Teller "
    "writes for you."
)


class ImportWorkerError(Exception):
    """The worker stopped or failed; ``str(exc)`` is the sentence for the person."""


class _StoppedError(Exception):
    """The worker process went away mid-job (killed, crashed, out of memory)."""


@dataclass(frozen=True)
class _Held:
    """The result the worker holds, by the token it was read under."""

    result: weakref.ref[ImportResult]
    token: int


class ImportWorker:
    """Teller's side of the worker: one job at a time, one process started on first need."""

    def __init__(
        self,
        *,
        process_from_bytes: int = PROCESS_FROM_BYTES,
        process_from_rows: int = PROCESS_FROM_ROWS,
    ) -> None:
        self.process_from_bytes = process_from_bytes
        self.process_from_rows = process_from_rows
        self._process: Any = None
        self._connection: Connection | None = None
        self._answers: asyncio.Queue[tuple[str, Any]] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None  # the loop its answers go to
        self._lock = asyncio.Lock()
        self._held: _Held | None = None
        self._tokens = itertools.count(1)
        self.starts = 0  # processes started (tests read it)
        self.busy = False  # a job is with the process and not answered yet

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        """The process's id while it runs (the benchmark reads its processor time)."""
        return self._process.pid if self.running else None

    # --- the jobs ---
    async def read(
        self,
        name: str,
        content: bytes,
        kind: PayoutKind | None = None,
        mapping: Mapping[str, str | None] | None = None,
        *,
        language: str = "en",
    ) -> ImportResult:
        """``import_file.read_file``, off the loop; never raises for a file or a worker that
        stopped: the result then has no rows and says why."""
        weight = len(content) * (WORKBOOK_SHRINKS if is_zip(content) else 1)
        if weight < self.process_from_bytes:
            return await quietly(
                partial(read_file, name, content, kind, mapping, language=language)
            )
        async with self._lock:
            token = next(self._tokens)
            confirmed = None if mapping is None else dict(mapping)
            job = ("read", speaking(), token, name, content, kind, confirmed, language)
            try:
                pieces, (shell, held) = await self._exchange(job)
            except ImportWorkerError as exc:
                return refused(name, content, kind, str(exc))
            result: ImportResult = replace(shell, rows=tuple(pieces))
            self._held = _Held(weakref.ref(result), token) if held else None
            return result

    async def check(
        self,
        checker: RowChecker,
        result: ImportResult,
        on_progress: Callable[[int], object] | None = None,
    ) -> list[CheckedRow]:
        """Every row of ``result`` checked by ``checker``, repeats within the file flagged
        (``RowChecker.check_all``); ``on_progress`` hears how many rows are checked."""
        rows = result.rows
        if len(rows) < self.process_from_rows:
            return await _check_in_thread(checker, rows, on_progress)
        async with self._lock:
            held, shell, pieces = await self._rows_for_worker(result)
            job = ("check", speaking(), held, shell, pieces, checker)
            checked, repeats = await self._exchange(job, on_progress)
            for index, earlier in repeats:  # flag_duplicates's answer, as it would replace
                checked[index] = replace(checked[index], duplicate_of=earlier)
            return checked

    async def carry_fixes(
        self, checker: RowChecker, old: Sequence[CheckedRow], new: ImportResult
    ) -> list[CheckedRow]:
        """``RowChecker.carry_fixes``: the re-imported file checked, the grid's fixes kept."""
        if len(new.rows) < self.process_from_rows:
            return await quietly(lambda: checker.carry_fixes(old, new))
        fixed = [row for row in old if row.fixed]  # all carry_fixes reads of the old rows
        async with self._lock:
            held, shell, pieces = await self._rows_for_worker(new)
            job = ("carry", speaking(), held, shell, pieces, checker, fixed)
            checked, _ = await self._exchange(job)
            return checked

    # --- the process ---
    async def close(self) -> None:
        await asyncio.to_thread(self._stop)

    def kill(self) -> None:
        """End the worker at once, as a crash would (and as a cancelled job does)."""
        process = self._process
        self._forget()
        if process is not None and process.is_alive():
            process.kill()
            process.join(timeout=1)  # a killed process is gone within milliseconds

    def _forget(self) -> None:
        """Let go of the process. Its two pipes are closed by their only users: the answers'
        by the thread reading them, once the process has gone; the jobs' when the last send
        lets go of it (closing a pipe under a read or a write in another thread could reach
        a file opened since under the same number)."""
        self._held = None
        self._process = self._connection = self._answers = self._loop = None

    def _ready(self) -> bool:
        """The process runs and answers to this loop (a test's or a benchmark's new loop
        gets a process of its own)."""
        return self.running and self._loop is asyncio.get_running_loop()

    def _stop(self) -> None:
        process, connection = self._process, self._connection
        if connection is not None:
            with contextlib.suppress(OSError, ValueError):
                connection.send(STOP)
        self._forget()
        if process is not None:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join(timeout=5)

    def _start(self, loop: asyncio.AbstractEventLoop) -> None:
        context = multiprocessing.get_context("spawn")
        jobs_in, jobs_out = context.Pipe(duplex=False)
        answers_in, answers_out = context.Pipe(duplex=False)
        process = context.Process(
            target=serve,
            args=(jobs_in, answers_out),
            name="teller-import",
            daemon=True,
        )
        process.start()
        jobs_in.close()
        answers_out.close()
        answers: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self._process, self._connection, self._answers = process, jobs_out, answers
        self._loop = loop
        self._held = None
        self.starts += 1
        threading.Thread(
            target=_receive,
            args=(answers_in, loop, answers),
            name="teller-import-answers",
            daemon=True,
        ).start()

    async def _exchange(
        self, job: tuple[Any, ...], on_progress: Callable[[int], object] | None = None
    ) -> tuple[list[Any], Any]:
        """Sends ``job`` and gathers its answer: the pieces unpickled here one at a time
        (``on_progress`` hears how many items have come), then what the job says last. A job left half-way (cancelled, a bug here) stops the
        process, so nothing of it reaches the next job."""
        if not self._ready():
            self.kill()
            await asyncio.to_thread(self._start, asyncio.get_running_loop())
        process, connection, answers = self._process, self._connection, self._answers
        assert connection is not None
        assert answers is not None
        gathered: list[Any] = []
        ended = False
        self.busy = True
        try:
            with collector_paused():
                try:
                    await asyncio.to_thread(connection.send, job)
                except (OSError, ValueError) as exc:  # the process is gone
                    raise _StoppedError(f"{type(exc).__name__}: {exc}") from exc
                while True:
                    tag, payload = await answers.get()
                    if tag == "piece":
                        gathered.extend(pickle.loads(payload))
                        if on_progress is not None:
                            on_progress(len(gathered))
                        await asyncio.sleep(0)  # the loop runs between pieces already waiting
                    elif tag == "done":
                        ended = True
                        return gathered, payload
                    elif tag == "failed":
                        ended = True
                        log.error("The import worker failed:\n%s", payload)
                        raise ImportWorkerError(_failed_sentence())
                    elif tag == "stopped":
                        raise _StoppedError(payload)
        except _StoppedError as exc:
            await asyncio.to_thread(process.join, 2)  # its exit code, for the sentence
            log.error("The import worker stopped (exit code %s): %s", process.exitcode, exc)
            raise ImportWorkerError(_stopped_sentence(process.exitcode)) from None
        finally:
            self.busy = False
            if not ended and self._process is process:
                self.kill()  # cancelled, stopped or a bug here: the process goes

    async def _rows_for_worker(
        self, result: ImportResult
    ) -> tuple[int, ImportResult | None, list[bytes]]:
        """What the worker needs to know ``result``'s rows: the token of the result it holds,
        else the result without its rows and the rows pickled a piece at a time here."""
        held = self._held
        if held is not None and held.result() is result and self._ready():
            return held.token, None, []
        pieces = []
        rows = result.rows
        for start in range(0, len(rows), ROWS_PIECE):
            pieces.append(pickle.dumps(rows[start : start + ROWS_PIECE], pickle.HIGHEST_PROTOCOL))
            await asyncio.sleep(0)
        return 0, replace(result, rows=()), pieces


async def _check_in_thread(
    checker: RowChecker,
    rows: Sequence[ImportedRow],
    on_progress: Callable[[int], object] | None,
) -> list[CheckedRow]:
    done: list[CheckedRow] = []
    for start in range(0, len(rows), CHECK_SLICE):
        part = rows[start : start + CHECK_SLICE]
        done += await quietly(partial(check_slice, checker, part))
        if on_progress is not None:
            on_progress(len(done))
    return await quietly(partial(flag_duplicates, done))


def _receive(
    connection: Connection, loop: asyncio.AbstractEventLoop, answers: asyncio.Queue[Any]
) -> None:
    """Hands each message of the worker to the loop; says so when the worker is gone, and
    closes the connection then (this thread is the only one reading it)."""
    try:
        while True:
            try:
                message = connection.recv()
            except (EOFError, OSError) as exc:
                message = ("stopped", f"{type(exc).__name__}: {exc}")
            try:
                loop.call_soon_threadsafe(answers.put_nowait, message)
            except RuntimeError:  # the loop is closed: nobody is listening
                return
            if message[0] == "stopped":
                return
    finally:
        connection.close()


def _stopped_sentence(code: int | None) -> str:
    how = translate("BulkImport", "exit code {0}").format(code) if code is not None else ""
    said = translate(
        "BulkImport",
        "Teller's file reader stopped before it finished ({0}). Nothing was imported or "
        "changed: try again, and if it stops again, close other programs to free memory or "
        "split the file into smaller ones.",
    )
    return said.format(how or translate("BulkImport", "no reason given"))


def _failed_sentence() -> str:
    return translate(
        "BulkImport",
        "Teller could not finish reading the file because of an error inside Teller. Nothing "
        "was imported or changed: try again, and if it keeps happening, report it with the "
        "log.",
    )


# --- which language the window speaks ---
_catalogues: dict[Path, Any] = {}


def speaking() -> str:
    """The path of the catalogue (.qm) whose words Teller speaks now, '' for English: the
    one whose translation of ``PROBE`` is what the installed translators give."""
    said = translate("BulkImport", PROBE)
    if said == PROBE:
        return ""
    from PySide6.QtCore import QTranslator

    from app.resources import resources_dir

    for path in sorted((resources_dir() / "translations").glob("teller_*.qm")):
        translator = _catalogues.get(path)
        if translator is None:
            translator = _catalogues[path] = QTranslator()
            translator.load(str(path))
        if translator.translate("BulkImport", PROBE) == said:
            return str(path)
    return ""


_shared: ImportWorker | None = None


def shared_worker() -> ImportWorker:
    """The program's one import worker (its process starts with the first large file)."""
    global _shared
    if _shared is None:
        _shared = ImportWorker()
    return _shared
