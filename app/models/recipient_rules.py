"""The spec's cross-field rules of a bank payout recipient, judged on plain wire values.

They read the raw values rather than a validated model so that they can run even when
other fields failed their own checks: a form then shows every broken rule at once
(a missing surname beside a missing street), instead of revealing them one round at a time.

schwifty (2.7 MiB with its bank registry) is imported by the first IBAN or BIC checked, not
with the models that signing in imports (docs/performance.md, issue 28).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.models.validation import FieldIssue

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
    from schwifty import IBAN
    from schwifty.exceptions import SchwiftyException

    try:
        IBAN(value)
    except SchwiftyException as exc:
        return f"This is not a valid IBAN ({_schwifty_reason(exc)})."
    return None


def bic_problem(value: str) -> str | None:
    from schwifty import BIC
    from schwifty.exceptions import SchwiftyException

    try:
        BIC(value)
    except SchwiftyException as exc:
        return f"This is not a valid SWIFT/BIC code ({_schwifty_reason(exc)})."
    return None


def _schwifty_reason(exc: Exception) -> str:
    text = str(exc).strip().rstrip(".")
    return text[:1].lower() + text[1:] if text else "check the characters"


def _text(data: Mapping[str, Any], wire: str, python: str) -> str:
    """A member as stripped text, by its wire or Python name; anything else counts as blank."""
    value = data.get(wire, data.get(python))
    return value.strip() if isinstance(value, str) else ""


@dataclass(frozen=True)
class RecipientValues:
    """The members the rules look at, as text ('' when absent or not text)."""

    beneficiary_type: str
    routing_data: str
    account_number: str
    bank_country: str
    document_type: str
    name: str
    surname: str
    relation: str
    company_name: str
    aba_routing_code: str
    swift: str

    @classmethod
    def from_wire(cls, data: Mapping[str, Any]) -> RecipientValues:
        document = data.get("document")
        doc = document if isinstance(document, Mapping) else {}
        return cls(
            beneficiary_type=_text(data, "beneficiaryType", "beneficiary_type"),
            routing_data=_text(data, "routingData", "routing_data"),
            account_number=_text(data, "accountNumber", "account_number"),
            bank_country=_text(data, "bankCountry", "bank_country").upper(),
            document_type=_text(doc, "documentType", "document_type"),
            name=_text(data, "name", "name"),
            surname=_text(data, "surname", "surname"),
            relation=_text(data, "relation", "relation"),
            company_name=_text(data, "companyName", "company_name"),
            aba_routing_code=_text(data, "abaRoutingCode", "aba_routing_code"),
            swift=_text(data, "swift", "swift"),
        )


def recipient_rule_issues(values: RecipientValues) -> list[FieldIssue]:
    """Every broken cross-field rule, with paths relative to the recipient.

    An unknown beneficiary type or routing skips the rules that depend on it: that field
    carries its own error already.
    """
    return _type_issues(values) + _routing_issues(values)


def _type_issues(v: RecipientValues) -> list[FieldIssue]:
    issues: list[FieldIssue] = []
    if v.beneficiary_type == BeneficiaryType.PERSON:
        for field, value, label in (
            ("name", v.name, "the recipient's first name"),
            ("surname", v.surname, "the recipient's surname"),
            ("relation", v.relation, "how the user relates to the recipient"),
        ):
            if not value:
                verb = "Choose" if field == "relation" else "Enter"
                issues.append(FieldIssue(field, f"{verb} {label}; a person needs it."))
        if v.document_type and v.document_type not in PERSON_DOCUMENT_TYPES:
            issues.append(
                FieldIssue(
                    "document.documentType",
                    "A person's document must be one of: " + ", ".join(PERSON_DOCUMENT_TYPES) + ".",
                )
            )
    elif v.beneficiary_type == BeneficiaryType.BUSINESS:
        if not v.company_name:
            issues.append(FieldIssue("companyName", "Enter the company name; a business needs it."))
        if v.document_type and v.document_type not in BUSINESS_DOCUMENT_TYPES:
            issues.append(
                FieldIssue("document.documentType", "A business is identified by its TAX_ID.")
            )
    return issues


def _routing_issues(v: RecipientValues) -> list[FieldIssue]:
    issues: list[FieldIssue] = []
    if aba_required(v.bank_country, v.routing_data) and not v.aba_routing_code:
        reason = (
            "WIRE payouts" if v.routing_data == RoutingData.WIRE else f"banks in {v.bank_country}"
        )
        issues.append(
            FieldIssue("abaRoutingCode", f"Enter the 9-digit ABA routing code; {reason} need it.")
        )
    if v.routing_data in (RoutingData.SEPA, RoutingData.IBAN) and v.account_number:
        problem = iban_problem(v.account_number)
        if problem:
            issues.append(FieldIssue("accountNumber", problem))
    if v.swift:
        problem = bic_problem(v.swift)
        if problem:
            issues.append(FieldIssue("swift", problem))
    elif v.routing_data == RoutingData.SWIFT:
        issues.append(
            FieldIssue("swift", "Enter the bank's SWIFT/BIC code; SWIFT payouts need it.")
        )
    return issues
