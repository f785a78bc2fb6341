"""KYB sessions and documents, shareholders, KYC histories: rows to wire models."""

from __future__ import annotations

import json
import uuid
from typing import Any

from sqlalchemy import Connection, func, select

from app.models.onboarding import (
    KybDocument,
    KybSession,
    KycStateHistory,
    Shareholder,
    ShareholderDetail,
)
from sandbox.db.tables import (
    identity_verification_logs,
    identity_verifications,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.errors import not_found

VERIFIED_STATES = frozenset({"verified", "approved", "APPROVED", "VERIFIED"})
# A document's row without its file: lists never read the (up to 10 MB) content.
DOCUMENT_COLUMNS = tuple(c for c in kyb_documents.c if c.name != "content")


def document_model(row: Any) -> KybDocument:
    return KybDocument(
        id=row.id,
        kyb_session_id=row.session_id,
        category=row.category,
        type=row.type,
        file_name=row.file_name,
        file_size=row.file_size,
        created_at=row.created_at,
        updated_at=row.updated_at,
        media_type=row.media_type,
        deleted_at=row.deleted_at,
    )


def session_of(conn: Connection, merchant_id: str, uid: str, session_id: str) -> Any:
    row = conn.execute(
        select(kyb_sessions).where(
            kyb_sessions.c.id == session_id,
            kyb_sessions.c.user_id == uid,
            kyb_sessions.c.merchant_id == merchant_id,
        )
    ).first()
    if row is None:
        raise not_found(f"The KYB session {session_id}")
    return row


def session_model(conn: Connection, row: Any, *, include_deleted: bool = False) -> KybSession:
    """The session with its documents, oldest first; soft-deleted ones only when asked."""
    query = select(*DOCUMENT_COLUMNS).where(kyb_documents.c.session_id == row.id)
    if not include_deleted:
        query = query.where(kyb_documents.c.deleted_at.is_(None))
    documents = conn.execute(query.order_by(kyb_documents.c.created_at, kyb_documents.c.id)).all()
    return KybSession(
        id=row.id,
        kyb_id=row.kyb_id,
        state=row.state,
        created_at=row.created_at,
        updated_at=row.updated_at,
        documents=[document_model(d) for d in documents],
    )


def next_kyb_id(conn: Connection) -> int:
    return (
        int(conn.execute(select(func.coalesce(func.max(kyb_sessions.c.kyb_id), 1000))).scalar_one())
        + 1
    )


def add_detail_entry(conn: Connection, uid: str, at: str, details: dict[str, str]) -> None:
    conn.execute(
        kyb_details.insert().values(
            user_id=uid,
            created_at=at,
            details_json=json.dumps([{"key": k, "value": v} for k, v in details.items()]),
        )
    )


def kyc_level(kyc: dict[str, Any]) -> str:
    """NONE without documents; FULL when the identity is verified and not expired; else BASIC."""
    data = kyc.get("data") or {}
    identity = data.get("identity") or {}
    if identity.get("status") in VERIFIED_STATES and not data.get("expired"):
        return "FULL"
    return "BASIC" if data.get("documents") else "NONE"


def shareholder_model(row: Any) -> Shareholder:
    return Shareholder(
        id=row.id, email=row.email, name=row.name, surname=row.surname, kyc_level=row.kyc_level
    )


def shareholder_detail(row: Any) -> ShareholderDetail:
    """The helper's view: the spec's fields, the stored kyc and the linked KYC session."""
    return ShareholderDetail.model_validate(
        {
            "id": row.id,
            "email": row.email,
            "name": row.name,
            "surname": row.surname,
            "kycLevel": row.kyc_level,
            "kyc": json.loads(row.kyc_json),
            "identityVerificationId": row.identity_verification_id,
            "createdAt": row.created_at,
            "updatedAt": row.updated_at,
        }
    )


def open_identity_verification(
    conn: Connection, merchant_id: str, uid: str, at: str, session_id: str | None = None
) -> str:
    """A new identity verification (KYC) session of user ``uid``, its history at CREATED."""
    sid = session_id or str(uuid.uuid4())
    conn.execute(
        identity_verifications.insert().values(
            id=sid, merchant_id=merchant_id, user_id=uid, created_at=at
        )
    )
    conn.execute(
        identity_verification_logs.insert().values(
            session_id=sid, new_state="CREATED", created_at=at
        )
    )
    return sid


def shareholder_of(conn: Connection, merchant_id: str, uid: str, shareholder_id: str) -> Any:
    row = conn.execute(
        select(shareholders).where(
            shareholders.c.id == shareholder_id,
            shareholders.c.user_id == uid,
            shareholders.c.merchant_id == merchant_id,
        )
    ).first()
    if row is None:
        raise not_found(f"The shareholder {shareholder_id}")
    return row


def kyc_history(conn: Connection, merchant_id: str, uid: str, session_id: str) -> KycStateHistory:
    session = conn.execute(
        select(identity_verifications).where(
            identity_verifications.c.id == session_id,
            identity_verifications.c.user_id == uid,
            identity_verifications.c.merchant_id == merchant_id,
        )
    ).first()
    if session is None:
        raise not_found(f"The identity verification {session_id}")
    logs = conn.execute(
        select(identity_verification_logs)
        .where(identity_verification_logs.c.session_id == session_id)
        .order_by(identity_verification_logs.c.id)
    ).all()
    return KycStateHistory.model_validate(
        {
            "session_id": session_id,
            "logs": [
                {"id": r.id, "created_at": r.created_at, "new_state": r.new_state} for r in logs
            ],
        }
    )
