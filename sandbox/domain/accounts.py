"""Opening accounts: the sandbox gives each a stable IBAN-like number of its own."""

from __future__ import annotations

import uuid
from typing import Any

from schwifty import IBAN
from sqlalchemy import Connection

from app.models.accounts import Account
from app.models.money import CRYPTO_CURRENCIES, Currency
from sandbox.clock import now_iso
from sandbox.db.tables import accounts

ACCOUNT_STATE_ACTIVE = "ACTIVE"
ACCOUNT_TYPE_FIAT = "FIAT"
ACCOUNT_TYPE_CRYPTO = "CRYPTO"
SANDBOX_BANK_CODE = "37040044"  # the German bank code the sandbox issues its IBANs under


def sandbox_iban(account_id: str) -> str:
    """A checksum-valid IBAN derived from the account id (deterministic)."""
    digits = str(uuid.UUID(account_id).int)[-10:].rjust(10, "0")
    return str(IBAN.generate("DE", bank_code=SANDBOX_BANK_CODE, account_code=digits))


def open_account(
    conn: Connection,
    *,
    merchant_id: str,
    user_id: str,
    alias: str,
    currency: Currency | str,
    account_id: str | None = None,
    created_at: str | None = None,
) -> str:
    account_id = account_id or str(uuid.uuid4())
    crypto = currency in CRYPTO_CURRENCIES
    conn.execute(
        accounts.insert().values(
            id=account_id,
            merchant_id=merchant_id,
            user_id=user_id,
            alias=alias,
            currency=str(currency),
            state=ACCOUNT_STATE_ACTIVE,
            type=ACCOUNT_TYPE_CRYPTO if crypto else ACCOUNT_TYPE_FIAT,
            balance=0,
            pending_in=0,
            pending_out=0,
            iban=None if crypto else sandbox_iban(account_id),
            created_at=created_at or now_iso(),
        )
    )
    return account_id


def account_model(row: Any) -> Account:
    return Account(
        id=row.id,
        alias=row.alias,
        currency=row.currency,
        balance=row.balance,
        pending_in=row.pending_in,
        pending_out=row.pending_out,
        state=row.state,
        type=row.type,
    )
