"""The business's papers: tax and registration numbers whose check digit fails for their
country (tax_numbers.py says which are covered; others are "not checked", see
``number_checks``), the company named differently by two documents, a proof of address older
than 3 months when uploaded."""

from __future__ import annotations

import calendar
from collections.abc import Iterable, Sequence
from datetime import date

from rapidfuzz import fuzz

from app.services.evidence.case_lookup import FIELD_WORDS, CaseLookup
from app.services.evidence.flag_words import facts, flag_key
from app.services.evidence.identity_checks import parse_date
from app.services.evidence.model import CaseMaterial, FieldKey, Flag, FlagKind, Found, Source
from app.services.evidence.ownership import normal_name
from app.services.evidence.tax_numbers import (
    CheckStatus,
    NumberCheck,
    check_number,
    country_of_label,
    split_label,
)

ADDRESS_PROOF_MONTHS = 3
SAME_COMPANY = 90  # rapidfuzz ratio on normalised names


def add_months(moment: date, months: int) -> date:
    """The same day ``months`` calendar months away (the month's last day when it is short)."""
    index = moment.year * 12 + moment.month - 1 + months
    year, month = divmod(index, 12)
    day = min(moment.day, calendar.monthrange(year, month + 1)[1])
    return date(year, month + 1, day)


_DECLARED_NUMBERS = (
    ("taxId", FieldKey.TAX_ID),
    ("registrationNumber", FieldKey.REGISTRATION_NUMBER),
)


def business_country(material: CaseMaterial, found: Sequence[Found] = ()) -> str:
    """The business's country as its tax id's label says it ("NIT ..." -> CO), '' if unknown."""
    texts = [material.declared.get("taxId", "")]
    texts += [f.value for f in found if f.field is FieldKey.TAX_ID]
    for text in texts:
        if country := country_of_label(split_label(text)[0]):
            return country
    return ""


def number_checks(
    material: CaseMaterial, found: Sequence[Found], *, country: str = ""
) -> list[tuple[Found, NumberCheck]]:
    """Every tax and registration number of the case (declared and found), judged once each:
    valid, invalid, or not checked (no scheme for its label or country), for a view to show."""
    country = country or business_country(material, found)
    items = [
        Found(field, material.declared[key], "", Source.DECLARED)
        for key, field in _DECLARED_NUMBERS
        if material.declared.get(key, "").strip()
    ]
    items += [f for f in found if f.field in (FieldKey.TAX_ID, FieldKey.REGISTRATION_NUMBER)]
    seen: set[tuple[FieldKey, str]] = set()
    checks: list[tuple[Found, NumberCheck]] = []
    for item in items:
        check = check_number(
            item.value, country=country, registration=item.field is FieldKey.REGISTRATION_NUMBER
        )
        if (item.field, check.compact) in seen:
            continue
        seen.add((item.field, check.compact))
        checks.append((item, check))
    return checks


def checksum_flags(case: CaseLookup, found: Sequence[Found]) -> Iterable[Flag]:
    for item, check in number_checks(case.material, found):
        if check.status is not CheckStatus.INVALID:
            continue
        where = (
            "declared"
            if item.source is Source.DECLARED
            else f"in {case.file_name(item.document_id)}"
        )
        words = FIELD_WORDS[item.field]
        reason = {
            "checksum": "its check digit is wrong",
            "length": "it has the wrong number of characters",
        }.get(check.problem.value, "it is not written the way that scheme allows")
        yield Flag(
            kind=FlagKind.CHECKSUM,
            key=flag_key(FlagKind.CHECKSUM, "", f"{item.field}:{check.compact}"),
            sentence=(
                f"The {words} {check.number} ({where}) is not a valid {check.country} "
                f"{check.scheme}: {reason}."
            ),
            facts=facts(
                field=item.field.value,
                number=check.number,
                country=check.country,
                scheme=check.scheme,
                problem=check.problem.value,
            ),
            evidence=(item,),
        )


# --- company name between documents ---
def company_name_flags(case: CaseLookup, found: Sequence[Found]) -> Iterable[Flag]:
    per_document: dict[str, Found] = {}
    for item in found:
        if item.field is FieldKey.COMPANY_NAME and item.document_id and item.value.strip():
            per_document.setdefault(item.document_id, item)
    if len(per_document) < 2:
        return

    # the reference is the name most documents agree on; a tie goes to a certificate
    def support(item: Found) -> tuple[int, bool]:
        agreeing = sum(_same_company(item.value, other.value) for other in per_document.values())
        document = case.document(item.document_id)
        return agreeing, bool(document and "CERTIFICATE" in document.type.upper())

    reference = max(per_document.values(), key=support)
    for document_id, item in per_document.items():
        if _same_company(reference.value, item.value):
            continue
        documents = f"{case.file_name(reference.document_id)} / {case.file_name(document_id)}"
        yield Flag(
            kind=FlagKind.COMPANY_NAME_DIFFERS,
            key=flag_key(FlagKind.COMPANY_NAME_DIFFERS, "", document_id),
            sentence=(
                f'{case.file_name(document_id)} names the company "{item.value}", but '
                f'{case.file_name(reference.document_id)} names it "{reference.value}".'
            ),
            facts=facts(names=f"{reference.value} / {item.value}", documents=documents),
            evidence=(reference, item),
        )


def _same_company(a: str, b: str) -> bool:
    return fuzz.ratio(normal_name(a), normal_name(b)) >= SAME_COMPANY


# --- proof of address ---
def address_proof_flags(case: CaseLookup, found: Sequence[Found]) -> Iterable[Flag]:
    for document in case.material.documents:
        if document.category.upper() != "ADDRESS" or document.uploaded_at is None:
            continue
        dated = [
            (item, moment)
            for item in found
            if item.field is FieldKey.BILL_DATE and item.document_id == document.id
            if (moment := parse_date(item.value)) is not None
        ]
        if not dated:
            continue
        item, billed = max(dated, key=lambda pair: pair[1])
        uploaded = document.uploaded_at.date()
        if billed >= add_months(uploaded, -ADDRESS_PROOF_MONTHS):
            continue
        months = (uploaded.year - billed.year) * 12 + uploaded.month - billed.month
        months -= uploaded.day < billed.day
        yield Flag(
            kind=FlagKind.ADDRESS_PROOF_OLD,
            key=flag_key(FlagKind.ADDRESS_PROOF_OLD, "", document.id),
            sentence=(
                f"The proof of address {document.file_name} is dated {billed.isoformat()}, "
                f"{months} months before it was uploaded on {uploaded.isoformat()} "
                f"(at most {ADDRESS_PROOF_MONTHS} are accepted)."
            ),
            facts=facts(
                document=document.file_name,
                dated=billed.isoformat(),
                uploaded=uploaded.isoformat(),
                months=months,
            ),
            evidence=(item,),
        )
