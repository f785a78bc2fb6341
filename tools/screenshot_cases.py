"""The KYB cases the compliance screens show, made on the built-in sandbox through the door
(as an applicant's uploads and a tester's tools would make them): a business resubmitting
after a rejection, with worrying facts; and a clean one a reviewer can propose to approve."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from tools.screenshot_kit import typed

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.actions import Actions
    from app.services.session import Session


@dataclass(frozen=True)
class ComplianceCase:
    uid: str
    pdf: str
    image: str
    worrying: str  # the shareholder whose payload has worrying facts


@dataclass(frozen=True)
class CleanCase:
    """Every document a reviewer can approve, every owner's identity verified."""

    uid: str
    session_id: str
    documents: tuple[str, ...]


def passport_image() -> bytes:
    """A made-up identity document, as a scanner would send it (JPEG)."""
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#f3eee2"))
    painter = QPainter(image)
    painter.fillRect(0, 0, 900, 90, QColor("#7a1f2b"))
    painter.setPen(QColor("white"))
    font = QFont("DejaVu Sans", 26, QFont.Weight.Bold)
    painter.setFont(font)
    painter.drawText(40, 60, "PASAPORTE · PASSPORT · ESPAÑA")
    painter.fillRect(40, 130, 220, 280, QColor("#b9b2a3"))
    painter.setPen(QColor("#8c8575"))
    painter.drawEllipse(95, 170, 110, 130)
    painter.setPen(QColor("#2b2b2b"))
    painter.setFont(QFont("DejaVu Sans", 16))
    for row, (label, value) in enumerate(
        (
            ("Apellidos / Surname", "IBARRA LÓPEZ"),
            ("Nombre / Given names", "MARTA"),
            ("Nacionalidad / Nationality", "ESP"),
            ("Fecha de nacimiento / Date of birth", "14 03 1986"),
            ("Fecha de caducidad / Date of expiry", "02 02 2025"),
        )
    ):
        painter.drawText(300, 150 + row * 56, label)
        painter.drawText(300, 175 + row * 56, value)
    painter.setFont(QFont("DejaVu Sans Mono", 22))
    painter.drawText(40, 500, "P<ESPIBARRA<LOPEZ<<MARTA<<<<<<<<<<<<<<<<<<")
    painter.drawText(40, 545, "X1234567<8ESP8603145F2502024<<<<<<<<<<<<06")
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPEG", 88)
    return bytes(data.data())


def kyc_payload(status: str, expired: bool, step: int) -> dict[str, Any]:
    """An identity verification's payload as the provider sends it."""
    return {
        "data": {
            "computed": {
                "age": {"data": 39},
                "isDocumentExpired": {"data": {"front": expired}},
            },
            "identity": {"status": status},
            "hasProblem": expired,
            "steps": [
                {"id": "liveness", "status": 200},
                {"id": "document-reading", "status": step},
            ],
            "documents": [{"country": "ES", "type": "passport", "photos": ["front.jpg"]}],
            "deviceFingerprint": {
                "ip": "81.43.112.9",
                "os": {"name": "Android", "version": "14"},
                "browser": {"name": "Chrome", "version": "126"},
                "device": {"type": "mobile"},
            },
        }
    }


# (given name, surname, provider status, document expired, reading step, KYC states in order)
Person = tuple[str, str, str, bool, int, tuple[str, ...]]


async def add_people(
    actions: Actions, helpers: SandboxHelpers, uid: str, domain: str, people: tuple[Person, ...]
) -> list[str]:
    """The shareholders, each with its identity verification's history, in order."""
    ids = []
    for name, surname, status, expired, step, _states in people:
        body = {
            "name": name,
            "surname": surname,
            "email": f"{name.lower()}@{domain}",
            "kyc": kyc_payload(status, expired, step),
        }
        ids.append((await actions.create_shareholder(uid, body)).id)
    for listed in (await helpers.list_shareholders(uid)).shareholders:
        person = next(p for p in people if p[0] == listed.name)
        for state in person[5]:
            assert listed.identity_verification_id is not None
            await helpers.add_identity_transition(uid, listed.identity_verification_id, state)
    return ids


async def upload(
    actions: Actions, uid: str, sid: str, name: str, content: bytes, kind: tuple[str, str]
) -> str:
    """A document of the catalogue's ``(category, type)``, as the applicant sends it."""
    category, type_ = kind
    document = await actions.upload_kyb_document(
        uid, sid, file_name=name, content=content, category=category, type_=type_
    )
    return str(document.id)


async def build_compliance_case(session: Session, helpers: SandboxHelpers) -> ComplianceCase:
    """A business resubmitting after a rejection: its second session in review, with an
    articles PDF, a passport scan and a deleted bill; two shareholders, one whose payload
    worries (expired document, a failed step), each with an identity verification history."""
    from benchmarks.compliance_pdf_libraries import sample_pdf

    actions = session.actions
    uid = (await helpers.create_user({"type": "BUSINESS", "company_name": "Lumen Robotics SL"})).id
    first = await actions.start_kyb_session(uid)
    await actions.set_kyb_session_state(uid, first.id, "REJECTED")
    sid = (await actions.start_kyb_session(uid)).id
    articles = ("COMPANY", "ARTICLES_OF_ASSOCIATION")
    pdf = await upload(actions, uid, sid, "articles-of-association.pdf", sample_pdf(6), articles)
    passport = ("IDENTITY", "PASSPORT")
    image = await upload(actions, uid, sid, "director-passport.jpg", passport_image(), passport)
    utility = ("ADDRESS", "UTILITY_BILL")
    bill = await upload(actions, uid, sid, "utility-bill-march.pdf", sample_pdf(1), utility)
    reason = typed(
        "Bill older than three months; a newer one was sent",
        "Factura de más de tres meses; se envió una más reciente",
    )
    await actions.delete_kyb_document(uid, sid, bill, reason=reason)
    await actions.set_kyb_session_state(uid, sid, "IN_REVIEW")
    people: tuple[Person, ...] = (
        ("Marta", "Ibarra", "reviewNeeded", True, 403, ("PENDING", "IN_REVIEW", "NEEDS_MORE_INFO")),
        ("Jordi", "Puig", "verified", False, 200, ("PENDING", "IN_REVIEW", "APPROVED")),
    )
    ids = await add_people(actions, helpers, uid, "lumen.example", people)
    return ComplianceCase(uid, pdf, image, ids[0])


async def build_clean_case(actions: Actions, helpers: SandboxHelpers) -> CleanCase:
    """A business in review whose two documents are in order and whose two owners passed
    their identity verification: what an approval needs but the documents' marks."""
    from benchmarks.compliance_pdf_libraries import sample_pdf

    uid = (
        await helpers.create_user({"type": "BUSINESS", "company_name": "Nordwind Solar GmbH"})
    ).id
    sid = (await actions.start_kyb_session(uid)).id
    certificate = ("COMPANY", "CERTIFICATE_OF_INCORPORATION")
    documents = (
        await upload(
            actions, uid, sid, "certificate-of-incorporation.pdf", sample_pdf(3), certificate
        ),
        await upload(
            actions,
            uid,
            sid,
            "proof-of-address.pdf",
            sample_pdf(1),
            ("ADDRESS", "PROOF_OF_ADDRESS"),
        ),
    )
    await actions.set_kyb_session_state(uid, sid, "IN_REVIEW")
    passed = ("PENDING", "IN_REVIEW", "APPROVED")
    people: tuple[Person, ...] = (
        ("Katrin", "Hoffmann", "verified", False, 200, passed),
        ("Paul", "Weber", "verified", False, 200, passed),
    )
    await add_people(actions, helpers, uid, "nordwind.example", people)
    return CleanCase(uid, sid, documents)
