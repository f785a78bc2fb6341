"""What the business declared set beside what each document says, one comparison per declared
field, subject and document: match, near, differs, or not found where a document of the case
could have carried it.

Both sides are normalised first (accents, case, punctuation, spacing, number grouping), so
"03456789-00" and "03.456.789" are compared as the characters of the number: a near-match, with
the "00" the document lacks marked on the declared value.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from app.services.evidence.fields import paper_kind, provider_fields
from app.services.evidence.model import (
    CaseMaterial,
    Comparison,
    FieldKey,
    Found,
    MaterialPerson,
    OwnerShare,
    Source,
    Verdict,
)
from app.services.evidence.normalise import identifier_key, keyed, parse_date, plain

Spans = tuple[tuple[int, int], ...]
IDENTIFIERS = frozenset({FieldKey.REGISTRATION_NUMBER, FieldKey.TAX_ID, FieldKey.DOCUMENT_NUMBER})
NAMES = frozenset({FieldKey.PERSON_NAME, FieldKey.COMPANY_NAME})
DATES = frozenset(
    {
        FieldKey.DATE_OF_BIRTH,
        FieldKey.ISSUED,
        FieldKey.EXPIRES,
        FieldKey.INCORPORATED,
        FieldKey.BILL_DATE,
    }
)
MATCH_AT, NEAR_AT = 97, 85
# Legal forms, long and short, reduced to one name (normalised words on the left).
LEGAL_FORMS = {
    "sociedad por acciones simplificada": "sas",
    "s a s": "sas",
    "sociedad anonima de capital variable": "sa de cv",
    "s a de c v": "sa de cv",
    "sociedad de responsabilidad limitada": "limitada",
    "sl": "limitada",
    "srl": "limitada",
    "s l": "limitada",
    "s r l": "limitada",
    "ltda": "limitada",
    "private company limited by shares": "ltd",
    "limited": "ltd",
    "limited liability company": "llc",
    "l l c": "llc",
    "sociedad anonima": "sa",
    "s a": "sa",
}
# The declared details, by the key the KYB details use.
BUSINESS = (
    (FieldKey.COMPANY_NAME, "companyName"),
    (FieldKey.LEGAL_FORM, "legalForm"),
    (FieldKey.TAX_ID, "taxId"),
    (FieldKey.REGISTRATION_NUMBER, "registrationNumber"),
    (FieldKey.ADDRESS, "address"),
)
# Which kind of paper can carry which business field (for "not found").
CARRIED_BY = {
    "company": frozenset(key for key, _ in BUSINESS),
    "address": frozenset({FieldKey.COMPANY_NAME, FieldKey.ADDRESS, FieldKey.TAX_ID}),
}


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    score: int | None = None
    found_spans: Spans = ()
    declared_spans: Spans = ()


def compare_value(
    field: FieldKey, declared: str, found: str
) -> tuple[Verdict, int | None, tuple[tuple[int, int], ...]]:
    """The verdict, the fuzzy score (names and addresses) and the spans of ``found`` that
    differ from ``declared``."""
    judged = judge(field, declared, found)
    return judged.verdict, judged.score, judged.found_spans


def judge(field: FieldKey, declared: str, found: str) -> Judgement:
    """As ``compare_value``, with the spans of ``declared`` that differ too."""
    if field in IDENTIFIERS:
        return _identifier(declared, found)
    if field in NAMES:
        return _fuzzy(declared, found, fuzz.token_sort_ratio)
    if field == FieldKey.ADDRESS:
        return _fuzzy(declared, found, fuzz.token_set_ratio)
    if field == FieldKey.LEGAL_FORM:
        same = legal_form(declared) == legal_form(found)
        return _exact(same, declared, found)
    if field in DATES:
        return _exact(_as_date(declared) == _as_date(found), declared, found)
    if field == FieldKey.NATIONALITY:
        return _exact(country(declared) == country(found), declared, found)
    if field == FieldKey.SHARE:
        return _exact(_percent(declared) == _percent(found), declared, found)
    return _exact(plain(declared) == plain(found), declared, found)


def legal_form(text: str) -> str:
    words = plain(text)
    return LEGAL_FORMS.get(words, words)


def country(text: str) -> str:
    """ISO alpha-2 from alpha-2 or alpha-3 ("COL" -> "CO")."""
    code = text.strip().upper()
    if len(code) == 3:
        import pycountry  # on first use: 1.8 MiB that opening the workspace does not need

        found = pycountry.countries.get(alpha_3=code)
        return found.alpha_2 if found is not None else code
    return code


def _as_date(text: str) -> str:
    return parse_date(text) or plain(text)


def _percent(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace("%", "").replace(",", ".").strip())
    except InvalidOperation:
        return None


def _exact(same: bool, declared: str, found: str) -> Judgement:
    if same:
        return Judgement(Verdict.MATCH)
    spans = _spans(declared, found, _letters_digits)
    return Judgement(Verdict.DIFFERS, None, spans[1], spans[0])


def _fuzzy(declared: str, found: str, scorer: Callable[..., float]) -> Judgement:
    score = round(scorer(plain(declared), plain(found)))
    if score >= MATCH_AT:
        verdict = Verdict.MATCH
    elif score >= NEAR_AT:
        verdict = Verdict.NEAR
    else:
        verdict = Verdict.DIFFERS
    if verdict == Verdict.MATCH:
        return Judgement(verdict, score)
    spans = _spans(declared, found, _letters_digits)
    return Judgement(verdict, score, spans[1], spans[0])


def _identifier(declared: str, found: str) -> Judgement:
    """Compared by their letters and digits: equal is a match; one the start of the other, or
    a single character slipped (changed, missing, two swapped) is near; else they differ."""
    key_d, where_d = identifier_key(declared)
    key_f, where_f = identifier_key(found)
    if key_d == key_f and key_d:
        return Judgement(Verdict.MATCH)
    spans_d, spans_f = _diff(key_d, where_d, key_f, where_f)
    near = bool(key_d and key_f) and (
        key_d.startswith(key_f)
        or key_f.startswith(key_d)
        or (min(len(key_d), len(key_f)) >= 5 and OSA.distance(key_d, key_f) <= 1)
    )
    return Judgement(Verdict.NEAR if near else Verdict.DIFFERS, None, spans_f, spans_d)


def _letters_digits(ch: str) -> bool:
    return ch.isalnum()


def _spans(declared: str, found: str, keep: Callable[[str], bool]) -> tuple[Spans, Spans]:
    key_d, where_d = keyed(declared, keep)
    key_f, where_f = keyed(found, keep)
    return _diff(key_d, where_d, key_f, where_f)


def _diff(
    key_d: str, where_d: Sequence[int], key_f: str, where_f: Sequence[int]
) -> tuple[Spans, Spans]:
    """The spans of each original text whose reduced characters differ (difflib on the reduced
    forms, mapped back through where each reduced character came from)."""
    declared: list[tuple[int, int]] = []
    found: list[tuple[int, int]] = []
    matcher = difflib.SequenceMatcher(None, key_d, key_f, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if i2 > i1:
            _add(declared, where_d[i1], where_d[i2 - 1] + 1)
        if j2 > j1:
            _add(found, where_f[j1], where_f[j2 - 1] + 1)
    return tuple(declared), tuple(found)


def _add(spans: list[tuple[int, int]], start: int, end: int) -> None:
    if spans and start <= spans[-1][1]:
        spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
    else:
        spans.append((start, end))


def _comparison(
    field: FieldKey, subject: str, subject_name: str, declared: str, found: Found
) -> Comparison:
    judged = judge(field, declared, found.value)
    return Comparison(
        field,
        subject,
        subject_name,
        declared,
        found,
        judged.verdict,
        judged.score,
        judged.found_spans,
        judged.declared_spans,
    )


def compare_case(
    material: CaseMaterial, found: Sequence[Found], owners: Sequence[OwnerShare]
) -> list[Comparison]:
    """Every declared business detail and every shareholder's name, document number, share,
    date of birth and nationality beside each value found for it, document by document."""
    kinds = {paper_kind(document) for document in material.documents}
    carried = frozenset().union(*(CARRIED_BY.get(kind, frozenset()) for kind in kinds))
    out: list[Comparison] = []
    for key, detail in BUSINESS:
        declared = material.declared.get(detail, "") or (
            material.company if key == FieldKey.COMPANY_NAME else ""
        )
        if not declared.strip():
            continue
        seen = [f for f in found if f.field == key and not f.subject]
        out.extend(_comparison(key, "", "", declared, f) for f in seen)
        if not seen and key in carried:
            out.append(Comparison(key, "", "", declared, None, Verdict.NOT_FOUND))
    declared_owners = [o for o in owners if o.source == Source.DECLARED]
    paper_owners = [o for o in owners if o.source in (Source.TEXT, Source.OCR)]
    has_certificate = bool(paper_owners) or any(
        d.type.upper() == "CERTIFICATE_OF_INCORPORATION" for d in material.documents
    )
    for person in material.people:
        out.extend(_person(material, person, found, declared_owners, paper_owners, has_certificate))
    return out


def _person(
    material: CaseMaterial,
    person: MaterialPerson,
    found: Sequence[Found],
    declared_owners: Sequence[OwnerShare],
    paper_owners: Sequence[OwnerShare],
    has_certificate: bool,
) -> list[Comparison]:
    name = person.full_name
    card = person.card_document_id
    has_card = bool(card) and any(d.id == card for d in material.documents)
    theirs = [
        f
        for f in found
        if f.subject == person.id or (not f.subject and card and f.document_id == card)
    ]
    if not any(f.source == Source.PROVIDER for f in theirs):
        theirs.extend(provider_fields(person))
    provider = {f.field: f for f in theirs if f.source == Source.PROVIDER}
    read = [f for f in theirs if f.source != Source.PROVIDER]
    said = _owner_for(name, declared_owners)
    paper = _owner_for(name, paper_owners)
    out: list[Comparison] = []

    def add(key: FieldKey, claim: str, candidates: list[Found], could: bool) -> None:
        if not claim:
            return
        for candidate in candidates:
            out.append(_comparison(key, person.id, name, claim, candidate))
        if not candidates and could:
            out.append(Comparison(key, person.id, name, claim, None, Verdict.NOT_FOUND))

    names = [f for f in theirs if f.field == FieldKey.PERSON_NAME]
    if paper is not None:
        names.append(_as_found(paper, FieldKey.PERSON_NAME, paper.name, person.id))
    add(FieldKey.PERSON_NAME, name, names, has_card or has_certificate)

    claim_number = said.document if said is not None and said.document else ""
    numbers = [f for f in read if f.field == FieldKey.DOCUMENT_NUMBER]
    if claim_number and FieldKey.DOCUMENT_NUMBER in provider:
        numbers.insert(0, provider[FieldKey.DOCUMENT_NUMBER])
    elif FieldKey.DOCUMENT_NUMBER in provider:
        claim_number = provider[FieldKey.DOCUMENT_NUMBER].value
    if paper is not None and paper.document:
        numbers.append(_as_found(paper, FieldKey.DOCUMENT_NUMBER, paper.document, person.id))
    add(FieldKey.DOCUMENT_NUMBER, claim_number, numbers, has_card or has_certificate)

    if said is not None and said.percent is not None:
        shares = []
        if paper is not None and paper.percent is not None:
            shares.append(_as_found(paper, FieldKey.SHARE, _percent_text(paper.percent), person.id))
        add(FieldKey.SHARE, _percent_text(said.percent), shares, has_certificate)

    for key in (FieldKey.DATE_OF_BIRTH, FieldKey.NATIONALITY):
        claim = provider[key].value if key in provider else ""
        add(key, claim, [f for f in read if f.field == key], has_card)
    return out


def _owner_for(name: str, owners: Sequence[OwnerShare]) -> OwnerShare | None:
    """The owner whose name is this person's (fuzzily: the certificate may add a second
    surname or drop an accent)."""
    best: tuple[float, OwnerShare] | None = None
    for owner in owners:
        score = fuzz.token_sort_ratio(plain(name), plain(owner.name))
        score = max(score, fuzz.token_set_ratio(plain(name), plain(owner.name)) - 5)
        if score >= NEAR_AT and (best is None or score > best[0]):
            best = (score, owner)
    return best[1] if best else None


def _as_found(owner: OwnerShare, key: FieldKey, value: str, subject: str) -> Found:
    return Found(key, value, owner.document_id, owner.source, owner.box, subject)


def _percent_text(value: Decimal) -> str:
    return f"{value.normalize():f}"
