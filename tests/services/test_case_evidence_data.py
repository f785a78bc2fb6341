"""A case's evidence as case.json carries it, and its masking: a document number or a birth
date in a flag's facts, its evidence, a comparison or an owner's source leaves masked unless
the person chose to include personal data; names, shares, a business's tax number and the
documents' own dates stay (a reviewer and an auditor work by them)."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal

from app.services.case_bundle import shared_case
from app.services.case_evidence_data import evidence_data, mask_evidence, not_matching
from app.services.evidence.flag_book import FlagDismissal
from app.services.evidence.model import (
    Box,
    CaseEvidence,
    Comparison,
    DocumentReading,
    FieldKey,
    Flag,
    FlagKind,
    Found,
    OwnerNode,
    OwnerShare,
    Ownership,
    ReadMethod,
    ScreeningCard,
    ScreeningOutcome,
    Source,
    Verdict,
)

NUMBER, OTHER, BORN, TAX = "1.020.456.789", "1.020.456.788", "2010-05-04", "NIT 901.234.567-1"


def evidence() -> CaseEvidence:
    card = Found(
        FieldKey.DOCUMENT_NUMBER, OTHER, "d1", Source.OCR, Box(1, 0.1, 0.1, 0.2, 0.05), "p1"
    )
    return CaseEvidence(
        uid="u",
        session_id="s",
        readings=(DocumentReading("d1", "cedula.png", ReadMethod.OCR, 2),),
        comparisons=(
            Comparison(FieldKey.DOCUMENT_NUMBER, "p1", "Valeria", NUMBER, card, Verdict.DIFFERS),
            Comparison(FieldKey.PERSON_NAME, "p1", "Valeria", "Valeria", None, Verdict.MATCH),
        ),
        flags=(
            Flag(
                FlagKind.DECLARED_DIFFERS,
                "declared_differs:p1:document_number:d1",
                f"declared {NUMBER}, reads {OTHER}",
                "p1",
                "Valeria",
                (("field", "document_number"), ("declared", NUMBER), ("found", OTHER)),
                (card,),
            ),
            Flag(FlagKind.UNDERAGE, "underage:p2:born", "", "p2", "Leo", (("born", BORN),)),
            Flag(FlagKind.CHECKSUM, "checksum:business:tax_id", "", facts=(("number", TAX),)),
        ),
        screening=(
            ScreeningCard(
                "p1",
                "Valeria",
                "ip-validation",
                200,
                ScreeningOutcome.CLEAR,
                True,
                facts=(("ip", "81.43.112.9"),),
            ),
        ),
        ownership=Ownership(
            "Andes",
            (
                OwnerNode(
                    "Valeria",
                    Decimal("40.0"),
                    (OwnerShare("Valeria", Decimal("40"), f"C.C. {NUMBER}", Source.TEXT, "d1"),),
                    "p1",
                ),
            ),
            Decimal("100.00"),
        ),
        today=date(2026, 11, 26),
    )


def dismissed(key: str) -> FlagDismissal | None:
    if key.startswith("checksum"):
        return FlagDismissal(
            "u", "s", key, "A foreign NIT", by="Ana Ruiz", at="2026-11-26T10:00:00Z"
        )
    return None


def test_the_evidence_as_data_and_masked() -> None:
    data = evidence_data(evidence(), dismissed, lambda flag: f"<{flag.kind}>")
    flags = {f["kind"]: f for f in data["flags"]}
    assert flags["checksum"]["standing"] is False
    assert flags["checksum"]["dismissal"] == {
        "by": "Ana Ruiz",
        "at": "2026-11-26T10:00:00Z",
        "reason": "A foreign NIT",
    }
    assert flags["declared_differs"]["standing"] is True
    assert flags["declared_differs"]["sentence"] == "<declared_differs>"
    where = flags["declared_differs"]["evidence"][0]
    assert (where["documentName"], where["page"]) == ("cedula.png", 2)  # 1-based
    assert data["ownership"]["owners"][0]["percent"] == "40"
    assert data["ownership"]["total"] == "100"
    assert [c["field"] for c in not_matching(data)] == ["document_number"]
    assert NUMBER in json.dumps(data)  # whole until masked

    masked = json.dumps(mask_evidence(data), ensure_ascii=False)
    for personal in (NUMBER, OTHER, BORN, "81.43.112.9", "456"):
        assert personal not in masked, personal
    for kept in (TAX, "Valeria", "Ana Ruiz", "A foreign NIT", "cedula.png", "••••89", "2010"):
        assert kept in masked, kept


def test_a_bundle_masks_the_evidence_unless_personal_data_was_chosen() -> None:
    case = {"uid": "u", "evidence": evidence_data(evidence(), dismissed, lambda f: f.kind)}
    masked = json.dumps(shared_case(case, include_personal=False), ensure_ascii=False)
    assert NUMBER not in masked
    assert BORN not in masked
    included = json.dumps(shared_case(case, include_personal=True), ensure_ascii=False)
    assert NUMBER in included
    assert BORN in included
