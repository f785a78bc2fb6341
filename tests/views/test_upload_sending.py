"""Sending an upload's files (upload_sending.py): a file that changed on the disk after it was
checked (no longer a PDF, PNG or JPEG) stops the sending at it, the files before it sent, none
after it; every file sent when none changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.models.onboarding import KybDocument
from app.views.compliance.upload_files import check_file
from app.views.compliance.upload_sending import send_files
from tests.views.test_compliance_files import picture, tiny_pdf


class RecordingActions:
    """The door's upload, recorded: what was sent, in order."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def upload_kyb_document(self, uid: str, session_id: str, **fields: Any) -> KybDocument:
        self.sent.append(fields["file_name"])
        return KybDocument.model_construct(id=f"d{len(self.sent)}", file_name=fields["file_name"])


def three_files(folder: Path) -> list[Path]:
    paths = [folder / "a.pdf", folder / "b.png", folder / "c.pdf"]
    for path, content in zip(paths, (tiny_pdf(1), picture("PNG"), tiny_pdf(1)), strict=True):
        path.write_bytes(content)
    return paths


def test_a_file_changed_after_its_check_stops_the_sending_at_it(arun, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    paths = three_files(tmp_path)
    checked = [check_file(path) for path in paths]
    assert not any(c.problem for c in checked)
    paths[1].write_bytes(b"not an image any more")  # changed between the check and the send
    actions, told, sent = RecordingActions(), [], []
    changed = arun(
        send_files(
            actions,  # type: ignore[arg-type]
            "u1",
            "s1",
            checked,
            {path: ("COMPANY", "CERTIFICATE_OF_INCORPORATION") for path in paths},
            sending=lambda number, item: told.append((number, item.path.name)),
            sent=lambda number, document: sent.append((number, document.file_name)),
        )
    )
    assert changed == "b.png"
    assert actions.sent == ["a.pdf"]
    assert sent == [(1, "a.pdf")]
    assert told == [(1, "a.pdf"), (2, "b.png")]


def test_every_file_goes_when_none_changed(arun, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    paths = three_files(tmp_path)
    actions = RecordingActions()
    changed = arun(
        send_files(
            actions,  # type: ignore[arg-type]
            "u1",
            "s1",
            [check_file(path) for path in paths],
            {path: ("COMPANY", "CERTIFICATE_OF_INCORPORATION") for path in paths},
            sending=lambda number, item: None,
            sent=lambda number, document: None,
        )
    )
    assert changed == ""
    assert actions.sent == ["a.pdf", "b.png", "c.pdf"]
