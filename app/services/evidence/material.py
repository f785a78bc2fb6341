"""A case's material, read from the sandbox: what the evidence is computed from.

The session's current documents (deleted ones are no evidence) with their bytes, sha256,
media type and upload time; the business's shareholders with the identity provider's payload,
their newest KYC state and which of the session's documents is their ID card (the payload's
``documents[].photos[]`` hold the card's content path); the newest KYB details entry as a
dict. Only the sandbox's test helpers list documents and shareholders: a live server's spec
has no such reads, so there the material cannot be read (``MaterialReader`` is not made).

A document's bytes are fetched once per document: an uploaded file never changes (a new
upload is a new document), so a reload with nothing new asks only for the lists.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections import OrderedDict
from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from app.models.onboarding import KybDetailEntry, KybDocument, ShareholderDetail
from app.services.evidence.model import CaseMaterial, MaterialDocument, MaterialPerson
from app.services.kyc_state import latest_kyc_state

if TYPE_CHECKING:
    from app.api.read_client import ReadClient, ReadSandbox

CONTENT_KEPT = 256  # documents' bytes kept between reloads (a case has a few dozen at most)
# ... and at most this many bytes of them: a document may be 10 MB, and 256 of those would be
# gigabytes held for a reload's sake (the text read from them is kept by the reader anyway).
CONTENT_BYTES_KEPT = 64 * 1024 * 1024
_CONTENT_PATH = re.compile(r"/documents/([^/?#]+)/content")


class MaterialReader:
    """Reads one case's material through the views' read-only wrappers."""

    def __init__(self, sandbox: ReadSandbox, client: ReadClient) -> None:
        self._sandbox = sandbox
        self._client = client
        # (uid, session, doc id) -> (bytes, media type, sha256): files never change
        self._files: OrderedDict[tuple[str, str, str], tuple[bytes, str, str]] = OrderedDict()
        self.fetched = 0  # documents' bytes asked of the server (what a reload should not do)

    def kept_bytes(self) -> int:
        return sum(len(content) for content, _media, _sha in self._files.values())

    async def read(self, uid: str, session_id: str) -> CaseMaterial:
        """The case's material as the server holds it now. ``ApiError`` if a read fails."""
        session, listed, details = await asyncio.gather(
            self._sandbox.get_kyb_session(uid, session_id),
            self._sandbox.list_shareholders(uid),
            self._client.get_kyb_details(uid),
        )
        current = [d for d in session.documents if d.deleted_at is None]
        documents = await asyncio.gather(*(self._document(uid, session_id, d) for d in current))
        people = await asyncio.gather(
            *(self._person(uid, p, {d.id for d in current}) for p in listed.shareholders)
        )
        declared = newest_details(details)
        return CaseMaterial(
            uid=uid,
            session_id=session_id,
            company=declared.get("companyName", ""),
            declared=declared,
            documents=tuple(documents),
            people=tuple(people),
        )

    async def _document(self, uid: str, session_id: str, doc: KybDocument) -> MaterialDocument:
        held = (uid, session_id, doc.id)
        kept = self._files.get(held)
        if kept is None:
            found = await self._sandbox.kyb_document_content(uid, session_id, doc.id)
            self.fetched += 1
            kept = (found.content, doc.media_type or found.media_type, sha256(found.content))
            self._files[held] = kept
            while len(self._files) > 1 and (
                len(self._files) > CONTENT_KEPT or self.kept_bytes() > CONTENT_BYTES_KEPT
            ):
                self._files.popitem(last=False)
        else:
            self._files.move_to_end(held)
        content, media_type, digest = kept
        return MaterialDocument(
            id=doc.id,
            file_name=doc.file_name or doc.id,
            category=doc.category or "",
            type=doc.type or "",
            media_type=media_type,
            sha256=digest,
            uploaded_at=_moment(doc.created_at),
            content=content,
        )

    async def _person(
        self, uid: str, person: ShareholderDetail, documents: set[str]
    ) -> MaterialPerson:
        state = None
        if person.identity_verification_id:
            history = await self._client.get_kyc_state_history(uid, person.identity_verification_id)
            state = latest_kyc_state(history)
        kyc = person.kyc.model_dump(mode="json", by_alias=True) if person.kyc else {}
        return MaterialPerson(
            id=person.id,
            name=person.name or "",
            surname=person.surname or "",
            kyc=kyc or {},
            kyc_state=state,
            card_document_id=card_document_id(kyc or {}, documents),
        )


def sha256(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def newest_details(entries: Iterable[KybDetailEntry]) -> dict[str, str]:
    """The newest KYB details entry as key -> value (a key without a value is left out)."""
    newest = max(entries, key=lambda e: e.created_at or "", default=None)
    if newest is None:
        return {}
    return {item.key: item.value for item in newest.details if item.value is not None}


def card_document_id(kyc: dict[str, Any], documents: set[str]) -> str | None:
    """The id of the session's document the payload's photos point to (the person's ID
    card), if one of them is among ``documents``; None otherwise."""
    data = kyc.get("data")
    listed = data.get("documents") if isinstance(data, dict) else None
    for document in listed if isinstance(listed, list) else []:
        photos = document.get("photos") if isinstance(document, dict) else None
        for photo in photos if isinstance(photos, list) else []:
            found = _CONTENT_PATH.search(photo) if isinstance(photo, str) else None
            if found is not None and found.group(1) in documents:
                return found.group(1)
    return None


def _moment(value: object) -> datetime | None:
    return value if isinstance(value, datetime) else None
