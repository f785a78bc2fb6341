"""Ownership as one tree from the certificate and the declaration, linked to the shareholder
records, and its flags (an owner of 25 % or more without record or KYC; shares not 100 %)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from app.services.evidence.model import FlagKind, MaterialPerson, OwnerShare, Source
from app.services.evidence.ownership import ownership, ownership_flags
from sandbox.seed_kyb_people import ANDES_HOLDERS, LOTUS_HOLDERS
from tests.services.evidence.check_cases import material, person, share

ANDES = "Andes Logística SAS"


def andes_people() -> list[MaterialPerson]:
    valeria, andres, rodrigo = ANDES_HOLDERS
    return [
        person(valeria, "sh-v", "card-v", "APPROVED"),
        person(andres, "sh-a", "card-a", "REJECTED"),
        person(rodrigo, "sh-r", "card-r", "PENDING"),
    ]


def andes_shares() -> list[OwnerShare]:
    return [
        share("Valeria Ospina Restrepo", "40", "C.C. 1.020.456.789", Source.TEXT, "cert"),
        share("Andrés Felipe Cárdenas Rojas", "35", "C.C. 79.845.120", Source.TEXT, "cert"),
        share("Rodrigo Salazar Mejía", "25", "INE SAMR820913", Source.TEXT, "cert"),
        share("VALERIA OSPINA RESTREPO", "40", "C.C. 1.020.456.789", Source.DECLARED),
        share("Cardenas Rojas Andres Felipe", "35", "C.C. 79.845.120", Source.DECLARED),
        share("Rodrigo Salazar Mejia", "25", "INE SAMR820913", Source.DECLARED),
    ]


def test_owners_merge_across_sources_and_link_to_their_records() -> None:
    tree = ownership(material(ANDES, {}, [], andes_people()), andes_shares())
    assert tree.company == ANDES
    assert tree.total == Decimal(100)
    assert [(n.name, n.percent, n.shareholder_id, n.kyc_state) for n in tree.owners] == [
        ("Valeria Ospina Restrepo", Decimal(40), "sh-v", "APPROVED"),
        ("Andrés Felipe Cárdenas Rojas", Decimal(35), "sh-a", "REJECTED"),
        ("Rodrigo Salazar Mejía", Decimal(25), "sh-r", "PENDING"),
    ]
    assert [s.source for s in tree.owners[1].sources] == [Source.TEXT, Source.DECLARED]


def test_the_certificate_s_percent_comes_first() -> None:
    shares = [
        share("Sofía Lam Ortiz", "70", "", Source.DECLARED),
        share("Sofia Lam Ortiz", "60", "DNI 41236587", Source.OCR, "cert"),
    ]
    tree = ownership(material("Lotus Components Ltd", {}, []), shares)
    [owner] = tree.owners
    assert owner.percent == Decimal(60)
    assert owner.name == "Sofia Lam Ortiz"


def test_an_owner_is_linked_by_document_number_when_the_name_is_written_otherwise() -> None:
    sofia = person(LOTUS_HOLDERS[0], "sh-s", "card-s", "APPROVED")
    shares = [share("S. Lam", "100", "DNI 41236587", Source.TEXT, "cert")]
    [owner] = ownership(material("Lotus Components Ltd", {}, [], [sofia]), shares).owners
    assert owner.shareholder_id == "sh-s"


def test_no_shares_known_gives_no_total() -> None:
    shares = [share("Sofía Lam Ortiz", None, "", Source.DECLARED)]
    tree = ownership(material("Lotus Components Ltd", {}, []), shares)
    assert tree.total is None
    assert ownership_flags(tree) == []


def test_a_significant_owner_without_a_record_or_a_started_kyc_is_flagged() -> None:
    shares = [
        share("Valeria Ospina Restrepo", "40", "", Source.TEXT, "cert"),
        share("Andrés Felipe Cárdenas Rojas", "35", "", Source.TEXT, "cert"),
        share("Kenneth Wong Ka Ho", "25", "HKID K654321(9)", Source.TEXT, "cert"),
    ]
    valeria, andres = andes_people()[:2]
    people = [valeria, replace(andres, kyc_state="CREATED")]
    flags = ownership_flags(ownership(material(ANDES, {}, [], people), shares))
    assert [f.kind for f in flags] == [FlagKind.OWNER_WITHOUT_KYC] * 2
    not_started, kenneth = flags
    assert not_started.key == "owner_without_kyc:sh-a:andres-felipe-cardenas-rojas"
    assert dict(not_started.facts) == {
        "name": "Andrés Felipe Cárdenas Rojas",
        "percent": "35",
        "missing": "KYC",
    }
    assert not_started.sentence == "Andrés Felipe Cárdenas Rojas owns 35 % and has no KYC started."
    assert kenneth.key == "owner_without_kyc:business:kenneth-wong-ka-ho"
    assert kenneth.fact("missing") == "shareholder record"
    assert kenneth.sentence == "Kenneth Wong Ka Ho owns 25 % and has no shareholder record."


def test_a_kyc_that_ran_and_did_not_pass_is_the_door_s_blocker_not_a_flag() -> None:
    """Andrés's KYC was rejected: the rule book already blocks approval on it."""
    shares = [share("Andrés Felipe Cárdenas Rojas", "35", "", Source.TEXT, "cert")]
    people = andes_people()[1:2]
    flags = ownership_flags(ownership(material(ANDES, {}, [], people), shares))
    assert [f for f in flags if f.kind is FlagKind.OWNER_WITHOUT_KYC] == []


def test_an_owner_under_25_percent_needs_no_record() -> None:
    shares = [
        share("Valeria Ospina Restrepo", "75.5", "", Source.TEXT, "cert"),
        share("Lucía Ospina Vélez", "24.5", "", Source.TEXT, "cert"),
    ]
    people = andes_people()[:1]
    assert ownership_flags(ownership(material(ANDES, {}, [], people), shares)) == []


def test_any_source_s_share_of_25_percent_counts() -> None:
    shares = [
        share("Kenneth Wong Ka Ho", "20", "", Source.TEXT, "cert"),
        share("Kenneth Wong Ka Ho", "30", "", Source.DECLARED),
    ]
    flags = ownership_flags(ownership(material(ANDES, {}, []), shares))
    owner_flags = [f for f in flags if f.kind is FlagKind.OWNER_WITHOUT_KYC]
    assert [f.fact("percent") for f in owner_flags] == ["30"]


def test_each_source_whose_shares_do_not_add_up_is_flagged_once() -> None:
    shares = andes_shares()
    shares[-1] = share("Rodrigo Salazar Mejia", "12.5", "", Source.DECLARED)
    flags = ownership_flags(ownership(material(ANDES, {}, [], andes_people()), shares))
    [total] = [f for f in flags if f.kind is FlagKind.SHARES_NOT_100]
    assert total.key == "shares_not_100:business:declared"
    assert dict(total.facts) == {"total": "87.5", "source": "declared"}
    assert total.sentence == "The shares in the declared owners add up to 87.5 %, not 100 %."


def test_a_certificate_over_100_percent_is_flagged_under_its_document() -> None:
    shares = [
        share("Valeria Ospina Restrepo", "60", "", Source.TEXT, "cert"),
        share("Andrés Felipe Cárdenas Rojas", "45", "", Source.TEXT, "cert"),
    ]
    people = [p for p in andes_people() if p.id == "sh-v"]
    flags = ownership_flags(ownership(material(ANDES, {}, [], people), shares))
    [total] = [f for f in flags if f.kind is FlagKind.SHARES_NOT_100]
    assert total.key == "shares_not_100:business:certificate:cert"
    assert total.fact("total") == "105"
    assert total.fact("source") == "certificate"


def test_a_consistent_tree_with_passed_kyc_raises_nothing() -> None:
    people = [p for p in andes_people()]
    people = [
        MaterialPerson(p.id, p.name, p.surname, p.kyc, "APPROVED", p.card_document_id)
        for p in people
    ]
    assert ownership_flags(ownership(material(ANDES, {}, [], people), andes_shares())) == []
