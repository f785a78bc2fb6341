"""The checks a reviewer would otherwise do by hand, each raised as a Flag with an English
sentence, named facts and the evidence it rests on.

From found values and comparisons: a declared value that differs from a document's, an
identity document expired or expiring within 30 days, a shareholder under 18, a tax or
registration number whose check digit fails for its country (tax_numbers.py says which
countries are covered; others are "not checked", see ``number_checks``), the company named
differently by two documents, a proof of address older than 3 months when uploaded. From the
screening cards and the ownership tree: a step that matched or erred, an owner of 25 % or more
with no record or no passed KYC, a source whose shares do not add up to 100 %.

Keys are ``f"{kind}:{subject or 'business'}:{what}"``, ``what`` naming the evidence (a
document id, a field, a list), never a time or a score, so a dismissal holds across reloads.
Dates are judged on the ``today`` passed in.
"""

from __future__ import annotations

import calendar
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from rapidfuzz import fuzz

from app.services.evidence.flag_words import facts, flag_key
from app.services.evidence.model import (
    CaseMaterial,
    Comparison,
    FieldKey,
    Flag,
    FlagKind,
    Found,
    MaterialDocument,
    Ownership,
    ScreeningCard,
    Source,
    Verdict,
)
from app.services.evidence.normalise import parse_date as iso_date
from app.services.evidence.ownership import normal_name, ownership_flags
from app.services.evidence.screening import screening_flags
from app.services.evidence.tax_numbers import (
    CheckStatus,
    NumberCheck,
    check_number,
    country_of_label,
    split_label,
)

EXPIRING_DAYS = 30
ADULT_AGE = 18
ADDRESS_PROOF_MONTHS = 3
SAME_COMPANY = 90  # rapidfuzz ratio on normalised names
IDENTIFIERS = frozenset({FieldKey.REGISTRATION_NUMBER, FieldKey.TAX_ID, FieldKey.DOCUMENT_NUMBER})
_FIELD_WORDS = {
    FieldKey.COMPANY_NAME: "company name",
    FieldKey.LEGAL_FORM: "legal form",
    FieldKey.REGISTRATION_NUMBER: "registration number",
    FieldKey.TAX_ID: "tax id",
    FieldKey.ADDRESS: "address",
    FieldKey.INCORPORATED: "incorporation date",
    FieldKey.PERSON_NAME: "name",
    FieldKey.DOCUMENT_NUMBER: "document number",
    FieldKey.DATE_OF_BIRTH: "date of birth",
    FieldKey.NATIONALITY: "nationality",
    FieldKey.SHARE: "share",
}


def parse_date(text: str) -> date | None:
    """A found date (ISO, or as papers write it: normalise.parse_date) as a ``date``."""
    iso = iso_date(text.strip())
    return date.fromisoformat(iso) if iso else None


def add_months(moment: date, months: int) -> date:
    """The same day ``months`` calendar months away (the month's last day when it is short)."""
    index = moment.year * 12 + moment.month - 1 + months
    year, month = divmod(index, 12)
    day = min(moment.day, calendar.monthrange(year, month + 1)[1])
    return date(year, month + 1, day)


def case_flags(
    material: CaseMaterial,
    found: Sequence[Found],
    comparisons: Sequence[Comparison],
    screening: Sequence[ScreeningCard],
    ownership: Ownership,
    today: date,
) -> list[Flag]:
    """Every flag of one case, in a stable order (by kind as listed in FlagKind, then key)."""
    case = _Case(material)
    flags: list[Flag] = [
        *_declared_differs(case, comparisons),
        *_identity_dates(case, found, today),
        *_checksums(case, found),
        *_company_names(case, found),
        *_address_proofs(case, found),
        *screening_flags(screening),
        *ownership_flags(ownership),
    ]
    order = list(FlagKind)
    unique = {flag.key: flag for flag in reversed(flags)}  # the first raised wins a key
    return sorted(unique.values(), key=lambda f: (order.index(f.kind), f.key))


@dataclass(frozen=True)
class _Case:
    material: CaseMaterial

    def file_name(self, document_id: str) -> str:
        document = self.document(document_id)
        return document.file_name if document else ("identity provider" if not document_id else "")

    def document(self, document_id: str) -> MaterialDocument | None:
        return next((d for d in self.material.documents if d.id == document_id), None)

    def person_name(self, subject: str) -> str:
        person = next((p for p in self.material.people if p.id == subject), None)
        return person.full_name if person else ""

    def subject_of(self, item: Found) -> str:
        """A person's field: its subject, or the shareholder whose ID card the document is."""
        if item.subject:
            return item.subject
        person = next(
            (
                p
                for p in self.material.people
                if item.document_id and p.card_document_id == item.document_id
            ),
            None,
        )
        return person.id if person else ""


# --- declared versus found ---
def _declared_differs(case: _Case, comparisons: Iterable[Comparison]) -> Iterable[Flag]:
    comparisons = list(comparisons)
    # An OCR misreading (0 read as 9 on a worn card) is not evidence against the declaration
    # when a reading that is not OCR (the provider's fields, a text layer) of the same value
    # matches it: the row still shows the difference, the flag is not raised.
    confirmed = {
        (c.field, c.subject)
        for c in comparisons
        if c.verdict is Verdict.MATCH and c.found is not None and c.found.source is not Source.OCR
    }
    for comparison in comparisons:
        found = comparison.found
        if found is None:
            continue
        if found.source is Source.OCR and (comparison.field, comparison.subject) in confirmed:
            continue
        near_counts = comparison.verdict is Verdict.NEAR and comparison.field in IDENTIFIERS
        if comparison.verdict is not Verdict.DIFFERS and not near_counts:
            continue
        document = case.file_name(found.document_id)
        words = _FIELD_WORDS.get(comparison.field, comparison.field.value.replace("_", " "))
        whose = f"{comparison.subject_name}'s" if comparison.subject else "The"
        sentence = (
            f'{whose} declared {words} "{comparison.declared}" differs from '
            f'"{found.value}" in {document}.'
        )
        yield Flag(
            kind=FlagKind.DECLARED_DIFFERS,
            key=flag_key(
                FlagKind.DECLARED_DIFFERS,
                comparison.subject,
                f"{comparison.field}:{found.document_id or 'provider'}",
            ),
            sentence=sentence,
            subject=comparison.subject,
            subject_name=comparison.subject_name,
            facts=facts(
                field=comparison.field.value,
                declared=comparison.declared,
                found=found.value,
                document=document,
                verdict=comparison.verdict.value,
            ),
            evidence=(found,),
        )


# --- identity documents: expiry and age ---
def _identity_dates(case: _Case, found: Sequence[Found], today: date) -> Iterable[Flag]:
    identity_ids = {
        d.id for d in case.material.documents if d.category.upper() in ("IDENTITY", "ID")
    } | {p.card_document_id for p in case.material.people if p.card_document_id}
    for field in (FieldKey.EXPIRES, FieldKey.DATE_OF_BIRTH):
        by_subject: dict[str, list[tuple[Found, date]]] = {}
        for item in found:
            if item.field is not field:
                continue
            if item.source is not Source.PROVIDER and item.document_id not in identity_ids:
                continue
            moment = parse_date(item.value)
            if moment is not None:
                by_subject.setdefault(case.subject_of(item), []).append((item, moment))
        for subject, dated in by_subject.items():
            # the provider's value first; where sources disagree the stricter date counts
            dated.sort(key=lambda pair: pair[0].source is not Source.PROVIDER)
            if field is FieldKey.EXPIRES:
                yield from _expiry(case, subject, dated, today)
            else:
                yield from _age(case, subject, dated, today)


def _who(case: _Case, subject: str, dated: Sequence[tuple[Found, date]]) -> str:
    if name := case.person_name(subject):
        return name
    return f"The holder of {case.file_name(dated[0][0].document_id)}"


def _what(case: _Case, subject: str, evidence: Sequence[Found]) -> str:
    person = next((p for p in case.material.people if p.id == subject), None)
    if person and person.card_document_id:
        return person.card_document_id
    return next((f.document_id for f in evidence if f.document_id), "provider")


def _expiry(
    case: _Case, subject: str, dated: list[tuple[Found, date]], today: date
) -> Iterable[Flag]:
    expires = min(moment for _, moment in dated)
    if expires > today + timedelta(days=EXPIRING_DAYS):
        return
    evidence = tuple(item for item, _ in dated)
    name = _who(case, subject, dated)
    days = (expires - today).days
    if expires < today:
        kind = FlagKind.ID_EXPIRED
        sentence = f"{name}'s identity document expired on {expires.isoformat()}."
        named = facts(name=name, expires=expires.isoformat())
    else:
        kind = FlagKind.ID_EXPIRING
        when = "today" if days == 0 else f"in {days} day{'s' if days != 1 else ''}"
        sentence = f"{name}'s identity document expires on {expires.isoformat()}, {when}."
        named = facts(name=name, expires=expires.isoformat(), days=days)
    yield Flag(
        kind=kind,
        key=flag_key(kind, subject, _what(case, subject, evidence)),
        sentence=sentence,
        subject=subject,
        subject_name=case.person_name(subject),
        facts=named,
        evidence=evidence,
    )


def _age(case: _Case, subject: str, dated: list[tuple[Found, date]], today: date) -> Iterable[Flag]:
    born = max(moment for _, moment in dated)  # the younger reading is the stricter
    age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    if age >= ADULT_AGE:
        return
    name = _who(case, subject, dated)
    evidence = tuple(item for item, _ in dated)
    yield Flag(
        kind=FlagKind.UNDERAGE,
        key=flag_key(FlagKind.UNDERAGE, subject, _what(case, subject, evidence)),
        sentence=f"{name} is {age}, under {ADULT_AGE} (born {born.isoformat()}).",
        subject=subject,
        subject_name=case.person_name(subject),
        facts=facts(name=name, born=born.isoformat(), age=age),
        evidence=evidence,
    )


# --- tax and registration numbers ---
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


def _checksums(case: _Case, found: Sequence[Found]) -> Iterable[Flag]:
    for item, check in number_checks(case.material, found):
        if check.status is not CheckStatus.INVALID:
            continue
        where = (
            "declared"
            if item.source is Source.DECLARED
            else f"in {case.file_name(item.document_id)}"
        )
        words = _FIELD_WORDS[item.field]
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
def _company_names(case: _Case, found: Sequence[Found]) -> Iterable[Flag]:
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
def _address_proofs(case: _Case, found: Sequence[Found]) -> Iterable[Flag]:
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
