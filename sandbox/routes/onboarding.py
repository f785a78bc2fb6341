"""Business onboarding: KYB sessions (business-user, singular), details and shareholders."""

from __future__ import annotations

import json
import uuid

from fastapi import APIRouter, Response
from sqlalchemy import select

from app.models.errors import ErrorEnvelope
from app.models.onboarding import (
    KybDetailEntry,
    KybSession,
    Shareholder,
    ShareholderCreateRequest,
    ShareholderUpdateRequest,
)
from sandbox.auth import CurrentMerchant
from sandbox.clock import now_iso
from sandbox.context import Ctx
from sandbox.db.tables import kyb_details, kyb_documents, kyb_sessions, shareholders
from sandbox.domain.onboarding import (
    add_detail_entry,
    kyc_level,
    next_kyb_id,
    open_identity_verification,
    session_model,
    session_of,
    shareholder_model,
    shareholder_of,
)
from sandbox.domain.scoping import user_of
from sandbox.errors import not_found, unprocessable

router = APIRouter(prefix="/api/v1/account", tags=["Business onboarding"])
PERSON_REFUSED = "This user is a person; business onboarding is for business users."
# The routes that refuse a person declare it, in the envelope they answer it with.
BUSINESS_ONLY: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorEnvelope, "description": "No such user of this merchant (NOT_FOUND)."},
    422: {
        "model": ErrorEnvelope,
        "description": f"UNPROCESSABLE_ERROR, code INVALID_REQUEST: {PERSON_REFUSED}",
    },
}


def business_user_of(conn, merchant_id: str, uid: str):  # type: ignore[no-untyped-def]
    user = user_of(conn, merchant_id, uid)
    if user.type != "BUSINESS":
        raise unprocessable(PERSON_REFUSED)
    return user


@router.post(
    "/business-user/{uid}/kyb-sessions",
    response_model=KybSession,
    status_code=201,
    responses=BUSINESS_ONLY,
)
def create_kyb_session(uid: str, ctx: Ctx, merchant: CurrentMerchant) -> KybSession:
    at = now_iso()
    sid = str(uuid.uuid4())
    with ctx.db.write() as conn:
        user = business_user_of(conn, merchant.id, uid)
        conn.execute(
            kyb_sessions.insert().values(
                id=sid,
                kyb_id=next_kyb_id(conn),
                merchant_id=merchant.id,
                user_id=uid,
                state="CREATED",
                created_at=at,
                updated_at=at,
            )
        )
        add_detail_entry(
            conn,
            uid,
            at,
            {
                "companyName": user.company_name or "",
                "email": user.email or "",
                "kybSessionId": sid,
                "state": "CREATED",
            },
        )
        return session_model(conn, session_of(conn, merchant.id, uid, sid))


@router.delete("/business-user/{uid}/kyb-sessions/{sessionId}/documents/{docId}", status_code=204)
def delete_kyb_document(
    uid: str, sessionId: str, docId: str, ctx: Ctx, merchant: CurrentMerchant
) -> Response:
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        session_of(conn, merchant.id, uid, sessionId)
        document = conn.execute(
            select(kyb_documents).where(
                kyb_documents.c.id == docId,
                kyb_documents.c.session_id == sessionId,
                kyb_documents.c.deleted_at.is_(None),
            )
        ).first()
        if document is None:
            raise not_found(f"The document {docId}")
        at = now_iso()
        conn.execute(
            kyb_documents.update()
            .where(kyb_documents.c.id == docId)
            .values(deleted_at=at, updated_at=at)
        )
    return Response(status_code=204)


@router.get(
    "/business-users/{uid}/kyb", response_model=list[KybDetailEntry], operation_id="get_kyb_detail"
)
def kyb_detail(uid: str, ctx: Ctx, merchant: CurrentMerchant) -> list[KybDetailEntry]:
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        rows = conn.execute(
            select(kyb_details)
            .where(kyb_details.c.user_id == uid)
            .order_by(kyb_details.c.id.desc())
        ).all()
    return [
        KybDetailEntry.model_validate(
            {"createdAt": r.created_at, "details": json.loads(r.details_json)}
        )
        for r in rows
    ]


@router.post(
    "/business-users/{uid}/shareholders",
    response_model=Shareholder,
    status_code=201,
    responses=BUSINESS_ONLY,
)
def create_shareholder(
    uid: str, body: ShareholderCreateRequest, ctx: Ctx, merchant: CurrentMerchant
) -> Shareholder:
    at = now_iso()
    kyc = body.kyc.model_dump(mode="json", by_alias=True, exclude_none=True)
    sid = str(uuid.uuid4())
    with ctx.db.write() as conn:
        business_user_of(conn, merchant.id, uid)
        # The shareholder's own KYC session, under the business user (docs/sandbox.md).
        verification = open_identity_verification(conn, merchant.id, uid, at)
        conn.execute(
            shareholders.insert().values(
                id=sid,
                merchant_id=merchant.id,
                user_id=uid,
                email=body.email,
                name=body.name,
                surname=body.surname,
                kyc_level=kyc_level(kyc),
                kyc_json=json.dumps(kyc),
                identity_verification_id=verification,
                created_at=at,
                updated_at=at,
            )
        )
        return shareholder_model(shareholder_of(conn, merchant.id, uid, sid))


@router.put("/business-users/{uid}/shareholders/{shareholder_id}", response_model=Shareholder)
def update_shareholder(
    uid: str,
    shareholder_id: str,
    body: ShareholderUpdateRequest,
    ctx: Ctx,
    merchant: CurrentMerchant,
) -> Shareholder:
    changes: dict[str, object] = {
        k: v
        for k, v in {"email": body.email, "name": body.name, "surname": body.surname}.items()
        if v is not None
    }
    if body.kyc is not None:
        kyc = body.kyc.model_dump(mode="json", by_alias=True, exclude_none=True)
        changes.update(kyc_json=json.dumps(kyc), kyc_level=kyc_level(kyc))
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        shareholder_of(conn, merchant.id, uid, shareholder_id)
        if changes:
            changes["updated_at"] = now_iso()
            conn.execute(
                shareholders.update().where(shareholders.c.id == shareholder_id).values(changes)
            )
        return shareholder_model(shareholder_of(conn, merchant.id, uid, shareholder_id))
