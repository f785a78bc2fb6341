"""Identity documents' dates: a document expired or expiring within 30 days, a holder under
18. Where sources disagree the stricter date counts (the earlier expiry, the later birth)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, timedelta

from app.services.evidence.case_lookup import CaseLookup
from app.services.evidence.flag_words import facts, flag_key
from app.services.evidence.model import FieldKey, Flag, FlagKind, Found, Source
from app.services.evidence.normalise import parse_date as iso_date

EXPIRING_DAYS = 30
ADULT_AGE = 18


def parse_date(text: str) -> date | None:
    """A found date (ISO, or as papers write it: normalise.parse_date) as a ``date``."""
    iso = iso_date(text.strip())
    return date.fromisoformat(iso) if iso else None


def identity_date_flags(case: CaseLookup, found: Sequence[Found], today: date) -> Iterable[Flag]:
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


def _who(case: CaseLookup, subject: str, dated: Sequence[tuple[Found, date]]) -> str:
    if name := case.person_name(subject):
        return name
    return f"The holder of {case.file_name(dated[0][0].document_id)}"


def _what(case: CaseLookup, subject: str, evidence: Sequence[Found]) -> str:
    person = next((p for p in case.material.people if p.id == subject), None)
    if person and person.card_document_id:
        return person.card_document_id
    return next((f.document_id for f in evidence if f.document_id), "provider")


def _expiry(
    case: CaseLookup, subject: str, dated: list[tuple[Found, date]], today: date
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


def _age(
    case: CaseLookup, subject: str, dated: list[tuple[Found, date]], today: date
) -> Iterable[Flag]:
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
