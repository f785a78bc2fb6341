"""Test helpers for onboarding: upload KYB documents, list sessions and shareholders,
drive identity verifications and KYB session states."""

from __future__ import annotations

import uuid
from typing import Annotated

from fastapi import APIRouter, File, Form, Query, UploadFile
from sqlalchemy import select

from app.models.kyb_catalogue import KYB_SESSION_STATES
from app.models.onboarding import KybDocument, KybSession, KycStateHistory, ShareholderList
from app.models.sandbox_helpers import (
    IdentityVerificationCreated,
    KybSessionList,
    TransitionRequest,
)
from app.models.text_policy import file_name_problem
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.clock import now_iso
from sandbox.context import Ctx
from sandbox.db.tables import (
    identity_verification_logs,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.domain.kyb_catalogue import document_kind_issues
from sandbox.domain.onboarding import (
    DOCUMENT_COLUMNS,
    document_model,
    kyc_history,
    open_identity_verification,
    session_model,
    session_of,
    shareholder_detail,
)
from sandbox.domain.scoping import user_of
from sandbox.errors import validation_error
from sandbox.file_types import sniff

router = APIRouter(prefix="/sandbox/v1", tags=["Sandbox test helpers"])

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
KYB_STATES = KYB_SESSION_STATES  # NEEDS_MORE_INFO: the applicant's turn (uploads stay open)


@router.post(
    "/business-users/{uid}/kyb-sessions/{sessionId}/documents",
    response_model=KybDocument,
    status_code=201,
    operation_id="upload_kyb_document",
)
async def upload_document(
    uid: str,
    sessionId: str,
    ctx: Ctx,
    merchant: CurrentMerchant,
    file: Annotated[UploadFile, File()],
    category: Annotated[str, Form(min_length=1)],
    type: Annotated[str, Form(min_length=1)],
) -> KybDocument:
    content = await file.read(MAX_UPLOAD_BYTES + 1)
    issues: list[FieldIssue] = []
    sniffed = sniff(content)
    if not content or len(content) > MAX_UPLOAD_BYTES:
        issues.append(FieldIssue("file", "Upload a file of 1 byte to 10 MB."))
    elif not sniffed.accepted:
        issues.append(FieldIssue("file", sniffed.refusal()))
    issues += document_kind_issues(category, type)
    issues += file_name_issues(file.filename)
    if issues:
        raise validation_error(issues)
    at = now_iso()
    did = str(uuid.uuid4())
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        session_of(conn, merchant.id, uid, sessionId)
        conn.execute(
            kyb_documents.insert().values(
                id=did,
                session_id=sessionId,
                category=category,
                type=type,
                file_name=file.filename or "document",
                file_size=len(content),
                content=content,
                media_type=sniffed.media_type,
                created_at=at,
                updated_at=at,
            )
        )
        return document_model(
            conn.execute(select(*DOCUMENT_COLUMNS).where(kyb_documents.c.id == did)).one()
        )


IncludeDeleted = Annotated[
    bool,
    Query(
        alias="includeDeleted",
        description="true: soft-deleted documents too, each with its deletedAt",
    ),
]


def file_name_issues(file_name: str | None) -> list[FieldIssue]:
    """An uploaded file's name is held to the text policy and is a name, never a path
    (app/models/text_policy.py); a part sent without one is stored as "document"."""
    problem = file_name_problem(file_name) if file_name else None
    return [] if problem is None else [FieldIssue("file", problem)]


@router.get("/business-users/{uid}/kyb-sessions", response_model=KybSessionList)
def list_kyb_sessions(
    uid: str, ctx: Ctx, merchant: CurrentMerchant, include_deleted: IncludeDeleted = False
) -> KybSessionList:
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        rows = conn.execute(
            select(kyb_sessions)
            .where(kyb_sessions.c.user_id == uid, kyb_sessions.c.merchant_id == merchant.id)
            .order_by(kyb_sessions.c.created_at.desc(), kyb_sessions.c.id)
        ).all()
        return KybSessionList(
            kyb_sessions=[session_model(conn, r, include_deleted=include_deleted) for r in rows]
        )


@router.get("/business-users/{uid}/kyb-sessions/{sessionId}", response_model=KybSession)
def get_kyb_session(
    uid: str,
    sessionId: str,
    ctx: Ctx,
    merchant: CurrentMerchant,
    include_deleted: IncludeDeleted = False,
) -> KybSession:
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        session = session_of(conn, merchant.id, uid, sessionId)
        return session_model(conn, session, include_deleted=include_deleted)


@router.post("/business-users/{uid}/kyb-sessions/{sessionId}/state", response_model=KybSession)
def set_kyb_state(
    uid: str, sessionId: str, body: TransitionRequest, ctx: Ctx, merchant: CurrentMerchant
) -> KybSession:
    if body.new_state not in KYB_STATES:
        raise validation_error(
            [FieldIssue("new_state", "Use one of: " + ", ".join(KYB_STATES) + ".")]
        )
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        session_of(conn, merchant.id, uid, sessionId)
        conn.execute(
            kyb_sessions.update()
            .where(kyb_sessions.c.id == sessionId)
            .values(state=body.new_state, updated_at=now_iso())
        )
        return session_model(conn, session_of(conn, merchant.id, uid, sessionId))


@router.get("/business-users/{uid}/shareholders", response_model=ShareholderList)
def list_shareholders(uid: str, ctx: Ctx, merchant: CurrentMerchant) -> ShareholderList:
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        rows = conn.execute(
            select(shareholders)
            .where(shareholders.c.user_id == uid)
            .order_by(shareholders.c.created_at)
        ).all()
    return ShareholderList(shareholders=[shareholder_detail(r) for r in rows])


@router.post(
    "/users/{uid}/identity-verifications",
    response_model=IdentityVerificationCreated,
    status_code=201,
)
def create_identity_verification(
    uid: str, ctx: Ctx, merchant: CurrentMerchant
) -> IdentityVerificationCreated:
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        sid = open_identity_verification(conn, merchant.id, uid, now_iso())
    return IdentityVerificationCreated(session_id=sid)


@router.post(
    "/users/{uid}/identity-verifications/{sessionId}/transitions",
    response_model=KycStateHistory,
    status_code=201,
    operation_id="add_kyc_transition",
)
def add_transition(
    uid: str, sessionId: str, body: TransitionRequest, ctx: Ctx, merchant: CurrentMerchant
) -> KycStateHistory:
    with ctx.db.write() as conn:
        user_of(conn, merchant.id, uid)
        kyc_history(conn, merchant.id, uid, sessionId)  # 404 if not this user's
        conn.execute(
            identity_verification_logs.insert().values(
                session_id=sessionId, new_state=body.new_state, created_at=now_iso()
            )
        )
        return kyc_history(conn, merchant.id, uid, sessionId)
