"""Each file of an upload, checked before anything is sent (at most 10 MB, and really a PDF,
PNG or JPEG by its first bytes: a renamed file is refused at the field), its category and type
first guessed from its name and content, and its row's words in the dialog's list.

The sentences keep the dialog's translation context ("UploadDialog").
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.services.document_guess import guess_document
from app.views.compliance.case_source import Catalogue
from app.views.compliance.file_types import MAX_UPLOAD_BYTES, FileKind, sniff
from app.views.compliance.formatting import size


@dataclass(frozen=True)
class Checked:
    path: Path
    kind: FileKind | None
    size: int
    problem: str  # '' when the file may be sent


def check_file(path: Path) -> Checked:
    """Size and real type, read from the disk before anything is sent."""
    try:
        length = path.stat().st_size
        with path.open("rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        return Checked(
            path,
            None,
            0,
            QCoreApplication.translate("UploadDialog", "{0} cannot be read: {1}.").format(
                path.name, exc.strerror
            ),
        )
    if length == 0:
        return Checked(
            path,
            None,
            0,
            QCoreApplication.translate("UploadDialog", "{0} is empty.").format(path.name),
        )
    if length > MAX_UPLOAD_BYTES:
        return Checked(
            path,
            None,
            length,
            QCoreApplication.translate(
                "UploadDialog", "{0} is {1}: files of up to 10 MB are accepted."
            ).format(path.name, size(length)),
        )
    kind = sniff(head)
    if kind is None:
        return Checked(
            path,
            None,
            length,
            QCoreApplication.translate(
                "UploadDialog",
                "{0} is not a PDF, PNG or JPEG (its content says otherwise, whatever its name): "
                "choose the scanned document itself.",
            ).format(path.name),
        )
    return Checked(path, kind, length, "")


def guess_choice(catalogue: Catalogue, checked: Checked) -> tuple[str, str]:
    """(category, type) guessed for a file the catalogue offers, ('', '') when no guess fits."""
    offered = {c.slug: [t.slug for t in c.types] for c in catalogue.categories}
    kind = checked.kind.value if checked.kind is not None else None
    guess = guess_document(checked.path.name, kind, offered)
    return (guess.category, guess.type) if guess is not None else ("", "")


def row_text(checked: Checked, choice_words: str) -> str:
    """``scan.pdf · 120 KB · Identity / Passport``; a refused file is marked and has no choice."""
    if checked.problem:
        return f"⚠ {checked.path.name} · {size(checked.size)}"
    return f"{checked.path.name} · {size(checked.size)} · {choice_words}"
