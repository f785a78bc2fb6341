"""The import worker's own process: the jobs Teller sends it (read a file, check its rows,
carry the grid's fixes over a re-import), answered in pieces Teller unpickles one at a time.

Started by ``import_worker.ImportWorker`` with "spawn": a fresh interpreter that imports
only this module and what reading and checking need (never Qt's GUI). It keeps the last file
it read, parsed and as rows, for the next job about the same file. A job makes a million
objects, all freed by reference counting: the cyclic collector's passes over them would cost
a third of a check, so it runs only between jobs, once none has come for a while.
"""

from __future__ import annotations

import gc
import pickle
import traceback
from collections.abc import Sequence
from dataclasses import replace
from multiprocessing.connection import Connection
from typing import Any

from app.services.bulk.duplicates import flag_duplicates
from app.services.bulk.import_file import ParsedTables, read_file
from app.services.bulk.model import CheckedRow, ImportedRow, ImportResult
from app.services.bulk.row_checks import RowChecker

ROWS_PIECE = 500  # imported rows per piece sent either way (~1.5 ms to unpickle)
CHECKED_PIECE = 125  # checked rows per piece sent back (~2.5 ms to unpickle)
IDLE_COLLECT = 2.0  # seconds without a job before the worker collects its cycles
STOP = None  # the job that ends the worker


def check_slice(checker: RowChecker, rows: Sequence[ImportedRow]) -> list[CheckedRow]:
    return [checker.check(row) for row in rows]


def serve(jobs_in: Connection, answers: Connection) -> None:
    """The worker's loop: each job answered in turn until STOP or Teller is gone."""
    gc.disable()  # cycles collected between jobs only (the module's docstring says why)
    jobs = _Jobs(answers)
    while True:
        try:
            if not jobs_in.poll(IDLE_COLLECT):
                gc.collect()
            job = jobs_in.recv()
        except (EOFError, OSError):
            return
        if job is STOP:
            return
        try:
            jobs.speak(job[1])
            jobs.run(job)
        except Exception:  # a bug: said to Teller, which logs it; the worker goes on
            answers.send(("failed", traceback.format_exc()))


class _Jobs:
    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._parsed = ParsedTables()
        self._held: tuple[int, ImportResult] | None = None
        self._catalogue = ""
        self._translator: Any = None

    def speak(self, catalogue: str) -> None:
        """Install the window's catalogue, so sentences are said as the window says them."""
        if catalogue == self._catalogue:
            return
        from PySide6.QtCore import QCoreApplication, QTranslator

        app = QCoreApplication.instance() or QCoreApplication([])
        if self._translator is not None:
            app.removeTranslator(self._translator)
            self._translator = None
        if catalogue:
            translator = QTranslator()
            if translator.load(catalogue):
                app.installTranslator(translator)
                self._translator = translator
        self._catalogue = catalogue

    def run(self, job: tuple[Any, ...]) -> None:
        tag = job[0]
        if tag == "read":
            _tag, _speak, token, name, content, kind, mapping, language = job
            result = read_file(name, content, kind, mapping, language=language, parsed=self._parsed)
            self._held = (token, result) if result.rows else None
            self._send_pieces(result.rows, ROWS_PIECE)
            self._connection.send(("done", (replace(result, rows=()), bool(result.rows))))
        elif tag == "check":
            # Each piece goes as soon as it is checked (Teller unpickles it meanwhile); the
            # repeats, which need every row, follow as the rows flag_duplicates replaced.
            _tag, _speak, held, shell, pieces, checker = job
            rows = self._rows(held, shell, pieces).rows
            done: list[CheckedRow] = []
            for start in range(0, len(rows), CHECKED_PIECE):
                piece = check_slice(checker, rows[start : start + CHECKED_PIECE])
                self._send_pieces(piece, CHECKED_PIECE)
                done += piece
            flagged = flag_duplicates(done)
            repeats = [
                (index, row.duplicate_of)
                for index, (row, unflagged) in enumerate(zip(flagged, done, strict=True))
                if row is not unflagged
            ]
            self._connection.send(("done", repeats))
        elif tag == "carry":
            _tag, _speak, held, shell, pieces, checker, fixed = job
            checked = checker.carry_fixes(fixed, self._rows(held, shell, pieces))
            self._send_pieces(checked, CHECKED_PIECE)
            self._connection.send(("done", None))
        else:
            raise ValueError(f"unknown job {tag!r}")

    def _rows(self, held: int, shell: ImportResult | None, pieces: list[bytes]) -> ImportResult:
        if shell is None:
            if self._held is None or self._held[0] != held:
                raise RuntimeError("the result Teller named is not the one held here")
            return self._held[1]
        rows: list[ImportedRow] = []
        for piece in pieces:
            rows.extend(pickle.loads(piece))
        return replace(shell, rows=tuple(rows))

    def _send_pieces(self, items: Sequence[Any], size: int) -> None:
        for start in range(0, len(items), size):
            piece = pickle.dumps(list(items[start : start + size]), pickle.HIGHEST_PROTOCOL)
            self._connection.send(("piece", piece))
