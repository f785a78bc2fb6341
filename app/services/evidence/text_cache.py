"""What was read from each file, kept by the file's sha256 so a second look at a case costs
nothing. Memory only: the text of identity cards and company papers is personal data, and
Teller keeps no plain copy of a document on disk beyond a viewer's temporary one."""

from __future__ import annotations

from collections import OrderedDict

from app.services.evidence.model import DocumentText


class TextCache:
    """A bounded least-recently-used map from sha256 to ``DocumentText``."""

    def __init__(self, size: int = 512) -> None:
        self._size = max(1, size)
        self._texts: OrderedDict[str, DocumentText] = OrderedDict()

    def get(self, sha256: str) -> DocumentText | None:
        text = self._texts.get(sha256)
        if text is not None:
            self._texts.move_to_end(sha256)
        return text

    def put(self, text: DocumentText) -> None:
        self._texts[text.sha256] = text
        self._texts.move_to_end(text.sha256)
        while len(self._texts) > self._size:
            self._texts.popitem(last=False)

    def __len__(self) -> int:
        return len(self._texts)
