"""Fields found in the seeded papers (their real text layers), in OCR readings of the seeded
ID cards and of a scanned certificate, in the provider's payload and in the declared owners."""

from __future__ import annotations

import itertools
from decimal import Decimal

import pytest

from app.services.evidence.fields import declared_owners, document_fields, provider_fields
from app.services.evidence.model import (
    Box,
    DocumentText,
    FieldKey,
    Found,
    MaterialDocument,
    MaterialPerson,
    ReadMethod,
    Source,
    TextLine,
)
from sandbox.seed_kyb import kyc_payload
from sandbox.seed_kyb_people import ANDES_HOLDERS
from tests.services.evidence.fields_samples import (
    OCR_ANDRES,
    OCR_RODRIGO,
    OCR_VALERIA,
    card,
    ocr,
    paper,
)


def values(found: list[Found]) -> dict[FieldKey, str]:
    return {f.field: f.value for f in found}


def test_certificate_text_layer_gives_the_company_and_its_owners() -> None:
    document, text = paper("certificate")
    found, owners = document_fields(document, text)
    got = values(found)
    assert got[FieldKey.COMPANY_NAME] == "Andes Logística SAS"
    assert got[FieldKey.LEGAL_FORM] == "Sociedad por Acciones Simplificada"
    assert got[FieldKey.TAX_ID].startswith("NIT 901.234.567-")
    assert got[FieldKey.REGISTRATION_NUMBER] == "Matrícula mercantil 03.456.789"
    assert got[FieldKey.INCORPORATED] == "2019-04-08"
    assert got[FieldKey.ADDRESS] == "Calle 93B #13-44, oficina 302, Bogotá"
    assert all(f.source == Source.TEXT and f.document_id == document.id for f in found)
    assert [(o.name, o.document, o.percent) for o in owners[:2]] == [
        ("Valeria Ospina Restrepo", "C.C. 1.020.456.789", Decimal(40)),
        ("Andrés Felipe Cárdenas Rojas", "C.C. 79.845.120", Decimal(35)),
    ]
    assert all(o.source == Source.TEXT and o.document_id == document.id for o in owners)


def test_articles_give_name_form_and_seat_from_their_sentences() -> None:
    found, owners = document_fields(*paper("articles"))
    assert values(found) == {
        FieldKey.COMPANY_NAME: "Andes Logística SAS",
        FieldKey.LEGAL_FORM: "Sociedad por Acciones Simplificada",
        FieldKey.ADDRESS: "Calle 93B #13-44, oficina 302, Bogotá",
    }
    assert owners == []


def test_bill_gives_who_it_is_for_where_and_its_date() -> None:
    found, owners = document_fields(*paper("bill"))
    got = values(found)
    assert got[FieldKey.COMPANY_NAME] == "Andes Logística SAS"
    assert got[FieldKey.ADDRESS] == "Calle 93B #13-44, oficina 302, Bogotá"
    assert got[FieldKey.BILL_DATE] == "2026-09-05"  # "Fecha de emisión 5 de septiembre de 2026"
    assert FieldKey.REGISTRATION_NUMBER not in got
    assert owners == []


def test_bill_without_an_issue_date_is_dated_by_its_period() -> None:
    document, text = paper("bill")
    kept = tuple(line for line in text.lines if "emisión" not in line.text)
    found, _ = document_fields(document, DocumentText("s", ReadMethod.TEXT, kept, 1))
    assert values(found)[FieldKey.BILL_DATE] == "2026-09-01"


def test_a_wrapped_address_is_read_whole() -> None:
    found, _ = document_fields(*paper("bill", "Mercado Verde SA de CV"))
    assert values(found)[FieldKey.ADDRESS] == (
        "Av. Paseo de la Reforma 222, piso 8, col. Juárez, Ciudad de México"
    )


def _scan(rows: list[tuple[str, ...]]) -> DocumentText:
    """A scanned page as OCR returns it: each cell its own box, cells of a row side by side."""
    lines: list[TextLine] = []
    for row, cells in enumerate(rows):
        for column, cell in enumerate(cells):
            lines.append(TextLine(cell, Box(0, 0.1 + 0.3 * column, 0.1 + 0.03 * row, 0.25, 0.02)))
    return DocumentText("s", ReadMethod.OCR, tuple(lines), 1)


def test_scanned_certificate_read_through_ocr_noise() -> None:
    text = _scan(
        [
            ("CERTIFICADO DE EXISTENCIA Y REPRESENTACION LEGAL",),
            ("Razon sociaI", "Andes Logística SAS"),
            ("Forma juridica", "Sociedad por Acciones Simplificada"),
            ("NIT", "901.234.567-1"),
            ("lnscripcion", "Matricula mercantil 03.456.789"),
            ("Fecha de constituci6n", "8 de abril de 2019"),
            ("Domicilio sociaI", "Calle 93B #13-44, oficina 302, Bogota"),
            ("COMPOSICION ACCIONARIA",),
            ("Socio", "Documento", "Participacion"),
            ("Valeria Ospina Restrepo", "C.C. 1.020.456.789", "40 %"),
            ("Andres Felipe Cardenas Rojas", "C.C. 79.845.120", "35 %"),
        ]
    )
    document, _ = paper("certificate")
    found, owners = document_fields(document, text)
    got = values(found)
    assert got[FieldKey.COMPANY_NAME] == "Andes Logística SAS"
    assert got[FieldKey.TAX_ID] == "NIT 901.234.567-1"
    assert got[FieldKey.REGISTRATION_NUMBER] == "Matricula mercantil 03.456.789"
    assert got[FieldKey.INCORPORATED] == "2019-04-08"
    assert got[FieldKey.ADDRESS] == "Calle 93B #13-44, oficina 302, Bogota"
    assert all(f.source == Source.OCR for f in found)
    name = next(f for f in found if f.field == FieldKey.COMPANY_NAME)
    assert name.box is not None
    assert name.box.left == pytest.approx(0.1)
    assert [(o.name, o.percent, o.source) for o in owners] == [
        ("Valeria Ospina Restrepo", Decimal(40), Source.OCR),
        ("Andres Felipe Cardenas Rojas", Decimal(35), Source.OCR),
    ]
    assert owners[0].box is not None


def test_id_card_ocr_check_digits_choose_the_reading() -> None:
    """The OCR read 20 07 2033 as "28872833"; the zone's check digit picks 2033-07-20 over
    2033-07-28, and the issue date follows the expiry's day."""
    found, owners = document_fields(card(), ocr(OCR_VALERIA), subject="p-1")
    got = values(found)
    assert got[FieldKey.PERSON_NAME] == "VALERIA OSPINA RESTREPO"  # U read for V
    assert got[FieldKey.DATE_OF_BIRTH] == "1984-02-11"
    assert got[FieldKey.EXPIRES] == "2033-07-20"
    assert got[FieldKey.ISSUED] == "2018-07-20"
    assert got[FieldKey.NATIONALITY] == "CO"
    assert all(f.subject == "p-1" and f.source == Source.OCR for f in found)
    assert owners == []


def test_expired_card_read_by_ocr() -> None:
    found, _ = document_fields(card(), ocr(OCR_ANDRES))
    got = values(found)
    assert got[FieldKey.PERSON_NAME] == "ANDRES FELIPE CARDENAS ROJAS"
    assert got[FieldKey.DOCUMENT_NUMBER] == "79.845.120"
    assert got[FieldKey.EXPIRES] == "2025-03-14"
    assert got[FieldKey.DATE_OF_BIRTH] == "1979-05-14"
    assert all(f.subject == "" for f in found)


def test_turned_card_takes_names_and_state_from_the_zone() -> None:
    found, _ = document_fields(card(), ocr(OCR_RODRIGO))
    got = values(found)
    assert got[FieldKey.PERSON_NAME] == "RODRIGO SALAZAR MEJIA"
    assert got[FieldKey.DATE_OF_BIRTH] == "1982-09-13"
    assert got[FieldKey.EXPIRES] == "2031-01-08"
    assert got[FieldKey.NATIONALITY] == "MX"


def test_unread_document_has_no_fields() -> None:
    text = DocumentText("s", ReadMethod.NONE, (), 0, "The file could not be opened.")
    assert document_fields(card(), text) == ([], [])


def test_unknown_type_judged_by_its_text() -> None:
    _, text = paper("bill")
    other = MaterialDocument("d", "x.pdf", "OTHER", "OTHER", "application/pdf", "s", None)
    found, _ = document_fields(other, text)
    assert values(found)[FieldKey.BILL_DATE] == "2026-09-05"
    found, _ = document_fields(other, ocr(OCR_ANDRES))
    assert values(found)[FieldKey.EXPIRES] == "2025-03-14"


def _person(kyc: object) -> MaterialPerson:
    return MaterialPerson("p-2", "Andrés Felipe", "Cárdenas Rojas", kyc, "REJECTED", "doc-card")  # type: ignore[arg-type]


def test_provider_fields_from_the_seeded_payload() -> None:
    counter = itertools.count()
    payload = kyc_payload(ANDES_HOLDERS[1], "uid", lambda: f"id-{next(counter)}", "photo")
    found = provider_fields(_person(payload))
    assert values(found) == {
        FieldKey.PERSON_NAME: "Andrés Felipe Cárdenas Rojas",
        FieldKey.DOCUMENT_NUMBER: "79.845.120",
        FieldKey.DATE_OF_BIRTH: "1979-05-14",
        FieldKey.ISSUED: "2015-03-14",
        FieldKey.EXPIRES: "2025-03-14",
        FieldKey.NATIONALITY: "CO",
    }
    assert {(f.subject, f.document_id, f.source) for f in found} == {
        ("p-2", "doc-card", Source.PROVIDER)
    }


@pytest.mark.parametrize(
    "kyc",
    [
        {},
        {"data": None},
        {"data": {"documents": "none"}},
        {"data": {"documents": [None, 3, {"fields": []}]}},
        {"data": {"documents": [{"fields": {"firstName": {"value": None}, "dateOfBirth": 7}}]}},
        {"data": {"documents": [{"fields": {"expirationDate": {"value": "soon"}}}]}},
    ],
)
def test_provider_fields_skip_odd_shapes(kyc: object) -> None:
    assert provider_fields(_person(kyc)) == []


def test_declared_owners_parse_names_documents_and_shares() -> None:
    owners = declared_owners(
        {
            "owners": "Valeria Ospina Restrepo, C.C. 1.020.456.789, 40 %; "
            "Andrés Felipe Cárdenas Rojas, 12,5 %;  ; Nadie Sin Parte"
        }
    )
    assert [(o.name, o.document, o.percent, o.source) for o in owners] == [
        ("Valeria Ospina Restrepo", "C.C. 1.020.456.789", Decimal(40), Source.DECLARED),
        ("Andrés Felipe Cárdenas Rojas", "", Decimal("12.5"), Source.DECLARED),
        ("Nadie Sin Parte", "", None, Source.DECLARED),
    ]
    assert declared_owners({}) == []


def test_an_owner_s_document_label_is_not_read_as_part_of_their_name() -> None:
    """Lotus's scanned certificate: "Kenneth Wong Ka Ho  HKID K654321(9)  30 %" (the name
    read as "Kenneth Wong Ka Ho HKID" showed in the ownership tree)."""
    from app.services.evidence.company_fields import _owner
    from app.services.evidence.model import Source

    owner = _owner("Kenneth Wong Ka Ho HKID K654321(9) ", "30", [], "cert", Source.OCR)
    assert owner is not None
    assert (owner.name, owner.document) == ("Kenneth Wong Ka Ho", "HKID K654321(9)")
