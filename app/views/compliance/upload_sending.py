"""Sending an upload's files one by one through the action door. Each file is read again just
before it goes: one that changed on the disk since it was checked (no longer a PDF, PNG or
JPEG, or over 10 MB) stops the sending, and what was sent before it stays sent."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.models.onboarding import KybDocument
from app.views.compliance.file_types import MAX_UPLOAD_BYTES, sniff
from app.views.compliance.upload_files import Checked

if TYPE_CHECKING:
    from app.services.actions import Actions


async def send_files(
    actions: Actions,
    uid: str,
    session_id: str,
    files: list[Checked],
    choices: dict[Path, tuple[str, str]],
    *,
    sending: Callable[[int, Checked], None],
    sent: Callable[[int, KybDocument], None],
) -> str:
    """Send ``files`` in order with their (category, type); ``sending`` is told of each
    (1-based) before it goes, ``sent`` after. The name of a file that changed on the disk
    (and was not sent, nor any after it), '' when every file went."""
    for number, checked in enumerate(files, start=1):
        sending(number, checked)
        content = await asyncio.to_thread(checked.path.read_bytes)
        again = sniff(content[:1024])  # the file may have changed since it was checked
        if again is None or len(content) > MAX_UPLOAD_BYTES:
            return checked.path.name
        category, type_ = choices[checked.path]
        document = await actions.upload_kyb_document(
            uid,
            session_id,
            file_name=checked.path.name,
            content=content,
            category=category,
            type_=type_,
        )
        sent(number, document)
    return ""
