"""Funding methods and capabilities of an account.

Card currencies are only the account's own (when it is EUR, USD or CAD), because a card
pay-in is refused in any other currency; listing more would offer a method that fails.
"""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import select

from app.models.accounts import AccountCapabilities, FundingMethods
from app.models.money import CARD_PAYIN_CURRENCIES
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.db.tables import users, virtual_ibans
from sandbox.domain.accounts import ACCOUNT_TYPE_CRYPTO
from sandbox.domain.capabilities import capabilities_of
from sandbox.domain.crypto_networks import deposit_address, networks_for
from sandbox.domain.scoping import account_of

router = APIRouter(tags=["Accounts"])

SANDBOX_BANK = "Teller Sandbox Bank"
# The BIC that goes with the bank code of the sandbox's IBANs (37040044), so the pair
# checks out in any IBAN/BIC validator; vIBANs use the same one.
SANDBOX_BIC = "COBADEFFXXX"


@router.get(
    "/api/v1/account/users/{uid}/accounts/{aid}/funding-methods",
    response_model=FundingMethods,
    operation_id="get_funding_methods",
)
def funding_methods(uid: str, aid: str, ctx: Ctx, merchant: CurrentMerchant) -> FundingMethods:
    with ctx.db.read() as conn:
        account = account_of(conn, merchant.id, aid, uid)
        owner = conn.execute(select(users).where(users.c.id == uid)).one()
        vibans = conn.execute(
            select(virtual_ibans).where(
                virtual_ibans.c.account_id == aid, virtual_ibans.c.state == "ACTIVE"
            )
        ).all()
    holder = owner.company_name or " ".join(p for p in (owner.name, owner.surname) if p)
    if account.type == ACCOUNT_TYPE_CRYPTO:
        networks = networks_for(account.currency)
        return FundingMethods.model_validate(
            {
                "card": {"currencies": []},
                "crypto": [
                    {"address": deposit_address(aid, n), "currency": account.currency, "network": n}
                    for n in networks
                ],
                "fiat": [],
            }
        )
    fiat = [
        {
            "type": "IBAN",
            "region": "EU",
            "description": "Bank transfer to the account",
            "reference": aid[:8].upper(),
            "accountHolder": holder,
            "accountNumber": account.iban,
            "bankName": SANDBOX_BANK,
            "iban": account.iban,
            "swift": SANDBOX_BIC,
            "isVirtual": False,
        }
    ]
    for viban in vibans:
        fiat.append(
            {
                "type": viban.rail,
                "region": "US" if viban.aba_routing_code else "EU",
                "description": viban.name,
                "accountHolder": viban.account_holder,
                "accountNumber": viban.account_number,
                "bankName": viban.bank_name,
                "iban": viban.account_number if not viban.aba_routing_code else None,
                "swift": viban.bic,
                "abaRoutingCode": viban.aba_routing_code,
                "isVirtual": True,
            }
        )
    currencies = [c.value for c in CARD_PAYIN_CURRENCIES if c.value == account.currency]
    return FundingMethods.model_validate(
        {"card": {"currencies": currencies}, "crypto": [], "fiat": fiat}
    )


@router.get(
    "/api/v1/account/{aid}/capabilities",
    response_model=AccountCapabilities,
    operation_id="get_capabilities",
)
def capabilities(aid: str, ctx: Ctx, merchant: CurrentMerchant) -> AccountCapabilities:
    with ctx.db.read() as conn:
        account = account_of(conn, merchant.id, aid)
    return AccountCapabilities.model_validate(capabilities_of(account.type).to_wire(account.type))
