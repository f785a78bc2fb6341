"""GET .../identity-verifications/{sessionId}/state-history (snake_case on the wire)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from app.models.onboarding import KycStateHistory
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.domain.onboarding import kyc_history
from sandbox.domain.scoping import user_of

router = APIRouter(tags=["Identity verification"])


@router.get(
    "/api/v1/account/users/{uid}/identity-verifications/{sessionId}/state-history",
    response_model=KycStateHistory,
    operation_id="get_kyc_state_history",
)
def state_history(
    uid: str,
    session_id: Annotated[str, Path(alias="sessionId")],
    ctx: Ctx,
    merchant: CurrentMerchant,
) -> KycStateHistory:
    with ctx.db.read() as conn:
        user_of(conn, merchant.id, uid)
        return kyc_history(conn, merchant.id, uid, session_id)
