"""The checks a reviewer would do by hand: one test per flag kind showing it on the seeded
cases' values, and the clean case (Mercado Verde's approved session) raising none."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from app.services.evidence.checks import case_flags, number_checks
from app.services.evidence.model import (
    CaseMaterial,
    Comparison,
    FieldKey,
    Flag,
    FlagKind,
    Found,
    Ownership,
    Source,
    Verdict,
)
from app.services.evidence.ownership import ownership
from app.services.evidence.screening import screening_cards
from app.services.evidence.tax_numbers import COVERED_COUNTRIES, CheckStatus
from sandbox.seed_kyb_people import ANDES_HOLDERS, MERCADO_HOLDERS
from tests.services.evidence.check_cases import (
    TODAY,
    document,
    matches,
    material,
    person,
    provider,
    share,
    text,
)

MERCADO = "Mercado Verde SA de CV"
MERCADO_DECLARED = {
    "companyName": MERCADO,
    "legalForm": "SA de CV",
    "taxId": "RFC MVE170512K46",
    "registrationNumber": "N-2017045812",
    "address": "Av. Paseo de la Reforma 222, piso 8, col. Juárez, Ciudad de México",
    "owners": "Guadalupe Navarro Ibáñez, INE NAIG850302, 60 %; "
    "Emiliano Treviño Garza, INE TEGE770719, 40 %",
}


def clean_case() -> tuple[CaseMaterial, list[Found], list[Comparison], Ownership]:
    """Mercado Verde's approved session: every paper agrees with the declaration."""
    documents = [
        document(
            "cert", "acta-constitutiva-mercado-verde.pdf", "COMPANY", "CERTIFICATE_OF_INCORPORATION"
        ),
        document("arts", "estatutos.pdf", "COMPANY", "ARTICLES_OF_ASSOCIATION"),
        document(
            "bill", "recibo-luz-septiembre.pdf", "ADDRESS", "PROOF_OF_ADDRESS", date(2026, 9, 21)
        ),
        document("card-g", "ine-guadalupe.png", "IDENTITY", "ID_CARD"),
        document("card-e", "ine-emiliano.png", "IDENTITY", "ID_CARD"),
    ]
    guadalupe, emiliano = MERCADO_HOLDERS
    people = [
        person(guadalupe, "sh-g", "card-g", "APPROVED"),
        person(emiliano, "sh-e", "card-e", "APPROVED"),
    ]
    found = [
        text(FieldKey.COMPANY_NAME, MERCADO, "cert"),
        text(FieldKey.TAX_ID, "RFC MVE170512K46", "cert"),
        text(FieldKey.REGISTRATION_NUMBER, "Folio mercantil electrónico N-2017045812", "cert"),
        text(FieldKey.COMPANY_NAME, "MERCADO VERDE S.A. DE C.V.", "arts"),
        text(FieldKey.COMPANY_NAME, MERCADO, "bill"),
        text(FieldKey.TAX_ID, "MVE170512K46", "bill"),
        text(FieldKey.BILL_DATE, "2026-08-31", "bill"),
        *provider(guadalupe, "sh-g", "card-g"),
        *provider(emiliano, "sh-e", "card-e"),
        text(FieldKey.EXPIRES, "10 02 2030", "card-g", Source.OCR),
        text(FieldKey.DATE_OF_BIRTH, "02 03 1985", "card-g", Source.OCR),
    ]
    case = material(MERCADO, MERCADO_DECLARED, documents, people)
    owners = [
        share("Guadalupe Navarro Ibáñez", "60", "INE NAIG850302", Source.TEXT, "cert"),
        share("Emiliano Treviño Garza", "40", "INE TEGE770719", Source.TEXT, "cert"),
        share("Guadalupe Navarro Ibáñez", "60", "INE NAIG850302", Source.DECLARED),
        share("Emiliano Treviño Garza", "40", "INE TEGE770719", Source.DECLARED),
    ]
    return case, found, matches(found, MERCADO_DECLARED), ownership(case, owners)


def flags_of(
    case: CaseMaterial,
    found: list[Found],
    comparisons: list[Comparison] | None = None,
    tree: Ownership | None = None,
    today: date = TODAY,
) -> list[Flag]:
    return case_flags(
        case,
        found,
        comparisons or [],
        screening_cards(case),
        tree or Ownership(case.company),
        today,
    )


def only(flags: list[Flag], kind: FlagKind) -> list[Flag]:
    return [flag for flag in flags if flag.kind is kind]


def test_the_clean_case_raises_no_flag() -> None:
    case, found, comparisons, tree = clean_case()
    assert tree.total == 100
    assert flags_of(case, found, comparisons, tree) == []


# --- identity documents ---
def andres_case(
    expires: str | None = None, card_value: str | None = None
) -> tuple[CaseMaterial, list[Found]]:
    andres = ANDES_HOLDERS[1]
    if expires is not None:
        andres = replace(
            andres, expires=date.fromisoformat(expires), problem=None, outcome="passed"
        )
    card = document("card-a", "cedula-andres-cardenas.png", "IDENTITY", "ID_CARD")
    found = provider(andres, "sh-a", "card-a")
    if card_value is not None:
        found.append(text(FieldKey.EXPIRES, card_value, "card-a", Source.OCR))
    return material(
        "Andes Logística SAS", {}, [card], [person(andres, "sh-a", "card-a", "REJECTED")]
    ), found


def test_an_expired_identity_document_is_flagged_with_its_date() -> None:
    case, found = andres_case()
    [flag] = only(flags_of(case, found), FlagKind.ID_EXPIRED)
    assert (
        flag.sentence == "Andrés Felipe Cárdenas Rojas's identity document expired on 2025-03-14."
    )
    assert flag.key == "id_expired:sh-a:card-a"
    assert flag.fact("expires") == "2025-03-14"
    assert flag.fact("name") == "Andrés Felipe Cárdenas Rojas"
    assert [f.source for f in flag.evidence] == [Source.PROVIDER]


def test_the_document_s_own_date_counts_when_the_provider_has_none() -> None:
    case, found = andres_case(card_value="14 03 2025")
    found = [f for f in found if not (f.field is FieldKey.EXPIRES and f.source is Source.PROVIDER)]
    [flag] = only(flags_of(case, found), FlagKind.ID_EXPIRED)
    assert flag.fact("expires") == "2025-03-14"
    assert flag.evidence[0].source is Source.OCR
    assert flag.subject == "sh-a"


def test_when_provider_and_document_disagree_the_earlier_date_counts_and_both_are_evidence() -> (
    None
):
    case, found = andres_case(expires="2030-01-01", card_value="14.12.2026")
    [flag] = only(flags_of(case, found), FlagKind.ID_EXPIRING)
    assert flag.fact("expires") == "2026-12-14"
    assert flag.fact("days") == "18"
    assert [f.source for f in flag.evidence] == [Source.PROVIDER, Source.OCR]
    assert flag.key == "id_expiring:sh-a:card-a"


def test_an_identity_document_expiring_within_30_days_is_flagged_and_not_beyond() -> None:
    case, found = andres_case(expires=(TODAY + timedelta(days=30)).isoformat())
    [flag] = only(flags_of(case, found), FlagKind.ID_EXPIRING)
    assert flag.sentence == (
        "Andrés Felipe Cárdenas Rojas's identity document expires on 2026-12-26, in 30 days."
    )
    assert not only(flags_of(case, found), FlagKind.ID_EXPIRED)
    case, found = andres_case(expires=(TODAY + timedelta(days=31)).isoformat())
    assert flags_of(case, found) == []


def test_a_shareholder_under_18_is_flagged() -> None:
    minor = replace(
        MERCADO_HOLDERS[1], given="Mateo", surnames="Treviño Lozano", born=date(2009, 5, 1)
    )
    card = document("card-m", "ine-mateo.png", "IDENTITY", "ID_CARD")
    case = material(MERCADO, {}, [card], [person(minor, "sh-m", "card-m", "APPROVED")])
    flags = flags_of(case, provider(minor, "sh-m", "card-m"))
    [flag] = only(flags, FlagKind.UNDERAGE)
    assert flag.key == "underage:sh-m:card-m"
    assert flag.sentence == "Mateo Treviño Lozano is 17, under 18 (born 2009-05-01)."
    assert (flag.fact("age"), flag.fact("born")) == ("17", "2009-05-01")
    # the provider's age check says so too: its own flag, with its words
    [screening] = only(flags, FlagKind.SCREENING)
    assert screening.sentence == (
        "Mateo Treviño Lozano's age-check step did not pass: age 17, under 18."
    )
    # turning 18 on the day judged: no longer a minor
    later = flags_of(case, provider(minor, "sh-m", "card-m"), today=date(2027, 5, 1))
    assert not only(later, FlagKind.UNDERAGE)


# --- numbers ---
def test_a_tax_id_whose_check_letter_fails_is_flagged_for_its_country() -> None:
    case = material("Puerto Norte Trading SL", {"taxId": "NIF B87654321"}, [])
    [flag] = flags_of(case, [])
    assert flag.kind is FlagKind.CHECKSUM
    assert flag.key == "checksum:business:tax_id:B87654321"
    assert dict(flag.facts) == {
        "field": "tax_id",
        "number": "B87654321",
        "country": "ES",
        "scheme": "NIF",
        "problem": "checksum",
    }
    assert flag.sentence == (
        "The tax id B87654321 (declared) is not a valid ES NIF: its check digit is wrong."
    )


def test_a_number_found_on_a_certificate_is_checked_too() -> None:
    cert = document(
        "cert", "certificado-existencia-andes.pdf", "COMPANY", "CERTIFICATE_OF_INCORPORATION"
    )
    case = material("Andes Logística SAS", {"taxId": "NIT 901.234.567-7"}, [cert])
    found = [text(FieldKey.TAX_ID, "NIT 901.234.567-1", "cert")]
    [flag] = flags_of(case, found)
    assert flag.kind is FlagKind.CHECKSUM
    assert flag.evidence == tuple(found)
    assert (flag.fact("country"), flag.fact("scheme")) == ("CO", "NIT")
    assert "certificado-existencia-andes.pdf" in flag.sentence


def test_a_label_without_a_scheme_is_not_flagged_but_said_not_checked() -> None:
    case = material("Lotus Components Ltd", {"taxId": "BR 71234567-000"}, [])
    assert flags_of(case, []) == []
    [(item, check)] = number_checks(case, [])
    assert check.status is CheckStatus.NOT_CHECKED
    assert item.source is Source.DECLARED
    assert "HK" not in COVERED_COUNTRIES
    assert {"AR", "CL", "CO", "MX", "BR", "PE"} <= set(COVERED_COUNTRIES)


def test_registration_numbers_are_checked_where_the_registry_number_has_a_check_digit() -> None:
    argentina = material(
        "Pampa Agro SRL", {"taxId": "CUIT 30-71234567-1", "registrationNumber": "30-71234567-0"}, []
    )
    kinds = {(f.fact("field"), f.kind) for f in flags_of(argentina, [])}
    assert ("registration_number", FlagKind.CHECKSUM) in kinds
    colombia = material(
        "Andes Logística SAS",
        {"taxId": "NIT 901.234.567-7", "registrationNumber": "03.456.789"},
        [],
    )
    assert flags_of(colombia, []) == []  # a matrícula mercantil carries no check digit


# --- company name between documents ---
def test_a_bill_naming_the_company_differently_is_flagged() -> None:
    cert = document("cert", "escritura-constitucion.pdf", "COMPANY", "CERTIFICATE_OF_INCORPORATION")
    bill = document("bill", "factura-luz-julio.pdf", "ADDRESS", "PROOF_OF_ADDRESS")
    case = material("Puerto Norte Trading SL", {}, [cert, bill])
    found = [
        text(FieldKey.COMPANY_NAME, "Puerto Norte Trading SL", "cert"),
        text(FieldKey.COMPANY_NAME, "Puerto Norte Comercial SL", "bill"),
    ]
    [flag] = flags_of(case, found)
    assert flag.kind is FlagKind.COMPANY_NAME_DIFFERS
    assert flag.key == "company_name_differs:business:bill"
    assert flag.fact("names") == "Puerto Norte Trading SL / Puerto Norte Comercial SL"
    assert flag.fact("documents") == "escritura-constitucion.pdf / factura-luz-julio.pdf"
    assert flag.evidence == (found[0], found[1])


def test_case_punctuation_and_a_misread_letter_do_not_make_the_name_differ() -> None:
    cert = document("cert", "certificado.pdf", "COMPANY", "CERTIFICATE_OF_INCORPORATION")
    scan = document("scan", "estatutos.pdf", "COMPANY", "ARTICLES_OF_ASSOCIATION")
    case = material("Andes Logística SAS", {}, [cert, scan])
    found = [
        text(FieldKey.COMPANY_NAME, "Andes Logística SAS", "cert"),
        text(FieldKey.COMPANY_NAME, "ANDES LOGLSTICA S.A.S.", "scan", Source.OCR),
    ]
    assert flags_of(case, found) == []


# --- proof of address ---
def test_a_proof_of_address_older_than_three_months_when_uploaded_is_flagged() -> None:
    bill = document("old", "factura-luz-junio.pdf", "ADDRESS", "PROOF_OF_ADDRESS", date(2026, 9, 6))
    case = material("Puerto Norte Trading SL", {}, [bill])
    found = [text(FieldKey.BILL_DATE, "2026-06-01", "old")]
    [flag] = flags_of(case, found)
    assert flag.kind is FlagKind.ADDRESS_PROOF_OLD
    assert flag.key == "address_proof_old:business:old"
    assert dict(flag.facts) == {
        "document": "factura-luz-junio.pdf",
        "dated": "2026-06-01",
        "uploaded": "2026-09-06",
        "months": "3",
    }
    # dated exactly three calendar months before the upload: still accepted
    fresh = [text(FieldKey.BILL_DATE, "2026-06-06", "old")]
    assert flags_of(case, fresh) == []


# --- declared versus found ---
def test_a_declared_value_that_differs_or_nearly_matches_an_identifier_is_flagged() -> None:
    cert = document(
        "cert", "certificado-existencia-andes.pdf", "COMPANY", "CERTIFICATE_OF_INCORPORATION"
    )
    case = material("Andes Logística SAS", {}, [cert])
    registration = text(FieldKey.REGISTRATION_NUMBER, "03.456.789", "cert")
    address = text(FieldKey.ADDRESS, "Calle 93B #13-44, oficina 302", "cert")
    name = text(FieldKey.COMPANY_NAME, "Andes Logistica S.A.S.", "cert")
    comparisons = [
        Comparison(FieldKey.REGISTRATION_NUMBER, "", "", "03456789-00", registration, Verdict.NEAR),
        Comparison(
            FieldKey.ADDRESS, "", "", "Carrera 7 #71-21, Bogotá", address, Verdict.DIFFERS, 41
        ),
        Comparison(FieldKey.COMPANY_NAME, "", "", "Andes Logística SAS", name, Verdict.NEAR, 93),
        Comparison(FieldKey.LEGAL_FORM, "", "", "SAS", None, Verdict.NOT_FOUND),
    ]
    flags = flags_of(case, [], comparisons)
    assert [f.key for f in flags] == [
        "declared_differs:business:address:cert",
        "declared_differs:business:registration_number:cert",
    ]
    registration_flag = flags[1]
    assert registration_flag.sentence == (
        'The declared registration number "03456789-00" differs from "03.456.789" in '
        "certificado-existencia-andes.pdf."
    )
    assert registration_flag.evidence == (registration,)
    assert registration_flag.fact("verdict") == "near"
    assert registration_flag.fact("document") == "certificado-existencia-andes.pdf"


def test_a_shareholder_s_declared_value_names_them() -> None:
    valeria = ANDES_HOLDERS[0]
    case = material("Andes Logística SAS", {}, [], [person(valeria, "sh-v", "card-v", "APPROVED")])
    card_number = Found(
        FieldKey.DOCUMENT_NUMBER, "1.020.456.788", "card-v", Source.OCR, subject="sh-v"
    )
    comparison = Comparison(
        FieldKey.DOCUMENT_NUMBER,
        "sh-v",
        "Valeria Ospina Restrepo",
        "1.020.456.789",
        card_number,
        Verdict.NEAR,
    )
    [flag] = only(flags_of(case, [], [comparison]), FlagKind.DECLARED_DIFFERS)
    assert flag.key == "declared_differs:sh-v:document_number:card-v"
    assert flag.sentence.startswith("Valeria Ospina Restrepo's declared document number")


# --- screening and ownership reach the case's flags ---
def test_screening_and_ownership_flags_join_the_case_s_flags() -> None:
    valeria, andres, _rodrigo = ANDES_HOLDERS
    case = material(
        "Andes Logística SAS",
        {},
        [],
        [
            person(valeria, "sh-v", "card-v", "APPROVED"),
            person(andres, "sh-a", "card-a", "REJECTED"),
        ],
    )
    owners = [
        share("Valeria Ospina Restrepo", "40", "", Source.TEXT, "cert"),
        share("Andrés Felipe Cárdenas Rojas", "35", "", Source.TEXT, "cert"),
        share("Rodrigo Salazar Mejía", "25", "", Source.TEXT, "cert"),
        share("Valeria Ospina Restrepo", "40", "", Source.DECLARED),
        share("Andrés Felipe Cárdenas Rojas", "35", "", Source.DECLARED),
        share("Rodrigo Salazar Mejía", "15", "", Source.DECLARED),
    ]
    flags = flags_of(case, [], tree=ownership(case, owners))
    keys = [f.key for f in flags]
    assert keys == [
        "screening:sh-a:expiration-detection",
        "screening:sh-v:watchlists",
        "owner_without_kyc:business:rodrigo-salazar-mejia",
        "shares_not_100:business:declared",
    ]
    watchlist = flags[1]
    assert watchlist.sentence == (
        "Valeria Ospina Restrepo was found on a watchlist: "
        "Valeria Ospina Restrepo (88) on Colombia PEP register [pep]."
    )
    assert watchlist.fact("detail") == "Valeria Ospina Restrepo (88) on Colombia PEP register [pep]"
    assert flags[2].fact("missing") == "shareholder record"
    assert flags[3].sentence == "The shares in the declared owners add up to 90 %, not 100 %."


def test_flags_have_unique_stable_keys() -> None:
    case, found = andres_case(card_value="14 03 2025")
    first = flags_of(case, found)
    again = flags_of(case, list(reversed(found)))
    assert [f.key for f in first] == [f.key for f in again]
    assert len({f.key for f in first}) == len(first)


def test_an_ocr_misreading_is_not_a_flag_when_the_provider_s_reading_matches() -> None:
    """Valeria's worn card read by OCR as 1.929.456.789 (two 0s as 9s that cancel out in the
    check digit): the provider's own reading of the same card matches the declaration."""
    valeria = ANDES_HOLDERS[0]
    case = material("Andes Logística SAS", {}, [], [person(valeria, "sh-v", "card-v", "APPROVED")])
    misread = Found(FieldKey.DOCUMENT_NUMBER, "1.929.456.789", "card-v", Source.OCR, subject="sh-v")
    theirs = Found(
        FieldKey.DOCUMENT_NUMBER, "1.020.456.789", "card-v", Source.PROVIDER, subject="sh-v"
    )
    declared = "1.020.456.789"
    rows = [
        Comparison(
            FieldKey.DOCUMENT_NUMBER, "sh-v", valeria.given, declared, misread, Verdict.NEAR
        ),
        Comparison(
            FieldKey.DOCUMENT_NUMBER, "sh-v", valeria.given, declared, theirs, Verdict.MATCH
        ),
    ]
    assert only(flags_of(case, [], rows), FlagKind.DECLARED_DIFFERS) == []
    # Without the provider's matching reading the OCR one still counts.
    [flag] = only(flags_of(case, [], rows[:1]), FlagKind.DECLARED_DIFFERS)
    assert flag.evidence == (misread,)
