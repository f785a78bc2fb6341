"""Virtual IBANs: issued by a sandbox helper, deactivated through the spec's endpoint."""

from __future__ import annotations

import random
import uuid
from typing import Any

from schwifty import IBAN
from sqlalchemy import Connection, select

from app.models.accounts import VirtualIban, VirtualIbanState
from sandbox.clock import now_iso
from sandbox.db.tables import users, virtual_ibans
from sandbox.errors import conflict

BANK_NAME = "Teller Sandbox Bank"
BIC = "COBADEFFXXX"
US_BANK = "Teller Sandbox Bank USA"
US_BIC = "CHASUS33XXX"
US_ABA = "021000021"
DEACTIVATABLE = frozenset(
    {VirtualIbanState.ACTIVE, VirtualIbanState.PENDING, VirtualIbanState.IN_PROGRESS}
)


def viban_model(row: Any) -> VirtualIban:
    return VirtualIban(
        id=row.id,
        account_id=row.account_id,
        name=row.name,
        account_holder=row.account_holder,
        account_number=row.account_number,
        bank_name=row.bank_name,
        bic=row.bic,
        aba_routing_code=row.aba_routing_code,
        rail=row.rail,
        state=row.state,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


def issue(
    conn: Connection,
    account: Any,
    name: str | None,
    *,
    state: str = VirtualIbanState.ACTIVE,
    rng: random.Random | None = None,
    at: str | None = None,
) -> str:
    rng = rng or random.Random()
    owner = conn.execute(select(users).where(users.c.id == account.user_id)).one()
    holder = owner.company_name or " ".join(p for p in (owner.name, owner.surname) if p)
    us = account.currency == "USD"
    number = (
        str(rng.randrange(10**11, 10**12))
        if us
        else str(
            IBAN.generate(
                "DE", bank_code="37040044", account_code=str(rng.randrange(10**9, 10**10))
            )
        )
    )
    vid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    at = at or now_iso()
    conn.execute(
        virtual_ibans.insert().values(
            id=vid,
            merchant_id=account.merchant_id,
            account_id=account.id,
            name=name or f"{account.alias} collections",
            account_holder=holder,
            account_number=number,
            bank_name=US_BANK if us else BANK_NAME,
            bic=US_BIC if us else BIC,
            aba_routing_code=US_ABA if us else None,
            rail="ACH" if us else "SEPA",
            state=str(state),
            created_at=at,
            updated_at=at,
        )
    )
    return vid


def deactivate(conn: Connection, row: Any) -> None:
    if row.state not in DEACTIVATABLE:
        raise conflict(
            f"This vIBAN is {row.state}; only an active or pending one can be deactivated."
        )
    conn.execute(
        virtual_ibans.update()
        .where(virtual_ibans.c.id == row.id)
        .values(state=VirtualIbanState.INACTIVE.value, updated_at=now_iso())
    )
