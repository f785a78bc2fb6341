"""Texts the field tests read: the seeded company papers' own text layers (opened with
pypdfium2, as the reader opens them) and a real OCR run over the seeded ID cards."""

from __future__ import annotations

from datetime import date

import pypdfium2 as pdfium

from app.services.evidence.model import DocumentText, MaterialDocument, ReadMethod, TextLine
from sandbox.seed_files.company_papers import (
    articles_of_association,
    certificate_of_incorporation,
    utility_bill,
)
from sandbox.seed_kyb_cases import CASES

ANDES = "Andes Logística SAS"


def pdf_text(data: bytes) -> DocumentText:
    pdf = pdfium.PdfDocument(data)
    lines: list[TextLine] = []
    for index in range(len(pdf)):
        text = pdf[index].get_textpage().get_text_range()
        lines.extend(TextLine(line, None) for line in text.splitlines() if line.strip())
    return DocumentText("sha", ReadMethod.TEXT, tuple(lines), len(pdf))


def paper(kind: str, company: str = ANDES) -> tuple[MaterialDocument, DocumentText]:
    """A seeded paper of the company: certificate | articles | bill."""
    profile = CASES[company].profile
    assert profile is not None
    if kind == "certificate":
        data = certificate_of_incorporation(profile, date(2026, 10, 1))
        category, type_ = "COMPANY", "CERTIFICATE_OF_INCORPORATION"
    elif kind == "articles":
        data = articles_of_association(profile)
        category, type_ = "COMPANY", "ARTICLES_OF_ASSOCIATION"
    else:
        data = utility_bill(profile, "Energía de la Sabana", date(2026, 9, 1), "COP 1.874.300")
        category, type_ = "ADDRESS", "PROOF_OF_ADDRESS"
    document = MaterialDocument(
        f"doc-{kind}", f"{kind}.pdf", category, type_, "application/pdf", "sha", None, data
    )
    return document, pdf_text(data)


def card(document_id: str = "doc-card") -> MaterialDocument:
    return MaterialDocument(
        document_id, "cedula.png", "IDENTITY", "ID_CARD", "image/png", "s", None
    )


# rapidocr-onnxruntime over the seeded cards of Valeria Ospina, Andrés Cárdenas (expired) and
# Rodrigo Salazar (scanned a quarter turn off): its 0/9/8 and U/V confusions, lost characters in
# the machine-readable zone, and a reading order turned round for the turned card.
OCR_VALERIA = (
    "REPUELICA DE COLOMBIA",
    "CEDULA DE CIUDADANIA",
    "MUESTRA · SPECIMEN",
    "APELLIDOS  SURNAME",
    "OSPINA RESTREPO",
    "HOMBRE  GIVEN NAMES",
    "UALERIA",
    "FECHA DE NACIMIENTO / DATE OF BIRTH",
    "11 02 1984",
    "NUM. DOCUMENTO / DOCUMENT NO.",
    "1.929.456.789",
    "X35 / 0X35",
    "EXPEDICION / ISSUED",
    "F",
    "28872818",
    "UALIDO HASTA/EXPIRY",
    "28872833",
    "10001929456787",
    "8492116F339729500046",
    "OSFINARESTREFOALERIA",
)
OCR_ANDRES = (
    "REPUELICA DE COLOMBIA",
    "CEDULA DE CIUDADANIA",
    "MUESTRA · SPECIMEN",
    "APELLIDOS / SURNAME",
    "CARDENAS ROJAS",
    "HOMBRE  GIVEN NAMES",
    "ANDRES FELIPE",
    "FECHA DE NACIMIENTO / DATE OF BIRTH",
    "14051979",
    "NUM. DOCUMENTO / DOCUMENT NO.",
    "79.845.120",
    "X35 /0X35",
    "EXPEDICION / ISSUED",
    "M",
    "14032015",
    "UALIDO HASTA/EXPIRY",
    "1403 2025",
    "100079845129424",
    "79851481259314700L44",
    "CHROENASROTHSANORESFELIPE",
)
OCR_RODRIGO = (
    "SALAZAR<MEJIA<<RODRIGO<<<<<<<<",
    "8209131M311089MEX<<<<<<<<<<<",
    "IDMEX5AMR82911<<<<<<<<<<<<<<<",
    "CREDENCIAL DE IDENTIDAD",
    "ESTAOOS UNIDOS MEXICANOS",
    "08 012031",
    "UALIDO HASTA / EXPIRY",
    "X35/0X35",
    "SAMR820913",
    "NUM. DOCUMENTO / DOCUMENT NO.",
    "13",
    "FECHA DE HACIMIENTO / DATE OF BIRTH",
    "RODRIGO",
    "NOMBRE / GIUEN NAMES",
    "SALAZAR MEJIA",
    "APELLIDOS / SURNAME",
    "99",
    "1982",
    "68 61",
    "EXPEDICION / ISSUED",
    "2821",
    "MUESTRA  SPECIMEN",
)


def ocr(lines: tuple[str, ...]) -> DocumentText:
    return DocumentText("sha", ReadMethod.OCR, tuple(TextLine(t, None) for t in lines), 1)
