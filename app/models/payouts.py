"""Payout, simulation and card pay-in request bodies with the spec's rules.

Every rule names its field by the dotted wire path, relative to the model that checks it,
so that a form can put the message beside the right widget.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any, Self
from urllib.parse import urlparse

from pydantic import AfterValidator, Field, PlainSerializer, field_validator, model_validator
from schwifty import BIC, IBAN
from schwifty.exceptions import SchwiftyException

from app.models.base import RequestModel, WireModel
from app.models.countries import CountryCode
from app.models.money import CARD_PAYIN_CURRENCIES, Currency, Money
from app.models.orders import Fee, OrderSummary
from app.models.validation import FieldIssue, rules_error

DESCRIPTION_MIN_LENGTH = 3
ABA_LENGTH = 9
ABA_COUNTRIES = frozenset({"US", "PR", "AS", "GU", "MP", "VI"})
BUSINESS_RELATION = "COMERCIAL"


class BeneficiaryType(StrEnum):
    PERSON = "PERSON"
    BUSINESS = "BUSINESS"


class RoutingData(StrEnum):
    SEPA = "SEPA"
    IBAN = "IBAN"
    SWIFT = "SWIFT"
    WIRE = "WIRE"


ROUTING_HINTS: dict[RoutingData, str] = {
    RoutingData.SEPA: "Euro transfer inside the SEPA area; the account number is an IBAN.",
    RoutingData.IBAN: "The account is identified by its IBAN.",
    RoutingData.SWIFT: "International wire; give the bank's SWIFT/BIC code.",
    RoutingData.WIRE: "US domestic wire; needs the 9-digit ABA routing code.",
}

PERSON_DOCUMENT_TYPES = ("NATIONAL_ID", "RESIDENCE_CARD", "PASSPORT", "DRIVING_LICENSE", "CIF")
BUSINESS_DOCUMENT_TYPES = ("TAX_ID",)


def document_types_for(beneficiary: BeneficiaryType) -> tuple[str, ...]:
    return (
        PERSON_DOCUMENT_TYPES if beneficiary is BeneficiaryType.PERSON else BUSINESS_DOCUMENT_TYPES
    )


def aba_required(bank_country: str | None, routing: RoutingData | str | None) -> bool:
    """The spec: ABA is required for US-territory banks and for WIRE."""
    return (bank_country or "").upper() in ABA_COUNTRIES or routing == RoutingData.WIRE


def iban_problem(value: str) -> str | None:
    try:
        IBAN(value)
    except SchwiftyException as exc:
        return f"This is not a valid IBAN ({_schwifty_reason(exc)})."
    return None


def bic_problem(value: str) -> str | None:
    try:
        BIC(value)
    except SchwiftyException as exc:
        return f"This is not a valid SWIFT/BIC code ({_schwifty_reason(exc)})."
    return None


def _schwifty_reason(exc: Exception) -> str:
    text = str(exc).strip().rstrip(".")
    return text[:1].lower() + text[1:] if text else "check the characters"


class PayoutAmounts(RequestModel):
    """The single-amount rule: one of the two amounts is positive, the other is 0."""

    debited_amount: Money
    received_amount: Money

    @model_validator(mode="after")
    def _one_amount(self) -> Self:
        debited = self.debited_amount.amount or 0
        received = self.received_amount.amount or 0
        issues: list[FieldIssue] = []
        for name, value in (("debitedAmount.amount", debited), ("receivedAmount.amount", received)):
            if value < 0:
                issues.append(FieldIssue(name, "An amount cannot be negative."))
        if not issues:
            if debited and received:
                issues.append(
                    FieldIssue(
                        "receivedAmount.amount",
                        "Give only one amount, debited or received; set the other to 0.",
                    )
                )
            elif not debited and not received:
                issues.append(FieldIssue("debitedAmount.amount", "Enter an amount greater than 0."))
        if issues:
            raise rules_error(issues)
        return self

    @property
    def fixed_side(self) -> str:
        return "debited" if self.debited_amount.amount else "received"


class Address(RequestModel):
    city: str = Field(min_length=1)
    country: CountryCode
    line1: str = Field(min_length=1)
    postal_code: str = Field(min_length=1)
    province: str = Field(min_length=1)


class Document(RequestModel):
    document_type: str = Field(min_length=1)
    number: str = Field(min_length=1)


class Contact(RequestModel):
    phone: str | None = None


def _aba_format(value: str | None) -> str | None:
    if value is not None and not re.fullmatch(r"\d{9}", value):
        raise ValueError(f"The ABA routing code is exactly {ABA_LENGTH} digits.")
    return value


AbaCode = Annotated[str | None, AfterValidator(_aba_format)]


class BankRecipient(RequestModel):
    beneficiary_type: BeneficiaryType
    routing_data: RoutingData
    account_number: str = Field(min_length=1)
    bank_country: CountryCode
    address: Address
    document: Document
    name: str | None = None
    surname: str | None = None
    relation: str | None = None
    company_name: str | None = None
    aba_routing_code: AbaCode = None
    swift: str | None = None
    institution_number: str | None = None
    transit_number: str | None = None
    contact: Contact | None = None

    @field_validator("name", "surname", "relation", "company_name", "swift", mode="before")
    @classmethod
    def _blank_is_none(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("aba_routing_code", "institution_number", "transit_number", mode="before")
    @classmethod
    def _blank_code_is_none(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="after")
    def _recipient_rules(self) -> Self:
        issues = self._type_issues() + self._routing_issues()
        if issues:
            raise rules_error(issues)
        if self.beneficiary_type is BeneficiaryType.BUSINESS:
            self.relation = BUSINESS_RELATION
        return self

    def _type_issues(self) -> list[FieldIssue]:
        issues: list[FieldIssue] = []
        doc_type = self.document.document_type
        if self.beneficiary_type is BeneficiaryType.PERSON:
            for field, value, label in (
                ("name", self.name, "the recipient's first name"),
                ("surname", self.surname, "the recipient's surname"),
                ("relation", self.relation, "how the user relates to the recipient"),
            ):
                if not value:
                    verb = "Choose" if field == "relation" else "Enter"
                    issues.append(FieldIssue(field, f"{verb} {label}; a person needs it."))
            if doc_type not in PERSON_DOCUMENT_TYPES:
                issues.append(
                    FieldIssue(
                        "document.documentType",
                        "A person's document must be one of: "
                        + ", ".join(PERSON_DOCUMENT_TYPES)
                        + ".",
                    )
                )
        else:
            if not self.company_name:
                issues.append(
                    FieldIssue("companyName", "Enter the company name; a business needs it.")
                )
            if doc_type not in BUSINESS_DOCUMENT_TYPES:
                issues.append(
                    FieldIssue("document.documentType", "A business is identified by its TAX_ID.")
                )
        return issues

    def _routing_issues(self) -> list[FieldIssue]:
        issues: list[FieldIssue] = []
        if aba_required(self.bank_country, self.routing_data) and not self.aba_routing_code:
            reason = (
                "WIRE payouts"
                if self.routing_data is RoutingData.WIRE
                else f"banks in {self.bank_country}"
            )
            issues.append(
                FieldIssue(
                    "abaRoutingCode", f"Enter the 9-digit ABA routing code; {reason} need it."
                )
            )
        if self.routing_data in (RoutingData.SEPA, RoutingData.IBAN):
            problem = iban_problem(self.account_number)
            if problem:
                issues.append(FieldIssue("accountNumber", problem))
        if self.swift:
            problem = bic_problem(self.swift)
            if problem:
                issues.append(FieldIssue("swift", problem))
        elif self.routing_data is RoutingData.SWIFT:
            issues.append(
                FieldIssue("swift", "Enter the bank's SWIFT/BIC code; SWIFT payouts need it.")
            )
        return issues


class BankPayoutRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: BankRecipient
    description: str | None = Field(default=None, min_length=DESCRIPTION_MIN_LENGTH)
    own_reference: str | None = Field(default=None, max_length=140)


class CryptoRecipient(RequestModel):
    address: str = Field(min_length=1)
    network: str = Field(min_length=1)


class CryptoPayoutRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: CryptoRecipient
    own_reference: str | None = Field(default=None, max_length=140)


class CryptoNetworkRecipient(RequestModel):
    network: str = Field(min_length=1)


class CryptoPayoutSimulationRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: CryptoNetworkRecipient


class TransferRecipient(RequestModel):
    account_id: str = Field(min_length=1)


class TransferOrigin(RequestModel):
    amount: int = Field(gt=0)
    currency: Currency


class TransferSimulationRequest(RequestModel):
    origin: TransferOrigin
    recipient: TransferRecipient


def _web_url(value: str) -> str:
    parsed = urlparse(value)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise ValueError("Enter a full web address starting with https:// or http://.")
    return value


WebUrl = Annotated[str, AfterValidator(_web_url)]


class CardPayinRequest(RequestModel):
    amount: int = Field(gt=0)
    currency: Currency
    reference: str = Field(min_length=1, max_length=140)
    url_failed: WebUrl
    url_success: WebUrl
    payer: dict[str, Any] | None = None  # the spec leaves its shape open

    @field_validator("currency")
    @classmethod
    def _card_currency(cls, value: Currency) -> Currency:
        if value not in CARD_PAYIN_CURRENCIES:
            raise ValueError("Card pay-ins accept EUR, USD or CAD.")
        return value


Rate = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]


class Quote(WireModel):
    rate: Rate
    timestamp: datetime | None = None
    valid_until: datetime


class CryptoPayoutSimulation(WireModel):
    origin: Money
    destination: Money
    fee: Fee
    quote: Quote


class TransferSimulation(WireModel):
    origin: Money
    destination: Money
    quote: Quote


class CardPayin(WireModel):
    order: OrderSummary
    payment_url: str
