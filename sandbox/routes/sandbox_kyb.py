"""Test helpers for a KYB reviewer: the catalogue, the case list and a document's file."""

from __future__ import annotations

import unicodedata
from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter, Header, Response
from sqlalchemy import select

from app.models.errors import ErrorType
from app.models.kyb_cases import KybCaseList
from app.models.kyb_catalogue import KybCatalogue
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.db.tables import kyb_documents
from sandbox.domain.kyb_cases import kyb_cases
from sandbox.domain.kyb_catalogue import catalogue
from sandbox.domain.onboarding import session_of
from sandbox.domain.relations import preferred_language
from sandbox.domain.scoping import user_of
from sandbox.errors import SandboxError, not_found
from sandbox.file_types import sniff

router = APIRouter(prefix="/sandbox/v1", tags=["Sandbox test helpers"])

FILE_TYPES = ("application/pdf", "image/png", "image/jpeg")
# The bytes in the type they were accepted as; application/octet-stream only for a document
# stored before the sandbox kept types whose bytes it cannot name (listed last, and the type
# a generated client reads any of them with).
FILE_CONTENT = {
    t: {"schema": {"type": "string", "format": "binary"}}
    for t in (*FILE_TYPES, "application/octet-stream")
}


@router.get("/kyb/catalogue", response_model=KybCatalogue, operation_id="get_kyb_catalogue")
def kyb_catalogue(
    merchant: CurrentMerchant,
    accept_language: Annotated[str | None, Header(alias="Accept-Language")] = None,
) -> KybCatalogue:
    """Document categories and types, session and KYC states; Spanish when preferred."""
    return catalogue(preferred_language(accept_language))


@router.get("/kyb/cases", response_model=KybCaseList)
def list_kyb_cases(ctx: Ctx, merchant: CurrentMerchant) -> KybCaseList:
    with ctx.db.read() as conn:
        return KybCaseList(cases=kyb_cases(conn, merchant.id))


@router.get(
    "/business-users/{uid}/kyb-sessions/{sessionId}/documents/{docId}/content",
    response_class=Response,
    operation_id="get_kyb_document_content",
    responses={200: {"content": FILE_CONTENT, "description": "The file, as uploaded"}},
)
def document_content(
    uid: str, sessionId: str, docId: str, ctx: Ctx, merchant: CurrentMerchant
) -> Response:
    """The uploaded bytes, soft-deleted documents included (a reviewer reads tombstones)."""
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        session_of(conn, merchant.id, uid, sessionId)
        row = conn.execute(
            select(
                kyb_documents.c.file_name, kyb_documents.c.media_type, kyb_documents.c.content
            ).where(kyb_documents.c.id == docId, kyb_documents.c.session_id == sessionId)
        ).first()
    if row is None:
        raise not_found(f"The document {docId}")
    if row.content is None:
        raise SandboxError(
            ErrorType.NOT_FOUND_ERROR,
            f"The document {docId} has no file: it was made before the sandbox kept files.",
        )
    content = bytes(row.content)
    media_type = row.media_type or sniff(content).media_type or "application/octet-stream"
    return Response(
        content=content,
        media_type=media_type,
        headers={
            "Content-Disposition": inline_disposition(row.file_name),
            "X-Content-Type-Options": "nosniff",
        },
    )


def inline_disposition(file_name: str) -> str:
    """``inline; filename="…"`` with an ASCII fallback, plus RFC 6266's ``filename*`` when the
    name has other characters; any folder part of the uploader's name is dropped."""
    name = file_name.replace("\\", "/").rsplit("/", 1)[-1]
    name = "".join(ch for ch in name if ch.isprintable()).strip() or "document"
    plain = unicodedata.normalize("NFKD", name)
    fallback = "".join(
        "_" if ch in '"\\' else ch for ch in plain if ch.isascii() and not unicodedata.combining(ch)
    )
    header = f'inline; filename="{fallback or "document"}"'
    if fallback != name:
        header += f"; filename*=UTF-8''{quote(name, safe='')}"
    return header
