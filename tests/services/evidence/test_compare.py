"""The declaration beside what the documents say."""

from __future__ import annotations

import itertools

import pytest

from app.services.evidence.compare import compare_case, compare_value, judge
from app.services.evidence.fields import declared_owners, document_fields
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
from sandbox.seed_kyb import kyc_payload
from sandbox.seed_kyb_people import ANDES_HOLDERS
from tests.services.evidence.fields_samples import OCR_ANDRES, card, ocr, paper


def texts(value: str, spans: tuple[tuple[int, int], ...]) -> list[str]:
    return [value[start:end] for start, end in spans]


def test_issue_example_is_near_with_the_missing_00_marked() -> None:
    judged = judge(FieldKey.REGISTRATION_NUMBER, "03456789-00", "03.456.789")
    assert judged.verdict == Verdict.NEAR
    assert texts("03456789-00", judged.declared_spans) == ["00"]
    assert judged.found_spans == ()  # nothing extra on the certificate
    verdict, score, spans = compare_value(
        FieldKey.REGISTRATION_NUMBER, "03456789-00", "Matrícula mercantil 03.456.789"
    )
    assert (verdict, score, spans) == (Verdict.NEAR, None, ())


def test_grouping_and_labels_do_not_make_a_difference() -> None:
    assert compare_value(FieldKey.TAX_ID, "NIT 901.234.567-1", "901234567 1")[0] == Verdict.MATCH
    assert compare_value(FieldKey.DOCUMENT_NUMBER, "C.C. 79.845.120", "79845120")[0] == (
        Verdict.MATCH
    )


def test_one_digit_slip_is_near_and_marked_on_the_document() -> None:
    verdict, _, spans = compare_value(FieldKey.TAX_ID, "NIT 901.234.567-1", "NIT 901.234.567-7")
    assert verdict == Verdict.NEAR
    assert texts("NIT 901.234.567-7", spans) == ["7"]


def test_a_different_number_differs() -> None:
    verdict, _, spans = compare_value(FieldKey.DOCUMENT_NUMBER, "79.845.120", "52.301.778")
    assert verdict == Verdict.DIFFERS
    assert spans


def test_accents_and_case_are_no_mismatch_and_the_score_shows() -> None:
    assert compare_value(
        FieldKey.PERSON_NAME, "Andrés Felipe Cárdenas Rojas", "ANDRES FELIPE CARDENAS ROJAS"
    ) == (Verdict.MATCH, 100, ())
    assert compare_value(FieldKey.PERSON_NAME, "Rojas Cárdenas Andrés", "andres cardenas rojas")[
        :2
    ] == (Verdict.MATCH, 100)


def test_a_close_name_is_near_with_its_score_and_a_far_one_differs() -> None:
    verdict, score, spans = compare_value(
        FieldKey.COMPANY_NAME, "Andes Logística SAS", "Andes Logistics SAS"
    )
    assert verdict == Verdict.NEAR
    assert score is not None
    assert 85 <= score < 97
    assert texts("Andes Logistics SAS", spans) == ["s"]
    verdict, score, _ = compare_value(FieldKey.COMPANY_NAME, "Andes Logística SAS", "Lotus Ltd")
    assert verdict == Verdict.DIFFERS
    assert score is not None
    assert score < 85


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("SAS", "Sociedad por Acciones Simplificada"),
        ("SA de CV", "Sociedad Anónima de Capital Variable"),
        ("SL", "Sociedad de Responsabilidad Limitada"),
        ("S.R.L.", "Sociedad de Responsabilidad Limitada"),
        ("Ltd", "Private company limited by shares"),
        ("LLC", "Limited Liability Company"),
    ],
)
def test_legal_forms_long_and_short(short: str, long: str) -> None:
    assert compare_value(FieldKey.LEGAL_FORM, short, long)[0] == Verdict.MATCH


def test_legal_forms_that_differ() -> None:
    assert compare_value(FieldKey.LEGAL_FORM, "SAS", "Sociedad Anónima")[0] == Verdict.DIFFERS


def test_dates_and_nationalities_compared_as_what_they_mean() -> None:
    assert compare_value(FieldKey.DATE_OF_BIRTH, "1979-05-14", "14 de mayo de 1979")[0] == (
        Verdict.MATCH
    )
    assert compare_value(FieldKey.EXPIRES, "2025-03-14", "2035-03-14")[0] == Verdict.DIFFERS
    assert compare_value(FieldKey.NATIONALITY, "CO", "COL")[0] == Verdict.MATCH
    assert compare_value(FieldKey.NATIONALITY, "CO", "MX")[0] == Verdict.DIFFERS


def _andres() -> MaterialPerson:
    counter = itertools.count()
    payload = kyc_payload(ANDES_HOLDERS[1], "uid", lambda: f"id-{next(counter)}", "photo")
    return MaterialPerson(
        "p-andres", "Andrés Felipe", "Cárdenas Rojas", payload, "REJECTED", "doc-card"
    )


def _case() -> tuple[CaseMaterial, list[Found], list[OwnerShare]]:
    declared = {
        "companyName": "Andes Logística SAS",
        "legalForm": "SAS",
        "taxId": "NIT 901.234.567-1",
        "registrationNumber": "03456789-00",
        "address": "Carrera 7 #71-21, Bogotá",
        "owners": "Andrés Felipe Cárdenas Rojas, C.C. 79.845.120, 30 %",
    }
    documents = [paper("certificate"), paper("bill")]
    found: list[Found] = []
    owners: list[OwnerShare] = []
    for document, text in documents:
        fields, shares = document_fields(document, text)
        found += fields
        owners += shares
    found += document_fields(card(), ocr(OCR_ANDRES), subject="p-andres")[0]
    owners += declared_owners(declared)
    material = CaseMaterial(
        "uid",
        "sid",
        "Andes Logística SAS",
        declared,
        (documents[0][0], documents[1][0], card()),
        (_andres(),),
    )
    return material, found, owners


def _one(comparisons: list[Comparison], key: FieldKey, document_id: str) -> Comparison:
    (only,) = [
        c for c in comparisons if c.field == key and c.found and c.found.document_id == document_id
    ]
    return only


def test_case_sets_each_declared_detail_beside_each_document() -> None:
    material, found, owners = _case()
    comparisons = compare_case(material, found, owners)
    registration = _one(comparisons, FieldKey.REGISTRATION_NUMBER, "doc-certificate")
    assert registration.verdict == Verdict.NEAR
    assert texts(registration.declared, registration.declared_differing) == ["00"]
    for document_id in ("doc-certificate", "doc-bill"):
        assert _one(comparisons, FieldKey.COMPANY_NAME, document_id).verdict == Verdict.MATCH
        assert _one(comparisons, FieldKey.ADDRESS, document_id).verdict == Verdict.DIFFERS
    assert _one(comparisons, FieldKey.LEGAL_FORM, "doc-certificate").verdict == Verdict.MATCH
    assert all(c.subject == "" for c in comparisons if c.field == FieldKey.ADDRESS)


def test_case_sets_each_shareholder_beside_their_card_the_provider_and_the_certificate() -> None:
    material, found, owners = _case()
    comparisons = [c for c in compare_case(material, found, owners) if c.subject == "p-andres"]
    assert {c.subject_name for c in comparisons} == {"Andrés Felipe Cárdenas Rojas"}
    names = {c.found.source: c for c in comparisons if c.field == FieldKey.PERSON_NAME and c.found}
    assert names[Source.OCR].verdict == Verdict.MATCH
    assert names[Source.OCR].score == 100
    assert names[Source.TEXT].verdict == Verdict.MATCH  # the certificate's row
    assert names[Source.PROVIDER].verdict == Verdict.MATCH
    numbers = [c for c in comparisons if c.field == FieldKey.DOCUMENT_NUMBER]
    assert {c.found.source for c in numbers if c.found} == {
        Source.OCR,
        Source.TEXT,
        Source.PROVIDER,
    }
    assert all(c.verdict == Verdict.MATCH for c in numbers)
    (share,) = [c for c in comparisons if c.field == FieldKey.SHARE]
    assert (share.declared, share.found.value if share.found else "", share.verdict) == (
        "30",
        "35",
        Verdict.DIFFERS,
    )
    born = _one(comparisons, FieldKey.DATE_OF_BIRTH, "doc-card")
    assert (born.declared, born.verdict) == ("1979-05-14", Verdict.MATCH)
    assert _one(comparisons, FieldKey.NATIONALITY, "doc-card").verdict == Verdict.MATCH


def test_not_found_only_where_a_document_could_carry_it() -> None:
    material, found, owners = _case()
    without_registration = [f for f in found if f.field != FieldKey.REGISTRATION_NUMBER]
    comparisons = compare_case(material, without_registration, owners)
    (missing,) = [c for c in comparisons if c.field == FieldKey.REGISTRATION_NUMBER]
    assert (missing.verdict, missing.found) == (Verdict.NOT_FOUND, None)
    only_card = CaseMaterial("uid", "sid", "Andes Logística SAS", material.declared, (card(),), ())
    assert compare_case(only_card, [], []) == []
