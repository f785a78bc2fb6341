"""Inputs for the checks' tests, built by hand from the seeded cases' real values (the
shareholders and their identity provider's payloads come from the seed itself), so the checks
are tested without the reader, the field finder or the comparison (other modules' work)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from datetime import UTC, date, datetime
from decimal import Decimal

from app.services.evidence.model import (
    CaseMaterial,
    Comparison,
    FieldKey,
    Found,
    MaterialDocument,
    MaterialPerson,
    OwnerShare,
    Source,
    Verdict,
)
from sandbox.seed_kyb import kyc_payload
from sandbox.seed_kyb_people import Holder

TODAY = date(2026, 11, 26)  # the desk's day the seeded cases are judged on
UID = "bu-1"
SESSION = "ks-1"


def document(
    did: str, file_name: str, category: str, kind: str, uploaded: date | None = None
) -> MaterialDocument:
    return MaterialDocument(
        id=did,
        file_name=file_name,
        category=category,
        type=kind,
        media_type="image/png" if category == "IDENTITY" else "application/pdf",
        sha256=f"sha-{did}",
        uploaded_at=datetime(*(uploaded or date(2026, 10, 1)).timetuple()[:3], 9, tzinfo=UTC),
    )


def person(holder: Holder, pid: str, card: str, kyc_state: str | None) -> MaterialPerson:
    """A shareholder record with the payload the seed gives them (their card at ``card``)."""
    counter = itertools.count()
    photo = f"/sandbox/v1/business-users/{UID}/kyb-sessions/{SESSION}/documents/{card}/content"
    return MaterialPerson(
        id=pid,
        name=holder.given,
        surname=holder.surnames,
        kyc=kyc_payload(holder, UID, lambda: f"{pid}-{next(counter)}", photo),
        kyc_state=kyc_state,
        card_document_id=card,
    )


def provider(holder: Holder, pid: str, card: str) -> list[Found]:
    """What the identity provider's fields say of a holder (as fields.provider_fields finds)."""
    values = (
        (FieldKey.PERSON_NAME, f"{holder.given} {holder.surnames}"),
        (FieldKey.DOCUMENT_NUMBER, holder.document_number),
        (FieldKey.DATE_OF_BIRTH, holder.born.isoformat()),
        (FieldKey.ISSUED, holder.issued.isoformat()),
        (FieldKey.EXPIRES, holder.expires.isoformat()),
        (FieldKey.NATIONALITY, holder.country),
    )
    return [Found(key, value, card, Source.PROVIDER, subject=pid) for key, value in values]


def text(field: FieldKey, value: str, did: str, source: Source = Source.TEXT) -> Found:
    return Found(field, value, did, source)


def share(name: str, percent: str | None, doc: str, source: Source, did: str = "") -> OwnerShare:
    return OwnerShare(name, Decimal(percent) if percent else None, doc, source, document_id=did)


def matches(found: Iterable[Found], declared: dict[str, str]) -> list[Comparison]:
    """Every business value found, compared with the declaration and judged a match."""
    keys = {
        FieldKey.COMPANY_NAME: "companyName",
        FieldKey.TAX_ID: "taxId",
        FieldKey.REGISTRATION_NUMBER: "registrationNumber",
        FieldKey.ADDRESS: "address",
    }
    return [
        Comparison(f.field, "", "", declared[keys[f.field]], f, Verdict.MATCH, 100)
        for f in found
        if f.field in keys and keys[f.field] in declared
    ]


def material(
    company: str,
    declared: dict[str, str],
    documents: Iterable[MaterialDocument],
    people: Iterable[MaterialPerson] = (),
) -> CaseMaterial:
    return CaseMaterial(UID, SESSION, company, dict(declared), tuple(documents), tuple(people))
