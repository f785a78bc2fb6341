"""Merchant credentials and bearer tokens (HS256 JWTs with ``exp``)."""

from __future__ import annotations

import functools
import hashlib
import hmac
from dataclasses import dataclass
from typing import Annotated, Any

import jwt
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import select

from sandbox.clock import epoch
from sandbox.context import Ctx, SandboxContext, get_context
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
    ctx.merchant_codes[row.id] = row.code  # its tokens need no look-up (merchant_from_token)
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


def verify_token(secret: str, token: str | bytes) -> dict[str, Any]:
    """The claims of a token this sandbox signed and that has not expired.

    Raises ``jwt.InvalidTokenError`` (``ExpiredSignatureError`` when only the time is up).
    A token is checked whole once; after that only its time (PyJWT's decode was a tenth of a
    list's CPU under a team's load, issue 28, and the rate limiter asks too).
    """
    claims = _signed_claims(secret, token)
    if claims["exp"] <= epoch():  # as PyJWT decides it, with no leeway
        raise jwt.ExpiredSignatureError("Signature has expired")
    return dict(claims)


@functools.lru_cache(maxsize=1024)
def _signed_claims(secret: str, token: str | bytes) -> dict[str, Any]:
    """The claims of a token whose signature, shape and time were good when first seen (an
    invalid one raises, and raising is never cached)."""
    claims: dict[str, Any] = jwt.decode(
        token, secret, algorithms=[ALGORITHM], options={"require": ["exp", "sub"]}
    )
    return claims


def verified_subject(secret: str, token: str | bytes) -> str | None:
    """The merchant id of a valid token, or None for anything else (forged, expired, junk)."""
    try:
        sub = verify_token(secret, token).get("sub")
    except jwt.InvalidTokenError:
        return None
    return sub if isinstance(sub, str) else None


def _decode(ctx: SandboxContext, token: str) -> dict[str, Any]:
    try:
        return verify_token(ctx.config.jwt_secret, token)
    except jwt.ExpiredSignatureError:
        raise unauthenticated("Your session has expired; sign in again.") from None
    except jwt.InvalidTokenError:
        raise unauthenticated("The bearer token is not valid; sign in again.") from None


_bearer = HTTPBearer(auto_error=False, description="The token from POST /api/v1/auth/login")


async def current_merchant(
    ctx: Ctx,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Merchant:
    """The merchant behind the bearer token; 401 in the envelope otherwise.

    ``async``, so FastAPI calls it on the event loop rather than handing it to a thread:
    it checks an HMAC and reads a dictionary (the database only the first time a process
    meets a merchant that did not sign in to it, a read of one row)."""
    if credentials is None or credentials.scheme.lower() != "bearer":
        return merchant_from_token(ctx, None)
    return merchant_from_token(ctx, credentials.credentials)


def merchant_from_token(ctx: SandboxContext, token: str | None) -> Merchant:
    """The merchant a bearer token stands for; the 401 (a SandboxError) otherwise."""
    if not token:
        raise unauthenticated("Sign in first: send 'Authorization: Bearer <token>'.")
    claims = _decode(ctx, token)
    merchant_id = claims["sub"]
    code = ctx.merchant_codes.get(merchant_id)
    if code is None:  # merchants are never deleted nor renamed: one look-up per process
        with ctx.db.read() as conn:
            row = conn.execute(select(merchants).where(merchants.c.id == merchant_id)).first()
        if row is None:
            raise unauthenticated("The bearer token is not valid; sign in again.")
        code = ctx.merchant_codes[merchant_id] = row.code
    return Merchant(id=merchant_id, code=code)


CurrentMerchant = Annotated[Merchant, Depends(current_merchant)]


def requires_merchant(route: object) -> bool:
    """Whether a route depends (at any depth) on ``current_merchant``."""
    pending = [getattr(route, "dependant", None)]
    while pending:
        dependant = pending.pop()
        if dependant is None:
            continue
        if getattr(dependant, "call", None) is current_merchant:
            return True
        pending.extend(getattr(dependant, "dependencies", ()))
    return False


def authenticate_first(request: Request) -> None:
    """On a protected route, raise the 401 a missing or bad token earns.

    FastAPI reads a JSON body before it runs any dependency, so malformed JSON would be a
    400 before ``current_merchant`` could answer 401; the 400 handler calls this first.
    """
    if not requires_merchant(request.scope.get("route")):
        return
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    merchant_from_token(get_context(request), token.strip() if scheme.lower() == "bearer" else None)
