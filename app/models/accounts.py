"""Accounts, their funding methods, capabilities and virtual IBANs."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field

from app.models import text_limits as limits
from app.models.base import RequestModel, WireModel
from app.models.money import Currency
from app.models.timestamps import Timestamp

ALIAS_MAX_LENGTH = limits.ALIAS


class Account(WireModel):
    id: str
    alias: str | None = None
    currency: str
    balance: int = 0
    pending_in: int = 0
    pending_out: int = 0
    state: str | None = None
    type: str | None = None


class CreateAccountRequest(RequestModel):
    # Its characters: the text policy every request field has (RequestModel), no rule of its own.
    alias: str = Field(min_length=1, max_length=ALIAS_MAX_LENGTH)
    currency: Currency


class CardFunding(WireModel):
    currencies: list[str] = Field(default_factory=list)


class CryptoFunding(WireModel):
    address: str
    currency: str
    network: str | None = None


class FiatFunding(WireModel):
    type: str | None = None
    region: str | None = None
    description: str | None = None
    reference: str | None = None
    account_holder: str | None = None
    account_number: str | None = None
    bank_name: str | None = None
    iban: str | None = None
    swift: str | None = None
    aba_routing_code: str | None = None
    is_virtual: bool = False


class FundingMethods(WireModel):
    card: CardFunding | None = None
    crypto: list[CryptoFunding] = Field(default_factory=list)
    fiat: list[FiatFunding] = Field(default_factory=list)


class Feature(WireModel):
    feature_slug: str
    enabled: bool = False
    min_amount: int | None = None
    max_amount: int | None = None


class AccountCapabilities(WireModel):
    account_type: str | None = None
    crypto_transfer_allowed: bool = False
    fiat_external_transfer_allowed: bool = False
    fiat_own_transfer_allowed: bool = False
    internal_transfer_allowed: bool = False
    intra_provider_transfer_allowed: bool = False
    income_limit_per_day: int | None = None
    income_limit_per_month: int | None = None
    income_limit_per_transaction: int | None = None
    monthly_fee: int | None = None
    open_account_fee: int | None = None
    features: list[Feature] = Field(default_factory=list)


class VirtualIbanState(StrEnum):
    PENDING = "PENDING"
    ACTIVE = "ACTIVE"
    REJECTED = "REJECTED"
    INACTIVE = "INACTIVE"
    IN_PROGRESS = "IN_PROGRESS"


class VirtualIban(WireModel):
    id: str
    account_id: str | None = None
    name: str | None = None
    account_holder: str | None = None
    account_number: str | None = None
    bank_name: str | None = None
    bic: str | None = None
    aba_routing_code: str | None = None
    rail: str | None = None
    state: str
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
