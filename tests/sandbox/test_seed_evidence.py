"""The seeded KYB cases really carry the evidence issue 25's checks look for (the table in
sandbox/seed_kyb_cases.py): read back from a freshly seeded database, files and payloads as
the desk receives them, never from the script's constants alone.

One clean case (Mercado Verde's newest session), one mismatch of each kind, and one scanned
certificate with no text layer that OCR still reads. The desk judges on the anchor + 6 days.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium  # type: ignore[import-untyped]
import pytest
from rapidfuzz import fuzz
from sqlalchemy import select
from stdnum.co import nit
from stdnum.es import cif, nif
from stdnum.mx import rfc
from stdnum.us import ein

import sandbox.seed_kyb_cases
from app.services.evidence.model import FlagKind
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import (
    identity_verification_logs,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.seed_data import ANCHOR
from sandbox.seed_files.company_papers import MONTHS, certificate_of_incorporation
from sandbox.seed_files.scan import scanned_pdf
from sandbox.seed_kyb_cases import CASES

TODAY = ANCHOR.date() + timedelta(days=6)  # the day the desk's tests judge on
ANDES, MERCADO, PUERTO = "Andes Logística SAS", "Mercado Verde SA de CV", "Puerto Norte Trading SL"
BLUE, LOTUS = "Blue Harbor Imports LLC", "Lotus Components Ltd"


@dataclass
class Document:
    file_name: str
    type: str
    category: str
    uploaded: date
    content: bytes = field(repr=False)


@dataclass
class Person:
    name: str
    kyc: dict[str, Any]
    kyc_level: str
    last_state: str

    @property
    def data(self) -> dict[str, Any]:
        return self.kyc["data"]  # type: ignore[no-any-return]

    @property
    def fields(self) -> dict[str, str]:
        return {k: v["value"] for k, v in self.data["documents"][0]["fields"].items()}

    def step(self, step_id: str) -> dict[str, Any]:
        steps = [*self.data["documents"][0]["steps"], *self.data["steps"]]
        return next(s for s in steps if s["id"] == step_id)


@dataclass
class Seeded:
    """A business's newest session as the desk receives it."""

    declared: dict[str, str]
    documents: list[Document]
    people: dict[str, Person]
    all_declared: list[dict[str, str]]  # every detail entry, oldest first

    def document(self, type_: str) -> Document:
        return next(d for d in self.documents if d.type == type_)


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Seeded]]:
    path: Path = tmp_path_factory.mktemp("seed-evidence") / "s.db"
    app = create_app(
        SandboxConfig(db_path=path, lifecycle_delay_seconds=None, rate_limit_per_second=0)
    )
    try:
        with app.state.ctx.db.read() as conn:
            yield {company: _read(conn, company) for company in CASES}
    finally:
        app.state.ctx.db.close()


def _read(conn: Any, company: str) -> Seeded:
    entries: dict[str, list[dict[str, str]]] = {}
    for row in conn.execute(select(kyb_details).order_by(kyb_details.c.created_at)):
        details = {d["key"]: d["value"] for d in json.loads(row.details_json)}
        entries.setdefault(row.user_id, []).append(details)
    (uid,) = [u for u, e in entries.items() if e[-1]["companyName"] == company]
    newest = conn.execute(
        select(kyb_sessions)
        .where(kyb_sessions.c.user_id == uid)
        .order_by(kyb_sessions.c.created_at.desc())
    ).first()
    documents = [
        Document(d.file_name, d.type, d.category, _day(d.created_at), d.content)
        for d in conn.execute(
            select(kyb_documents).where(
                kyb_documents.c.session_id == newest.id, kyb_documents.c.deleted_at.is_(None)
            )
        )
    ]
    people = {}
    for row in conn.execute(select(shareholders).where(shareholders.c.user_id == uid)):
        states = conn.execute(
            select(identity_verification_logs.c.new_state)
            .where(identity_verification_logs.c.session_id == row.identity_verification_id)
            .order_by(identity_verification_logs.c.created_at)
        ).scalars()
        name = f"{row.name} {row.surname}"
        people[name] = Person(name, json.loads(row.kyc_json), row.kyc_level, list(states)[-1])
    return Seeded(entries[uid][-1], documents, people, entries[uid])


def _day(stamp: str) -> date:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).date()


def pdf_text(content: bytes) -> list[str]:
    """Each page's text layer, as PDFium (the desk's reader) gives it: a line per row, a
    table's label and value on one."""
    document = pdfium.PdfDocument(content)
    try:
        pages = [document[i].get_textpage().get_text_range() for i in range(len(document))]
        return [page.replace("\r\n", "\n") for page in pages]
    finally:
        document.close()


def owners(declared: dict[str, str]) -> list[tuple[str, str, Decimal]]:
    """The ``owners`` detail: "name, document, percent %; ..." (plan25.md)."""
    result = []
    for part in declared["owners"].split(";"):
        name, *document, percent = (p.strip() for p in part.split(","))
        number = Decimal(percent.removesuffix("%").strip().replace(",", "."))
        result.append((name, ", ".join(document), number))
    return result


def bill_date(bill: Document) -> date:
    """The day a bill is issued ("Fecha de emisión 5 de agosto de 2026")."""
    text = " ".join(pdf_text(bill.content))
    day, month, year = re.search(  # type: ignore[union-attr]
        r"Fecha de emisión\s*(\d{1,2}) de (\w+) de (\d{4})", text
    ).groups()
    return date(int(year), MONTHS.index(month) + 1, int(day))


def months_between(earlier: date, later: date) -> int:
    """Whole calendar months from ``earlier`` to ``later``."""
    months = (later.year - earlier.year) * 12 + later.month - earlier.month
    return months - (later.day < earlier.day)


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def folded(text: str) -> str:
    """No accents, case or spacing: how OCR's reading is compared with what was drawn."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in plain if ch.isalnum() and ch.isascii()).lower()


# --- the clean case ---
def test_mercado_verde_declares_what_its_papers_say(seeded: dict[str, Seeded]) -> None:
    case = seeded[MERCADO]
    declared = case.declared
    certificate = "\n".join(pdf_text(case.document("CERTIFICATE_OF_INCORPORATION").content))
    bill = "\n".join(pdf_text(case.document("PROOF_OF_ADDRESS").content))
    articles = "\n".join(pdf_text(case.document("ARTICLES_OF_ASSOCIATION").content))
    assert declared["companyName"] == MERCADO
    for text in (certificate, bill, articles):
        assert MERCADO in text
    assert declared["legalForm"] == "SA de CV"  # the short form of the certificate's
    assert "Sociedad Anónima de Capital Variable" in certificate
    label, number = declared["taxId"].split()
    assert label == "RFC"
    assert rfc.is_valid(number, validate_check_digits=True)
    for text in (certificate, bill):
        assert f"RFC {number}" in text
    assert all(number in e["taxId"] for e in case.all_declared)  # the first session's too
    assert f"Folio mercantil electrónico {declared['registrationNumber']}" in certificate
    assert (
        declared["address"] == "Av. Paseo de la Reforma 222, piso 8, col. Juárez, Ciudad de México"
    )
    assert declared["address"] in certificate.replace("\n", " ")
    assert declared["address"] in bill.replace("\n", " ")


def test_mercado_verde_owners_passed_and_valid(seeded: dict[str, Seeded]) -> None:
    case = seeded[MERCADO]
    declared = owners(case.declared)
    assert [(n, p) for n, _d, p in declared] == [
        ("Guadalupe Navarro Ibáñez", Decimal(60)),
        ("Emiliano Treviño Garza", Decimal(40)),
    ]
    assert sum(p for _n, _d, p in declared) == 100
    certificate = pdf_text(case.document("CERTIFICATE_OF_INCORPORATION").content)[1]
    for name, document, percent in declared:
        assert f"{name} {document} {percent} %" in certificate
        person = case.people[name]  # a shareholder record for each owner
        assert (person.data["identity"]["status"], person.last_state) == ("verified", "APPROVED")
        assert person.kyc_level == "FULL"
        assert person.fields["documentNumber"] in document
        assert date.fromisoformat(person.fields["expirationDate"]) > TODAY + timedelta(days=365)
        assert age_on(date.fromisoformat(person.fields["dateOfBirth"]), TODAY) >= 18
        steps = [*person.data["documents"][0]["steps"], *person.data["steps"]]
        assert all(s["status"] == 200 and "error" not in s for s in steps)
        assert person.step("watchlists")["data"] == {"matches": []}
        assert person.data["hasProblem"] is False
    assert len(case.people) == 2
    assert sum(d.type == "ID_CARD" for d in case.documents) == 2


def test_mercado_verde_proof_of_address_is_recent(seeded: dict[str, Seeded]) -> None:
    bill = seeded[MERCADO].document("PROOF_OF_ADDRESS")
    dated = bill_date(bill)
    assert dated <= bill.uploaded
    assert months_between(dated, bill.uploaded) < 3


# --- one mismatch of each kind ---
def test_andes_declares_another_registration_number(seeded: dict[str, Seeded]) -> None:
    case = seeded[ANDES]
    assert case.declared["registrationNumber"] == "03456789-00"
    certificate = pdf_text(case.document("CERTIFICATE_OF_INCORPORATION").content)[0]
    assert "Matrícula mercantil 03.456.789" in certificate
    assert "03456789-00" not in certificate


def test_andres_id_card_expired(seeded: dict[str, Seeded]) -> None:
    person = seeded[ANDES].people["Andrés Felipe Cárdenas Rojas"]
    assert person.fields["expirationDate"] == "2025-03-14"
    assert date.fromisoformat(person.fields["expirationDate"]) < TODAY


def test_javier_id_card_expires_within_30_days(seeded: dict[str, Seeded]) -> None:
    case = seeded[BLUE]
    person = case.people["Javier Quispe Mamani"]
    expires = date.fromisoformat(person.fields["expirationDate"])
    assert 0 < (expires - TODAY).days <= 30
    assert 0 < (expires - ANCHOR.date()).days <= 30
    assert person.data["expired"] is False
    assert person.step("expiration-detection")["data"] == {"expirationDate": "2026-12-14"}
    assert [d.file_name for d in case.documents] == ["dni-javier-quispe-mamani.png"]


def test_camila_is_a_minor_with_a_small_share(seeded: dict[str, Seeded]) -> None:
    case = seeded[LOTUS]
    person = case.people["Camila Chen Lam"]
    age = age_on(date.fromisoformat(person.fields["dateOfBirth"]), TODAY)
    assert 16 <= age <= 17
    assert person.data["computed"]["age"]["data"] == age
    check = person.step("age-check")
    assert check["data"]["underage"] is True
    assert check["error"]["code"] == "ageCheck.underage"
    share = next(p for n, _d, p in owners(case.declared) if n == "Camila Chen Lam")
    assert share == 5
    assert "dni-camila-chen-lam.png" in [d.file_name for d in case.documents]


def test_puerto_norte_tax_id_fails_its_checksum(seeded: dict[str, Seeded]) -> None:
    case = seeded[PUERTO]
    label, number = case.declared["taxId"].split()
    assert (label, number) == ("NIF", "B87654321")
    assert not nif.is_valid(number)
    assert not cif.is_valid(number)
    assert cif.is_valid(number[:-1] + cif.calc_check_digits(number[:-1])[0])  # one char off
    certificate = pdf_text(case.document("CERTIFICATE_OF_INCORPORATION").content)[0]
    assert f"NIF {number}" in certificate  # the same (wrong) number everywhere


def test_other_tax_ids_pass_their_checksum(seeded: dict[str, Seeded]) -> None:
    """The checksum mismatch is Puerto Norte's alone: the others' numbers are right."""
    assert nit.is_valid(seeded[ANDES].declared["taxId"].split()[1])
    assert rfc.is_valid(seeded[MERCADO].declared["taxId"].split()[1], validate_check_digits=True)
    assert ein.is_valid(seeded[BLUE].declared["taxId"].split()[1])


def test_puerto_norte_bill_names_another_company(seeded: dict[str, Seeded]) -> None:
    case = seeded[PUERTO]
    bill = pdf_text(case.document("PROOF_OF_ADDRESS").content)[0]
    certificate = pdf_text(case.document("CERTIFICATE_OF_INCORPORATION").content)[0]
    assert "Titular Puerto Norte Comercial SL" in bill
    assert "Razón social Puerto Norte Trading SL" in certificate
    assert fuzz.token_sort_ratio("puerto norte comercial sl", "puerto norte trading sl") < 90


def test_puerto_norte_proof_of_address_is_old(seeded: dict[str, Seeded]) -> None:
    bill = seeded[PUERTO].document("PROOF_OF_ADDRESS")
    assert months_between(bill_date(bill), bill.uploaded) > 3


def test_valeria_matches_a_pep_watchlist(seeded: dict[str, Seeded]) -> None:
    """In the shape app/services/evidence/screening.py reads (watchlist_shape.md)."""
    step = seeded[ANDES].people["Valeria Ospina Restrepo"].step("watchlists")
    assert step["status"] == 200
    (match,) = step["data"]["matches"]
    assert match["name"] == "Valeria Ospina Restrepo"
    assert 0 < match["score"] <= 100
    assert match["lists"] == [{"id": "co-pep", "name": "Colombia PEP register"}]
    assert (match["categories"], match["pep"], match["sanctions"]) == (["pep"], True, False)
    assert step["error"]["code"] == "watchlists.matchFound"
    assert "Colombia PEP register" in step["error"]["message"]


def test_javier_ip_check_erred(seeded: dict[str, Seeded]) -> None:
    step = seeded[BLUE].people["Javier Quispe Mamani"].step("ip-validation")
    assert step["error"]["code"] == "ipValidation.serviceUnavailable"
    assert step["error"]["message"]


def test_lotus_owner_with_no_shareholder_record(seeded: dict[str, Seeded]) -> None:
    case = seeded[LOTUS]
    profile = CASES[LOTUS].profile
    assert profile is not None
    on_certificate = {o.name: o.share for o in profile.owners}
    assert on_certificate == {"Sofía Lam Ortiz": 65, "Kenneth Wong Ka Ho": 30, "Camila Chen Lam": 5}
    assert "Kenneth Wong Ka Ho" not in case.people
    assert set(case.people) == {"Sofía Lam Ortiz", "Camila Chen Lam"}
    assert {n: p for n, _d, p in owners(case.declared)} == on_certificate


def test_declared_shares_add_up_to_100_but_blue_harbor(seeded: dict[str, Seeded]) -> None:
    totals = {
        company: sum(p for _n, _d, p in owners(case.declared))
        for company, case in seeded.items()
        if case.documents
    }
    assert totals == {ANDES: 100, MERCADO: 100, PUERTO: 100, BLUE: 90, LOTUS: 100}


# --- the scanned certificate ---
def test_lotus_certificate_is_scanned_with_no_text_layer(seeded: dict[str, Seeded]) -> None:
    scan = seeded[LOTUS].document("CERTIFICATE_OF_INCORPORATION").content
    assert len(scan) < 400_000
    document = pdfium.PdfDocument(scan)
    try:
        assert len(document) == 3
        for index in range(len(document)):
            page = document[index]
            assert page.get_textpage().get_text_range().strip() == ""
            kinds = [obj.type for obj in page.get_objects()]
            assert kinds == [pdfium.raw.FPDF_PAGEOBJ_IMAGE]
    finally:
        document.close()


def test_a_scan_gives_the_same_bytes_every_time() -> None:
    profile = CASES[LOTUS].profile
    assert profile is not None
    text = certificate_of_incorporation(profile, date(2026, 10, 19))
    first, second = (
        scanned_pdf(text, title="t", author="a", created="D:20261019093000Z") for _ in range(2)
    )
    assert first == second
    assert "LOTUS COMPONENTS LTD" in pdf_text(text)[0]  # what was scanned had text


def test_the_scan_is_read_by_ocr(seeded: dict[str, Seeded]) -> None:
    """Its owners and the company name are large enough for OCR (the page of shares). Read
    by Teller's own reader, whose OCR runs in a worker process: opencv never joins the test
    process (where Qt is loaded)."""
    import asyncio
    import hashlib
    import importlib.util

    from app.services.evidence.model import MaterialDocument
    from app.services.evidence.reading import DocumentReader

    if importlib.util.find_spec("rapidocr_onnxruntime") is None:  # found, never imported here
        pytest.skip("OCR is not installed")
    scan = seeded[LOTUS].document("CERTIFICATE_OF_INCORPORATION").content
    document = MaterialDocument(
        "scan",
        "scan.pdf",
        "COMPANY",
        "CERTIFICATE_OF_INCORPORATION",
        "application/pdf",
        hashlib.sha256(scan).hexdigest(),
        None,
        scan,
    )

    async def read() -> str:
        reader = DocumentReader(ocr=True)
        try:
            text = await reader.read(document)
        finally:
            await reader.aclose()
        return " ".join(line.text for line in text.lines)

    read_text = folded(asyncio.run(read()))
    for expected in ("Sofía Lam Ortiz", "65 %", "Kenneth Wong Ka Ho", "30 %", "Camila Chen Lam"):
        assert folded(expected) in read_text
    assert folded(LOTUS) in read_text  # the page's footer


def test_every_kind_of_flag_is_seeded_and_listed() -> None:
    """The module's table names a case for each kind of flag, and a clean one."""
    doc = sandbox.seed_kyb_cases.__doc__ or ""
    listed = {row.split("|")[1].strip().split()[0] for row in doc.splitlines() if "|" in row}
    assert {kind.value for kind in FlagKind} <= listed
    assert "none" in listed
