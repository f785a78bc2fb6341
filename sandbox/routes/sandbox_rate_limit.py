"""Testers' tool: the merchant's rate limit on or off (docs/sandbox.md, "Testers' tools").

Teller's built-in sandbox starts with every merchant's limit off (``--rate-limit-off``): a
person's own export of 100,000 orders should not wait 18 s on a local limit. A tester turns it
on here (the app's Sandbox › Rate limit) to see Teller meet real 429s; ``teller-sandbox`` run
on its own starts with it on. Like every helper: the merchant's token, its setting only.
"""

from __future__ import annotations

from fastapi import APIRouter, Request

from app.models.errors import ErrorEnvelope
from app.models.sandbox_helpers import RateLimit, RateLimitRequest
from app.models.validation import FieldIssue
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx, SandboxContext
from sandbox.errors import unprocessable
from sandbox.ratelimit import RateLimitSwitch

router = APIRouter(prefix="/sandbox/v1", tags=["Sandbox test helpers"])


def _switch(request: Request) -> RateLimitSwitch:
    switch: RateLimitSwitch = request.app.state.rate_limit
    return switch


def _state(ctx: SandboxContext, switch: RateLimitSwitch, merchant_id: str) -> RateLimit:
    config = ctx.config
    return RateLimit(
        enabled=config.rate_limit_per_second > 0 and switch.is_on(merchant_id),
        per_second=config.rate_limit_per_second,
        burst=config.rate_limit_burst,
    )


@router.get("/rate-limit", response_model=RateLimit, operation_id="get_rate_limit")
def rate_limit(request: Request, ctx: Ctx, merchant: CurrentMerchant) -> RateLimit:
    """Whether the merchant's requests are limited now, and the limit."""
    return _state(ctx, _switch(request), merchant.id)


@router.put(
    "/rate-limit",
    response_model=RateLimit,
    responses={
        422: {
            "model": ErrorEnvelope,
            "description": "The sandbox was started with --rate-limit 0: there is no limit to "
            "turn on (UNPROCESSABLE_ERROR, a detail on enabled).",
        },
    },
)
def set_rate_limit(
    body: RateLimitRequest, request: Request, ctx: Ctx, merchant: CurrentMerchant
) -> RateLimit:
    """From the merchant's next request on."""
    if body.enabled and ctx.config.rate_limit_per_second <= 0:
        problem = (
            "This sandbox was started with --rate-limit 0, so there is no limit to turn on; "
            "restart it with a rate (the default is 50 a second)."
        )
        raise unprocessable(problem, [FieldIssue("enabled", problem)])
    _switch(request).choose(merchant.id, body.enabled)
    return _state(ctx, _switch(request), merchant.id)
