"""A case's evidence as a case bundle carries it: the flags (key, kind, named facts, their
evidence by document and page, and who dismissed one, when and why), the comparisons of what
was declared with what was found, the screening steps and the ownership tree, JSON-ready.

It is made from the one ``CaseEvidence`` the evidence service computed (the door judges on
the same), and the dismissals of the session's ``FlagBook`` (the door's records and the
trusted journal), never from a second reading. ``mask_evidence`` hides the personal values
in it (document numbers, dates of birth, an IP) by the one masking policy: a bundle's
``case.json`` carries it masked unless the person chose to include personal data.

A flag's ``sentence`` is worded by whoever builds the data (the exporter, in the UI's
language and under the person's choice of masking); the English ``Flag.sentence`` holds
values whole and is not copied.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from app.services.evidence.flag_book import FlagDismissal
from app.services.evidence.model import (
    CaseEvidence,
    Comparison,
    FieldKey,
    Flag,
    FlagKind,
    Found,
    OwnerNode,
    OwnerShare,
    Ownership,
    ScreeningCard,
    Verdict,
)
from app.services.masking import Kind, mask, personal_kind

Dismissed = Callable[[str], FlagDismissal | None]  # a flag's key -> its dismissal
Sentence = Callable[[Flag], str]
# The fields whose values are personal data (the rest a reviewer checks a document against).
PERSONAL_FIELDS: dict[str, Kind] = {
    FieldKey.DOCUMENT_NUMBER.value: Kind.DOCUMENT_NUMBER,
    FieldKey.DATE_OF_BIRTH.value: Kind.BIRTH_DATE,
}
# Facts of a flag that are personal whatever its field: an underage person's birth date.
PERSONAL_FACTS: dict[str, Kind] = {"born": Kind.BIRTH_DATE}
NOT_MATCHING = (Verdict.NEAR, Verdict.DIFFERS, Verdict.NOT_FOUND)


def _percent(value: Decimal | None) -> str | None:
    """A share as text (JSON has no decimal): "12.5"; None when unknown."""
    if value is None:
        return None
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _names(evidence: CaseEvidence) -> dict[str, str]:
    return {r.document_id: r.file_name for r in evidence.readings}


def _found(found: Found, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "field": found.field.value,
        "value": found.value,
        "source": found.source.value,
        "documentId": found.document_id,
        "documentName": names.get(found.document_id, ""),
        "page": found.box.page + 1 if found.box is not None else None,  # 1-based, as read
        "subject": found.subject,
    }


def _dismissal(dismissal: FlagDismissal | None) -> dict[str, str] | None:
    if dismissal is None:
        return None
    return {"by": dismissal.by, "at": dismissal.at, "reason": dismissal.reason}


def _flag(
    flag: Flag, names: Mapping[str, str], dismissed: Dismissed, sentence: Sentence
) -> dict[str, Any]:
    dismissal = dismissed(flag.key)
    return {
        "key": flag.key,
        "kind": flag.kind.value,
        "sentence": sentence(flag),
        "subject": flag.subject,
        "subjectName": flag.subject_name,
        "facts": dict(flag.facts),
        "evidence": [_found(found, names) for found in flag.evidence],
        "standing": dismissal is None,
        "dismissal": _dismissal(dismissal),
    }


def _comparison(comparison: Comparison, names: Mapping[str, str]) -> dict[str, Any]:
    found = comparison.found
    return {
        "field": comparison.field.value,
        "subject": comparison.subject,
        "subjectName": comparison.subject_name,
        "declared": comparison.declared,
        "found": _found(found, names) if found is not None else None,
        "verdict": comparison.verdict.value,
        "score": comparison.score,
    }


def _screening(card: ScreeningCard) -> dict[str, Any]:
    return {
        "subject": card.subject,
        "subjectName": card.subject_name,
        "step": card.step,
        "status": card.status,
        "outcome": card.outcome.value,
        "hasData": card.has_data,
        "documentType": card.document_type,
        "matches": [
            {
                "name": m.name,
                "score": m.score,
                "lists": list(m.lists),
                "categories": list(m.categories),
            }
            for m in card.matches
        ],
        "facts": dict(card.facts),
        "errorCode": card.error_code,
        "errorMessage": card.error_message,
    }


def _share(share: OwnerShare, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "source": share.source.value,
        "percent": _percent(share.percent),
        "document": share.document,
        "documentId": share.document_id,
        "documentName": names.get(share.document_id, ""),
    }


def _owner(node: OwnerNode, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "name": node.name,
        "percent": _percent(node.percent),
        "shareholderId": node.shareholder_id,
        "kycState": node.kyc_state,
        "sources": [_share(share, names) for share in node.sources],
    }


def _ownership(tree: Ownership | None, names: Mapping[str, str]) -> dict[str, Any] | None:
    if tree is None:
        return None
    return {
        "company": tree.company,
        "owners": [_owner(node, names) for node in tree.owners],
        "total": _percent(tree.total),
    }


def evidence_data(
    evidence: CaseEvidence,
    dismissed: Dismissed,
    sentence: Sentence,
) -> dict[str, Any]:
    """The case's evidence as ``case.json``'s ``evidence`` member (personal values whole:
    ``mask_evidence`` masks them)."""
    names = _names(evidence)
    return {
        "judgedOn": evidence.today.isoformat() if evidence.today is not None else None,
        "ocrProblem": evidence.ocr_problem,
        "readings": [
            {
                "documentId": r.document_id,
                "fileName": r.file_name,
                "method": r.method.value,
                "pages": r.pages,
                "problem": r.problem,
            }
            for r in evidence.readings
        ],
        "flags": [_flag(flag, names, dismissed, sentence) for flag in evidence.flags],
        "comparisons": [_comparison(c, names) for c in evidence.comparisons],
        "screening": [_screening(card) for card in evidence.screening],
        "ownership": _ownership(evidence.ownership, names),
    }


def unavailable_data(why: str) -> dict[str, Any]:
    """What ``case.json`` says when no evidence could be read (a server that lists no
    documents): the sentence, and no empty lists that would read as "nothing flagged"."""
    return {"unavailable": why}


# --- masking ---
def _masked(kind: Kind | None, value: Any) -> Any:
    return mask(kind, value) if kind is not None and isinstance(value, str) else value


def _mask_found(found: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    if found is None:
        return None
    return {**found, "value": _masked(PERSONAL_FIELDS.get(found.get("field", "")), found["value"])}


def _mask_facts(kind: str, facts: Mapping[str, str]) -> dict[str, str]:
    field = PERSONAL_FIELDS.get(facts.get("field", ""))
    masked = {}
    for name, value in facts.items():
        personal = PERSONAL_FACTS.get(name)
        if personal is None and kind == FlagKind.DECLARED_DIFFERS.value:
            personal = field if name in ("declared", "found") else None
        masked[name] = _masked(personal, value)
    return masked


def mask_evidence(data: Mapping[str, Any]) -> dict[str, Any]:
    """``evidence_data``'s output with personal values masked (names, shares, dates of
    documents and lists stay: a reviewer and an auditor work by them)."""
    if "flags" not in data:
        return dict(data)
    flags = [
        {
            **flag,
            "facts": _mask_facts(flag.get("kind", ""), flag.get("facts") or {}),
            "evidence": [_mask_found(found) for found in flag.get("evidence") or []],
        }
        for flag in data["flags"]
    ]
    comparisons = [
        {
            **c,
            "declared": _masked(PERSONAL_FIELDS.get(c.get("field", "")), c.get("declared")),
            "found": _mask_found(c.get("found")),
        }
        for c in data.get("comparisons") or []
    ]
    screening = [
        {
            **card,
            "facts": {
                name: _masked(personal_kind(name, value), value)
                for name, value in (card.get("facts") or {}).items()
            },
        }
        for card in data.get("screening") or []
    ]
    tree = data.get("ownership")
    if tree is not None:
        tree = {
            **tree,
            "owners": [
                {
                    **owner,
                    "sources": [
                        {**s, "document": _masked(Kind.DOCUMENT_NUMBER, s.get("document"))}
                        for s in owner.get("sources") or []
                    ],
                }
                for owner in tree.get("owners") or []
            ],
        }
    return {
        **data,
        "flags": flags,
        "comparisons": comparisons,
        "screening": screening,
        "ownership": tree,
    }


def not_matching(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The comparisons the report's "Declared and found" lists: near, differs, not found."""
    wanted = {v.value for v in NOT_MATCHING}
    return [c for c in data.get("comparisons") or [] if c.get("verdict") in wanted]
