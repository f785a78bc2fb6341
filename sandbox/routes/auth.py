"""POST /api/v1/auth/login."""

from __future__ import annotations

from fastapi import APIRouter

from app.models.errors import ErrorEnvelope
from app.models.reference import LoginRequest, LoginResponse
from sandbox.auth import check_credentials, issue_token
from sandbox.context import Ctx
from sandbox.errors import unauthenticated

router = APIRouter(tags=["Authentication"])


@router.post(
    "/api/v1/auth/login",
    response_model=LoginResponse,
    status_code=200,
    responses={
        401: {
            "model": ErrorEnvelope,
            "description": "The api code or api key is wrong (AUTHENTICATION_ERROR).",
        }
    },
)
def login(body: LoginRequest, ctx: Ctx) -> LoginResponse:
    merchant = check_credentials(ctx, body.api_code, body.api_key)
    if merchant is None:
        raise unauthenticated("The api code or api key is wrong.")
    return LoginResponse(token=issue_token(ctx, merchant))
