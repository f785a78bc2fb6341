"""Identity-verification steps as readable cards, from the seeded shareholders' payloads."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.services.evidence.model import MaterialPerson, ScreeningCard, ScreeningOutcome
from app.services.evidence.screening import screening_cards, screening_flags
from sandbox.seed_kyb_people import (
    ANDES_HOLDERS,
    BLUE_HARBOR_HOLDERS,
    MERCADO_HOLDERS,
    PUERTO_HOLDERS,
)
from tests.services.evidence.check_cases import material, person


def cards_of(*people: MaterialPerson) -> dict[str, ScreeningCard]:
    return {card.step: card for card in screening_cards(material("Case", {}, [], people))}


def with_steps(steps: list[dict[str, Any]], document_steps: list[dict[str, Any]]) -> MaterialPerson:
    kyc = {"data": {"steps": steps, "documents": [{"type": "passport", "steps": document_steps}]}}
    return MaterialPerson("sh-x", "Ana", "Pérez", kyc=kyc, kyc_state="APPROVED")


def test_a_clean_verification_reads_clear_step_by_step() -> None:
    cards = cards_of(person(MERCADO_HOLDERS[0], "sh-g", "card-g", "APPROVED"))
    assert list(cards) == [
        "liveness",
        "ip-validation",
        "document-reading",
        "age-check",
        "expiration-detection",
        "facematch",
        "watchlists",
    ]
    assert {card.outcome for card in cards.values()} == {ScreeningOutcome.CLEAR}
    assert cards["facematch"].facts == (("score", "91.4"),)
    assert dict(cards["ip-validation"].facts)["ip_safe"] == "yes"
    assert dict(cards["age-check"].facts)["age"] == "41"
    assert dict(cards["expiration-detection"].facts) == {"expires": "2030-02-10"}
    assert cards["watchlists"].matches == ()
    assert dict(cards["watchlists"].facts) == {"matches": "0"}
    # a step that ran and carries no data says so, rather than showing nothing
    assert cards["liveness"].has_data is False
    assert cards["document-reading"].document_type == "national-id"
    assert cards["liveness"].document_type == ""
    assert screening_flags(list(cards.values())) == []


def test_a_watchlist_match_names_the_person_the_score_the_lists_and_the_category() -> None:
    card = cards_of(person(ANDES_HOLDERS[0], "sh-v", "card-v", "APPROVED"))["watchlists"]
    assert card.outcome is ScreeningOutcome.MATCH
    [match] = card.matches
    assert match.name == "Valeria Ospina Restrepo"
    assert match.score == 88.0
    assert match.lists == ("Colombia PEP register",)
    assert match.categories == ("pep",)
    assert card.error_code == "watchlists.matchFound"
    [flag] = screening_flags([card])
    assert flag.key == "screening:sh-v:watchlists"
    assert dict(flag.facts) == {
        "name": "Valeria Ospina Restrepo",
        "step": "watchlists",
        "outcome": "match",
        "detail": "Valeria Ospina Restrepo (88) on Colombia PEP register [pep]",
        "matched": "Valeria Ospina Restrepo",
        "lists": "Colombia PEP register",
        "categories": "pep",
        "code": "watchlists.matchFound",
        "message": "The person matches 1 entry on Colombia PEP register.",
    }


def test_a_step_error_is_an_error_card_with_its_words_and_a_flag() -> None:
    cards = cards_of(person(ANDES_HOLDERS[1], "sh-a", "card-a", "REJECTED"))
    card = cards["expiration-detection"]
    assert card.outcome is ScreeningOutcome.ERROR
    assert card.error_code == "expirationDetection.documentExpired"
    assert card.error_message == "The document expired on 2025-03-14."
    [flag] = screening_flags(list(cards.values()))
    assert flag.key == "screening:sh-a:expiration-detection"
    assert flag.sentence == (
        "Andrés Felipe Cárdenas Rojas's expiration-detection step reported an error: "
        "The document expired on 2025-03-14."
    )


def test_a_failed_face_match_is_a_match_not_an_error() -> None:
    cards = cards_of(person(PUERTO_HOLDERS[1], "sh-o", "card-o", "REJECTED"))
    card = cards["facematch"]
    assert card.outcome is ScreeningOutcome.MATCH
    assert card.facts == (("score", "23.7"),)
    [flag] = screening_flags(list(cards.values()))
    assert flag.fact("outcome") == "match"
    assert flag.fact("detail") == "The selfie does not match the photo of the document."


def test_a_low_face_match_score_without_an_error_still_fails() -> None:
    person_ = with_steps([], [{"id": "facematch", "status": 200, "data": {"score": 41}}])
    [card] = screening_cards(material("Case", {}, [], [person_]))
    assert card.outcome is ScreeningOutcome.MATCH
    assert screening_flags([card])[0].sentence == (
        "Ana Pérez's facematch step did not pass: face-match score 41."
    )


def test_steps_waiting_behind_an_error_are_not_run_and_pending_ones_pending() -> None:
    rodrigo = cards_of(person(ANDES_HOLDERS[2], "sh-r", "card-r", "PENDING"))
    assert rodrigo["document-reading"].outcome is ScreeningOutcome.ERROR
    assert rodrigo["watchlists"].outcome is ScreeningOutcome.NOT_RUN
    assert rodrigo["watchlists"].has_data is False
    javier = cards_of(person(BLUE_HARBOR_HOLDERS[0], "sh-j", "card-j", "PENDING"))
    assert javier["liveness"].outcome is ScreeningOutcome.PENDING
    assert javier["facematch"].outcome is ScreeningOutcome.PENDING
    waiting = [c for c in javier.values() if c.outcome is ScreeningOutcome.PENDING]
    assert waiting
    assert screening_flags(waiting) == []  # still running is not a finding


def test_other_providers_match_shapes_are_read_generously() -> None:
    hits = {
        "hits": [
            {
                "matchedName": "ANA PEREZ",
                "confidence": 0.93,
                "listName": "OFAC SDN",
                "types": ["Adverse Media"],
            },
            {
                "fullName": "Ana Pérez G.",
                "matchScore": "71",
                "sources": ["UN Consolidated", "PEP Peru"],
            },
        ]
    }
    person_ = with_steps([{"id": "watchlists", "status": 200, "data": hits}], [])
    [card] = screening_cards(material("Case", {}, [], [person_]))
    assert card.outcome is ScreeningOutcome.MATCH
    first, second = card.matches
    assert (first.name, first.score, first.lists) == ("ANA PEREZ", 93.0, ("OFAC SDN",))
    assert first.categories == ("sanctions", "adverse_media")
    assert (second.name, second.score) == ("Ana Pérez G.", 71.0)
    assert second.categories == ("pep", "sanctions")


def test_odd_payloads_give_no_cards_and_never_raise() -> None:
    odd: list[dict[str, Any]] = [
        {},
        {"data": None},
        {"data": {"steps": "none", "documents": [None, {"steps": [3, None]}]}},
        {"data": {"steps": [{"id": "liveness", "status": "n/a", "data": [], "error": "x"}]}},
    ]
    people = [MaterialPerson(f"sh-{i}", "A", "B", kyc=kyc) for i, kyc in enumerate(odd)]
    cards = screening_cards(material("Case", {}, [], people))
    [card] = cards
    assert card.outcome is ScreeningOutcome.NOT_RUN
    assert card.status == 0


def test_the_same_step_on_two_documents_gets_two_keys() -> None:
    failing = {"id": "facematch", "status": 200, "data": {"score": 10}}
    person_ = with_steps([], [failing])
    kyc = person_.kyc["data"]
    kyc["documents"].append({"type": "driving-license", "steps": [failing]})
    person_ = replace(person_, kyc={"data": kyc})
    flags = screening_flags(screening_cards(material("Case", {}, [], [person_])))
    assert [f.key for f in flags] == [
        "screening:sh-x:facematch",
        "screening:sh-x:driving-license/facematch",
    ]
