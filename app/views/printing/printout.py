"""One document (a receipt, a batch's summary) saved as a PDF or printed, through the door.

The person chooses the file or the printer first; then the door asks the environment's guard
(a read-only profile refuses, production asks for a typed confirmation) and journals what went
where. The document is made in a worker thread (``Document.make``: reading, HTML and pages),
so the window stays responsive; a failure is said in the view's banner.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from app.services.data_actions import DataActions, DataLeft
from app.services.translation import translate
from app.views.printing.pages import Part, paged_pdf, paint_pages
from app.views.task_runner import Binding, Notice, TaskRunner
from app.views.widgets.file_dialogs import save_file_name
from app.views.widgets.plural import plural


@dataclass(frozen=True)
class Pages:
    """A document ready to draw: its HTML parts (each starts a page), its PDF title and the
    line at the foot of every page."""

    parts: Sequence[Part]
    title: str
    footer: str


@dataclass(frozen=True)
class Document:
    target: str  # what the door's journal entry names (an order id, a batch)
    what: str  # what the journal says was saved or printed ("the receipt of order …")
    file_name: str  # the name the save dialog suggests
    make: Callable[[], Pages]  # runs in a worker thread


def printer_name(printer: QPrinter) -> str:
    """What the journal says the pages went to: the printer, or the file it printed into."""
    if printer.outputFormat() is QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
        return printer.outputFileName()
    return printer.printerName()


class Printout:
    """Save as PDF… and Print… for one view: the door's ``save_file`` and
    ``print_document``, their outcome in ``banner``."""

    def __init__(
        self, parent: QWidget, actions: DataActions, runner: TaskRunner, banner: Notice
    ) -> None:
        self._parent = parent
        self._actions = actions
        self._runner = runner
        self._banner = banner
        self.print_dialog: QPrintDialog | None = None

    def choose_pdf_file(self, document: Document, controls: Sequence[QWidget] = ()) -> None:
        name = save_file_name(
            self._parent,
            translate("Printout", "Save as PDF"),
            document.file_name,
            translate("Printout", "PDF files (*.pdf)"),
        )
        if name:
            self.save_pdf(document, Path(name), controls)

    def save_pdf(
        self, document: Document, path: Path, controls: Sequence[QWidget] = ()
    ) -> asyncio.Task[None]:
        actions = self._actions

        def make() -> bytes:
            pages = document.make()
            return paged_pdf(pages.parts, pages.title, pages.footer)

        async def save() -> DataLeft:
            return await actions.save_file(document.target, document.what, make, path)

        return self._runner.run(
            save,
            controls=controls,
            binding=Binding.FREE,
            on_success=lambda _left: self._banner.show_info(
                translate("Printout", "Saved to {0}.").format(path)
            ),
        )

    def choose_printer(self, document: Document, controls: Sequence[QWidget] = ()) -> QPrintDialog:
        """The system's print dialog, opened rather than run (the window keeps its loop);
        printing starts once the person accepts it."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self._parent)
        self.print_dialog = dialog

        def chosen(result: int) -> None:
            self.print_dialog = None
            if result == QDialog.DialogCode.Accepted.value:
                self.print_to(document, printer, controls)

        dialog.finished.connect(chosen)
        QDialog.open(dialog)  # the print dialog's own open() wants a slot to call
        return dialog

    def print_to(
        self, document: Document, printer: QPrinter, controls: Sequence[QWidget] = ()
    ) -> asyncio.Task[None]:
        actions, where = self._actions, printer_name(printer)

        def paint() -> int:
            pages = document.make()
            printer.setDocName(pages.title)
            return paint_pages(printer, pages.parts, pages.footer)

        async def send() -> DataLeft:
            return await actions.print_document(document.target, document.what, where, paint)

        return self._runner.run(
            send,
            controls=controls,
            binding=Binding.FREE,
            on_success=lambda left: self._banner.show_info(
                plural(
                    left.count,
                    translate("Printout", "{0} page sent to {1}."),
                    translate("Printout", "{0} pages sent to {1}."),
                    where,
                )
            ),
        )
