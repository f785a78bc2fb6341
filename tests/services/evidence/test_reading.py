"""Reading KYB documents (issue 25, item 1): a PDF's text layer line by line with boxes, OCR of
ID images in a worker process (opencv never in Teller's), a cache by content, and a sentence
(never an exception) for a damaged file or a missing OCR engine."""

from __future__ import annotations

import asyncio
import hashlib
import sys
from datetime import date

import pytest

from app.services.evidence import pdf_text
from app.services.evidence.model import MaterialDocument, ReadMethod
from app.services.evidence.reading import (
    DAMAGED,
    NOT_A_DOCUMENT,
    OCR_MISSING,
    OCR_STOPPED,
    DocumentReader,
    rows,
)
from sandbox.seed_files.company_papers import LEFT, RIGHT, certificate_of_incorporation
from sandbox.seed_files.id_cards import CARD
from sandbox.seed_files.pdf import A4, text_width
from sandbox.seed_kyb import _card
from sandbox.seed_kyb_cases import CASES
from sandbox.seed_kyb_people import ANDES_HOLDERS

pytestmark = pytest.mark.anyio
ANDES = CASES["Andes Logística SAS"].profile
assert ANDES is not None
OCR_MODULES = ("cv2", "onnxruntime", "rapidocr_onnxruntime")


def document(content: bytes, name: str = "file.pdf", media_type: str = "application/pdf"):
    sha = hashlib.sha256(content).hexdigest()
    return MaterialDocument(name, name, "COMPANY", "OTHER", media_type, sha, None, content)


def certificate() -> MaterialDocument:
    return document(certificate_of_incorporation(ANDES, date(2025, 1, 10)), "certificado.pdf")


def andres_card() -> MaterialDocument:
    return document(_card(ANDES_HOLDERS[1]), "cedula-andres.png", "image/png")


def ocr_loaded() -> list[str]:
    return [name for name in sys.modules if name.split(".")[0] in OCR_MODULES]


async def test_a_text_layer_is_read_in_rows_with_each_value_boxed_on_its_page() -> None:
    text = await DocumentReader(ocr=False).read(certificate())

    assert (text.method, text.pages, text.problem) == (ReadMethod.TEXT, 3, "")
    words = [line.text for line in text.lines]
    assert words[:2] == ["CÁMARA DE COMERCIO DE BOGOTÁ", "Página 1 de 3"]  # one row, left first
    row = next(r for r in rows(text.lines) if r[0].text == ANDES.tax_label)
    assert [line.text for line in row] == [ANDES.tax_label, ANDES.tax_id]
    box = row[1].box
    assert box is not None
    assert box.page == 0
    assert box.left == pytest.approx((LEFT + 170) / A4[0], abs=0.003)  # the table's value column
    assert box.width == pytest.approx(text_width(ANDES.tax_id, 10) / A4[0], abs=0.005)
    assert 0.005 < box.height < 0.02  # 10-point type on an A4 page
    title = next(line.box for line in text.lines if line.text == ANDES.name.upper())
    assert title is not None
    assert title.top < box.top < 0.5  # top-left origin: below the title, on the upper half
    footer = next(line for line in text.lines if line.text == "Página 3 de 3")
    assert footer.box is not None
    assert footer.box.page == 2
    assert footer.box.left + footer.box.width == pytest.approx(RIGHT / A4[0], abs=0.003)
    owners = [r for r in rows(text.lines) if r[0].text == ANDES.owners[1].name]
    assert [line.text for line in owners[0]] == [
        ANDES.owners[1].name,
        ANDES.owners[1].document,
        f"{ANDES.owners[1].share} %",
    ]


async def test_a_second_read_of_the_same_content_asks_nothing_of_pdfium(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    opened: list[bytes] = []
    real_open = pdf_text.open_pdf

    def counting_open(content: bytes) -> pdf_text.OpenPdf:
        opened.append(content)
        return real_open(content)

    monkeypatch.setattr(pdf_text, "open_pdf", counting_open)
    reader = DocumentReader(ocr=False)
    paper = certificate()
    first = await reader.read(paper)
    again = await reader.read(paper)
    renamed = await reader.read(document(paper.content, "copia.pdf"))  # same bytes, other name

    assert len(opened) == 1
    assert again is first
    assert renamed is first
    assert reader.cached(paper.sha256) is first


async def test_the_cache_keeps_only_the_newest_documents() -> None:
    reader = DocumentReader(ocr=False, cache_size=1)
    first, second = certificate(), document(b"not a document at all", "notes.png")
    await reader.read(first)
    await reader.read(second)

    assert reader.cached(first.sha256) is None
    assert reader.cached(second.sha256) is not None


async def test_a_damaged_or_foreign_file_is_a_sentence_not_an_exception() -> None:
    reader = DocumentReader(ocr=False)
    whole = certificate().content

    truncated = await reader.read(document(whole[: len(whole) // 2]))
    random_png = await reader.read(document(bytes(range(256)) * 8, "cedula.png", "image/png"))

    assert (truncated.method, truncated.problem) == (ReadMethod.NONE, DAMAGED)
    assert (random_png.method, random_png.problem) == (ReadMethod.NONE, NOT_A_DOCUMENT)


async def test_an_image_with_a_png_header_and_no_picture_is_damaged() -> None:
    reader = DocumentReader(ocr=True)
    try:
        text = await reader.read(document(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "id.png"))
    finally:
        await reader.aclose()

    assert (text.method, text.problem) == (ReadMethod.NONE, DAMAGED)
    assert reader.ocr_problem == ""  # the engine worked; the file did not


async def test_without_an_ocr_engine_an_id_image_is_one_sentence_and_the_reader_says_so() -> None:
    reader = DocumentReader(ocr=True, ocr_engine="teller_no_such_ocr_engine")
    try:
        text = await reader.read(andres_card())
    finally:
        await reader.aclose()

    assert (text.method, text.lines, text.problem) == (ReadMethod.NONE, (), OCR_MISSING)
    assert reader.ocr_problem == OCR_MISSING
    assert OCR_MISSING.count(". ") == 0
    assert OCR_MISSING.endswith(".")


async def test_a_worker_that_dies_gives_a_sentence_and_nothing_is_kept() -> None:
    reader = DocumentReader(ocr=True, ocr_engine="tests.services.evidence.reading_engines")  # hangs
    card = andres_card()
    reading = asyncio.ensure_future(reader.read(card))
    for _ in range(500):
        if reader.worker.running:
            break
        await asyncio.sleep(0.01)
    reader.worker.kill()
    text = await asyncio.wait_for(reading, 10)
    await reader.aclose()

    assert (text.method, text.problem) == (ReadMethod.NONE, OCR_STOPPED)
    assert reader.ocr_problem == OCR_STOPPED
    assert reader.cached(card.sha256) is None  # another try may do better


@pytest.mark.slow
async def test_a_seeded_id_card_is_read_by_ocr_in_another_process() -> None:
    reader = DocumentReader(ocr=True)
    try:
        pdf = await reader.read(certificate())
        text = await reader.read(andres_card())
    finally:
        await reader.aclose()

    assert pdf.method is ReadMethod.TEXT
    assert (text.method, text.pages, text.problem) == (ReadMethod.OCR, 1, "")
    words = [line.text for line in text.lines]
    assert "CARDENAS ROJAS" in words  # the card's font has no accents
    assert "ANDRES FELIPE" in words
    number = next(line for line in text.lines if line.text == "79.845.120")
    assert number.box is not None
    assert number.box.left == pytest.approx(280 / CARD[0], abs=0.02)
    assert number.box.top == pytest.approx((96 + 3 * 56 + 22) / CARD[1], abs=0.03)
    assert words.index("NUM. DOCUMENTO / DOCUMENT NO.") < words.index("79.845.120")
    assert ocr_loaded() == []  # opencv and onnxruntime stayed in the worker


def test_teller_ocr_off_turns_ocr_off_and_says_so_with_its_capitals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from app.services.evidence.reading import OCR_OFF, _lower_first

    monkeypatch.setenv("TELLER_OCR", "off")
    assert DocumentReader().ocr_problem == OCR_OFF
    monkeypatch.setenv("TELLER_OCR", "on")
    assert DocumentReader().ocr_problem == ""
    assert _lower_first(OCR_OFF).startswith("OCR is")
