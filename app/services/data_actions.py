"""The door's personal-data actions: a reveal, a copy to the clipboard of a revealed value,
a document saved or opened outside Teller, a case bundle, an export of orders, a file Teller
makes (a receipt, a batch's summary or results) saved or printed.

Nothing here is sent to a server, but each is personal data shown or leaving Teller, so each
goes through the door like any action (ARCHITECTURE.md, "One door"): the environment's guard
is asked first (a read-only profile refuses, production asks for a typed confirmation), then
the thing is done, then the journal records its outcome. A refused reveal reveals nothing and
a refused copy writes nothing: the view shows the value or writes the file only once the
door let it through, and a file is written by the door itself.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from app.services.door import ActionRefused, Door
from app.services.file_copies import temporary_copy
from app.services.handover import in_thread
from app.services.translation import translate


def _discard_copy(path: Path) -> None:
    """A temporary copy written for a viewer that was never asked to open it (the person
    moved on while it was written): it goes with its own folder, now, not at exit."""
    shutil.rmtree(path.parent, ignore_errors=True)


@dataclass(frozen=True)
class DataLeft:
    """What was shown or written: ``id`` is the journal entry's detail (the door records a
    result's id), ``path`` the file written, if any."""

    id: str
    path: Path | None = None
    count: int = 0  # how many records went (an export of orders)


class NothingLeft(ActionRefused):
    """The copy was cancelled or could not be written: nothing left Teller (the journal
    records it as refused, with this sentence)."""

    default_message = "Nothing was written."


def personal_choice(include_personal: bool) -> str:
    """How a bundle's journal entry says what went into it."""
    return "personal data included" if include_personal else "personal data masked"


class DataActions(Door):
    async def reveal(self, what: str, whose: str) -> DataLeft:
        """A person asks to see one masked value (``what``: its kind, ``whose``: where it is).
        The caller shows it only if this returns."""

        async def shown() -> DataLeft:
            return DataLeft(what)

        return await self._perform(
            "reveal", whose, f"Reveal the {what} of {whose}", shown, changes=[]
        )

    async def copy_personal(self, what: str, whose: str) -> DataLeft:
        """A revealed value is copied to the clipboard (it leaves Teller): the caller copies
        only if this returns. A masked value's copy is the mask, which needs no door."""

        async def copied() -> DataLeft:
            return DataLeft(what)

        return await self._perform(
            "copy_personal_data",
            whose,
            f"Copy the {what} of {whose} to the clipboard",
            copied,
            changes=[],
        )

    async def save_document_copy(
        self, target: str, file_name: str, content: bytes, path: Path
    ) -> DataLeft:
        """The document's bytes written at ``path`` (chosen by the person)."""

        async def write() -> DataLeft:
            try:
                await asyncio.to_thread(path.write_bytes, content)
            except OSError as exc:
                raise NothingLeft(
                    translate(
                        "DataActions",
                        "The copy could not be saved to {0}: {1}. Choose another folder.",
                    ).format(path, exc.strerror or exc)
                ) from exc
            return DataLeft(f"{file_name} to {path}", path)

        return await self._perform(
            "save_document_copy", target, f"Save a copy of {file_name}", write, changes=[]
        )

    async def open_document_copy(
        self, target: str, file_name: str, content: bytes, open_path: Callable[[Path], object]
    ) -> DataLeft:
        """A temporary copy handed to this computer's own viewer (``open_path``)."""

        async def hand_over() -> DataLeft:
            try:
                path = await in_thread(lambda: temporary_copy(file_name, content), _discard_copy)
            except OSError as exc:
                raise NothingLeft(
                    translate("DataActions", "A temporary copy could not be written: {0}.").format(
                        exc.strerror or exc
                    )
                ) from exc
            open_path(path)
            return DataLeft(f"{file_name} opened outside Teller", path)

        return await self._perform(
            "open_document_externally",
            target,
            f"Open {file_name} with the system viewer",
            hand_over,
            changes=[],
        )

    async def export_case_bundle(
        self,
        uid: str,
        session_id: str,
        file_name: str,
        include_personal: bool,
        write: Callable[[], Awaitable[Path | None]],
    ) -> DataLeft:
        """A case bundle written by ``write`` (None: cancelled, nothing left); the journal
        says under what name and whether personal data went into it unmasked."""

        async def export() -> DataLeft:
            written = await write()
            if written is None:
                raise NothingLeft(
                    translate("DataActions", "The export was cancelled: no file was written.")
                )
            return DataLeft(f"{written.name} ({personal_choice(include_personal)})", written)

        what = "with personal data" if include_personal else "personal data masked"
        return await self._perform(
            "export_case_bundle",
            f"{uid}/{session_id}",
            f"Export the case bundle ({what})",
            export,
            changes=[],
        )

    async def export_orders(
        self, target: str, file_name: str, write: Callable[[], Awaitable[int]]
    ) -> DataLeft:
        """Orders written to a CSV file by ``write`` (their recipients are personal data):
        the guard is asked before the file is opened, and the journal says how many orders
        went under what name."""

        async def export() -> DataLeft:
            count = await write()
            return DataLeft(f"{count} orders to {file_name}", count=count)

        return await self._perform(
            "export_orders", target, f"Export orders to {file_name}", export, changes=[]
        )

    async def save_file(
        self, target: str, what: str, make: Callable[[], bytes], path: Path
    ) -> DataLeft:
        """A file Teller makes (a receipt's or a batch summary's PDF, a batch's results) and
        writes at ``path``: the guard is asked before ``make`` runs (in a worker thread), the
        file appears whole or not at all, and the journal says what went under what name."""

        async def write() -> DataLeft:
            content = await asyncio.to_thread(make)
            try:
                await asyncio.to_thread(_write_whole, path, content)
            except OSError as exc:
                raise NothingLeft(
                    translate(
                        "DataActions",
                        "The file could not be saved to {0}: {1}. Choose another folder.",
                    ).format(path, exc.strerror or exc)
                ) from exc
            return DataLeft(f"{what} to {path.name}", path)

        return await self._perform("save_file", target, f"Save {what}", write, changes=[])

    async def print_document(
        self, target: str, what: str, printer: str, paint: Callable[[], int]
    ) -> DataLeft:
        """A receipt or a summary on paper: ``paint`` (run in a worker thread) draws its pages
        on ``printer``, once the guard let it through; the journal says how many pages."""

        async def printed() -> DataLeft:
            pages = await asyncio.to_thread(paint)
            return DataLeft(f"{what}, {pages} pages, on {printer}", count=pages)

        return await self._perform(
            "print_document", target, f"Print {what} on {printer}", printed, changes=[]
        )


def _write_whole(path: Path, content: bytes) -> None:
    """Written beside ``path`` and renamed: a failed write leaves no half file."""
    part = path.with_name(f".{path.name}.part")
    try:
        part.write_bytes(content)
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
