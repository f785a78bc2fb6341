"""The material reader keeps documents' bytes between reloads (files never change), but by a
byte budget as well as a count: 256 documents of up to 10 MB each would be gigabytes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import pytest

from app.models.onboarding import KybDocument
from app.services.evidence import material
from app.services.evidence.material import MaterialReader


@dataclass
class Content:
    content: bytes
    media_type: str = "application/pdf"


class Files:
    """A stand-in for the sandbox's document read: each file as big as asked."""

    def __init__(self, size: int) -> None:
        self.size = size

    async def kyb_document_content(self, uid: str, session_id: str, doc_id: str) -> Content:
        return Content(doc_id.encode() * (self.size // len(doc_id)))


def test_the_bytes_kept_stay_within_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(material, "CONTENT_BYTES_KEPT", 3_000)
    files: Any = Files(1_000)
    reader = MaterialReader(files, client=None)  # type: ignore[arg-type]

    async def read_all() -> None:
        for index in range(10):
            doc = KybDocument.model_validate({"id": f"doc-{index}", "file_name": f"{index}.pdf"})
            await reader._document("u", "s", doc)

    asyncio.run(read_all())
    assert reader.kept_bytes() <= 3_000
    assert reader.fetched == 10
