"""One module per spec section (and per group of test helpers); the app mounts them all."""

from __future__ import annotations

from fastapi import APIRouter

from sandbox.openapi import name_operations
from sandbox.routes import (
    account_details,
    accounts,
    auth,
    card_payins,
    kyc,
    onboarding,
    orders,
    pay_page,
    payouts,
    reference,
    sandbox_accounts,
    sandbox_kyb,
    sandbox_onboarding,
    sandbox_orders,
    sandbox_rate_limit,
    sandbox_tools,
    sandbox_users,
    simulations,
    vibans,
)

ROUTERS: list[APIRouter] = [
    auth.router,
    accounts.router,
    account_details.router,
    payouts.router,
    simulations.router,
    card_payins.router,
    orders.router,
    vibans.router,
    onboarding.router,
    kyc.router,
    reference.router,
    sandbox_users.router,
    sandbox_accounts.router,
    sandbox_tools.router,
    sandbox_rate_limit.router,
    sandbox_orders.router,
    sandbox_onboarding.router,
    sandbox_kyb.router,
    pay_page.router,
]
# Short operation ids (sandbox/openapi.py), given before the app includes the routers.
name_operations(ROUTERS)
