"""What each document of a case says, as fields: the company's papers, the shareholders' ID
cards, the identity provider's own extraction and the declared owners.

The kind of document decides how it is read (its type, then its category); a document of an
unknown kind is judged by its text: a machine-readable zone makes it an identity document, a
billing period a bill, anything else a company paper.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from app.services.evidence import mrz
from app.services.evidence.company_fields import company_fields, owner_shares
from app.services.evidence.id_fields import id_card_fields
from app.services.evidence.model import (
    DocumentText,
    FieldKey,
    Found,
    MaterialDocument,
    MaterialPerson,
    OwnerShare,
    ReadMethod,
    Source,
)
from app.services.evidence.normalise import parse_date, plain

IDENTITY_TYPES = frozenset(
    {"ID_CARD", "PASSPORT", "NATIONAL_ID", "DRIVING_LICENSE", "DRIVERS_LICENSE", "RESIDENCE_PERMIT"}
)
ADDRESS_TYPES = frozenset({"PROOF_OF_ADDRESS", "UTILITY_BILL", "BANK_STATEMENT"})
COMPANY_TYPES = frozenset(
    {"CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_ASSOCIATION", "REGISTRY_EXTRACT"}
)
# The provider's field names and what they are.
PROVIDER_FIELDS = (
    ("documentNumber", FieldKey.DOCUMENT_NUMBER),
    ("dateOfBirth", FieldKey.DATE_OF_BIRTH),
    ("emissionDate", FieldKey.ISSUED),
    ("expirationDate", FieldKey.EXPIRES),
    ("nationality", FieldKey.NATIONALITY),
)


def paper_kind(document: MaterialDocument) -> str:
    """identity | address | company by the document's type, then its category; '' unknown."""
    kind = document.type.upper()
    category = document.category.upper()
    if kind in IDENTITY_TYPES:
        return "identity"
    if kind in ADDRESS_TYPES:
        return "address"
    if kind in COMPANY_TYPES:
        return "company"
    if category in ("IDENTITY", "ADDRESS", "COMPANY"):
        return category.lower()
    return ""


def kind_of(document: MaterialDocument, text: DocumentText) -> str:
    """identity | address | company, by the document's type, its category, then its text."""
    known = paper_kind(document)
    if known:
        return known
    lines = [line.text for line in text.lines]
    if mrz.zone(lines).lines:
        return "identity"
    if any("factura" in plain(line) or "periodo de" in plain(line) for line in lines):
        return "address"
    return "company"


def document_fields(
    document: MaterialDocument, text: DocumentText, *, subject: str = ""
) -> tuple[list[Found], list[OwnerShare]]:
    """The fields found in one document and, for a certificate, its owners with their shares.
    ``subject``: the shareholder whose identity document this is ('' to fill in later)."""
    if text.method == ReadMethod.NONE or not text.lines:
        return [], []
    source = Source.OCR if text.method == ReadMethod.OCR else Source.TEXT
    kind = kind_of(document, text)
    if kind == "identity":
        return id_card_fields(
            text.lines, document_id=document.id, source=source, subject=subject
        ), []
    found = company_fields(text.lines, document_id=document.id, source=source)
    if kind == "address":
        keep = {FieldKey.COMPANY_NAME, FieldKey.ADDRESS, FieldKey.TAX_ID, FieldKey.BILL_DATE}
        return [f for f in found if f.field in keep], []
    found = [f for f in found if f.field != FieldKey.BILL_DATE]
    owners = owner_shares(text.lines, document_id=document.id, source=source)
    return found, owners


def provider_fields(person: MaterialPerson) -> list[Found]:
    """The identity provider's own reading of the person's document (the kyc payload's
    ``data.documents[].fields``); whatever is missing or oddly shaped is left out."""
    data = person.kyc.get("data") if isinstance(person.kyc, Mapping) else None
    documents = data.get("documents") if isinstance(data, Mapping) else None
    if not isinstance(documents, list):
        return []
    found: list[Found] = []
    document_id = person.card_document_id or ""

    def add(key: FieldKey, value: str) -> None:
        found.append(Found(key, value, document_id, Source.PROVIDER, None, person.id))

    for document in documents:
        fields = document.get("fields") if isinstance(document, Mapping) else None
        if not isinstance(fields, Mapping):
            continue
        name = " ".join(v for v in (_value(fields, "firstName"), _value(fields, "surname")) if v)
        if name:
            add(FieldKey.PERSON_NAME, name)
        for wire, key in PROVIDER_FIELDS:
            value = _value(fields, wire)
            if not value:
                continue
            if key in (FieldKey.DATE_OF_BIRTH, FieldKey.ISSUED, FieldKey.EXPIRES):
                iso = parse_date(value[:10])
                if iso is None:
                    continue
                value = iso
            add(key, value)
    return found


def _value(fields: Mapping[str, Any], name: str) -> str:
    entry = fields.get(name)
    value = entry.get("value") if isinstance(entry, Mapping) else entry
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return str(value).strip()
    if isinstance(value, date):
        return value.isoformat()
    return ""


def declared_owners(declared: Mapping[str, str]) -> list[OwnerShare]:
    """The declared ``owners``: "Name, C.C. 1.020.456.789, 40 %; Name, 12,5 %; ..." (the
    document part may be absent, the percent may use a decimal comma)."""
    written = declared.get("owners", "")
    if not isinstance(written, str):
        return []
    owners: list[OwnerShare] = []
    for entry in written.split(";"):
        entry = entry.strip()
        if not entry:
            continue
        percent: Decimal | None = None
        share = re.search(r"(\d{1,3}(?:[.,]\d+)?)\s*%\s*$", entry)
        if share:
            try:
                percent = Decimal(share.group(1).replace(",", "."))
            except InvalidOperation:
                percent = None
            entry = entry[: share.start()].rstrip(" ,")
        name, _, document = entry.partition(",")
        if name.strip():
            owners.append(OwnerShare(name.strip(), percent, document.strip(), Source.DECLARED))
    return owners
