"""Each file's category and type guessed from its name and content, among the catalogue's."""

from __future__ import annotations

import pytest

from app.services.document_guess import Guess, guess_document, name_words
from sandbox.domain.kyb_catalogue import CATEGORIES

FULL = {slug: [t for t, _names in types] for slug, _names, types in CATEGORIES}


@pytest.mark.parametrize(
    ("name", "media", "expected"),
    [
        ("cedula-valeria-ospina.png", "image/png", ("IDENTITY", "ID_CARD")),
        ("Cédula Andrés.JPG", "image/jpeg", ("IDENTITY", "ID_CARD")),
        ("dni_front.pdf", "application/pdf", ("IDENTITY", "ID_CARD")),
        ("ID-scan.png", "image/png", ("IDENTITY", "ID_CARD")),
        ("pasaporte.jpg", "image/jpeg", ("IDENTITY", "PASSPORT")),
        ("myPassport.png", "image/png", ("IDENTITY", "PASSPORT")),
        ("factura-luz-2025-03.pdf", "application/pdf", ("ADDRESS", "PROOF_OF_ADDRESS")),
        ("recibo agua.pdf", "application/pdf", ("ADDRESS", "PROOF_OF_ADDRESS")),
        ("utility_bill.png", "image/png", ("ADDRESS", "PROOF_OF_ADDRESS")),
        ("extracto-banco.pdf", "application/pdf", ("ADDRESS", "BANK_STATEMENT")),
        (
            "certificado-camara-comercio.pdf",
            "application/pdf",
            ("COMPANY", "CERTIFICATE_OF_INCORPORATION"),
        ),
        ("acta_constitucion.pdf", "application/pdf", ("COMPANY", "CERTIFICATE_OF_INCORPORATION")),
        ("incorporation.pdf", "application/pdf", ("COMPANY", "CERTIFICATE_OF_INCORPORATION")),
        ("Estatutos.pdf", "application/pdf", ("COMPANY", "ARTICLES_OF_ASSOCIATION")),
        ("articles.pdf", "application/pdf", ("COMPANY", "ARTICLES_OF_ASSOCIATION")),
        ("rut-empresa.pdf", "application/pdf", ("COMPANY", "TAX_ID_CERTIFICATE")),
        ("estados-financieros-2024.pdf", "application/pdf", ("FINANCIAL", "FINANCIAL_STATEMENT")),
        # no telling word: the content decides
        ("IMG_20250314.jpg", "image/jpeg", ("IDENTITY", "ID_CARD")),
        ("scan0001.pdf", "application/pdf", ("COMPANY", "CERTIFICATE_OF_INCORPORATION")),
        # "id" only as a word of its own, not inside "video" or "rapido"
        ("video-rapido.pdf", "application/pdf", ("COMPANY", "CERTIFICATE_OF_INCORPORATION")),
    ],
)
def test_guess_by_name_then_content(name: str, media: str, expected: tuple[str, str]) -> None:
    assert guess_document(name, media, FULL) == Guess(*expected)


def test_only_what_the_catalogue_offers() -> None:
    small = {"COMPANY": ["CERTIFICATE_OF_INCORPORATION"], "IDENTITY": ["PASSPORT"]}
    assert guess_document("articles.pdf", "application/pdf", small) == Guess(
        "COMPANY", "CERTIFICATE_OF_INCORPORATION"
    )
    assert guess_document("cedula.png", "image/png", small) == Guess("IDENTITY", "PASSPORT")
    assert guess_document("photo.png", "image/png", {"OTHER": ["OTHER"]}) == Guess("OTHER", "OTHER")
    assert guess_document("photo.png", "image/png", {}) is None


def test_name_words() -> None:
    assert name_words("Cédula_AndrésFelipe-2025.final.PNG") == [
        "cedula",
        "andres",
        "felipe",
        "2025",
        "final",
    ]
