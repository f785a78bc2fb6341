"""A statement saved as CSV or as a PDF statement, through the door (its counterparties are
personal data: the guard is asked first, the journal says how many movements went where).
The file is made in a worker thread and appears whole or not at all; a folder that cannot be
written is said in a sentence."""

from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QWidget

from app.services.context import AccountRef
from app.services.data_actions import DataLeft
from app.services.door import target_of
from app.services.statement.actions import StatementActions
from app.services.statement.book import Statement
from app.services.statement.csv_file import write_statement_csv
from app.services.translation import translate
from app.views.printing.pages import paged_pdf
from app.views.statement import words
from app.views.statement.statement_pdf import statement_parts
from app.views.task_runner import Binding, Notice, TaskRunner
from app.views.widgets.plural import plural


def write_whole(path: Path, content: bytes) -> None:
    """``content`` at ``path``, or nothing there at all."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(content)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def statement_pdf(statement: Statement) -> bytes:
    parts, title, footer = statement_parts(statement)
    return paged_pdf(parts, title, footer)


class StatementExport:
    def __init__(
        self, owner: QWidget, actions: StatementActions, runner: TaskRunner, banner: Notice
    ) -> None:
        self._owner = owner
        self._actions = actions
        self._runner = runner
        self._banner = banner

    def csv(
        self, statement: Statement, ref: AccountRef, path: Path, controls: Sequence[QWidget]
    ) -> asyncio.Task[None]:
        check = words.balance_line(statement)

        def make() -> int:
            return write_statement_csv(statement, path, words.describe, check)

        return self._save(statement, ref, path, make, controls)

    def pdf(
        self, statement: Statement, ref: AccountRef, path: Path, controls: Sequence[QWidget]
    ) -> asyncio.Task[None]:
        def make() -> int:
            write_whole(path, statement_pdf(statement))
            return len(statement.lines)

        return self._save(statement, ref, path, make, controls)

    def _save(
        self,
        statement: Statement,
        ref: AccountRef,
        path: Path,
        make: Callable[[], int],
        controls: Sequence[QWidget],
    ) -> asyncio.Task[None]:
        actions = self._actions

        async def write() -> int:
            return await asyncio.to_thread(make)

        async def run() -> DataLeft | OSError:
            try:
                return await actions.export_statement(target_of(ref), path.name, write)
            except OSError as exc:  # the folder, not Teller: said as such
                return exc

        def done(result: DataLeft | OSError) -> None:
            if isinstance(result, OSError):
                self._banner.show_error(
                    translate(
                        "StatementExport",
                        "The statement could not be saved to {0}: {1}. Choose another folder.",
                    ).format(path, result.strerror or type(result).__name__)
                )
                return
            self._banner.show_info(
                plural(
                    result.count,
                    translate("StatementExport", "Saved the statement ({0} movement) to {1}."),
                    translate("StatementExport", "Saved the statement ({0} movements) to {1}."),
                    path,
                )
            )

        # The file is written whatever account becomes current meanwhile: it is this one's.
        return self._runner.run(run, controls=controls, on_success=done, binding=Binding.FREE)
