"""Writes a seeded KYB case (sandbox/seed_kyb_cases.py): sessions and their state, the files
drawn for them, shareholders with their kyc payload and identity verification history, and
KYB detail entries that change over time.

Ids come from a random stream of the case's own (merchant and company), so the rest of the
seeded world does not shift when a case changes, and the same seed gives the same bytes.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from datetime import date, datetime, timedelta
from functools import lru_cache
from typing import Any

from sqlalchemy import Connection

from sandbox.clock import iso
from sandbox.db.tables import (
    identity_verification_logs,
    identity_verifications,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.domain.onboarding import kyc_level
from sandbox.file_types import sniff
from sandbox.seed_data import ANCHOR, email_of
from sandbox.seed_files.company_papers import (
    MONTHS,
    CompanyProfile,
    articles_of_association,
    certificate_of_incorporation,
    utility_bill,
)
from sandbox.seed_files.id_cards import CardHolder, id_card_png
from sandbox.seed_files.scan import scanned_pdf
from sandbox.seed_kyb_cases import CASES
from sandbox.seed_kyb_people import Holder
from sandbox.seed_kyb_shapes import Case, Paper
from sandbox.seed_kyc_payload import kyc_payload
from sandbox.seed_ledger import deterministic_ids

KYB_ID_BASE = 2000
ID_CARD_NAMES = {"CO": "cedula", "MX": "credencial", "ES": "dni", "PE": "dni", "AR": "dni"}


def seed_case(conn: Connection, mid: str, uid: str, company: str, email: str) -> None:
    """The case of ``company``, if the script has one (a business without is left alone)."""
    case = CASES.get(company)
    if case is None:
        return
    ids = deterministic_ids(random.Random(f"teller-kyb:{mid}:{company}"))
    session_ids = [ids() for _ in case.sessions]
    holder_ids = [ids() for _ in case.holders]
    number = KYB_ID_BASE + list(CASES).index(company) * 10
    card_documents: dict[int, tuple[str, str]] = {}  # holder index -> (session id, doc id)
    for index, (sid, session) in enumerate(zip(session_ids, case.sessions, strict=True)):
        opened = ANCHOR - timedelta(days=session.opened)
        conn.execute(
            kyb_sessions.insert().values(
                id=sid,
                kyb_id=number + index + 1,
                merchant_id=mid,
                user_id=uid,
                state=session.states[-1][0],
                created_at=iso(opened),
                updated_at=iso(opened + timedelta(days=session.states[-1][1])),
            )
        )
        for paper in session.papers:
            did = ids()
            file_name, content = _paper(case, paper, opened)
            if paper.kind.startswith("id_card:"):
                card_documents[int(paper.kind.split(":")[1])] = (sid, did)
            uploaded = iso(opened + timedelta(days=paper.uploaded))
            deleted = None if paper.deleted is None else iso(opened + timedelta(days=paper.deleted))
            conn.execute(
                kyb_documents.insert().values(
                    id=did,
                    session_id=sid,
                    category=paper.category,
                    type=paper.type,
                    file_name=file_name,
                    file_size=len(content),
                    content=content,
                    media_type=sniff(content).media_type,
                    created_at=uploaded,
                    updated_at=deleted or uploaded,
                    deleted_at=deleted,
                )
            )
    added = ANCHOR - timedelta(days=case.sessions[-1].opened - 1)
    for index, (hid, holder) in enumerate(zip(holder_ids, case.holders, strict=True)):
        card = card_documents.get(index)
        photo = (
            f"/sandbox/v1/business-users/{uid}/kyb-sessions/{card[0]}/documents/{card[1]}/content"
            if card
            else None
        )
        _shareholder(conn, ids, mid, uid, hid, holder, added + timedelta(hours=index), photo)
    _details(conn, case, uid, company, email, session_ids)


def _paper(case: Case, paper: Paper, opened: datetime) -> tuple[str, bytes]:
    if paper.kind.startswith("id_card:"):
        holder = case.holders[int(paper.kind.split(":")[1])]
        return _card_name(holder), _card(holder)
    profile = case.profile
    assert profile is not None, "a company paper needs the company's profile"
    if paper.kind == "certificate":
        issued = (opened - timedelta(days=12)).date()
        if paper.scanned:
            return paper.file_name, _scanned_certificate(profile, issued)
        return paper.file_name, _certificate(profile, issued)
    if paper.kind == "articles":
        return paper.file_name, _articles(profile)
    # A bill for the month before the upload; an old one is half a year older.
    months_back = 7 if paper.kind == "old_bill" else 1
    period = _months_before(opened.date(), months_back)
    file_name = paper.file_name.format(month=MONTHS[period.month - 1])
    return file_name, _bill(profile, case.utility, period, case.bill_amount, paper.addressee)


@lru_cache(maxsize=64)
def _certificate(profile: CompanyProfile, issued: date) -> bytes:
    return certificate_of_incorporation(profile, issued)


@lru_cache(maxsize=8)
def _scanned_certificate(profile: CompanyProfile, issued: date) -> bytes:
    """The certificate printed, signed and scanned: page images, no text layer."""
    return scanned_pdf(
        _certificate(profile, issued),
        title="Escaneo",
        author="Escáner de oficina",
        created=f"D:{issued:%Y%m%d}093000Z",
    )


@lru_cache(maxsize=64)
def _articles(profile: CompanyProfile) -> bytes:
    return articles_of_association(profile)


@lru_cache(maxsize=64)
def _bill(
    profile: CompanyProfile, utility: str, period: date, amount: str, addressee: str
) -> bytes:
    return utility_bill(profile, utility, period, amount, addressee)


@lru_cache(maxsize=64)
def _card(holder: Holder) -> bytes:
    """Drawn once per process: a second merchant's copy of a case reuses the bytes."""
    card = CardHolder(
        given_names=holder.given,
        surnames=holder.surnames,
        sex=holder.sex,
        country=holder.country,
        document_number=holder.document_number,
        born=holder.born,
        issued=holder.issued,
        expires=holder.expires,
    )
    return id_card_png(card, turned=holder.turned)


def _card_name(holder: Holder) -> str:
    words = f"{holder.given} {holder.surnames}".lower()
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", words) if not unicodedata.combining(ch)
    )
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    suffix = "-escaneo" if holder.turned else ""
    return f"{ID_CARD_NAMES.get(holder.country, 'documento')}-{slug}{suffix}.png"


def _months_before(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 - months
    return date(index // 12, index % 12 + 1, 1)


def _shareholder(
    conn: Connection,
    ids: Any,
    mid: str,
    uid: str,
    hid: str,
    holder: Holder,
    added: datetime,
    photo: str | None,
) -> None:
    verification = ids()
    conn.execute(
        identity_verifications.insert().values(
            id=verification, merchant_id=mid, user_id=uid, created_at=iso(added)
        )
    )
    for state, after in holder.history:
        conn.execute(
            identity_verification_logs.insert().values(
                session_id=verification,
                new_state=state,
                created_at=iso(added + timedelta(days=after)),
            )
        )
    kyc = kyc_payload(holder, uid, ids, photo)
    # The kyc payload arrives once the person has sent their document (the PENDING step).
    sent = next((after for state, after in holder.history if state == "PENDING"), 0.0)
    conn.execute(
        shareholders.insert().values(
            id=hid,
            merchant_id=mid,
            user_id=uid,
            email=email_of(holder.given, holder.surnames),
            name=holder.given,
            surname=holder.surnames,
            kyc_level=kyc_level(kyc),
            kyc_json=json.dumps(kyc, ensure_ascii=False),
            identity_verification_id=verification,
            created_at=iso(added),
            updated_at=iso(added + timedelta(days=sent)),
        )
    )


def _details(
    conn: Connection, case: Case, uid: str, company: str, email: str, session_ids: list[str]
) -> None:
    """Each entry is the whole record as it stood then; the API lists them newest first."""
    current = {"companyName": company, "email": email, "kybSessionId": "#0"}
    for days, changes in case.details:
        current = {**current, **changes}
        details = [
            {"key": key, "value": session_ids[int(value[1:])] if value.startswith("#") else value}
            for key, value in current.items()
        ]
        conn.execute(
            kyb_details.insert().values(
                user_id=uid,
                created_at=iso(ANCHOR - timedelta(days=days)),
                details_json=json.dumps(details, ensure_ascii=False),
            )
        )
