"""A case bundle: one zip a reviewer or an auditor can check without Teller.

Inside: ``case.json`` (the session, the documents' metadata, declared details, shareholders
with their KYC histories, the marks, the decision, the case's journal entries and its
evidence: flags with their dismissals, comparisons, screening, ownership), each
document's file under ``documents/``, ``report.pdf`` (a readable summary), and
``SHA256SUMS`` (``sha256sum -c`` checks every other member).

Personal data in ``case.json`` and the report is masked by the one policy
(``app/services/masking.py``) unless the person chose to include it, a choice the door
journals with the export (``DataActions.export_case_bundle``); ``case.json`` says which
(``personalData``). The journal entries are copied as they are: their hashes must still check.

Writing runs off the UI thread (``write_bundle`` is plain blocking code for a worker thread):
it reports progress after each member and looks at ``cancelled`` between members. The zip is
written to a hidden ``.part`` file beside the target and renamed into place only when whole,
so a cancelled or failed export leaves no file behind. The PDF comes from a renderer passed
in: drawing it needs QtGui, which services do not import.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.services.case_evidence_data import mask_evidence
from app.services.masking import mask_details, mask_payload

Progress = Callable[[int, int], None]  # done, total
Cancelled = Callable[[], bool]
RenderPdf = Callable[[Mapping[str, Any]], bytes]
MANIFEST = "SHA256SUMS"


class BundleCancelledError(Exception):
    """The person cancelled the export: nothing was left on disk."""


@dataclass
class BundleFile:
    doc_id: str
    file_name: str
    content: bytes


@dataclass
class CaseBundle:
    case: dict[str, Any]  # what case.json holds (JSON-ready), personal data in clear
    files: list[BundleFile] = field(default_factory=list)
    include_personal: bool = False  # the person's choice; masked unless they chose otherwise


# Copied as they are, or masked their own way (the evidence by its fields: a flag's facts
# are named values that a member's name alone does not classify).
UNMASKED_MEMBERS = ("journal", "details", "files", "evidence")


def shared_case(case: Mapping[str, Any], *, include_personal: bool) -> dict[str, Any]:
    """What leaves Teller of a case: personal data masked (a business's declared details as
    a business's), unless the person chose to include it."""
    if include_personal:
        return {**case, "personalData": "included"}
    shared: dict[str, Any] = {
        key: value if key in UNMASKED_MEMBERS else mask_payload(value, path=(key,))
        for key, value in case.items()
    }
    shared["details"] = [
        {**entry, "details": mask_details(entry.get("details") or [])}
        if isinstance(entry, Mapping)
        else entry
        for entry in case.get("details") or []
    ]
    if isinstance(case.get("evidence"), Mapping):
        shared["evidence"] = mask_evidence(case["evidence"])
    shared["personalData"] = "masked"
    return shared


def member_name(file: BundleFile) -> str:
    """``documents/<id>-<name>``: unique by id, readable by name, safe in any zip tool."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", file.file_name).strip("._") or "file"
    return f"documents/{file.doc_id}-{safe}"


def write_bundle(
    path: Path,
    bundle: CaseBundle,
    render_pdf: RenderPdf,
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Path:
    """Write the zip at ``path`` (replacing one there); raise ``BundleCancelledError`` if asked to
    stop, leaving nothing."""
    path = Path(path)
    part = path.with_name(f".{path.name}.part")
    total = len(bundle.files) + 3  # case.json, the files, the report, the manifest
    done = 0
    sums: list[tuple[str, str]] = []

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)
        if cancelled is not None and cancelled():
            raise BundleCancelledError()

    try:
        with zipfile.ZipFile(part, "w", compression=zipfile.ZIP_DEFLATED) as archive:

            def put(name: str, data: bytes) -> None:
                archive.writestr(name, data)
                sums.append((hashlib.sha256(data).hexdigest(), name))

            case = shared_case(bundle.case, include_personal=bundle.include_personal)
            case["files"] = [
                {"documentId": f.doc_id, "member": member_name(f), "size": len(f.content)}
                for f in bundle.files
            ]
            put("case.json", json.dumps(case, indent=2, ensure_ascii=False).encode())
            step()
            for file in bundle.files:
                put(member_name(file), file.content)
                step()
            put("report.pdf", render_pdf(case))
            step()
            manifest = "".join(f"{digest}  {name}\n" for digest, name in sums)
            archive.writestr(MANIFEST, manifest.encode())
            step()
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            part.unlink()
        raise
    return path


def verify_bundle(path: Path) -> list[str]:
    """The members whose SHA-256 does not match the manifest, or that it misses (none: whole)."""
    problems: list[str] = []
    with zipfile.ZipFile(path) as archive:
        listed: dict[str, str] = {}
        for line in archive.read(MANIFEST).decode().splitlines():
            digest, _, name = line.partition("  ")
            listed[name] = digest
        for name in archive.namelist():
            if name == MANIFEST:
                continue
            digest = hashlib.sha256(archive.read(name)).hexdigest()
            if listed.pop(name, None) != digest:
                problems.append(name)
        problems.extend(listed)  # listed but absent
    return problems


class BundleExport(QObject):
    """Progress and cancel across threads: the worker calls ``report``, the UI hears
    ``progressed`` (a queued signal); ``cancel`` from the UI is seen between members."""

    progressed = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancelled = False

    def report(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)

    def cancel(self) -> None:
        self._cancelled = True

    def cancelled(self) -> bool:
        return self._cancelled
