"""Payout, simulation and card pay-in request bodies with the spec's rules.

Every rule names its field by the dotted wire path, relative to the model that checks it,
so that a form can put the message beside the right widget.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Annotated, Any, Self
from urllib.parse import urlparse

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    PlainSerializer,
    ValidationError,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from app.models import text_limits as limits
from app.models.base import RequestModel, WireModel
from app.models.countries import CountryCode
from app.models.crypto_addresses import ADDRESS_MAX_LENGTH, NETWORK_MAX_LENGTH, address_problem
from app.models.money import (
    CARD_PAYIN_CURRENCIES,
    Currency,
    Money,
    PositiveRequestAmount,
    RequestMoney,
)
from app.models.orders import Fee, OrderSummary
from app.models.recipient_rules import (
    ABA_COUNTRIES,
    ABA_LENGTH,
    BUSINESS_DOCUMENT_TYPES,
    BUSINESS_RELATION,
    PERSON_DOCUMENT_TYPES,
    ROUTING_HINTS,
    BeneficiaryType,
    RecipientValues,
    RoutingData,
    aba_required,
    bic_problem,
    document_types_for,
    iban_problem,
    recipient_rule_issues,
)
from app.models.timestamps import Timestamp
from app.models.validation import FieldIssue, rules_error, with_rule_issues

__all__ = [  # the recipient rules' names, kept importable from here
    "ABA_COUNTRIES",
    "ABA_LENGTH",
    "BUSINESS_DOCUMENT_TYPES",
    "BUSINESS_RELATION",
    "PERSON_DOCUMENT_TYPES",
    "ROUTING_HINTS",
    "BeneficiaryType",
    "RoutingData",
    "aba_required",
    "bic_problem",
    "document_types_for",
    "iban_problem",
]

DESCRIPTION_MIN_LENGTH = 3


class PayoutAmounts(RequestModel):
    """The single-amount rule: one of the two amounts is positive, the other is 0."""

    debited_amount: RequestMoney
    received_amount: RequestMoney

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
    city: str = Field(min_length=1, max_length=limits.CITY)
    country: CountryCode
    line1: str = Field(min_length=1, max_length=limits.ADDRESS_LINE)
    postal_code: str = Field(min_length=1, max_length=limits.POSTAL_CODE)
    province: str = Field(min_length=1, max_length=limits.PROVINCE)


class Document(RequestModel):
    document_type: str = Field(min_length=1, max_length=limits.DOCUMENT_TYPE)
    number: str = Field(min_length=1, max_length=limits.DOCUMENT_NUMBER)


class Contact(RequestModel):
    phone: str | None = Field(default=None, max_length=limits.PHONE)


def _aba_format(value: str | None) -> str | None:
    if value is not None and not re.fullmatch(r"[0-9]{9}", value):
        raise ValueError(f"The ABA routing code is exactly {ABA_LENGTH} digits.")
    return value


AbaCode = Annotated[str | None, AfterValidator(_aba_format)]


def _recipient_conditions(schema: dict[str, Any]) -> None:
    """The cross-field rules (recipient_rules.py) in the JSON schema, as far as it can say
    them: what a PERSON or a BUSINESS needs and which documents identify each, the ABA code
    of a WIRE or a US-territory bank, the SWIFT code of a SWIFT payout. IBAN and BIC
    checksums stay the 400's."""

    def when(member: str, values: list[str]) -> dict[str, Any]:
        return {"properties": {member: {"enum": values}}, "required": [member]}

    def needs(*members: str) -> dict[str, Any]:
        text = {"type": "string", "pattern": r"\S"}
        return {"required": list(members), "properties": dict.fromkeys(members, text)}

    def documents(types: tuple[str, ...]) -> dict[str, Any]:
        return {"properties": {"documentType": {"enum": list(types)}}}

    person = needs("name", "surname", "relation")
    person["properties"]["document"] = documents(PERSON_DOCUMENT_TYPES)
    business = needs("companyName")
    business["properties"]["document"] = documents(BUSINESS_DOCUMENT_TYPES)
    schema["allOf"] = [
        {"if": when("beneficiaryType", [BeneficiaryType.PERSON.value]), "then": person},
        {"if": when("beneficiaryType", [BeneficiaryType.BUSINESS.value]), "then": business},
        {
            "if": {
                "anyOf": [
                    when("routingData", [RoutingData.WIRE.value]),
                    when("bankCountry", sorted(ABA_COUNTRIES)),
                ]
            },
            "then": needs("abaRoutingCode"),
        },
        {"if": when("routingData", [RoutingData.SWIFT.value]), "then": needs("swift")},
    ]


class BankRecipient(RequestModel):
    model_config = ConfigDict(json_schema_extra=_recipient_conditions)

    beneficiary_type: BeneficiaryType
    routing_data: RoutingData
    account_number: str = Field(min_length=1, max_length=limits.ACCOUNT_NUMBER)
    bank_country: CountryCode
    address: Address
    document: Document
    name: str | None = Field(default=None, max_length=limits.PERSON_NAME)
    surname: str | None = Field(default=None, max_length=limits.PERSON_NAME)
    relation: str | None = Field(default=None, max_length=limits.RELATION)
    company_name: str | None = Field(default=None, max_length=limits.COMPANY_NAME)
    aba_routing_code: AbaCode = None
    swift: str | None = None
    institution_number: str | None = Field(default=None, max_length=limits.BANK_CODE)
    transit_number: str | None = Field(default=None, max_length=limits.BANK_CODE)
    contact: Contact | None = None

    @field_validator(
        "name",
        "surname",
        "relation",
        "company_name",
        "swift",
        "aba_routing_code",
        "institution_number",
        "transit_number",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="wrap")
    @classmethod
    def _recipient_rules(cls, data: Any, handler: ModelWrapValidatorHandler[Self]) -> Self:
        """The cross-field rules, reported together with any field errors."""
        try:
            recipient = handler(data)
        except ValidationError as exc:
            if not isinstance(data, Mapping):
                raise
            broken = recipient_rule_issues(RecipientValues.from_wire(data))
            raise with_rule_issues(exc, broken) from None
        issues = recipient_rule_issues(RecipientValues.from_wire(recipient.to_wire()))
        if issues:
            raise rules_error(issues)
        if recipient.beneficiary_type is BeneficiaryType.BUSINESS:
            recipient.relation = BUSINESS_RELATION
        return recipient


class BankPayoutRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: BankRecipient
    description: str | None = Field(
        default=None, min_length=DESCRIPTION_MIN_LENGTH, max_length=limits.REMITTANCE
    )
    own_reference: str | None = Field(default=None, max_length=limits.REFERENCE)


class CryptoRecipient(RequestModel):
    address: str = Field(min_length=1, max_length=ADDRESS_MAX_LENGTH)
    network: str = Field(min_length=1, max_length=NETWORK_MAX_LENGTH)

    @model_validator(mode="after")
    def _address_fits_network(self) -> Self:
        problem = address_problem(self.network, self.address)
        if problem:
            raise rules_error([FieldIssue("address", problem)])
        return self


class CryptoPayoutRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: CryptoRecipient
    own_reference: str | None = Field(default=None, max_length=limits.REFERENCE)


class CryptoNetworkRecipient(RequestModel):
    network: str = Field(min_length=1, max_length=NETWORK_MAX_LENGTH)


class CryptoPayoutSimulationRequest(RequestModel):
    amounts: PayoutAmounts
    recipient: CryptoNetworkRecipient


class TransferRecipient(RequestModel):
    account_id: str = Field(min_length=1, max_length=limits.ID)


class TransferOrigin(RequestModel):
    amount: PositiveRequestAmount
    currency: Currency


class TransferSimulationRequest(RequestModel):
    origin: TransferOrigin
    recipient: TransferRecipient


def _web_url(value: str) -> str:
    parsed = urlparse(value)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise ValueError("Enter a full web address starting with https:// or http://.")
    return value


WebUrl = Annotated[
    str,
    AfterValidator(_web_url),
    Field(json_schema_extra={"format": "uri", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#]"}),
]


class CardPayinRequest(RequestModel):
    amount: PositiveRequestAmount
    currency: Annotated[  # the schema names the three (the validator below says so too)
        Currency,
        WithJsonSchema({"type": "string", "enum": [c.value for c in CARD_PAYIN_CURRENCIES]}),
    ]
    reference: str = Field(min_length=1, max_length=limits.REFERENCE)
    url_failed: WebUrl = Field(max_length=limits.URL)
    url_success: WebUrl = Field(max_length=limits.URL)
    payer: dict[str, Any] | None = None  # the spec leaves its shape open

    @field_validator("payer")
    @classmethod
    def _payer_texts_bounded(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        """Its shape is open, but its texts (the name lands in the order) are bounded, and
        one line of printable text each, as every text field of a request."""
        long = {
            key: len(text)
            for key, text in (value or {}).items()
            if isinstance(text, str) and len(text) > limits.PAYER_TEXT
        }
        issues = [
            FieldIssue(key, f"Enter at most {limits.PAYER_TEXT} characters; this has {n}.")
            for key, n in long.items()
        ]
        for key, text in (value or {}).items():
            message = limits.control_character_message(text) if isinstance(text, str) else None
            if message is not None and key not in long:
                issues.append(FieldIssue(key, message))
        if issues:
            raise rules_error(issues)
        return value

    @field_validator("currency")
    @classmethod
    def _card_currency(cls, value: Currency) -> Currency:
        if value not in CARD_PAYIN_CURRENCIES:
            raise ValueError("Card pay-ins accept EUR, USD or CAD.")
        return value


Rate = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]


class Quote(WireModel):
    rate: Rate
    timestamp: Timestamp | None = None
    valid_until: Timestamp


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
