"""POST .../virtual-ibans/{vibanId}/deactivate."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from sqlalchemy import select

from app.models.accounts import VirtualIban
from app.models.errors import ErrorEnvelope
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx
from sandbox.db.tables import virtual_ibans
from sandbox.domain.scoping import account_of
from sandbox.domain.vibans import deactivate, viban_model
from sandbox.errors import not_found

router = APIRouter(tags=["Virtual IBAN"])


@router.post(
    "/api/v1/account/users/{uid}/accounts/{aid}/virtual-ibans/{vibanId}/deactivate",
    response_model=VirtualIban,
    responses={
        409: {
            "model": ErrorEnvelope,
            "description": "Only an active or pending vIBAN can be deactivated (CONFLICT_ERROR).",
        }
    },
)
def deactivate_viban(
    uid: str,
    aid: str,
    viban_id: Annotated[str, Path(alias="vibanId")],
    ctx: Ctx,
    merchant: CurrentMerchant,
) -> VirtualIban:
    query = select(virtual_ibans).where(
        virtual_ibans.c.id == viban_id, virtual_ibans.c.account_id == aid
    )
    with ctx.db.write() as conn:
        account_of(conn, merchant.id, aid, uid)
        row = conn.execute(query).first()
        if row is None:
            raise not_found(f"The vIBAN {viban_id}")
        deactivate(conn, row)
        return viban_model(conn.execute(query).one())
