"""Merchant credentials and bearer tokens (HS256 JWTs with ``exp``)."""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from typing import Annotated, Any

import jwt
from fastapi import Depends
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import select

from sandbox.clock import epoch
from sandbox.context import Ctx, SandboxContext
from sandbox.db.tables import merchants
from sandbox.errors import unauthenticated

ALGORITHM = "HS256"


@dataclass(frozen=True)
class Merchant:
    id: str
    code: str


def hash_api_key(api_key: str) -> str:
    return hashlib.sha256(api_key.encode()).hexdigest()


def check_credentials(ctx: SandboxContext, api_code: str, api_key: str) -> Merchant | None:
    with ctx.db.read() as conn:
        row = conn.execute(select(merchants).where(merchants.c.code == api_code)).first()
    if row is None or not hmac.compare_digest(row.api_key_hash, hash_api_key(api_key)):
        return None
    return Merchant(id=row.id, code=row.code)


def issue_token(ctx: SandboxContext, merchant: Merchant) -> str:
    now = int(epoch())
    claims = {
        "sub": merchant.id,
        "code": merchant.code,
        "iat": now,
        "exp": now + ctx.config.token_ttl_seconds,
    }
    return jwt.encode(claims, ctx.config.jwt_secret, algorithm=ALGORITHM)


def _decode(ctx: SandboxContext, token: str) -> dict[str, Any]:
    try:
        claims: dict[str, Any] = jwt.decode(
            token,
            ctx.config.jwt_secret,
            algorithms=[ALGORITHM],
            options={"require": ["exp", "sub"]},
        )
    except jwt.ExpiredSignatureError:
        raise unauthenticated("Your session has expired; sign in again.") from None
    except jwt.InvalidTokenError:
        raise unauthenticated("The bearer token is not valid; sign in again.") from None
    return claims


_bearer = HTTPBearer(auto_error=False, description="The token from POST /api/v1/auth/login")


def current_merchant(
    ctx: Ctx,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Merchant:
    """The merchant behind the bearer token; 401 in the envelope otherwise."""
    if credentials is None or credentials.scheme.lower() != "bearer" or not credentials.credentials:
        raise unauthenticated("Sign in first: send 'Authorization: Bearer <token>'.")
    claims = _decode(ctx, credentials.credentials)
    with ctx.db.read() as conn:
        row = conn.execute(select(merchants).where(merchants.c.id == claims["sub"])).first()
    if row is None:
        raise unauthenticated("The bearer token is not valid; sign in again.")
    return Merchant(id=row.id, code=row.code)


CurrentMerchant = Annotated[Merchant, Depends(current_merchant)]
